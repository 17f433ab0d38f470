import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import type { PayoutLine, PayoutRun } from '@realty/contracts/payouts/payouts';
import { CheckCircle2, FileSpreadsheet, Upload, X } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/modal-dialog.tsx';
import { bankFileUrl, useDecidePayoutRun, useImportBankResponse, usePayoutRun, usePayoutRuns } from '../api/admin-payouts.ts';
import { formatWhen } from '../utils/format.ts';
import { periodText } from './payout-format.ts';
import { MarkFailedDialog, MarkPaidDialog } from './payout-line-dialogs.tsx';
import { BankCell, dayText, TdsCell } from './payout-run-builder.tsx';

/** Words and colours of a run's status. */
const RUN_STATUS: Record<PayoutRun['status'], { label: string; className: string }> = {
  draft: { label: 'Draft: to approve', className: 'bg-amber-100 text-amber-900' },
  approved: { label: 'Approved', className: 'bg-green-100 text-green-800' },
  discarded: { label: 'Discarded', className: 'bg-slate-200 text-slate-700' },
};

/** Words and colours of a line's status. */
const LINE_STATUS: Record<PayoutLine['status'], { label: string; className: string }> = {
  pending: { label: 'To pay', className: 'bg-sky-100 text-sky-900' },
  paid: { label: 'Paid', className: 'bg-green-100 text-green-800' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800' },
};

/** A small coloured status label. */
function Pill({ label, className, testId }: { label: string; className: string; testId?: string }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`} data-testid={testId}>
      {label}
    </span>
  );
}

/** How far a run's lines are: "3 lines · 1 paid · 1 failed". */
function progressText(run: PayoutRun): string {
  const parts = [`${run.line_count} ${run.line_count === 1 ? 'line' : 'lines'}`];
  if (run.status === 'approved') parts.push(`${run.lines_paid} paid`, `${run.lines_failed} failed`);
  return parts.join(' · ');
}

/**
 * "Payout runs" (docs/product/payouts.md, "Payout runs"; `GET /api/admin/payout-runs`): every run,
 * newest first, with its status, period, totals and lines paid or failed; a table on wide screens,
 * cards on phones. "Open" shows the run with its lines ({@link PayoutRunPanel}).
 */
export function PayoutRunsList({ openRunId, onOpen }: { openRunId: number | undefined; onOpen: (runId: number) => void }) {
  const runs = usePayoutRuns();
  return (
    <section aria-labelledby="runs-heading" className="mt-10 scroll-mt-20" id="runs">
      <h2 id="runs-heading" className="mb-1 text-xl font-bold text-slate-900">
        Payout runs
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        A draft is approved by another admin; then download the bank file, make the transfers and mark each line paid or failed.
      </p>
      {runs.isPending ? (
        <p role="status">Loading payout runs...</p>
      ) : runs.isError ? (
        <p role="alert" className="text-red-700">
          {runs.error.message}
        </p>
      ) : runs.data.data.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-4 text-sm text-slate-600">
          No payout runs yet.
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Payout runs, newest first</caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    Run
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Period
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Lines
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Gross
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    TDS
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Net
                  </th>
                  <th scope="col" className="px-3 py-3">
                    <span className="sr-only">Open</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {runs.data.data.map((run) => (
                  <tr
                    key={run.run_id}
                    data-testid="run-row"
                    data-run-id={run.run_id}
                    className={run.run_id === openRunId ? 'bg-brand-50' : ''}
                  >
                    <td className="whitespace-nowrap px-3 py-3 font-semibold text-slate-900">
                      #{run.run_id}
                      <span className="block text-xs font-normal text-slate-500">{formatWhen(run.created_at)}</span>
                    </td>
                    <td className="px-3 py-3">
                      <Pill {...RUN_STATUS[run.status]} testId="run-status" />
                    </td>
                    <td className="px-3 py-3 text-slate-700">{periodText(run.until, dayText)}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-slate-700">{progressText(run)}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">{formatRupeesExact(run.total_gross)}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">{formatRupeesExact(run.total_tds)}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-right font-semibold tabular-nums">
                      {formatRupeesExact(run.total_net)}
                    </td>
                    <td className="px-3 py-3 text-right">
                      <button
                        type="button"
                        className="btn-outline px-3 py-1.5 text-sm"
                        aria-label={`Open run #${run.run_id}`}
                        onClick={() => onOpen(run.run_id)}
                      >
                        Open
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-2 md:hidden" aria-label="Payout runs, newest first">
            {runs.data.data.map((run) => (
              <li
                key={run.run_id}
                data-testid="run-card"
                data-run-id={run.run_id}
                className={`rounded-xl border p-3 text-sm ${run.run_id === openRunId ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white'}`}
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="font-semibold text-slate-900">
                    Run #{run.run_id} <Pill {...RUN_STATUS[run.status]} testId="run-status" />
                  </p>
                  <p className="shrink-0 font-semibold tabular-nums text-slate-900">{formatRupeesExact(run.total_net)}</p>
                </div>
                <p className="text-slate-700">{periodText(run.until, dayText)}</p>
                <p className="text-xs text-slate-500">
                  {progressText(run)} · gross {formatRupeesExact(run.total_gross)} · TDS {formatRupeesExact(run.total_tds)}
                </p>
                <button
                  type="button"
                  className="btn-outline mt-2 px-3 py-1.5 text-sm"
                  aria-label={`Open run #${run.run_id}`}
                  onClick={() => onOpen(run.run_id)}
                >
                  Open
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The outcome of a line: its reference, or why it failed; nothing while it is to pay. */
function OutcomeText({ line }: { line: PayoutLine }) {
  if (line.status === 'paid')
    return (
      <span className="block text-xs text-slate-700">
        Ref. <span className="font-mono">{line.reference}</span>
        {line.paid_at ? ` · ${formatWhen(line.paid_at)}` : ''}
      </span>
    );
  if (line.status === 'failed') return <span className="block break-words text-xs text-red-800">{line.failed_reason}</span>;
  return null;
}

/** A line being marked. */
type Marking = { line: PayoutLine; outcome: 'paid' | 'failed' };

/** "Mark paid" and "Mark failed" of a line still to pay in an approved run. */
function LineActions({ line, onMark }: { line: PayoutLine; onMark: (marking: Marking) => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn-primary px-3 py-1.5 text-sm"
        aria-label={`Mark paid for ${line.associate_name}`}
        onClick={() => onMark({ line, outcome: 'paid' })}
      >
        Mark paid
      </button>
      <button
        type="button"
        className="btn-outline px-3 py-1.5 text-sm"
        aria-label={`Mark failed for ${line.associate_name}`}
        onClick={() => onMark({ line, outcome: 'failed' })}
      >
        Mark failed
      </button>
    </div>
  );
}

/** The run's lines: a table on wide screens, cards on phones; "Mark paid" / "Mark failed" on the lines still to pay of an approved run. */
function RunLines({ run, onMark }: { run: PayoutRun; onMark: (marking: Marking) => void }) {
  const lines = run.lines ?? [];
  const canMark = (line: PayoutLine) => run.status === 'approved' && line.status === 'pending';
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Lines of run #{run.run_id}</caption>
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-3">
                Associate
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Gross
              </th>
              <th scope="col" className="px-3 py-3">
                TDS
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Net
              </th>
              <th scope="col" className="px-3 py-3">
                Bank details
              </th>
              <th scope="col" className="px-3 py-3">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line) => (
              <tr key={line.line_id} data-testid="run-line-row">
                <td className="px-3 py-3 align-top">
                  <span className="block font-medium text-slate-900">{line.associate_name}</span>
                  <span className="block text-xs text-slate-500">
                    {line.member_id} · {line.entry_count} {line.entry_count === 1 ? 'entry' : 'entries'}
                  </span>
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-right align-top tabular-nums">{formatRupeesExact(line.gross)}</td>
                <td className="max-w-64 px-3 py-3 align-top">
                  <TdsCell tds={line.tds} />
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-right align-top font-semibold tabular-nums">
                  {formatRupeesExact(line.net)}
                </td>
                <td className="max-w-52 px-3 py-3 align-top">
                  <BankCell bank={line.bank} />
                </td>
                <td className="px-3 py-3 align-top">
                  <Pill {...LINE_STATUS[line.status]} testId="line-status" />
                  <OutcomeText line={line} />
                  {canMark(line) ? (
                    <div className="mt-2">
                      <LineActions line={line} onMark={onMark} />
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 lg:hidden" aria-label={`Lines of run #${run.run_id}`}>
        {lines.map((line) => (
          <li key={line.line_id} data-testid="run-line-card" className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-medium text-slate-900">
                {line.associate_name} <span className="font-normal text-slate-500">{line.member_id}</span>
              </p>
              <p className="shrink-0 text-right">
                <span className="block text-xs text-slate-500">Net</span>
                <span className="font-semibold tabular-nums text-slate-900">{formatRupeesExact(line.net)}</span>
              </p>
            </div>
            <p className="text-xs text-slate-600">
              {line.entry_count} {line.entry_count === 1 ? 'entry' : 'entries'} · gross {formatRupeesExact(line.gross)}
            </p>
            <div className="mt-2">
              <TdsCell tds={line.tds} isLabelled />
            </div>
            <div className="mt-2">
              <BankCell bank={line.bank} />
            </div>
            <div className="mt-2">
              <Pill {...LINE_STATUS[line.status]} testId="line-status" />
              <OutcomeText line={line} />
            </div>
            {canMark(line) ? (
              <div className="mt-2">
                <LineActions line={line} onMark={onMark} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * "Import bank response" of an approved run: a CSV file chosen here is read as text and sent as
 * `{ csv }` to `POST /api/admin/payout-runs/{runId}/bank-response`; the answer is said in words:
 * how many lines were marked paid and failed, and each row it could not use with its row number.
 */
export function BankResponseImport({ runId }: { runId: number }) {
  const inputId = useId();
  const importer = useImportBankResponse();
  const [error, setError] = useState<string>();
  const result = importer.data;
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    importer.reset();
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      setError('The file could not be read. Choose it again.');
      return;
    }
    importer.mutate(
      { runId, csv },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="bank-response">
      <h4 className="font-semibold text-slate-900">Import bank response</h4>
      <p className="mb-2 text-sm text-slate-600">
        The bank’s response file (CSV with the columns reference, utr and status, and reason for failed rows) marks each line paid or
        failed.
      </p>
      <label htmlFor={inputId} className="btn-outline inline-flex cursor-pointer items-center gap-2 px-4 py-2 text-sm">
        <Upload aria-hidden="true" className="size-4" />
        {importer.isPending ? 'Importing...' : 'Choose the response file'}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv,text/plain"
        className="sr-only"
        disabled={importer.isPending}
        onChange={(event) => void onFile(event)}
      />
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {result ? (
        <div role="status" className="mt-3 text-sm" data-testid="bank-response-result">
          <p className="font-medium text-slate-900">
            {result.data.paid} {result.data.paid === 1 ? 'line' : 'lines'} marked paid, {result.data.failed} marked failed.
          </p>
          {result.data.problems.length > 0 ? (
            <>
              <p className="mt-1 text-amber-900">
                {result.data.problems.length === 1 ? 'One row was not used:' : `${result.data.problems.length} rows were not used:`}
              </p>
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {result.data.problems.map((problem) => (
                  <li key={problem.row}>
                    Row {problem.row}: {problem.message}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-slate-600">Every row was used.</p>
          )}
        </div>
      ) : null}
    </div>
  );
}

/**
 * One payout run (`GET /api/admin/payout-runs/{runId}`): status, period, who created and approved
 * it, totals and its lines. A draft offers "Approve" (refused by the API to the admin who created
 * it: its message is shown beside the button) and "Discard draft" (asks first: its entries become
 * unpaid again). An approved run offers "Download bank file", "Import bank response" and, per line
 * still to pay, "Mark paid" and "Mark failed".
 */
export function PayoutRunPanel({ runId, onClose }: { runId: number; onClose: () => void }) {
  const run = usePayoutRun(runId);
  const decide = useDecidePayoutRun();
  const [approveError, setApproveError] = useState<string>();
  const [isDiscarding, setDiscarding] = useState(false);
  const [discardError, setDiscardError] = useState<string>();
  const [marking, setMarking] = useState<Marking>();

  const approve = () => {
    setApproveError(undefined);
    decide.mutate(
      { runId, decision: 'approve' },
      {
        onSuccess: (answer) => toast.success(answer.message ?? 'Payout run approved.'),
        onError: (failure) => setApproveError(failure.message),
      },
    );
  };
  const discard = () =>
    decide.mutate(
      { runId, decision: 'discard' },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? 'Draft discarded.');
          setDiscarding(false);
        },
        onError: (failure) => setDiscardError(failure.message),
      },
    );

  return (
    <section
      aria-labelledby="run-heading"
      className="mt-6 scroll-mt-20 rounded-2xl border border-brand-200 bg-slate-50 p-4 sm:p-5"
      id="run"
      data-testid="run-panel"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id="run-heading" className="text-lg font-bold text-slate-900">
          Payout run #{runId}
        </h3>
        <button type="button" className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-200" onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close run #{runId}</span>
        </button>
      </div>
      {run.isPending ? (
        <p role="status">Loading the run...</p>
      ) : run.isError ? (
        <p role="alert" className="text-red-700">
          {run.error.message}
        </p>
      ) : (
        <RunBody
          run={run.data.data}
          onApprove={approve}
          isDeciding={decide.isPending}
          approveError={approveError}
          onDiscard={() => {
            setDiscardError(undefined);
            setDiscarding(true);
          }}
          onMark={setMarking}
        />
      )}
      {isDiscarding ? (
        <ConfirmDialog
          title={`Discard the draft run #${runId}?`}
          confirmLabel="Discard draft"
          isDanger
          isPending={decide.isPending}
          error={discardError}
          onCancel={() => setDiscarding(false)}
          onConfirm={discard}
        >
          <p>Nothing is paid. Its entries become unpaid again and go into the next run you create.</p>
        </ConfirmDialog>
      ) : null}
      {marking?.outcome === 'paid' ? <MarkPaidDialog line={marking.line} onClose={() => setMarking(undefined)} /> : null}
      {marking?.outcome === 'failed' ? <MarkFailedDialog line={marking.line} onClose={() => setMarking(undefined)} /> : null}
    </section>
  );
}

/** What {@link PayoutRunPanel} shows once the run is loaded. */
function RunBody(props: {
  run: PayoutRun;
  onApprove: () => void;
  isDeciding: boolean;
  approveError: string | undefined;
  onDiscard: () => void;
  onMark: (marking: Marking) => void;
}) {
  const { run, onApprove, isDeciding, approveError, onDiscard, onMark } = props;
  const status = RUN_STATUS[run.status];
  return (
    <div className="mt-2 flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Pill {...status} testId="open-run-status" />
        <span>{periodText(run.until, dayText)}</span>
        <span className="text-slate-400">·</span>
        <span>
          FY {run.financial_year}, credited {dayText(run.credited_on)}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-500">Created by </dt>
          <dd className="inline text-slate-900">
            {run.created_by ?? '—'}, {formatWhen(run.created_at)}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-500">Approved by </dt>
          <dd className="inline text-slate-900">
            {run.approved_by && run.approved_at ? `${run.approved_by}, ${formatWhen(run.approved_at)}` : 'not yet'}
          </dd>
        </div>
      </dl>
      <dl className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Lines</dt>
          <dd className="font-bold text-slate-900">{progressText(run)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Gross</dt>
          <dd className="font-bold tabular-nums text-slate-900">{formatRupeesExact(run.total_gross)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">TDS</dt>
          <dd className="font-bold tabular-nums text-slate-900">{formatRupeesExact(run.total_tds)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Net</dt>
          <dd className="font-bold tabular-nums text-green-800">{formatRupeesExact(run.total_net)}</dd>
        </div>
      </dl>
      {run.status === 'draft' ? (
        <div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <button type="button" className="btn-primary" onClick={onApprove} disabled={isDeciding}>
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {isDeciding ? 'Saving...' : 'Approve'}
            </button>
            <button type="button" className="btn-outline" onClick={onDiscard} disabled={isDeciding}>
              Discard draft
            </button>
          </div>
          {approveError ? (
            <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {approveError}
            </p>
          ) : (
            <p className="mt-2 text-sm text-slate-600">Another admin must approve it: the one who created a run cannot.</p>
          )}
        </div>
      ) : null}
      {run.status === 'approved' ? (
        <div className="flex flex-col gap-3">
          <div>
            <a
              href={bankFileUrl(run.run_id)}
              download={`payout-run-${run.run_id}.csv`}
              className="btn-outline inline-flex items-center justify-center gap-2 px-4 py-2 text-sm"
            >
              <FileSpreadsheet aria-hidden="true" className="size-4" />
              Download bank file
            </a>
            <p className="mt-1 text-xs text-slate-600">
              For the bank’s NEFT/IMPS bulk upload. It holds full account numbers: each download is recorded in the audit log.
              {run.lines_without_bank > 0
                ? ` ${run.lines_without_bank === 1 ? 'One line has' : `${run.lines_without_bank} lines have`} no bank details and ${run.lines_without_bank === 1 ? 'is' : 'are'} not in it.`
                : ''}
            </p>
          </div>
          <BankResponseImport runId={run.run_id} />
        </div>
      ) : null}
      <RunLines run={run} onMark={onMark} />
    </div>
  );
}

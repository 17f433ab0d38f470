import { formatDate } from '@realty/contracts/common/dates';
import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import { PAYOUT_MESSAGES, type PayoutLine } from '@realty/contracts/payouts/payouts';
import { AlertTriangle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreatePayoutRun, usePayoutPreview } from '../api/admin-payouts.ts';
import { bankText, indiaToday, type LineTotals, totalsOf } from './payout-format.ts';

/** How the period of a new run is chosen. */
type PeriodChoice = 'all' | 'until';

/** A day typed whole as `YYYY-MM-DD` (browsers without a date picker show a text box). */
const isWholeDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The TDS of a line in a cell: amount, "2.00 % · s. 194H" and the short why; `isLabelled` puts "TDS" before the amount (cards, without a column heading). */
export function TdsCell({ tds, isLabelled = false }: { tds: PayoutLine['tds']; isLabelled?: boolean }) {
  return (
    <div className="min-w-0">
      <span className="block font-semibold tabular-nums text-slate-900">
        {isLabelled ? <span className="font-normal text-slate-600">TDS </span> : null}
        {formatRupeesExact(tds.amount)}
      </span>
      <span className="block text-xs text-slate-600">
        {tds.rate_percent} % · s. {tds.section}
        {tds.pan_present ? '' : ' · no PAN'}
      </span>
      <span className="block break-words text-xs text-slate-500">{tds.explanation}</span>
    </div>
  );
}

/** The bank details of a line, masked, or an amber "No bank details" warning. */
export function BankCell({ bank }: { bank: PayoutLine['bank'] }) {
  if (!bank)
    return (
      <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
        <AlertTriangle aria-hidden="true" className="size-3.5" />
        No bank details
      </span>
    );
  return <span className="break-words text-xs text-slate-700">{bankText(bank)}</span>;
}

/** The totals of the lines kept, in one box. `isUpdating` says the API is recounting them. */
function TotalsBox({ totals, withoutBank, isUpdating }: { totals: LineTotals; withoutBank: number; isUpdating: boolean }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="preview-totals" aria-busy={isUpdating || undefined}>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Lines</dt>
          <dd className="text-lg font-bold tabular-nums text-slate-900" data-testid="total-lines">
            {totals.count}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Gross</dt>
          <dd className="text-lg font-bold tabular-nums text-slate-900" data-testid="total-gross">
            {formatRupeesExact(totals.gross)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">TDS</dt>
          <dd className="text-lg font-bold tabular-nums text-slate-900" data-testid="total-tds">
            {formatRupeesExact(totals.tds)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Net to pay</dt>
          <dd className="text-lg font-bold tabular-nums text-green-800" data-testid="total-net">
            {formatRupeesExact(totals.net)}
          </dd>
        </div>
      </dl>
      {withoutBank > 0 ? (
        <p className="mt-2 flex items-start gap-1 text-sm text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {withoutBank === 1 ? '1 line has' : `${withoutBank} lines have`} no bank details: the bank file cannot pay{' '}
          {withoutBank === 1 ? 'it' : 'them'} until the associate adds an account.
        </p>
      ) : null}
    </div>
  );
}

/**
 * "New payout run" (docs/product/payouts.md, "Payout runs"): the period ("Everything confirmed
 * and unpaid", or "Credits up to" a day no later than today in India), the preview of
 * `GET /api/admin/payout-runs/preview` with one line per associate (name, member ID, entries,
 * gross, TDS with rate, section and why, net, bank details or a "No bank details" warning), a
 * checkbox per line to leave it out (the preview is asked again without those associates, and
 * the totals shown meanwhile are the kept lines added exactly in paise), the totals, and "Create
 * draft run" (`POST /api/admin/payout-runs`). The API's messages are shown as they come: beside
 * the date when they name it. `onCreated` gets the new run's id.
 */
export function PayoutRunBuilder({ onCreated }: { onCreated: (runId: number) => void }) {
  const [choice, setChoice] = useState<PeriodChoice>('all');
  const [day, setDay] = useState('');
  const [excluded, setExcluded] = useState<number[]>([]);
  const [dayError, setDayError] = useState<string>();
  const [createError, setCreateError] = useState<string>();
  const today = indiaToday();
  const until = choice === 'until' && isWholeDay(day) ? day : undefined;
  const isReady = choice === 'all' || until !== undefined;
  const full = usePayoutPreview(until, [], isReady);
  const lines = full.data?.data.lines ?? [];
  // with every line left out there is nothing to ask: the totals are zero
  const isAsking = excluded.length > 0 && excluded.length < lines.length;
  const chosen = usePayoutPreview(until, excluded, isReady && isAsking);
  const create = useCreatePayoutRun();
  const excludedSet = new Set(excluded);

  const localTotals = totalsOf(lines, excludedSet);
  // the API's own totals once its preview without the lines left out has arrived; the exact local sum meanwhile
  const apiRun =
    excluded.length === 0 ? full.data?.data : isAsking && chosen.data && !chosen.isPlaceholderData ? chosen.data.data : undefined;
  const totals: LineTotals = apiRun
    ? { gross: apiRun.total_gross, tds: apiRun.total_tds, net: apiRun.total_net, count: apiRun.line_count }
    : localTotals;
  const withoutBank = lines.filter((line) => !excludedSet.has(line.ass_id) && !line.bank).length;

  const resetPeriod = () => {
    setExcluded([]);
    setDayError(undefined);
    setCreateError(undefined);
  };
  const toggle = (assId: number, isKept: boolean) => {
    setCreateError(undefined);
    setExcluded((now) => (isKept ? now.filter((id) => id !== assId) : [...now, assId]));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreateError(undefined);
    if (choice === 'until' && !until) {
      setDayError('End of the period must be a date such as 2026-12-01');
      return;
    }
    if (until && until > today) {
      setDayError(PAYOUT_MESSAGES.untilInFuture);
      return;
    }
    create.mutate(
      { until, exclude_ass_ids: excluded.length > 0 ? [...excluded].sort((a, b) => a - b) : undefined },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? PAYOUT_MESSAGES.runCreated);
          setExcluded([]);
          onCreated(answer.data.run_id);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.field === 'until') setDayError(failure.message);
          else setCreateError(failure.message);
        },
      },
    );
  };

  const previewError = full.error ?? (isAsking ? chosen.error : null);

  return (
    <section aria-labelledby="new-run-heading" className="scroll-mt-20" id="new-run">
      <h2 id="new-run-heading" className="mb-1 text-xl font-bold text-slate-900">
        New payout run
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        One line per associate with their confirmed, unpaid earnings. TDS under section 194H is worked out on each line. Creating the run
        saves a draft; another admin approves it.
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">What to pay</legend>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-6">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="payout-period"
                value="all"
                checked={choice === 'all'}
                onChange={() => {
                  setChoice('all');
                  resetPeriod();
                }}
              />
              Everything confirmed and unpaid
            </label>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="payout-period"
                  value="until"
                  checked={choice === 'until'}
                  onChange={() => {
                    setChoice('until');
                    resetPeriod();
                  }}
                />
                Credits up to
              </label>
              <div>
                <label htmlFor="payout-until" className="sr-only">
                  Last day of credits
                </label>
                <input
                  id="payout-until"
                  type="date"
                  className="input w-full sm:w-44"
                  value={day}
                  max={today}
                  placeholder="YYYY-MM-DD"
                  disabled={choice !== 'until'}
                  aria-invalid={dayError ? true : undefined}
                  aria-describedby={dayError ? 'payout-until-error' : undefined}
                  onChange={(event) => {
                    setDay(event.target.value);
                    resetPeriod();
                  }}
                />
              </div>
            </div>
          </div>
          {dayError ? (
            <p id="payout-until-error" className="mt-2 text-sm text-red-700">
              {dayError}
            </p>
          ) : null}
        </fieldset>

        {!isReady ? (
          <p className="rounded-lg bg-white p-4 text-sm text-slate-600">Choose the last day of credits to see what the run would pay.</p>
        ) : full.isPending ? (
          <p role="status">Loading the preview...</p>
        ) : previewError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {previewError.message}
          </p>
        ) : lines.length === 0 ? (
          <p role="status" className="rounded-lg bg-white p-4 text-sm text-slate-600" data-testid="preview-empty">
            {PAYOUT_MESSAGES.nothingToPay}
          </p>
        ) : (
          <>
            <PreviewLines lines={lines} excluded={excludedSet} onToggle={toggle} />
            <TotalsBox totals={totals} withoutBank={withoutBank} isUpdating={isAsking && !apiRun} />
            {createError ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {createError}
              </p>
            ) : null}
            <div>
              <button type="submit" className="btn-primary w-full sm:w-auto" disabled={create.isPending || totals.count === 0}>
                {create.isPending ? 'Creating...' : 'Create draft run'}
              </button>
              {totals.count === 0 ? <p className="mt-1 text-sm text-slate-600">Every line is left out: tick at least one to pay.</p> : null}
            </div>
          </>
        )}
      </form>
    </section>
  );
}

/** The preview's lines: a table on wide screens, cards on phones; each with its "Pay in this run" checkbox. */
function PreviewLines({
  lines,
  excluded,
  onToggle,
}: {
  lines: readonly PayoutLine[];
  excluded: ReadonlySet<number>;
  onToggle: (assId: number, isKept: boolean) => void;
}) {
  const box = (line: PayoutLine, suffix: string) => (
    <input
      type="checkbox"
      className="size-4"
      checked={!excluded.has(line.ass_id)}
      onChange={(event) => onToggle(line.ass_id, event.target.checked)}
      aria-label={`Pay ${line.associate_name} (${line.member_id}) in this run`}
      data-testid={`keep-${line.ass_id}${suffix}`}
    />
  );
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What the run would pay, one line per associate</caption>
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-3">
                Pay
              </th>
              <th scope="col" className="px-3 py-3">
                Associate
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Entries
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
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line) => (
              <tr
                key={line.ass_id}
                data-testid="preview-row"
                className={excluded.has(line.ass_id) ? 'bg-slate-50 text-slate-400 [&_*]:text-slate-400' : ''}
              >
                <td className="px-3 py-3 align-top">{box(line, '')}</td>
                <td className="px-3 py-3 align-top">
                  <span className="block font-medium text-slate-900">{line.associate_name}</span>
                  <span className="block text-xs text-slate-500">{line.member_id}</span>
                </td>
                <td className="px-3 py-3 text-right align-top tabular-nums">{line.entry_count}</td>
                <td className="whitespace-nowrap px-3 py-3 text-right align-top tabular-nums">{formatRupeesExact(line.gross)}</td>
                <td className="max-w-72 px-3 py-3 align-top">
                  <TdsCell tds={line.tds} />
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-right align-top font-semibold tabular-nums">
                  {formatRupeesExact(line.net)}
                </td>
                <td className="max-w-56 px-3 py-3 align-top">
                  <BankCell bank={line.bank} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 lg:hidden" aria-label="What the run would pay">
        {lines.map((line) => (
          <li
            key={line.ass_id}
            data-testid="preview-card"
            className={`rounded-xl border border-slate-200 p-3 text-sm ${excluded.has(line.ass_id) ? 'bg-slate-50 opacity-60' : 'bg-white'}`}
          >
            <div className="flex items-start gap-3">
              <div className="pt-0.5">{box(line, '-card')}</div>
              <div className="min-w-0 flex-1">
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
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A day `YYYY-MM-DD` as the back office shows it ("30 Nov 2026"). */
export const dayText = (day: string): string => formatDate(day) || day;

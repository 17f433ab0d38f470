import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import { TDS_QUARTERS, type TdsQuarter, type TdsRule, type TdsRuleInput, tdsRuleInputSchema } from '@realty/contracts/payouts/tds';
import { FileSpreadsheet, Pencil, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { form26qUrl, useSaveTdsRule, useTdsQuarter, useTdsRules } from '../api/admin-payouts.ts';
import { financialYearOf, indiaToday, QUARTER_MONTHS, quarterOf, recentFinancialYears } from './payout-format.ts';
import { dayText } from './payout-run-builder.tsx';
import { useUrlFilters } from './use-url-filters.ts';

/**
 * "TDS returns" (docs/product/payouts.md, "What associates and staff see"): a financial year and
 * quarter (this quarter in India unless chosen; kept in the address as `?fy=&quarter=`), the
 * quarter's deductions under section 194H with PANs masked and their totals
 * (`GET /api/admin/tds/quarterly?…&format=json`), and "Download Form 26Q CSV" (the same rows with
 * PANs in full, admin only, each download audited).
 */
export function TdsQuarterSection() {
  const { values, update } = useUrlFilters(['fy', 'quarter'] as const);
  const today = indiaToday();
  const years = recentFinancialYears(today);
  const fy = years.includes(values.fy) ? values.fy : financialYearOf(today);
  const quarter: TdsQuarter = (TDS_QUARTERS as readonly string[]).includes(values.quarter)
    ? (values.quarter as TdsQuarter)
    : quarterOf(today);
  const report = useTdsQuarter(fy, quarter);
  const data = report.data?.data;
  return (
    <section aria-labelledby="tds-heading" className="mt-10 scroll-mt-20" id="tds">
      <h2 id="tds-heading" className="mb-1 text-xl font-bold text-slate-900">
        TDS returns
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Tax deducted under section 194H from the payouts of a quarter, for the quarterly return (Form 26Q).
      </p>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="w-full sm:w-40">
          <label htmlFor="tds-fy" className="label">
            Financial year
          </label>
          <select id="tds-fy" className="input" value={fy} onChange={(event) => update({ fy: event.target.value })}>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div className="w-full sm:w-64">
          <label htmlFor="tds-quarter" className="label">
            Quarter
          </label>
          <select id="tds-quarter" className="input" value={quarter} onChange={(event) => update({ quarter: event.target.value })}>
            {TDS_QUARTERS.map((q) => (
              <option key={q} value={q}>
                {q} ({QUARTER_MONTHS[q]})
              </option>
            ))}
          </select>
        </div>
        <a
          href={form26qUrl(fy, quarter)}
          download={`form-26q-${fy}-${quarter}.csv`}
          className="btn-outline inline-flex items-center justify-center gap-2 px-4 py-2 text-sm"
        >
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          Download Form 26Q CSV
          <span className="sr-only">
            {' '}
            of {fy} {quarter}
          </span>
        </a>
      </div>
      {report.isPending ? (
        <p role="status">Loading the quarter...</p>
      ) : report.isError || !data ? (
        <p role="alert" className="text-red-700">
          {report.error?.message}
        </p>
      ) : (
        <div className="flex flex-col gap-3" aria-busy={report.isPlaceholderData || undefined}>
          <dl
            className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3"
            data-testid="tds-totals"
          >
            <div>
              <dt className="text-slate-500">Deductees</dt>
              <dd className="text-lg font-bold tabular-nums text-slate-900">{data.totals.deductees}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Amount credited</dt>
              <dd className="text-lg font-bold tabular-nums text-slate-900">{formatRupeesExact(data.totals.amount_credited)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">TDS deducted</dt>
              <dd className="text-lg font-bold tabular-nums text-slate-900">{formatRupeesExact(data.totals.tds)}</dd>
            </div>
          </dl>
          {data.rows.length === 0 ? (
            <p className="rounded-lg bg-white p-4 text-sm text-slate-600">
              No payouts credited in {data.quarter} of {data.financial_year}.
            </p>
          ) : (
            <ul
              className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm"
              aria-label="Deductions of the quarter"
            >
              {data.rows.map((row) => (
                <li key={row.payout_id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {row.deductee_name} <span className="font-normal text-slate-500">{row.member_id}</span>
                    </p>
                    <p className="text-xs text-slate-600">
                      PAN {row.pan_masked ?? 'not on file'} · s. {row.section} · credited {dayText(row.date_of_credit)}
                    </p>
                  </div>
                  <p className="shrink-0 text-slate-700 sm:text-right">
                    <span className="tabular-nums">{formatRupeesExact(row.amount_credited)}</span>
                    <span className="text-slate-500"> at {row.rate_percent} % → TDS </span>
                    <span className="font-semibold tabular-nums text-slate-900">{formatRupeesExact(row.tds)}</span>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

/** The fields of a rule form, as typed. */
type RuleDraft = { effective_from: string; rate_percent: string; no_pan_rate_percent: string; threshold: string; note: string };
/** A field of {@link RuleDraft}. */
type RuleField = keyof RuleDraft;
const RULE_FIELDS: readonly RuleField[] = ['effective_from', 'rate_percent', 'no_pan_rate_percent', 'threshold', 'note'];

/** The form's labels, in the words the API's messages use. */
const RULE_LABELS: Record<RuleField, string> = {
  effective_from: 'Start date',
  rate_percent: 'Rate %',
  no_pan_rate_percent: 'Rate without a PAN %',
  threshold: 'Yearly threshold ₹',
  note: 'Note',
};

/** The field a message from the API or the contract names, if it is one of the form's. */
const ruleField = (name: string | number | undefined): RuleField | undefined =>
  RULE_FIELDS.find((field) => field === String(name ?? '').split(/[.[]/)[0]);

/**
 * "Add a rule" or "Edit" of a TDS rule (`POST /api/admin/tds-rules`, `PUT …/{ruleId}` on a rule
 * not started): start date, rate %, rate without a PAN %, yearly threshold ₹ and a note, checked
 * with the contract's schema before sending. Each message goes beside the field it names; the
 * others (a rule already started, 409) above the buttons.
 */
export function TdsRuleDialog({ rule, onClose }: { rule?: TdsRule; onClose: () => void }) {
  const save = useSaveTdsRule();
  const [draft, setDraft] = useState<RuleDraft>(
    rule
      ? {
          effective_from: rule.effective_from,
          rate_percent: rule.rate_percent,
          no_pan_rate_percent: rule.no_pan_rate_percent,
          threshold: rule.threshold,
          note: rule.note,
        }
      : { effective_from: '', rate_percent: '', no_pan_rate_percent: '20.00', threshold: '', note: '' },
  );
  const [errors, setErrors] = useState<Partial<Record<RuleField, string>>>({});
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = tdsRuleInputSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<RuleField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = ruleField(issue.path[0] as string | number | undefined);
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    const body: TdsRuleInput = parsed.data;
    save.mutate(
      { ruleId: rule?.rule_id, ...body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? ruleField(failure.field) : undefined;
          if (field) setErrors({ [field]: failure.message });
          else setError(failure.message);
        },
      },
    );
  };

  const input = (field: RuleField, props: { type?: string; inputMode?: 'decimal' | 'numeric'; hint?: string }) => {
    const id = `tds-rule-${field}`;
    const problem = errors[field];
    return (
      <div>
        <label htmlFor={id} className="label">
          {RULE_LABELS[field]}
        </label>
        {field === 'note' ? (
          <textarea
            id={id}
            className="input min-h-20"
            maxLength={300}
            value={draft.note}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(event) => {
              setDraft({ ...draft, note: event.target.value });
              setErrors({ ...errors, note: undefined });
            }}
          />
        ) : (
          <input
            id={id}
            className="input"
            type={props.type ?? 'text'}
            inputMode={props.inputMode}
            autoComplete="off"
            value={draft[field]}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : props.hint ? `${id}-hint` : undefined}
            onChange={(event) => {
              setDraft({ ...draft, [field]: event.target.value });
              setErrors({ ...errors, [field]: undefined });
            }}
            data-autofocus={field === 'effective_from' ? true : undefined}
          />
        )}
        {problem ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        ) : props.hint ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {props.hint}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <ModalDialog
      title={rule ? `Edit the TDS rule starting ${dayText(rule.effective_from)}` : 'Add a TDS rule'}
      onClose={onClose}
      widthClass="max-w-lg"
    >
      <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-slate-600">
          Section 194H. A rule applies from its start date until the next rule starts; it must start after today.
        </p>
        {input('effective_from', { type: 'date' })}
        <div className="grid gap-3 sm:grid-cols-2">
          {input('rate_percent', { inputMode: 'decimal', hint: 'e.g. 2 or 2.00' })}
          {input('no_pan_rate_percent', { inputMode: 'decimal', hint: 'Section 206AA: usually 20' })}
        </div>
        {input('threshold', { inputMode: 'decimal', hint: 'Credits in a financial year at or below this bear no TDS, e.g. 20000' })}
        {input('note', {})}
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline px-4 py-2 text-sm" onClick={onClose} disabled={save.isPending}>
            Go back
          </button>
          <button type="submit" className="btn-primary px-4 py-2 text-sm" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : rule ? 'Save changes' : 'Add rule'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * "TDS rules" (docs/product/payouts.md, "Tax deducted at source"; `GET /api/admin/tds-rules`): the
 * rules of section 194H with their start and end, rate, rate without a PAN, yearly threshold and
 * note, oldest first (a table on wide screens, cards on phones); "Add a rule", and "Edit" only on a
 * rule that has not started (rules in force are never changed, so past statements reproduce).
 */
export function TdsRulesSection() {
  const rules = useTdsRules();
  const [editing, setEditing] = useState<{ rule?: TdsRule }>();
  const period = (rule: TdsRule) =>
    rule.effective_until ? `${dayText(rule.effective_from)} – ${dayText(rule.effective_until)}` : `From ${dayText(rule.effective_from)}`;
  const editButton = (rule: TdsRule) =>
    rule.started ? (
      <span className="text-xs text-slate-500">In force: cannot change</span>
    ) : (
      <button
        type="button"
        className="btn-outline px-3 py-1.5 text-sm"
        aria-label={`Edit the rule starting ${dayText(rule.effective_from)}`}
        onClick={() => setEditing({ rule })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </button>
    );
  return (
    <section aria-labelledby="tds-rules-heading" className="mt-10 scroll-mt-20" id="tds-rules">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 id="tds-rules-heading" className="text-xl font-bold text-slate-900">
          TDS rules
        </h2>
        <button type="button" className="btn-primary px-4 py-2 text-sm" onClick={() => setEditing({})}>
          <Plus aria-hidden="true" className="size-4" />
          Add a rule
        </button>
      </div>
      <p className="mb-4 text-sm text-slate-600">
        Rates and thresholds with the day they start, so that past payouts keep the rule that applied to them.
      </p>
      {rules.isPending ? (
        <p role="status">Loading TDS rules...</p>
      ) : rules.isError ? (
        <p role="alert" className="text-red-700">
          {rules.error.message}
        </p>
      ) : rules.data.data.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-sm text-slate-600">No TDS rules yet.</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">TDS rules, oldest start first</caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    Applies
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Rate
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Without PAN
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Yearly threshold
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Note
                  </th>
                  <th scope="col" className="px-3 py-3">
                    <span className="sr-only">Change</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rules.data.data.map((rule) => (
                  <tr key={rule.rule_id} data-testid="tds-rule-row">
                    <td className="whitespace-nowrap px-3 py-3 text-slate-900">
                      {period(rule)}
                      <span className="block text-xs text-slate-500">s. {rule.section}</span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">{rule.rate_percent} %</td>
                    <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">{rule.no_pan_rate_percent} %</td>
                    <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">{formatRupeesExact(rule.threshold)}</td>
                    <td className="max-w-72 break-words px-3 py-3 text-slate-700">{rule.note}</td>
                    <td className="px-3 py-3 text-right">{editButton(rule)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-2 md:hidden" aria-label="TDS rules, oldest start first">
            {rules.data.data.map((rule) => (
              <li key={rule.rule_id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm" data-testid="tds-rule-card">
                <p className="font-medium text-slate-900">
                  {period(rule)} <span className="font-normal text-slate-500">s. {rule.section}</span>
                </p>
                <p className="text-slate-700">
                  {rule.rate_percent} % · without PAN {rule.no_pan_rate_percent} % · threshold {formatRupeesExact(rule.threshold)}
                </p>
                {rule.note ? <p className="break-words text-xs text-slate-600">{rule.note}</p> : null}
                <div className="mt-2">{editButton(rule)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      {editing ? <TdsRuleDialog rule={editing.rule} onClose={() => setEditing(undefined)} /> : null}
    </section>
  );
}

import type { LedgerEntry } from '@realty/contracts/pipeline/brokerage';
import { IndianRupee } from 'lucide-react';
import { useEarningsQuery } from '../api/associate-work-api.ts';
import { DashboardSection, EmptyState, ErrorState, Pill, RowsSkeleton } from './state-blocks.tsx';
import { useWorkWords } from './use-work-words.ts';

/**
 * Badge colour of each ledger entry status (docs/product/pipeline.md, "Deals and brokerage"); the
 * words of kinds and statuses are the catalogue's `earnings.kind.*` and `earnings.status.*`.
 */
const ENTRY_STATUS_STYLES: Readonly<Record<string, string>> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  paid: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-700',
  reversal: 'bg-red-100 text-red-800',
};

/** The three total cards, in order, with their colours (named by `earnings.status.*`, explained by `earnings.hint.*`). */
const TOTALS = [
  { key: 'pending', className: 'bg-amber-50 ring-amber-200' },
  { key: 'confirmed', className: 'bg-sky-50 ring-sky-200' },
  { key: 'paid', className: 'bg-green-50 ring-green-200' },
] as const;

/** Label shown before a cell's value on a phone, where the table's header row is hidden. */
function CellLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="block text-xs text-slate-500 sm:hidden">
      {children}
    </span>
  );
}

/**
 * The ledger entries as a table: date, kind, deal and property, percent of the company brokerage,
 * amount (exact rupees to the paisa; reversals negative, in red) and status. On a phone each entry
 * becomes a small card.
 */
export function EntriesTable({ entries }: { entries: readonly LedgerEntry[] }) {
  const { t, label, day, money } = useWorkWords();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('earnings.caption')}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('earnings.date')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('earnings.kind')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('earnings.deal')}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {t('earnings.percent')}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {t('earnings.amount')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('earnings.status')}
          </th>
        </tr>
      </thead>
      <tbody className="block sm:table-row-group">
        {entries.map((entry) => {
          const statusStyle = ENTRY_STATUS_STYLES[entry.status] ?? 'bg-slate-100 text-slate-700';
          const isNegative = entry.amount.startsWith('-');
          return (
            <tr
              key={entry.entry_id}
              className="grid grid-cols-2 gap-x-4 gap-y-2 border-b border-slate-100 py-3 last:border-0 sm:table-row sm:py-0"
            >
              <td className="sm:py-3 sm:pr-3">
                <CellLabel>{t('earnings.date')}</CellLabel>
                {day(entry.created_at)}
              </td>
              <td className="sm:py-3 sm:pr-3">
                <CellLabel>{t('earnings.kind')}</CellLabel>
                {label('earnings.kind', entry.kind)}
              </td>
              <td className="col-span-2 sm:py-3 sm:pr-3">
                <CellLabel>{t('earnings.deal')}</CellLabel>
                {t('earnings.dealLine', { id: entry.deal_id, title: entry.site_title })}
              </td>
              <td className="sm:py-3 sm:pr-3 sm:text-right">
                <CellLabel>{t('earnings.percent')}</CellLabel>
                <span className="whitespace-nowrap tabular-nums">{entry.percent} %</span>
              </td>
              <td className="sm:py-3 sm:pr-3 sm:text-right">
                <CellLabel>{t('earnings.amount')}</CellLabel>
                <span className={`whitespace-nowrap font-semibold tabular-nums ${isNegative ? 'text-red-700' : 'text-slate-900'}`}>
                  {money(entry.amount)}
                </span>
              </td>
              <td className="sm:py-3">
                <CellLabel>{t('earnings.status')}</CellLabel>
                <Pill className={statusStyle}>{label('earnings.status', entry.status)}</Pill>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The "Earnings" section (docs/product/pipeline.md, "Deals and brokerage": `GET /api/associate/earnings`):
 * the totals pending, confirmed and paid, then every ledger entry in an {@link EntriesTable}.
 */
export function EarningsSection() {
  const earnings = useEarningsQuery();
  const { t, money } = useWorkWords();
  return (
    <DashboardSection id="earnings" title={t('earnings.title')} icon={<IndianRupee aria-hidden="true" className="size-5 text-green-700" />}>
      {earnings.isPending ? (
        <RowsSkeleton rows={4} label={t('earnings.loading')} />
      ) : earnings.isError ? (
        <ErrorState error={earnings.error} title={t('earnings.loadError')} onRetry={() => void earnings.refetch()} />
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            {TOTALS.map((total) => (
              <div key={total.key} className={`rounded-xl p-4 ring-1 ${total.className}`}>
                <dt className="text-sm font-medium text-slate-700">{t(`earnings.status.${total.key}`)}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid={`total-${total.key}`}>
                  {money(earnings.data.data.totals[total.key])}
                </dd>
                <dd className="text-xs text-slate-600">{t(`earnings.hint.${total.key}`)}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-6 text-base font-semibold text-slate-900">{t('earnings.entries')}</h3>
          <div className="mt-2">
            {earnings.data.data.entries.length === 0 ? (
              <EmptyState title={t('earnings.emptyTitle')}>{t('earnings.emptyBody')}</EmptyState>
            ) : (
              <EntriesTable entries={earnings.data.data.entries} />
            )}
          </div>
        </>
      )}
    </DashboardSection>
  );
}

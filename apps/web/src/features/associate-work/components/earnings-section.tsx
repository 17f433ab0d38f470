import type { LedgerEntry, LedgerKind } from '@realty/contracts/pipeline/brokerage';
import { IndianRupee } from 'lucide-react';
import { useEarningsQuery } from '../api/associate-work-api.ts';
import { formatDay } from '../utils/india-time.ts';
import { formatMoney } from '../utils/money.ts';
import { DashboardSection, EmptyState, ErrorState, Pill, RowsSkeleton } from './state-blocks.tsx';

/** How each ledger entry kind reads (docs/product/pipeline.md, "Deals and brokerage"). */
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = {
  associate_share: 'Your share',
  sponsor_level_1: 'Sponsor override, level 1',
  sponsor_level_2: 'Sponsor override, level 2',
};

/** How each ledger entry status reads, with its badge colour. */
const ENTRY_STATUS: Readonly<Record<string, { label: string; className: string }>> = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900' },
  confirmed: { label: 'Confirmed', className: 'bg-sky-100 text-sky-900' },
  paid: { label: 'Paid', className: 'bg-green-100 text-green-900' },
  cancelled: { label: 'Cancelled', className: 'bg-slate-200 text-slate-700' },
  reversal: { label: 'Reversal', className: 'bg-red-100 text-red-800' },
};

/** Where each total comes from, for the three cards. */
const TOTALS = [
  { key: 'pending', label: 'Pending', hint: 'Bookings waiting for the builder to pay', className: 'bg-amber-50 ring-amber-200' },
  { key: 'confirmed', label: 'Confirmed', hint: 'Brokerage received, payout on its way', className: 'bg-sky-50 ring-sky-200' },
  { key: 'paid', label: 'Paid', hint: 'Paid out to you', className: 'bg-green-50 ring-green-200' },
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
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Earnings entries, newest first</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 pr-3 font-medium">
            Date
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Kind
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Deal / property
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            Percent
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            Amount
          </th>
          <th scope="col" className="py-2 font-medium">
            Status
          </th>
        </tr>
      </thead>
      <tbody className="block sm:table-row-group">
        {entries.map((entry) => {
          const status = ENTRY_STATUS[entry.status] ?? { label: entry.status, className: 'bg-slate-100 text-slate-700' };
          const isNegative = entry.amount.startsWith('-');
          return (
            <tr
              key={entry.entry_id}
              className="grid grid-cols-2 gap-x-4 gap-y-2 border-b border-slate-100 py-3 last:border-0 sm:table-row sm:py-0"
            >
              <td className="sm:py-3 sm:pr-3">
                <CellLabel>Date</CellLabel>
                {formatDay(entry.created_at)}
              </td>
              <td className="sm:py-3 sm:pr-3">
                <CellLabel>Kind</CellLabel>
                {LEDGER_KIND_LABELS[entry.kind] ?? entry.kind}
              </td>
              <td className="col-span-2 sm:py-3 sm:pr-3">
                <CellLabel>Deal / property</CellLabel>
                Deal #{entry.deal_id} · {entry.site_title}
              </td>
              <td className="sm:py-3 sm:pr-3 sm:text-right">
                <CellLabel>Percent</CellLabel>
                <span className="whitespace-nowrap tabular-nums">{entry.percent} %</span>
              </td>
              <td className="sm:py-3 sm:pr-3 sm:text-right">
                <CellLabel>Amount</CellLabel>
                <span className={`whitespace-nowrap font-semibold tabular-nums ${isNegative ? 'text-red-700' : 'text-slate-900'}`}>
                  {formatMoney(entry.amount)}
                </span>
              </td>
              <td className="sm:py-3">
                <CellLabel>Status</CellLabel>
                <Pill className={status.className}>{status.label}</Pill>
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
  return (
    <DashboardSection id="earnings" title="Earnings" icon={<IndianRupee aria-hidden="true" className="size-5 text-green-700" />}>
      {earnings.isPending ? (
        <RowsSkeleton rows={4} label="Loading earnings..." />
      ) : earnings.isError ? (
        <ErrorState error={earnings.error} what="Your earnings" onRetry={() => void earnings.refetch()} />
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            {TOTALS.map((total) => (
              <div key={total.key} className={`rounded-xl p-4 ring-1 ${total.className}`}>
                <dt className="text-sm font-medium text-slate-700">{total.label}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid={`total-${total.key}`}>
                  {formatMoney(earnings.data.data.totals[total.key])}
                </dd>
                <dd className="text-xs text-slate-600">{total.hint}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-6 text-base font-semibold text-slate-900">Entries</h3>
          <div className="mt-2">
            {earnings.data.data.entries.length === 0 ? (
              <EmptyState title="No earnings yet.">
                Record a booking on a lead's page; once staff confirm it, your share of the brokerage shows here, and so do overrides from
                the people you sponsor.
              </EmptyState>
            ) : (
              <EntriesTable entries={earnings.data.data.entries} />
            )}
          </div>
        </>
      )}
    </DashboardSection>
  );
}

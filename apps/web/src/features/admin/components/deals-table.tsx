import { formatDate } from '@realty/contracts/common/dates';
import { DEAL_STATUSES, type DealStatus, listDealsQuerySchema } from '@realty/contracts/pipeline/brokerage';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/modal-dialog.tsx';
import { sortQueryValues } from '../../../lib/query-values.ts';
import { type AdminDeal, useAdminDeals, useUpdateDeal } from '../api/admin-pipeline.ts';
import { formatWhen } from '../utils/format.ts';
import { formatMoneyExact, formatPercent, LEDGER_KIND_LABELS, moneyPillClass } from './pipeline-format.ts';
import { useUrlFilters } from './use-url-filters.ts';

/** A change staff make to a deal. */
type DealChange = Exclude<DealStatus, 'pending'>;

/**
 * The changes a deal in `status` allows (docs/product/pipeline.md, "Deals and brokerage"):
 * pending → confirmed → paid, and cancelled from any status but cancelled.
 */
export function dealActions(status: DealStatus): DealChange[] {
  if (status === 'pending') return ['confirmed', 'cancelled'];
  if (status === 'confirmed') return ['paid', 'cancelled'];
  if (status === 'paid') return ['cancelled'];
  return [];
}

const ACTION_LABELS: Readonly<Record<DealChange, string>> = { confirmed: 'Confirm', paid: 'Mark paid', cancelled: 'Cancel deal' };

function DealPill({ status }: { status: string }) {
  return <span className={moneyPillClass(status)}>{status}</span>;
}

function Actions({ deal, onChange, isBusy }: { deal: AdminDeal; onChange: (change: DealChange) => void; isBusy: boolean }) {
  const actions = dealActions(deal.status);
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {actions.map((change) => (
        <button
          key={change}
          type="button"
          disabled={isBusy}
          className={
            change === 'cancelled'
              ? 'rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60'
              : change === 'confirmed'
                ? 'btn-primary px-3 py-1.5 text-sm'
                : 'btn-outline px-3 py-1.5 text-sm'
          }
          onClick={() => onChange(change)}
        >
          {ACTION_LABELS[change]}
        </button>
      ))}
    </div>
  );
}

/**
 * The ledger entries of one deal (docs/product/pipeline.md, "Deals and brokerage"): beneficiary
 * member id, kind, percent of the company brokerage, the exact amount (negative for a reversal)
 * and status; `isCompact` lists them for a phone instead of a table.
 */
export function LedgerEntries({ deal, isCompact = false }: { deal: AdminDeal; isCompact?: boolean }) {
  if (deal.entries.length === 0) return <p className="text-sm text-slate-500">No ledger entries.</p>;
  if (isCompact)
    return (
      <div>
        <h3 className="mb-1 text-sm font-semibold text-slate-900">Ledger of deal #{deal.deal_id}</h3>
        <ul className="divide-y divide-slate-100 text-sm">
          {deal.entries.map((e) => (
            <li key={e.entry_id} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {e.member_id} · {LEDGER_KIND_LABELS[e.kind]}
                </p>
                <p className="text-xs text-slate-500">
                  {formatPercent(e.percent)}
                  {e.reverses_entry_id !== null && ` · reverses entry ${e.reverses_entry_id}`}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className={`tabular-nums ${e.amount.startsWith('-') ? 'text-red-700' : 'text-slate-900'}`}>
                  {formatMoneyExact(e.amount)}
                </p>
                <DealPill status={e.status} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="max-w-3xl overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-900">Ledger of deal #{deal.deal_id}</caption>
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th scope="col" className="py-1 pr-3">
              Beneficiary
            </th>
            <th scope="col" className="py-1 pr-3">
              Kind
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Percent
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Amount
            </th>
            <th scope="col" className="py-1">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {deal.entries.map((e) => (
            <tr key={e.entry_id}>
              <td className="py-1.5 pr-3 font-medium">{e.member_id}</td>
              <td className="py-1.5 pr-3">
                {LEDGER_KIND_LABELS[e.kind]}
                {e.reverses_entry_id !== null && <span className="text-slate-500"> (reverses entry {e.reverses_entry_id})</span>}
              </td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{formatPercent(e.percent)}</td>
              <td className={`whitespace-nowrap py-1.5 pr-3 text-right tabular-nums ${e.amount.startsWith('-') ? 'text-red-700' : ''}`}>
                {formatMoneyExact(e.amount)}
              </td>
              <td className="py-1.5">
                <DealPill status={e.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The deals screen (docs/product/pipeline.md, "Deals and brokerage"): bookings recorded by
 * associates, filtered by status (kept in the address); each with listing, unit, associate,
 * customer, agreement value, brokerage percent and the company brokerage, exact to the paisa.
 * Staff Confirm (the builder paid the brokerage), Mark paid, or Cancel deal after a confirmation
 * (`PATCH /api/admin/deals/{dealId}` `{ status }`); a deal's ledger opens under it.
 */
export function DealsTable() {
  const { values, update } = useUrlFilters(['status'] as const);
  const filter = sortQueryValues(listDealsQuerySchema, { status: values.status }).accepted;
  const deals = useAdminDeals({ status: filter.status });
  const change = useUpdateDeal();
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const [cancelling, setCancelling] = useState<AdminDeal>();
  const [cancelError, setCancelError] = useState<string>();

  const toggle = (dealId: number) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (next.has(dealId)) next.delete(dealId);
      else next.add(dealId);
      return next;
    });

  const send = (deal: AdminDeal, status: DealChange, onDone?: () => void) =>
    change.mutate(
      { dealId: deal.deal_id, status },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone?.();
        },
        onError: (e) => (status === 'cancelled' ? setCancelError(e.message) : toast.error(e.message)),
      },
    );

  const onChange = (deal: AdminDeal) => (status: DealChange) => {
    if (status === 'cancelled') {
      setCancelError(undefined);
      setCancelling(deal);
    } else send(deal, status);
  };

  /** The deal's number in the table, opening its ledger under the row. */
  const ledgerToggle = (deal: AdminDeal, controls: string) => {
    const isOpen = openIds.has(deal.deal_id);
    const Chevron = isOpen ? ChevronDown : ChevronRight;
    return (
      <button
        type="button"
        className="-ml-1 inline-flex items-center gap-1 rounded-lg px-1 py-1 font-semibold text-slate-900 hover:bg-brand-50 hover:text-brand-700"
        aria-expanded={isOpen}
        aria-controls={isOpen ? controls : undefined}
        onClick={() => toggle(deal.deal_id)}
      >
        <Chevron aria-hidden="true" className="size-4 text-brand-700" />
        <span className="sr-only">Ledger of deal</span> #{deal.deal_id}
      </button>
    );
  };

  /** The ledger button of a phone card. */
  const cardLedgerToggle = (deal: AdminDeal, controls: string) => {
    const isOpen = openIds.has(deal.deal_id);
    const Chevron = isOpen ? ChevronDown : ChevronRight;
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        aria-expanded={isOpen}
        aria-controls={isOpen ? controls : undefined}
        onClick={() => toggle(deal.deal_id)}
      >
        <Chevron aria-hidden="true" className="size-4" />
        Ledger <span className="sr-only">of deal #{deal.deal_id}</span>
      </button>
    );
  };

  return (
    <section aria-labelledby="deals-heading">
      <h1 id="deals-heading" className="mb-1 text-2xl font-bold text-slate-900">
        Deals
      </h1>
      <p className="mb-4 text-sm text-slate-600">
        Bookings recorded by associates. Confirm a deal once the builder has paid the company brokerage; cancelling reverses what was paid.
      </p>
      <div className="mb-4 max-w-xs">
        <label htmlFor="deals-status" className="label">
          Status
        </label>
        <select id="deals-status" className="input" value={filter.status ?? ''} onChange={(e) => update({ status: e.target.value })}>
          <option value="">Any status</option>
          {DEAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>

      {deals.isPending ? (
        <p role="status">Loading...</p>
      ) : deals.isError ? (
        <p role="alert" className="text-red-700">
          {deals.error.message}
        </p>
      ) : deals.data.data.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          {filter.status ? `No ${filter.status} deals.` : 'No deals yet. They appear when an associate records a booking.'}
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Deals, newest first</caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    Deal
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Listing and unit
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Associate
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Customer
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Agreement value
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Brokerage
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {deals.data.data.map((deal) => {
                  const isOpen = openIds.has(deal.deal_id);
                  return (
                    <Fragment key={deal.deal_id}>
                      <tr className={isOpen ? 'bg-brand-50/40' : 'hover:bg-slate-50'}>
                        <td className="whitespace-nowrap px-3 py-3">
                          {ledgerToggle(deal, `deal-row-ledger-${deal.deal_id}`)}
                          <span className="block pl-5 text-xs text-slate-500">Booked {formatDate(deal.booked_on)}</span>
                        </td>
                        <td className="px-3 py-3">
                          <span className="block text-slate-900">{deal.site_title}</span>
                          <span className="block text-xs text-slate-500">Unit {deal.unit}</span>
                        </td>
                        <td className="px-3 py-3">
                          <span className="block text-slate-900">{deal.associate_name}</span>
                          <span className="block text-xs text-slate-500">{deal.member_id}</span>
                        </td>
                        <td className="px-3 py-3">{deal.customer_name}</td>
                        <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">{formatMoneyExact(deal.agreement_value)}</td>
                        <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">
                          <span className="block">{formatMoneyExact(deal.company_brokerage)}</span>
                          <span className="block text-xs text-slate-500">at {formatPercent(deal.brokerage_percent)}</span>
                        </td>
                        <td className="px-3 py-3">
                          <DealPill status={deal.status} />
                        </td>
                        <td className="px-3 py-3">
                          <Actions deal={deal} onChange={onChange(deal)} isBusy={change.isPending} />
                        </td>
                      </tr>
                      {isOpen && (
                        <tr id={`deal-row-ledger-${deal.deal_id}`} className="bg-slate-50/60">
                          <td colSpan={8} className="px-4 py-3">
                            <LedgerEntries deal={deal} />
                            <p className="mt-2 text-xs text-slate-500">Last changed {formatWhen(deal.updated_at)}</p>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden">
            {deals.data.data.map((deal) => {
              const isOpen = openIds.has(deal.deal_id);
              return (
                <li
                  key={deal.deal_id}
                  className="rounded-xl border border-slate-200 bg-white p-4"
                  aria-labelledby={`deal-card-${deal.deal_id}`}
                >
                  <div className="flex items-start justify-between gap-2">
                    <h2 id={`deal-card-${deal.deal_id}`} className="font-semibold text-slate-900">
                      #{deal.deal_id} {deal.site_title}
                    </h2>
                    <DealPill status={deal.status} />
                  </div>
                  <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-x-2 gap-y-1 text-sm text-slate-700">
                    <dt className="text-slate-500">Unit</dt>
                    <dd>{deal.unit}</dd>
                    <dt className="text-slate-500">Associate</dt>
                    <dd>
                      {deal.associate_name} <span className="text-slate-500">({deal.member_id})</span>
                    </dd>
                    <dt className="text-slate-500">Customer</dt>
                    <dd>{deal.customer_name}</dd>
                    <dt className="text-slate-500">Agreement value</dt>
                    <dd className="tabular-nums">{formatMoneyExact(deal.agreement_value)}</dd>
                    <dt className="text-slate-500">Brokerage</dt>
                    <dd className="tabular-nums">
                      {formatMoneyExact(deal.company_brokerage)}{' '}
                      <span className="text-slate-500">at {formatPercent(deal.brokerage_percent)}</span>
                    </dd>
                    <dt className="text-slate-500">Booked on</dt>
                    <dd>{formatDate(deal.booked_on)}</dd>
                  </dl>
                  <div className="mt-3 flex flex-wrap items-center gap-2">
                    <Actions deal={deal} onChange={onChange(deal)} isBusy={change.isPending} />
                    {cardLedgerToggle(deal, `deal-card-ledger-${deal.deal_id}`)}
                  </div>
                  {isOpen && (
                    <div id={`deal-card-ledger-${deal.deal_id}`} className="mt-3 border-t border-slate-100 pt-3">
                      <LedgerEntries deal={deal} isCompact />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {cancelling && (
        <ConfirmDialog
          title={`Cancel deal #${cancelling.deal_id}?`}
          confirmLabel="Cancel the deal"
          cancelLabel="Keep the deal"
          isDanger
          isPending={change.isPending}
          error={cancelError}
          onCancel={() => setCancelling(undefined)}
          onConfirm={() => send(cancelling, 'cancelled', () => setCancelling(undefined))}
        >
          <p>
            {cancelling.site_title}, unit {cancelling.unit}, booked by {cancelling.customer_name} for{' '}
            {formatMoneyExact(cancelling.agreement_value)}.
          </p>
          <p className="mt-2">
            {cancelling.status === 'paid'
              ? 'The brokerage has been paid out: each paid entry gets a reversal entry for the same amount, negative.'
              : 'Its unpaid ledger entries are cancelled.'}{' '}
            The lead is marked lost. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

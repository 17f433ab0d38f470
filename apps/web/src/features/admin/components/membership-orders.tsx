import { formatDate } from '@realty/contracts/common/dates';
import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import { ORDER_STATUSES } from '@realty/contracts/membership/orders';
import { FileDown, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { type AdminOrder, type OrderStatus, useMembershipOrders } from '../api/admin-membership.ts';
import { ORDER_STATUS_COLOURS, ORDER_STATUS_LABELS, orderStatusText } from './membership-format.ts';
import { RefundDialog } from './refund-dialog.tsx';
import { useUrlFilters } from './use-url-filters.ts';

/** An order's state as a coloured pill, in words. */
function OrderPill({ order }: { order: AdminOrder }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${ORDER_STATUS_COLOURS[order.status]}`}
      data-testid="order-status"
    >
      {orderStatusText(order)}
    </span>
  );
}

/** When the order was made, and paid when it was. */
function orderWhen(order: AdminOrder): string {
  const made = `Ordered ${formatDate(order.created_at)}`;
  return order.paid_at ? `${made} · paid ${formatDate(order.paid_at)}` : made;
}

/** The order's documents: its tax invoice and, once refunded, the credit note (number and PDF); '—' when none. */
function Documents({ order }: { order: AdminOrder }) {
  const creditNote = order.refund?.credit_note_id ? order.refund : null;
  if (!order.invoice_id && !creditNote) return <span className="text-slate-500">—</span>;
  return (
    <span className="flex flex-col gap-1">
      {order.invoice_id ? (
        <a
          href={`/api/admin/invoices/${order.invoice_id}.pdf`}
          className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          <FileDown aria-hidden="true" className="size-4" />
          {order.invoice_number ?? 'Tax invoice'}
          <span className="sr-only"> (tax invoice of order #{order.order_id})</span> (PDF)
        </a>
      ) : null}
      {creditNote ? (
        <a
          href={`/api/admin/credit-notes/${creditNote.credit_note_id}.pdf`}
          className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-brand-700 underline-offset-2 hover:underline"
          data-testid="order-credit-note"
        >
          <FileDown aria-hidden="true" className="size-4" />
          {creditNote.credit_note_number ?? 'Credit note'} (PDF)
        </a>
      ) : null}
    </span>
  );
}

/** The refund's reason and day, under a refunded order. */
function RefundLine({ order }: { order: AdminOrder }) {
  if (!order.refund) return null;
  return (
    <p className="break-words text-xs text-slate-600">
      Refunded {formatDate(order.refund.refunded_at)}: {order.refund.reason}
    </p>
  );
}

/** "Refund" on a paid order, naming whose payment for screen readers. */
function RefundButton({ order, onRefund }: { order: AdminOrder; onRefund: (order: AdminOrder) => void }) {
  if (order.status !== 'paid') return null;
  return (
    <button type="button" className="btn-outline inline-flex items-center gap-1 px-3 py-1.5 text-sm" onClick={() => onRefund(order)}>
      <Undo2 aria-hidden="true" className="size-4" />
      Refund<span className="sr-only"> the payment of {order.associate.name}</span>
    </button>
  );
}

/** Whether a filter value from the address is a state of an order. */
const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * "Orders" of the back office's payments page (docs/product/payments.md, "Back office"): every
 * Pro order, newest first, filtered by state (all, waiting for payment, to verify, paid, rejected,
 * refunded; kept in the address as `?orders=`), each with its associate, amount, state in words,
 * the tax invoice and credit note (PDF links) and, when refunded, the reason. A paid order has
 * "Refund", which opens {@link RefundDialog}. A table on wide screens, cards on phones.
 */
export function MembershipOrders() {
  const { values, update } = useUrlFilters(['orders'] as const);
  const status = isStatus(values.orders) ? values.orders : undefined;
  const orders = useMembershipOrders(status);
  const [refunding, setRefunding] = useState<AdminOrder>();

  return (
    <section aria-labelledby="orders-heading" className="mt-10 scroll-mt-20" id="orders">
      <h2 id="orders-heading" className="mb-1 text-xl font-bold text-slate-900">
        Orders
      </h2>
      <p className="mb-4 text-sm text-slate-600">Pro purchases, newest first. A paid order can be refunded whole, with a credit note.</p>
      <div className="mb-4 max-w-xs">
        <label htmlFor="orders-status" className="label">
          Status
        </label>
        <select id="orders-status" className="input" value={status ?? ''} onChange={(event) => update({ orders: event.target.value })}>
          <option value="">All orders</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {orders.isPending ? (
        <p role="status">Loading...</p>
      ) : orders.isError ? (
        <p role="alert" className="text-red-700">
          {orders.error.message}
        </p>
      ) : orders.data.data.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          {status ? `No orders ${ORDER_STATUS_LABELS[status].toLowerCase()}.` : 'No orders yet.'}
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Pro orders, newest first</caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    Order
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Associate
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Amount
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Invoice and credit note
                  </th>
                  <th scope="col" className="px-3 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {orders.data.data.map((order) => (
                  <tr key={order.order_id} data-testid="order-row">
                    <td className="px-3 py-3">
                      <span className="block font-semibold text-slate-900">#{order.order_id}</span>
                      <span className="block text-xs text-slate-500">{orderWhen(order)}</span>
                    </td>
                    <td className="px-3 py-3">
                      <span className="block text-slate-900">{order.associate.name}</span>
                      <span className="block text-xs text-slate-500">
                        {order.associate.member_id} · {order.associate.mobile}
                      </span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">{formatRupeesExact(order.total)}</td>
                    <td className="max-w-64 px-3 py-3">
                      <OrderPill order={order} />
                      <RefundLine order={order} />
                    </td>
                    <td className="px-3 py-3">
                      <Documents order={order} />
                    </td>
                    <td className="px-3 py-3 text-right">
                      <RefundButton order={order} onRefund={setRefunding} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden" aria-label="Pro orders, newest first">
            {orders.data.data.map((order) => (
              <li key={order.order_id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="order-card">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">
                      {order.associate.name} <span className="font-normal text-slate-500">{order.associate.member_id}</span>
                    </p>
                    <p className="text-xs text-slate-500">
                      #{order.order_id} · {orderWhen(order)}
                    </p>
                  </div>
                  <p className="shrink-0 font-bold tabular-nums text-slate-900">{formatRupeesExact(order.total)}</p>
                </div>
                <div className="mt-2 flex flex-col gap-1">
                  <div>
                    <OrderPill order={order} />
                  </div>
                  <RefundLine order={order} />
                </div>
                <div className="mt-2 flex flex-wrap items-end justify-between gap-2 text-sm">
                  <Documents order={order} />
                  <RefundButton order={order} onRefund={setRefunding} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {refunding ? <RefundDialog order={refunding} onClose={() => setRefunding(undefined)} /> : null}
    </section>
  );
}

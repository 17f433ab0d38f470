import { formatDate } from '@realty/contracts/common/dates';
import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import { REFUND_REASON_MAX, refundRequestSchema } from '@realty/contracts/membership/refunds';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { type AdminOrder, useRefundOrder } from '../api/admin-membership.ts';

/**
 * The refund of a paid Pro order (docs/product/payments.md, "Refunds and credit notes"): asks
 * first, saying that the whole total goes back to the associate (through Razorpay when they paid
 * there; by the business's own transfer for UPI) and that a credit note against the tax invoice
 * is issued; the reason (required, at most 300 characters, with a counter; printed on the credit
 * note) and "End Pro now" (ticked by default). Sends
 * `POST /api/admin/membership/orders/{orderId}/refund` `{ reason, end_pro }`; the API's message
 * shows in a toast on success; a refused reason shows under the field, any other failure (409,
 * 502, network) in words inside the dialog. Focus stays in the dialog; Escape closes it.
 */
export function RefundDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const refund = useRefundOrder();
  const [reason, setReason] = useState('');
  const [endPro, setEndPro] = useState(true);
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const total = formatRupeesExact(order.total);
  const name = order.associate.name;
  const viaRazorpay = order.provider === 'razorpay';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = refundRequestSchema.safeParse({ reason, end_pro: endPro });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    refund.mutate(
      { orderId: order.order_id, reason: parsed.data.reason, end_pro: endPro },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? 'Refunded.');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'reason') setReasonError(error.message);
          else setFailure(error.message);
        },
      },
    );
  };

  return (
    <ModalDialog title={`Refund the payment of ${name}?`} onClose={onClose} widthClass="max-w-lg">
      <form noValidate onSubmit={submit} className="mt-2">
        <p className="text-sm text-slate-700">
          Order #{order.order_id} · {order.associate.member_id} · {total}
          {order.paid_at ? ` paid on ${formatDate(order.paid_at)}` : ''}
          {viaRazorpay ? ' through Razorpay' : ' by UPI'}.
        </p>
        <div
          className="mt-3 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="refund-warning"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <div>
            <p className="font-semibold">
              The whole {total} goes back to {name}, and a credit note is issued against the tax invoice.
            </p>
            <p className="mt-1">
              {viaRazorpay
                ? 'Razorpay returns the money to the card or account they paid from.'
                : 'The site does not move the money: send it back yourself by UPI or bank transfer.'}{' '}
              The associate is told. This cannot be undone.
            </p>
          </div>
        </div>
        <label htmlFor="refund-reason" className="label mt-4">
          Reason (printed on the credit note)
        </label>
        <textarea
          id="refund-reason"
          className="input min-h-24"
          value={reason}
          maxLength={REFUND_REASON_MAX}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'refund-reason-error refund-reason-count' : 'refund-reason-count'}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
          data-autofocus
        />
        <div className="mt-1 flex items-start justify-between gap-3 text-sm">
          {reasonError ? (
            <p id="refund-reason-error" className="text-red-700">
              {reasonError}
            </p>
          ) : (
            <span />
          )}
          <p id="refund-reason-count" className="shrink-0 tabular-nums text-slate-500">
            {reason.length}/{REFUND_REASON_MAX} characters
          </p>
        </div>
        <div className="mt-3 flex items-start gap-2">
          <input
            id="refund-end-pro"
            type="checkbox"
            className="mt-1 size-4 accent-brand-600"
            checked={endPro}
            aria-describedby="refund-end-pro-hint"
            onChange={(event) => setEndPro(event.target.checked)}
          />
          <div className="text-sm">
            <label htmlFor="refund-end-pro" className="font-medium text-slate-900">
              End Pro now
            </label>
            <p id="refund-end-pro-hint" className="text-slate-600">
              The part of the Pro period this payment bought that is not used yet is taken off
              {order.pro_until ? ` (it runs until ${formatDate(order.pro_until)})` : ''}. Untick to leave their Pro as it is.
            </p>
          </div>
        </div>
        {failure ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline px-4 py-2 text-sm" onClick={onClose} disabled={refund.isPending}>
            Go back
          </button>
          <button
            type="submit"
            className="inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            disabled={refund.isPending}
          >
            {refund.isPending ? 'Refunding...' : `Refund ${total}`}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

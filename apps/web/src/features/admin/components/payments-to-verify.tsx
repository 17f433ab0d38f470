import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import { DECISION_NOTE_MAX, membershipSettingsRequestSchema } from '@realty/contracts/membership/orders';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog, ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDecidePayment, useMembershipSettings, usePaymentsToVerify, useSaveMembershipSettings } from '../api/admin-membership.ts';
import { formatWhen } from '../utils/format.ts';

/** One payment waiting for staff, as the list gives it. */
type Payment = NonNullable<ReturnType<typeof usePaymentsToVerify>['data']>['data'][number];

/** A staff decision being asked about. */
type Pending = { payment: Payment; decision: 'confirm' | 'reject' };

/** Asks before rejecting: the note the associate reads is required. */
function RejectDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const decide = useDecidePayment();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError('Write why the payment is rejected: the associate reads it.');
      return;
    }
    decide.mutate(
      { orderId: payment.order_id, decision: 'reject', note: note.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? 'Payment rejected.');
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.field === 'note') setError(failure.message);
          else {
            toast.error(failure.message);
            onClose();
          }
        },
      },
    );
  };
  return (
    <ModalDialog title={`Reject the payment of ${payment.associate.name}?`} onClose={onClose}>
      <form noValidate onSubmit={submit} className="mt-2">
        <p className="text-sm text-slate-700">
          {formatRupeesExact(payment.total)} with UTR {payment.utr}. The associate stays on their plan and reads your note.
        </p>
        <label htmlFor="reject-note" className="label mt-3">
          Why is it rejected?
        </label>
        <textarea
          id="reject-note"
          className="input min-h-24"
          value={note}
          maxLength={DECISION_NOTE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reject-note-error' : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setError(undefined);
          }}
          data-autofocus
        />
        {error ? (
          <p id="reject-note-error" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline px-4 py-2 text-sm" onClick={onClose} disabled={decide.isPending}>
            Go back
          </button>
          <button
            type="submit"
            className="inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            disabled={decide.isPending}
          >
            {decide.isPending ? 'Saving...' : 'Reject payment'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * "Payments to verify" (docs/product/payments.md, "Screens"): the UPI payments whose associates
 * gave a UTR, oldest first, each with the associate's name, member id and mobile, the amount, the
 * UTR and when it was given. "Confirm" asks first, then makes the associate Pro for 12 months and
 * issues the tax invoice; "Reject" asks for a note the associate reads. Toasts say how it went;
 * "No payments to verify." when the list is empty. `nav` (the page's jump links) goes under the heading.
 */
export function PaymentsToVerify({ nav }: { nav?: ReactNode } = {}) {
  const payments = usePaymentsToVerify();
  const decide = useDecidePayment();
  const [pending, setPending] = useState<Pending>();
  const [error, setError] = useState<string>();

  return (
    <section aria-labelledby="payments-heading">
      <h1 id="payments-heading" className="mb-1 text-2xl font-bold text-slate-900">
        Payments to verify
      </h1>
      {nav}
      <p className="mb-4 text-sm text-slate-600">
        Associates who paid for Pro by UPI and gave the UTR. Find the UTR and the amount in the bank statement, then confirm or reject.
      </p>
      {payments.isPending ? (
        <p role="status">Loading...</p>
      ) : payments.isError ? (
        <p role="alert" className="text-red-700">
          {payments.error.message}
        </p>
      ) : payments.data.data.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          No payments to verify.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {payments.data.data.map((p) => (
            <li key={p.order_id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="payment-to-verify">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {p.associate.name} <span className="font-normal text-slate-500">{p.associate.member_id}</span>
                  </p>
                  <p className="text-sm text-slate-600">{p.associate.mobile}</p>
                </div>
                <p className="text-lg font-bold tabular-nums text-slate-900">{formatRupeesExact(p.total)}</p>
              </div>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-slate-500">UTR</dt>
                  <dd className="font-mono text-slate-900">{p.utr}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">Given</dt>
                  <dd className="text-slate-900">{p.utr_at ? formatWhen(p.utr_at) : '—'}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">Order</dt>
                  <dd className="text-slate-900">
                    #{p.order_id} · {p.place_of_supply.name}
                  </dd>
                </div>
              </dl>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-primary px-4 py-2 text-sm"
                  onClick={() => {
                    setError(undefined);
                    setPending({ payment: p, decision: 'confirm' });
                  }}
                >
                  Confirm<span className="sr-only"> the payment of {p.associate.name}</span>
                </button>
                <button
                  type="button"
                  className="btn-outline px-4 py-2 text-sm"
                  onClick={() => setPending({ payment: p, decision: 'reject' })}
                >
                  Reject<span className="sr-only"> the payment of {p.associate.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pending?.decision === 'confirm' && (
        <ConfirmDialog
          title={`Confirm the payment of ${pending.payment.associate.name}?`}
          confirmLabel="Confirm payment"
          isPending={decide.isPending}
          error={error}
          onCancel={() => setPending(undefined)}
          onConfirm={() =>
            decide.mutate(
              { orderId: pending.payment.order_id, decision: 'confirm' },
              {
                onSuccess: (answer) => {
                  toast.success(answer.message ?? 'Payment confirmed.');
                  setPending(undefined);
                },
                onError: (failure) => {
                  setError(failure.message);
                  toast.error(failure.message);
                },
              },
            )
          }
        >
          <p>
            Only when {formatRupeesExact(pending.payment.total)} with UTR {pending.payment.utr} is in the bank statement.{' '}
            {pending.payment.associate.name} ({pending.payment.associate.member_id}) becomes Pro for 12 months and gets a tax invoice; this
            cannot be undone here.
          </p>
        </ConfirmDialog>
      )}
      {pending?.decision === 'reject' && <RejectDialog payment={pending.payment} onClose={() => setPending(undefined)} />}
    </section>
  );
}

/**
 * The "Pro price" setting (docs/product/payments.md, "Price and tax"), for admins: rupees, GST
 * exclusive (`PUT /api/admin/membership/settings`); orders already open keep their price. The
 * error is said under the field, success in a toast.
 */
export function ProPriceForm() {
  const settings = useMembershipSettings();
  const save = useSaveMembershipSettings();
  const [draft, setDraft] = useState<string>();
  const [error, setError] = useState<string>();
  const value = draft ?? settings.data?.data.pro_price ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = membershipSettingsRequestSchema.safeParse({ pro_price: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(parsed.data.pro_price, {
      onSuccess: (answer) => {
        setDraft(undefined);
        toast.success(answer.message ?? 'The Pro price is saved.');
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.field) setError(failure.message);
        else toast.error(failure.message);
      },
    });
  };
  return (
    <section aria-labelledby="pro-price-heading" className="mt-10">
      <h2 id="pro-price-heading" className="mb-1 scroll-mt-20 text-xl font-bold text-slate-900">
        Pro price
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        The price of 12 months of Pro, without GST (18 % is added). Orders already open keep their price.
      </p>
      {settings.isPending ? (
        <p role="status">Loading...</p>
      ) : settings.isError ? (
        <p role="alert" className="text-red-700">
          {settings.error.message}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="max-w-sm rounded-xl border border-slate-200 bg-white p-4">
          <label htmlFor="pro-price" className="label">
            Price in ₹ (GST exclusive)
          </label>
          <input
            id="pro-price"
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'pro-price-error' : 'pro-price-hint'}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(undefined);
            }}
          />
          {error ? (
            <p id="pro-price-error" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : (
            <p id="pro-price-hint" className="mt-1 text-sm text-slate-600">
              e.g. 1000 or 999.99
            </p>
          )}
          <button type="submit" className="btn-primary mt-3" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save price'}
          </button>
        </form>
      )}
    </section>
  );
}

import { formatDate } from '@realty/contracts/common/dates';
import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import { GST_STATES } from '@realty/contracts/membership/gst-states';
import { type MembershipOrder, utrRequestSchema } from '@realty/contracts/membership/orders';
import { Clock, Copy, PartyPopper, Smartphone } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { FormField, TextField } from '../../../components/account-forms/fields.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { type SessionUser, useSession } from '../../../lib/session.ts';
import { useCreateMembershipOrder, useMyMembership, useSubmitUtr } from '../api/membership-api.ts';
import { useMembershipTexts } from '../texts.ts';
import { PayOnline } from './pay-online.tsx';
import type { RazorpayOptions } from './razorpay-checkout.ts';

/** Whether an amount text is zero ("0.00"). */
const isZero = (amount: string) => Number(amount) === 0;

/** A card of the checkout. */
function Card({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return <div className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}>{children}</div>;
}

/** Step 1 when the profile has no state: a `<select>` of the states and union territories in the page's language. */
function StateStep({ onChosen, isPending, error }: { onChosen: (code: string) => void; isPending: boolean; error?: string | undefined }) {
  const t = useMembershipTexts();
  const language = useLanguage();
  const id = useId();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string>();
  const shown = localError ?? error;
  const states = [...GST_STATES].sort((a, b) =>
    (language === 'hi' ? a.nameHi : a.name).localeCompare(language === 'hi' ? b.nameHi : b.name, language === 'hi' ? 'hi' : 'en'),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) {
      setLocalError('Choose your state or union territory: the GST on your purchase depends on it.');
      return;
    }
    onChosen(code);
  };
  return (
    <Card>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t('state.title')}
        </h2>
        <p id={`${id}-why`} className="mb-4 mt-1 text-sm text-slate-600">
          {t('state.why')}
        </p>
        <FormField id={id} label={t('state.label')} error={shown} notes={[`${id}-why`]} fieldClassName="max-w-sm">
          {(control) => (
            <select
              {...control}
              className="input"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setLocalError(undefined);
              }}
            >
              <option value="">{t('state.choose')}</option>
              {states.map((state) => (
                <option key={state.code} value={state.code}>
                  {language === 'hi' ? state.nameHi : state.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="submit" className="btn-primary mt-4" disabled={isPending}>
          {isPending ? t('state.wait') : t('state.continue')}
        </button>
      </form>
    </Card>
  );
}

/** The price breakdown: taxable value, CGST and SGST (intra-state) or IGST, the total, and the place of supply. */
function PriceBreakdown({ order }: { order: MembershipOrder }) {
  const t = useMembershipTexts();
  const language = useLanguage();
  const state = GST_STATES.find((s) => s.code === order.place_of_supply.code);
  const stateName = language === 'hi' && state ? state.nameHi : order.place_of_supply.name;
  const rows: [string, string][] = [[t('price.taxable'), order.taxable_value]];
  if (isZero(order.tax.igst)) rows.push([t('price.cgst'), order.tax.cgst], [t('price.sgst'), order.tax.sgst]);
  else rows.push([t('price.igst'), order.tax.igst]);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('price.title')}</h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm" aria-label={t('price.caption')} data-testid="price-breakdown">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="tabular-nums text-slate-900">{formatRupeesExact(amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2 text-base font-bold">
          <dt className="text-slate-900">{t('price.total')}</dt>
          <dd className="tabular-nums text-slate-900">{formatRupeesExact(order.total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-500">{t('price.placeOfSupply', { state: stateName })}</p>
    </Card>
  );
}

/** How to pay an open order: the QR code, the UPI id with a copy button, the payee, and "Pay with a UPI app" (the `upi://pay` link, for phones). */
function PayByUpi({ order }: { order: MembershipOrder }) {
  const t = useMembershipTexts();
  const checkout = order.checkout;
  if (!checkout) return null;
  const amount = formatRupeesExact(order.total);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(checkout.upi_id);
      toast.success(t('pay.copied'));
    } catch {
      toast.error(t('pay.copyFailed'));
    }
  };
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('pay.title', { amount })}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('pay.scan', { amount })}</p>
      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {/* the SVG comes from our own API; as an image it cannot run scripts or touch the page */}
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(checkout.qr_svg)}`}
          alt={t('pay.qrAlt', { amount, payee: checkout.payee_name })}
          width={208}
          height={208}
          className="size-52 shrink-0 rounded-lg border border-slate-200 bg-white p-2"
          data-testid="upi-qr"
        />
        <div className="flex w-full min-w-0 flex-col gap-3 text-sm">
          <div>
            <p className="text-slate-600">{t('pay.upiId')}</p>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="min-w-0 break-words font-mono text-base font-semibold text-slate-900" data-testid="upi-id">
                {checkout.upi_id}
              </p>
              <button type="button" className="btn-outline shrink-0 px-3 py-1.5 text-sm" onClick={copy} aria-label={t('pay.copyUpiId')}>
                <Copy aria-hidden="true" className="size-4" />
                <span aria-hidden="true">{t('pay.copy')}</span>
              </button>
            </div>
          </div>
          <div>
            <p className="text-slate-600">{t('pay.payee')}</p>
            <p className="font-semibold text-slate-900">{checkout.payee_name}</p>
          </div>
          <div>
            <a href={checkout.upi_link} className="btn-accent inline-flex items-center gap-2">
              <Smartphone aria-hidden="true" className="size-4" />
              {t('pay.app')}
            </a>
            <p className="mt-1 text-xs text-slate-500">{t('pay.appHint')}</p>
          </div>
        </div>
      </div>
    </Card>
  );
}

/** The UTR form: "UTR / transaction reference" (digits, spaces allowed as typed) and "I have paid"; mistakes under the field in words. */
function UtrForm({ order, onSent }: { order: MembershipOrder; onSent: (order: MembershipOrder) => void }) {
  const t = useMembershipTexts();
  const id = useId();
  const send = useSubmitUtr();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = utrRequestSchema.safeParse({ utr });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    send.mutate(
      { orderId: order.order_id, utr: parsed.data.utr },
      {
        onSuccess: (answer) => onSent(answer.data),
        // the API names the field (400, 409 'already given'), or the order changed meanwhile: said under the field
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Card>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t('utr.title')}
        </h2>
        <TextField
          id={id}
          label={t('utr.label')}
          value={utr}
          error={error}
          notes={[`${id}-hint`]}
          fieldClassName="mt-3 max-w-sm"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          onChange={(event) => {
            setUtr(event.target.value);
            setError(undefined);
          }}
          after={
            <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
              {t('utr.hint')}
            </p>
          }
        />
        <button type="submit" className="btn-primary mt-4" disabled={send.isPending}>
          {send.isPending ? t('utr.sending') : t('utr.submit')}
        </button>
      </form>
    </Card>
  );
}

/** After the UTR: the payment is being checked. */
function Pending({ order, takeFocus }: { order: MembershipOrder; takeFocus: boolean }) {
  const t = useMembershipTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  // the form the associate just sent is gone: the keyboard continues from the answer
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <Card className="flex items-start gap-3">
      <Clock aria-hidden="true" className="mt-1 size-6 shrink-0 text-amber-600" />
      <div role="status">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
          {t('pending.title')}
        </h2>
        <p className="mt-1 text-slate-700">{t('pending.text')}</p>
        <p className="mt-2 text-sm text-slate-600">{t('pending.amount', { amount: formatRupeesExact(order.total) })}</p>
        {order.utr ? <p className="text-sm text-slate-600">{t('pending.utr', { utr: order.utr })}</p> : null}
        <Link to={PATHS.associateDashboard} className="btn-outline mt-4">
          {t('checkout.toDashboard')}
        </Link>
      </div>
    </Card>
  );
}

/** Pro already, and not yet time to renew (or just paid: the keyboard then continues from the heading). */
function IsPro({ until, takeFocus = false }: { until: string | null; takeFocus?: boolean }) {
  const t = useMembershipTexts();
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <Card className="flex items-start gap-3">
      <PartyPopper aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
      <div role={takeFocus ? 'status' : undefined}>
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
          {t('paid.title', { date: formatDate(until, language) })}
        </h2>
        <p className="mt-1 text-slate-700">{t('paid.text')}</p>
        <Link to={PATHS.associateDashboard} className="btn-primary mt-4">
          {t('checkout.toDashboard')}
        </Link>
      </div>
    </Card>
  );
}

/** A text of the stored user, when there is one. */
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** What Razorpay's window is filled in with: the signed-in associate's name, e-mail and mobile, as far as the session knows them. */
function prefillOf(user: SessionUser | null): RazorpayOptions['prefill'] {
  if (!user) return undefined;
  const name = textOf(user.ass_name) ?? textOf(user.name) ?? textOf(user.user_name);
  const email = textOf(user.ass_email) ?? textOf(user.email);
  const contact = textOf(user.ass_mobile) ?? textOf(user.mobile);
  const prefill = { ...(name ? { name } : {}), ...(email ? { email } : {}), ...(contact ? { contact } : {}) };
  return Object.keys(prefill).length > 0 ? prefill : undefined;
}

/** Props of {@link MembershipCheckout}. */
export type MembershipCheckoutProps = {
  /** Called when the API answers 401 (the session ended): the page sends the visitor to sign in. */
  onSignedOut?: () => void;
};

/**
 * The checkout of Pro (docs/product/payments.md, "Screens"), for a signed-in associate:
 * when the profile has no state, "Your state or union territory" first; then the order
 * (`POST /api/associate/membership/orders`) with its price breakdown (CGST 9 % + SGST 9 % in
 * Uttar Pradesh, IGST 18 % elsewhere); when the server takes payments through Razorpay, "Pay
 * ₹1,180.00 online" ({@link PayOnline}: Razorpay's window, then "You are Pro until …"); then the
 * UPI way when the order has one: the QR code, the UPI id with a copy button, "Pay with a UPI
 * app", and the UTR form ("I have paid"; the API's and the contract's errors under the field, in
 * the page's language). After the UTR, and for an order already waiting for staff, "We are
 * checking your payment…"; a paid order (Pro, not yet renewable) shows "You are Pro until …".
 * Customers and builders see the API's message (only associates can buy Pro).
 */
export function MembershipCheckout({ onSignedOut }: MembershipCheckoutProps) {
  const t = useMembershipTexts();
  const messageText = useMessageText();
  const membership = useMyMembership();
  const { user } = useSession();
  const create = useCreateMembershipOrder();
  const [order, setOrder] = useState<MembershipOrder>();
  const [stateError, setStateError] = useState<string>();
  const asked = useRef(false);

  const data = membership.data?.data;
  const openOrder = order ?? data?.open_order ?? undefined;
  const isProForNow = data?.plan === 'pro' && !data.renewable;
  const needsState = data ? !data.state && !openOrder : false;
  const shouldCreate = Boolean(data && !openOrder && !needsState && !isProForNow);

  const start = (state?: string) => {
    asked.current = true;
    setStateError(undefined);
    create.mutate(state ? { state } : {}, {
      onSuccess: (answer) => setOrder(answer.data),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.field === 'state') setStateError(failure.message);
      },
    });
  };

  useEffect(() => {
    if (shouldCreate && !asked.current) start();
  });

  const signedOut = membership.error instanceof ApiError && membership.error.status === 401;
  useEffect(() => {
    if (signedOut) onSignedOut?.();
  }, [signedOut, onSignedOut]);

  let body: React.ReactNode;
  if (membership.isPending) {
    body = <p role="status">{t('checkout.loading')}</p>;
  } else if (membership.isError) {
    const isForbidden = membership.error instanceof ApiError && membership.error.status === 403;
    body = (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {isForbidden ? messageText(membership.error.message) : t('checkout.error')}
      </p>
    );
  } else if (order?.status === 'paid' || (isProForNow && !openOrder)) {
    body = <IsPro until={order?.pro_until ?? data?.pro_until ?? null} takeFocus={order?.status === 'paid'} />;
  } else if (openOrder?.status === 'to_verify') {
    body = <Pending order={openOrder} takeFocus={order !== undefined} />;
  } else if (openOrder?.status === 'open') {
    body = (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">
          <PriceBreakdown order={openOrder} />
        </div>
        <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1">
          {openOrder.razorpay ? <PayOnline order={openOrder} prefill={prefillOf(user)} onPaid={setOrder} /> : null}
          {openOrder.checkout ? (
            <>
              <PayByUpi order={openOrder} />
              <UtrForm order={openOrder} onSent={setOrder} />
            </>
          ) : null}
        </div>
      </div>
    );
  } else if (needsState || stateError) {
    body = <StateStep onChosen={start} isPending={create.isPending} error={stateError} />;
  } else if (create.isError) {
    body = (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        <p>{create.error instanceof ApiError && create.error.isServerMessage ? messageText(create.error.message) : t('checkout.error')}</p>
        <button type="button" className="btn-outline mt-3" onClick={() => start()}>
          {t('checkout.tryAgain')}
        </button>
      </div>
    );
  } else {
    body = <p role="status">{t('checkout.loading')}</p>;
  }

  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('checkout.title')}</h1>
      <p className="mb-6 mt-1 text-slate-600">{t(openOrder?.razorpay ? 'checkout.leadOnline' : 'checkout.lead')}</p>
      {body}
    </div>
  );
}

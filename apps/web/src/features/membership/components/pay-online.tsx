import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import type { MembershipOrder } from '@realty/contracts/membership/orders';
import { CreditCard } from 'lucide-react';
import { useRef, useState } from 'react';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useVerifyRazorpayPayment } from '../api/membership-api.ts';
import { useMembershipTexts } from '../texts.ts';
import { loadRazorpayCheckout, type RazorpayOptions } from './razorpay-checkout.ts';

/** Where paying online stands: nothing yet, loading the script, Razorpay's window open, checking the payment, or what went wrong. */
type Step = 'idle' | 'opening' | 'open' | 'verifying' | 'loadFailed' | 'dismissed' | 'verifyFailed';

/** Props of {@link PayOnline}. */
export type PayOnlineProps = {
  /** The open order; drawn only when it has a `razorpay` block. */
  order: MembershipOrder;
  /** The associate's name, e-mail and mobile, filled in Razorpay's window when known. */
  prefill?: RazorpayOptions['prefill'];
  /** Called with the paid order once the API has checked the payment. */
  onPaid: (order: MembershipOrder) => void;
};

/**
 * "Pay ₹1,180.00 online" (docs/product/payments.md, "Buying Pro"; docs/decisions/0036-payment-providers.md):
 * for an open order with a `razorpay` block. The button loads Razorpay's checkout script (once),
 * opens its window with the order's key, id, amount and the associate's details, and hands what
 * it answers after the payment to `POST /api/associate/membership/orders/{orderId}/verify`; the
 * paid order goes to `onPaid`. A script that cannot be loaded, a window closed before paying and
 * a payment the API cannot verify are each said in words, in the page's language; the UPI way
 * (when the order has one) stays on the page below.
 */
export function PayOnline({ order, prefill, onPaid }: PayOnlineProps) {
  const t = useMembershipTexts();
  const messageText = useMessageText();
  const verify = useVerifyRazorpayPayment();
  const [step, setStep] = useState<Step>('idle');
  const [verifyError, setVerifyError] = useState<string>();
  // a second click while the script loads or the window is open starts nothing more
  const busy = useRef(false);
  const razorpay = order.razorpay;
  if (!razorpay) return null;
  const amount = formatRupeesExact(order.total);
  const hasUpi = order.checkout !== null;

  const pay = async () => {
    if (busy.current) return;
    busy.current = true;
    setStep('opening');
    setVerifyError(undefined);
    let Razorpay: Awaited<ReturnType<typeof loadRazorpayCheckout>>;
    try {
      Razorpay = await loadRazorpayCheckout();
    } catch {
      busy.current = false;
      setStep('loadFailed');
      return;
    }
    const checkout = new Razorpay({
      key: razorpay.key_id,
      order_id: razorpay.order_id,
      amount: razorpay.amount_paise,
      currency: razorpay.currency,
      name: razorpay.name,
      description: razorpay.description,
      ...(prefill ? { prefill } : {}),
      handler: (answer) => {
        setStep('verifying');
        verify.mutate(
          { orderId: order.order_id, answer },
          {
            onSuccess: (paid) => {
              busy.current = false;
              onPaid(paid.data);
            },
            onError: (failure) => {
              busy.current = false;
              setVerifyError(failure.message);
              setStep('verifyFailed');
            },
          },
        );
      },
      modal: {
        ondismiss: () => {
          busy.current = false;
          setStep('dismissed');
        },
      },
    });
    setStep('open');
    checkout.open();
  };

  const problem =
    step === 'loadFailed'
      ? t(hasUpi ? 'online.loadFailedUpi' : 'online.loadFailed')
      : step === 'verifyFailed'
        ? messageText(verifyError ?? '')
        : undefined;
  const isBusy = step === 'opening' || step === 'open' || step === 'verifying';

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="pay-online">
      <h2 className="text-lg font-semibold text-slate-900">{t('online.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('online.text')}</p>
      <button type="button" className="btn-primary mt-4 inline-flex items-center gap-2" onClick={pay} disabled={isBusy}>
        <CreditCard aria-hidden="true" className="size-4" />
        {step === 'opening' ? t('online.opening') : step === 'verifying' ? t('online.verifying') : t('online.pay', { amount })}
      </button>
      {problem ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      ) : step === 'dismissed' ? (
        <p role="status" className="mt-3 rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
          {t('online.dismissed')}
        </p>
      ) : step === 'verifying' ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {t('online.verifyingText')}
        </p>
      ) : null}
    </div>
  );
}

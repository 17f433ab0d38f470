/**
 * Razorpay's own checkout (docs/decisions/0036-payment-providers.md): its script, loaded once and
 * only when the associate chooses to pay online, and the few parts of its options this site uses.
 */

/** Where Razorpay serves its checkout script. */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Razorpay's checkout hands the `handler` after a successful payment. */
export type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** The options of `new Razorpay(…)` this site passes. */
export type RazorpayOptions = {
  /** The public key id (`rzp_live_…` or `rzp_test_…`). */
  key: string;
  /** Razorpay's order id (`order_…`), made by the API. */
  order_id: string;
  /** Integer paise. */
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  /** Called with the payment's ids and signature once the payment went through. */
  handler: (answer: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
};

/** An open-able Razorpay checkout. */
export type RazorpayInstance = { open: () => void };

/** The `Razorpay` constructor the script puts on `window`. */
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    /** Set by Razorpay's checkout script once it has run. */
    Razorpay?: RazorpayConstructor;
  }
}

/** How long the script may take before the page says it could not be opened. */
const LOAD_TIMEOUT_MS = 20_000;

/** The script being loaded (or loaded): shared by every caller, forgotten after a failure so a later try loads it again. */
let loading: Promise<RazorpayConstructor> | undefined;

/**
 * Loads Razorpay's checkout script once (a `<script>` in the head) and resolves with
 * `window.Razorpay`; at once when it is there already. Rejects when the script cannot be fetched
 * (offline, blocked), does not define `Razorpay`, or takes more than 20 seconds; the next call
 * then tries again.
 */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (why: string) => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error(why));
    };
    const timer = window.setTimeout(() => fail('Razorpay checkout took too long to load.'), LOAD_TIMEOUT_MS);
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else fail('Razorpay checkout did not load.');
    };
    script.onerror = () => fail('Razorpay checkout could not be fetched.');
    document.head.append(script);
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

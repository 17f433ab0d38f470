import type { Env } from '../../config/env.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createRazorpayPayments } from './razorpay-payments.ts';

/**
 * The payment provider the settings choose (docs/product/payments.md, "Payment providers"):
 * Razorpay when `RAZORPAY_KEY_ID`, `RAZORPAY_KEY_SECRET` and `RAZORPAY_WEBHOOK_SECRET` are set
 * (`RAZORPAY_API_BASE` overrides its address), else UPI / bank transfer. A third provider is
 * added here and in `payment-provider.ts`.
 */
export function createPaymentProvider(env: Env): PaymentProvider {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET) {
    return createRazorpayPayments({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiBase: env.RAZORPAY_API_BASE,
    });
  }
  return { name: 'upi' };
}

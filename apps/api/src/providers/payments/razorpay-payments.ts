import Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import type { GatewayPayments } from './payment-provider.ts';

/** Razorpay's settings: the key pair, the webhook secret, and the API's address (Razorpay's own unless a test sets its local server). */
export type RazorpaySettings = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase?: string | undefined;
  timeoutMs?: number;
};

/**
 * Razorpay through its official Node SDK (docs/product/payments.md, "Payment providers"): orders
 * (`POST /v1/orders`, amount in paise, `receipt` our order id), the checkout's signature
 * (HMAC-SHA256 of `order_id|payment_id` with the key secret) and the webhook's (HMAC-SHA256 of the
 * raw body with the webhook secret) checked by the SDK's own functions, refunds
 * (`POST /v1/payments/{id}/refund`). `apiBase` replaces `https://api.razorpay.com` (tests run a
 * local server speaking Razorpay's API).
 */
export function createRazorpayPayments(settings: RazorpaySettings): GatewayPayments {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  // (the SDK has no setting for its address; its HTTP client is reachable as `api.rq`)
  const http = (client as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq;
  if (settings.apiBase) http.defaults.baseURL = settings.apiBase.replace(/\/+$/, '');
  http.defaults.timeout = settings.timeoutMs ?? 15_000;
  return {
    name: 'razorpay',
    keyId: settings.keyId,
    async createOrder({ receipt, amountPaise, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: String(order.id) };
    },
    verifyPayment: ({ orderId, paymentId, signature }) =>
      validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, settings.keySecret),
    verifyWebhook: (rawBody, signature) => validateWebhookSignature(rawBody, signature, settings.webhookSecret),
    async refund({ paymentId, amountPaise, notes }) {
      const refund = await client.payments.refund(paymentId, { amount: amountPaise, notes });
      if (refund.status === 'failed') throw new Error(`Razorpay refund ${refund.id} failed`);
      return { id: String(refund.id), status: refund.status === 'processed' ? 'processed' : 'pending' };
    },
  };
}

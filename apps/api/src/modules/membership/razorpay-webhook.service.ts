import { MEMBERSHIP_MESSAGES } from '@realty/contracts/membership/orders';
import { badRequest } from '../../lib/app-error.ts';
import { findOrderByProviderOrderId, findOrderByProviderPaymentId } from './membership.repository.ts';
import { activateOrder, type MembershipDeps, tellActivated } from './membership.service.ts';
import { applyGatewayRefund } from './refunds.service.ts';

/**
 * Razorpay's webhook (docs/product/payments.md, "Payment providers", "Refunds and credit notes"):
 * the events that activate an order and those that report a refund.
 */

/** `refund.processed`: the refund entity's payment, id and amount (paise) applied to the order that payment paid. */
async function refundProcessed(deps: MembershipDeps, name: string, refund: Record<string, unknown> | undefined): Promise<WebhookOutcome> {
  const paymentId = typeof refund?.payment_id === 'string' ? refund.payment_id : '';
  const refundId = typeof refund?.id === 'string' ? refund.id : '';
  const amount = Number(refund?.amount);
  const order = paymentId && refundId && Number.isSafeInteger(amount) ? await findOrderByProviderPaymentId(deps.db, paymentId) : undefined;
  if (!order) return { event: name, orderId: null, activated: false, refunded: false };
  const { changed } = await applyGatewayRefund(deps, order, refundId, amount);
  return { event: name, orderId: order.orderId, activated: false, refunded: changed };
}

/** What a Razorpay webhook did: the event, the order it named, whether it activated it and whether it recorded a refund. */
export type WebhookOutcome = { event: string; orderId: number | null; activated: boolean; refunded: boolean };

/**
 * `POST /api/webhooks/razorpay`: Razorpay's account of a payment, the source of truth. The
 * `X-Razorpay-Signature` header must sign the raw body with the webhook secret. `payment.captured`
 * and `order.paid` activate the order whose Razorpay order they name (once: a replay, or one after
 * the page's verify, changes nothing); `payment.failed` leaves the order open for another try;
 * `refund.processed` marks a refund made in the back office processed, or records a whole refund
 * made on Razorpay's dashboard ({@link applyGatewayRefund}); other events are acknowledged.
 * @throws AppError 400 when the signature is missing or wrong (nothing changes), or the body is not JSON.
 */
export async function handleRazorpayWebhook(deps: MembershipDeps, rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
  if (deps.payments.name !== 'razorpay' || !signature || !deps.payments.verifyWebhook(rawBody, signature)) {
    throw badRequest(MEMBERSHIP_MESSAGES.signatureInvalid);
  }
  let event: { event?: string; payload?: Record<string, { entity?: Record<string, unknown> }> };
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw badRequest(MEMBERSHIP_MESSAGES.signatureInvalid);
  }
  const name = String(event.event ?? '');
  if (name === 'refund.processed') return refundProcessed(deps, name, event.payload?.refund?.entity);
  const payment = event.payload?.payment?.entity;
  const gatewayOrderId = String(payment?.order_id ?? event.payload?.order?.entity?.id ?? '');
  if (!['payment.captured', 'order.paid'].includes(name) || !gatewayOrderId)
    return { event: name, orderId: null, activated: false, refunded: false };
  const order = await findOrderByProviderOrderId(deps.db, gatewayOrderId);
  if (!order) return { event: name, orderId: null, activated: false, refunded: false };
  const done = await activateOrder(deps, order.orderId, deps.now(), {
    staffId: null,
    providerPaymentId: typeof payment?.id === 'string' ? payment.id : undefined,
  });
  await tellActivated(deps, done);
  return { event: name, orderId: order.orderId, activated: done.activated, refunded: false };
}

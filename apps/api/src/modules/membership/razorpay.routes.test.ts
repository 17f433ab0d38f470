import { createHmac } from 'node:crypto';
import { MEMBERSHIP_MESSAGES } from '@realty/contracts/membership/orders';
import { membershipInvoices, membershipOrders } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, uniqueIp } from '../../../test/fixtures/accounts.ts';
import { type FakeHttpServer, startFakeHttpServer } from '../../../test/fixtures/fake-http-server.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

// docs/product/payments.md, "Payment providers": Razorpay's protocol against a local server that
// answers its Orders API; the checkout's and the webhook's signatures made with the test secrets.

const KEY_ID = 'rzp_test_K4shiRe4lty01';
const KEY_SECRET = 'test-key-secret-0123456789';
const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

type Associate = Awaited<ReturnType<typeof signUpAssociate>>;

let ctx: TestContext;
let gateway: FakeHttpServer;
let gatewayStatus = 200;
let gatewayOrders = 0;
beforeAll(async () => {
  gateway = await startFakeHttpServer((request) => {
    if (request.method === 'POST' && request.url === '/v1/orders') {
      if (gatewayStatus !== 200) return { status: gatewayStatus, json: { error: { code: 'SERVER_ERROR', description: 'down' } } };
      gatewayOrders += 1;
      const body = JSON.parse(request.body) as { amount: number; currency: string; receipt: string };
      return {
        status: 200,
        json: { id: `order_T${String(gatewayOrders).padStart(10, '0')}`, entity: 'order', status: 'created', ...body },
      };
    }
    return { status: 404, json: { error: { code: 'BAD_REQUEST_ERROR' } } };
  });
  ctx = await createTestContext({
    JOB_WORKERS: 'false',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: gateway.url,
  });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await gateway?.close();
});

const post = (url: string, cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: uniqueIp(),
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as object,
  });
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
let paymentSeed = 0;
/** What Razorpay's checkout hands the page after a payment of `gatewayOrderId`. */
const checkoutAnswer = (gatewayOrderId: string) => {
  paymentSeed += 1;
  const paymentId = `pay_T${String(paymentSeed).padStart(10, '0')}`;
  return {
    razorpay_order_id: gatewayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmac(KEY_SECRET, `${gatewayOrderId}|${paymentId}`),
  };
};
/** Razorpay's webhook of `event` for a payment of `gatewayOrderId`, signed with `secret`. */
const webhook = (event: string, gatewayOrderId: string, paymentId: string, secret = WEBHOOK_SECRET) => {
  const body = JSON.stringify({
    entity: 'event',
    event,
    payload: {
      payment: {
        entity: { id: paymentId, entity: 'payment', order_id: gatewayOrderId, amount: 118000, currency: 'INR', status: 'captured' },
      },
    },
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(secret, body) },
    payload: body,
  });
};
const invoicesOf = (orderId: number) => ctx.db.select().from(membershipInvoices).where(eq(membershipInvoices.orderId, orderId));

async function razorpayOrder(who: Associate) {
  const created = await post('/api/associate/membership/orders', who.cookie, { state: 'Uttar Pradesh' });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { order_id: number; razorpay: { order_id: string; amount_paise: number; key_id: string } };
}

describe('paying Pro through Razorpay', { timeout: 60_000 }, () => {
  it('creates the Razorpay order in paise with our order id as receipt, and opens the checkout with the public key', async () => {
    const vikram = await signUpAssociate(ctx.app);
    const order = await razorpayOrder(vikram);
    expect(order).toMatchObject({
      provider: 'razorpay',
      total: '1180.00',
      razorpay: { key_id: KEY_ID, amount_paise: 118000, currency: 'INR' },
    });
    const sent = gateway.requests.at(-1);
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ amount: 118000, currency: 'INR', receipt: String(order.order_id) });
  });

  it('activates once whichever arrives first: the webhook before the page’s verify, then the verify, then the webhook again', async () => {
    const asha = await signUpAssociate(ctx.app);
    const order = await razorpayOrder(asha);
    const answer = checkoutAnswer(order.razorpay.order_id);
    // a forged webhook changes nothing
    expect((await webhook('payment.captured', order.razorpay.order_id, answer.razorpay_payment_id, 'not-the-secret')).statusCode).toBe(400);
    const [still] = await ctx.db.select().from(membershipOrders).where(eq(membershipOrders.orderId, order.order_id));
    expect(still?.status).toBe('open');

    expect((await webhook('payment.captured', order.razorpay.order_id, answer.razorpay_payment_id)).statusCode).toBe(200);
    const [paid] = await ctx.db.select().from(membershipOrders).where(eq(membershipOrders.orderId, order.order_id));
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: answer.razorpay_payment_id });
    const verified = await post(`/api/associate/membership/orders/${order.order_id}/verify`, asha.cookie, answer);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: MEMBERSHIP_MESSAGES.paid,
      data: { status: 'paid', pro_until: paid?.proUntil?.toISOString() },
    });
    expect((await webhook('order.paid', order.razorpay.order_id, answer.razorpay_payment_id)).statusCode).toBe(200);
    expect((await webhook('payment.captured', order.razorpay.order_id, answer.razorpay_payment_id)).statusCode).toBe(200);
    expect(await invoicesOf(order.order_id)).toHaveLength(1);
  });

  it('activates on the page’s verify, and the webhook after it changes nothing; a bad signature is 400 naming it', async () => {
    const ravi = await signUpAssociate(ctx.app);
    const order = await razorpayOrder(ravi);
    const answer = checkoutAnswer(order.razorpay.order_id);
    const forged = await post(`/api/associate/membership/orders/${order.order_id}/verify`, ravi.cookie, {
      ...answer,
      razorpay_signature: hmac('guessed-secret', `${order.razorpay.order_id}|${answer.razorpay_payment_id}`),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ field: 'razorpay_signature', message: MEMBERSHIP_MESSAGES.signatureInvalid });
    // another order's signature does not pay this one
    const otherOrder = checkoutAnswer('order_Tsomebodyelse');
    expect((await post(`/api/associate/membership/orders/${order.order_id}/verify`, ravi.cookie, otherOrder)).statusCode).toBe(400);

    const verified = await post(`/api/associate/membership/orders/${order.order_id}/verify`, ravi.cookie, answer);
    expect(verified.json().data).toMatchObject({ status: 'paid', razorpay: null, checkout: null });
    expect((await webhook('payment.captured', order.razorpay.order_id, answer.razorpay_payment_id)).statusCode).toBe(200);
    expect(await invoicesOf(order.order_id)).toHaveLength(1);
    // another associate may not verify it
    const other = await signUpAssociate(ctx.app);
    expect((await post(`/api/associate/membership/orders/${order.order_id}/verify`, other.cookie, answer)).statusCode).toBe(403);
  });

  it('keeps the order open when Razorpay cannot be reached (502 in words), and creates the Razorpay order at the next try', async () => {
    const meera = await signUpAssociate(ctx.app);
    gatewayStatus = 500;
    try {
      const failed = await post('/api/associate/membership/orders', meera.cookie, { state: '09' });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toBe(MEMBERSHIP_MESSAGES.gatewayFailed);
    } finally {
      gatewayStatus = 200;
    }
    const again = await post('/api/associate/membership/orders', meera.cookie, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data.razorpay.order_id).toMatch(/^order_T/);
  });

  it('acknowledges events it does not act on, and refuses a webhook without a signature', async () => {
    expect((await webhook('payment.failed', 'order_Tunknown', 'pay_Tx')).statusCode).toBe(200);
    expect((await webhook('refund.processed', 'order_Tunknown', 'pay_Tx')).statusCode).toBe(200);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { 'content-type': 'application/json' },
      payload: '{"event":"payment.captured"}',
    });
    expect(unsigned.statusCode).toBe(400);
  });
});

import { createHmac } from 'node:crypto';
import { MEMBERSHIP_MESSAGES } from '@realty/contracts/membership/orders';
import { REFUND_MESSAGES } from '@realty/contracts/membership/refunds';
import { associates, membershipCreditNotes, membershipInvoices, membershipOrders } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, uniqueIp } from '../../../test/fixtures/accounts.ts';
import { type FakeHttpServer, startFakeHttpServer } from '../../../test/fixtures/fake-http-server.ts';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { GATEWAY_REFUND_REASON } from './refunds.service.ts';

// docs/product/payments.md, "Payment providers": Razorpay's protocol against a local server that
// answers its Orders API; the checkout's and the webhook's signatures made with the test secrets.

const KEY_ID = 'rzp_test_K4shiRe4lty01';
const KEY_SECRET = 'test-key-secret-0123456789';
const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

type Associate = Awaited<ReturnType<typeof signUpAssociate>>;

let ctx: TestContext;
let editor: TestStaff;
let gateway: FakeHttpServer;
let gatewayStatus = 200;
let gatewayOrders = 0;
let refundStatus = 200;
let refunds = 0;
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
    const refundOf = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(request.url);
    if (request.method === 'POST' && refundOf) {
      if (refundStatus !== 200) {
        return {
          status: refundStatus,
          json: { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount is more than what can be refunded' } },
        };
      }
      refunds += 1;
      const body = JSON.parse(request.body) as { amount: number };
      return {
        status: 200,
        json: {
          id: `rfnd_T${String(refunds).padStart(10, '0')}`,
          entity: 'refund',
          payment_id: refundOf[1],
          amount: body.amount,
          status: 'pending',
        },
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
  editor = await signInTestStaff(ctx.app, 'editor');
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

/** Razorpay's `refund.processed` for refund `refundId` of `amount` paise of payment `paymentId`, signed. */
const refundWebhook = (paymentId: string, refundId: string, amount: number) => {
  const body = JSON.stringify({
    entity: 'event',
    event: 'refund.processed',
    payload: {
      refund: { entity: { id: refundId, entity: 'refund', payment_id: paymentId, amount, currency: 'INR', status: 'processed' } },
    },
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(WEBHOOK_SECRET, body) },
    payload: body,
  });
};
const orderRow = async (orderId: number) => (await ctx.db.select().from(membershipOrders).where(eq(membershipOrders.orderId, orderId)))[0];
const creditNotesOf = (orderId: number) => ctx.db.select().from(membershipCreditNotes).where(eq(membershipCreditNotes.orderId, orderId));

/** An associate's order paid through Razorpay's checkout; its id and the payment's id. */
async function paidThroughRazorpay(): Promise<{ who: Associate; orderId: number; paymentId: string }> {
  const who = await signUpAssociate(ctx.app);
  const order = await razorpayOrder(who);
  const answer = checkoutAnswer(order.razorpay.order_id);
  expect((await post(`/api/associate/membership/orders/${order.order_id}/verify`, who.cookie, answer)).statusCode).toBe(200);
  return { who, orderId: order.order_id, paymentId: answer.razorpay_payment_id };
}

describe('refunds through Razorpay', { timeout: 60_000 }, () => {
  it('refunds the whole payment through Razorpay’s refund API; refund.processed marks it processed, once', async () => {
    const { who, orderId, paymentId } = await paidThroughRazorpay();
    const done = await post(`/api/admin/membership/orders/${orderId}/refund`, editor.cookie, { reason: 'Bought by mistake.' });
    expect(done.statusCode, done.body).toBe(200);
    const sent = gateway.requests.at(-1);
    expect(sent?.url).toBe(`/v1/payments/${paymentId}/refund`);
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ amount: 118000, notes: { order_id: String(orderId) } });
    expect(done.json().data).toMatchObject({
      status: 'refunded',
      refund: { status: 'pending', credit_note_number: expect.stringMatching(/^CN\//) },
    });
    const refundId = (await orderRow(orderId))?.providerRefundId as string;
    expect(refundId).toMatch(/^rfnd_T/);
    const [member] = await ctx.db.select().from(associates).where(eq(associates.assId, who.user.ass_id));
    expect(member?.plan).toBe('free');

    expect((await refundWebhook(paymentId, refundId, 118000)).statusCode).toBe(200);
    expect((await orderRow(orderId))?.refundStatus).toBe('processed');
    expect((await refundWebhook(paymentId, refundId, 118000)).statusCode).toBe(200);
    expect(await creditNotesOf(orderId)).toHaveLength(1);
  });

  it('changes nothing when Razorpay refuses the refund (502 in words), and refunds at the next try', async () => {
    const { who, orderId } = await paidThroughRazorpay();
    refundStatus = 400;
    try {
      const refused = await post(`/api/admin/membership/orders/${orderId}/refund`, editor.cookie, { reason: 'Duplicate payment.' });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe(REFUND_MESSAGES.gatewayRefused);
    } finally {
      refundStatus = 200;
    }
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', refundStatus: null });
    expect(await creditNotesOf(orderId)).toHaveLength(0);
    const [member] = await ctx.db.select().from(associates).where(eq(associates.assId, who.user.ass_id));
    expect(member?.plan).toBe('pro');
    const again = await post(`/api/admin/membership/orders/${orderId}/refund`, editor.cookie, { reason: 'Duplicate payment.' });
    expect(again.statusCode).toBe(200);
    expect(await creditNotesOf(orderId)).toHaveLength(1);
  });

  it('refuses to refund from the back office a Razorpay order whose payment id is unknown (409 in words)', async () => {
    const { orderId } = await paidThroughRazorpay();
    await ctx.db.update(membershipOrders).set({ providerPaymentId: null }).where(eq(membershipOrders.orderId, orderId));
    const refused = await post(`/api/admin/membership/orders/${orderId}/refund`, editor.cookie, { reason: 'Asked by the associate.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REFUND_MESSAGES.noGatewayPayment);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', refundStatus: null });
  });

  it('records a whole refund made on Razorpay’s dashboard from refund.processed, and ignores a part refund', async () => {
    const partly = await paidThroughRazorpay();
    expect((await refundWebhook(partly.paymentId, 'rfnd_Tdashboard01', 50000)).statusCode).toBe(200);
    expect((await orderRow(partly.orderId))?.status).toBe('paid');
    expect(await creditNotesOf(partly.orderId)).toHaveLength(0);

    const whole = await paidThroughRazorpay();
    expect((await refundWebhook(whole.paymentId, 'rfnd_Tdashboard02', 118000)).statusCode).toBe(200);
    expect(await orderRow(whole.orderId)).toMatchObject({
      status: 'refunded',
      refundStatus: 'processed',
      providerRefundId: 'rfnd_Tdashboard02',
      refundReason: GATEWAY_REFUND_REASON,
    });
    expect(await creditNotesOf(whole.orderId)).toHaveLength(1);
    // a replay changes nothing
    expect((await refundWebhook(whole.paymentId, 'rfnd_Tdashboard02', 118000)).statusCode).toBe(200);
    expect(await creditNotesOf(whole.orderId)).toHaveLength(1);
    const [member] = await ctx.db.select().from(associates).where(eq(associates.assId, whole.who.user.ass_id));
    expect(member?.plan).toBe('free');
  });
});

import type { FastifyPluginAsync } from 'fastify';
import { createPaymentProvider } from '../../providers/payments/create-payment-provider.ts';
import type { ModuleOptions } from '../module-options.ts';
import type { MembershipDeps } from './membership.service.ts';
import { handleRazorpayWebhook } from './razorpay-webhook.service.ts';

/**
 * `POST /api/webhooks/razorpay` (docs/product/payments.md, "Payment providers"): Razorpay's
 * events, the source of truth of a payment. The body is kept as the exact text Razorpay sent (its
 * `X-Razorpay-Signature` signs those bytes), so this plugin reads JSON as a string in its own scope.
 * 200 `{ success: true }` for every event with a good signature (events it does not act on
 * included); 400 for a bad or missing signature, which changes nothing.
 */
export const razorpayWebhookRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, env, jobs, identity }) => {
  const deps: MembershipDeps = { db, env, jobs, payments: createPaymentProvider(env), now: () => identity.now() };
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_048_576 }, (_request, body, done) => done(null, body));
  app.post(
    '/webhooks/razorpay',
    {
      schema: {
        tags: ['membership'],
        summary: 'Razorpay’s webhook: payment.captured and order.paid activate the order (once); refund.processed records the refund',
      },
    },
    async (request) => {
      const signature = request.headers['x-razorpay-signature'];
      const outcome = await handleRazorpayWebhook(deps, String(request.body ?? ''), typeof signature === 'string' ? signature : undefined);
      request.log.info(
        { event: outcome.event, orderId: outcome.orderId, activated: outcome.activated, refunded: outcome.refunded },
        'Razorpay webhook',
      );
      return { success: true };
    },
  );
};

import { errorResponseSchema } from '@realty/contracts/common/envelope';
import {
  createOrderRequestSchema,
  invoiceListResponseSchema,
  invoicePdfParamsSchema,
  MEMBERSHIP_MESSAGES,
  membershipOrderResponseSchema,
  myMembershipResponseSchema,
  orderParamsSchema,
  razorpayVerifyRequestSchema,
  utrRequestSchema,
} from '@realty/contracts/membership/orders';
import { creditNoteListResponseSchema, creditNotePdfParamsSchema } from '@realty/contracts/membership/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/attachment.ts';
import { createPaymentProvider } from '../../providers/payments/create-payment-provider.ts';
import { requireAssociate } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import { creditNotePdf, listMyCreditNotes } from './invoices/credit-notes.service.ts';
import { invoicePdf, listMyInvoices } from './invoices/invoices.service.ts';
import { createOrder, getMyMembership, type MembershipDeps, submitUtr, verifyRazorpayPayment } from './membership.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
/** Starting orders and giving UTRs: generous for people, a wall for scripts. */
const WRITE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** Customers and builders are told in words that Pro is for associates. */
const associatesOnly = { forbiddenMessage: MEMBERSHIP_MESSAGES.associatesOnly };

/**
 * The associate's side of buying Pro (docs/product/payments.md, "Buying Pro"):
 * `GET /api/associate/membership`, `POST /api/associate/membership/orders` `{ state? }` (201 a new
 * order, 200 the one open already) and `POST /api/associate/membership/orders/{orderId}/utr`
 * `{ utr }`, `GET /api/associate/invoices` and `GET /api/associate/invoices/{invoiceId}.pdf`,
 * `GET /api/associate/credit-notes` and `GET /api/associate/credit-notes/{creditNoteId}.pdf`.
 * Signed-in associates only (401 for guests, 403 in words for customers and builders);
 * an order of another associate is 403 NOT_OWNER.
 */
export const membershipRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, env, jobs, identity }) => {
  const deps: MembershipDeps = { db, env, jobs, payments: createPaymentProvider(env), now: () => identity.now() };

  app.get(
    '/associate/membership',
    {
      schema: {
        tags: ['membership'],
        summary: 'The signed-in associate’s plan, until when Pro runs, and the order open (if any)',
        response: { 200: myMembershipResponseSchema, ...errors },
      },
    },
    async (request) => getMyMembership(deps, (await requireAssociate(request, associatesOnly)).assId),
  );

  app.post(
    '/associate/membership/orders',
    {
      config: WRITE_LIMIT,
      schema: {
        tags: ['membership'],
        summary: 'Start buying Pro: the price, its GST by the associate’s state, and how to pay (201; 200 with the order open already)',
        body: createOrderRequestSchema,
        response: { 200: membershipOrderResponseSchema, 201: membershipOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { assId } = await requireAssociate(request, associatesOnly);
      const { created, order } = await createOrder(deps, assId, request.body ?? {});
      reply.code(created ? 201 : 200);
      return { success: true as const, data: order };
    },
  );

  app.post(
    '/associate/membership/orders/:orderId/utr',
    {
      config: WRITE_LIMIT,
      schema: {
        tags: ['membership'],
        summary: 'Give the UTR of a UPI payment: the order waits for staff to check it',
        params: orderParamsSchema,
        body: utrRequestSchema,
        response: { 200: membershipOrderResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request, associatesOnly);
      const order = await submitUtr(deps, assId, request.params.orderId, request.body.utr);
      return { success: true as const, message: MEMBERSHIP_MESSAGES.utrReceived, data: order };
    },
  );

  app.post(
    '/associate/membership/orders/:orderId/verify',
    {
      config: WRITE_LIMIT,
      schema: {
        tags: ['membership'],
        summary: 'Hand over what Razorpay’s checkout answered: a valid signature activates Pro (the webhook may have already)',
        params: orderParamsSchema,
        body: razorpayVerifyRequestSchema,
        response: { 200: membershipOrderResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request, associatesOnly);
      const order = await verifyRazorpayPayment(deps, assId, request.params.orderId, request.body);
      return { success: true as const, message: MEMBERSHIP_MESSAGES.paid, data: order };
    },
  );

  app.get(
    '/associate/invoices',
    {
      schema: {
        tags: ['membership'],
        summary: 'The signed-in associate’s tax invoices, newest first',
        response: { 200: invoiceListResponseSchema, ...errors },
      },
    },
    async (request) => listMyInvoices(db, (await requireAssociate(request, associatesOnly)).assId),
  );

  app.get(
    '/associate/invoices/:invoiceFile',
    {
      schema: {
        tags: ['membership'],
        summary: 'One of the signed-in associate’s tax invoices as a PDF: /api/associate/invoices/{invoiceId}.pdf (another’s is 403)',
        params: invoicePdfParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { assId } = await requireAssociate(request, associatesOnly);
      const { pdf, fileName } = await invoicePdf(db, request.params.invoiceFile, assId);
      return sendAttachment(reply, pdf, 'application/pdf', fileName);
    },
  );

  app.get(
    '/associate/credit-notes',
    {
      schema: {
        tags: ['membership'],
        summary: 'The signed-in associate’s credit notes (refunds of Pro purchases), newest first',
        response: { 200: creditNoteListResponseSchema, ...errors },
      },
    },
    async (request) => listMyCreditNotes(db, (await requireAssociate(request, associatesOnly)).assId),
  );

  app.get(
    '/associate/credit-notes/:creditNoteFile',
    {
      schema: {
        tags: ['membership'],
        summary:
          'One of the signed-in associate’s credit notes as a PDF: /api/associate/credit-notes/{creditNoteId}.pdf (another’s is 403)',
        params: creditNotePdfParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { assId } = await requireAssociate(request, associatesOnly);
      const { pdf, fileName } = await creditNotePdf(db, request.params.creditNoteFile, assId);
      return sendAttachment(reply, pdf, 'application/pdf', fileName);
    },
  );
};

import { errorResponseSchema } from '@realty/contracts/common/envelope';
import {
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  decisionRequestSchema,
  invoiceListResponseSchema,
  invoiceMonthQuerySchema,
  invoicePdfParamsSchema,
  MEMBERSHIP_MESSAGES,
  membershipOrderResponseSchema,
  membershipSettingsRequestSchema,
  membershipSettingsResponseSchema,
  orderParamsSchema,
} from '@realty/contracts/membership/orders';
import {
  creditNoteListResponseSchema,
  creditNotePdfParamsSchema,
  proMembersResponseSchema,
  REFUND_MESSAGES,
  refundRequestSchema,
} from '@realty/contracts/membership/refunds';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/attachment.ts';
import { createPaymentProvider } from '../../providers/payments/create-payment-provider.ts';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { creditNotePdf, listCreditNotesForStaff } from './invoices/credit-notes.service.ts';
import { invoicePdf, invoicesCsv, listInvoicesForStaff } from './invoices/invoices.service.ts';
import { confirmOrder, type MembershipDeps, proPrice, rejectOrder, saveProPrice } from './membership.service.ts';
import { listOrdersForStaff, listProMembersForStaff } from './membership-admin.service.ts';
import { refundOrder } from './refunds.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * The back office of Pro purchases (docs/product/payments.md, "UPI / bank transfer", "Back
 * office"): `GET /api/admin/membership/orders?status=to_verify` ("Payments to verify"),
 * `POST /api/admin/membership/orders/{orderId}/confirm` `{ note? }` and `/reject` `{ note }` for
 * every staff member, with the invoices (`GET /api/admin/invoices?month=`, and the month's CSV
 * for the GST return, `GET /api/admin/invoices.csv?month=2026-11`), refunds
 * (`POST /api/admin/membership/orders/{orderId}/refund` `{ reason, end_pro? }`) and their credit
 * notes (`GET /api/admin/credit-notes?month=`, `GET /api/admin/credit-notes/{creditNoteId}.pdf`),
 * the Pro members (`GET /api/admin/memberships`); the Pro price (`GET`/`PUT /api/admin/membership/settings` `{ pro_price }`)
 * for admins only, audited.
 */
export const adminMembershipRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { db, env, jobs, identity }) => {
  const deps: MembershipDeps = { db, env, jobs, payments: createPaymentProvider(env), now: () => identity.now() };
  guardStaffRoutes(app);

  app.get(
    '/admin/membership/orders',
    {
      schema: {
        tags: ['back office'],
        summary: 'Pro orders by status (to_verify: payments to verify, oldest UTR first), with their associates',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...errors },
      },
    },
    async (request) => listOrdersForStaff(deps, request.query.status),
  );

  app.post(
    '/admin/membership/orders/:orderId/confirm',
    {
      schema: {
        tags: ['back office'],
        summary: 'Confirm a UPI payment: the associate is Pro for 12 months and gets a tax invoice (twice changes nothing)',
        params: orderParamsSchema,
        body: decisionRequestSchema,
        response: { 200: membershipOrderResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const order = await confirmOrder(deps, staffCallerOf(request).staffId, request.params.orderId, request.body?.note);
      return { success: true as const, message: MEMBERSHIP_MESSAGES.confirmed, data: order };
    },
  );

  app.post(
    '/admin/membership/orders/:orderId/reject',
    {
      schema: {
        tags: ['back office'],
        summary: 'Reject a UPI payment that cannot be matched, with a note the associate reads',
        params: orderParamsSchema,
        body: decisionRequestSchema,
        response: { 200: membershipOrderResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const order = await rejectOrder(deps, staffCallerOf(request).staffId, request.params.orderId, request.body?.note);
      return { success: true as const, message: MEMBERSHIP_MESSAGES.rejected, data: order };
    },
  );

  app.post(
    '/admin/membership/orders/:orderId/refund',
    {
      schema: {
        tags: ['back office'],
        summary:
          'Refund a paid order whole (through Razorpay when paid there): a credit note against its invoice, and Pro ends unless end_pro is false; again changes nothing',
        params: orderParamsSchema,
        body: refundRequestSchema,
        response: { 200: membershipOrderResponseSchema, 409: errorResponseSchema, 502: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const done = await refundOrder(deps, staffCallerOf(request).staffId, request.params.orderId, request.body);
      return {
        success: true as const,
        message: done.refunded ? REFUND_MESSAGES.refunded : REFUND_MESSAGES.alreadyRefunded,
        data: done.order,
      };
    },
  );

  app.get(
    '/admin/memberships',
    {
      schema: {
        tags: ['back office'],
        summary: 'Associates who are Pro, the soonest end first, paid or granted without payment',
        response: { 200: proMembersResponseSchema, ...errors },
      },
    },
    async () => listProMembersForStaff(deps),
  );

  app.get(
    '/admin/credit-notes',
    {
      schema: {
        tags: ['back office'],
        summary: 'Credit notes in number order, of one month (YYYY-MM, by the day in India) when given',
        querystring: invoiceMonthQuerySchema.partial(),
        response: { 200: creditNoteListResponseSchema, ...errors },
      },
    },
    async (request) => listCreditNotesForStaff(db, request.query.month),
  );

  app.get(
    '/admin/credit-notes/:creditNoteFile',
    {
      schema: {
        tags: ['back office'],
        summary: 'A credit note as a PDF: /api/admin/credit-notes/{creditNoteId}.pdf',
        params: creditNotePdfParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await creditNotePdf(db, request.params.creditNoteFile, null);
      return sendAttachment(reply, pdf, 'application/pdf', fileName);
    },
  );

  app.get(
    '/admin/invoices',
    {
      schema: {
        tags: ['back office'],
        summary: 'Tax invoices in number order, of one month (YYYY-MM, by the day in India) when given',
        querystring: invoiceMonthQuerySchema.partial(),
        response: { 200: invoiceListResponseSchema, ...errors },
      },
    },
    async (request) => listInvoicesForStaff(db, request.query.month),
  );

  app.get(
    '/admin/invoices.csv',
    {
      schema: {
        tags: ['back office'],
        summary: 'The invoices of a month as CSV for the GST return (number, date, buyer, state, taxable value, CGST, SGST, IGST, total)',
        querystring: invoiceMonthQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const csv = await invoicesCsv(db, request.query.month);
      return sendAttachment(reply, csv, 'text/csv; charset=utf-8', `invoices-${request.query.month}.csv`);
    },
  );

  app.get(
    '/admin/invoices/:invoiceFile',
    {
      schema: {
        tags: ['back office'],
        summary: 'A tax invoice as a PDF: /api/admin/invoices/{invoiceId}.pdf',
        params: invoicePdfParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await invoicePdf(db, request.params.invoiceFile, null);
      return sendAttachment(reply, pdf, 'application/pdf', fileName);
    },
  );

  await app.register(async (scope) => {
    const admins = scope.withTypeProvider<ZodTypeProvider>();
    guardStaffRoutes(admins, 'admin');
    admins.get(
      '/admin/membership/settings',
      {
        schema: {
          tags: ['back office'],
          summary: 'The Pro price, GST exclusive (admin only)',
          response: { 200: membershipSettingsResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: { pro_price: await proPrice(db) } }),
    );
    admins.put(
      '/admin/membership/settings',
      {
        schema: {
          tags: ['back office'],
          summary: 'Set the Pro price, GST exclusive (admin only, audited); open orders keep their price',
          body: membershipSettingsRequestSchema,
          response: { 200: membershipSettingsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: MEMBERSHIP_MESSAGES.priceSaved,
        data: { pro_price: await saveProPrice(deps, staffCallerOf(request).staffId, request.body.pro_price) },
      }),
    );
  });
};

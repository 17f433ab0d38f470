import { errorResponseSchema } from '@realty/contracts/common/envelope';
import {
  associatePayoutListResponseSchema,
  PAYOUT_MESSAGES,
  payoutBankResponseResultSchema,
  payoutBankResponseSchema,
  payoutLineFailedSchema,
  payoutLinePaidSchema,
  payoutLineParamsSchema,
  payoutLineResponseSchema,
  payoutRunCreateSchema,
  payoutRunListResponseSchema,
  payoutRunParamsSchema,
  payoutRunPreviewQuerySchema,
  payoutRunPreviewResponseSchema,
  payoutRunResponseSchema,
} from '@realty/contracts/payouts/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAttachment } from '../../lib/attachment.ts';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { requireAssociate } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import { listMyPayouts, payoutAdvicePdf } from './associate-payouts.service.ts';
import { bankFile, importBankResponse, markLineFailed, markLinePaid } from './payout-lines.service.ts';
import { approveRun, createRun, discardRun, getRun, listRuns, previewRun } from './payout-runs.service.ts';
import type { PayoutDeps } from './payout-wire.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['payouts'];

/** The dependencies of the payouts service from the module options. */
const depsOf = ({ db, env, identity, jobs }: ModuleOptions): PayoutDeps => ({
  db,
  env,
  keys: identity.keys,
  jobs,
  now: () => identity.now(),
});

/**
 * Payout runs in the back office (docs/product/payouts.md, "Payout runs"), admins only (editors
 * 403, guests 401, before any body is read): `GET /api/admin/payout-runs/preview`,
 * `POST /api/admin/payout-runs` (201), `GET /api/admin/payout-runs[/{runId}]`,
 * `POST …/{runId}/approve`, `POST …/{runId}/discard`, `POST …/{runId}/lines/{lineId}/paid|failed`,
 * `GET …/{runId}/bank-file.csv` (the full account numbers: each download audited) and
 * `POST …/{runId}/bank-response`.
 */
export const adminPayoutsRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (scope, options) => {
  guardStaffRoutes(scope, 'admin');
  const deps = depsOf(options);

  scope.get(
    '/admin/payout-runs/preview',
    {
      schema: {
        tags,
        summary: 'The lines a payout run would have now (nothing saved)',
        querystring: payoutRunPreviewQuerySchema,
        response: { 200: payoutRunPreviewResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await previewRun(deps, request.query) }),
  );

  scope.post(
    '/admin/payout-runs',
    {
      schema: {
        tags,
        summary: 'Make a payout run as a draft: one line per associate of the confirmed, unpaid entries (201)',
        body: payoutRunCreateSchema.optional(),
        response: { 201: payoutRunResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createRun(deps, staffCallerOf(request).staffId, request.body ?? {});
      reply.code(201);
      return { success: true as const, message: PAYOUT_MESSAGES.runCreated, data };
    },
  );

  scope.get(
    '/admin/payout-runs',
    {
      schema: {
        tags,
        summary: 'Payout runs, newest first (without their lines)',
        response: { 200: payoutRunListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await listRuns(options.db) }),
  );

  scope.get(
    '/admin/payout-runs/:runId',
    {
      schema: {
        tags,
        summary: 'One payout run with its lines and their entries',
        params: payoutRunParamsSchema,
        response: { 200: payoutRunResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getRun(options.db, request.params.runId) }),
  );

  scope.post(
    '/admin/payout-runs/:runId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a draft run (an admin other than the one who made it)',
        params: payoutRunParamsSchema,
        response: { 200: payoutRunResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await approveRun(deps, staffCallerOf(request).staffId, request.params.runId);
      return { success: true as const, message: PAYOUT_MESSAGES.approved, data };
    },
  );

  scope.post(
    '/admin/payout-runs/:runId/discard',
    {
      schema: {
        tags,
        summary: 'Discard a draft run: its entries are unpaid again',
        params: payoutRunParamsSchema,
        response: { 200: payoutRunResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await discardRun(deps, staffCallerOf(request).staffId, request.params.runId);
      return { success: true as const, message: PAYOUT_MESSAGES.discarded, data };
    },
  );

  scope.post(
    '/admin/payout-runs/:runId/lines/:lineId/paid',
    {
      schema: {
        tags,
        summary: 'Mark a line of an approved run paid with the bank’s reference (UTR)',
        params: payoutLineParamsSchema,
        body: payoutLinePaidSchema,
        response: { 200: payoutLineResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { runId, lineId } = request.params;
      const data = await markLinePaid(deps, staffCallerOf(request).staffId, runId, lineId, request.body.reference);
      return { success: true as const, message: PAYOUT_MESSAGES.markedPaid, data };
    },
  );

  scope.post(
    '/admin/payout-runs/:runId/lines/:lineId/failed',
    {
      schema: {
        tags,
        summary: 'Mark a line of an approved run failed: its entries are unpaid again',
        params: payoutLineParamsSchema,
        body: payoutLineFailedSchema,
        response: { 200: payoutLineResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { runId, lineId } = request.params;
      const data = await markLineFailed(deps, staffCallerOf(request).staffId, runId, lineId, request.body.reason);
      return { success: true as const, message: PAYOUT_MESSAGES.markedFailed, data };
    },
  );

  scope.get(
    '/admin/payout-runs/:runId/bank-file.csv',
    {
      schema: {
        tags,
        summary: 'The bank bulk-transfer file (NEFT/IMPS) of an approved run; each download is audited',
        params: payoutRunParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await bankFile(deps, staffCallerOf(request).staffId, request.params.runId);
      return sendAttachment(reply, csv, 'text/csv; charset=utf-8', fileName);
    },
  );

  scope.post(
    '/admin/payout-runs/:runId/bank-response',
    {
      schema: {
        tags,
        summary: 'Import the bank’s response file: lines marked paid or failed by their payment reference',
        params: payoutRunParamsSchema,
        body: payoutBankResponseSchema,
        response: { 200: payoutBankResponseResultSchema, ...errors },
      },
    },
    async (request) => {
      const data = await importBankResponse(deps, staffCallerOf(request).staffId, request.params.runId, request.body.csv);
      const message = `${data.paid} marked paid, ${data.failed} marked failed${data.problems.length ? `, ${data.problems.length} rows not used` : ''}.`;
      return { success: true as const, message, data };
    },
  );
};

/** `{payoutId}.pdf` in the path of the advice. */
const payoutFileParamsSchema = z.object({
  payoutFile: z.string({ error: PAYOUT_MESSAGES.payoutNotFound }).regex(/^[1-9]\d{0,14}\.pdf$/, PAYOUT_MESSAGES.payoutNotFound),
});

/** Customers and builders are told in words that payouts are for associates. */
const associatesOnly = { forbiddenMessage: 'Payouts are for associates.' };

/**
 * The associate's payouts (docs/product/payouts.md, "What associates see"):
 * `GET /api/associate/payouts` and `GET /api/associate/payouts/{payoutId}.pdf` (the payout
 * advice). Signed-in associates only; another associate's payout is 403 NOT_OWNER.
 */
export const associatePayoutsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const deps = depsOf(options);

  app.get(
    '/associate/payouts',
    {
      schema: {
        tags,
        summary: 'The signed-in associate’s payouts, newest first, with TDS and entries',
        response: { 200: associatePayoutListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request, associatesOnly);
      return { success: true as const, data: await listMyPayouts(options.db, assId) };
    },
  );

  app.get(
    '/associate/payouts/:payoutFile',
    {
      schema: {
        tags,
        summary: 'The payout advice of one of the signed-in associate’s payouts as a PDF: /api/associate/payouts/{payoutId}.pdf',
        params: payoutFileParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { assId } = await requireAssociate(request, associatesOnly);
      const { pdf, fileName } = await payoutAdvicePdf(deps, Number(request.params.payoutFile.replace(/\.pdf$/, '')), assId);
      return sendAttachment(reply, pdf, 'application/pdf', fileName);
    },
  );
};

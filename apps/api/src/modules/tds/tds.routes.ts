import { errorResponseSchema } from '@realty/contracts/common/envelope';
import {
  associateTdsQuerySchema,
  associateTdsResponseSchema,
  TDS_MESSAGES,
  tdsQuarterlyQuerySchema,
  tdsQuarterlyResponseSchema,
  tdsRuleInputSchema,
  tdsRuleListResponseSchema,
  tdsRuleParamsSchema,
  tdsRuleResponseSchema,
} from '@realty/contracts/payouts/tds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/attachment.ts';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { requireAssociate } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import { addTdsRule, associateTdsYear, changeTdsRule, listTdsRules, tdsQuarterCsv, tdsQuarterForPage } from './tds.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['back office'];

/**
 * The back office side of TDS (docs/product/tds.md), for admins only (editors keep to content,
 * docs/product/back-office.md): `GET`/`POST /api/admin/tds-rules`, `PUT /api/admin/tds-rules/{ruleId}`
 * (a rule that has not started), and `GET /api/admin/tds/quarterly?fy=2026-27&quarter=Q3` (the
 * Form 26Q CSV with the PAN in full, each download audited; `format=json` the same rows with the
 * PAN masked and the totals). The staff guard answers guests 401 and other roles 403 before any
 * body is read.
 * @see docs/product/tds.md
 */
export const adminTdsRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (scope, { db, identity }) => {
  guardStaffRoutes(scope, 'admin');
  scope.get(
    '/admin/tds-rules',
    {
      schema: {
        tags,
        summary: 'The TDS rules (section 194H) with their start and end days, oldest first (admin only)',
        response: { 200: tdsRuleListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await listTdsRules(db, identity.now()) }),
  );
  scope.post(
    '/admin/tds-rules',
    {
      schema: {
        tags,
        summary: 'Add a TDS rule that starts after today (admin only, audited)',
        body: tdsRuleInputSchema,
        response: { 201: tdsRuleResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rule = await addTdsRule(db, staffCallerOf(request).staffId, request.body, identity.now());
      reply.code(201);
      return { success: true as const, message: TDS_MESSAGES.ruleSaved, data: rule };
    },
  );
  scope.put(
    '/admin/tds-rules/:ruleId',
    {
      schema: {
        tags,
        summary: 'Change a TDS rule that has not started (admin only, audited; a started rule is 409)',
        params: tdsRuleParamsSchema,
        body: tdsRuleInputSchema,
        response: { 200: tdsRuleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rule = await changeTdsRule(db, staffCallerOf(request).staffId, request.params.ruleId, request.body, identity.now());
      return { success: true as const, message: TDS_MESSAGES.ruleSaved, data: rule };
    },
  );
  scope.get(
    '/admin/tds/quarterly',
    {
      schema: {
        tags,
        summary:
          'A quarter of TDS for the return (Form 26Q): a CSV with the full PAN (admin only, each download audited), or with format=json the rows with the PAN masked and the totals',
        querystring: tdsQuarterlyQuerySchema,
        response: { 200: tdsQuarterlyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fy, quarter, format } = request.query;
      if (format === 'json') return { success: true as const, data: await tdsQuarterForPage(db, fy, quarter) };
      const { csv, fileName } = await tdsQuarterCsv(db, identity.keys, staffCallerOf(request).staffId, fy, quarter);
      return sendAttachment(reply, csv, 'text/csv; charset=utf-8', fileName);
    },
  );
};

/**
 * `GET /api/associate/tds?fy=2026-27` (docs/product/tds.md, "The associate's TDS year"): the
 * signed-in associate's own TDS year, read for the caller alone (no associate id is taken), so
 * nobody sees another's. Guests 401, customers and builders 403.
 * @see docs/product/tds.md
 */
export const associateTdsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, identity }) => {
  app.get(
    '/associate/tds',
    {
      schema: {
        tags: ['payouts'],
        summary: 'The signed-in associate’s TDS year: credits, threshold position, deductions by quarter',
        querystring: associateTdsQuerySchema,
        response: { 200: associateTdsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return { success: true as const, data: await associateTdsYear(db, assId, request.query.fy, identity.now()) };
    },
  );
};

import { errorResponseSchema } from '@realty/contracts/common/envelope';
import {
  brokerageRulesBodySchema,
  brokerageRulesResponseSchema,
  dealListResponseSchema,
  dealParamsSchema,
  dealResponseSchema,
  listDealsQuerySchema,
  updateDealBodySchema,
} from '@realty/contracts/pipeline/brokerage';
import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { changeDealStatus, getBrokerageRules, listAdminDeals, saveBrokerageRules } from './admin-brokerage.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['back office'];

/** The routes every staff member may use: deals and reading the rules. */
const staffRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (scope, { db, identity }) => {
  guardStaffRoutes(scope);
  scope.get(
    '/admin/deals',
    {
      schema: {
        tags,
        summary: 'Deals newest first, of one status when asked',
        querystring: listDealsQuerySchema,
        response: { 200: dealListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listAdminDeals(db, request.query.status) }),
  );
  scope.patch(
    '/admin/deals/:dealId',
    {
      schema: {
        tags,
        summary: 'Confirm a deal, mark it paid, or cancel it (a repeated change changes nothing)',
        params: dealParamsSchema,
        body: updateDealBodySchema,
        response: { 200: dealResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = staffCallerOf(request);
      const { deal } = await changeDealStatus(db, caller.staffId, request.params.dealId, request.body.status, identity.now());
      return { success: true as const, message: PIPELINE_MESSAGES.dealUpdated, data: deal };
    },
  );
  scope.get(
    '/admin/brokerage-rules',
    {
      schema: {
        tags,
        summary: "The brokerage rules: the associate's share by plan and the sponsor overrides",
        response: { 200: brokerageRulesResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await getBrokerageRules(db) }),
  );
};

/** The routes for admins only: saving the rules. */
const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (scope, { db, identity }) => {
  guardStaffRoutes(scope, 'admin');
  scope.put(
    '/admin/brokerage-rules',
    {
      schema: {
        tags,
        summary: 'Save the brokerage rules (admin only; entries already written keep their amounts)',
        body: brokerageRulesBodySchema,
        response: { 200: brokerageRulesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = staffCallerOf(request);
      const data = await saveBrokerageRules(db, caller.staffId, request.body, identity.now());
      return { success: true as const, message: PIPELINE_MESSAGES.rulesSaved, data };
    },
  );
};

/**
 * Back office deals and brokerage rules (docs/product/pipeline.md, "Deals and brokerage"):
 * `GET /api/admin/deals?status=`, `PATCH /api/admin/deals/{dealId}` and
 * `GET /api/admin/brokerage-rules` for every staff member; `PUT /api/admin/brokerage-rules`
 * for admins only (docs/product/back-office.md: editors keep to content). Each part has its own
 * staff guard, which answers guests 401 and other roles 403 before any body is read.
 * @see docs/product/pipeline.md
 */
export const adminBrokerageRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, options) => {
  await app.register(staffRoutes, options);
  await app.register(adminRoutes, options);
};

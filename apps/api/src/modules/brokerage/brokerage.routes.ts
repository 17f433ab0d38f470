import { errorResponseSchema } from '@realty/contracts/common/envelope';
import {
  createDealBodySchema,
  dealResponseSchema,
  earningsResponseSchema,
  networkResponseSchema,
} from '@realty/contracts/pipeline/brokerage';
import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { leadParamsSchema } from '@realty/contracts/pipeline/leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAssociate } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import { earningsOf, networkOf, recordDeal } from './brokerage.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const security: Array<Record<string, string[]>> = [{ cookie: [] }, { bearer: [] }];
const tags = ['pipeline'];

/**
 * Deals, earnings and network routes of associates (docs/product/pipeline.md, "Deals and brokerage"):
 * `POST /api/associate/leads/{leadId}/deal` (record a booking; the ledger entries are written at
 * once), `GET /api/associate/earnings` and `GET /api/associate/network`.
 * @see docs/product/pipeline.md
 */
export const brokerageRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, identity }) => {
  app.post(
    '/associate/leads/:leadId/deal',
    {
      schema: {
        tags,
        summary: 'Record a booking (the lead becomes booked; the deal starts pending)',
        security,
        params: leadParamsSchema,
        body: createDealBodySchema,
        response: { 201: dealResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { assId } = await requireAssociate(request);
      const data = await recordDeal(db, identity.now(), assId, request.params.leadId, request.body);
      return reply.status(201).send({ success: true as const, message: PIPELINE_MESSAGES.dealRecorded, data });
    },
  );

  app.get(
    '/associate/earnings',
    {
      schema: {
        tags,
        summary: "The associate's brokerage: totals by status and every entry, newest first",
        security,
        response: { 200: earningsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return { success: true as const, data: await earningsOf(db, assId) };
    },
  );

  app.get(
    '/associate/network',
    {
      schema: {
        tags,
        summary: "The associate's direct members and their members",
        security,
        response: { 200: networkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return { success: true as const, data: await networkOf(db, assId) };
    },
  );
};

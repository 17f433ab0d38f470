import { errorResponseSchema, optionalText } from '@realty/contracts/common/envelope';
import {
  adminAssociateListResponseSchema,
  adminAssociateSchema,
  adminLeadListResponseSchema,
  adminLeadsQuerySchema,
  pipelineReportResponseSchema,
  reassignBodySchema,
} from '@realty/contracts/pipeline/admin-pipeline';
import { associateParamsSchema, planBodySchema } from '@realty/contracts/pipeline/brokerage';
import { leadParamsSchema } from '@realty/contracts/pipeline/leads';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { pipelineContextOf } from '../leads/pipeline-context.ts';
import { listAdminAssociates, listAdminLeads, pipelineReport, reassignAdminLead, setPlan } from './admin-pipeline.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Answer of `POST /api/admin/leads/{leadId}/reassign`: the lead as staff see it. */
const reassignResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminLeadListResponseSchema.shape.data.element,
});
/** Query of `GET /api/admin/pipeline/associates?city=`. */
const associatesQuerySchema = z.object({ city: optionalText('City', 80) });
/** Answer of `PATCH /api/admin/associates/{assId}/plan`: the associate as the plan screen lists them. */
const planResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: adminAssociateSchema });

/**
 * Back office pipeline routes (docs/product/pipeline.md, "Back office"): leads with filters and
 * the unassigned queue, reassigning a lead, the associates to pick from and the report, for
 * every staff member; associate plans for admins only. Reassignments and plan changes are audited.
 * @see docs/product/pipeline.md
 */
export const adminPipelineRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, options) => {
  const { db } = options;
  const context = pipelineContextOf(options);
  guardStaffRoutes(app);

  app.get(
    '/admin/leads',
    {
      schema: {
        tags: ['back office'],
        summary: 'Leads by status and city (any of its names), latest change first, 20 a page',
        querystring: adminLeadsQuerySchema,
        response: { 200: adminLeadListResponseSchema, ...errors },
      },
    },
    async (request) => listAdminLeads(db, request.query),
  );

  app.post(
    '/admin/leads/:leadId/reassign',
    {
      schema: {
        tags: ['back office'],
        summary: 'Offer a lead to a chosen associate (any open offer is withdrawn)',
        params: leadParamsSchema,
        body: reassignBodySchema,
        response: { 200: reassignResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => reassignAdminLead(db, context, staffCallerOf(request), request.params.leadId, request.body.ass_id),
  );

  app.get(
    '/admin/pipeline/associates',
    {
      schema: {
        tags: ['back office'],
        summary: 'Active associates with their preferences and open leads, in matching order (the reassign picker)',
        querystring: associatesQuerySchema,
        response: { 200: adminAssociateListResponseSchema, ...errors },
      },
    },
    async (request) => listAdminAssociates(db, request.query.city),
  );

  app.get(
    '/admin/pipeline/report',
    {
      schema: {
        tags: ['back office'],
        summary: 'Leads by status and city, and the funnel lead → visit → booking',
        response: { 200: pipelineReportResponseSchema, ...errors },
      },
    },
    async () => pipelineReport(db),
  );

  await app.register(async (scope) => {
    const admins = scope.withTypeProvider<ZodTypeProvider>();
    guardStaffRoutes(admins, 'admin');
    admins.patch(
      '/admin/associates/:assId/plan',
      {
        schema: {
          tags: ['back office'],
          summary: "Set an associate's plan, Free or Pro (admin only)",
          params: associateParamsSchema,
          body: planBodySchema,
          response: { 200: planResponseSchema, ...errors },
        },
      },
      async (request) => setPlan(db, staffCallerOf(request), request.params.assId, request.body.plan),
    );
  });
};

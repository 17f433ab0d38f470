import { errorResponseSchema } from '@realty/contracts/common/envelope';
import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { leadParamsSchema } from '@realty/contracts/pipeline/leads';
import {
  associateVisitBodySchema,
  createVisitBodySchema,
  customerVisitBodySchema,
  visitListResponseSchema,
  visitParamsSchema,
  visitResponseSchema,
} from '@realty/contracts/pipeline/visits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/attachment.ts';
import { requireAssociate, requireCustomer } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import {
  customerVisitAction,
  listAssociateVisits,
  listCustomerVisits,
  recordVisitResult,
  scheduleVisit,
  type VisitsContext,
  visitCalendar,
} from './visits.service.ts';

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
 * Site visit routes of customers and associates (docs/product/pipeline.md, "Site visits"):
 * `POST /api/associate/leads/{leadId}/visits`, `GET /api/associate/visits`,
 * `PATCH /api/associate/visits/{visitId}`, `GET /api/user/visits`, `PATCH /api/user/visits/{visitId}`
 * and `GET /api/user/visits/{visitId}/calendar.ics`. Each person sees and changes only their own
 * visits (403 NOT_OWNER otherwise, 404 for unknown ids).
 * @see docs/product/pipeline.md
 */
export const visitsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, jobs, identity }) => {
  // the clock is read per request from the one identity context, so a clock set on it applies here
  const ctx: VisitsContext = { db, jobs, now: () => identity.now() };

  app.post(
    '/associate/leads/:leadId/visits',
    {
      schema: {
        tags,
        summary: 'Schedule a site visit of a lead (the lead becomes visit_scheduled; the customer is told)',
        security,
        params: leadParamsSchema,
        body: createVisitBodySchema,
        response: { 201: visitResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { assId } = await requireAssociate(request);
      const data = await scheduleVisit(ctx, assId, request.params.leadId, request.body);
      return reply.status(201).send({ success: true as const, message: PIPELINE_MESSAGES.visitScheduled, data });
    },
  );

  app.get(
    '/associate/visits',
    {
      schema: {
        tags,
        summary: "The associate's visits, upcoming first",
        security,
        response: { 200: visitListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return { success: true as const, data: await listAssociateVisits(ctx, assId) };
    },
  );

  app.patch(
    '/associate/visits/:visitId',
    {
      schema: {
        tags,
        summary: 'Record the result of a visit: completed, no_show or cancelled',
        security,
        params: visitParamsSchema,
        body: associateVisitBodySchema,
        response: { 200: visitResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      const data = await recordVisitResult(ctx, assId, request.params.visitId, request.body);
      return { success: true as const, message: PIPELINE_MESSAGES.visitUpdated, data };
    },
  );

  app.get(
    '/user/visits',
    {
      schema: {
        tags,
        summary: "The customer's visits, upcoming first",
        security,
        response: { 200: visitListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireCustomer(request);
      return { success: true as const, data: await listCustomerVisits(ctx, userId) };
    },
  );

  app.patch(
    '/user/visits/:visitId',
    {
      schema: {
        tags,
        summary: 'Confirm a visit, ask for another time, or cancel it',
        security,
        params: visitParamsSchema,
        body: customerVisitBodySchema,
        response: { 200: visitResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireCustomer(request);
      const data = await customerVisitAction(ctx, userId, request.params.visitId, request.body);
      return { success: true as const, message: PIPELINE_MESSAGES.visitUpdated, data };
    },
  );

  app.get(
    '/user/visits/:visitId/calendar.ics',
    {
      schema: {
        tags,
        summary: 'The calendar file (text/calendar) of a confirmed visit',
        security,
        params: visitParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { userId } = await requireCustomer(request);
      const text = await visitCalendar(ctx, userId, request.params.visitId);
      return sendAttachment(reply, text, 'text/calendar; charset=utf-8', `site-visit-${request.params.visitId}.ics`);
    },
  );
};

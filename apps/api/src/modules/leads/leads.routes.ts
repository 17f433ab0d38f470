import { errorResponseSchema } from '@realty/contracts/common/envelope';
import {
  createRequirementBodySchema,
  declineBodySchema,
  leadListResponseSchema,
  leadParamsSchema,
  leadResponseSchema,
  offerListResponseSchema,
  pipelineMessageResponseSchema,
  preferencesBodySchema,
  preferencesResponseSchema,
  updateLeadBodySchema,
} from '@realty/contracts/pipeline/leads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSessionToken, requireAssociate, requireCustomer } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import { listCustomerLeads, submitRequirement } from './leads.service.ts';
import { LEAD_OFFER_SWEEP_JOB } from './offering.ts';
import {
  acceptOffer,
  declineOffer,
  defineLeadJobs,
  getAssociateLead,
  listAssociateLeads,
  listOffers,
  updateAssociateLead,
} from './offers.service.ts';
import { pipelineContextOf, registerPipeline } from './pipeline-context.ts';
import { getPreferences, savePreferences } from './preferences.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const security: Array<Record<string, string[]>> = [{ cookie: [] }, { bearer: [] }];

/** Requirements are limited per signed-in account (its session token), not per address: many customers may share one. */
const perAccount = (request: FastifyRequest): string => readSessionToken(request).token ?? request.ip;

/**
 * Lead routes of customers and associates (docs/product/pipeline.md, "Leads", "Matching"):
 * requirements and the customer's leads; offers, accepting, declining and the associate's leads
 * and preferences. Also defines the offer deadline jobs, queues one sweep of overdue offers when
 * the app is ready (offers whose deadline passed while no instance was running), and lets the
 * enquiry service put new enquiries into the pipeline.
 * @see docs/product/pipeline.md
 */
export const leadsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db } = options;
  const context = pipelineContextOf(options);
  defineLeadJobs(db, context);
  const unregister = registerPipeline(db, context);
  app.addHook('onClose', async () => unregister());
  // the queue is started by the app's own onReady hook, which runs before this one
  app.addHook('onReady', async () => {
    await options.jobs.send(LEAD_OFFER_SWEEP_JOB, {});
  });

  app.post(
    '/user/requirements',
    {
      schema: {
        tags: ['leads'],
        summary: 'Submit a requirement: a new lead (201) or added to the open lead of that city (200)',
        security,
        body: createRequirementBodySchema,
        response: { 200: leadResponseSchema, 201: leadResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 60, timeWindow: '10 minutes', keyGenerator: perAccount } },
    },
    async (request, reply) => {
      const { userId } = await requireCustomer(request);
      const { status, body } = await submitRequirement(db, context, userId, request.body);
      return reply.status(status).send(body);
    },
  );

  app.get(
    '/user/leads',
    {
      schema: {
        tags: ['leads'],
        summary: "The customer's leads, newest first, with listings, timeline, visits and (once accepted) their associate",
        security,
        response: { 200: leadListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireCustomer(request);
      return listCustomerLeads(db, userId);
    },
  );

  app.get(
    '/associate/offers',
    {
      schema: {
        tags: ['leads'],
        summary: 'Leads offered to the associate and waiting for an answer, soonest deadline first',
        security,
        response: { 200: offerListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return listOffers(db, context, assId);
    },
  );

  app.post(
    '/associate/leads/:leadId/accept',
    {
      schema: {
        tags: ['leads'],
        summary: 'Accept a lead offered to the associate (409 after its deadline)',
        security,
        params: leadParamsSchema,
        response: { 200: leadResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return acceptOffer(db, context, assId, request.params.leadId);
    },
  );

  app.post(
    '/associate/leads/:leadId/decline',
    {
      schema: {
        tags: ['leads'],
        summary: 'Decline a lead offered to the associate; it goes to the next eligible associate',
        security,
        params: leadParamsSchema,
        body: declineBodySchema,
        response: { 200: pipelineMessageResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return declineOffer(db, context, assId, request.params.leadId, request.body.reason);
    },
  );

  app.get(
    '/associate/leads',
    {
      schema: {
        tags: ['leads'],
        summary: 'The leads the associate accepted, in any later status',
        security,
        response: { 200: leadListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return listAssociateLeads(db, assId);
    },
  );

  app.get(
    '/associate/leads/:leadId',
    {
      schema: {
        tags: ['leads'],
        summary: "A lead offered to the associate (without the customer's contact) or accepted by them",
        security,
        params: leadParamsSchema,
        response: { 200: leadResponseSchema.omit({ message: true }), ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return { success: true as const, data: await getAssociateLead(db, assId, request.params.leadId) };
    },
  );

  app.patch(
    '/associate/leads/:leadId',
    {
      schema: {
        tags: ['leads'],
        summary: 'Move an accepted lead to negotiation, or close it as lost (with a reason)',
        security,
        params: leadParamsSchema,
        body: updateLeadBodySchema,
        response: { 200: leadResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return updateAssociateLead(db, context, assId, request.params.leadId, request.body);
    },
  );

  app.get(
    '/associate/preferences',
    {
      schema: {
        tags: ['leads'],
        summary: "The associate's cities, categories and maximum of open leads",
        security,
        response: { 200: preferencesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return getPreferences(db, assId);
    },
  );

  app.put(
    '/associate/preferences',
    {
      schema: {
        tags: ['leads'],
        summary: "Save the associate's cities, categories and maximum of open leads",
        security,
        body: preferencesBodySchema,
        response: { 200: preferencesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return savePreferences(db, context, assId, request.body);
    },
  );
};

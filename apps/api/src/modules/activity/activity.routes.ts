import {
  createEnquiryBodySchema,
  createEnquiryHeadersSchema,
  createEnquiryResponseSchema,
  listEnquiriesParamsSchema,
  listEnquiriesResponseSchema,
} from '@realty/contracts/activity/enquiries';
import {
  addFavoriteBodySchema,
  addFavoriteResponseSchema,
  duplicateFavoriteResponseSchema,
  favoritesUserParamsSchema,
  listFavoritesResponseSchema,
  removeFavoriteParamsSchema,
  removeFavoriteResponseSchema,
} from '@realty/contracts/activity/favorites';
import {
  listViewedSitesResponseSchema,
  recordViewBodySchema,
  recordViewResponseSchema,
  viewedSitesParamsSchema,
} from '@realty/contracts/activity/viewed-sites';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalSession } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import {
  type Actor,
  addFavorite,
  createEnquiry,
  listEnquiries,
  listFavorites,
  listViews,
  recordView,
  removeFavorite,
} from './activity.service.ts';

/** The caller as the activity rules see it; pending sign-in sessions count as guests. */
async function actorOf(request: FastifyRequest): Promise<Actor> {
  const session = await optionalSession(request);
  if (!session) return undefined;
  if (session.subjectType === 'user') return { kind: 'customer', userId: session.subjectId };
  if (session.subjectType === 'associate') return { kind: 'associate', assId: session.subjectId };
  return { kind: 'staff', staffId: session.subjectId };
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const security: Array<Record<string, string[]>> = [{ cookie: [] }, { bearer: [] }];

/**
 * Favourites, viewed sites and enquiries of a signed-in customer (docs/product/activity.md):
 * every route checks that the user id in the path or body is the session's own (403
 * otherwise), refuses associates (403 with the spec's message) and guests (401).
 */
export const activityRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/user/favorites/:userId',
    {
      schema: {
        tags: ['favourites'],
        summary: "A customer's favourites",
        security,
        params: favoritesUserParamsSchema,
        response: { 200: listFavoritesResponseSchema, ...errors },
      },
    },
    async (request) => listFavorites(db, await actorOf(request), request.params.userId),
  );

  app.post(
    '/user/favorites',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Save a favourite (409 when it is one already)',
        security,
        body: addFavoriteBodySchema,
        response: { 201: addFavoriteResponseSchema, ...errors, 409: duplicateFavoriteResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await addFavorite(db, await actorOf(request), request.body.user_id, request.body.site_id);
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/user/favorites/:favId/:userId',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Remove a favourite',
        security,
        params: removeFavoriteParamsSchema,
        response: { 200: removeFavoriteResponseSchema, ...errors },
      },
    },
    async (request) => removeFavorite(db, await actorOf(request), request.params.favId, request.params.userId),
  );

  app.post(
    '/user/viewed_site',
    {
      schema: {
        tags: ['viewed sites'],
        summary: 'Record that the customer viewed a property',
        security,
        body: recordViewBodySchema,
        response: { 200: recordViewResponseSchema, ...errors },
      },
    },
    async (request) => recordView(db, await actorOf(request), request.body.user_id, request.body.site_id),
  );

  app.get(
    '/user/viewed_site/:userId',
    {
      schema: {
        tags: ['viewed sites'],
        summary: 'Recently viewed properties, most recent first',
        security,
        params: viewedSitesParamsSchema,
        response: { 200: listViewedSitesResponseSchema, ...errors },
      },
    },
    async (request) => listViews(db, await actorOf(request), request.params.userId),
  );

  app.post(
    '/user/user_enquiry',
    {
      schema: {
        tags: ['enquiries'],
        summary: 'Send an enquiry about a property (retries with the same Idempotency-Key, or within 10 minutes, are not stored twice)',
        security,
        headers: createEnquiryHeadersSchema,
        body: createEnquiryBodySchema,
        response: { 200: createEnquiryResponseSchema, 201: createEnquiryResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const { response, created } = await createEnquiry(db, await actorOf(request), {
        userId: request.body.user_id,
        siteId: request.body.site_id,
        question: request.body.question,
        idempotencyKey: typeof header === 'string' ? header : undefined,
      });
      return reply.status(created ? 201 : 200).send(response);
    },
  );

  app.get(
    '/user/user_enquiry/:userId',
    {
      schema: {
        tags: ['enquiries'],
        summary: "A customer's enquiries with status and date",
        security,
        params: listEnquiriesParamsSchema,
        response: { 200: listEnquiriesResponseSchema, ...errors },
      },
    },
    async (request) => listEnquiries(db, await actorOf(request), request.params.userId),
  );
};

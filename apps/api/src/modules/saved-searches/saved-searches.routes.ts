import {
  createSavedSearchBodySchema,
  SAVED_SEARCH_MESSAGES as M,
  savedSearchDeletedResponseSchema,
  savedSearchListResponseSchema,
  savedSearchParamsSchema,
  savedSearchResponseSchema,
  updateSavedSearchBodySchema,
} from '@realty/contracts/activity/saved-searches';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSessionToken, requireCustomer } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import { consentChannelOf, recordSavedSearchAlertsConsent } from '../privacy/privacy.service.ts';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './saved-searches.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['saved searches'];
const security: Array<Record<string, string[]>> = [{ cookie: [] }, { bearer: [] }];
const customerOnly = { forbiddenMessage: M.customersOnly };

/**
 * A signed-in customer's saved searches (docs/product/alerts.md "Saving a search"):
 * `POST /api/user/saved-searches`, `GET /api/user/saved-searches`,
 * `PATCH`/`DELETE /api/user/saved-searches/{id}`. Guests get 401, associates, builders and staff
 * 403; an id of another customer's saved search 403 NOT_OWNER, an unknown one 404.
 */
export const savedSearchesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, identity }) => {
  app.post(
    '/user/saved-searches',
    {
      schema: {
        tags,
        security,
        summary: 'Save a search of the listing page (at most 20 a customer)',
        body: createSavedSearchBodySchema,
        response: { 201: savedSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = await requireCustomer(request, customerOnly);
      const data = await createSavedSearch(db, userId, request.body, identity.now());
      // saving a search with alerts is consent to them (docs/product/privacy.md, "Saved searches and their alerts")
      await recordSavedSearchAlertsConsent(db, userId, consentChannelOf(readSessionToken(request).source), identity.now());
      return reply.status(201).send({ success: true as const, message: M.saved, data });
    },
  );
  app.get(
    '/user/saved-searches',
    {
      schema: {
        tags,
        security,
        summary: "The customer's saved searches, newest first, with the listings matching now and new since the last alert",
        response: { 200: savedSearchListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireCustomer(request, customerOnly);
      return { success: true as const, data: await listSavedSearches(db, userId) };
    },
  );
  app.patch(
    '/user/saved-searches/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename, change, pause or resume a saved search',
        params: savedSearchParamsSchema,
        body: updateSavedSearchBodySchema,
        response: { 200: savedSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireCustomer(request, customerOnly);
      const { savedSearch, message } = await updateSavedSearch(db, userId, request.params.id, request.body, identity.now());
      // resuming a search's alerts gives the consent again (docs/product/privacy.md, "Saved searches and their alerts")
      if (request.body.paused === false) {
        await recordSavedSearchAlertsConsent(db, userId, consentChannelOf(readSessionToken(request).source), identity.now());
      }
      return { success: true as const, message, data: savedSearch };
    },
  );
  app.delete(
    '/user/saved-searches/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a saved search',
        params: savedSearchParamsSchema,
        response: { 200: savedSearchDeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireCustomer(request, customerOnly);
      await deleteSavedSearch(db, userId, request.params.id);
      return { success: true as const, message: M.deleted };
    },
  );
};

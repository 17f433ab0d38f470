import { unsubscribeBodySchema, unsubscribeQuerySchema, unsubscribeResponseSchema } from '@realty/contracts/activity/alerts';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../module-options.ts';
import { describeUnsubscribe, unsubscribe } from './unsubscribe.service.ts';

const tags = ['alerts'];
const errors = { 400: errorResponseSchema };
/**
 * At most 300 unsubscribe requests a minute per IP address: a token cannot be guessed, so this only
 * keeps link scanners cheap (a mail provider's scanner or a company's gateway may open many
 * customers' links from one address).
 */
const rateLimit = { max: 300, timeWindow: '1 minute' };

/**
 * The JSON routes of the unsubscribe page (docs/product/alerts.md, "Unsubscribing"), under
 * `/api`, no sign-in: `GET /api/alerts/unsubscribe?token=…` says what the link stops,
 * `POST /api/alerts/unsubscribe` `{ token }` stops it. A missing, damaged, forged or expired
 * token is a 400 naming `token`, never a 500.
 */
export const unsubscribeApiRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, identity }) => {
  app.get(
    '/alerts/unsubscribe',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'What an alert’s unsubscribe link stops (no sign-in)',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema, ...errors },
      },
    },
    async (request) => describeUnsubscribe(db, identity.keys, request.query.token, identity.now()),
  );
  app.post(
    '/alerts/unsubscribe',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Stop the alerts an unsubscribe link is for (no sign-in)',
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeResponseSchema, ...errors },
      },
    },
    async (request) => unsubscribe(db, identity.keys, request.body.token, identity.now()),
  );
};

/**
 * `POST /alerts/unsubscribe?token=…` at the page's own address: the RFC 8058 one-click
 * unsubscribe a mail client sends from the `List-Unsubscribe` header, with the body
 * `List-Unsubscribe=One-Click` (form-encoded or multipart; the body is not needed and not read).
 * Answers like `POST /api/alerts/unsubscribe`. (`GET` of the same address is the web page.)
 */
export const unsubscribeOneClickRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, identity }) => {
  // mail clients post a form; the token travels in the address, so the body is taken as text and ignored
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, body),
  );
  // at the English page's address and the Hindi one's (a Hindi account's alerts link to /hi/…)
  for (const path of ['/alerts/unsubscribe', '/hi/alerts/unsubscribe']) {
    app.post(
      path,
      {
        config: { rateLimit },
        schema: {
          tags,
          summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post), token in the address',
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribeResponseSchema, ...errors },
        },
      },
      async (request) => unsubscribe(db, identity.keys, request.query.token, identity.now()),
    );
  }
};

import { errorResponseSchema } from '@realty/contracts/common/envelope';
import { getSiteResponseSchema, siteIdParamsSchema } from '@realty/contracts/sites/get-site';
import { CATALOGUE_VERSION_HEADER, listSitesQuerySchema, listSitesResponseSchema } from '@realty/contracts/sites/list-sites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';
import { catalogueVersionOf } from './catalogue-writes.ts';
import { getSiteAt, listSitesJson } from './sites.service.ts';

/**
 * Public catalogue routes (docs/product/catalogue.md): `GET /api/sites` and `GET /api/sites/{id}`.
 * No credential of any kind (docs/decisions/0002-sessions-and-security.md).
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`" and "The detail page")
 */
export const sitesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { reads }) => {
  app.get(
    '/sites',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search, filter, sort and page the listings',
        querystring: listSitesQuerySchema,
        response: { 200: listSitesResponseSchema, 400: errorResponseSchema },
      },
    },
    // The answer is built (and cached) as JSON text by the service, whose types follow the schema above;
    // its header names the catalogue version it is of (docs/product/catalogue.md, "Freshness").
    async (request, reply) => {
      const { json, version } = await reads.run((db) => listSitesJson(db, request.query, catalogueVersionOf(request)));
      return reply
        .type('application/json; charset=utf-8')
        .header(CATALOGUE_VERSION_HEADER, String(version))
        .send(json as never);
    },
  );

  app.get(
    '/sites/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One listing with its related listings',
        params: siteIdParamsSchema,
        response: { 200: getSiteResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    // Sent as JSON bytes: the service's types follow the schema above (a test parses answers with it),
    // and checking every answer against it again cost about a tenth of the request. The bytes are
    // made once; the ETag's hash and the socket would each have encoded a string again.
    async (request, reply) => {
      const { answer, version } = await reads.run((db) => getSiteAt(db, request.params.id, catalogueVersionOf(request)));
      return reply
        .type('application/json; charset=utf-8')
        .header(CATALOGUE_VERSION_HEADER, String(version))
        .send(Buffer.from(JSON.stringify(answer)) as never);
    },
  );
};

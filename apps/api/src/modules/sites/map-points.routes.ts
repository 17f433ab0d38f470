import { errorResponseSchema } from '@realty/contracts/common/envelope';
import { mapPointsQuerySchema, mapPointsResponseSchema } from '@realty/contracts/sites/map-points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';
import { listMapPoints } from './map-points.service.ts';

/**
 * `GET /api/sites/map` (docs/product/catalogue.md, "The listing page"): the map view's listings —
 * every listing matching the query of `GET /api/sites` that has a location, up to
 * `MAP_POINTS_CAP`, saying when there were more. Public, read from the read replica when there is
 * one; bad filters answer 400 naming the field, as `GET /api/sites` does.
 */
export const mapPointsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { reads }) => {
  app.get(
    '/sites/map',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every matching listing with a location, for the map (capped)',
        querystring: mapPointsQuerySchema,
        response: { 200: mapPointsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => reads.run((db) => listMapPoints(db, request.query)),
  );
};

import { errorResponseSchema } from '@realty/contracts/common/envelope';
import { listPlacesQuerySchema, listPlacesResponseSchema } from '@realty/contracts/places/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';
import { listPlaces } from './places.service.ts';

/**
 * Public places route (docs/product/catalogue.md, "Places"): `GET /api/places` answers the states
 * with their cities, each city with its other names and localities. No credential of any kind.
 * @see docs/product/catalogue.md ("Places")
 */
export const placesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { reads }) => {
  app.get(
    '/places',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'States and their cities, with every name of each city',
        querystring: listPlacesQuerySchema,
        response: { 200: listPlacesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => reads.run((db) => listPlaces(db, request.query)),
  );
};

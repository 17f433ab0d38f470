import { developerParamsSchema, developerResponseSchema } from '@realty/contracts/builders/developers';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';
import { getDeveloper } from './developers.service.ts';

/**
 * Public developer profiles with their approved projects (docs/product/builders.md, "Public"):
 * `GET /api/developers/{id}`, open to everyone (404 for an unknown builder).
 * @see docs/product/builders.md
 */
export const developersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { reads }) => {
  app.get(
    '/developers/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A developer's public profile with its approved projects",
        params: developerParamsSchema,
        response: { 200: developerResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await reads.run((db) => getDeveloper(db, request.params.id)) }),
  );
};

import { siteStatsResponseSchema } from '@realty/contracts/content/site-stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';
import { getSiteStats } from './site-stats.service.ts';

/**
 * Public counters route: `GET /api/stats` (listings, associates, customers). No credential.
 * @see docs/product/content.md ("Counters")
 */
export const siteStatsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { reads }) => {
  app.get(
    '/stats',
    {
      schema: { tags: ['content'], summary: 'The home page counters, counted in the database', response: { 200: siteStatsResponseSchema } },
    },
    async () => reads.run((db) => getSiteStats(db)),
  );
};

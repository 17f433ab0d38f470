import { listTeamsResponseSchema } from '@realty/contracts/content/list-teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';
import { listTeams } from './teams.service.ts';

/**
 * Public team route (docs/product/content.md): `GET /api/teams`, ordered by `team_order`. No credential.
 * @see docs/product/content.md ("About (`/aboutpage`)")
 */
export const teamsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { reads }) => {
  app.get(
    '/teams',
    { schema: { tags: ['content'], summary: 'The team shown on the about page', response: { 200: listTeamsResponseSchema } } },
    async () => reads.run((db) => listTeams(db)),
  );
};

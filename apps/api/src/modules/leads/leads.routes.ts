import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';

/**
 * Lead routes of customers and associates (docs/product/pipeline.md, "Leads", "Matching").
 * @see docs/product/pipeline.md
 */
export const leadsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async () => {};

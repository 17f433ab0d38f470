import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';

/**
 * Site visit routes of customers and associates (docs/product/pipeline.md, "Site visits").
 * @see docs/product/pipeline.md
 */
export const visitsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async () => {};

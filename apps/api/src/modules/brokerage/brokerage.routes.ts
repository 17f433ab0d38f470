import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';

/**
 * Deals, earnings and network routes of associates (docs/product/pipeline.md, "Deals and brokerage").
 * @see docs/product/pipeline.md
 */
export const brokerageRoutes: FastifyPluginAsyncZod<ModuleOptions> = async () => {};

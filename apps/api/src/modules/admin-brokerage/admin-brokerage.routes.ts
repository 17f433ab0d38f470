import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';

/**
 * Back office deals and brokerage rules (docs/product/pipeline.md, "Deals and brokerage").
 * @see docs/product/pipeline.md
 */
export const adminBrokerageRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async () => {};

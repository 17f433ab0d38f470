import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';

/**
 * The verification queue and review of projects (docs/product/builders.md, "Verification").
 * @see docs/product/builders.md
 */
export const adminProjectsRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';

/**
 * Back office pipeline routes: leads, reassigning, the report, associate plans (docs/product/pipeline.md, "Back office").
 * @see docs/product/pipeline.md
 */
export const adminPipelineRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async () => {};

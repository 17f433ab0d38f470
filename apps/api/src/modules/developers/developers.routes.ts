import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';

/**
 * Public developer profiles with their approved projects (docs/product/builders.md, "Public").
 * @see docs/product/builders.md
 */
export const developersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async () => {};

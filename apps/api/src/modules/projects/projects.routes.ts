import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';

/**
 * A builder's projects: create, edit, media, submit, trail (docs/product/builders.md, "Projects").
 * @see docs/product/builders.md
 */
export const projectsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async () => {};

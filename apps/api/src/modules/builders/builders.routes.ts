import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';

/**
 * Builder account routes: OTP, sign-up, sign-in, profile (docs/product/builders.md, "Account").
 * @see docs/product/builders.md
 */
export const buildersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async () => {};

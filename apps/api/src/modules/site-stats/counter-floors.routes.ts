import { COUNTER_FLOOR_MESSAGES, counterFloorsBodySchema, counterSettingsResponseSchema } from '@realty/contracts/admin/counter-floors';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { getCounterSettings, saveCounterFloors } from './counter-floors.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ['back office'];

/** Reading the counters' floors: every staff member. */
const staffRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (scope, { db }) => {
  guardStaffRoutes(scope);
  scope.get(
    '/admin/counters',
    {
      schema: {
        tags,
        summary: "The home page counters: each one's marketing floor, today's count and the figure shown",
        response: { 200: counterSettingsResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await getCounterSettings(db) }),
  );
};

/** Saving the floors: admins only. */
const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (scope, { db, identity }) => {
  guardStaffRoutes(scope, 'admin');
  scope.put(
    '/admin/counters',
    {
      schema: {
        tags,
        summary: 'Set the home page counters’ marketing floors (admin only, audited; 0 for none)',
        body: counterFloorsBodySchema,
        response: { 200: counterSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await saveCounterFloors(db, staffCallerOf(request).staffId, request.body, identity.now());
      return { success: true as const, message: COUNTER_FLOOR_MESSAGES.saved, data };
    },
  );
};

/**
 * The home page counters in the back office (docs/product/back-office.md "Home page counters"):
 * `GET /api/admin/counters` for every staff member, `PUT /api/admin/counters`
 * `{ sites, associates, customers }` for admins only. Each part has its own staff guard, which
 * answers guests 401 and other roles 403 before any body is read.
 */
export const counterFloorsRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, options) => {
  await app.register(staffRoutes, options);
  await app.register(adminRoutes, options);
};

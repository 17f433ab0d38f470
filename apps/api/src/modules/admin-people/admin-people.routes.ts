import {
  ADMIN_PEOPLE_MESSAGES,
  adminListPeopleQuerySchema,
  adminListPeopleResponseSchema,
  adminPersonDetailResponseSchema,
  adminPersonParamsSchema,
  adminPersonResponseSchema,
  adminPersonStatusBodySchema,
} from '@realty/contracts/admin/people';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { getPerson, listPeople, setPersonStatus } from './people.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * Customer and associate records (docs/product/back-office.md, admin only): `GET /api/admin/people`
 * (Aadhaar and PAN masked), `GET /api/admin/people/{kind}/{id}` (one record; written to the staff
 * access log) and `PATCH /api/admin/people/{kind}/{id}` (disable ends the sessions).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export const adminPeopleRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { db, identity }) => {
  guardStaffRoutes(app, 'admin');
  app.get(
    '/admin/people',
    {
      schema: {
        tags: ['back office'],
        summary: 'Customers or associates (admin only)',
        querystring: adminListPeopleQuerySchema,
        response: { 200: adminListPeopleResponseSchema, ...errors },
      },
    },
    async (request) => listPeople(db, request.query),
  );
  app.get(
    '/admin/people/:kind/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'One customer or associate (admin only); the opening is written to the staff access log',
        params: adminPersonParamsSchema,
        response: { 200: adminPersonDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPerson(db, staffCallerOf(request), request.params.kind, request.params.id, identity.now()),
    }),
  );
  app.patch(
    '/admin/people/:kind/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Disable or enable a customer or associate (admin only)',
        params: adminPersonParamsSchema,
        body: adminPersonStatusBodySchema,
        response: { 200: adminPersonResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await setPersonStatus(db, staffCallerOf(request), request.params.kind, request.params.id, request.body.status);
      return {
        success: true as const,
        message: data.status === 'disabled' ? ADMIN_PEOPLE_MESSAGES.disabled : ADMIN_PEOPLE_MESSAGES.enabled,
        data,
      };
    },
  );
};

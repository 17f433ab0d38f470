import { pagingShape } from '@realty/contracts/admin/common';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import {
  ADMIN_PRIVACY_MESSAGES,
  accessLogQuerySchema,
  accessLogResponseSchema,
  adminGrievanceParamsSchema,
  adminGrievanceResponseSchema,
  adminGrievancesQuerySchema,
  adminGrievancesResponseSchema,
  breachesResponseSchema,
  breachRecordedResponseSchema,
  recordBreachBodySchema,
  resolveGrievanceBodySchema,
} from '@realty/contracts/privacy/admin-privacy';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { listAccessLog, listBreaches, listGrievances, recordBreach, resolveGrievance } from './admin-privacy.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * The back office's privacy routes (docs/product/privacy.md): for any staff member
 * `GET /api/admin/grievances` (the 90-day limit counting down) and
 * `POST /api/admin/grievances/{id}/resolve` `{ reply }`; for admins `GET /api/admin/access-log`,
 * `GET /api/admin/breaches` and `POST /api/admin/breaches` (records a breach and queues the
 * affected accounts' notices; docs/breach-playbook.md).
 */
export const adminPrivacyRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { db, identity, jobs }) => {
  guardStaffRoutes(app);
  app.get(
    '/admin/grievances',
    {
      schema: {
        tags: ['back office'],
        summary: 'Grievances about personal data, the soonest due first, with days left of the 90-day limit',
        querystring: adminGrievancesQuerySchema,
        response: { 200: adminGrievancesResponseSchema, ...errors },
      },
    },
    async (request) => listGrievances(db, request.query, identity.now()),
  );
  app.post(
    '/admin/grievances/:id/resolve',
    {
      schema: {
        tags: ['back office'],
        summary: 'Mark a grievance resolved with the reply given to the person (audited)',
        params: adminGrievanceParamsSchema,
        body: resolveGrievanceBodySchema,
        response: { 200: adminGrievanceResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await resolveGrievance(db, staffCallerOf(request).staffId, request.params.id, request.body.reply, identity.now());
      return { success: true as const, message: ADMIN_PRIVACY_MESSAGES.resolved, data };
    },
  );

  await app.register(async (scope) => {
    const admins = scope.withTypeProvider<ZodTypeProvider>();
    guardStaffRoutes(admins, 'admin');
    admins.get(
      '/admin/access-log',
      {
        schema: {
          tags: ['back office'],
          summary: 'Who of the staff opened which customer’s or associate’s record, and when (admin only)',
          querystring: accessLogQuerySchema,
          response: { 200: accessLogResponseSchema, ...errors },
        },
      },
      async (request) => listAccessLog(db, request.query),
    );
    admins.get(
      '/admin/breaches',
      {
        schema: {
          tags: ['back office'],
          summary: 'Recorded personal data breaches, newest first (admin only)',
          querystring: z.object(pagingShape),
          response: { 200: breachesResponseSchema, ...errors },
        },
      },
      async (request) => listBreaches(db, request.query.page, request.query.pageSize),
    );
    admins.post(
      '/admin/breaches',
      {
        schema: {
          tags: ['back office'],
          summary: 'Record a personal data breach and queue an SMS notice to each affected account (admin only)',
          body: recordBreachBodySchema,
          response: { 201: breachRecordedResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await recordBreach(db, jobs, staffCallerOf(request).staffId, request.body, identity.now())),
    );
  });
};

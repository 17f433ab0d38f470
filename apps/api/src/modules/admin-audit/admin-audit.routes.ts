import { listAuditQuerySchema, listAuditResponseSchema } from '@realty/contracts/admin/list-audit';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardStaffRoutes } from '../admin-auth/staff-guard.ts';
import type { ModuleOptions } from '../module-options.ts';
import { listAudit } from './audit.service.ts';

/**
 * `GET /api/admin/audit` (admin only): the audit log of staff changes, newest first.
 * @see docs/product/back-office.md ("Audit")
 */
export const adminAuditRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  guardStaffRoutes(app, 'admin');
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['back office'],
        summary: 'Audit log of staff changes (admin only)',
        querystring: listAuditQuerySchema,
        response: { 200: listAuditResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      return listAudit(db, request.query);
    },
  );
};

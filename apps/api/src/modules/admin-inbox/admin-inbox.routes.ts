import { adminIdParamsSchema } from '@realty/contracts/admin/common';
import {
  ADMIN_CONTACT_MESSAGES,
  adminListContactsQuerySchema,
  adminListContactsResponseSchema,
  adminUpdateContactBodySchema,
  adminUpdateContactResponseSchema,
} from '@realty/contracts/admin/list-contacts';
import {
  ADMIN_ENQUIRY_MESSAGES,
  adminListEnquiriesQuerySchema,
  adminListEnquiriesResponseSchema,
  adminUpdateEnquiryBodySchema,
  adminUpdateEnquiryResponseSchema,
} from '@realty/contracts/admin/list-enquiries';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { listContacts, listEnquiries, updateContact, updateEnquiry } from './inbox.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const tags = ['back office'];

/**
 * The inboxes of the back office (docs/product/back-office.md), for every staff member:
 * `GET /api/admin/contacts` and `PATCH /api/admin/contacts/{id}` (the public
 * `POST /api/admin/contacts` lives in the contacts module), `GET /api/admin/enquiries` and
 * `PATCH /api/admin/enquiries/{id}`.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export const adminInboxRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { db }) => {
  guardStaffRoutes(app);
  app.get(
    '/admin/contacts',
    {
      schema: {
        tags,
        summary: 'Contact requests, newest first',
        querystring: adminListContactsQuerySchema,
        response: { 200: adminListContactsResponseSchema, ...errors },
      },
    },
    async (request) => listContacts(db, request.query),
  );
  app.patch(
    '/admin/contacts/:id',
    {
      schema: {
        tags,
        summary: 'Mark a contact request handled (with a note) or unhandled',
        params: adminIdParamsSchema,
        body: adminUpdateContactBodySchema,
        response: { 200: adminUpdateContactResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await updateContact(db, staffCallerOf(request), request.params.id, request.body);
      return { success: true as const, message: data.is_handled ? ADMIN_CONTACT_MESSAGES.handled : ADMIN_CONTACT_MESSAGES.unhandled, data };
    },
  );
  app.get(
    '/admin/enquiries',
    {
      schema: {
        tags,
        summary: 'Customer enquiries, newest first',
        querystring: adminListEnquiriesQuerySchema,
        response: { 200: adminListEnquiriesResponseSchema, ...errors },
      },
    },
    async (request) => listEnquiries(db, request.query),
  );
  app.patch(
    '/admin/enquiries/:id',
    {
      schema: {
        tags,
        summary: 'Change an enquiry status (new, contacted, closed) with a note',
        params: adminIdParamsSchema,
        body: adminUpdateEnquiryBodySchema,
        response: { 200: adminUpdateEnquiryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await updateEnquiry(db, staffCallerOf(request), request.params.id, request.body);
      return { success: true as const, message: ADMIN_ENQUIRY_MESSAGES.statusSet(data.status), data };
    },
  );
};

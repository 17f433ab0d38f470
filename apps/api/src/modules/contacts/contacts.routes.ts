import { errorResponseSchema } from '@realty/contracts/common/envelope';
import {
  CONTACT_MESSAGES,
  createContactBodySchema,
  createContactHeadersSchema,
  createContactResponseSchema,
} from '@realty/contracts/content/create-contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../lib/app-error.ts';
import type { ModuleOptions } from '../module-options.ts';
import { createContact } from './contacts.service.ts';

/** Contact requests accepted from one IP address per {@link CONTACT_RATE_WINDOW}. */
export const CONTACT_RATE_MAX = 5;
/** Rate-limit window of the contact form: 10 minutes, in milliseconds. */
export const CONTACT_RATE_WINDOW = 10 * 60 * 1000;

/**
 * Public contact route (docs/product/content.md): `POST /api/admin/contacts`, no credential, limited
 * to {@link CONTACT_RATE_MAX} requests per IP per 10 minutes (429 with `Retry-After` and a
 * person-readable message). Answers 201 `{ success: true, message }`.
 * @see docs/product/content.md ("Contact (`/contactus`)")
 */
export const contactsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.post(
    '/admin/contacts',
    {
      config: {
        rateLimit: {
          max: CONTACT_RATE_MAX,
          timeWindow: CONTACT_RATE_WINDOW,
          errorResponseBuilder: (_request, context) => tooManyRequests(CONTACT_MESSAGES.tooMany, context.ttl / 1000),
        },
      },
      schema: {
        tags: ['content'],
        summary: 'Ask for a call back (contact form)',
        headers: createContactHeadersSchema,
        body: createContactBodySchema,
        response: { 201: createContactResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await createContact(db, request.body, request.headers['idempotency-key']);
      return reply.status(201).send(answer);
    },
  );
};

import { changeEmailRequestSchema } from '@realty/contracts/accounts/email-change';
import { confirmEmailRequestSchema, myEmailResponseSchema } from '@realty/contracts/accounts/email-confirmation';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../lib/public-origin.ts';
import { requireSession } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import { changeMyEmail, confirmEmail, getMyEmail, sendEmailConfirmation } from './account-email.service.ts';

/** Sending links: the per-account limits (one a minute, five a day) are the service's; this one only stops floods from one address. */
const SEND_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** Opening links: generous for people, useless for guessing 256-bit tokens. */
const CONFIRM_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The signed-in account's e-mail address and its confirmation (docs/product/accounts.md,
 * "E-mail confirmation"), for customers, associates and builders alike:
 * `GET /api/me/email`, `POST /api/me/email/confirmation` (sends the link) and
 * `PUT /api/me/email` `{ email }` (corrects the address and sends a link to the new one) and
 * `POST /api/me/email/confirm` `{ token }` (opens it; no sign-in needed).
 */
export const accountEmailRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { identity, env }) => {
  app.get(
    '/me/email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in account’s e-mail address and whether it is confirmed',
        response: { 200: myEmailResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => getMyEmail(identity, await requireSession(request)),
  );
  app.post(
    '/me/email/confirmation',
    {
      config: SEND_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a confirmation link to the signed-in account’s address (one a minute, five a day)',
        response: {
          200: myEmailResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const caller = await requireSession(request);
      return sendEmailConfirmation(identity, caller, publicOrigin(env.PUBLIC_ORIGIN, request));
    },
  );
  app.put(
    '/me/email',
    {
      config: SEND_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Change the signed-in account’s e-mail address; a confirmation link is sent to the new one',
        body: changeEmailRequestSchema,
        response: {
          200: myEmailResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const caller = await requireSession(request);
      return changeMyEmail(identity, caller, request.body.email, publicOrigin(env.PUBLIC_ORIGIN, request));
    },
  );
  app.post(
    '/me/email/confirm',
    {
      config: CONFIRM_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Confirm an e-mail address with the token of its link (single use, 24 hours)',
        body: confirmEmailRequestSchema,
        response: { 200: myEmailResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => confirmEmail(identity, request.body.token),
  );
};

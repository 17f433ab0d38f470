import { errorResponseSchema } from '@realty/contracts/common/envelope';
import {
  CONSENT_MESSAGES,
  consentChangeResponseSchema,
  consentParamsSchema,
  consentsResponseSchema,
  privacyNoticeResponseSchema,
} from '@realty/contracts/privacy/consents';
import {
  GRIEVANCE_MESSAGES,
  grievanceReceivedResponseSchema,
  myGrievanceBodySchema,
  publicGrievanceBodySchema,
} from '@realty/contracts/privacy/grievances';
import { NOMINEE_MESSAGES, nomineeBodySchema, nomineeChangeResponseSchema, nomineeResponseSchema } from '@realty/contracts/privacy/nominee';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../lib/app-error.ts';
import { readSessionToken, requireSession } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import {
  changeConsent,
  consentChannelOf,
  getNominee,
  listConsents,
  privacyNotice,
  privacySubjectOf,
  removeNominee,
  saveNominee,
  submitMyGrievance,
  submitPublicGrievance,
} from './privacy.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
/** Changes by a signed-in person: generous for people, a wall for scripts. */
const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** The public grievance form: five a quarter of an hour from one address (429 in words). */
const PUBLIC_GRIEVANCE_LIMIT = {
  rateLimit: {
    max: 5,
    timeWindow: '15 minutes',
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) => tooManyRequests(GRIEVANCE_MESSAGES.tooMany, context.ttl / 1000),
  },
};

/**
 * Privacy for everyone (docs/product/privacy.md): `GET /api/privacy/notice` (the notice version
 * and grievance officer, public), `GET /api/me/consents`, `PUT`/`DELETE /api/me/consents/{purpose}`,
 * `GET`/`PUT`/`DELETE /api/me/nominee`, `POST /api/me/grievances` (any signed-in customer,
 * associate or builder; staff 403) and `POST /api/grievances` (anyone; rate-limited). No route
 * takes an account id: each acts on the caller's own account.
 */
export const privacyRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, env, identity }) => {
  app.get(
    '/privacy/notice',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The privacy notice’s version and the grievance officer’s name and e-mail',
        response: { 200: privacyNoticeResponseSchema },
      },
    },
    async () => privacyNotice(env),
  );

  app.get(
    '/me/consents',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Every consent purpose of the signed-in account: given, withdrawn or not asked, the notice version, when and the channel',
        response: { 200: consentsResponseSchema, ...errors },
      },
    },
    async (request) => listConsents(db, privacySubjectOf(await requireSession(request))),
  );

  for (const [method, action] of [
    ['PUT', 'given'],
    ['DELETE', 'withdrawn'],
  ] as const) {
    app.route({
      method,
      url: '/me/consents/:purpose',
      config: WRITE_LIMIT,
      schema: {
        tags: ['privacy'],
        summary:
          action === 'given'
            ? 'Give consent to a purpose (recorded with the notice version, time and channel)'
            : 'Withdraw consent to a purpose: recorded, and what is queued for it is dropped at once',
        params: consentParamsSchema,
        response: { 200: consentChangeResponseSchema, ...errors },
      },
      handler: async (request) => {
        const subject = privacySubjectOf(await requireSession(request));
        const { purpose } = request.params;
        const channel = consentChannelOf(readSessionToken(request).source);
        const data = await changeConsent(db, subject, purpose, action, channel, identity.now());
        return { success: true as const, message: action === 'given' ? CONSENT_MESSAGES.given : CONSENT_MESSAGES.withdrawn, data };
      },
    });
  }

  app.get(
    '/me/nominee',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The signed-in account’s nominee (data null when none is named)',
        response: { 200: nomineeResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getNominee(db, privacySubjectOf(await requireSession(request))) }),
  );
  app.put(
    '/me/nominee',
    {
      config: WRITE_LIMIT,
      schema: {
        tags: ['privacy'],
        summary: 'Name or replace the nominee who may exercise the account holder’s rights on their death or incapacity',
        body: nomineeBodySchema,
        response: { 200: nomineeChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const subject = privacySubjectOf(await requireSession(request));
      const data = await saveNominee(db, subject, request.body, identity.now());
      return { success: true as const, message: NOMINEE_MESSAGES.saved, data };
    },
  );
  app.delete(
    '/me/nominee',
    {
      config: WRITE_LIMIT,
      schema: { tags: ['privacy'], summary: 'Remove the nominee', response: { 200: nomineeChangeResponseSchema, ...errors } },
    },
    async (request) => {
      await removeNominee(db, privacySubjectOf(await requireSession(request)));
      return { success: true as const, message: NOMINEE_MESSAGES.removed, data: null };
    },
  );

  app.post(
    '/me/grievances',
    {
      config: WRITE_LIMIT,
      schema: {
        tags: ['privacy'],
        summary: 'Make a grievance about one’s personal data (answered within 90 days)',
        body: myGrievanceBodySchema,
        response: { 201: grievanceReceivedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const subject = privacySubjectOf(await requireSession(request), GRIEVANCE_MESSAGES.notForStaff);
      return reply.status(201).send(await submitMyGrievance(db, subject, request.body, identity.now()));
    },
  );
  app.post(
    '/grievances',
    {
      config: PUBLIC_GRIEVANCE_LIMIT,
      schema: {
        tags: ['privacy'],
        summary: 'Anyone’s grievance about personal data: name, mobile or e-mail, text (the form on /privacy)',
        body: publicGrievanceBodySchema,
        response: { 201: grievanceReceivedResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await submitPublicGrievance(db, request.body, identity.now())),
  );
};

import { errorResponseSchema } from '@realty/contracts/common/envelope';
import {
  dataExportParamsSchema,
  dataExportStartedSchema,
  dataExportStatusSchema,
  latestDataExportSchema,
} from '@realty/contracts/privacy-rights/data-export';
import { deletionRequestSchema, deletionStateSchema, privacyOtpSentSchema } from '@realty/contracts/privacy-rights/deletion';
import { PRIVACY_RIGHTS_MESSAGES } from '@realty/contracts/privacy-rights/messages';
import { mobileChangeOtpRequestSchema, myProfileSchema, updateProfileRequestSchema } from '@realty/contracts/privacy-rights/profile';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { sendAttachment } from '../../lib/attachment.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { requireSession } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import { getDataExport, latestDataExport, type RightsCaller, requestDataExport } from './data-export.service.ts';
import { cancelMyDeletion, deletionState, requestDeletion, sendDeletionOtp } from './deletion.service.ts';
import { getMyProfile, sendMobileChangeOtp, updateMyProfile } from './profile.service.ts';

/** OTP sends and export requests: the per-mobile OTP limits are the identity core's; this only stops floods. */
const SEND_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** Errors every route here may answer. */
const ERRORS = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;

/**
 * The signed-in account of any kind but staff (customer, associate, builder), as a {@link RightsCaller}.
 * @throws AppError 401 without a session; 403 for staff.
 */
async function rightsCaller(request: FastifyRequest): Promise<RightsCaller> {
  const session = await requireSession(request);
  if (session.subjectType === 'staff') throw new AppError(403, PRIVACY_RIGHTS_MESSAGES.staffNotAllowed);
  return { kind: session.subjectType, id: session.subjectId };
}

/**
 * The person's rights over their data (docs/product/privacy-rights.md), for customers, associates
 * and builders alike: access (`POST /api/me/data-export`, `GET /api/me/data-export[/{exportId}]`),
 * correction (`GET`/`PATCH /api/me/profile`, `POST /api/me/profile/mobile-otp`) and erasure
 * (`POST /api/me/deletion/otp`, `GET`/`POST`/`DELETE /api/me/deletion`).
 */
export const privacyRightsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { identity, env, jobs }) => {
  const deps = { db: identity.db, now: () => identity.now() };

  app.post(
    '/me/data-export',
    {
      config: SEND_LIMIT,
      schema: {
        tags: ['privacy'],
        summary: 'Ask for a copy of everything the account holds; a background job builds the ZIP',
        response: { 202: dataExportStartedSchema, ...ERRORS, 429: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await requestDataExport(deps, jobs, await rightsCaller(request))),
  );
  app.get(
    '/me/data-export',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The newest data export of the account, if any',
        response: { 200: latestDataExportSchema, ...ERRORS },
      },
    },
    async (request) => latestDataExport(deps, await rightsCaller(request)),
  );
  app.get(
    '/me/data-export/:exportId',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The export: its state while pending, the ZIP (application/zip) when ready; 410 after 7 days',
        params: dataExportParamsSchema,
        response: { 200: dataExportStatusSchema, ...ERRORS, 404: errorResponseSchema, 410: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await getDataExport(deps, await rightsCaller(request), request.params.exportId);
      if ('zip' in answer) {
        void reply.header('Cache-Control', 'private, no-store');
        return sendAttachment(reply, answer.zip, 'application/zip', answer.fileName);
      }
      return answer;
    },
  );

  app.get(
    '/me/profile',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The account’s own details, and which it can correct',
        response: { 200: myProfileSchema, ...ERRORS },
      },
    },
    async (request) => getMyProfile(identity, await rightsCaller(request)),
  );
  app.patch(
    '/me/profile',
    {
      config: SEND_LIMIT,
      schema: {
        tags: ['privacy'],
        summary: 'Correct the account’s details (a new mobile with the OTP sent to it; a new e-mail is sent a confirmation link)',
        body: updateProfileRequestSchema,
        response: { 200: myProfileSchema, ...ERRORS, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => updateMyProfile(identity, await rightsCaller(request), request.body, publicOrigin(env.PUBLIC_ORIGIN, request)),
  );
  app.post(
    '/me/profile/mobile-otp',
    {
      config: SEND_LIMIT,
      schema: {
        tags: ['privacy'],
        summary: 'Send an OTP to the new mobile number',
        body: mobileChangeOtpRequestSchema,
        response: { 200: privacyOtpSentSchema, ...ERRORS, 409: errorResponseSchema, 429: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request) => {
      const resendAfter = await sendMobileChangeOtp(identity, await rightsCaller(request), request.body.mobile, request.ip);
      return { success: true as const, message: PRIVACY_RIGHTS_MESSAGES.mobileOtpSent, resend_after: resendAfter };
    },
  );

  app.get(
    '/me/deletion',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Whether the account is being deleted, and when it will be erased',
        response: { 200: deletionStateSchema, ...ERRORS },
      },
    },
    async (request) => deletionState(identity.db, await rightsCaller(request)),
  );
  app.post(
    '/me/deletion/otp',
    {
      config: SEND_LIMIT,
      schema: {
        tags: ['privacy'],
        summary: 'Send the OTP that confirms deleting the account (409 while an associate is owed money)',
        response: { 200: privacyOtpSentSchema, ...ERRORS, 409: errorResponseSchema, 429: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request) => {
      const resendAfter = await sendDeletionOtp(identity, await rightsCaller(request), request.ip);
      return { success: true as const, message: PRIVACY_RIGHTS_MESSAGES.deletionOtpSent, resend_after: resendAfter };
    },
  );
  app.post(
    '/me/deletion',
    {
      config: SEND_LIMIT,
      schema: {
        tags: ['privacy'],
        summary: 'Delete the account: closed at once, personal data erased after the grace period',
        body: deletionRequestSchema,
        response: { 200: deletionStateSchema, ...ERRORS, 409: errorResponseSchema },
      },
    },
    async (request) => requestDeletion(identity, jobs, await rightsCaller(request), request.body.otp),
  );
  app.delete(
    '/me/deletion',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Cancel the deletion during the grace period; the account is open again',
        response: { 200: deletionStateSchema, ...ERRORS, 409: errorResponseSchema },
      },
    },
    async (request) => cancelMyDeletion(identity, await rightsCaller(request)),
  );
};

import { associateFindParamsSchema, associateFindResponseSchema } from '@realty/contracts/accounts/associate-find';
import { associateSignInRequestSchema } from '@realty/contracts/accounts/associate-sign-in';
import { associateSignInAnswerSchema } from '@realty/contracts/accounts/associate-sign-in-answer';
import {
  associateSignInResendOtpRequestSchema,
  associateSignInResendOtpResponseSchema,
} from '@realty/contracts/accounts/associate-sign-in-resend-otp';
import {
  associateSignInVerifyOtpRequestSchema,
  associateSignInVerifyOtpResponseSchema,
} from '@realty/contracts/accounts/associate-sign-in-verify-otp';
import {
  associateDuplicateResponseSchema,
  associateSignUpRequestSchema,
  associateSignUpResponseSchema,
} from '@realty/contracts/accounts/associate-sign-up';
import { associateSponsorParamsSchema, associateSponsorResponseSchema } from '@realty/contracts/accounts/associate-sponsor';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadSession, requireAssociate, setSessionCookie } from '../../plugins/session.ts';
import type { AccountsRouteOptions } from '../auth/accounts.routes.ts';
import {
  DuplicateAssociateError,
  findOwnAssociate,
  findSponsor,
  resendAssociateSignInOtp,
  signInAssociate,
  signUpAssociate,
  verifyAssociateSignInOtp,
} from './associates.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};
const SIGN_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * `/api/associate/*` (accounts.md §7 "Associate"): sponsor lookup, sign-up, sign-in (with its OTP
 * step while the account is locked, docs/decisions/0006-account-sign-in-limits.md) and the own profile.
 */
export const associatesRoutes: FastifyPluginAsyncZod<AccountsRouteOptions> = async (app, { accounts }) => {
  app.get(
    '/associate/sponsor/:memberId',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Look a sponsor up by member id',
        params: associateSponsorParamsSchema,
        response: { 200: associateSponsorResponseSchema, ...errors },
      },
    },
    async (request) => findSponsor(accounts, request.params.memberId),
  );
  app.post(
    '/associate/sign-up',
    {
      config: SIGN_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Register an associate under a sponsor',
        body: associateSignUpRequestSchema,
        response: { 201: associateSignUpResponseSchema, 409: z.union([associateDuplicateResponseSchema, errorResponseSchema]), ...errors },
      },
    },
    async (request, reply) => {
      try {
        const { body, session } = await signUpAssociate(accounts, request.body);
        setSessionCookie(reply, session.token, session.lifetimeMs);
        return reply.code(201).send(body);
      } catch (error) {
        if (!(error instanceof DuplicateAssociateError)) throw error;
        return reply.code(409).send({
          success: false as const,
          error: 'DUPLICATE' as const,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
        });
      }
    },
  );
  app.post(
    '/associate/sign-in',
    {
      config: SIGN_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Associate sign-in (no OTP step, unless the account is locked after too many wrong passwords)',
        body: associateSignInRequestSchema,
        response: { 200: associateSignInAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body, session } = await signInAssociate(accounts, request.body, request.ip);
      setSessionCookie(reply, session.token, session.lifetimeMs);
      return body;
    },
  );
  app.post(
    '/associate/sign-in/verify-otp',
    {
      config: SIGN_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Locked associate sign-in, step 2: the OTP; activates the pending session',
        body: associateSignInVerifyOtpRequestSchema,
        response: { 200: associateSignInVerifyOtpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body, session } = await verifyAssociateSignInOtp(accounts, { ...request.body, pending: await loadSession(request) });
      setSessionCookie(reply, session.token, session.lifetimeMs);
      return body;
    },
  );
  app.post(
    '/associate/sign-in/resend-otp',
    {
      config: SIGN_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Send the locked associate sign-in OTP again',
        body: associateSignInResendOtpRequestSchema,
        response: { 200: associateSignInResendOtpResponseSchema, ...errors },
      },
    },
    async (request) =>
      resendAssociateSignInOtp(accounts, { mobile: request.body.mobile, ip: request.ip, pending: await loadSession(request) }),
  );
  app.get(
    '/associate/find-associate/:mobile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in associate’s own profile (Aadhaar and PAN masked)',
        params: associateFindParamsSchema,
        response: { 200: associateFindResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return findOwnAssociate(accounts, assId, request.params.mobile);
    },
  );
};

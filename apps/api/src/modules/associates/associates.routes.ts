import {
  associateCheckAadhaarRequestSchema,
  associateCheckAadhaarResponseSchema,
} from '@realty/contracts/accounts/associate-check-aadhaar';
import { associateCheckEmailRequestSchema, associateCheckEmailResponseSchema } from '@realty/contracts/accounts/associate-check-email';
import { associateCheckMobileRequestSchema, associateCheckMobileResponseSchema } from '@realty/contracts/accounts/associate-check-mobile';
import { associateCheckPanRequestSchema, associateCheckPanResponseSchema } from '@realty/contracts/accounts/associate-check-pan';
import { associateFindParamsSchema, associateFindResponseSchema } from '@realty/contracts/accounts/associate-find';
import { associateSendOtpRequestSchema, associateSendOtpResponseSchema } from '@realty/contracts/accounts/associate-send-otp';
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
import { associateVerifyOtpRequestSchema, associateVerifyOtpResponseSchema } from '@realty/contracts/accounts/associate-verify-otp';
import { pushSubscriptionBodySchema, pushSubscriptionResponseSchema } from '@realty/contracts/accounts/push-subscription';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberRegistry } from '../../providers/member-registry/member-registry.ts';
import { OTP_LIMIT, postSendOtp, postSignIn, postVerifyOtp, SIGN_LIMIT } from '../identity/account-endpoints.ts';
import { requireAssociate, setSessionCookie } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import {
  type AssociatesContext,
  checkAssociateField,
  DuplicateAssociateError,
  findOwnAssociate,
  findSponsor,
  resendAssociateSignInOtp,
  saveAssociatePushSubscription,
  sendAssociateOtp,
  signInAssociate,
  signUpAssociate,
  verifyAssociateOtp,
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
/** Duplicate checks answer while people type: generous, but not a free enumeration service. */
const CHECK_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** What the associates' routes receive from app.ts: the module options and the member registry. */
export type AssociatesRouteOptions = ModuleOptions & { registry: MemberRegistry };

/**
 * The associate account kind's routes (docs/product/accounts.md, "Associate sign-up", "Associate
 * sign-in"): `/api/auth/associate/*` (duplicate checks, the sign-up OTP) and `/api/associate/*`
 * (sponsor lookup, sign-up, sign-in with its OTP step while the account is locked,
 * docs/decisions/0006-account-sign-in-limits.md, and the own profile).
 */
export const associatesRoutes: FastifyPluginAsyncZod<AssociatesRouteOptions> = async (app, { identity, registry }) => {
  // built per request from the one identity context, so a clock set on it applies here too
  const withRegistry = (): AssociatesContext => ({ ...identity, registry });
  const accounts = identity;
  app.post(
    '/auth/associate/check-email',
    {
      config: CHECK_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Is this e-mail already an associate’s?',
        body: associateCheckEmailRequestSchema,
        response: { 200: associateCheckEmailResponseSchema, ...errors },
      },
    },
    async (request) => checkAssociateField(withRegistry(), 'email', request.body.email),
  );
  app.post(
    '/auth/associate/check-mobile',
    {
      config: CHECK_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Is this mobile already an associate’s?',
        body: associateCheckMobileRequestSchema,
        response: { 200: associateCheckMobileResponseSchema, ...errors },
      },
    },
    async (request) => checkAssociateField(withRegistry(), 'mobile', request.body.mobile),
  );
  app.post(
    '/auth/associate/check-aadhaar',
    {
      config: CHECK_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Is this Aadhaar number already registered?',
        body: associateCheckAadhaarRequestSchema,
        response: { 200: associateCheckAadhaarResponseSchema, ...errors },
      },
    },
    async (request) => checkAssociateField(withRegistry(), 'aadhaar', request.body.aadhaar),
  );
  app.post(
    '/auth/associate/check-pan',
    {
      config: CHECK_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Is this PAN already registered?',
        body: associateCheckPanRequestSchema,
        response: { 200: associateCheckPanResponseSchema, ...errors },
      },
    },
    async (request) => checkAssociateField(withRegistry(), 'pan', request.body.pan),
  );
  app.post(
    '/auth/associate/send-otp',
    {
      config: OTP_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Send the associate sign-up OTP',
        body: associateSendOtpRequestSchema,
        response: { 200: associateSendOtpResponseSchema, ...errors },
      },
    },
    async (request) => sendAssociateOtp(withRegistry(), request.body.mobile, request.ip, request.body.language),
  );
  app.post(
    '/auth/associate/verify-otp',
    {
      config: OTP_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Verify the associate sign-up OTP',
        body: associateVerifyOtpRequestSchema,
        response: { 200: associateVerifyOtpResponseSchema, ...errors },
      },
    },
    async (request) => verifyAssociateOtp(accounts, request.body.mobile, request.body.otp),
  );
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
    async (request) => findSponsor(withRegistry(), request.params.memberId),
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
        const { body, session } = await signUpAssociate(withRegistry(), request.body);
        setSessionCookie(reply, session.token, session.lifetimeMs);
        return reply.code(201).send(body);
      } catch (error) {
        if (!(error instanceof DuplicateAssociateError)) throw error;
        return reply.code(409).send({
          success: false as const,
          error: 'DUPLICATE' as const,
          code: error.code as 'EMAIL_TAKEN' | 'MOBILE_TAKEN' | 'AADHAAR_TAKEN' | 'PAN_TAKEN',
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
        });
      }
    },
  );
  postSignIn(app, accounts, {
    tag: 'accounts',
    path: '/associate/sign-in',
    summary: 'Associate sign-in (no OTP step, unless the account is locked after too many wrong passwords)',
    body: associateSignInRequestSchema,
    answer: associateSignInAnswerSchema,
    errors,
    signIn: signInAssociate,
  });
  postVerifyOtp(app, accounts, {
    tag: 'accounts',
    path: '/associate/sign-in/verify-otp',
    summary: 'Locked associate sign-in, step 2: the OTP; activates the pending session',
    body: associateSignInVerifyOtpRequestSchema,
    answer: associateSignInVerifyOtpResponseSchema,
    limit: SIGN_LIMIT,
    errors,
    verify: verifyAssociateSignInOtp,
  });
  postSendOtp(app, accounts, {
    tag: 'accounts',
    path: '/associate/sign-in/resend-otp',
    summary: 'Send the locked associate sign-in OTP again',
    body: associateSignInResendOtpRequestSchema,
    answer: associateSignInResendOtpResponseSchema,
    limit: SIGN_LIMIT,
    errors,
    send: resendAssociateSignInOtp,
  });
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
  app.put(
    '/associate/push_subscription',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Save the signed-in associate’s Web Push subscription (offer alerts turned on)',
        body: pushSubscriptionBodySchema,
        response: { 200: pushSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request);
      return saveAssociatePushSubscription(accounts, assId, request.body.token);
    },
  );
};

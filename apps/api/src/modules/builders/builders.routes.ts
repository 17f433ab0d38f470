import { builderProfileResponseSchema } from '@realty/contracts/accounts/builder-profile';
import { builderSendOtpRequestSchema, builderSendOtpResponseSchema } from '@realty/contracts/accounts/builder-send-otp';
import { builderSignInRequestSchema, builderSignInResponseSchema } from '@realty/contracts/accounts/builder-sign-in';
import { builderSignUpRequestSchema, builderSignUpResponseSchema } from '@realty/contracts/accounts/builder-sign-up';
import { builderVerifyOtpRequestSchema, builderVerifyOtpResponseSchema } from '@realty/contracts/accounts/builder-verify-otp';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postSendOtp, postSignIn, postSignUp, postVerifyOtp } from '../identity/account-endpoints.ts';
import { requireBuilder } from '../identity/guards.ts';
import { sendAccountOtp, verifyAccountOtp } from '../identity/otp-account.service.ts';
import type { ModuleOptions } from '../module-options.ts';
import { builderKind } from './builder-account.ts';
import { getBuilderProfile, signInBuilder, signUpBuilder } from './builders.service.ts';

/**
 * Builder account routes (docs/product/builders.md, "Account"): `/api/auth/builder/send-otp` and
 * `/verify-otp` (the customers' shapes), `/api/builder/sign-up`, `/api/builder/sign-in` (password,
 * then the OTP through verify-otp) and `/api/builder/profile`. The OTP, sign-up and sign-in
 * endpoints are the customers' ones, declared with the shared `account-endpoints.ts`; sign-in,
 * OTPs and sessions run on the identity core; logout and `GET /api/auth/session` are the identity routes'.
 * @see docs/product/builders.md
 */
export const buildersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { identity }) => {
  postSendOtp(app, identity, {
    tag: 'builders',
    path: '/auth/builder/send-otp',
    summary: 'Send a builder OTP (signup; signin resend while a builder sign-in is pending)',
    body: builderSendOtpRequestSchema,
    answer: builderSendOtpResponseSchema,
    send: (ctx, params) => sendAccountOtp(ctx, builderKind, params),
  });
  postVerifyOtp(app, identity, {
    tag: 'builders',
    path: '/auth/builder/verify-otp',
    summary: 'Verify a builder OTP; the signin step activates the pending session',
    body: builderVerifyOtpRequestSchema,
    answer: builderVerifyOtpResponseSchema,
    verify: (ctx, params) => verifyAccountOtp(ctx, builderKind, params),
  });
  postSignUp(app, identity, {
    tag: 'builders',
    path: '/builder/sign-up',
    summary: 'Create a builder account (mobile verified by OTP; optional GSTIN checked by its check digit)',
    body: builderSignUpRequestSchema,
    answer: builderSignUpResponseSchema,
    signUp: signUpBuilder,
  });
  postSignIn(app, identity, {
    tag: 'builders',
    path: '/builder/sign-in',
    summary: 'Builder sign-in, step 1: password; opens a pending session and sends an OTP',
    body: builderSignInRequestSchema,
    answer: builderSignInResponseSchema,
    signIn: signInBuilder,
  });
  app.get(
    '/builder/profile',
    {
      schema: {
        tags: ['builders'],
        summary: 'The signed-in builder’s profile',
        response: { 200: builderProfileResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const { builderId } = await requireBuilder(request);
      return getBuilderProfile(identity, builderId);
    },
  );
};

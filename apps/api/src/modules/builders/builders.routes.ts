import { builderProfileResponseSchema } from '@realty/contracts/accounts/builder-profile';
import { builderSendOtpRequestSchema, builderSendOtpResponseSchema } from '@realty/contracts/accounts/builder-send-otp';
import { builderSignInRequestSchema, builderSignInResponseSchema } from '@realty/contracts/accounts/builder-sign-in';
import { builderSignUpRequestSchema, builderSignUpResponseSchema } from '@realty/contracts/accounts/builder-sign-up';
import { builderVerifyOtpRequestSchema, builderVerifyOtpResponseSchema } from '@realty/contracts/accounts/builder-verify-otp';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadSession, requireBuilder, setSessionCookie } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import { getBuilderProfile, sendBuilderOtp, signInBuilder, signUpBuilder, verifyBuilderOtp } from './builders.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const SIGN_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const OTP_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * Builder account routes (docs/product/builders.md, "Account"): `/api/auth/builder/send-otp` and
 * `/verify-otp` (the customers' shapes), `/api/builder/sign-up`, `/api/builder/sign-in` (password,
 * then the OTP through verify-otp) and `/api/builder/profile`. Sign-in, OTPs and sessions run on
 * the identity core; logout and `GET /api/auth/session` are the identity routes'.
 * @see docs/product/builders.md
 */
export const buildersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { identity }) => {
  app.post(
    '/auth/builder/send-otp',
    {
      config: OTP_LIMIT,
      schema: {
        tags: ['builders'],
        summary: 'Send a builder OTP (signup; signin resend while a builder sign-in is pending)',
        body: builderSendOtpRequestSchema,
        response: { 200: builderSendOtpResponseSchema, ...errors },
      },
    },
    async (request) =>
      sendBuilderOtp(identity, {
        mobile: request.body.mobile,
        purpose: request.body.purpose,
        language: request.body.language,
        ip: request.ip,
        pending: await loadSession(request),
      }),
  );
  app.post(
    '/auth/builder/verify-otp',
    {
      config: OTP_LIMIT,
      schema: {
        tags: ['builders'],
        summary: 'Verify a builder OTP; the signin step activates the pending session',
        body: builderVerifyOtpRequestSchema,
        response: { 200: builderVerifyOtpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body, session } = await verifyBuilderOtp(identity, { ...request.body, pending: await loadSession(request) });
      if (session) setSessionCookie(reply, session.token, session.lifetimeMs);
      return body;
    },
  );
  app.post(
    '/builder/sign-up',
    {
      config: SIGN_LIMIT,
      schema: {
        tags: ['builders'],
        summary: 'Create a builder account (mobile verified by OTP; optional GSTIN checked by its check digit)',
        body: builderSignUpRequestSchema,
        response: { 201: builderSignUpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body, session } = await signUpBuilder(identity, request.body);
      setSessionCookie(reply, session.token, session.lifetimeMs);
      return reply.code(201).send(body);
    },
  );
  app.post(
    '/builder/sign-in',
    {
      config: SIGN_LIMIT,
      schema: {
        tags: ['builders'],
        summary: 'Builder sign-in, step 1: password; opens a pending session and sends an OTP',
        body: builderSignInRequestSchema,
        response: { 200: builderSignInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body, session } = await signInBuilder(identity, request.body, request.ip);
      setSessionCookie(reply, session.token, session.lifetimeMs);
      return body;
    },
  );
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

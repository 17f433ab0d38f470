import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { pushSubscriptionBodySchema, pushSubscriptionResponseSchema } from '@realty/contracts/accounts/push-subscription';
import { userCheckEmailRequestSchema, userCheckEmailResponseSchema } from '@realty/contracts/accounts/user-check-email';
import { userCheckMobileRequestSchema, userCheckMobileResponseSchema } from '@realty/contracts/accounts/user-check-mobile';
import { userLocationsRequestSchema, userLocationsResponseSchema } from '@realty/contracts/accounts/user-locations';
import { userProfileResponseSchema } from '@realty/contracts/accounts/user-profile';
import { userResetPasswordRequestSchema, userResetPasswordResponseSchema } from '@realty/contracts/accounts/user-reset-password';
import { userSendOtpRequestSchema, userSendOtpResponseSchema } from '@realty/contracts/accounts/user-send-otp';
import { userSignInRequestSchema, userSignInResponseSchema } from '@realty/contracts/accounts/user-sign-in';
import { userSignUpRequestSchema, userSignUpResponseSchema } from '@realty/contracts/accounts/user-sign-up';
import { userVerifyOtpRequestSchema, userVerifyOtpResponseSchema } from '@realty/contracts/accounts/user-verify-otp';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameUser, loadSession, requireCustomer, setSessionCookie } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import {
  checkCustomerEmail,
  checkCustomerMobile,
  getCustomerProfile,
  resetCustomerPassword,
  saveCustomerLocation,
  saveCustomerPushSubscription,
  sendCustomerOtp,
  signInCustomer,
  signUpCustomer,
  verifyCustomerOtp,
} from './users.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const SIGN_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** Duplicate checks answer while people type: generous, but not a free enumeration service. */
const CHECK_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const OTP_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The customer account kind's routes (docs/product/accounts.md, "Customer sign-up", "Customer
 * sign-in"): `/api/auth/user/*` (duplicate checks, OTPs, password reset) and `/api/user/*`
 * (sign-up, sign-in, location and profile). Sign-in and OTPs run on the identity core.
 */
export const usersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { identity: accounts }) => {
  app.post(
    '/auth/user/check-email',
    {
      config: CHECK_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Is this e-mail already a customer’s?',
        body: userCheckEmailRequestSchema,
        response: { 200: userCheckEmailResponseSchema, ...errors },
      },
    },
    async (request) => checkCustomerEmail(accounts, request.body.email),
  );
  app.post(
    '/auth/user/check-mobile',
    {
      config: CHECK_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Is this mobile already a customer’s?',
        body: userCheckMobileRequestSchema,
        response: { 200: userCheckMobileResponseSchema, ...errors },
      },
    },
    async (request) => checkCustomerMobile(accounts, request.body.mobile),
  );
  app.post(
    '/auth/user/send-otp',
    {
      config: OTP_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Send a customer OTP (signup, signin resend, reset; without purpose: signin while a sign-in is pending, else signup)',
        body: userSendOtpRequestSchema,
        response: { 200: userSendOtpResponseSchema, ...errors },
      },
    },
    async (request) =>
      sendCustomerOtp(accounts, {
        mobile: request.body.mobile,
        purpose: request.body.purpose,
        language: request.body.language,
        ip: request.ip,
        pending: await loadSession(request),
      }),
  );
  app.post(
    '/auth/user/verify-otp',
    {
      config: OTP_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Verify a customer OTP; the signin step activates the pending session',
        body: userVerifyOtpRequestSchema,
        response: { 200: userVerifyOtpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body, session } = await verifyCustomerOtp(accounts, { ...request.body, pending: await loadSession(request) });
      if (session) setSessionCookie(reply, session.token, session.lifetimeMs);
      return body;
    },
  );
  app.post(
    '/auth/user/reset-password',
    {
      config: OTP_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset OTP; signs out everywhere',
        body: userResetPasswordRequestSchema,
        response: { 200: userResetPasswordResponseSchema, ...errors },
      },
    },
    async (request) => resetCustomerPassword(accounts, request.body),
  );
  app.post(
    '/user/sign-up',
    {
      config: SIGN_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Create a customer account (mobile verified by OTP)',
        body: userSignUpRequestSchema,
        response: { 201: userSignUpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body, session } = await signUpCustomer(accounts, request.body);
      setSessionCookie(reply, session.token, session.lifetimeMs);
      return reply.code(201).send(body);
    },
  );
  app.post(
    '/user/sign-in',
    {
      config: SIGN_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Customer sign-in, step 1: password; opens a pending session and sends an OTP',
        body: userSignInRequestSchema,
        response: { 200: userSignInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body, session } = await signInCustomer(accounts, request.body, request.ip);
      setSessionCookie(reply, session.token, session.lifetimeMs);
      return body;
    },
  );
  app.post(
    '/user/user_locations',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Save the signed-in customer’s location and push subscription',
        body: userLocationsRequestSchema,
        response: { 200: userLocationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireCustomer(request);
      assertSameUser(userId, request.body.user_id, ACCOUNT_MESSAGES.notYourAccount);
      return saveCustomerLocation(accounts, userId, request.body);
    },
  );
  app.put(
    '/user/push_subscription',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Save the signed-in customer’s Web Push subscription (visit updates turned on)',
        body: pushSubscriptionBodySchema,
        response: { 200: pushSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireCustomer(request);
      return saveCustomerPushSubscription(accounts, userId, request.body.token);
    },
  );
  app.get(
    '/user/profile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in customer’s profile',
        response: { 200: userProfileResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const { userId } = await requireCustomer(request);
      return getCustomerProfile(accounts, userId);
    },
  );
};

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
import { ACCOUNT_ERRORS, OTP_LIMIT, postSendOtp, postSignIn, postSignUp, postVerifyOtp } from '../identity/account-endpoints.ts';
import { assertSameUser, requireCustomer } from '../identity/guards.ts';
import { sendAccountOtp, verifyAccountOtp } from '../identity/otp-account.service.ts';
import type { ModuleOptions } from '../module-options.ts';
import { customerKind } from './customer-account.ts';
import {
  checkCustomerEmail,
  checkCustomerMobile,
  getCustomerProfile,
  resetCustomerPassword,
  saveCustomerLocation,
  saveCustomerPushSubscription,
  signInCustomer,
  signUpCustomer,
} from './users.service.ts';

const errors = ACCOUNT_ERRORS;
/** Duplicate checks answer while people type: generous, but not a free enumeration service. */
const CHECK_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/**
 * The customer account kind's routes (docs/product/accounts.md, "Customer sign-up", "Customer
 * sign-in"): `/api/auth/user/*` (duplicate checks, OTPs, password reset) and `/api/user/*`
 * (sign-up, sign-in, location and profile). The OTP, sign-up and sign-in endpoints are declared
 * with the shared `account-endpoints.ts` (the builders' are the same endpoints); sign-in and OTPs
 * run on the identity core.
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
  postSendOtp(app, accounts, {
    tag: 'accounts',
    path: '/auth/user/send-otp',
    summary: 'Send a customer OTP (signup, signin resend, reset; without purpose: signin while a sign-in is pending, else signup)',
    body: userSendOtpRequestSchema,
    answer: userSendOtpResponseSchema,
    send: (ctx, params) => sendAccountOtp(ctx, customerKind, params),
  });
  postVerifyOtp(app, accounts, {
    tag: 'accounts',
    path: '/auth/user/verify-otp',
    summary: 'Verify a customer OTP; the signin step activates the pending session',
    body: userVerifyOtpRequestSchema,
    answer: userVerifyOtpResponseSchema,
    verify: (ctx, params) => verifyAccountOtp(ctx, customerKind, params),
  });
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
  postSignUp(app, accounts, {
    tag: 'accounts',
    path: '/user/sign-up',
    summary: 'Create a customer account (mobile verified by OTP)',
    body: userSignUpRequestSchema,
    answer: userSignUpResponseSchema,
    signUp: signUpCustomer,
  });
  postSignIn(app, accounts, {
    tag: 'accounts',
    path: '/user/sign-in',
    summary: 'Customer sign-in, step 1: password; opens a pending session and sends an OTP',
    body: userSignInRequestSchema,
    answer: userSignInResponseSchema,
    signIn: signInCustomer,
  });
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

import {
  associateCheckAadhaarRequestSchema,
  associateCheckAadhaarResponseSchema,
} from '@realty/contracts/accounts/associate-check-aadhaar';
import { associateCheckEmailRequestSchema, associateCheckEmailResponseSchema } from '@realty/contracts/accounts/associate-check-email';
import { associateCheckMobileRequestSchema, associateCheckMobileResponseSchema } from '@realty/contracts/accounts/associate-check-mobile';
import { associateCheckPanRequestSchema, associateCheckPanResponseSchema } from '@realty/contracts/accounts/associate-check-pan';
import { associateSendOtpRequestSchema, associateSendOtpResponseSchema } from '@realty/contracts/accounts/associate-send-otp';
import { associateVerifyOtpRequestSchema, associateVerifyOtpResponseSchema } from '@realty/contracts/accounts/associate-verify-otp';
import { getSessionResponseSchema } from '@realty/contracts/accounts/get-session';
import { logoutResponseSchema } from '@realty/contracts/accounts/logout';
import { userCheckEmailRequestSchema, userCheckEmailResponseSchema } from '@realty/contracts/accounts/user-check-email';
import { userCheckMobileRequestSchema, userCheckMobileResponseSchema } from '@realty/contracts/accounts/user-check-mobile';
import { userResetPasswordRequestSchema, userResetPasswordResponseSchema } from '@realty/contracts/accounts/user-reset-password';
import { userSendOtpRequestSchema, userSendOtpResponseSchema } from '@realty/contracts/accounts/user-send-otp';
import { userVerifyOtpRequestSchema, userVerifyOtpResponseSchema } from '@realty/contracts/accounts/user-verify-otp';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, loadSession, readSessionToken, requireSession, setSessionCookie } from '../../plugins/session.ts';
import { checkAssociateField, sendAssociateOtp, verifyAssociateOtp } from '../associates/associates.service.ts';
import {
  checkCustomerEmail,
  checkCustomerMobile,
  resetCustomerPassword,
  sendCustomerOtp,
  verifyCustomerOtp,
} from '../users/users.service.ts';
import type { AccountsRouteOptions } from './accounts.routes.ts';
import { describeSession, logout } from './auth.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
/** Duplicate checks answer while people type: generous, but not a free enumeration service. */
const CHECK_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const OTP_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * `/api/auth/*` (accounts.md §7 and the accounts wire contract): duplicate checks, OTPs and
 * password reset for customers and associates, logout and the current session.
 */
export const authRoutes: FastifyPluginAsyncZod<AccountsRouteOptions> = async (app, { accounts }) => {
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
        summary: 'Send a customer OTP (signup, signin resend, reset)',
        body: userSendOtpRequestSchema,
        response: { 200: userSendOtpResponseSchema, ...errors },
      },
    },
    async (request) =>
      sendCustomerOtp(accounts, {
        mobile: request.body.mobile,
        purpose: request.body.purpose,
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
        summary: 'Verify a customer OTP; purpose signin activates the pending session',
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
    async (request) => checkAssociateField(accounts, 'email', request.body.email),
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
    async (request) => checkAssociateField(accounts, 'mobile', request.body.mobile),
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
    async (request) => checkAssociateField(accounts, 'aadhaar', request.body.aadhaar),
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
    async (request) => checkAssociateField(accounts, 'pan', request.body.pan),
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
    async (request) => sendAssociateOtp(accounts, request.body.mobile, request.ip),
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

  app.post(
    '/auth/logout',
    { schema: { tags: ['accounts'], summary: 'Revoke this session and clear the cookie', response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await logout(accounts, readSessionToken(request).token);
      clearSessionCookie(reply);
      return { success: true as const, message: 'Logged out' };
    },
  );
  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Who is signed in (cookie or bearer)',
        response: { 200: getSessionResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => describeSession(accounts, await requireSession(request)),
  );
};

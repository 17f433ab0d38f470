import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { STAFF_MESSAGES } from '@realty/contracts/admin/staff';
import { staffChangePasswordRequestSchema, staffChangePasswordResponseSchema } from '@realty/contracts/admin/staff-change-password';
import { staffMeResponseSchema } from '@realty/contracts/admin/staff-me';
import { staffSignInRequestSchema, staffSignInResponseSchema } from '@realty/contracts/admin/staff-sign-in';
import {
  staffResendOtpRequestSchema,
  staffResendOtpResponseSchema,
  staffVerifyOtpRequestSchema,
  staffVerifyOtpResponseSchema,
} from '@realty/contracts/admin/staff-verify-otp';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { loadSession, setSessionCookie } from '../identity/guards.ts';
import { changeStaffPassword, resendStaffOtp, signInStaff, verifyStaffOtp } from './admin-auth.service.ts';
import { toStaffMember } from './staff.service.ts';
import { requireStaffMember } from './staff-guard.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };
const SIGN_IN_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * Staff sign-in (docs/product/back-office.md): `POST /api/admin/auth/sign-in` (mobile + password →
 * pending session + OTP), `resend-otp`, `verify-otp` (→ active staff session cookie),
 * `change-password` and `GET /api/admin/auth/me`. Sign-out is the shared `POST /api/auth/logout`.
 */
export const adminAuthRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { identity: accounts }) => {
  app.post(
    '/admin/auth/sign-in',
    {
      config: SIGN_IN_LIMIT,
      schema: {
        tags: ['back office'],
        summary: 'Staff sign-in, step 1: mobile and password',
        body: staffSignInRequestSchema,
        response: { 200: staffSignInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body, session } = await signInStaff(accounts, request.body, request.ip);
      setSessionCookie(reply, session.token, session.lifetimeMs);
      return body;
    },
  );
  app.post(
    '/admin/auth/resend-otp',
    {
      config: SIGN_IN_LIMIT,
      schema: {
        tags: ['back office'],
        summary: 'Send the staff sign-in OTP again',
        body: staffResendOtpRequestSchema,
        response: { 200: staffResendOtpResponseSchema, ...errors },
      },
    },
    async (request) => {
      const seconds = await resendStaffOtp(accounts, request.body.mobile, request.ip, await loadSession(request));
      return { success: true as const, message: ACCOUNT_MESSAGES.otpSent, resend_after_seconds: seconds };
    },
  );
  app.post(
    '/admin/auth/verify-otp',
    {
      config: SIGN_IN_LIMIT,
      schema: {
        tags: ['back office'],
        summary: 'Staff sign-in, step 2: the OTP',
        body: staffVerifyOtpRequestSchema,
        response: { 200: staffVerifyOtpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body, session } = await verifyStaffOtp(accounts, { ...request.body, pending: await loadSession(request) });
      setSessionCookie(reply, session.token, session.lifetimeMs);
      return body;
    },
  );
  app.post(
    '/admin/auth/change-password',
    {
      config: SIGN_IN_LIMIT,
      schema: {
        tags: ['back office'],
        summary: 'Change the staff password (required after a one-time password)',
        body: staffChangePasswordRequestSchema,
        response: { 200: staffChangePasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await requireStaffMember(request, { allowPasswordChange: true });
      await changeStaffPassword(accounts, caller, request.body);
      return { success: true as const, message: STAFF_MESSAGES.passwordChanged };
    },
  );
  app.get(
    '/admin/auth/me',
    {
      schema: {
        tags: ['back office'],
        summary: 'The signed-in staff member',
        response: { 200: staffMeResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const caller = await requireStaffMember(request, { allowPasswordChange: true });
      return { success: true as const, staff: toStaffMember(caller.row) };
    },
  );
};

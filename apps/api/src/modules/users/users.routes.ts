import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { userLocationsRequestSchema, userLocationsResponseSchema } from '@realty/contracts/accounts/user-locations';
import { userProfileResponseSchema } from '@realty/contracts/accounts/user-profile';
import { userSignInRequestSchema, userSignInResponseSchema } from '@realty/contracts/accounts/user-sign-in';
import { userSignUpRequestSchema, userSignUpResponseSchema } from '@realty/contracts/accounts/user-sign-up';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameUser, requireCustomer, setSessionCookie } from '../../plugins/session.ts';
import type { AccountsRouteOptions } from '../auth/accounts.routes.ts';
import { getCustomerProfile, saveCustomerLocation, signInCustomer, signUpCustomer } from './users.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const SIGN_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** `/api/user/*` (accounts.md §7 "Customer"): sign-up, sign-in, location and profile. */
export const usersRoutes: FastifyPluginAsyncZod<AccountsRouteOptions> = async (app, { accounts }) => {
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

import { errorResponseSchema } from '@realty/contracts/common/envelope';
import {
  BANK_ACCOUNT_MESSAGES,
  bankAccountOtpResponseSchema,
  bankAccountPutSchema,
  bankAccountResponseSchema,
  bankAccountSavedResponseSchema,
  ifscLookupResponseSchema,
  ifscParamsSchema,
} from '@realty/contracts/payouts/bank-account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAssociate, requireSession } from '../identity/guards.ts';
import type { ModuleOptions } from '../module-options.ts';
import { describeIfsc, getBankAccount, saveBankAccount, sendBankAccountOtp } from './bank-accounts.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
/** Customers and builders are told in words that payouts are for associates. */
const associatesOnly = { forbiddenMessage: BANK_ACCOUNT_MESSAGES.associatesOnly };
/** Saving the account: generous for a person, a wall for someone guessing OTPs (each code also dies after 5 wrong tries). */
const WRITE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
/** IFSC look-ups as the associate types: one per code typed. */
const LOOKUP_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * The associate's bank account for payouts (docs/product/payouts-bank-details.md):
 * `POST /api/associate/bank-account/otp` (a fresh OTP to the associate's own mobile),
 * `PUT /api/associate/bank-account` `{ holder_name, account_number, ifsc, otp }` and
 * `GET /api/associate/bank-account` (masked), and `GET /api/ifsc/{ifsc}` (the bank's name, for
 * any signed-in account). Every route acts on the caller's own account only: no route takes an
 * associate's id, so no associate can read or change another's. Signed-in associates only (401 for
 * guests, 403 in words for customers, builders and staff). No answer holds the full number.
 */
export const bankAccountsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { identity }) => {
  app.get(
    '/associate/bank-account',
    {
      schema: {
        tags: ['payouts'],
        summary: 'The signed-in associate’s bank account for payouts, masked (data null when none was given)',
        response: { 200: bankAccountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request, associatesOnly);
      return { success: true as const, data: await getBankAccount(identity.db, assId) };
    },
  );

  app.post(
    '/associate/bank-account/otp',
    {
      config: WRITE_LIMIT,
      schema: {
        tags: ['payouts'],
        summary: 'Send a fresh OTP to the signed-in associate’s own mobile, to confirm saving a bank account',
        response: { 200: bankAccountOtpResponseSchema, 429: errorResponseSchema, 502: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request, associatesOnly);
      return sendBankAccountOtp(identity, assId, request.ip);
    },
  );

  app.put(
    '/associate/bank-account',
    {
      config: WRITE_LIMIT,
      schema: {
        tags: ['payouts'],
        summary: 'Add or change the signed-in associate’s bank account for payouts, confirmed by the OTP just sent (audited)',
        body: bankAccountPutSchema,
        response: { 200: bankAccountSavedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { assId } = await requireAssociate(request, associatesOnly);
      const data = await saveBankAccount(identity, assId, request.body);
      return { success: true as const, message: BANK_ACCOUNT_MESSAGES.saved, data };
    },
  );

  app.get(
    '/ifsc/:ifsc',
    {
      config: LOOKUP_LIMIT,
      schema: {
        tags: ['payouts'],
        summary: 'The bank of an IFSC from the IFSC list (bank_name null when the list does not know it; the format alone decides)',
        params: ifscParamsSchema,
        response: { 200: ifscLookupResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireSession(request);
      return describeIfsc(request.params.ifsc);
    },
  );
};

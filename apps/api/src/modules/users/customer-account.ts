import { ACCOUNT_MESSAGES, accountLanguageOf, type CustomerUser } from '@realty/contracts/accounts/fields';
import type { AccountKind, SessionView } from '../identity/account-kind.ts';
import { findUserById, findUserByMobile, type UserRow } from './users.repository.ts';

/**
 * The customer as an account kind of the identity core (docs/product/accounts.md, "Account
 * kinds"): the `users` table, session subject 'user', the customers' messages. The customer's
 * `language` picks the language of the sign-in OTP and lock SMS.
 */
export const customerKind: AccountKind<UserRow> = {
  subject: 'user',
  findByMobile: findUserByMobile,
  findById: findUserById,
  credentials: (row) => ({
    id: row.userId,
    mobile: row.mobile,
    passwordHash: row.passwordHash,
    isActive: row.status === 'active',
    language: accountLanguageOf(row.language),
  }),
  messages: { wrongCredentials: ACCOUNT_MESSAGES.signInWrong, signInAgain: ACCOUNT_MESSAGES.signInAgain },
};

/**
 * The customer as the sign-up, OTP sign-in and session answers show it (docs/product/accounts.md,
 * "Customer sign-up"; `language`: "Language of an account and Hindi listing text"; `email_confirmed`: "E-mail confirmation").
 */
export function toCustomerUser(row: UserRow): CustomerUser {
  return {
    user_id: row.userId,
    user_name: row.name,
    user_email: row.email,
    user_mobile: row.mobile,
    language: accountLanguageOf(row.language),
    email_confirmed: row.emailConfirmedAt !== null,
  };
}

/** `GET /api/auth/session` for a customer's session: role 'customer' and the {@link toCustomerUser} shape; null when gone or disabled. */
export const customerSessionView: SessionView = {
  subject: 'user',
  async describe(db, userId) {
    const row = await findUserById(db, userId);
    return row?.status === 'active' ? { success: true, role: 'customer', user: toCustomerUser(row) } : null;
  },
};

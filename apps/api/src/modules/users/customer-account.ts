import { accountLanguageOf, type CustomerUser } from '@realty/contracts/accounts/fields';
import { accountKindOf, type SessionView, sessionViewOf } from '../identity/account-kind.ts';
import type { SignUpKind } from '../identity/otp-account.service.ts';
import { findUserByEmail, findUserById, findUserByMobile, type UserRow } from './users.repository.ts';

/**
 * The customer as an account kind of the identity core (docs/product/accounts.md, "Account
 * kinds"): the `users` table, session subject 'user', the shared messages, and for the shared
 * OTP flows (`otp-account.service.ts`) its e-mail lookup, the `user_*` field names and the
 * account in the answers (`user`). The
 * customer's `language` picks the language of the sign-in OTP and lock SMS.
 */
export const customerKind: SignUpKind<UserRow, { user: CustomerUser }> = {
  ...accountKindOf({ subject: 'user', idOf: (row: UserRow) => row.userId, findByMobile: findUserByMobile, findById: findUserById }),
  findByEmail: findUserByEmail,
  fields: { email: 'user_email', mobile: 'user_mobile', password: 'user_password' },
  emailIndex: 'users_email',
  shown: (row) => ({ user: toCustomerUser(row) }),
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
export const customerSessionView: SessionView = sessionViewOf(customerKind, (row) => ({
  success: true,
  role: 'customer',
  ...customerKind.shown(row),
}));

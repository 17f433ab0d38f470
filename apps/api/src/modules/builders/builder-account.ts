import { ACCOUNT_MESSAGES, accountLanguageOf, type BuilderUser } from '@realty/contracts/accounts/fields';
import type { AccountKind, SessionView } from '../identity/account-kind.ts';
import { type BuilderRow, findBuilderById, findBuilderByMobile } from './builders.repository.ts';

/**
 * The builder as an account kind of the identity core (docs/product/builders.md, "Account";
 * docs/decisions/0007-identity-core.md, "Adding a builder"): the `builders` table, session subject
 * 'builder', and the same messages as the customers'. The builder's `language` picks the language
 * of the sign-in OTP and lock SMS.
 */
export const builderKind: AccountKind<BuilderRow> = {
  subject: 'builder',
  findByMobile: findBuilderByMobile,
  findById: findBuilderById,
  credentials: (row) => ({
    id: row.builderId,
    mobile: row.mobile,
    passwordHash: row.passwordHash,
    isActive: row.status === 'active',
    language: accountLanguageOf(row.language),
  }),
  messages: { wrongCredentials: ACCOUNT_MESSAGES.signInWrong, signInAgain: ACCOUNT_MESSAGES.signInAgain },
};

/**
 * The builder as the sign-up, OTP sign-in and session answers show it (docs/product/builders.md,
 * "Account"; `language`: docs/product/accounts.md, "Language of an account and Hindi listing text"; `email_confirmed`: "E-mail confirmation").
 */
export function toBuilderUser(row: BuilderRow): BuilderUser {
  return {
    builder_id: row.builderId,
    builder_company: row.company,
    builder_name: row.name,
    builder_email: row.email,
    builder_mobile: row.mobile,
    language: accountLanguageOf(row.language),
    email_confirmed: row.emailConfirmedAt !== null,
  };
}

/**
 * `GET /api/auth/session` for a builder's session (docs/product/builders.md, "Account"): role
 * 'builder' and the {@link toBuilderUser} shape; null when gone or disabled.
 */
export const builderSessionView: SessionView = {
  subject: 'builder',
  async describe(db, builderId) {
    const row = await findBuilderById(db, builderId);
    return row?.status === 'active' ? { success: true, role: 'builder', user: toBuilderUser(row) } : null;
  },
};

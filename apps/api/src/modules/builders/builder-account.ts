import { accountLanguageOf, type BuilderUser } from '@realty/contracts/accounts/fields';
import { accountKindOf, type SessionView, sessionViewOf } from '../identity/account-kind.ts';
import type { SignUpKind } from '../identity/otp-account.service.ts';
import { type BuilderRow, findBuilderByEmail, findBuilderById, findBuilderByMobile } from './builders.repository.ts';

/**
 * The builder as an account kind of the identity core (docs/product/builders.md, "Account";
 * docs/decisions/0007-identity-core.md, "Adding a builder"): the `builders` table, session subject
 * 'builder', the same messages as the customers', and for the shared OTP sign-up
 * (`otp-account.service.ts`) its e-mail lookup, the `builder_*` field names and the account in
 * the answers (role 'builder' and `user`). The builder's
 * `language` picks the language of the sign-in OTP and lock SMS.
 */
export const builderKind: SignUpKind<BuilderRow, { role: 'builder'; user: BuilderUser }> = {
  ...accountKindOf({
    subject: 'builder',
    idOf: (row: BuilderRow) => row.builderId,
    findByMobile: findBuilderByMobile,
    findById: findBuilderById,
  }),
  findByEmail: findBuilderByEmail,
  fields: { email: 'builder_email', mobile: 'builder_mobile', password: 'builder_password' },
  emailIndex: 'builders_email',
  shown: (row) => ({ role: 'builder', user: toBuilderUser(row) }),
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
export const builderSessionView: SessionView = sessionViewOf(builderKind, (row) => ({ success: true, ...builderKind.shown(row) }));

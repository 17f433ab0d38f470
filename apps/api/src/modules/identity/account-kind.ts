import { ACCOUNT_MESSAGES, accountLanguageOf } from '@realty/contracts/accounts/fields';
import type { GetSessionResponse } from '@realty/contracts/accounts/get-session';
import type { Database } from '@realty/db/client';
import type { PasswordAccount } from './credentials.service.ts';
import type { SessionSubject } from './session.service.ts';

/**
 * What an account kind (customer, associate, staff; next the builder) supplies to the identity
 * core (docs/product/accounts.md, "Account kinds"; docs/decisions/0007-identity-core.md): its
 * session subject, how to find an account in its own table, what the password check needs of a
 * row, and its messages. The core's sign-in flows (`sign-in.service.ts`), the OTPs, sessions and
 * guards are written once for every kind; adding a kind means writing one of these in the
 * kind's own module, not another copy of sign-in.
 *
 * `Row` is the kind's own table row (never sent to clients as it is).
 */
export type AccountKind<Row> = {
  /** The session subject and OTP purpose prefix of this kind, e.g. 'user' for customers. */
  subject: SessionSubject;
  /** The account registered under this 10-digit mobile, if any. */
  findByMobile: (db: Database, mobile: string) => Promise<Row | undefined>;
  /** The account with this id, if any. */
  findById: (db: Database, id: number) => Promise<Row | undefined>;
  /** Id, mobile, password hash and whether the account may sign in. */
  credentials: (row: Row) => PasswordAccount;
  /** The kind's texts: 401 for a wrong mobile or password, and 401 when the pending sign-in is gone. */
  messages: { wrongCredentials: string; signInAgain: string };
};

/**
 * How `GET /api/auth/session` shows the account behind an active session of one kind
 * (docs/product/accounts.md, "Sessions"): `describe` answers the kind's role and `user`, or null
 * when the account is gone or disabled (the route then answers 401). Each kind's module exports
 * one; app.ts hands them to the identity routes.
 */
export type SessionView = {
  subject: SessionSubject;
  describe: (db: Database, accountId: number) => Promise<GetSessionResponse | null>;
};

/** The columns every account table that signs in with a mobile and a password has (customers, associates, builders). */
export type AccountColumns = { mobile: string; passwordHash: string; status: string; language: string };

/**
 * An account kind over a table with the {@link AccountColumns} (docs/product/accounts.md, "Account
 * kinds"): the password check reads the row's mobile, hash, `status` ('active' may sign in) and
 * `language` (the language of its sign-in OTP and lock SMS), `idOf` gives its id, and the
 * messages are the ones every kind shares ('Invalid mobile number or password', 'Please sign in
 * again.').
 */
export function accountKindOf<Row extends AccountColumns>(spec: {
  subject: SessionSubject;
  idOf: (row: Row) => number;
  findByMobile: (db: Database, mobile: string) => Promise<Row | undefined>;
  findById: (db: Database, id: number) => Promise<Row | undefined>;
}): AccountKind<Row> {
  const { idOf, ...tables } = spec;
  return {
    ...tables,
    credentials: (row) => ({
      id: idOf(row),
      mobile: row.mobile,
      passwordHash: row.passwordHash,
      // an account in its deletion grace period may sign in, to cancel the deletion (docs/product/privacy-rights.md)
      isActive: row.status === 'active' || row.status === 'closing',
      language: accountLanguageOf(row.language),
    }),
    messages: { wrongCredentials: ACCOUNT_MESSAGES.signInWrong, signInAgain: ACCOUNT_MESSAGES.signInAgain },
  };
}

/**
 * The {@link SessionView} of a kind made by {@link accountKindOf}: `GET /api/auth/session` answers
 * `answer(row)` for an active account, and null (401) when the account is gone or disabled.
 */
export function sessionViewOf<Row extends AccountColumns>(
  kind: Pick<AccountKind<Row>, 'subject' | 'findById'>,
  answer: (row: Row) => GetSessionResponse,
): SessionView {
  return {
    subject: kind.subject,
    async describe(db, accountId) {
      const row = await kind.findById(db, accountId);
      return row?.status === 'active' || row?.status === 'closing' ? answer(row) : null;
    },
  };
}

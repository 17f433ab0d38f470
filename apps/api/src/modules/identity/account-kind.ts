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

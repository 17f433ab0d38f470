import { ACCOUNT_MESSAGES, type AssociateUser, accountLanguageOf } from '@realty/contracts/accounts/fields';
import type { Database } from '@realty/db/client';
import type { LocalMemberLookups } from '../../providers/member-registry/member-registry.ts';
import type { AccountKind, SessionView } from '../identity/account-kind.ts';
import {
  type AssociateRow,
  findActiveMember,
  findAssociateById,
  findAssociateByMobile,
  findHighestLocalMemberNumber,
} from './associates.repository.ts';

/**
 * The associate as an account kind of the identity core (docs/product/accounts.md, "Account
 * kinds"): the `associates` table, session subject 'associate', the associates' messages. The
 * associate's `language` picks the language of the sign-in OTP and lock SMS.
 */
export const associateKind: AccountKind<AssociateRow> = {
  subject: 'associate',
  findByMobile: findAssociateByMobile,
  findById: findAssociateById,
  credentials: (row) => ({
    id: row.assId,
    mobile: row.mobile,
    passwordHash: row.passwordHash,
    isActive: row.status === 'active',
    language: accountLanguageOf(row.language),
  }),
  messages: { wrongCredentials: ACCOUNT_MESSAGES.signInWrong, signInAgain: ACCOUNT_MESSAGES.signInAgain },
};

/**
 * The associate as sign-in and `GET /auth/session` show it (`reg_mem_name` is the name;
 * docs/product/accounts.md, "Associate sign-in"; `language`: "Language of an account and Hindi listing text"; `email_confirmed`: "E-mail confirmation").
 */
export function toAssociateUser(row: AssociateRow): AssociateUser {
  return {
    ass_id: row.assId,
    reg_mem_name: row.name,
    member_id: row.memberId,
    ass_mobile: row.mobile,
    language: accountLanguageOf(row.language),
    email_confirmed: row.emailConfirmedAt !== null,
  };
}

/** `GET /api/auth/session` for an associate's session: role 'associate' and the {@link toAssociateUser} shape; null when gone or disabled. */
export const associateSessionView: SessionView = {
  subject: 'associate',
  async describe(db, assId) {
    const row = await findAssociateById(db, assId);
    return row?.status === 'active' ? { success: true, role: 'associate', user: toAssociateUser(row) } : null;
  },
};

/**
 * What the local member registry reads from the associates' table (injected into the provider by
 * app.ts, so providers import no module): active members by member id, and the highest local
 * member number (docs/product/accounts.md, "Associate sign-up").
 */
export function associateMemberLookups(db: Database): LocalMemberLookups {
  return {
    findActiveMember: (memberId) => findActiveMember(db, memberId),
    findHighestLocalMemberNumber: () => findHighestLocalMemberNumber(db),
  };
}

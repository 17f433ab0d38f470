import { type AssociateUser, accountLanguageOf } from '@realty/contracts/accounts/fields';
import type { Database } from '@realty/db/client';
import type { LocalMemberLookups } from '../../providers/member-registry/member-registry.ts';
import { type AccountKind, accountKindOf, type SessionView, sessionViewOf } from '../identity/account-kind.ts';
import {
  type AssociateRow,
  findActiveMember,
  findAssociateById,
  findAssociateByMobile,
  findHighestLocalMemberNumber,
} from './associates.repository.ts';

/**
 * The associate as an account kind of the identity core (docs/product/accounts.md, "Account
 * kinds"): the `associates` table, session subject 'associate', the shared messages. The
 * associate's `language` picks the language of the sign-in OTP and lock SMS.
 */
export const associateKind: AccountKind<AssociateRow> = accountKindOf({
  subject: 'associate',
  idOf: (row: AssociateRow) => row.assId,
  findByMobile: findAssociateByMobile,
  findById: findAssociateById,
});

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
export const associateSessionView: SessionView = sessionViewOf(associateKind, (row) => ({
  success: true,
  role: 'associate',
  user: toAssociateUser(row),
}));

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

import { ACCOUNT_MESSAGES, accountLanguageOf } from '@realty/contracts/accounts/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { DeletionState } from '@realty/contracts/privacy-rights/deletion';
import { PRIVACY_RIGHTS_MESSAGES } from '@realty/contracts/privacy-rights/messages';
import type { Database } from '@realty/db/client';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import type { IdentityContext } from '../identity/identity-context.ts';
import { sendOtp, verifyOtp } from '../identity/otp.service.ts';
import { revokeAllSessions } from '../identity/session.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { RightsCaller } from './data-export.service.ts';
import {
  cancelDeletion,
  eraseAccountData,
  findAccountBasics,
  findPendingDeletion,
  insertDeletion,
  listDueDeletions,
  openLeadsOf,
  type RightsKind,
  releaseAssociateLeads,
  setDeletionWaiting,
  unpaidEarnings,
  withdrawLead,
} from './privacy-rights.repository.ts';
import { deletionRequestedSms, LEAD_RELEASED, LEAD_WITHDRAWN, leadWithdrawnSms } from './privacy-texts.ts';

/**
 * Erasure (docs/product/privacy-rights.md, "Erasure"; DPDP Act 2023 s. 12(3)): "Delete my account"
 * closes the account at once (sessions revoked, hidden from staff lists and matching, open leads
 * withdrawn with the associate told) and erases its personal data after the grace period
 * (PRIVACY_ERASURE_GRACE_DAYS, 7 days), during which signing in offers to cancel. An associate with
 * unpaid earnings cannot delete until they are paid or waived.
 */

/** The OTP purpose that confirms the deletion of an account of `kind`. */
const deletionPurpose = (kind: RightsKind) => `${kind}-deletion` as const;

/** The account of the caller, or 401. */
async function accountOf(db: Database, caller: RightsCaller) {
  const account = await findAccountBasics(db, caller.kind, caller.id);
  if (!account) throw new AppError(401, ACCOUNT_MESSAGES.signInAgain);
  return account;
}

/** @throws AppError 409 UNPAID_EARNINGS when `caller` is an associate who is still owed money. */
async function assertNothingUnpaid(db: Database, caller: RightsCaller): Promise<void> {
  if (caller.kind !== 'associate') return;
  if ((await unpaidEarnings(db, caller.id)) > 0) {
    throw new AppError(409, PRIVACY_RIGHTS_MESSAGES.unpaidEarnings, { code: ERROR_CODES.UNPAID_EARNINGS });
  }
}

/** The deletion state of the caller (`GET /api/me/deletion`). */
export async function deletionState(db: Database, caller: RightsCaller, message?: string): Promise<DeletionState> {
  const row = await findPendingDeletion(db, caller.kind, caller.id);
  return {
    success: true,
    message: message ?? (row ? PRIVACY_RIGHTS_MESSAGES.deletionRequested : PRIVACY_RIGHTS_MESSAGES.deletionNone),
    pending: Boolean(row),
    requested_at: row ? new Date(row.requestedAt).toISOString() : null,
    erase_after: row ? new Date(row.eraseAfter).toISOString() : null,
    waiting_reason: row?.waitingReason ?? null,
  };
}

/**
 * `POST /api/me/deletion/otp`: sends the OTP that confirms the deletion to the account's mobile.
 * @throws AppError 409 INVALID_STATE when a deletion is pending; 409 UNPAID_EARNINGS; 429/502 from {@link sendOtp}.
 */
export async function sendDeletionOtp(ctx: IdentityContext, caller: RightsCaller, ip: string): Promise<number> {
  const account = await accountOf(ctx.db, caller);
  if (await findPendingDeletion(ctx.db, caller.kind, caller.id)) {
    throw new AppError(409, PRIVACY_RIGHTS_MESSAGES.deletionAlreadyRequested, { code: ERROR_CODES.INVALID_STATE });
  }
  await assertNothingUnpaid(ctx.db, caller);
  return sendOtp(ctx, { purpose: deletionPurpose(caller.kind), mobile: account.mobile, ip, language: accountLanguageOf(account.language) });
}

/**
 * `POST /api/me/deletion` `{ otp }`: checks the OTP, then closes the account: the deletion is
 * recorded (erased after the grace period), every session revoked, a customer's open leads
 * withdrawn (their associates told), an associate's open leads handed back to staff (unassigned),
 * and an SMS confirms it.
 * @throws AppError 400 from the OTP check; 409 INVALID_STATE when pending already; 409 UNPAID_EARNINGS.
 */
export async function requestDeletion(ctx: IdentityContext, jobs: JobQueue, caller: RightsCaller, otp: string): Promise<DeletionState> {
  const account = await accountOf(ctx.db, caller);
  if (await findPendingDeletion(ctx.db, caller.kind, caller.id)) {
    throw new AppError(409, PRIVACY_RIGHTS_MESSAGES.deletionAlreadyRequested, { code: ERROR_CODES.INVALID_STATE });
  }
  await assertNothingUnpaid(ctx.db, caller);
  await verifyOtp(ctx, { purpose: deletionPurpose(caller.kind), mobile: account.mobile, code: otp, consume: true });
  const now = ctx.now();
  const eraseAfter = new Date(now.getTime() + ctx.env.PRIVACY_ERASURE_GRACE_DAYS * 86_400_000);
  const row = await insertDeletion(ctx.db, { kind: caller.kind, id: caller.id, reason: 'request', at: now, eraseAfter });
  if (!row) throw new AppError(409, PRIVACY_RIGHTS_MESSAGES.deletionAlreadyRequested, { code: ERROR_CODES.INVALID_STATE });
  await revokeAllSessions(ctx.db, caller.kind, caller.id, now);
  if (caller.kind === 'user') await withdrawOpenLeads(ctx.db, jobs, caller.id, now);
  if (caller.kind === 'associate') await releaseAssociateLeads(ctx.db, caller.id, now, LEAD_RELEASED.en, LEAD_RELEASED.hi);
  try {
    await ctx.sms.send({ to: account.mobile, body: deletionRequestedSms(accountLanguageOf(account.language), eraseAfter) });
  } catch (error) {
    ctx.log.warn({ err: error }, 'The deletion SMS could not be sent');
  }
  ctx.log.info({ accountKind: caller.kind, accountId: caller.id }, 'account closed for deletion');
  return deletionState(ctx.db, caller, PRIVACY_RIGHTS_MESSAGES.deletionRequested);
}

/** Withdraws every open lead of customer `userId` and tells the associate who had it (or was offered it). */
async function withdrawOpenLeads(db: Database, jobs: JobQueue, userId: number, at: Date): Promise<void> {
  for (const lead of await openLeadsOf(db, userId)) {
    await withdrawLead(db, lead.leadId, lead.status, at, LEAD_WITHDRAWN.en, LEAD_WITHDRAWN.hi);
    const assId = lead.assId ?? lead.offeredTo;
    if (!assId) continue;
    const associate = await findAccountBasics(db, 'associate', assId);
    const words = leadWithdrawnSms(accountLanguageOf(associate?.language), lead.city);
    await notify(jobs, { recipient: { type: 'associate', id: assId }, ...words, url: '/associatedashboard' });
  }
}

/**
 * `DELETE /api/me/deletion`: cancels a pending deletion during the grace period and reopens the account.
 * @throws AppError 409 INVALID_STATE when none is pending.
 */
export async function cancelMyDeletion(ctx: IdentityContext, caller: RightsCaller): Promise<DeletionState> {
  if (!(await cancelDeletion(ctx.db, caller.kind, caller.id, ctx.now()))) {
    throw new AppError(409, PRIVACY_RIGHTS_MESSAGES.deletionNone, { code: ERROR_CODES.INVALID_STATE });
  }
  ctx.log.info({ accountKind: caller.kind, accountId: caller.id }, 'account deletion cancelled');
  return deletionState(ctx.db, caller, PRIVACY_RIGHTS_MESSAGES.deletionCancelled);
}

/** One erasure a run did, would do, or had to leave waiting. */
export type ErasureOutcome = { kind: RightsKind; id: number; reason: string; outcome: 'erased' | 'would_erase' | 'waiting_unpaid' };

/**
 * Erases every account whose grace period ended by `at` (the retention job's first step): an
 * associate still owed money waits (noted on the deletion); the others are erased with
 * {@link eraseAccountData}. With `dryRun` nothing is changed.
 */
export async function eraseDueAccounts(db: Database, at: Date, dryRun: boolean): Promise<ErasureOutcome[]> {
  const outcomes: ErasureOutcome[] = [];
  for (const due of await listDueDeletions(db, at)) {
    const kind = due.accountKind as RightsKind;
    const base = { kind, id: due.accountId, reason: due.reason };
    if (kind === 'associate' && (await unpaidEarnings(db, due.accountId)) > 0) {
      if (!dryRun) await setDeletionWaiting(db, due.deletionId, PRIVACY_RIGHTS_MESSAGES.unpaidEarnings);
      outcomes.push({ ...base, outcome: 'waiting_unpaid' });
      continue;
    }
    if (!dryRun) await eraseAccountData(db, due.deletionId, kind, due.accountId, at);
    outcomes.push({ ...base, outcome: dryRun ? 'would_erase' : 'erased' });
  }
  return outcomes;
}

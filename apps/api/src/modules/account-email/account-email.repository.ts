import type { Database } from '@realty/db/client';
import { associates, builders, emailConfirmations, users } from '@realty/db/schema';
import { and, count, eq, gt, isNull, max, sql, TransactionRollbackError } from 'drizzle-orm';
import { violatedUniqueIndex } from '../../lib/unique-violation.ts';

/** Whether an account may use its e-mail address: open, or in its deletion grace period (docs/product/privacy-rights.md). */
const isOpen = (status: string) => status === 'active' || status === 'closing';

/** The account kinds that have an e-mail address to confirm: the session subjects of customers, associates and builders. */
export type EmailAccountKind = 'user' | 'associate' | 'builder';

/** What e-mail confirmation needs of an account: its address, its language, whether it is active, and when the address was confirmed. */
export type EmailAccount = { name: string; email: string; language: string; isActive: boolean; emailConfirmedAt: Date | null };

/** The account of `kind` with this id as {@link EmailAccount}, if any. */
export async function findEmailAccount(db: Database, kind: EmailAccountKind, id: number): Promise<EmailAccount | undefined> {
  if (kind === 'user') {
    const [row] = await db
      .select({
        name: users.name,
        email: users.email,
        language: users.language,
        status: users.status,
        emailConfirmedAt: users.emailConfirmedAt,
      })
      .from(users)
      .where(eq(users.userId, id))
      .limit(1);
    return row && { ...row, isActive: isOpen(row.status) };
  }
  if (kind === 'associate') {
    const [row] = await db
      .select({
        name: associates.name,
        email: associates.email,
        language: associates.language,
        status: associates.status,
        emailConfirmedAt: associates.emailConfirmedAt,
      })
      .from(associates)
      .where(eq(associates.assId, id))
      .limit(1);
    return row && { ...row, isActive: isOpen(row.status) };
  }
  const [row] = await db
    .select({
      name: builders.name,
      email: builders.email,
      language: builders.language,
      status: builders.status,
      emailConfirmedAt: builders.emailConfirmedAt,
    })
    .from(builders)
    .where(eq(builders.builderId, id))
    .limit(1);
  return row && { ...row, isActive: isOpen(row.status) };
}

/** The account's confirmation links sent after `since`: how many, and when the newest was sent (null when none). */
export async function recentConfirmations(
  db: Database,
  kind: EmailAccountKind,
  id: number,
  since: Date,
): Promise<{ sent: number; lastSentAt: Date | null }> {
  const [row] = await db
    .select({ sent: count(), lastSentAt: max(emailConfirmations.createdAt) })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.accountKind, kind), eq(emailConfirmations.accountId, id), gt(emailConfirmations.createdAt, since)));
  return { sent: Number(row?.sent ?? 0), lastSentAt: row?.lastSentAt ? new Date(row.lastSentAt) : null };
}

/** Stores a sent link (its token's keyed hash), created at `createdAt` (the app's clock, so the limits follow it). */
export async function insertConfirmation(
  db: Database,
  values: { kind: EmailAccountKind; id: number; email: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(emailConfirmations)
    .values({
      accountKind: values.kind,
      accountId: values.id,
      email: values.email,
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      createdAt: values.createdAt,
    })
    .returning({ id: emailConfirmations.id });
  if (!row) throw new Error('email confirmation insert returned nothing');
  return row.id;
}

/** What {@link reserveConfirmation} decided: the new link's id, or which limit stopped it and the newest link's time. */
export type ConfirmationReservation = { id: number } | { limit: 'gap' | 'day'; lastSentAt: Date | null };

/**
 * Checks the account's limits and stores the new link in one transaction, with the account
 * locked (`pg_advisory_xact_lock`), so two requests at the same moment never both pass a limit:
 * `gap` when a link was sent less than `minGapMs` before `values.createdAt` (not checked when
 * `minGapMs` is 0), `day` when `maxPerDay` went in the 24 hours before it.
 */
export async function reserveConfirmation(
  db: Database,
  values: { kind: EmailAccountKind; id: number; email: string; tokenHash: string; expiresAt: Date; createdAt: Date },
  limits: { minGapMs: number; maxPerDay: number },
): Promise<ConfirmationReservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7303, hashtext(${`${values.kind}:${values.id}`}))`);
    const since = new Date(values.createdAt.getTime() - 24 * 60 * 60 * 1000);
    const recent = await recentConfirmations(tx, values.kind, values.id, since);
    const last = recent.lastSentAt;
    if (limits.minGapMs > 0 && last && values.createdAt.getTime() - last.getTime() < limits.minGapMs)
      return { limit: 'gap', lastSentAt: last };
    if (recent.sent >= limits.maxPerDay) return { limit: 'day', lastSentAt: last };
    return { id: await insertConfirmation(tx, values) };
  });
}

/** Forgets a link whose e-mail could not be sent, so it neither works nor counts against the limits. */
export async function deleteConfirmation(db: Database, id: number): Promise<void> {
  await db.delete(emailConfirmations).where(eq(emailConfirmations.id, id));
}

/** A stored link as {@link findConfirmationByHash} returns it. */
export type ConfirmationRow = typeof emailConfirmations.$inferSelect;

/** The link whose token has this keyed hash, if any. */
export async function findConfirmationByHash(db: Database, tokenHash: string): Promise<ConfirmationRow | undefined> {
  const [row] = await db.select().from(emailConfirmations).where(eq(emailConfirmations.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Uses the link `id` and confirms the account's address in one transaction, both only if they
 * still hold: the link unused (so two simultaneous openings confirm once) and the account's
 * address still `email` (compared lower-cased). Returns 'confirmed', 'used' (the link was used
 * meanwhile) or 'changed' (the account has another address now; the link stays unused).
 */
export async function useConfirmation(
  db: Database,
  link: { id: number; kind: EmailAccountKind; accountId: number; email: string },
  now: Date,
): Promise<'confirmed' | 'used' | 'changed'> {
  return db
    .transaction(async (tx) => {
      const used = await tx
        .update(emailConfirmations)
        .set({ usedAt: now })
        .where(and(eq(emailConfirmations.id, link.id), isNull(emailConfirmations.usedAt)))
        .returning({ id: emailConfirmations.id });
      if (used.length === 0) return 'used';
      const table = link.kind === 'user' ? users : link.kind === 'associate' ? associates : builders;
      const idColumn = link.kind === 'user' ? users.userId : link.kind === 'associate' ? associates.assId : builders.builderId;
      const confirmed = await tx
        .update(table)
        .set({ emailConfirmedAt: now })
        .where(and(eq(idColumn, link.accountId), sql`lower(${table.email}) = ${link.email}`))
        .returning({ id: idColumn });
      if (confirmed.length === 0) {
        tx.rollback();
      }
      return 'confirmed';
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return 'changed' as const;
      throw error;
    });
}

/**
 * Sets the account's address to `email` (lower-cased); its confirmation is cleared by the trigger
 * of migration 0018 when the address differs. Returns 'changed', or 'taken' when another account
 * of the same kind has that address (the kind's unique index on the lower-cased address).
 * @throws whatever else the database throws
 */
export async function changeAccountEmail(db: Database, kind: EmailAccountKind, id: number, email: string): Promise<'changed' | 'taken'> {
  try {
    if (kind === 'user') await db.update(users).set({ email }).where(eq(users.userId, id));
    else if (kind === 'associate') await db.update(associates).set({ email }).where(eq(associates.assId, id));
    else await db.update(builders).set({ email }).where(eq(builders.builderId, id));
    return 'changed';
  } catch (error) {
    if (violatedUniqueIndex(error) !== null) return 'taken';
    throw error;
  }
}

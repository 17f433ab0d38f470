import type { Database } from '@realty/db/client';
import { associates, builders, privacyConsents, privacyGrievances, privacyNominees, users } from '@realty/db/schema';
import { and, desc, eq } from 'drizzle-orm';

/** The account kinds that hold personal data and consents: the session kinds of customers (`user`), associates and builders. */
export type PrivacySubjectType = 'user' | 'associate' | 'builder';
/** One account: its kind and id. */
export type PrivacySubject = { subjectType: PrivacySubjectType; subjectId: number };

/** A `privacy_consents` row (migration 0032). */
export type ConsentRow = typeof privacyConsents.$inferSelect;
/** A `privacy_nominees` row. */
export type NomineeRow = typeof privacyNominees.$inferSelect;
/** A `privacy_grievances` row. */
export type GrievanceRow = typeof privacyGrievances.$inferSelect;

const ofSubject = (s: PrivacySubject) => and(eq(privacyConsents.subjectType, s.subjectType), eq(privacyConsents.subjectId, s.subjectId));

/** Every consent row of `subject`, newest first. */
export async function listConsentRows(db: Database, subject: PrivacySubject): Promise<ConsentRow[]> {
  return db.select().from(privacyConsents).where(ofSubject(subject)).orderBy(desc(privacyConsents.consentId));
}

/** The newest consent row of `subject` for `purpose`, or null when none was recorded. */
export async function latestConsentRow(db: Database, subject: PrivacySubject, purpose: string): Promise<ConsentRow | null> {
  const [row] = await db
    .select()
    .from(privacyConsents)
    .where(and(ofSubject(subject), eq(privacyConsents.purpose, purpose)))
    .orderBy(desc(privacyConsents.consentId))
    .limit(1);
  return row ?? null;
}

/** Appends one consent row (the log is never updated). */
export async function insertConsentRow(db: Database, values: typeof privacyConsents.$inferInsert): Promise<ConsentRow> {
  const [row] = await db.insert(privacyConsents).values(values).returning();
  if (!row) throw new Error('The consent was not recorded');
  return row;
}

/** The name, mobile and e-mail of an account, or null when it is gone. */
export async function findSubjectContact(
  db: Database,
  subject: PrivacySubject,
): Promise<{ name: string; mobile: string; email: string } | null> {
  const table = subject.subjectType === 'user' ? users : subject.subjectType === 'associate' ? associates : builders;
  const idColumn =
    subject.subjectType === 'user' ? users.userId : subject.subjectType === 'associate' ? associates.assId : builders.builderId;
  const [row] = await db
    .select({ name: table.name, mobile: table.mobile, email: table.email })
    .from(table)
    .where(eq(idColumn, subject.subjectId));
  return row ?? null;
}

/** The nominee of `subject`, or null. */
export async function findNomineeRow(db: Database, subject: PrivacySubject): Promise<NomineeRow | null> {
  const [row] = await db
    .select()
    .from(privacyNominees)
    .where(and(eq(privacyNominees.subjectType, subject.subjectType), eq(privacyNominees.subjectId, subject.subjectId)));
  return row ?? null;
}

/** Writes the nominee of `subject` (insert, or replace the one there) at `at`. */
export async function upsertNomineeRow(
  db: Database,
  subject: PrivacySubject,
  values: { name: string; mobile: string; relation: string },
  at: Date,
): Promise<NomineeRow> {
  const [row] = await db
    .insert(privacyNominees)
    .values({ ...subject, ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: [privacyNominees.subjectType, privacyNominees.subjectId], set: { ...values, updatedAt: at } })
    .returning();
  if (!row) throw new Error('The nominee was not written');
  return row;
}

/** Deletes the nominee of `subject`; whether there was one. */
export async function deleteNomineeRow(db: Database, subject: PrivacySubject): Promise<boolean> {
  const rows = await db
    .delete(privacyNominees)
    .where(and(eq(privacyNominees.subjectType, subject.subjectType), eq(privacyNominees.subjectId, subject.subjectId)))
    .returning({ id: privacyNominees.subjectId });
  return rows.length > 0;
}

/** Records a grievance. */
export async function insertGrievanceRow(db: Database, values: typeof privacyGrievances.$inferInsert): Promise<GrievanceRow> {
  const [row] = await db.insert(privacyGrievances).values(values).returning();
  if (!row) throw new Error('The grievance was not recorded');
  return row;
}

import type { Database } from '@realty/db/client';
import {
  accountDeletions,
  accountLastUse,
  accountSignInFailures,
  alertDeliveries,
  alertItems,
  alertRetries,
  alertSmsWaiting,
  associateBankAccounts,
  associates,
  auditLog,
  brokerageLedger,
  builders,
  contacts,
  dataExports,
  emailConfirmations,
  enquiries,
  favorites,
  favouriteAlerted,
  inactivityNotices,
  leadEvents,
  leadOffers,
  leads,
  membershipCreditNotes,
  membershipInvoices,
  otpVerifications,
  payoutLines,
  privacyConsents,
  privacyGrievances,
  privacyNominees,
  profileChanges,
  projects,
  pushSubscriptionsGone,
  retentionRuns,
  savedSearches,
  sessions,
  sites,
  siteVisits,
  staffAccessLog,
  users,
  viewedSites,
} from '@realty/db/schema';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';

/**
 * Every database read and write of the person's rights and retention (docs/product/privacy-rights.md).
 * `kind` is the session subject of an account: `user` (customer), `associate` or `builder`.
 */

/** An account kind the rights apply to. */
export type RightsKind = 'user' | 'associate' | 'builder';

/** The columns every account kind shares, as this module reads them. */
export type AccountBasics = {
  id: number;
  name: string;
  email: string;
  mobile: string;
  status: string;
  language: string;
  emailConfirmedAt: Date | null;
  createdAt: Date;
};

/** The account `id` of `kind` with the columns every kind has, or undefined. */
export async function findAccountBasics(db: Database, kind: RightsKind, id: number): Promise<AccountBasics | undefined> {
  if (kind === 'user') {
    const [row] = await db.select().from(users).where(eq(users.userId, id));
    return row && { ...row, id: row.userId };
  }
  if (kind === 'associate') {
    const [row] = await db.select().from(associates).where(eq(associates.assId, id));
    return row && { ...row, id: row.assId };
  }
  const [row] = await db.select().from(builders).where(eq(builders.builderId, id));
  return row && { ...row, id: row.builderId };
}

/** The whole row of the account (every column, secrets included: callers drop them). */
export async function findAccountRow(db: Database, kind: RightsKind, id: number): Promise<Record<string, unknown> | undefined> {
  const table = kind === 'user' ? users : kind === 'associate' ? associates : builders;
  const idColumn = kind === 'user' ? users.userId : kind === 'associate' ? associates.assId : builders.builderId;
  const [row] = await db.select().from(table).where(eq(idColumn, id));
  return row as Record<string, unknown> | undefined;
}

/** Whether another account of `kind` has `mobile`. */
export async function mobileTaken(db: Database, kind: RightsKind, mobile: string, exceptId: number): Promise<boolean> {
  if (kind === 'user')
    return (
      (
        await db
          .select({ id: users.userId })
          .from(users)
          .where(and(eq(users.mobile, mobile), ne(users.userId, exceptId)))
      ).length > 0
    );
  if (kind === 'associate')
    return (
      (
        await db
          .select({ id: associates.assId })
          .from(associates)
          .where(and(eq(associates.mobile, mobile), ne(associates.assId, exceptId)))
      ).length > 0
    );
  return (
    (
      await db
        .select({ id: builders.builderId })
        .from(builders)
        .where(and(eq(builders.mobile, mobile), ne(builders.builderId, exceptId)))
    ).length > 0
  );
}

/** The columns `PATCH /api/me/profile` may write, by their wire names. */
export type ProfileColumns = Partial<{
  name: string;
  mobile: string;
  alt_mobile: string;
  address: string;
  state_code: string;
  company: string;
  city: string;
}>;

/** Writes the corrected `values` of the account and one audit row per field changed, in one transaction. */
export async function updateProfileColumns(
  db: Database,
  kind: RightsKind,
  id: number,
  values: ProfileColumns,
  audit: { field: string; beforeHint: string | null; afterHint: string | null }[],
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (kind === 'user') {
      const set = {
        ...(values.name !== undefined ? { name: values.name } : {}),
        ...(values.mobile !== undefined ? { mobile: values.mobile } : {}),
        ...(values.alt_mobile !== undefined ? { altMobile: values.alt_mobile } : {}),
        ...(values.address !== undefined ? { address: values.address } : {}),
      };
      if (Object.keys(set).length) await tx.update(users).set(set).where(eq(users.userId, id));
    } else if (kind === 'associate') {
      const set = {
        ...(values.name !== undefined ? { name: values.name } : {}),
        ...(values.mobile !== undefined ? { mobile: values.mobile } : {}),
        ...(values.address !== undefined ? { address: values.address } : {}),
        ...(values.state_code !== undefined ? { stateCode: values.state_code } : {}),
      };
      if (Object.keys(set).length) await tx.update(associates).set(set).where(eq(associates.assId, id));
    } else {
      const set = {
        ...(values.name !== undefined ? { name: values.name } : {}),
        ...(values.mobile !== undefined ? { mobile: values.mobile } : {}),
        ...(values.address !== undefined ? { address: values.address } : {}),
        ...(values.company !== undefined ? { company: values.company } : {}),
        ...(values.city !== undefined ? { city: values.city } : {}),
      };
      if (Object.keys(set).length) await tx.update(builders).set(set).where(eq(builders.builderId, id));
    }
    if (audit.length) {
      await tx.insert(profileChanges).values(audit.map((change) => ({ accountKind: kind, accountId: id, changedAt: at, ...change })));
    }
  });
}

/** The audit rows of an account's corrections, newest first. */
export function listProfileChanges(db: Database, kind: RightsKind, id: number) {
  return db
    .select()
    .from(profileChanges)
    .where(and(eq(profileChanges.accountKind, kind), eq(profileChanges.accountId, id)))
    .orderBy(desc(profileChanges.changedAt), desc(profileChanges.changeId));
}

/** Records the audit row of a correction made elsewhere (the e-mail address, through its confirmation flow). */
export async function insertProfileChange(
  db: Database,
  values: { kind: RightsKind; id: number; field: string; beforeHint: string | null; afterHint: string | null; at: Date },
): Promise<void> {
  await db.insert(profileChanges).values({
    accountKind: values.kind,
    accountId: values.id,
    field: values.field,
    beforeHint: values.beforeHint,
    afterHint: values.afterHint,
    changedAt: values.at,
  });
}

// ---------------------------------------------------------------- data exports

/** Inserts a pending export. */
export async function insertExport(db: Database, values: { exportId: string; kind: RightsKind; id: number; at: Date }): Promise<void> {
  await db
    .insert(dataExports)
    .values({ exportId: values.exportId, accountKind: values.kind, accountId: values.id, status: 'pending', requestedAt: values.at });
}

/** The export `exportId` without its file. */
export async function findExport(db: Database, exportId: string) {
  const [row] = await db
    .select({
      exportId: dataExports.exportId,
      accountKind: dataExports.accountKind,
      accountId: dataExports.accountId,
      status: dataExports.status,
      requestedAt: dataExports.requestedAt,
      readyAt: dataExports.readyAt,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .where(eq(dataExports.exportId, exportId));
  return row;
}

/** The newest export of an account, without its file. */
export async function findLatestExport(db: Database, kind: RightsKind, id: number) {
  const [row] = await db
    .select({ exportId: dataExports.exportId })
    .from(dataExports)
    .where(and(eq(dataExports.accountKind, kind), eq(dataExports.accountId, id)))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ? findExport(db, row.exportId) : undefined;
}

/** The ZIP of a ready export. */
export async function readExportZip(db: Database, exportId: string): Promise<Buffer | null> {
  const [row] = await db.select({ zip: dataExports.zip }).from(dataExports).where(eq(dataExports.exportId, exportId));
  return row?.zip ?? null;
}

/** Stores the built ZIP: the export is ready until `expiresAt`. Returns false when it was not pending any more. */
export async function markExportReady(db: Database, exportId: string, zip: Buffer, at: Date, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'ready', zip, readyAt: at, expiresAt })
    .where(and(eq(dataExports.exportId, exportId), eq(dataExports.status, 'pending')))
    .returning({ exportId: dataExports.exportId });
  return rows.length > 0;
}

/** Marks a pending export failed. */
export async function markExportFailed(db: Database, exportId: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.exportId, exportId), eq(dataExports.status, 'pending')));
}

/** Ready exports whose download period ended by `at`: their files are dropped and they become `expired`. Returns how many (or would, with `dryRun`). */
export async function expireExports(db: Database, at: Date, dryRun: boolean): Promise<number> {
  const due = and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, at));
  if (dryRun) return (await db.select({ id: dataExports.exportId }).from(dataExports).where(due)).length;
  const rows = await db.update(dataExports).set({ status: 'expired', zip: null }).where(due).returning({ id: dataExports.exportId });
  return rows.length;
}

/** Sites' titles by id, for the export's lists of listings. */
async function siteTitles(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: sites.siteId, title: sites.title }).from(sites).where(inArray(sites.siteId, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** A customer's favourites, recently viewed listings, enquiries, saved searches, leads with their timelines, and visits. */
export async function customerExportRows(db: Database, userId: number) {
  const [favs, views, enquiryRows, searches, leadRows, visitRows] = await Promise.all([
    db.select().from(favorites).where(eq(favorites.userId, userId)).orderBy(desc(favorites.createdAt)),
    db.select().from(viewedSites).where(eq(viewedSites.userId, userId)).orderBy(desc(viewedSites.viewedAt)),
    db.select().from(enquiries).where(eq(enquiries.userId, userId)).orderBy(desc(enquiries.createdAt)),
    db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt)),
    db.select().from(leads).where(eq(leads.userId, userId)).orderBy(desc(leads.createdAt)),
    db.select().from(siteVisits).where(eq(siteVisits.userId, userId)).orderBy(desc(siteVisits.scheduledAt)),
  ]);
  const titles = await siteTitles(
    db,
    [...favs, ...views, ...enquiryRows, ...visitRows].map((row) => row.siteId),
  );
  const events = await leadTimelines(
    db,
    leadRows.map((lead) => lead.leadId),
  );
  return { favs, views, enquiryRows, searches, leadRows, visitRows, titles, events };
}

/** The events of leads `leadIds` (their timelines), oldest first; none for no lead. */
async function leadTimelines(db: Database, leadIds: number[]) {
  if (leadIds.length === 0) return [];
  return db.select().from(leadEvents).where(inArray(leadEvents.leadId, leadIds)).orderBy(asc(leadEvents.eventId));
}

/** An associate's leads with their timelines, visits, ledger, payouts, invoices, credit notes and bank account. */
export async function associateExportRows(db: Database, assId: number) {
  const [leadRows, visitRows, ledger, payouts, invoices, creditNotes, bank] = await Promise.all([
    db.select().from(leads).where(eq(leads.assId, assId)).orderBy(desc(leads.createdAt)),
    db.select().from(siteVisits).where(eq(siteVisits.assId, assId)).orderBy(desc(siteVisits.scheduledAt)),
    db.select().from(brokerageLedger).where(eq(brokerageLedger.assId, assId)).orderBy(asc(brokerageLedger.entryId)),
    db.select().from(payoutLines).where(eq(payoutLines.assId, assId)).orderBy(asc(payoutLines.lineId)),
    db.select().from(membershipInvoices).where(eq(membershipInvoices.assId, assId)).orderBy(asc(membershipInvoices.invoiceId)),
    db.select().from(membershipCreditNotes).where(eq(membershipCreditNotes.assId, assId)).orderBy(asc(membershipCreditNotes.creditNoteId)),
    db.select().from(associateBankAccounts).where(eq(associateBankAccounts.assId, assId)),
  ]);
  const titles = await siteTitles(
    db,
    visitRows.map((row) => row.siteId),
  );
  const events = await leadTimelines(
    db,
    leadRows.map((lead) => lead.leadId),
  );
  return { leadRows, visitRows, ledger, payouts, invoices, creditNotes, bank: bank[0] ?? null, titles, events };
}

/** A builder's projects. */
export function builderExportRows(db: Database, builderId: number) {
  return db.select().from(projects).where(eq(projects.builderId, builderId)).orderBy(asc(projects.projectId));
}

// ---------------------------------------------------------------- deletion

/** The pending deletion of an account, if any. */
export async function findPendingDeletion(db: Database, kind: RightsKind, id: number) {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.accountKind, kind), eq(accountDeletions.accountId, id), eq(accountDeletions.status, 'pending')));
  return row;
}

/** The money an associate is owed and not yet paid: ledger entries pending or confirmed, in rupees (numeric text). */
export async function unpaidEarnings(db: Database, assId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${brokerageLedger.amount}), 0)` })
    .from(brokerageLedger)
    .where(and(eq(brokerageLedger.assId, assId), inArray(brokerageLedger.status, ['pending', 'confirmed'])));
  const [lines] = await db
    .select({ total: sql<string>`coalesce(sum(${payoutLines.net}), 0)` })
    .from(payoutLines)
    .where(and(eq(payoutLines.assId, assId), inArray(payoutLines.status, ['pending', 'failed'])));
  return Number(row?.total ?? 0) + Number(lines?.total ?? 0);
}

/** Sets the account's status (`closing` at a deletion request, `active` again when it is cancelled). */
export async function setAccountStatus(db: Database, kind: RightsKind, id: number, status: string): Promise<void> {
  if (kind === 'user') await db.update(users).set({ status }).where(eq(users.userId, id));
  else if (kind === 'associate') await db.update(associates).set({ status }).where(eq(associates.assId, id));
  else await db.update(builders).set({ status }).where(eq(builders.builderId, id));
}

/**
 * Records a deletion request and closes the account in one transaction. Returns the row, or
 * undefined when one is pending already.
 */
export async function insertDeletion(
  db: Database,
  values: { kind: RightsKind; id: number; reason: 'request' | 'inactive'; at: Date; eraseAfter: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountDeletions)
      .values({
        accountKind: values.kind,
        accountId: values.id,
        reason: values.reason,
        requestedAt: values.at,
        eraseAfter: values.eraseAfter,
      })
      .onConflictDoNothing()
      .returning();
    if (row) await setAccountStatus(tx as unknown as Database, values.kind, values.id, 'closing');
    return row;
  });
}

/** Cancels a pending deletion and reopens the account. Returns false when none was pending. */
export async function cancelDeletion(db: Database, kind: RightsKind, id: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(accountDeletions)
      .set({ status: 'cancelled', cancelledAt: at })
      .where(and(eq(accountDeletions.accountKind, kind), eq(accountDeletions.accountId, id), eq(accountDeletions.status, 'pending')))
      .returning({ id: accountDeletions.deletionId });
    if (rows.length) await setAccountStatus(tx as unknown as Database, kind, id, 'active');
    return rows.length > 0;
  });
}

/** Pending deletions whose grace period has ended by `at`, oldest first. */
export function listDueDeletions(db: Database, at: Date) {
  return db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.status, 'pending'), lte(accountDeletions.eraseAfter, at)))
    .orderBy(asc(accountDeletions.eraseAfter), asc(accountDeletions.deletionId));
}

/** Notes why a due erasure waits (or clears it with null). */
export async function setDeletionWaiting(db: Database, deletionId: number, reason: string | null): Promise<void> {
  await db.update(accountDeletions).set({ waitingReason: reason }).where(eq(accountDeletions.deletionId, deletionId));
}

/** A customer's leads that are still open (not booked or lost), with who handles or was offered each. */
export async function openLeadsOf(db: Database, userId: number) {
  return db
    .select({
      leadId: leads.leadId,
      city: leads.city,
      status: leads.status,
      assId: leads.assId,
      offeredTo: sql<
        number | null
      >`(select ${leadOffers.assId} from ${leadOffers} where ${leadOffers.leadId} = ${leads.leadId} and ${leadOffers.status} = 'offered' limit 1)`,
    })
    .from(leads)
    .where(and(eq(leads.userId, userId), notInArray(leads.status, ['booked', 'lost'])));
}

/**
 * Withdraws a customer's open lead because they closed their account: the lead becomes `lost`
 * with `reason`, an open offer is `withdrawn`, planned visits are cancelled and the timeline says so.
 */
export async function withdrawLead(
  db: Database,
  leadId: number,
  fromStatus: string,
  at: Date,
  reason: string,
  reasonHi: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(leads).set({ status: 'lost', lostReason: reason, updatedAt: at }).where(eq(leads.leadId, leadId));
    await tx
      .update(leadOffers)
      .set({ status: 'withdrawn', answeredAt: at })
      .where(and(eq(leadOffers.leadId, leadId), eq(leadOffers.status, 'offered')));
    await tx
      .update(siteVisits)
      .set({ status: 'cancelled', updatedAt: at })
      .where(and(eq(siteVisits.leadId, leadId), inArray(siteVisits.status, ['scheduled', 'confirmed', 'reschedule_requested'])));
    await tx
      .insert(leadEvents)
      .values({ leadId, at, actorType: 'system', actorId: null, fromStatus, toStatus: 'lost', note: reason, noteHi: reasonHi });
  });
}

// ---------------------------------------------------------------- erasure

/** Placeholder words an erased account keeps in its name, mobile and e-mail columns (they are NOT NULL and unique). */
export const erasedIdentity = (kind: RightsKind, id: number) => ({
  name: 'Erased account',
  mobile: `erased-${kind}-${id}`,
  email: `erased-${kind}-${id}@erased.invalid`,
});

/** Whether an associate has records the law makes us keep (ledger entries, payouts, invoices or credit notes). */
export async function associateHasStatutoryRecords(db: Database, assId: number): Promise<boolean> {
  const [row] = await db
    .execute<{ kept: boolean }>(sql`select (
      exists (select 1 from ${brokerageLedger} where ${brokerageLedger.assId} = ${assId})
      or exists (select 1 from ${payoutLines} where ${payoutLines.assId} = ${assId})
      or exists (select 1 from ${membershipInvoices} where ${membershipInvoices.assId} = ${assId})
    ) as kept`)
    .then(rowsOf<{ kept: boolean }>);
  return Boolean(row?.kept);
}

/** Rows of a raw `execute` answer on either driver (node-postgres `{ rows }`, PGlite `{ rows }` or an array). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Erases the personal data of an account whose deletion is due, in one transaction
 * (docs/product/privacy-rights.md, "What is erased and what is kept"): activity, searches, contact
 * details, OTPs, sessions, push subscriptions, e-mail links, exports and contact-form messages
 * are deleted; leads and visits keep only what a booked deal needs, with their texts blanked; the
 * account row keeps its id with its name, mobile and e-mail replaced (an associate with statutory
 * records keeps their name and PAN for those records). Staff notes about their enquiries and
 * contact-form messages are blanked in the audit log. Marks the deletion `erased`.
 */
export async function eraseAccountData(db: Database, deletionId: number, kind: RightsKind, id: number, at: Date): Promise<void> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const basics = await findAccountBasics(tx, kind, id);
    if (basics) {
      const identity = erasedIdentity(kind, id);
      const mobiles = [basics.mobile];
      const emails = [basics.email.toLowerCase()];
      if (kind === 'user') {
        const [row] = await tx.select({ alt: users.altMobile }).from(users).where(eq(users.userId, id));
        if (row?.alt) mobiles.push(row.alt);
        await tx.delete(favorites).where(eq(favorites.userId, id));
        await tx.delete(viewedSites).where(eq(viewedSites.userId, id));
        await tx.delete(favouriteAlerted).where(eq(favouriteAlerted.userId, id));
        await tx.delete(alertItems).where(eq(alertItems.userId, id));
        await tx.delete(alertSmsWaiting).where(eq(alertSmsWaiting.userId, id));
        await tx.delete(alertRetries).where(eq(alertRetries.userId, id));
        await tx.delete(alertDeliveries).where(eq(alertDeliveries.userId, id));
        await tx.delete(savedSearches).where(eq(savedSearches.userId, id));
        const enquiryIds = await tx.select({ id: enquiries.enquiryId }).from(enquiries).where(eq(enquiries.userId, id));
        await blankAudit(
          tx,
          'enquiry',
          enquiryIds.map((row) => String(row.id)),
        );
        await tx.delete(enquiries).where(eq(enquiries.userId, id));
        // leads: those a deal rests on are kept with their texts blanked; the others go, with their offers, visits and timelines
        const kept = sql`exists (select 1 from deals d where d.lead_id = ${leads.leadId})`;
        await tx.delete(leads).where(and(eq(leads.userId, id), sql`not ${kept}`));
        const keptLeads = tx.select({ id: leads.leadId }).from(leads).where(eq(leads.userId, id));
        await tx.update(leads).set({ note: '', lostReason: '' }).where(eq(leads.userId, id));
        await tx.update(leadEvents).set({ note: '', noteHi: null }).where(inArray(leadEvents.leadId, keptLeads));
        await tx.update(siteVisits).set({ meetingPoint: '', outcomeNote: '' }).where(eq(siteVisits.userId, id));
        await tx
          .update(users)
          .set({
            ...identity,
            passwordHash: '!',
            altMobile: '',
            notiToken: '',
            locLat: null,
            locLon: null,
            address: '',
            status: 'erased',
            emailConfirmedAt: null,
            favouritePriceAlerts: false,
          })
          .where(eq(users.userId, id));
      } else if (kind === 'associate') {
        const keepsRecords = await associateHasStatutoryRecords(tx, id);
        await tx.delete(associateBankAccounts).where(eq(associateBankAccounts.assId, id));
        await tx.update(siteVisits).set({ meetingPoint: '', outcomeNote: '' }).where(eq(siteVisits.assId, id));
        await tx
          .update(associates)
          .set({
            mobile: identity.mobile,
            email: identity.email,
            ...(keepsRecords ? {} : { name: identity.name, panEnc: null, panHash: null, panLast4: null }),
            passwordHash: '!',
            aadhaarEnc: null,
            aadhaarHash: null,
            aadhaarLast4: null,
            lat: null,
            lon: null,
            notiToken: '',
            profileImage: '',
            address: null,
            sponsorName: '',
            status: 'erased',
            emailConfirmedAt: null,
          })
          .where(eq(associates.assId, id));
      } else {
        await tx
          .update(builders)
          .set({ ...identity, passwordHash: '!', address: '', notiToken: '', status: 'erased', emailConfirmedAt: null })
          .where(eq(builders.builderId, id));
      }
      await tx.delete(otpVerifications).where(inArray(otpVerifications.target, mobiles));
      // the contact form stores phones as +91…: compared by their last 10 digits
      const theirContacts = or(
        inArray(sql`right(regexp_replace(${contacts.phone}, '[^0-9]', '', 'g'), 10)`, mobiles),
        inArray(sql`lower(${contacts.email})`, emails),
      );
      const contactIds = await tx.select({ id: contacts.conId }).from(contacts).where(theirContacts);
      await blankAudit(
        tx,
        'contact',
        contactIds.map((row) => String(row.id)),
      );
      await tx
        .delete(contacts)
        .where(
          or(
            inArray(sql`right(regexp_replace(${contacts.phone}, '[^0-9]', '', 'g'), 10)`, mobiles),
            inArray(sql`lower(${contacts.email})`, emails),
          ),
        );
      await tx.delete(emailConfirmations).where(and(eq(emailConfirmations.accountKind, kind), eq(emailConfirmations.accountId, id)));
      // grievances they made, signed in or from the form on /privacy: the record that one was made
      // and answered stays (docs/product/privacy.md, "Grievances"), with nothing that names them
      await tx
        .update(privacyGrievances)
        .set({ name: 'Erased account', mobile: null, email: null, text: '(erased with the account)' })
        .where(
          or(
            and(eq(privacyGrievances.subjectType, kind), eq(privacyGrievances.subjectId, id)),
            inArray(sql`right(regexp_replace(coalesce(${privacyGrievances.mobile}, ''), '[^0-9]', '', 'g'), 10)`, mobiles),
            inArray(sql`lower(coalesce(${privacyGrievances.email}, ''))`, emails),
          ),
        );
    }
    // the nominee they named (docs/product/privacy.md, "Nominee") goes with the account
    await tx.delete(privacyNominees).where(and(eq(privacyNominees.subjectType, kind), eq(privacyNominees.subjectId, id)));
    await tx.delete(sessions).where(and(eq(sessions.subjectType, kind), eq(sessions.subjectId, id)));
    await tx.delete(accountSignInFailures).where(and(eq(accountSignInFailures.accountKind, kind), eq(accountSignInFailures.accountId, id)));
    await tx.delete(dataExports).where(and(eq(dataExports.accountKind, kind), eq(dataExports.accountId, id)));
    await tx.delete(profileChanges).where(and(eq(profileChanges.accountKind, kind), eq(profileChanges.accountId, id)));
    await tx.delete(inactivityNotices).where(and(eq(inactivityNotices.accountKind, kind), eq(inactivityNotices.accountId, id)));
    await tx.delete(pushSubscriptionsGone).where(and(eq(pushSubscriptionsGone.accountKind, kind), eq(pushSubscriptionsGone.accountId, id)));
    await tx.delete(accountLastUse).where(and(eq(accountLastUse.accountKind, kind), eq(accountLastUse.accountId, id)));
    await tx
      .update(accountDeletions)
      .set({ status: 'erased', erasedAt: at, waitingReason: null })
      .where(eq(accountDeletions.deletionId, deletionId));
  });
}

/** Blanks what the staff audit log holds of records of `entity` with `ids` (their before and after: staff notes may name the person). */
async function blankAudit(db: Database, entity: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(auditLog)
    .set({ before: null, after: null })
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids)));
}

/**
 * Hands back the open leads of an associate who closed their account: each becomes `unassigned`
 * (for staff to reassign), an open offer to them is withdrawn, and the timeline says why. Returns
 * how many.
 */
export async function releaseAssociateLeads(db: Database, assId: number, at: Date, note: string, noteHi: string): Promise<number> {
  return db.transaction(async (tx) => {
    const offered = await tx
      .update(leadOffers)
      .set({ status: 'withdrawn', answeredAt: at })
      .where(and(eq(leadOffers.assId, assId), eq(leadOffers.status, 'offered')))
      .returning({ leadId: leadOffers.leadId });
    const held = await tx
      .select({ leadId: leads.leadId, status: leads.status })
      .from(leads)
      .where(
        and(
          notInArray(leads.status, ['booked', 'lost']),
          or(
            eq(leads.assId, assId),
            inArray(
              leads.leadId,
              offered.map((row) => row.leadId),
            ),
          ),
        ),
      );
    for (const lead of held) {
      await tx.update(leads).set({ status: 'unassigned', assId: null, updatedAt: at }).where(eq(leads.leadId, lead.leadId));
      await tx.insert(leadEvents).values({
        leadId: lead.leadId,
        at,
        actorType: 'system',
        actorId: null,
        fromStatus: lead.status,
        toStatus: 'unassigned',
        note,
        noteHi,
      });
    }
    return held.length;
  });
}

// ---------------------------------------------------------------- retention

/**
 * Active customer accounts last used before `before` (their newest session's last use, else when
 * they signed up), with when their notice went, if one did.
 */
export async function listInactiveCustomers(db: Database, before: Date) {
  const lastUsed = sql<Date>`greatest(
    ${users.createdAt},
    (select max(s.last_seen_at) from sessions s where s.subject_type = 'user' and s.subject_id = ${users.userId}),
    (select u.last_used_at from account_last_use u where u.account_kind = 'user' and u.account_id = ${users.userId})
  )`;
  const rows = await db
    .select({
      id: users.userId,
      mobile: users.mobile,
      language: users.language,
      lastUsed,
      notifiedAt: inactivityNotices.notifiedAt,
    })
    .from(users)
    .leftJoin(inactivityNotices, and(eq(inactivityNotices.accountKind, 'user'), eq(inactivityNotices.accountId, users.userId)))
    .where(and(eq(users.status, 'active'), sql`${lastUsed} < ${before.toISOString()}`))
    .orderBy(asc(users.userId));
  return rows.map((row) => ({ ...row, lastUsed: new Date(row.lastUsed) }));
}

/** Records the 48-hour notice to an inactive account; returns false when one was recorded already (another instance sent it). */
export async function claimInactivityNotice(db: Database, kind: RightsKind, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .insert(inactivityNotices)
    .values({ accountKind: kind, accountId: id, notifiedAt: at })
    .onConflictDoNothing()
    .returning({ id: inactivityNotices.accountId });
  return rows.length > 0;
}

/** Forgets notices of accounts used again after them (the notice no longer applies). Returns how many. */
export async function dropStaleInactivityNotices(db: Database, dryRun: boolean): Promise<number> {
  const stale = sql`exists (select 1 from sessions s where s.subject_type = ${inactivityNotices.accountKind} and s.subject_id = ${inactivityNotices.accountId} and s.last_seen_at > ${inactivityNotices.notifiedAt})`;
  if (dryRun) return (await db.select({ id: inactivityNotices.accountId }).from(inactivityNotices).where(stale)).length;
  return (await db.delete(inactivityNotices).where(stale).returning({ id: inactivityNotices.accountId })).length;
}

/** The rows retention deletes by age, per record kind, as of `at` with each kind's cut-off. */
export type RetentionCutoffs = {
  otp: Date;
  signInFailures: Date;
  sessions: Date;
  contacts: Date;
  alertLog: Date;
  consentLog: Date;
  accessLog: Date;
};

/**
 * Deletes (or, with `dryRun`, counts) records past their period (docs/product/privacy-rights.md,
 * "Retention periods"): OTP records created before `otp`, sign-in failure records last counted
 * before `signInFailures` and not locked, sessions that ended (expired or revoked) before
 * `sessions`, contact-form messages received before `contacts`, records of alerts sent before
 * `alertLog`, consent records before `consentLog` (and seven years old by the database's clock),
 * staff access records before `accessLog`. Returns the count per kind.
 */
export async function deleteExpiredRecords(db: Database, cut: RetentionCutoffs, dryRun: boolean): Promise<Record<string, number>> {
  const targets = [
    ['otp_records', otpVerifications, lt(otpVerifications.createdAt, cut.otp)],
    [
      'sign_in_failure_records',
      accountSignInFailures,
      and(
        lt(accountSignInFailures.lastFailedAt, cut.signInFailures),
        or(isNull(accountSignInFailures.lockedUntil), lt(accountSignInFailures.lockedUntil, cut.signInFailures)),
      ),
    ],
    [
      'ended_sessions',
      sessions,
      or(lt(sessions.expiresAt, cut.sessions), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cut.sessions))),
    ],
    ['contact_messages', contacts, lt(contacts.createdAt, cut.contacts)],
    ['alert_log', alertDeliveries, lt(alertDeliveries.sentAt, cut.alertLog)],
    // (never a row the consent log's own trigger would refuse: seven years by the database's clock too)
    [
      'consent_log',
      privacyConsents,
      and(lt(privacyConsents.createdAt, cut.consentLog), sql`${privacyConsents.createdAt} <= now() - interval '7 years'`),
    ],
    ['staff_access_log', staffAccessLog, lt(staffAccessLog.accessedAt, cut.accessLog)],
  ] as const;
  const counts: Record<string, number> = {};
  if (!dryRun) {
    // the last use of accounts outlives their ended sessions (inactivity is counted from it)
    await db.execute(sql`insert into ${accountLastUse} (account_kind, account_id, last_used_at)
      select ${sessions.subjectType}, ${sessions.subjectId}, max(${sessions.lastSeenAt}) from ${sessions}
      where ${targets[2][2]} and ${sessions.subjectType} in ('user', 'associate', 'builder')
      group by ${sessions.subjectType}, ${sessions.subjectId}
      on conflict (account_kind, account_id) do update set last_used_at = greatest(${accountLastUse.lastUsedAt}, excluded.last_used_at)`);
  }
  for (const [name, table, where] of targets) {
    counts[name] = dryRun
      ? Number((await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]?.n ?? 0)
      : Number(
          (
            await db
              .execute(sql`with gone as (delete from ${table} where ${where} returning 1) select count(*)::int as n from gone`)
              .then(rowsOf<{ n: number }>)
          )[0]?.n ?? 0,
        );
  }
  return counts;
}

/**
 * Deletes the push subscriptions reported gone before `before` (or, with `dryRun`, counts them):
 * the account's stored subscription is cleared while it is still the one reported, and the report
 * is dropped. Returns how many reports were handled.
 */
export async function deleteGonePushSubscriptions(db: Database, before: Date, dryRun: boolean): Promise<number> {
  const due = lt(pushSubscriptionsGone.reportedAt, before);
  const rows = await db.select().from(pushSubscriptionsGone).where(due);
  if (dryRun || !rows.length) return rows.length;
  const hashOf = (column: unknown) => sql`encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`;
  for (const row of rows) {
    if (row.accountKind === 'user') {
      await db
        .update(users)
        .set({ notiToken: '' })
        .where(and(eq(users.userId, row.accountId), sql`${hashOf(users.notiToken)} = ${row.tokenHash}`));
    } else if (row.accountKind === 'associate') {
      await db
        .update(associates)
        .set({ notiToken: '' })
        .where(and(eq(associates.assId, row.accountId), sql`${hashOf(associates.notiToken)} = ${row.tokenHash}`));
    } else {
      await db
        .update(builders)
        .set({ notiToken: '' })
        .where(and(eq(builders.builderId, row.accountId), sql`${hashOf(builders.notiToken)} = ${row.tokenHash}`));
    }
  }
  await db.delete(pushSubscriptionsGone).where(due);
  return rows.length;
}

/** Claims the scheduled retention run `runKey`; false when another instance ran it already. */
export async function claimRetentionRun(db: Database, runKey: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(retentionRuns)
    .values({ runKey, startedAt: at })
    .onConflictDoNothing()
    .returning({ key: retentionRuns.runKey });
  return rows.length > 0;
}

/** Stores what the run `runKey` did. */
export async function saveRetentionReport(db: Database, runKey: string, report: Record<string, unknown>): Promise<void> {
  await db.update(retentionRuns).set({ report }).where(eq(retentionRuns.runKey, runKey));
}

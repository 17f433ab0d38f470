import type { Database } from '@realty/db/client';
import { privacyConsents, privacyNominees } from '@realty/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import type { RightsKind } from './privacy-rights.repository.ts';

/**
 * What `consents.json` of a data export holds (docs/product/privacy-rights.md, "Access";
 * docs/product/privacy.md, "Consents" and "Nominee"): every record of the account's consent log,
 * oldest first (purpose, given or withdrawn, the notice version shown, when, from which channel),
 * and the nominee the account named, if any. Rejects with the database's error.
 */
export async function exportConsentRecords(
  db: Database,
  caller: { kind: RightsKind; id: number },
): Promise<{ consents: unknown[]; nominee: unknown; note: string }> {
  const consents = await db
    .select({
      purpose: privacyConsents.purpose,
      action: privacyConsents.action,
      notice_version: privacyConsents.noticeVersion,
      channel: privacyConsents.channel,
      at: privacyConsents.createdAt,
    })
    .from(privacyConsents)
    .where(and(eq(privacyConsents.subjectType, caller.kind), eq(privacyConsents.subjectId, caller.id)))
    .orderBy(asc(privacyConsents.consentId));
  const [nominee] = await db
    .select({ name: privacyNominees.name, mobile: privacyNominees.mobile, relation: privacyNominees.relation })
    .from(privacyNominees)
    .where(and(eq(privacyNominees.subjectType, caller.kind), eq(privacyNominees.subjectId, caller.id)));
  return {
    consents,
    nominee: nominee ?? null,
    note:
      consents.length === 0 ? 'No consent has been given or withdrawn by this account.' : 'Every consent given or withdrawn, oldest first.',
  };
}

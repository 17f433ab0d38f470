import type { Database } from '@realty/db/client';
import type { RightsKind } from './privacy-rights.repository.ts';

/**
 * What `consents.json` of a data export holds (docs/product/privacy-rights.md, "Access"): the
 * account's consent records (purpose, state, notice version, when, channel). The consent log is
 * built with the privacy notice (docs/product/privacy.md); until its table exists here this
 * answers an empty list with a note, and the export's file is already in place for it.
 */
export async function exportConsentRecords(
  _db: Database,
  _caller: { kind: RightsKind; id: number },
): Promise<{ consents: unknown[]; note: string }> {
  return { consents: [], note: 'No consent records are held for this account.' };
}

import type { Database } from '@realty/db/client';
import { associateBankAccounts, associates } from '@realty/db/schema';
import { eq, inArray } from 'drizzle-orm';
import { encryptPii, hmacPii, type PiiKeys } from '../lib/crypto.ts';
import { lookupIfsc } from '../modules/bank-accounts/ifsc-directory.ts';

/**
 * What the demo's payout run needs beyond the seed (docs/product/payouts.md, "Demo"): the seed
 * cannot seal personal data (it has no keys), so at the first start with the demo the server adds,
 * sealed with its own keys, a PAN for Amit Verma (KR000002, past the year's TDS threshold: 2 %
 * under s. 194H, the catch-up shown on his first line) and bank accounts for him and for
 * Mohammad Arif (KR000004, under the threshold, no PAN on file: 20 % under s. 206AA once past it).
 * Pooja Mishra (KR000005) is left without bank details, as a line staff see flagged. Adds only
 * what is missing; never overwrites an associate's own PAN or bank account.
 */
export const DEMO_PAYOUT_DETAILS = [
  { memberId: 'KR000002', pan: 'ABCPV1234K', holderName: 'Amit Verma', accountNumber: '30211456789012', ifsc: 'SBIN0000123' },
  { memberId: 'KR000004', pan: null, holderName: 'Mohammad Arif', accountNumber: '5021004567893', ifsc: 'HDFC0000123' },
] as const;

/**
 * Stores {@link DEMO_PAYOUT_DETAILS} in `db` with `keys` (the server's PII keys), in one
 * transaction, skipping associates that are missing or already have the detail. Resolves to the
 * number of bank accounts added.
 */
export async function addDemoPayoutDetails(db: Database, keys: PiiKeys): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ assId: associates.assId, memberId: associates.memberId, panEnc: associates.panEnc })
      .from(associates)
      .where(
        inArray(
          associates.memberId,
          DEMO_PAYOUT_DETAILS.map((d) => d.memberId),
        ),
      );
    let added = 0;
    for (const detail of DEMO_PAYOUT_DETAILS) {
      const row = rows.find((r) => r.memberId === detail.memberId);
      if (!row) continue;
      if (detail.pan && !row.panEnc) {
        await tx
          .update(associates)
          .set({ panEnc: encryptPii(keys, detail.pan), panHash: hmacPii(keys, 'pan', detail.pan), panLast4: detail.pan.slice(-4) })
          .where(eq(associates.assId, row.assId));
      }
      const inserted = await tx
        .insert(associateBankAccounts)
        .values({
          assId: row.assId,
          holderName: detail.holderName,
          accountNumberEnc: encryptPii(keys, detail.accountNumber),
          accountNumberLast4: detail.accountNumber.slice(-4),
          ifsc: detail.ifsc,
          bankName: lookupIfsc(detail.ifsc).bankName,
        })
        .onConflictDoNothing()
        .returning({ assId: associateBankAccounts.assId });
      added += inserted.length;
    }
    return added;
  });
}

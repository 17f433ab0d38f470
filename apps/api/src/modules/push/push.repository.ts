import type { Database } from '@realty/db/client';
import { pushSubscriptionsGone } from '@realty/db/schema';

/** Records a push subscription reported gone (once per account and subscription; the first report's time stays). */
export async function insertGonePushSubscription(
  db: Database,
  account: { kind: 'user' | 'associate' | 'builder'; id: number },
  tokenHash: string,
  at: Date,
): Promise<void> {
  await db
    .insert(pushSubscriptionsGone)
    .values({ accountKind: account.kind, accountId: account.id, tokenHash, reportedAt: at })
    .onConflictDoNothing();
}

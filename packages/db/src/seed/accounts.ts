import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { associates } from '../schema.ts';

/** The founding associate every demo associate signs up under (README "Demo accounts"). */
export const FOUNDING_ASSOCIATE = {
  memberId: 'KR000001',
  name: 'Rajesh Kumar Srivastava',
  mobile: '9415000001',
  email: 'founder@kashirealty.example.in',
  password: 'Founder@2018',
} as const;

/** What {@link seedAccounts} may be told: `now` stamps the row (defaults to the current time). */
export type SeedAccountsOptions = { now?: Date };

/**
 * Adds the founding associate (member id KR000001, mobile 9415000001, password 'Founder@2018',
 * argon2id-hashed) unless an associate with that member id exists; safe to call repeatedly.
 * Returns its `ass_id`. No Aadhaar or PAN is stored for it.
 */
export async function seedAccounts(db: Database, options: SeedAccountsOptions = {}): Promise<number> {
  const [existing] = await db
    .select({ assId: associates.assId })
    .from(associates)
    .where(eq(associates.memberId, FOUNDING_ASSOCIATE.memberId))
    .limit(1);
  if (existing) return existing.assId;
  const passwordHash = await hash(FOUNDING_ASSOCIATE.password, { algorithm: 2 as never, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const [row] = await db
    .insert(associates)
    .values({
      name: FOUNDING_ASSOCIATE.name,
      email: FOUNDING_ASSOCIATE.email,
      mobile: FOUNDING_ASSOCIATE.mobile,
      passwordHash,
      memberId: FOUNDING_ASSOCIATE.memberId,
      memberDbId: '1',
      sponsorId: null,
      sponsorName: '',
      lat: '25.317600',
      lon: '82.973900',
      role: 'Associate',
      createdAt: options.now ?? new Date(),
    })
    .onConflictDoNothing()
    .returning({ assId: associates.assId });
  if (row) return row.assId;
  const [after] = await db
    .select({ assId: associates.assId })
    .from(associates)
    .where(eq(associates.memberId, FOUNDING_ASSOCIATE.memberId))
    .limit(1);
  if (!after) throw new Error('The founding associate could not be stored');
  return after.assId;
}

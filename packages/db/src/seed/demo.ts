import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { sites } from '../schema.ts';
import { seedAccounts } from './accounts.ts';
import { seedBuilders } from './builders.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedContent } from './content.ts';
import { seedPipeline } from './pipeline.ts';

/** True when the catalogue has no listing yet (the demo loads only into an empty database). */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sites);
  return Number(row?.n ?? 0) === 0;
}

/** Where generated demo files go (DATA_DIR/uploads, served under /server/). */
export type SeedOptions = { uploadsDir: string };

/**
 * Loads the whole demo: one call per area, in dependency order (listings first, since
 * favourites, enquiries, blog links and the pipeline's leads may point at them). Photos and brochures are written
 * under `options.uploadsDir` only where missing. Architecture brief, "Embedded default".
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<void> {
  await seedCatalogue(db, options);
  await seedAccounts(db);
  await seedContent(db, options);
  await seedPipeline(db);
  await seedBuilders(db);
}

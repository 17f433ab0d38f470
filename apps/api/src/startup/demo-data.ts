import type { DatabaseHandle } from '@realty/db/client';
import { isCatalogueEmpty, seedDemo } from '@realty/db/seed/demo';
import type { Env } from '../config/env.ts';
import { uploadsDir } from '../plugins/static-files.ts';

/**
 * Loads the demo catalogue at start when SEED_DEMO=always, or when SEED_DEMO=auto (default),
 * the database is the embedded PGlite one and it holds no listings yet (architecture brief,
 * "Embedded default"). A PostgreSQL database is never filled unless asked.
 */
export async function loadDemoIfWanted(handle: DatabaseHandle, env: Env): Promise<void> {
  if (env.SEED_DEMO === 'never') return;
  if (env.SEED_DEMO === 'auto' && handle.kind !== 'pglite') return;
  if (!(await isCatalogueEmpty(handle.db))) return;
  console.log('Loading the demo catalogue into the empty database...');
  await seedDemo(handle.db, { uploadsDir: uploadsDir(env) });
}

import type { DatabaseHandle } from '@realty/db/client';
import { isCatalogueEmpty, seedDemo } from '@realty/db/seed/demo';
import type { Env } from '../config/env.ts';
import { uploadsDir } from '../lib/data-dirs.ts';

/**
 * Loads the demo catalogue at start when SEED_DEMO=always, or when SEED_DEMO=auto (default),
 * the database is the embedded PGlite one and it holds no listings yet (README.md,
 * "The two commands"). A PostgreSQL database is never filled unless asked. The check and the
 * load happen under the database's maintenance lock, so of several instances starting together
 * on one empty database exactly one loads the demo and the others find it loaded.
 * Resolves to true when this call loaded it.
 */
export async function loadDemoIfWanted(handle: DatabaseHandle, env: Env): Promise<boolean> {
  if (env.SEED_DEMO === 'never') return false;
  if (env.SEED_DEMO === 'auto' && handle.kind !== 'pglite') return false;
  return handle.withMaintenanceLock(async () => {
    if (!(await isCatalogueEmpty(handle.db))) return false;
    console.log('Loading the demo catalogue into the empty database...');
    await seedDemo(handle.db, { uploadsDir: uploadsDir(env) });
    return true;
  });
}

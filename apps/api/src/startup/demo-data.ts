import type { DatabaseHandle } from '@realty/db/client';
import { isCatalogueEmpty, seedDemo } from '@realty/db/seed/demo';
import type { Env } from '../config/env.ts';
import { loadPiiKeys } from '../lib/crypto.ts';
import { uploadsDir } from '../lib/data-dirs.ts';
import { copyFolderToStorage } from '../providers/storage/copy-to-storage.ts';
import { createFileStorage } from '../providers/storage/create-file-storage.ts';
import { addDemoPayoutDetails } from './demo-payout-details.ts';

/**
 * Loads the demo catalogue at start when SEED_DEMO=always, or when SEED_DEMO=auto (default),
 * the database is the embedded PGlite one and it holds no listings yet (README.md,
 * "The two commands"). A PostgreSQL database is never filled unless asked. The check and the
 * load happen under the database's maintenance lock, so of several instances starting together
 * on one empty database exactly one loads the demo and the others find it loaded.
 * The demo's photos and brochures are drawn into DATA_DIR/uploads; with STORAGE_DRIVER=s3 they
 * are then copied into the bucket (only what it lacks), and the bucket is checked before the
 * database is touched, so a wrong bucket setting stops the start with nothing loaded
 * (docs/decisions/0015-object-storage.md). The demo associates' PAN and bank accounts are sealed
 * with the server's keys (`addDemoPayoutDetails`).
 * Resolves to true when this call loaded it.
 * @throws Error when the bucket cannot be listed, or some demo files could not be copied into it
 *   (the catalogue is loaded by then: `npm run storage:migrate` copies the rest).
 */
export async function loadDemoIfWanted(handle: DatabaseHandle, env: Env): Promise<boolean> {
  if (env.SEED_DEMO === 'never') return false;
  if (env.SEED_DEMO === 'auto' && handle.kind !== 'pglite') return false;
  return handle.withMaintenanceLock(async () => {
    if (!(await isCatalogueEmpty(handle.db))) return false;
    const bucket = env.STORAGE_DRIVER === 's3' ? createFileStorage(env) : undefined;
    try {
      if (bucket) for await (const _ of bucket.list('media/')) break;
      console.log('Loading the demo catalogue into the empty database...');
      await seedDemo(handle.db, { uploadsDir: uploadsDir(env) });
      // what the seed cannot seal: a demo PAN and bank accounts for the payout run (docs/product/payouts.md)
      await addDemoPayoutDetails(handle.db, loadPiiKeys(env));
      if (bucket) {
        const copy = await copyFolderToStorage(uploadsDir(env), bucket);
        console.log(`Copied ${copy.copied} demo files into the bucket ${env.S3_BUCKET} (${copy.skipped} were there already).`);
        if (copy.failed.length > 0) {
          const first = copy.failed[0];
          throw new Error(
            `${copy.failed.length} demo files could not be copied into the bucket (first: ${first?.path}: ${first?.reason}). Run npm run storage:migrate to copy them.`,
          );
        }
      }
    } finally {
      await bucket?.close();
    }
    return true;
  });
}

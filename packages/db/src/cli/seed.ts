/**
 * `npm run db:seed`: loads the demo catalogue (with photos and brochures under
 * DATA_DIR/uploads) into DATABASE_URL, or into the PGlite database under DATA_DIR (default
 * ./data) when no URL is set. Migrates first.
 *
 *   npm run db:seed                          demo catalogue (about 70 listings)
 *   npm run db:seed -- --count 100000        100,000 generated listings instead (load tests)
 *   npm run db:seed -- --reset [...]         empty every table first
 *
 * Refuses, with exit code 1, when listings already exist and --reset is not given.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { migrateDatabase, openDatabase } from '../client.ts';
import { isCatalogueEmpty, seedDemo } from '../seed/demo.ts';
import { ensurePhotoPool } from '../seed/photos.ts';
import { resetDatabase } from '../seed/reset.ts';
import { seedScale } from '../seed/scale.ts';

const usage = 'Usage: npm run db:seed -- [--count <listings>] [--reset]';

let args: { count?: string | undefined; reset?: boolean | undefined; help?: boolean | undefined };
try {
  args = parseArgs({
    options: { count: { type: 'string' }, reset: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const count = args.count === undefined ? undefined : Number(args.count.replace(/[_,]/g, ''));
if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > 5_000_000)) {
  console.error(`--count must be a whole number from 1 to 5,000,000 (got "${args.count}").\n${usage}`);
  process.exit(2);
}

const dataDir = process.env.DATA_DIR || './data';
const databaseUrl = process.env.DATABASE_URL || undefined;
const uploadsDir = resolve(dataDir, 'uploads');
const started = performance.now();
const handle = await openDatabase({ databaseUrl, dataDir });
const where = databaseUrl
  ? `PostgreSQL (${new URL(databaseUrl).pathname.slice(1) || 'default database'})`
  : `the embedded database in ${resolve(dataDir)}`;
let exitCode = 0;
try {
  // under the maintenance lock: a server starting on the same database waits, then finds the data
  exitCode = await handle.withMaintenanceLock(load);
} finally {
  await handle.close();
}
process.exit(exitCode);

/** Migrates, empties (--reset) or checks the catalogue, then loads; resolves to the exit code. */
async function load(): Promise<number> {
  await migrateDatabase(handle);
  if (args.reset) {
    const tables = await resetDatabase(handle.db);
    console.log(`Emptied ${tables.length} tables in ${where}.`);
  } else if (!(await isCatalogueEmpty(handle.db))) {
    console.error(
      `The catalogue in ${where} already has listings, so nothing was loaded.\nRun "npm run db:seed -- --reset" to empty the database and load again.`,
    );
    return 1;
  }
  if (count !== undefined) {
    console.log(`Loading ${count.toLocaleString('en-IN')} generated listings into ${where}...`);
    await ensurePhotoPool(uploadsDir);
    const bar = new cliProgress.SingleBar(
      { format: '  {bar} {percentage}% | {value}/{total} listings | {duration}s', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(count, 0);
    await seedScale(handle.db, count, { onProgress: (done) => bar.update(done) });
    bar.stop();
  } else {
    console.log(`Loading the demo catalogue into ${where}...`);
    await seedDemo(handle.db, { uploadsDir });
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s. Files are in ${uploadsDir}.`);
  return 0;
}

/**
 * `npm run storage:migrate`: copies the files under DATA_DIR/uploads (the local storage) into
 * the S3-compatible bucket of the `S3_*` settings, under the same paths, so that a site moving to
 * STORAGE_DRIVER=s3 keeps every photo and brochure (README "Object storage";
 * docs/decisions/0015-object-storage.md). Files the bucket already holds with the same size are
 * left alone, so it can be run again safely (after an interruption, or after `npm run db:seed`).
 * Shows a progress bar on a terminal and ends with a summary. Exit code 0 when every file is in
 * the bucket, 1 when some file failed or the bucket cannot be reached, 2 for wrong usage or
 * settings. The server may keep running meanwhile.
 */

import { type Env, loadEnv } from '../config/env.ts';
import { uploadsDir } from '../lib/data-dirs.ts';
import { type CopyProgress, copyFolderToStorage } from '../providers/storage/copy-to-storage.ts';
import { createFileStorage } from '../providers/storage/create-file-storage.ts';

const usage =
  'Usage: STORAGE_DRIVER=s3 S3_BUCKET=... S3_REGION=... S3_ACCESS_KEY_ID=... S3_SECRET_ACCESS_KEY=... [S3_ENDPOINT=...] npm run storage:migrate';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
if (args.length > 0) {
  console.error(`Unknown argument: ${args[0]}\n${usage}`);
  process.exit(2);
}

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (env.STORAGE_DRIVER !== 's3') {
  console.error(`storage:migrate copies DATA_DIR/uploads into a bucket: set STORAGE_DRIVER=s3 and the S3_* settings.\n${usage}`);
  process.exit(2);
}

const megabytes = (bytes: number): string => (bytes / 1_048_576).toFixed(1);
const BAR_WIDTH = 30;

/** One line of progress: a bar, the percentage, files and megabytes done. */
function progressLine(p: CopyProgress): string {
  const ratio = p.total === 0 ? 1 : p.done / p.total;
  const filled = Math.round(ratio * BAR_WIDTH);
  return `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ${Math.floor(ratio * 100)}% | ${p.done}/${p.total} files | ${megabytes(p.bytesDone)}/${megabytes(p.bytesTotal)} MB`;
}

const source = uploadsDir(env);
const storage = createFileStorage(env);
const tty = process.stdout.isTTY === true;
let drawnAt = 0;
let code = 0;
console.log(`Copying ${source} into the bucket ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${env.S3_ENDPOINT}` : ''}...`);
try {
  const summary = await copyFolderToStorage(source, storage, {
    onProgress: (p) => {
      const now = Date.now();
      if (!tty || (now - drawnAt < 100 && p.done < p.total)) return;
      drawnAt = now;
      process.stdout.write(`\r${progressLine(p)}`);
    },
  });
  if (tty && summary.total > 0) process.stdout.write('\n');
  console.log(
    `${summary.total} files (${megabytes(summary.bytesTotal)} MB): ${summary.copied} copied (${megabytes(summary.bytesCopied)} MB), ` +
      `${summary.skipped} already in the bucket, ${summary.failed.length} failed.`,
  );
  for (const failure of summary.failed.slice(0, 20)) console.error(`  failed: ${failure.path}: ${failure.reason}`);
  if (summary.failed.length > 20) console.error(`  ...and ${summary.failed.length - 20} more.`);
  if (summary.failed.length > 0) {
    console.error('Run npm run storage:migrate again to retry the failed files.');
    code = 1;
  }
} catch (error) {
  // the bucket could not be listed: nothing was copied
  const e = error as Error & { $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode ? ` (HTTP ${e.$metadata.httpStatusCode})` : '';
  console.error(`Cannot reach the bucket ${env.S3_BUCKET}: ${e.name}: ${e.message}${status}`);
  code = 1;
} finally {
  await storage.close();
}
process.exit(code);

/**
 * `npm run import -- listings.csv`: imports listings from a CSV file (docs/product/back-office.md),
 * with the columns documented in `packages/contracts/src/admin/import-listings.ts`. Every row is
 * checked first; rows with problems are listed (line, column, sentence) and skipped; the others
 * are created with progress shown. Add `--check` to only check. Uses DATABASE_URL, else the PGlite
 * folder under DATA_DIR (stop the server first in that case).
 */
import { readFileSync } from 'node:fs';
import type { SiteInput } from '@realty/contracts/admin/site-input';
import { AppError } from '../lib/app-error.ts';
import { isText } from '../modules/admin-import/csv.ts';
import { importListings, previewListingsCsv } from '../modules/admin-import/import.service.ts';
import { openCliDatabase } from './cli-database.ts';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const checkOnly = args.includes('--check');
if (!file) {
  console.error('Usage: npm run import -- listings.csv [--check]');
  process.exit(1);
}

let code = 0;
let opened: Awaited<ReturnType<typeof openCliDatabase>> | undefined;
try {
  const data = readFileSync(file);
  if (!isText(data)) throw new AppError(415, `"${file}" is not a CSV text file.`);
  const preview = previewListingsCsv(data.toString('utf8'));
  for (const row of preview.rows) for (const e of row.errors) console.log(`line ${row.line}, ${e.field}: ${e.message}`);
  console.log(`${preview.valid_count} valid rows, ${preview.error_count} with problems.`);
  if (preview.error_count > 0) code = 2;
  const listings = preview.rows.filter((r) => r.listing).map((r) => r.listing as SiteInput);
  if (!checkOnly && listings.length > 0) {
    opened = await openCliDatabase();
    const ids = await importListings(opened.handle.db, null, listings, (done, total) => {
      process.stdout.write(`\rImported ${done}/${total}`);
    });
    process.stdout.write('\n');
    console.log(`Created listings ${ids[0]}–${ids.at(-1)}.`);
  }
} catch (error) {
  code = 1;
  console.error(error instanceof AppError || (error as NodeJS.ErrnoException).code === 'ENOENT' ? (error as Error).message : error);
} finally {
  await opened?.handle.close();
}
process.exit(code);

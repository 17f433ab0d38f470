import {
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  type ImportPreviewResponse,
  type ImportPreviewRow,
  MAX_IMPORT_ROWS,
  REQUIRED_IMPORT_COLUMNS,
} from '@realty/contracts/admin/import-listings';
import { type SiteInput, siteInputSchema } from '@realty/contracts/admin/site-input';
import type { Database } from '@realty/db/client';
import { badRequest } from '../../lib/app-error.ts';
import { type Actor, createSite } from '../admin-sites/admin-sites.service.ts';
import { CsvError, parseCsv } from './csv.ts';

/** The body a CSV row stands for: its cells by column, `amenities` split on `|`. */
function draftOf(cells: Record<string, string>): Record<string, unknown> {
  const draft: Record<string, unknown> = { ...cells };
  draft.amenities = (cells.amenities ?? '')
    .split('|')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const key of ['site_lat', 'site_lon'] as const) if ((cells[key] ?? '').trim() === '') draft[key] = null;
  return draft;
}

/**
 * Reads and checks a listings CSV without storing anything (see `import-listings.ts` in the
 * contracts for the columns): every data row gets its problems (column and sentence) or, when it
 * has none, the checked listing ready for {@link importListings}.
 * @throws AppError 400 (field file) for an unreadable file: no header, unknown or missing columns,
 *   no rows, more than 2,000 rows, an unclosed quote.
 * @see docs/product/back-office.md ("Listings")
 */
export function previewListingsCsv(text: string): ImportPreviewResponse {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(IMPORT_MESSAGES.badQuotes(error.line), 'file');
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw badRequest(IMPORT_MESSAGES.empty, 'file');
  const columns = header.cells.map((c) => c.trim().toLowerCase());
  const unknown = columns.filter((c) => !(IMPORT_COLUMNS as readonly string[]).includes(c));
  if (unknown.length) throw badRequest(IMPORT_MESSAGES.unknownColumns(unknown), 'file');
  const missing = REQUIRED_IMPORT_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) throw badRequest(IMPORT_MESSAGES.missingColumns(missing), 'file');
  if (data.length === 0) throw badRequest(IMPORT_MESSAGES.noRows, 'file');
  if (data.length > MAX_IMPORT_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows, 'file');

  const rows: ImportPreviewRow[] = data.map((record) => {
    const cells = Object.fromEntries(columns.map((c, i) => [c, (record.cells[i] ?? '').trim()]));
    const errors: { field: string; message: string }[] = [];
    if (record.cells.length > columns.length && record.cells.slice(columns.length).some((c) => c.trim() !== '')) {
      errors.push({ field: 'row', message: IMPORT_MESSAGES.extraCells(record.cells.length, columns.length) });
    }
    const checked = siteInputSchema.safeParse(draftOf(cells));
    if (!checked.success) {
      for (const issue of checked.error.issues) errors.push({ field: String(issue.path[0] ?? 'row'), message: issue.message });
    }
    return { line: record.line, cells, errors, listing: errors.length === 0 && checked.success ? checked.data : null };
  });
  const valid = rows.filter((r) => r.errors.length === 0).length;
  return { success: true, columns, rows, valid_count: valid, error_count: rows.length - valid };
}

/**
 * Creates checked listings one by one (each audited as a create by `actor`, or by the command
 * line when `actor` is null), calling `onProgress(done, total)` after each. Returns the new ids.
 * @see docs/product/back-office.md ("Listings")
 */
export async function importListings(
  db: Database,
  actor: Actor | null,
  listings: SiteInput[],
  onProgress?: (done: number, total: number) => void,
): Promise<number[]> {
  const ids: number[] = [];
  for (const listing of listings) {
    const site = await createSite(db, actor ?? { staffId: null }, listing);
    ids.push(site.site_id);
    onProgress?.(ids.length, listings.length);
  }
  return ids;
}

import { z } from 'zod';
import { fieldLabel } from '../common/field-labels.ts';
import { siteInputSchema } from './site-input.ts';

/**
 * CSV import of listings (docs/product/back-office.md). The file is UTF-8 CSV (RFC 4180: commas,
 * double-quoted fields may hold commas, quotes doubled and line breaks) with a header row naming
 * columns from {@link IMPORT_COLUMNS}, in any order. Required: site_title, site_city, site_state,
 * site_category. `amenities` holds several amenities separated by `|`. Prices are rupees.
 * The structured columns (docs/product/catalogue.md, "Structured fields"), all optional, read as
 * the listing editor reads them (`site-input.ts`): `bhk` as counts separated by `|` (or commas in
 * a quoted cell), e.g. `2|3`; the areas in square feet (`carpet_area_sqft_min`,
 * `carpet_area_sqft_max`, `built_up_area_sqft`, `super_built_up_area_sqft`); `plot_area` with
 * `plot_area_unit` (sqft, sqyd, sqm, acre); `possession` (ready, under_construction) and
 * `possession_date` (YYYY-MM); `furnishing` (unfurnished, semi, furnished); `facing` (north,
 * north_east, east, … or N, NE, …); `transaction` (new, resale); `ownership` (freehold,
 * leasehold); `approved_by` and `loan_banks` separated by `|`; `verified` (true/false, yes/no,
 * 1/0). An empty cell leaves the field out. `site_brokerage_percent` (docs/product/pipeline.md):
 * what the builder pays the company, a percentage from 0 to 100 with at most 2 decimals; empty is 2.00.
 * Preview: `POST /api/admin/import/listings/preview` (multipart field `file`, at most 2 MB and
 * 2,000 rows). Import: `POST /api/admin/import/listings` with up to 50 checked listings at a time.
 */

/** Every column the import understands (docs/product/back-office.md names), in the documented order. */
export const IMPORT_COLUMNS = [
  'site_title',
  'site_city',
  'site_state',
  'site_landmark',
  'site_famous_place',
  'site_category',
  'site_developer',
  'site_rera_number',
  'site_min_price',
  'site_max_price',
  'site_price',
  'site_area',
  'site_description',
  'site_status',
  'site_lat',
  'site_lon',
  'site_youtube_link',
  'amenities',
  'bhk',
  'carpet_area_sqft_min',
  'carpet_area_sqft_max',
  'built_up_area_sqft',
  'super_built_up_area_sqft',
  'plot_area',
  'plot_area_unit',
  'possession',
  'possession_date',
  'furnishing',
  'facing',
  'transaction',
  'ownership',
  'approved_by',
  'loan_banks',
  'verified',
  'site_brokerage_percent',
] as const;

/** Columns a file must have. */
export const REQUIRED_IMPORT_COLUMNS = ['site_title', 'site_city', 'site_state', 'site_category'] as const;
/** Largest CSV accepted, in bytes (2 MB), and most data rows. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 2000;
/** Most listings per import request (the web app sends batches to show progress). */
export const IMPORT_BATCH_SIZE = 50;
/** Largest JSON body of `POST /api/admin/import/listings`, in bytes (2 MB: 50 listings with long descriptions). */
export const MAX_IMPORT_BODY_BYTES = 2 * 1024 * 1024;

/** Person-facing messages of the import (docs/product/back-office.md, "Listings": CSV import). */
export const IMPORT_MESSAGES = {
  notCsv: (name: string) => `"${name}" is not a CSV text file. Save the sheet as CSV (UTF-8) and try again.`,
  tooLarge: (name: string) => `"${name}" is larger than 2 MB. Split it into smaller files.`,
  empty: 'The file has no header row.',
  noRows: 'The file has a header row but no listings.',
  tooManyRows: `A file may hold at most ${MAX_IMPORT_ROWS} listings.`,
  /** The columns named in words ('site_state' → State), in the order given. */
  missingColumns: (columns: string[]) =>
    `The header row is missing the ${columns.length === 1 ? 'column' : 'columns'} ${columns.map(fieldLabel).join(', ')}.`,
  unknownColumns: (columns: string[]) => `Unknown columns: ${columns.join(', ')}. Use the documented column names.`,
  badQuotes: (line: number) => `Line ${line} has an unclosed double quote.`,
  /** A row problem (field `row`): more non-empty cells than the header has columns. */
  extraCells: (cells: number, columns: number) => `This row has ${cells} cells but the header has ${columns} columns.`,
  batchEmpty: 'Send at least one listing.',
  batchTooLarge: `Send at most ${IMPORT_BATCH_SIZE} listings at a time.`,
  /** `message` of a successful import. */
  imported: (count: number) => `${count} listings imported.`,
} as const;

/** One problem of one row: the column and the sentence. */
export const importRowErrorSchema = z.object({ field: z.string(), message: z.string() });

/** One data row of the preview: its line in the file, the cells as read, problems, and the listing when valid. */
export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  cells: z.record(z.string(), z.string()),
  errors: z.array(importRowErrorSchema),
  listing: z.unknown().nullable().meta({ description: 'The checked listing (body of the import) when the row has no errors' }),
});
/** Shape of {@link importPreviewRowSchema}. */
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** Answer of the preview: the columns found and every row checked. */
export const importPreviewResponseSchema = z.object({
  success: z.literal(true),
  columns: z.array(z.string()),
  rows: z.array(importPreviewRowSchema),
  valid_count: z.number().int(),
  error_count: z.number().int(),
});
/** Shape of {@link importPreviewResponseSchema}. */
export type ImportPreviewResponse = z.infer<typeof importPreviewResponseSchema>;

/** Body of `POST /api/admin/import/listings`: checked listings (each validated again). */
export const importListingsBodySchema = z.object({
  listings: z.array(siteInputSchema).min(1, IMPORT_MESSAGES.batchEmpty).max(IMPORT_BATCH_SIZE, IMPORT_MESSAGES.batchTooLarge),
});

/** Answer of the import: ids of the listings created, in order. */
export const importListingsResponseSchema = z.object({ success: z.literal(true), message: z.string(), created: z.array(z.number().int()) });
/** Shape of {@link importListingsResponseSchema}. */
export type ImportListingsResponse = z.infer<typeof importListingsResponseSchema>;

/**
 * Scale data for load tests (docs/product/catalogue.md §6): any number of generated listings
 * with a realistic spread of cities, categories, prices and statuses, so filters are as
 * selective as on the real catalogue. Inserted in multi-row batches, never row by row.
 */

import { bhkText } from '@realty/contracts/sites/listing-fields';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { sites } from '../schema.ts';
import { photosFor, placeInCity, type SiteInsert } from './catalogue.ts';
import {
  approvalsFor,
  areaTextOfFacts,
  bhkCountFor,
  facingFor,
  furnishingFor,
  type ListingFacts,
  loanBanksFor,
  POSSESSION_MONTHS,
  roundTo,
  structuredColumns,
} from './listing-fields.ts';
import { amenitiesFor, type Category, describeListing, reraNumberFor } from './listing-text.ts';
import { CITIES, UTTAR_PRADESH } from './places.ts';
import { createRandom, type Random } from './random.ts';

/** Rows per INSERT statement: 1,000 rows of ~22 parameters stays far below PostgreSQL's 65,535. */
export const SCALE_BATCH_SIZE = 1000;

const LAKH = 100_000;
const CRORE = 10_000_000;

/** Relative share of listings per city (site_city), roughly by market size. */
const CITY_WEIGHTS: Record<string, number> = {
  Varanasi: 20,
  Lucknow: 18,
  Kanpur: 10,
  Prayagraj: 14,
  Gorakhpur: 6,
  Ayodhya: 5,
  Mirzapur: 4,
  Chitrakoot: 3,
  Patna: 6,
  'Bodh Gaya': 2,
  Rewa: 3,
  Satna: 2,
};
const CITY_NAMES = Object.keys(CITY_WEIGHTS);
const CITY_SHARES = CITY_NAMES.map((c) => CITY_WEIGHTS[c] as number);

const CATEGORIES: readonly Category[] = ['Apartment', 'Family Houses', 'Town Houses', 'Plots'];
const CATEGORY_SHARES = [40, 25, 15, 20];

/** Price band in rupees per category; prices cluster around the geometric middle. */
const PRICE_BANDS: Record<Category, [number, number]> = {
  Apartment: [22 * LAKH, 1.9 * CRORE],
  'Town Houses': [45 * LAKH, 2.2 * CRORE],
  'Family Houses': [55 * LAKH, 5 * CRORE],
  Plots: [15 * LAKH, 90 * LAKH],
};

const PREFIXES = [
  'Shri',
  'Ganga',
  'Kashi',
  'Sai',
  'Shubh',
  'Royal',
  'Green',
  'Silver',
  'Lotus',
  'Tulsi',
  'Anand',
  'Krishna',
  'Shiv',
  'Saraswati',
  'Om',
  'Heritage',
  'Pearl',
  'Emerald',
  'Amrit',
  'Surya',
  'Chandra',
  'Neel',
  'Mangal',
  'Vrindavan',
];
const SUFFIXES: Record<Category, readonly string[]> = {
  Apartment: ['Residency', 'Heights', 'Apartments', 'Towers', 'Enclave', 'Homes', 'Skyline', 'Court', 'Avenue'],
  'Town Houses': ['Town Houses', 'Row Homes', 'Town Homes', 'Terraces'],
  'Family Houses': ['Villas', 'Family Homes', 'Bungalows', 'Greens', 'Kunj', 'Niwas'],
  Plots: ['Plots', 'Enclave Plots', 'Nagar', 'Vihar', 'Township', 'City'],
};
const DEVELOPERS = [
  'Kashi Buildcon Pvt. Ltd.',
  'Ganga Infratech',
  'Shubh Griha Constructions',
  'Varuna Estates',
  'Sangam Developers',
  'Triveni Infrahomes',
  'Prayag Buildtech',
  'Vindhya Estates',
  'Chitrakoot Dham Realty',
  'Awadh Homes',
  'Nawab Estates',
  'Lakhnau Land Developers',
  'Saryu Infra',
  'Gorakh Buildcon',
  'Ganga Kanpur Developers',
  'Magadh Land Developers',
  'Vindhya Pradesh Estates',
  'Purvanchal Land Developers',
];
const SUMMARIES = [
  'A well-connected project with wide roads and a landscaped entrance.',
  'Planned for families, with a park at the centre and shops at the gate.',
  'Ready possession with all approvals in place.',
  'A new launch with early-bird prices for the first fifty bookings.',
  'Low-density living with plenty of open space and mature trees.',
];
/** The summaries that say whether the project is built: they decide its possession. */
const READY_SUMMARY = SUMMARIES[2];
const NEW_LAUNCH_SUMMARY = SUMMARIES[3];
const YOUTUBE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

function priceFor(category: Category, r: Random): number {
  const [lo, hi] = PRICE_BANDS[category];
  const t = (r.next() + r.next()) / 2;
  const rupees = Math.exp(Math.log(lo) + t * (Math.log(hi) - Math.log(lo)));
  return Math.round(rupees / 50_000) * 50_000;
}

/**
 * The headline area in square feet for a listing of `price`: a plot's size, an apartment's
 * carpet area, a house's built-up area (and, for a family house, its plot).
 */
function headlineAreaFor(category: Category, price: number, r: Random): { sqft: number; plotSqft?: number } {
  if (category === 'Plots') return { sqft: Math.round(price / r.between(1800, 3200) / 50) * 50 || 800 };
  if (category === 'Apartment') return { sqft: Math.max(450, Math.round(price / r.between(4500, 7500) / 10) * 10) };
  const built = Math.max(1200, Math.round(price / r.between(5000, 9000) / 10) * 10);
  if (category === 'Town Houses') return { sqft: built };
  return { sqft: built, plotSqft: Math.round((built * r.between(0.6, 0.9)) / 50) * 50 };
}

/** A plot of about `sqft` square feet in the unit people there would quote: square feet, square yards (gaj), square metres or acres. */
function plotFor(sqft: number, f: Random): { area: number; unit: 'sqft' | 'sqyd' | 'sqm' | 'acre' } {
  if (sqft >= 4300 && f.next() < 0.5) return { area: Math.max(0.1, Number((sqft / 43_560).toFixed(2))), unit: 'acre' };
  const unit = f.weighted(['sqft', 'sqyd', 'sqm'] as const, [45, 45, 10]);
  if (unit === 'sqyd') return { area: Math.max(50, roundTo(sqft / 9, 5)), unit };
  if (unit === 'sqm') return { area: Math.max(50, roundTo(sqft / 10.7639, 5)), unit };
  return { area: sqft, unit };
}

/**
 * The structured facts of a generated listing (docs/product/catalogue.md, "Structured fields"),
 * from its headline area and price range; `f` is a random source of its own, so adding fields
 * never changes the listing's other generated values.
 */
function scaleFactsOf(
  listing: {
    category: Category;
    price: number;
    range: [number, number] | undefined;
    status: string;
    registered: boolean;
    city: string;
    state: string;
    summary: string;
  },
  headline: { sqft: number; plotSqft?: number },
  f: Random,
): ListingFacts {
  const { category, price, range } = listing;
  let area: Pick<ListingFacts, 'bhk' | 'carpet' | 'builtUp' | 'superBuiltUp' | 'plot'>;
  const carpetOf = (base: number): [number, number] =>
    range ? [roundTo((base * range[0]) / price, 10), roundTo((base * range[1]) / price, 10)] : [base, base];
  if (category === 'Plots') area = { bhk: [], plot: plotFor(headline.sqft, f) };
  else if (category === 'Apartment') {
    const carpet = carpetOf(headline.sqft);
    area = {
      bhk: [...new Set([bhkCountFor(carpet[0]), bhkCountFor(carpet[1])])],
      carpet,
      builtUp: roundTo(carpet[0] * 1.12, 10),
      superBuiltUp: roundTo(carpet[0] * 1.3, 10),
    };
  } else {
    area = {
      bhk: [bhkCountFor(headline.sqft)],
      carpet: carpetOf(roundTo(headline.sqft * 0.8, 10)),
      builtUp: headline.sqft,
      plot: headline.plotSqft === undefined ? undefined : plotFor(headline.plotSqft, f),
    };
  }
  const ready =
    listing.summary.endsWith(READY_SUMMARY as string) ||
    (!listing.summary.endsWith(NEW_LAUNCH_SUMMARY as string) && (category === 'Plots' || listing.status === 'Sold' || f.next() < 0.6));
  return {
    ...area,
    possession: ready ? 'ready' : 'under_construction',
    possessionDate: ready ? undefined : f.pick(POSSESSION_MONTHS),
    furnishing: furnishingFor(category, f),
    facing: facingFor(f),
    transaction: f.next() < 0.15 && category !== 'Plots' ? 'resale' : 'new',
    ownership: f.next() < 0.1 ? 'leasehold' : 'freehold',
    approvedBy: approvalsFor(listing.city, listing.state, listing.registered),
    loanBanks: listing.status === 'Sold' ? [] : loanBanksFor(listing.registered, f),
    verified: f.next() < 0.4,
  };
}

/**
 * The `index`-th generated listing (deterministic for a given index), dated within two years
 * before `now` (milliseconds). Non-UP cities get plots only, as the company sells there.
 */
export function scaleSiteRow(index: number, now: number): SiteInsert {
  const r = createRandom(0x5eed + index * 7919);
  const cityName = r.weighted(CITY_NAMES, CITY_SHARES);
  const city = CITIES[cityName];
  if (!city) throw new Error(`Unknown city ${cityName}`);
  const category = city.state === UTTAR_PRADESH ? r.weighted(CATEGORIES, CATEGORY_SHARES) : 'Plots';
  const locality = r.pick(city.localities);
  const price = priceFor(category, r);
  const hasRange = r.next() < 0.4;
  const range: [number, number] | undefined = hasRange
    ? [
        Math.max(15 * LAKH, Math.round((price * r.between(0.7, 0.95)) / 50_000) * 50_000),
        Math.min(5 * CRORE, Math.round((price * r.between(1.05, 1.4)) / 50_000) * 50_000),
      ]
    : undefined;
  const headline = headlineAreaFor(category, price, r);
  const status = r.weighted(['Available', 'Not Available', 'Sold'], [80, 12, 8]);
  const reraNumber = r.next() < 0.85 ? reraNumberFor(city.state, city.city, r) : '';
  const amenities = amenitiesFor(category, r, r.int(5, 9));
  const title =
    r.next() < 0.5
      ? `${r.pick(PREFIXES)} ${locality.name} ${r.pick(SUFFIXES[category])}`
      : `${r.pick(PREFIXES)} ${r.pick(PREFIXES)} ${r.pick(SUFFIXES[category])}`;
  const { cover, inner } = photosFor(category, index, r);
  const { lat, lon } = placeInCity(city.city, locality.lat, locality.lon, 0.02, r);
  const createdAt = new Date(now - r.between(0, 730) * 86_400_000);
  const pickedSummary = r.pick(SUMMARIES);
  const f = createRandom(0xfac75 + index * 7919);
  const facts = scaleFactsOf(
    { category, price, range, status, registered: reraNumber !== '', city: city.city, state: city.state, summary: pickedSummary },
    headline,
    f,
  );
  const summary = category === 'Plots' ? pickedSummary : `${bhkText(facts.bhk)} homes. ${pickedSummary}`;
  return {
    title,
    city: city.city,
    state: city.state,
    landmark: locality.name,
    famousPlace: locality.famousPlace,
    category,
    developer: r.pick(DEVELOPERS),
    reraNumber,
    minPrice: String(range?.[0] ?? 0),
    maxPrice: String(range?.[1] ?? 0),
    price: String(price),
    area: areaTextOfFacts(facts, category),
    description: describeListing(
      {
        summary,
        category,
        city: city.city,
        locality: locality.name,
        famousPlace: locality.famousPlace,
        facts,
        amenities,
        status,
        reraNumber,
        price,
        range,
      },
      r,
    ),
    status,
    lat,
    lon,
    youtubeLink:
      r.next() < 0.05 ? `https://www.youtube.com/watch?v=${Array.from({ length: 11 }, () => r.pick([...YOUTUBE_CHARS])).join('')}` : '',
    coverImages: cover,
    innerImages: inner,
    pdfs: [],
    amenities,
    createdAt,
    updatedAt: createdAt,
    ...structuredColumns(facts),
  };
}

/** Loads of at least this many listings drop the secondary indexes first and rebuild them after. */
export const REBUILD_INDEXES_FROM = 20_000;

/**
 * `INSERT INTO sites ... SELECT ... FROM json_to_recordset($1)`: one statement per batch with a
 * single JSON parameter, so a batch costs one round trip and no per-value parameter binding.
 * Column names and SQL types come from the Drizzle table, so it follows the schema.
 */
export async function insertSiteBatch(
  db: Database | Parameters<Parameters<Database['transaction']>[0]>[0],
  rows: SiteInsert[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(sites);
  const keys = Object.keys(rows[0] as SiteInsert) as (keyof typeof columns)[];
  const names = keys.map((k) => `"${columns[k].name}"`).join(', ');
  const shape = keys.map((k) => `"${columns[k].name}" ${columns[k].getSQLType()}`).join(', ');
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((k) => [columns[k].name, row[k as keyof SiteInsert]]))));
  await db.execute(
    sql`INSERT INTO sites (${sql.raw(names)}) SELECT ${sql.raw(names)} FROM json_to_recordset(${json}::json) AS x(${sql.raw(shape)})`,
  );
}

/**
 * Inserts `count` generated listings in batches of {@link SCALE_BATCH_SIZE} inside one
 * transaction, calling `onProgress(done)` after each batch. From {@link REBUILD_INDEXES_FROM}
 * listings the secondary indexes of `sites` are dropped first and rebuilt from their own
 * definitions afterwards (much faster than growing trigram indexes row by row). Then refreshes
 * the planner statistics and visibility map (VACUUM ANALYZE) so index-only scans work at once.
 * `startIndex` shifts the generator, so a second load adds different listings.
 */
export async function seedScale(
  db: Database,
  count: number,
  options: { now?: number; startIndex?: number; onProgress?: (done: number) => void } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  const start = options.startIndex ?? 0;
  await db.transaction(async (tx) => {
    let indexes: { name: string; definition: string }[] = [];
    if (count >= REBUILD_INDEXES_FROM) {
      const found = await tx.execute(
        sql`SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
            WHERE i.schemaname = current_schema() AND i.tablename = 'sites'
              AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      );
      indexes = rowsOf<{ name: string; definition: string }>(found);
      for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX "${index.name}"`));
    }
    const batchAt = (done: number) =>
      Array.from({ length: Math.min(SCALE_BATCH_SIZE, count - done) }, (_, i) => scaleSiteRow(start + done + i, now));
    // the next batch is generated while the database stores the current one
    let batch = batchAt(0);
    let done = 0;
    while (batch.length > 0) {
      const storing = insertSiteBatch(tx, batch);
      const after = done + batch.length;
      const next = after < count ? batchAt(after) : [];
      await storing;
      done = after;
      options.onProgress?.(done);
      batch = next;
    }
    if (indexes.length) {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
    }
  });
  await db.execute(sql`VACUUM ANALYZE sites`);
}

/** The rows of a `db.execute` result: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

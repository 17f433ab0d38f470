/**
 * Loads the demo property catalogue (docs/product/catalogue.md §2): the hand-written listings
 * of `catalogue-data.ts` with composed descriptions, coordinates inside their city, photos from
 * the shared pool, brochure PDFs and staff-picked related listings.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { sites } from '../schema.ts';
import { ensureBrochure } from './brochures.ts';
import { DEMO_LISTINGS, type DemoListing } from './catalogue-data.ts';
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
import { amenitiesFor, describeListing, reraNumberFor, rupeesInWords, squareFeetOf } from './listing-text.ts';
import { ensurePhotoPool, type PhotoKind, photosOf } from './photos.ts';
import { cityOf, localityOf } from './places.ts';
import { createRandom, type Random } from './random.ts';

/** A row ready for `insert(sites)`. */
export type SiteInsert = typeof sites.$inferInsert;

const DAY_MS = 86_400_000;

/** The pool photo kind drawn for a category. */
export function photoKindOf(category: string): PhotoKind {
  if (category === 'Apartment') return 'apartment';
  if (category === 'Town Houses') return 'town';
  if (category === 'Family Houses') return 'family';
  return 'plot';
}

/** A small stable number from a text (FNV-1a), used to seed each listing's random choices. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * A cover photo and 4 to 8 inner photos for the `index`-th listing of `category`: other
 * exteriors of the same kind plus, for homes, interiors. Paths are pool paths (1600 px rendition).
 */
export function photosFor(category: string, index: number, r: Random): { cover: string[]; inner: string[] } {
  const exteriors = photosOf(photoKindOf(category)).map((p) => p.path);
  const cover = exteriors[index % exteriors.length] as string;
  const others = exteriors.filter((p) => p !== cover);
  const inner =
    category === 'Plots'
      ? r.sample(others, r.int(4, 5))
      : [
          ...r.sample(others, r.int(2, 4)),
          ...r.sample(
            photosOf('interior').map((p) => p.path),
            r.int(2, 4),
          ),
        ];
  return { cover: [cover], inner };
}

/** Jitters (lat, lon) by up to `spread` degrees and keeps the point inside `city`'s bounding box. */
export function placeInCity(city: string, lat: number, lon: number, spread: number, r: Random): { lat: string; lon: string } {
  const { south, west, north, east } = cityOf(city).bbox;
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi - 0.001, Math.max(lo + 0.001, v));
  return {
    lat: clamp(lat + r.between(-spread, spread), south, north).toFixed(6),
    lon: clamp(lon + r.between(-spread, spread), west, east).toFixed(6),
  };
}

/** Brochure path of a demo listing. */
export const brochurePath = (key: string): string => `media/brochures/${key}.pdf`;

/**
 * The structured facts of a demo listing (docs/product/catalogue.md, "Structured fields"), made
 * from its hand-written headline area, price range and the facts written beside it: apartments
 * get a carpet area range in proportion to the price range (or around the headline area when
 * several configurations share one price), with built-up and super built-up areas of the smallest
 * unit; houses a carpet area of about four fifths of the built-up area, and family houses their
 * plot; plots their plot only. Choices not written by hand (possession of available homes,
 * furnishing, facing, banks, the Verified mark) come from a random source seeded by the key.
 */
export function demoFactsOf(listing: DemoListing, state: string): ListingFacts {
  const r = createRandom(hashText(`${listing.key}:fields`));
  const headline = squareFeetOf(listing.area);
  const registered = listing.hasRera !== false;
  const status = listing.status ?? 'Available';
  const scaled = (factor: number) => roundTo(headline * factor, 10);
  const range = listing.range;
  const carpetAround = (base: number): [number, number] => {
    if (range) return [roundTo((base * range[0]) / listing.price, 10), roundTo((base * range[1]) / listing.price, 10)];
    return (listing.bhk?.length ?? 1) > 1 ? [roundTo(base * 0.8, 10), roundTo(base * 1.25, 10)] : [base, base];
  };
  let area: Pick<ListingFacts, 'bhk' | 'carpet' | 'builtUp' | 'superBuiltUp' | 'plot'>;
  if (listing.category === 'Plots') {
    area = { bhk: [], plot: listing.plot ?? { area: headline, unit: 'sqft' } };
  } else if (listing.category === 'Apartment') {
    const carpet = carpetAround(headline);
    area = {
      bhk: listing.bhk ?? [bhkCountFor(headline)],
      carpet,
      builtUp: roundTo(carpet[0] * 1.12, 10),
      superBuiltUp: roundTo(carpet[0] * 1.3, 10),
    };
  } else {
    const plotFeet = /on a ([\d,]+) sq ft plot/.exec(listing.area)?.[1];
    area = {
      bhk: listing.bhk ?? [bhkCountFor(headline)],
      carpet: carpetAround(scaled(0.8)),
      builtUp: headline,
      plot: plotFeet ? { area: Number(plotFeet.replace(/,/g, '')), unit: 'sqft' } : undefined,
    };
  }
  const ready = listing.category === 'Plots' || status === 'Sold' || r.next() < 0.65;
  const possession = listing.possession ?? (ready ? 'ready' : 'under_construction');
  const possessionDate = possession === 'under_construction' ? (listing.possessionDate ?? r.pick(POSSESSION_MONTHS)) : undefined;
  return {
    ...area,
    possession,
    possessionDate,
    furnishing: listing.furnishing ?? furnishingFor(listing.category, r),
    facing: facingFor(r),
    transaction: listing.transaction ?? 'new',
    ownership: listing.ownership ?? 'freehold',
    approvedBy: approvalsFor(listing.city, state, registered),
    loanBanks: status === 'Sold' ? [] : loanBanksFor(registered, r),
    verified: r.next() < 0.6,
  };
}

/**
 * The insert row of demo listing `listing` (the `index`-th), dated relative to `now`
 * (milliseconds since the epoch): created between 1 and about 210 days ago.
 */
export function demoSiteRow(listing: DemoListing, index: number, now: number): SiteInsert {
  const r = createRandom(hashText(listing.key));
  const city = cityOf(listing.city);
  const locality = localityOf(listing.city, listing.locality);
  const status = listing.status ?? 'Available';
  const reraNumber = listing.hasRera === false ? '' : reraNumberFor(city.state, listing.city, r);
  const amenities = amenitiesFor(listing.category, r, r.int(6, 9), listing.extras);
  const { cover, inner } = photosFor(listing.category, index, r);
  const { lat, lon } = placeInCity(listing.city, locality.lat, locality.lon, 0.006, r);
  const daysAgo = 1 + ((index * 53) % 210) + r.next();
  const facts = demoFactsOf(listing, city.state);
  return {
    title: listing.title,
    city: listing.city,
    state: city.state,
    landmark: locality.name,
    famousPlace: locality.famousPlace,
    category: listing.category,
    developer: listing.developer,
    reraNumber,
    minPrice: String(listing.range?.[0] ?? 0),
    maxPrice: String(listing.range?.[1] ?? 0),
    price: String(listing.price),
    area: areaTextOfFacts(facts, listing.category),
    description: describeListing(
      {
        summary: listing.summary,
        category: listing.category,
        city: listing.city,
        locality: locality.name,
        famousPlace: locality.famousPlace,
        amenities,
        status,
        reraNumber,
        price: listing.price,
        range: listing.range,
        facts,
      },
      r,
    ),
    status,
    lat,
    lon,
    youtubeLink: listing.youtube ? `https://www.youtube.com/watch?v=${listing.youtube}` : '',
    coverImages: cover,
    innerImages: inner,
    pdfs: listing.hasBrochure ? [brochurePath(listing.key)] : [],
    amenities,
    createdAt: new Date(now - daysAgo * DAY_MS),
    updatedAt: new Date(now - daysAgo * DAY_MS),
    ...structuredColumns(facts),
  };
}

function writeBrochure(uploadsDir: string, listing: DemoListing, row: SiteInsert): void {
  const price = listing.range
    ? `Price: ₹${rupeesInWords(listing.range[0])} to ₹${rupeesInWords(listing.range[1])}`
    : `Price: ₹${rupeesInWords(listing.price)}`;
  ensureBrochure(uploadsDir, brochurePath(listing.key), {
    title: listing.title,
    lines: [
      `Developer: ${listing.developer}`,
      `Location: ${row.landmark}, ${row.city}, ${row.state} (near ${row.famousPlace})`,
      `Category: ${listing.category}`,
      price,
      `Area: ${row.area}`,
      row.reraNumber ? `RERA number: ${row.reraNumber}` : 'RERA: not required for this layout',
      `Status: ${row.status}`,
      '',
      'Amenities:',
      ...(row.amenities ?? []).map((a) => `  - ${a}`),
      '',
      'About the project:',
      row.description ?? '',
      '',
      'Book a free site visit with a personal associate: call our office or enquire on the website.',
    ],
  });
}

/**
 * Inserts the demo listings (68: 63 in Uttar Pradesh, plots in Bihar and Madhya Pradesh) in
 * one transaction, then sets the staff-picked related listings by id. Photos and brochures are
 * written under `uploadsDir` first, only where missing. Returns the new site ids in order.
 */
export async function seedCatalogue(db: Database, options: { uploadsDir: string; now?: number }): Promise<number[]> {
  const now = options.now ?? Date.now();
  await ensurePhotoPool(options.uploadsDir);
  const rows = DEMO_LISTINGS.map((listing, i) => demoSiteRow(listing, i, now));
  DEMO_LISTINGS.forEach((listing, i) => {
    if (listing.hasBrochure) writeBrochure(options.uploadsDir, listing, rows[i] as SiteInsert);
  });
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(sites).values(rows).returning({ id: sites.siteId });
    const ids = inserted.map((row) => row.id);
    const idOf = new Map(DEMO_LISTINGS.map((listing, i) => [listing.key, ids[i] as number]));
    for (const [i, listing] of DEMO_LISTINGS.entries()) {
      if (!listing.related?.length) continue;
      const related = listing.related.map((key) => {
        const id = idOf.get(key);
        if (id === undefined) throw new Error(`Demo listing ${listing.key} relates to unknown ${key}`);
        return id;
      });
      await tx
        .update(sites)
        .set({ relatedSites: related })
        .where(eq(sites.siteId, ids[i] as number));
    }
    return ids;
  });
}

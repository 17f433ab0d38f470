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
import { amenitiesFor, describeListing, reraNumberFor, rupeesInWords } from './listing-text.ts';
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
    area: listing.area,
    description: describeListing(
      {
        summary: listing.summary,
        category: listing.category,
        city: listing.city,
        locality: locality.name,
        famousPlace: locality.famousPlace,
        area: listing.area,
        amenities,
        status,
        reraNumber,
        price: listing.price,
        range: listing.range,
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
  };
}

function writeBrochure(uploadsDir: string, listing: DemoListing, row: SiteInsert): void {
  const price = listing.range
    ? `Price: Rs. ${rupeesInWords(listing.range[0])} to Rs. ${rupeesInWords(listing.range[1])}`
    : `Price: Rs. ${rupeesInWords(listing.price)}`;
  ensureBrochure(uploadsDir, brochurePath(listing.key), {
    title: listing.title,
    lines: [
      `Developer: ${listing.developer}`,
      `Location: ${row.landmark}, ${row.city}, ${row.state} (near ${row.famousPlace})`,
      `Category: ${listing.category}`,
      price,
      `Area: ${listing.area}`,
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

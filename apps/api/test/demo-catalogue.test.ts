import { join } from 'node:path';
import { variantPath } from '@realty/contracts/media/image-variants';
import type { Site } from '@realty/contracts/sites/site';
import { isCatalogueEmpty, seedDemo } from '@realty/db/seed/demo';
import { ensurePhotoPool } from '@realty/db/seed/photos';
import { isInsideCity } from '@realty/db/seed/places';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let listings: Site[];
let uploadsDir: string;

const LAKH = 100_000;
const CRORE = 10_000_000;

beforeAll(async () => {
  ctx = await createTestContext();
  // the app serves DATA_DIR/uploads under /server/, so the demo files go where a visitor fetches them
  uploadsDir = join(ctx.dataDir, 'uploads');
  await seedDemo(ctx.db, { uploadsDir });
  listings = [];
  for (let page = 1; ; page++) {
    const res = await ctx.app.inject({ url: `/api/sites?pageSize=60&fields=full&page=${page}` });
    const body = res.json() as { data: Site[]; total: number };
    listings.push(...body.data);
    if (listings.length >= body.total || body.data.length === 0) break;
  }
}, 120_000);
afterAll(async () => ctx?.close());

async function total(query: string): Promise<number> {
  return (await ctx.app.inject({ url: `/api/sites?${query}` })).json().total as number;
}

describe('the demo catalogue', () => {
  it('fills the empty database with at least 60 Uttar Pradesh listings and plots in two other states', async () => {
    expect(await isCatalogueEmpty(ctx.db)).toBe(false);
    expect(listings.filter((s) => s.site_state === 'Uttar Pradesh').length).toBeGreaterThanOrEqual(60);
    const otherStates = new Set(listings.filter((s) => s.site_state !== 'Uttar Pradesh').map((s) => s.site_state));
    expect([...otherStates].sort()).toEqual(['Bihar', 'Madhya Pradesh']);
    expect(listings.filter((s) => s.site_state !== 'Uttar Pradesh').every((s) => s.site_category === 'Plots')).toBe(true);
  });

  it('covers every category and status', () => {
    expect(new Set(listings.map((s) => s.site_category))).toEqual(new Set(['Town Houses', 'Family Houses', 'Apartment', 'Plots']));
    const statuses = listings.map((s) => s.site_status);
    expect(new Set(statuses)).toEqual(new Set(['Available', 'Not Available', 'Sold']));
    expect(statuses.filter((s) => s === 'Available').length).toBeGreaterThan(listings.length / 2);
  });

  it('offers Town Houses, Family Houses and Apartment in each city of the featured filter', async () => {
    for (const city of ['Chitrakoot', 'Mirzapur', 'Varanasi', 'Allahabad']) {
      for (const category of ['Town Houses', 'Family Houses', 'Apartment']) {
        expect(await total(`city=${city}&category=${encodeURIComponent(category)}`), `${category} in ${city}`).toBeGreaterThan(0);
      }
    }
  });

  it('prices every listing between 15 lakh and 5 crore, with unit ranges around the price or both 0', () => {
    for (const s of listings) {
      const [price, min, max] = [Number(s.site_price), Number(s.site_min_price), Number(s.site_max_price)];
      expect(price, s.site_title).toBeGreaterThanOrEqual(15 * LAKH);
      expect(price, s.site_title).toBeLessThanOrEqual(5 * CRORE);
      if (min === 0 && max === 0) continue;
      expect(min, s.site_title).toBeGreaterThanOrEqual(15 * LAKH);
      expect(max, s.site_title).toBeLessThanOrEqual(5 * CRORE);
      expect(min <= price && price <= max, s.site_title).toBe(true);
    }
    expect(listings.some((s) => s.site_min_price === '0.00' && s.site_max_price === '0.00')).toBe(true);
    expect(listings.some((s) => Number(s.site_max_price) > 0)).toBe(true);
  });

  it('reads like real listings: developers, RERA numbers, areas, amenities and long descriptions', () => {
    for (const s of listings) {
      expect(s.site_developer.length, s.site_title).toBeGreaterThan(3);
      expect(s.site_area, s.site_title).toMatch(/^\d{1,3}(,\d{3})* sq ft /);
      expect(s.amenities.length, s.site_title).toBeGreaterThanOrEqual(5);
      expect(s.site_landmark && s.site_famous_place, s.site_title).toBeTruthy();
    }
    const upRera = listings.filter((s) => s.site_state === 'Uttar Pradesh' && /^UPRERAPRJ\d{6}$/.test(s.site_rera_number));
    expect(upRera.length).toBeGreaterThan(listings.length * 0.7);
    expect(listings.filter((s) => s.site_description.length > 300).length).toBeGreaterThanOrEqual(5);
    expect(
      listings.filter((s) => /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(s.site_youtube_link)).length,
    ).toBeGreaterThanOrEqual(3);
    expect(new Set(listings.map((s) => s.created_at.slice(0, 7))).size).toBeGreaterThanOrEqual(4);
  });

  it('places every listing inside its city', () => {
    for (const s of listings) {
      expect(s.site_lat, s.site_title).not.toBeNull();
      expect(isInsideCity(s.site_city, s.site_lat as number, s.site_lon as number), `${s.site_title} at ${s.site_lat},${s.site_lon}`).toBe(
        true,
      );
    }
  });

  it('gives each listing a cover and 4 to 8 inner photos, served as 4:3 WebP in three widths', async () => {
    const paths = new Set<string>();
    for (const s of listings) {
      expect(s.cover_images, s.site_title).toHaveLength(1);
      expect(s.inner_images.length, s.site_title).toBeGreaterThanOrEqual(4);
      expect(s.inner_images.length, s.site_title).toBeLessThanOrEqual(8);
      for (const p of [...s.cover_images, ...s.inner_images]) paths.add(p);
    }
    for (const path of paths) {
      for (const width of [480, 960, 1600] as const) {
        const res = await ctx.app.inject({ url: `/server/${variantPath(path, width)}` });
        expect(res.statusCode, variantPath(path, width)).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
      }
    }
    const [first] = paths;
    const meta = await sharp(join(uploadsDir, variantPath(first as string, 960))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 720]);
  });

  it('serves a valid brochure PDF for every listing that lists one', async () => {
    const withPdf = listings.filter((s) => s.site_pdfs.length > 0);
    expect(withPdf.length).toBeGreaterThanOrEqual(5);
    for (const s of withPdf) {
      const res = await ctx.app.inject({ url: `/server/${s.site_pdfs[0]}` });
      expect(res.statusCode, s.site_title).toBe(200);
      const text = res.rawPayload.toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      // one page whose text starts with the title and prints the price with the rupee sign
      const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), isEvalSupported: false }).promise;
      try {
        expect(pdf.numPages, s.site_title).toBe(1);
        const items = (await (await pdf.getPage(1)).getTextContent()).items;
        const pageText = items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ');
        expect(pageText.startsWith(s.site_title), s.site_title).toBe(true);
        expect(pageText, s.site_title).toMatch(/Price: ₹ ?\d/);
      } finally {
        await pdf.destroy();
      }
    }
  });

  it('links staff-picked related listings that exist', async () => {
    const picked = listings.filter((s) => s.related_sites.length > 0);
    expect(picked.length).toBeGreaterThanOrEqual(3);
    const sigra = listings.find((s) => s.site_title === 'Sigra Heights') as Site;
    const res = await ctx.app.inject({ url: `/api/sites/${sigra.site_id}` });
    const related = (res.json().data.related_sites as Site[]).map((s) => s.site_title);
    expect(related.slice(0, 3)).toEqual(['Bhelupur Ganga View Apartments', 'Mahmoorganj Kund Residency', 'Lanka Residency']);
  });

  it('finds the Lanka listings by substring search', async () => {
    expect(await total('search=lanka')).toBeGreaterThanOrEqual(2);
  });

  it('does not draw the photos again when they already exist', async () => {
    expect(await ensurePhotoPool(uploadsDir)).toBe(0);
  });
});

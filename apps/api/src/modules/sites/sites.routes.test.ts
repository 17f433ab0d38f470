import { codeNamesIn } from '@realty/contracts/common/field-labels';
import { getSiteResponseSchema } from '@realty/contracts/sites/get-site';
import { listSitesResponseSchema } from '@realty/contracts/sites/list-sites';
import type { Site } from '@realty/contracts/sites/site';
import { sites } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let ids: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  ids = await insertSites(ctx.db, [
    {
      title: 'Sigra Heights',
      city: 'Varanasi',
      landmark: 'Sigra',
      famousPlace: 'Kashi Vidyapith',
      category: 'Apartment',
      price: '4500000',
      lat: '25.3176',
      lon: '82.9739',
    },
    {
      title: 'Assi Ghat Villas',
      city: 'Varanasi',
      landmark: 'Assi',
      famousPlace: 'Assi Ghat',
      category: 'Family Houses',
      price: '12500000',
      status: 'Sold',
    },
    {
      title: 'Civil Lines Residency',
      city: 'Prayagraj',
      landmark: 'Civil Lines',
      famousPlace: 'Anand Bhawan',
      category: 'Apartment',
      price: '6500000',
      status: 'Not Available',
    },
    {
      title: 'Gomti Nagar Town Homes',
      city: 'Lucknow',
      landmark: 'Gomti Nagar',
      famousPlace: 'Ambedkar Park',
      category: 'Town Houses',
      price: '9800000',
      lat: '26.8500',
      lon: '81.0000',
    },
    {
      title: 'Vindhyachal Plots',
      city: 'Mirzapur',
      landmark: 'Vindhyachal',
      famousPlace: 'Vindhyachal Temple',
      category: 'Plots',
      price: '1500000',
    },
    {
      title: 'Lanka Apartments 100%',
      city: 'Varanasi',
      landmark: 'Lanka',
      famousPlace: 'BHU',
      category: 'Apartment',
      price: '5200000',
      lat: '25.2820',
      lon: '82.9990',
    },
    {
      title: 'Dholera Smart Plots',
      city: 'Ahmedabad',
      state: 'Gujarat',
      landmark: 'Dholera SIR',
      famousPlace: 'Sabarmati Ashram',
      category: 'Plots',
      price: '2500000',
      status: '',
    },
  ]);
});
afterAll(async () => ctx?.close());

async function list(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/sites${query}` });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; data: Site[]; total: number; page: number; pageSize: number; message?: string; field?: string },
  };
}
const titles = (data: Site[]) => data.map((s) => s.site_title);

describe('GET /api/sites', () => {
  it('lists everything in a stable order with the spec field names and page metadata', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 7, page: 1, pageSize: 9 });
    // the answer is sent as JSON text: it must be exactly what the published schema describes
    expect(listSitesResponseSchema.parse(body)).toEqual(body);
    expect(body.data.map((s) => s.site_id)).toEqual(ids);
    expect(body.data[0]).toMatchObject({
      site_title: 'Sigra Heights',
      site_city: 'Varanasi',
      site_state: 'Uttar Pradesh',
      site_price: '4500000.00',
      site_status: 'Available',
      site_lat: 25.3176,
      cover_images: [],
    });
  });

  it('counts a missing status as Available', async () => {
    const { body } = await list('?title=dholera');
    expect(body.data[0]?.site_status).toBe('Available');
  });

  it('filters by title substring, case-insensitively', async () => {
    expect(titles((await list('?title=GHAT')).body.data)).toEqual(['Assi Ghat Villas']);
  });

  it('treats LIKE wildcards in the title as plain characters', async () => {
    expect(titles((await list('?title=100%25')).body.data)).toEqual(['Lanka Apartments 100%']);
    expect((await list('?title=_')).body.total).toBe(0);
  });

  it('filters by category under any of its three names', async () => {
    for (const key of ['category', 'property_type', 'type']) {
      const { body } = await list(`?${key}=plots`);
      expect(titles(body.data)).toEqual(['Vindhyachal Plots', 'Dholera Smart Plots']);
    }
  });

  it('matches location against state, city, landmark and famous place joined', async () => {
    expect((await list('?location=uttar pradesh')).body.total).toBe(6);
    expect(titles((await list('?location=gujarat')).body.data)).toEqual(['Dholera Smart Plots']);
    expect(titles((await list('?location=anand bhawan')).body.data)).toEqual(['Civil Lines Residency']);
    expect(titles((await list('?location=Pradesh Lucknow')).body.data)).toEqual(['Gomti Nagar Town Homes']);
  });

  it('matches search against title, city, landmark and famous place but not state', async () => {
    expect(titles((await list('?search=bhu')).body.data)).toEqual(['Lanka Apartments 100%']);
    expect((await list('?search=gujarat')).body.total).toBe(0);
  });

  it('filters by state and city exactly, case-insensitively', async () => {
    expect((await list('?city=VARANASI')).body.total).toBe(3);
    expect((await list('?state=gujarat')).body.total).toBe(1);
  });

  it('keeps prices at or above minPrice and at or below maxPrice', async () => {
    expect(titles((await list('?minPrice=9800000')).body.data)).toEqual(['Assi Ghat Villas', 'Gomti Nagar Town Homes']);
    expect(titles((await list('?maxPrice=2500000')).body.data)).toEqual(['Vindhyachal Plots', 'Dholera Smart Plots']);
  });

  it('combines filters with AND', async () => {
    expect(titles((await list('?category=apartment&location=varanasi&maxPrice=5000000')).body.data)).toEqual(['Sigra Heights']);
  });

  it('ignores blank filters', async () => {
    expect((await list('?title=&location=%20&minPrice=&category=')).body.total).toBe(7);
  });

  it('sorts by each key', async () => {
    expect(titles((await list('?sort=priceLowHigh')).body.data)[0]).toBe('Vindhyachal Plots');
    expect(titles((await list('?sort=priceHighLow')).body.data)[0]).toBe('Assi Ghat Villas');
    expect(titles((await list('?sort=titleAZ')).body.data)[0]).toBe('Assi Ghat Villas');
    expect(titles((await list('?sort=titleZA')).body.data)[0]).toBe('Vindhyachal Plots');
    expect(titles((await list('?sort=Newest')).body.data)[0]).toBe('Dholera Smart Plots');
    expect((await list('?sort=Default')).body.data.map((s) => s.site_id)).toEqual(ids);
  });

  it('pages: the last page holds the remainder and a page past the end is empty with the true total', async () => {
    const last = await list('?pageSize=3&page=3');
    expect(last.body).toMatchObject({ total: 7, page: 3, pageSize: 3 });
    expect(last.body.data).toHaveLength(1);
    const past = await list('?pageSize=3&page=4');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.total).toBe(7);
  });

  it.each([
    ['?page=abc', 'page', 'Page'],
    ['?page=0', 'page', 'Page'],
    ['?page=1.5', 'page', 'Page'],
    ['?pageSize=100000', 'pageSize', 'Page size'],
    ['?minPrice=-5', 'minPrice', 'Min Price'],
    ['?maxPrice=lots', 'maxPrice', 'Max Price'],
    ['?sort=cheapest', 'sort', 'Sort by'],
    [`?title=${'x'.repeat(101)}`, 'title', 'Title'],
    ['?fields=all', 'fields', 'Fields'],
  ])('answers 400 naming the field for %s, in words', async (query, field, label) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.field).toBe(field);
    expect(body.message).toContain(label);
    expect(codeNamesIn(body.message ?? '')).toEqual([]);
  });
});

describe('descriptions in the list answer', () => {
  const LONG = `Dholera Smart Plots sit inside the special investment region, ${'with wide roads, parks and water lines laid out '.repeat(6)}and a bus stand.`;
  const HINDI = `धोलेरा स्मार्ट प्लॉट विशेष निवेश क्षेत्र में हैं, ${'चौड़ी सड़कें, पार्क और पानी की लाइनें '.repeat(8)}पास में बस अड्डा।`;
  let dholera: number;
  beforeAll(async () => {
    dholera = ids[6] as number;
    await ctx.db.update(sites).set({ description: LONG, descriptionHi: HINDI }).where(eq(sites.siteId, dholera));
  });
  const find = (data: Site[]) => data.find((s) => s.site_id === dholera) as Site & { site_description_hi: string | null };

  it('carries a 150-character preview of each description, cut at a word and marked with …', async () => {
    const { body } = await list('?pageSize=60');
    const site = find(body.data);
    expect(site.site_description.length).toBeLessThanOrEqual(151);
    expect(site.site_description.endsWith('…')).toBe(true);
    expect(LONG.startsWith(site.site_description.slice(0, -1))).toBe(true);
    expect(LONG[site.site_description.length - 1]).toMatch(/[\s,]/);
    expect(site.site_description_hi?.length).toBeLessThanOrEqual(151);
    expect(HINDI.startsWith(site.site_description_hi?.slice(0, -1) ?? 'x')).toBe(true);
    // a description that fits is sent whole
    expect(body.data.find((s) => s.site_id === ids[0])?.site_description.endsWith('…')).toBe(false);
  });

  it('carries the whole descriptions with fields=full, as older clients read them', async () => {
    const { status, body } = await list('?pageSize=60&fields=full');
    expect(status).toBe(200);
    expect(find(body.data).site_description).toBe(LONG);
    expect(find(body.data).site_description_hi).toBe(HINDI);
  });

  it('keeps the whole description on the detail answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/sites/${dholera}` });
    expect((res.json() as { data: { site: Site } }).data.site.site_description).toBe(LONG);
  });
});

describe('GET /api/sites/{id}', () => {
  it('returns the site and related listings of the same category, nearest first', async () => {
    const res = await ctx.app.inject({ url: `/api/sites/${ids[0]}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // the answer is sent as JSON text: it must be exactly what the published schema describes
    expect(getSiteResponseSchema.parse(body)).toEqual(body);
    expect(body.data.site.site_title).toBe('Sigra Heights');
    expect(body.data.related_sites.map((s: Site) => s.site_title)).toEqual(['Lanka Apartments 100%', 'Civil Lines Residency']);
  });

  it('returns related listings for a site without coordinates, same state first then by id', async () => {
    const res = await ctx.app.inject({ url: `/api/sites/${ids[2]}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.related_sites.map((s: Site) => s.site_title)).toEqual(['Sigra Heights', 'Lanka Apartments 100%']);
  });

  it('answers 404 with a message for an unknown id', async () => {
    const res = await ctx.app.inject({ url: '/api/sites/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Property not found.' });
  });

  it.each(['abc', '0', '-3', '99999999999'])('answers 400 naming id for %s', async (id) => {
    const res = await ctx.app.inject({ url: `/api/sites/${id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('id');
  });
});

describe('GET /api/sites answers after a change', () => {
  it('shows a new, changed or removed listing at once, although answers are kept between requests', async () => {
    const before = await list('?city=Kanpur');
    expect(before.body.total).toBe(0);
    expect((await list('?city=Kanpur')).body.total).toBe(0);
    const [id] = await insertSites(ctx.db, [{ title: 'Swaroop Nagar Flats', city: 'Kanpur', price: '3500000' }]);
    const after = await list('?city=Kanpur');
    expect(after.body.total).toBe(1);
    expect(after.body.data[0]?.site_title).toBe('Swaroop Nagar Flats');
    await ctx.db
      .update(sites)
      .set({ title: 'Swaroop Nagar Residency' })
      .where(eq(sites.siteId, id as number));
    expect((await list('?city=Kanpur')).body.data[0]?.site_title).toBe('Swaroop Nagar Residency');
    await ctx.db.delete(sites).where(eq(sites.siteId, id as number));
    expect((await list('?city=Kanpur')).body.total).toBe(0);
  });
});

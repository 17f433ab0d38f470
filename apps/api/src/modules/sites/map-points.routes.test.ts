import { mapPointsResponseSchema } from '@realty/contracts/sites/map-points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { listMapPoints } from './map-points.service.ts';

let ctx: TestContext;
let ids: number[];

/** Twelve Varanasi apartments with a location (more than one page of 9), one without, and a Lucknow house. */
beforeAll(async () => {
  ctx = await createTestContext();
  ids = await insertSites(ctx.db, [
    ...Array.from({ length: 12 }, (_, i) => ({
      title: `Map Test Varanasi ${i + 1}`,
      city: 'Varanasi',
      landmark: 'Sigra',
      category: 'Apartment',
      price: String(4_000_000 + i * 100_000),
      lat: (25.3 + i * 0.001).toFixed(4),
      lon: (82.97 + i * 0.001).toFixed(4),
    })),
    { title: 'Map Test Varanasi unplaced', city: 'Varanasi', landmark: 'Lanka', category: 'Apartment', price: '5000000' },
    {
      title: 'Map Test Lucknow',
      city: 'Lucknow',
      landmark: 'Gomti Nagar',
      category: 'Family Houses',
      price: '9800000',
      lat: '26.85',
      lon: '81.0',
    },
  ]);
});
afterAll(async () => ctx?.close());

const get = async (query: string) => ctx.app.inject({ method: 'GET', url: `/api/sites/map?${query}` });

// docs/product/catalogue.md, "The listing page": the map shows every matching listing, not one page.
describe('GET /api/sites/map', () => {
  it('answers every matching listing with a location, beyond the list’s page of 9, with the same filters as GET /api/sites', async () => {
    const res = await get('title=Map+Test+Varanasi&pageSize=9');
    expect(res.statusCode).toBe(200);
    const body = mapPointsResponseSchema.parse(res.json());
    expect(body.data).toHaveLength(12);
    expect(body.matched).toBe(13);
    expect(body.capped).toBe(false);
    expect(body.data.map((p) => p.site_id).sort((a, b) => a - b)).toEqual(ids.slice(0, 12));
    expect(body.data.find((p) => p.site_id === ids[0])).toEqual({
      site_id: ids[0],
      site_title: 'Map Test Varanasi 1',
      site_lat: 25.3,
      site_lon: 82.97,
      site_price: '4000000.00',
      site_landmark: 'Sigra',
      site_city: 'Varanasi',
    });
  });

  it('reads the free-text search and the map area as GET /api/sites does', async () => {
    const typed = mapPointsResponseSchema.parse((await get(`q=${encodeURIComponent('map test in lucknow')}`)).json());
    expect(typed.data.map((p) => p.site_title)).toEqual(['Map Test Lucknow']);
    expect(typed.understood?.city).toBe('Lucknow');
    const area = mapPointsResponseSchema.parse((await get('title=Map+Test&bbox=82.969,25.299,82.9725,25.3025')).json());
    expect(area.data.map((p) => p.site_title).sort()).toEqual(['Map Test Varanasi 1', 'Map Test Varanasi 2', 'Map Test Varanasi 3']);
  });

  it('stops at the cap and says there were more', async () => {
    const answer = await listMapPoints(ctx.db, { title: 'Map Test Varanasi', page: 1, pageSize: 9 } as never, 5);
    expect(answer.data).toHaveLength(5);
    expect(answer.capped).toBe(true);
    expect(answer.matched).toBe(13);
  });

  it('refuses a bad filter with 400 naming the field, never a 500', async () => {
    const res = await get('minPrice=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field: 'minPrice' });
  });
});

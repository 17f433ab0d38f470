import type { Site } from '@realty/contracts/sites/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

// The CSV import's structured columns (contracts/admin/import-listings.ts; docs/product/back-office.md).

let ctx: TestContext;
let editor: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await signInTestStaff(ctx.app, 'editor');
});
afterAll(async () => ctx?.close());

const HEADER = [
  'site_title',
  'site_city',
  'site_state',
  'site_category',
  'site_price',
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
].join(',');

async function preview(lines: string[]) {
  const { payload, headers } = multipartBody([
    { field: 'file', filename: 'listings.csv', data: Buffer.from([HEADER, ...lines].join('\n')), contentType: 'text/csv' },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/import/listings/preview',
    headers: { ...headers, cookie: editor.cookie },
    payload,
  });
}

describe('CSV import of the structured columns', () => {
  it('reads every structured column, reports bad cells by column, and imports the good rows', async () => {
    const res = await preview([
      'Sigra Heights,Banaras,Uttar Pradesh,Apartment,6200000,2|3,1000,"1,500",1120,1300,,,Under construction,2027-06,Semi-furnished,North-East,New,Freehold,VDA|UP-RERA,SBI|HDFC Bank,yes',
      'Naini Green Plots,Allahabad,Uttar Pradesh,Plots,1750000,,,,,,100,sq yd,ready,,,E,resale,leasehold,PDA,,no',
      'Bad Cells,Prayagraj,Uttar Pradesh,Plots,1750000,,,,,,100,sqyd,,,,up,,,,,maybe',
      'Bad Together,Prayagraj,Uttar Pradesh,Plots,1750000,2,,,,,100,,ready,2027-06,,,,,,,',
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ valid_count: 2, error_count: 2 });
    expect(body.columns).toContain('plot_area_unit');
    const rows = body.rows as { errors: { field: string; message: string }[]; listing: Record<string, unknown> | null }[];
    expect(rows[0]?.listing).toMatchObject({
      bhk: [2, 3],
      carpet_area_sqft_max: 1500,
      possession: 'under_construction',
      possession_date: '2027-06',
      furnishing: 'semi',
      facing: 'north_east',
      approved_by: ['VDA', 'UP-RERA'],
      loan_banks: ['SBI', 'HDFC Bank'],
      verified: true,
    });
    expect(rows[2]?.errors.map((e) => e.field).sort()).toEqual(['facing', 'verified']);
    // rules across columns are checked once every cell reads well
    expect(rows[3]?.errors).toEqual([
      { field: 'bhk', message: 'Plots have no bedrooms: leave BHK empty.' },
      { field: 'plot_area_unit', message: 'Give the plot area with its unit, or neither.' },
      { field: 'possession_date', message: 'A possession date is only for listings under construction.' },
    ]);

    const listings = rows.filter((r) => r.listing).map((r) => r.listing);
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/import/listings',
      headers: { cookie: editor.cookie },
      payload: { listings },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const [sigraId, nainiId] = imported.json().created as number[];
    const sigra = (await ctx.app.inject({ url: `/api/sites/${sigraId}` })).json().data.site as Site;
    expect(sigra).toMatchObject({
      site_city: 'Varanasi',
      site_area: '1,000 sq ft – 1,500 sq ft carpet area',
      price_per_sqft: 6200,
      verified: true,
    });
    const naini = (await ctx.app.inject({ url: `/api/sites/${nainiId}` })).json().data.site as Site;
    expect(naini).toMatchObject({
      site_city: 'Prayagraj',
      bhk: [],
      plot_area: 100,
      plot_area_unit: 'sqyd',
      plot_area_sqft: 900,
      price_per_sqft: 1944,
      facing: 'east',
      transaction: 'resale',
      ownership: 'leasehold',
      approved_by: ['PDA'],
      loan_banks: [],
      verified: false,
    });
    expect((await ctx.app.inject({ url: '/api/sites?city=Prayagraj&bhk=2' })).json().total).toBe(0);
    expect((await ctx.app.inject({ url: '/api/sites?city=Banaras&bhk=2' })).json().total).toBe(1);
  });
});

import type { Site } from '@realty/contracts/sites/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

// The listing editor's structured fields (docs/product/back-office.md, "Listings";
// docs/product/catalogue.md, "Structured fields").

let ctx: TestContext;
let editor: TestStaff;

const apartment = {
  site_title: 'Civil Lines Skyline',
  site_city: 'Allahabad',
  site_state: 'Uttar Pradesh',
  site_landmark: 'Civil Lines',
  site_famous_place: 'Anand Bhawan',
  site_category: 'Apartment',
  site_price: '11200000',
  site_area: '',
  bhk: [4, 3, 3],
  carpet_area_sqft_min: 1400,
  carpet_area_sqft_max: '2,100',
  built_up_area_sqft: 1570,
  super_built_up_area_sqft: '1820.5',
  possession: 'Under Construction',
  possession_date: '2027-06',
  furnishing: 'Semi-Furnished',
  facing: 'NE',
  transaction: 'new',
  ownership: 'freehold',
  approved_by: ['PDA', ' UP-RERA ', 'pda'],
  loan_banks: ['SBI', 'HDFC Bank'],
  verified: true,
};

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await signInTestStaff(ctx.app, 'editor');
});
afterAll(async () => ctx?.close());

const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: { cookie: editor.cookie }, payload });

describe('saving the structured fields', () => {
  it('stores every field, the city under its canonical name, and answers the listing as the catalogue does (and its brokerage for staff)', async () => {
    const res = await send('POST', '/api/admin/sites', apartment);
    expect(res.statusCode, res.body).toBe(201);
    const { site_brokerage_percent, ...site } = res.json().data as Site & { site_brokerage_percent: string };
    expect(site_brokerage_percent).toBe('2.00');
    expect(site).toMatchObject({
      site_city: 'Prayagraj',
      site_area: '1,400 sq ft – 2,100 sq ft carpet area',
      bhk: [3, 4],
      carpet_area_sqft_min: 1400,
      carpet_area_sqft_max: 2100,
      built_up_area_sqft: 1570,
      super_built_up_area_sqft: 1820.5,
      price_per_sqft: 8000,
      possession: 'under_construction',
      possession_date: '2027-06',
      furnishing: 'semi',
      facing: 'north_east',
      transaction: 'new',
      ownership: 'freehold',
      approved_by: ['PDA', 'UP-RERA'],
      loan_banks: ['SBI', 'HDFC Bank'],
      verified: true,
    });
    const shown = (await ctx.app.inject({ url: `/api/sites/${site.site_id}` })).json().data.site;
    expect(shown).toEqual(site);
    expect((await ctx.app.inject({ url: '/api/sites?city=Allahabad&verified=true&bhk=4' })).json().total).toBe(1);
  });

  it('stores a plot with its unit and clears fields a later save leaves out', async () => {
    const created = await send('POST', '/api/admin/sites', {
      ...apartment,
      site_title: 'Naini Green Plots',
      site_category: 'Plots',
      bhk: [],
      carpet_area_sqft_min: null,
      carpet_area_sqft_max: '',
      built_up_area_sqft: null,
      super_built_up_area_sqft: null,
      plot_area: '0.25',
      plot_area_unit: 'acre',
      possession: 'ready',
      possession_date: null,
      furnishing: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const plot = created.json().data as Site;
    expect(plot).toMatchObject({ bhk: [], plot_area: 0.25, plot_area_unit: 'acre', plot_area_sqft: 10890, price_per_sqft: 1028 });
    expect(plot).not.toHaveProperty('furnishing');
    const saved = await send('PUT', `/api/admin/sites/${plot.site_id}`, {
      site_title: 'Naini Green Plots',
      site_city: 'Prayagraj',
      site_state: 'Uttar Pradesh',
      site_category: 'Plots',
      site_price: '1750000',
      plot_area: 100,
      plot_area_unit: 'sq yd',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().data as Site;
    expect(after).toMatchObject({
      plot_area: 100,
      plot_area_unit: 'sqyd',
      plot_area_sqft: 900,
      site_area: '900 sq ft plot (100 sq yd)',
      verified: false,
    });
    for (const gone of ['possession', 'facing', 'ownership', 'transaction']) expect(after).not.toHaveProperty(gone);
    expect(after).toMatchObject({ approved_by: [], loan_banks: [] });
  });

  it.each([
    [{ bhk: [2, 'three'] }, 'bhk.1'],
    [{ bhk: [21] }, 'bhk.0'],
    [{ site_category: 'Plots', bhk: [2] }, 'bhk'],
    [{ carpet_area_sqft_min: -5 }, 'carpet_area_sqft_min'],
    [{ carpet_area_sqft_min: 1200.555 }, 'carpet_area_sqft_min'],
    [{ carpet_area_sqft_min: 2000, carpet_area_sqft_max: 1000 }, 'carpet_area_sqft_max'],
    [{ plot_area: 100 }, 'plot_area_unit'],
    [{ plot_area_unit: 'hectare', plot_area: 1 }, 'plot_area_unit'],
    [{ possession: 'soon' }, 'possession'],
    [{ possession: 'ready', possession_date: '2027-06' }, 'possession_date'],
    [{ possession_date: '2027-13' }, 'possession_date'],
    [{ furnishing: 'plush' }, 'furnishing'],
    [{ facing: 'up' }, 'facing'],
    [{ transaction: 'auction' }, 'transaction'],
    [{ ownership: 'rented' }, 'ownership'],
    [{ approved_by: ['x'.repeat(41)] }, 'approved_by.0'],
    [{ approved_by: ['VDA', ' '] }, 'approved_by.1'],
    [{ loan_banks: ['SBI', 42] }, 'loan_banks.1'],
    [{ bhk: '2,x' }, 'bhk.1'],
    [{ verified: 'maybe' }, 'verified'],
  ])('answers 400 naming the field for %j', async (change, field) => {
    const res = await send('POST', '/api/admin/sites', { ...apartment, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

// A listing's brokerage percentage in the listing editor and the CSV import
// (docs/product/pipeline.md, "Deals and brokerage"; docs/product/back-office.md, "Listings").

let ctx: TestContext;
let editor: TestStaff;

const listing = {
  site_title: 'Sigra Residency',
  site_city: 'Varanasi',
  site_state: 'Uttar Pradesh',
  site_category: 'Apartment',
  site_price: '4500000',
};

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await signInTestStaff(ctx.app, 'editor');
});
afterAll(async () => ctx?.close());

const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: { cookie: editor.cookie }, payload });

describe('site_brokerage_percent in the listing editor', () => {
  it('is 2.00 when left out, is set and read by staff, and stays out of the public catalogue', async () => {
    const plain = await send('POST', '/api/admin/sites', listing);
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data.site_brokerage_percent).toBe('2.00');

    const created = await send('POST', '/api/admin/sites', { ...listing, site_title: 'Lanka Heights', site_brokerage_percent: 1.75 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.site_id as number;
    expect(created.json().data.site_brokerage_percent).toBe('1.75');

    const read = await ctx.app.inject({ url: `/api/admin/sites/${id}`, headers: { cookie: editor.cookie } });
    expect(read.json().data.site.site_brokerage_percent).toBe('1.75');
    const shown = await ctx.app.inject({ url: `/api/sites/${id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.site).not.toHaveProperty('site_brokerage_percent');

    const edited = await send('PUT', `/api/admin/sites/${id}`, { ...listing, site_title: 'Lanka Heights', site_brokerage_percent: '3.5' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.site_brokerage_percent).toBe('3.50');

    const admin = await signInTestStaff(ctx.app, 'admin');
    const audit = await ctx.app.inject({ url: '/api/admin/audit?entity=site', headers: { cookie: admin.cookie } });
    expect(audit.json().data[0]).toMatchObject({
      action: 'update',
      entity_id: String(id),
      before: { site_brokerage_percent: '1.75' },
      after: { site_brokerage_percent: '3.50' },
    });

    // a save replaces every field: leaving it out sets the default again
    const reset = await send('PUT', `/api/admin/sites/${id}`, { ...listing, site_title: 'Lanka Heights', site_brokerage_percent: '' });
    expect(reset.json().data.site_brokerage_percent).toBe('2.00');
  });

  it('takes 0 to 100 with at most 2 decimals, else 400 naming the field', async () => {
    for (const [value, stored] of [
      [0, '0.00'],
      ['100', '100.00'],
      [' 2.5 ', '2.50'],
      [0.25, '0.25'],
    ] as const) {
      const res = await send('POST', '/api/admin/sites', { ...listing, site_brokerage_percent: value });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.site_brokerage_percent).toBe(stored);
    }
    for (const value of [100.01, '101', -1, '2.005', 'two', 0.1 + 0.2, true, [2]]) {
      const res = await send('POST', '/api/admin/sites', { ...listing, site_brokerage_percent: value });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        field: 'site_brokerage_percent',
        message: 'Brokerage must be a percentage from 0 to 100 with at most 2 decimals, e.g. 2 or 1.75.',
      });
    }
  });
});

describe('site_brokerage_percent in the CSV import', () => {
  it('reads the column (empty is 2.00) and reports a bad cell by column', async () => {
    const csv = [
      'site_title,site_city,site_state,site_category,site_price,site_brokerage_percent',
      'Godowlia Towers,Varanasi,Uttar Pradesh,Apartment,9000000,1.25',
      'Assi Ghat Homes,Varanasi,Uttar Pradesh,Apartment,5000000,',
      'Bad Percent,Varanasi,Uttar Pradesh,Apartment,5000000,101',
    ].join('\n');
    const { payload, headers } = multipartBody([
      { field: 'file', filename: 'listings.csv', data: Buffer.from(csv), contentType: 'text/csv' },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/import/listings/preview',
      headers: { ...headers, cookie: editor.cookie },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as Array<{
      errors: { field: string; message: string }[];
      listing: { site_brokerage_percent: string } | null;
    }>;
    expect(rows.map((r) => r.listing?.site_brokerage_percent ?? null)).toEqual(['1.25', '2.00', null]);
    expect(rows[2]?.errors).toEqual([
      { field: 'site_brokerage_percent', message: 'Brokerage must be a percentage from 0 to 100 with at most 2 decimals, e.g. 2 or 1.75.' },
    ]);

    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/import/listings',
      headers: { cookie: editor.cookie },
      payload: { listings: rows.flatMap((r) => (r.listing ? [r.listing] : [])) },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const ids = imported.json().created as number[];
    const percents = await Promise.all(
      ids.map(async (id) => (await ctx.app.inject({ url: `/api/admin/sites/${id}`, headers: { cookie: editor.cookie } })).json().data.site),
    );
    expect(percents.map((s) => s.site_brokerage_percent)).toEqual(['1.25', '2.00']);
  });
});

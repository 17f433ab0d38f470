import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { multipartBody, signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let editor: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  editor = await signInTestStaff(ctx.app, 'editor');
});
afterAll(async () => ctx?.close());

const HEADER =
  'site_title,site_city,site_state,site_category,site_price,site_min_price,site_max_price,site_area,site_status,site_lat,site_lon,amenities';
function csvOf(lines: string[]): Buffer {
  return Buffer.from([HEADER, ...lines].join('\n'));
}
async function preview(data: Buffer, filename = 'listings.csv', cookie = editor.cookie) {
  const { payload, headers } = multipartBody([{ field: 'file', filename, data, contentType: 'text/csv' }]);
  return ctx.app.inject({ method: 'POST', url: '/api/admin/import/listings/preview', headers: { ...headers, cookie }, payload });
}

describe('CSV import', () => {
  it('is refused to guests and customers', async () => {
    const customer = await signUpCustomer(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/import/listings', payload: { listings: [] } })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/import/listings/preview', headers: { cookie: customer.cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it('previews 20 good rows and the bad ones with their line, column and message, then imports the good ones', async () => {
    const good = Array.from(
      { length: 20 },
      (_, i) =>
        `"Ganga View ${i + 1}, Phase ${i % 3}",Varanasi,Uttar Pradesh,Apartment,${4_000_000 + i * 100_000},0,0,"1,100 sq ft",Available,25.3${i},83.0${i},Lift|Power backup`,
    );
    const bad = [
      ',Varanasi,Uttar Pradesh,Apartment,4500000,0,0,,Available,,,',
      'Bad Price Homes,Varanasi,Uttar Pradesh,Apartment,ten lakh,0,0,,Available,,,',
      'Castle Keep,Varanasi,Uttar Pradesh,Castle,4500000,9000000,100,,Booked,95,,',
    ];
    const res = await preview(csvOf([...good.slice(0, 10), ...bad, ...good.slice(10)]));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ valid_count: 20, error_count: 3 });
    const rows = body.rows as { line: number; errors: { field: string; message: string }[]; listing: unknown }[];
    expect(rows[10]).toMatchObject({
      line: 12,
      listing: null,
      errors: [{ field: 'site_title', message: 'Title is required (3 to 200 characters).' }],
    });
    expect(rows[11]?.errors).toEqual([{ field: 'site_price', message: 'Enter the price in rupees (a number from 0 to 10,000,000,000).' }]);
    expect(rows[12]?.errors.map((e) => e.field).sort()).toEqual(['site_category', 'site_lat', 'site_status']);
    expect(rows[0]?.listing).toMatchObject({
      site_title: 'Ganga View 1, Phase 0',
      site_price: '4000000.00',
      amenities: ['Lift', 'Power backup'],
    });

    const listings = rows.filter((r) => r.listing).map((r) => r.listing);
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/import/listings',
      headers: { cookie: editor.cookie },
      payload: { listings },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().created).toHaveLength(20);
    const found = await ctx.app.inject({ method: 'GET', url: '/api/sites?title=Ganga View&pageSize=30' });
    expect(found.json().total).toBe(20);
  });

  it('refuses a binary file, unknown or missing columns, an unclosed quote and too large a file', async () => {
    const exe = await preview(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0)]), 'listings.csv');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('"listings.csv" is not a CSV text file. Save the sheet as CSV (UTF-8) and try again.');
    const unknown = await preview(Buffer.from('site_title,site_city,site_state,site_category,colour\nA,B,C,Apartment,red'));
    expect(unknown.json()).toMatchObject({ field: 'file', message: 'Unknown columns: colour. Use the documented column names.' });
    const missing = await preview(Buffer.from('site_title,site_city\nA,B'));
    expect(missing.json().message).toBe('The header row is missing the columns State, Category.');
    const quote = await preview(Buffer.from(`${HEADER}\n"Open quote,Varanasi`));
    expect(quote.json().message).toBe('Line 2 has an unclosed double quote.');
    const huge = await preview(Buffer.alloc(2 * 1024 * 1024 + 10, 'a'));
    expect(huge.statusCode).toBe(413);
    const tooMany = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/import/listings',
      headers: { cookie: editor.cookie },
      payload: {
        listings: Array.from({ length: 51 }, () => ({
          site_title: 'Many',
          site_city: 'Varanasi',
          site_state: 'Uttar Pradesh',
          site_category: 'Plots',
        })),
      },
    });
    expect(tooMany.json()).toMatchObject({ field: 'listings', message: 'Send at most 50 listings at a time.' });
  });
});

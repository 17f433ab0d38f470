import { sites } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

// The optional Hindi title and description of a listing (docs/product/catalogue.md, "Hindi title
// and description"; docs/product/back-office.md, "Listings").

let ctx: TestContext;
let editor: TestStaff;

const listing = {
  site_title: 'Lanka Heights',
  site_city: 'Varanasi',
  site_state: 'Uttar Pradesh',
  site_category: 'Apartment',
  site_price: '5500000',
  site_description: 'Three bedrooms near BHU.',
};
const TITLE_HI = 'लंका हाइट्स';
const DESCRIPTION_HI = 'BHU के पास 3 BHK फ़्लैट।\nलिफ़्ट और पावर बैकअप के साथ।';

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await signInTestStaff(ctx.app, 'editor');
});
afterAll(async () => ctx?.close());

const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: { cookie: editor.cookie }, payload });

describe('the Hindi title and description', () => {
  it('are stored trimmed and answered by the back office and the public catalogue', async () => {
    const res = await send('POST', '/api/admin/sites', {
      ...listing,
      site_title_hi: `  ${TITLE_HI} `,
      site_description_hi: `${DESCRIPTION_HI}\n`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const site = res.json().data;
    expect(site).toMatchObject({ site_title: 'Lanka Heights', site_title_hi: TITLE_HI, site_description_hi: DESCRIPTION_HI });
    const [row] = await ctx.db.select().from(sites).where(eq(sites.siteId, site.site_id));
    expect([row?.titleHi, row?.descriptionHi]).toEqual([TITLE_HI, DESCRIPTION_HI]);

    const admin = (await ctx.app.inject({ url: `/api/admin/sites/${site.site_id}`, headers: { cookie: editor.cookie } })).json();
    expect(admin.data.site).toMatchObject({ site_title_hi: TITLE_HI, site_description_hi: DESCRIPTION_HI });
    const adminList = (await ctx.app.inject({ url: '/api/admin/sites?q=Lanka', headers: { cookie: editor.cookie } })).json();
    expect(adminList.data.find((s: { site_id: number }) => s.site_id === site.site_id)).toMatchObject({ site_title_hi: TITLE_HI });

    const detail = (await ctx.app.inject({ url: `/api/sites/${site.site_id}` })).json();
    expect(detail.data.site).toMatchObject({ site_title_hi: TITLE_HI, site_description_hi: DESCRIPTION_HI });
    const list = (await ctx.app.inject({ url: '/api/sites?search=Lanka' })).json();
    expect(list.data.find((s: { site_id: number }) => s.site_id === site.site_id)).toMatchObject({
      site_title_hi: TITLE_HI,
      site_description_hi: DESCRIPTION_HI,
    });
  });

  it('are null when not given, given as null or blank, and a save without them clears them', async () => {
    const plain = (await send('POST', '/api/admin/sites', listing)).json().data;
    expect(plain).toMatchObject({ site_title_hi: null, site_description_hi: null });
    const shown = (await ctx.app.inject({ url: `/api/sites/${plain.site_id}` })).json().data.site;
    expect(shown).toMatchObject({ site_title_hi: null, site_description_hi: null });

    const blank = (await send('POST', '/api/admin/sites', { ...listing, site_title_hi: '   ', site_description_hi: null })).json().data;
    expect(blank).toMatchObject({ site_title_hi: null, site_description_hi: null });

    const url = `/api/admin/sites/${plain.site_id}`;
    expect(
      (await send('PUT', url, { ...listing, site_title_hi: TITLE_HI, site_description_hi: DESCRIPTION_HI })).json().data,
    ).toMatchObject({
      site_title_hi: TITLE_HI,
    });
    expect((await send('PUT', url, listing)).json().data).toMatchObject({ site_title_hi: null, site_description_hi: null });
  });

  it.each([
    ['site_title_hi', 'लं\u0000का', 'Title in Hindi contains characters that are not allowed.'],
    ['site_title_hi', '\u000bलंका हाइट्स', 'Title in Hindi contains characters that are not allowed.'],
    ['site_title_hi', 'लंका हाइट्स\n', 'Title in Hindi contains characters that are not allowed.'],
    ['site_title_hi', '\u0085', 'Title in Hindi contains characters that are not allowed.'],
    ['site_title_hi', 'घर', 'Title in Hindi must be 3 to 200 characters, or left empty.'],
    ['site_title_hi', 'घ'.repeat(201), 'Title in Hindi must be 3 to 200 characters, or left empty.'],
    ['site_title_hi', 42, 'Title in Hindi must be 3 to 200 characters, or left empty.'],
    ['site_description_hi', '\u000b', 'Description in Hindi contains characters that are not allowed.'],
    ['site_description_hi', 'विवरण\u001b', 'Description in Hindi contains characters that are not allowed.'],
    ['site_description_hi', 'क'.repeat(10_001), 'Description in Hindi must be at most 10000 characters.'],
  ])('refuses %s = %j with 400 naming the field', async (field, value, message) => {
    for (const [method, url] of [
      ['POST', '/api/admin/sites'],
      ['PUT', '/api/admin/sites/1'],
    ] as const) {
      const res = await send(method, url, { ...listing, [field]: value });
      expect(res.statusCode, `${method} ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message, field });
    }
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '@realty/contracts/sites/site';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { multipartBody, signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let editor: TestStaff;
let customerCookie: string;
let associateCookie: string;

const listing = {
  site_title: 'Sarnath Greens',
  site_city: 'Varanasi',
  site_state: 'Uttar Pradesh',
  site_landmark: 'Sarnath',
  site_famous_place: 'Dhamek Stupa',
  site_category: 'Apartment',
  site_developer: 'Kashi Builders',
  site_rera_number: 'UPRERAPRJ12345',
  site_min_price: '3500000',
  site_max_price: 5200000,
  site_price: '4200000',
  site_area: '1,150 sq ft carpet area',
  site_description: 'Two and three bedroom homes near the Deer Park.',
  site_status: 'Available',
  site_lat: 25.3811,
  site_lon: 83.0245,
  site_youtube_link: 'https://youtu.be/abcdefghijk',
  amenities: ['Lift', 'Power backup', 'Lift'],
  related_sites: [],
};

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await signInTestStaff(ctx.app, 'editor');
  customerCookie = (await signUpCustomer(ctx.app)).cookie;
  associateCookie = (await signUpAssociate(ctx.app)).cookie;
});
afterAll(async () => ctx?.close());

const as = (cookie: string) => (cookie ? { cookie } : {});
async function create(body: Record<string, unknown> = listing) {
  return ctx.app.inject({ method: 'POST', url: '/api/admin/sites', headers: as(editor.cookie), payload: body });
}
async function photo(width = 1200, height = 900, format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } });
  if (format === 'jpeg')
    return image
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret camera owner', Make: 'PhoneCam' } })
      .toBuffer();
  return image[format]().toBuffer();
}
async function upload(
  siteId: number,
  files: { field: string; filename: string; data: Buffer; contentType?: string }[],
  cookie = editor.cookie,
) {
  const { payload, headers } = multipartBody(files);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/sites/${siteId}/${files[0]?.field ?? 'photos'}`,
    headers: { ...headers, ...as(cookie) },
    payload,
  });
}

describe('guards on /api/admin/sites', () => {
  it('refuses guests (401), customers and associates (403)', async () => {
    const routes = [
      ['GET', '/api/admin/sites'],
      ['POST', '/api/admin/sites'],
      ['GET', '/api/admin/sites/1'],
      ['PUT', '/api/admin/sites/1'],
      ['PATCH', '/api/admin/sites/1/status'],
      ['DELETE', '/api/admin/sites/1'],
      ['PUT', '/api/admin/sites/1/media'],
      ['POST', '/api/admin/sites/1/photos'],
      ['POST', '/api/admin/sites/1/pdfs'],
    ] as const;
    for (const [method, url] of routes) {
      expect(
        (await ctx.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} })).statusCode,
        `${method} ${url} guest`,
      ).toBe(401);
      expect(
        (
          await ctx.app.inject({
            method,
            url,
            headers: { cookie: customerCookie },
            payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          })
        ).statusCode,
        `${method} ${url} customer`,
      ).toBe(403);
      expect(
        (
          await ctx.app.inject({
            method,
            url,
            headers: { cookie: associateCookie },
            payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          })
        ).statusCode,
        `${method} ${url} associate`,
      ).toBe(403);
    }
  });
});

describe('listing CRUD', () => {
  it('creates, reads, edits, changes status, lists and deletes a listing, auditing each change', async () => {
    const created = await create();
    expect(created.statusCode).toBe(201);
    const site = created.json().data as Site;
    expect(site).toMatchObject({
      site_title: 'Sarnath Greens',
      site_min_price: '3500000.00',
      site_max_price: '5200000.00',
      site_lat: 25.3811,
      amenities: ['Lift', 'Power backup'],
      cover_images: [],
    });

    const got = await ctx.app.inject({ method: 'GET', url: `/api/admin/sites/${site.site_id}`, headers: as(editor.cookie) });
    expect(got.json().data.site.site_id).toBe(site.site_id);

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/sites/${site.site_id}`,
      headers: as(editor.cookie),
      payload: { ...listing, site_title: 'Sarnath Greens Phase 2', site_price: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ site_title: 'Sarnath Greens Phase 2', site_price: '0.00' });

    const sold = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/sites/${site.site_id}/status`,
      headers: as(editor.cookie),
      payload: { site_status: 'Sold' },
    });
    expect(sold.json()).toMatchObject({ message: 'Status set to Sold.', data: { site_status: 'Sold' } });

    const listed = await ctx.app.inject({ method: 'GET', url: '/api/admin/sites?q=phase 2&status=Sold', headers: as(editor.cookie) });
    expect(listed.json()).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const publicView = await ctx.app.inject({ method: 'GET', url: `/api/sites/${site.site_id}` });
    expect(publicView.json().data.site.site_status).toBe('Sold');

    const admin = await signInTestStaff(ctx.app, 'admin');
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit?entity=site', headers: as(admin.cookie) });
    const entries = (
      audit.json().data as { action: string; entity_id: string; before: unknown; after: unknown; staff_id: number }[]
    ).filter((e) => e.entity_id === String(site.site_id));
    expect(entries.map((e) => e.action)).toEqual(['status', 'update', 'create']);
    expect(entries[0]).toMatchObject({ staff_id: editor.staffId, before: { site_status: 'Available' }, after: { site_status: 'Sold' } });
    expect(entries[1]).toMatchObject({ before: { site_title: 'Sarnath Greens' }, after: { site_title: 'Sarnath Greens Phase 2' } });

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/sites/${site.site_id}`, headers: as(editor.cookie) });
    expect(deleted.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/sites/${site.site_id}` })).statusCode).toBe(404);
    const gone = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/sites/${site.site_id}`, headers: as(editor.cookie) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Property not found.' });
    for (const [method, url, payload] of [
      ['GET', `/api/admin/sites/${site.site_id}`, undefined],
      ['PUT', `/api/admin/sites/${site.site_id}`, listing],
      ['PATCH', `/api/admin/sites/${site.site_id}/status`, { site_status: 'Sold' }],
      ['PUT', `/api/admin/sites/${site.site_id}/media`, { cover_images: [], inner_images: [], site_pdfs: [] }],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: as(editor.cookie), payload });
      expect(res.json(), `${method} ${url}`).toEqual({ success: false, code: 'NOT_FOUND', message: 'Property not found.' });
    }
    const photoToGone = await upload(site.site_id, [{ field: 'photos', filename: 'front.jpg', data: await photo() }]);
    expect(photoToGone.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Property not found.' });
  });

  it('names the field of every bad value', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ site_title: '' }, 'site_title', 'Title is required (3 to 200 characters).'],
      [{ site_city: undefined }, 'site_city', 'City is required.'],
      [{ site_category: 'Castle' }, 'site_category', 'Choose a category: Town Houses, Family Houses, Apartment, Plots.'],
      [{ site_price: 'ten lakh' }, 'site_price', 'Enter the price in rupees (a number from 0 to 10,000,000,000).'],
      [{ site_price: -5 }, 'site_price', 'Enter the price in rupees (a number from 0 to 10,000,000,000).'],
      [{ site_min_price: '9000000' }, 'site_max_price', 'Minimum price must not be more than the maximum price.'],
      [{ site_status: 'Booked' }, 'site_status', 'Status must be one of Available, Not Available, Sold.'],
      [{ site_lat: 123 }, 'site_lat', 'Latitude must be between -90 and 90.'],
      [{ site_lon: null }, 'site_lon', 'Give both latitude and longitude, or neither.'],
      [
        { site_youtube_link: 'https://evil.example/watch' },
        'site_youtube_link',
        'Enter a YouTube link (https://www.youtube.com/… or https://youtu.be/…) or leave it empty.',
      ],
      [{ amenities: ['x'.repeat(81)] }, 'amenities.0', 'Each amenity must be 1 to 80 characters; at most 40 amenities.'],
      [{ related_sites: [1, 2, 3, 4, 5, 6, 7] }, 'related_sites', 'Pick at most 6 related listings.'],
      [{ related_sites: [987654] }, 'related_sites', 'Related listing 987654 does not exist.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await create({ ...listing, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ success: false, field, message });
    }
  });
});

describe('photos and brochures', () => {
  let siteId: number;
  beforeAll(async () => {
    siteId = (await create()).json().data.site_id;
  });

  it('re-encodes photos into renamed WebP and AVIF renditions and a placeholder, without metadata', async () => {
    const res = await upload(siteId, [
      { field: 'photos', filename: 'front.jpg', data: await photo(1200, 900, 'jpeg') },
      { field: 'photos', filename: 'garden.png', data: await photo(900, 700, 'png') },
      { field: 'photos', filename: 'hall.webp', data: await photo(800, 600, 'webp') },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { message: string; uploaded: string[]; data: Site };
    expect(body.message).toBe('3 photos uploaded.');
    expect(body.uploaded).toHaveLength(3);
    for (const path of body.uploaded) expect(path).toMatch(new RegExp(`^media/sites/${siteId}/[0-9a-f]{16}\\.webp$`));
    expect(body.data.cover_images).toEqual([body.uploaded[0]]);
    expect(body.data.inner_images).toEqual(body.uploaded.slice(1));
    const uploads = join(ctx.dataDir, 'uploads');
    const first = body.uploaded[0] ?? '';
    // the renditions the pages show are there when the upload answers
    for (const suffix of ['.webp', '-w960.webp', '-w480.webp', '-placeholder.webp']) {
      expect(existsSync(join(uploads, first.replace(/\.webp$/, suffix))), suffix).toBe(true);
    }
    // the AVIF twins are made by a background job soon after, for every uploaded photo
    for (const path of body.uploaded) {
      for (const suffix of ['.avif', '-w960.avif', '-w480.avif']) {
        await expect.poll(() => existsSync(join(uploads, path.replace(/\.webp$/, suffix))), { timeout: 20_000 }).toBe(true);
      }
    }
    expect((await sharp(join(uploads, first.replace('.webp', '-w480.avif'))).metadata()).width).toBe(480);
    const large = await sharp(join(uploads, first)).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(large.exif).toBeUndefined();
    expect((await sharp(join(uploads, first.replace('.webp', '-w480.webp'))).metadata()).width).toBe(480);
    const served = await ctx.app.inject({ method: 'GET', url: `/server/${first}` });
    expect(served.statusCode).toBe(200);
  });

  it('accepts AVIF photos', async () => {
    const res = await upload(siteId, [{ field: 'photos', filename: 'dusk.avif', data: await photo(640, 480, 'avif') }]);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a renamed executable, an HTML file called .jpg, an SVG, a tiny image and an oversized photo with clear messages', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(2048, 1)]);
    const elf = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), Buffer.alloc(2048, 0)]);
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'.padEnd(400, ' '));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script></svg>');
    const refusals: [string, Buffer, number, string][] = [
      ['setup.jpg', exe, 415, '"setup.jpg" is not a JPEG, PNG, WebP or AVIF photo. Only those are accepted.'],
      ['run.png', elf, 415, '"run.png" is not a JPEG, PNG, WebP or AVIF photo. Only those are accepted.'],
      ['page.jpg', html, 415, '"page.jpg" is not a JPEG, PNG, WebP or AVIF photo. Only those are accepted.'],
      ['logo.webp', svg, 415, '"logo.webp" is not a JPEG, PNG, WebP or AVIF photo. Only those are accepted.'],
      ['thumb.jpg', await photo(200, 150), 400, '"thumb.jpg" is too small. Photos must be at least 480 × 360 pixels.'],
    ];
    for (const [filename, data, status, message] of refusals) {
      const res = await upload(siteId, [{ field: 'photos', filename, data, contentType: 'image/jpeg' }]);
      expect(res.statusCode, filename).toBe(status);
      const code = status === 400 ? 'VALIDATION_FAILED' : 'BAD_REQUEST';
      expect(res.json(), filename).toEqual({ success: false, code, field: 'photos', message });
    }
    const huge = Buffer.concat([await photo(), Buffer.alloc(15 * 1024 * 1024)]);
    const tooLarge = await upload(siteId, [{ field: 'photos', filename: 'huge.jpg', data: huge }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      field: 'photos',
      message: '"huge.jpg" is larger than 15 MB. Each photo must be at most 15 MB.',
    });
    const small = await photo(640, 480);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ field: 'photos', filename: `p${i}.jpg`, data: small }));
    const tooMany = await upload(siteId, eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'photos',
      message: 'Send at most 10 files at once.',
    });
    const folder = join(ctx.dataDir, 'uploads', 'media', 'sites', String(siteId));
    // AVIF twins of earlier uploads may still be arriving from the background job: count the rest,
    // once the folder has stopped changing (other renditions of earlier uploads may land late too)
    const written = () => readdirSync(folder).filter((name) => !name.endsWith('.avif'));
    let stored = written().length;
    for (let settled = 0; settled < 3; ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const now = written().length;
      settled = now === stored ? settled + 1 : 0;
      stored = now;
    }
    const mixed = await upload(siteId, [
      { field: 'photos', filename: 'good.jpg', data: small },
      { field: 'photos', filename: 'bad.jpg', data: html },
    ]);
    expect(mixed.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      field: 'photos',
      message: '"bad.jpg" is not a JPEG, PNG, WebP or AVIF photo. Only those are accepted.',
    });
    expect(written(), 'nothing of a refused batch is stored').toHaveLength(stored);
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/sites/${siteId}/photos`,
      headers: as(editor.cookie),
      payload: { photos: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      field: 'photos',
      message: 'Send the files as multipart/form-data.',
    });
    const site = (await ctx.app.inject({ method: 'GET', url: `/api/admin/sites/${siteId}`, headers: as(editor.cookie) })).json().data
      .site as Site;
    expect(site.cover_images.length + site.inner_images.length).toBe(4);
  });

  it('stores brochure PDFs checked by content and size', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const ok = await upload(siteId, [{ field: 'pdfs', filename: 'brochure.pdf', data: pdf }]);
    expect(ok.statusCode, ok.body).toBe(200);
    const path = ok.json().uploaded[0] as string;
    expect(path).toMatch(new RegExp(`^media/sites/${siteId}/brochure-[0-9a-f]{16}\\.pdf$`));
    expect(ok.json().data.site_pdfs).toEqual([path]);
    const fake = await upload(siteId, [{ field: 'pdfs', filename: 'brochure.pdf', data: Buffer.from('<html>not a pdf</html>') }]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      field: 'pdfs',
      message: '"brochure.pdf" is not a PDF file. Only PDF brochures are accepted.',
    });
    const big = await upload(siteId, [{ field: 'pdfs', filename: 'big.pdf', data: Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)]) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      field: 'pdfs',
      message: '"big.pdf" is larger than 20 MB. Each brochure must be at most 20 MB.',
    });
    const six = Array.from({ length: 6 }, (_, i) => ({ field: 'pdfs', filename: `b${i}.pdf`, data: pdf }));
    const tooMany = await upload(siteId, six);
    expect(tooMany.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', field: 'pdfs', message: 'Send at most 5 files at once.' });
    const empty = await upload(siteId, [{ field: 'pdfs', filename: 'empty.pdf', data: Buffer.alloc(0) }]);
    expect(empty.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'pdfs',
      message: 'Choose at least one file to upload.',
    });
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/admin/sites/${siteId}`, headers: as(editor.cookie) })).json().data
      .site as Site;
    expect(after.site_pdfs).toEqual([path]);
  });

  it('reorders photos, changes the cover and deletes left-out uploads from storage', async () => {
    const site = (await ctx.app.inject({ method: 'GET', url: `/api/admin/sites/${siteId}`, headers: as(editor.cookie) })).json().data
      .site as Site;
    const photos = [...site.cover_images, ...site.inner_images];
    const [a, b, c, d] = photos as [string, string, string, string];
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/sites/${siteId}/media`,
      headers: as(editor.cookie),
      payload: { cover_images: [c], inner_images: [a, d], site_pdfs: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ cover_images: [c], inner_images: [a, d], site_pdfs: [] });
    const uploads = join(ctx.dataDir, 'uploads');
    expect(existsSync(join(uploads, b))).toBe(false);
    expect(existsSync(join(uploads, b.replace('.webp', '-w480.avif')))).toBe(false);
    expect(existsSync(join(uploads, site.site_pdfs[0] ?? 'x'))).toBe(false);
    expect(existsSync(join(uploads, c))).toBe(true);
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/sites/${siteId}/media`,
      headers: as(editor.cookie),
      payload: { cover_images: ['media/sites/demo/apartment-01.webp'], inner_images: [], site_pdfs: [] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ field: 'cover_images', message: 'Only files this listing already has can be ordered or kept.' });
  });
});

import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { photo } from './fixtures/browser.ts';
import { signInAsStaff } from './fixtures/staff.ts';

/**
 * The staff back office in a real browser (docs/product/back-office.md). The e2e server creates the
 * staff accounts before it starts (`apps/api/src/cli/e2e-staff.ts`); the desktop and phone runs
 * use different admins so their OTPs never cross.
 */

const mobileFor = (project: string) => (project === 'phone' ? '9000000002' : '9000000001');

const BROCHURE = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

// One sign-in per run (the OTP resend cooldown is 30 seconds per number): the tests share the page.
test.describe.configure({ mode: 'serial' });
let staffContext: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  staffContext = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
  page = await staffContext.newPage();
});
test.afterAll(async () => staffContext?.close());

test('a staff member signs in with mobile, password and the SMS OTP', async ({ browserName: _browserName }, testInfo) => {
  await signInAsStaff(page, mobileFor(testInfo.project.name));
});

test('the staff member creates a listing with three photos and a brochure, and a visitor finds it', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);

  const title = `Manikarnika Ghat Residency ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto('/admin/sites');
  await page.getByRole('link', { name: 'New listing' }).click();
  await expect(page.getByRole('heading', { name: 'New listing', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create listing' }).click();
  await expect(page.getByText('Title is required (3 to 200 characters).')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category', { exact: true }).selectOption('Apartment');
  await page.getByLabel('City', { exact: true }).fill('Varanasi');
  await page.getByLabel('Landmark', { exact: true }).fill('Manikarnika Ghat');
  await page.getByLabel('Latitude').fill('25.3109');
  await page.getByLabel('Longitude').fill('83.0107');
  await page.getByLabel('Price (₹)', { exact: true }).fill('5500000');
  await page.getByLabel('Area / price text').fill('1,200 sq ft carpet area');
  await page.getByLabel('About the project').fill('Riverside homes a short walk from the ghats of Kashi.');
  await page.getByLabel('Amenities (one per line)').fill('Lift\nPower backup\nRiver view');
  await page.getByRole('button', { name: 'Create listing' }).click();
  await expect(page).toHaveURL(/\/admin\/sites\/\d+$/);
  const siteId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.getByLabel('Add photos').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(0) },
    { name: 'hall.jpg', mimeType: 'image/jpeg', buffer: await photo(1) },
    { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await photo(2) },
  ]);
  const photos = page.getByRole('list', { name: 'Photos in display order' }).getByRole('listitem');
  await expect(photos).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByText('Uploaded')).toHaveCount(3);
  await expect(photos.first().getByText('Cover')).toBeVisible();

  await page.getByLabel('Add brochures').setInputFiles([{ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: BROCHURE }]);
  await expect(page.getByRole('link', { name: /Brochure 1/ })).toBeVisible();

  const visitor = await browser.newContext({
    viewport: testInfo.project.name === 'phone' ? { width: 412, height: 915 } : { width: 1366, height: 900 },
  });
  const guest = await visitor.newPage();
  await guest.goto(`/properties?title=${encodeURIComponent(title)}`);
  const card = guest.getByRole('list', { name: 'Properties' }).getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  const cover = card.locator('img').first();
  await expect(cover).toHaveAttribute('src', new RegExp(`/server/media/sites/${siteId}/[0-9a-f]{16}-w960\\.webp`));
  await expect(cover).toHaveAttribute('srcset', /-w480\.webp 480w/);

  await guest.goto(`/detailpage/${siteId}`);
  await expect(guest.getByRole('heading', { name: title })).toBeVisible();
  await expect(guest.locator(`img[src*="media/sites/${siteId}/"]`).first()).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Ask For Details' })).toBeVisible();
  const detail = await (await guest.request.get(`/api/sites/${siteId}`)).json();
  expect(detail.data.site.cover_images).toHaveLength(1);
  expect(detail.data.site.inner_images).toHaveLength(2);
  const pdf = await guest.request.get(`/server/${detail.data.site.site_pdfs[0]}`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await visitor.close();
});

test('the staff member marks a contact request handled with a note', async ({ request }, testInfo) => {
  const name = `Kavita Caller ${testInfo.project.name} ${Date.now().toString(36)}`;
  const sent = await request.post('/api/admin/contacts', {
    data: {
      con_name: name,
      con_email: 'kavita@example.in',
      con_phone: '9415012345',
      con_type: 'Builder',
      con_message: 'Please call me about listing our new project in Sarnath.',
    },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/admin/contacts');
  await page.getByLabel('Handling').selectOption('unhandled');
  await page.getByLabel('Type').selectOption('Builder');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Unhandled')).toBeVisible();
  await card.getByLabel('Note').fill('Called back; meeting fixed for Monday.');
  await card.getByRole('button', { name: /Mark handled/ }).click();
  await expect(page.getByText('Marked as handled.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByLabel('Handling').selectOption('handled');
  const handled = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(handled.getByText('Handled', { exact: true })).toBeVisible();
  await expect(handled.getByLabel('Note')).toHaveValue('Called back; meeting fixed for Monday.');
});

test('an admin reads the home page counters with the floor rule stated, and a floor below the count changes nothing shown', async () => {
  await page.goto('/admin/counters');
  await expect(page.getByRole('heading', { name: 'Home page counters', level: 1 })).toBeVisible();
  await expect(page.getByText(/A floor is a marketing figure, not a count/)).toBeVisible();
  await expect(page.locator('#floor-sites-hint')).toHaveText(/^Counted today: [\d,]+ · shown: [\d,]+$/);

  const box = page.getByLabel('Listed Properties');
  await box.fill('fifty');
  await page.getByRole('button', { name: 'Save floors' }).click();
  await expect(page.getByText('Listed Properties: enter a whole number (0 for no floor)')).toBeVisible();
  // a floor of 1 is below any catalogue's count: saved and audited, yet the home page still shows the count without "+"
  await box.fill('1');
  await page.getByRole('button', { name: 'Save floors' }).click();
  await expect(page.getByText('Counter floors saved. The home page shows them within 5 minutes.')).toBeVisible();
  await expect(page.getByText(/Last changed .* by /)).toBeVisible();
  await expect(page.locator('#floor-sites-hint')).toHaveText(/^Counted today: [\d,]+ · shown: [\d,]+$/);
  const after = await (await page.request.get('/api/stats')).json();
  expect(after.data.floored).toBeUndefined();
});

test('the staff member imports a CSV of 20 listings after a checked preview', async ({ request }, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const header = 'site_title,site_city,site_state,site_category,site_price,site_area,site_status,site_lat,site_lon,amenities';
  const rows = Array.from(
    { length: 20 },
    (_, i) =>
      `"Chunar Fort Plots ${tag} ${i + 1}",Mirzapur,Uttar Pradesh,Plots,${1_500_000 + i * 50_000},"1,000 sq ft plot",Available,25.12,82.87,Gated|Road access`,
  );
  const csv = [header, ...rows.slice(0, 5), `Broken Row ${tag},Mirzapur,Uttar Pradesh,Castle,ten lakh,,,,,`, ...rows.slice(5)].join('\n');

  await page.goto('/admin/import');
  await expect(page.getByRole('heading', { name: 'Import listings' })).toBeVisible();
  await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('20 valid rows, 1 with problems.')).toBeVisible();
  const problems = page.getByRole('table', { name: /Rows with problems/ });
  await expect(problems.getByRole('row').filter({ hasText: `Broken Row ${tag}` })).toContainText('Choose a category');
  await expect(problems.getByRole('row').filter({ hasText: `Broken Row ${tag}` })).toContainText('7');
  await page.getByRole('button', { name: 'Import 20 valid listings' }).click();
  await expect(page.getByText('Imported 20 listings.')).toBeVisible({ timeout: 60_000 });

  const found = await (await request.get(`/api/sites?title=${encodeURIComponent(`Chunar Fort Plots ${tag}`)}&pageSize=30`)).json();
  expect(found.total).toBe(20);
  await page.goto(`/properties?title=${encodeURIComponent(`Chunar Fort Plots ${tag}`)}`);
  await expect(page.getByText(/^Showing 1 - 9 of 20$/)).toBeVisible();
});

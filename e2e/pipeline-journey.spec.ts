import { expect, test } from '@playwright/test';
import { signInAssociate, signInFoundingAssociate, signUpCustomerViaApi } from './fixtures/accounts.ts';
import { contextLike } from './fixtures/browser.ts';
import { signInAsStaff } from './fixtures/staff.ts';

/**
 * The whole brokerage journey in a real browser (docs/product/pipeline.md): a customer enquires;
 * the associate whose preferences match accepts; a visit is scheduled, confirmed by the customer
 * and completed; a booking is recorded; staff confirm the deal; the associate and the sponsor see
 * the exact amounts. The desktop and phone runs use different cities, associates and staff, so
 * that running side by side neither takes the other's lead.
 */

/** Per run: the city of the listing, the demo associate who works there (password Demo@2024) and the staff member. */
const RUNS = {
  desktop: { city: 'Mirzapur', mobile: '9415000002', name: 'Amit Verma', share: '₹63,000.00', staff: '9000000004' },
  phone: { city: 'Chitrakoot', mobile: '9415000004', name: 'Mohammad Arif', share: '₹45,000.00', staff: '9000000005' },
} as const;

/** The agreement value typed in the booking form: ₹45 lakh. At the default 2.00 % the company brokerage is ₹90,000.00. */
const AGREEMENT = '45 lakh';
/** The direct sponsor's override (5 % of ₹90,000.00), the founding associate KR000001 for both demo associates. */
const SPONSOR_OVERRIDE = '₹4,500.00';

/**
 * A visit time a little ahead: the first whole minute at least 40 s from now, as the India-time
 * `datetime-local` value the form takes and as the instant (milliseconds) it stands for. The
 * visit's result can only be recorded once that time has come (docs/product/pipeline.md).
 */
function visitSoon(): { value: string; at: number } {
  const at = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000;
  return { value: new Date(at + 5.5 * 3_600_000).toISOString().slice(0, 16), at };
}

test('a customer enquires, the matched associate visits and books, staff confirm, and the associate and sponsor see the exact brokerage', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(330_000); // it waits up to 100 s for the visit's time to come
  const run = RUNS[testInfo.project.name === 'phone' ? 'phone' : 'desktop'];

  // the associate works in this run's city only
  const associateContext = await contextLike(browser, testInfo);
  const associate = await associateContext.newPage();
  await signInAssociate(associate, run.mobile, 'Demo@2024');
  const saved = await associate.request.put('/api/associate/preferences', {
    data: { cities: [run.city], categories: [], max_open_leads: 10 },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // a new customer enquires about a listing in that city
  const customer = await signUpCustomerViaApi(page, testInfo.project.name);
  const listings = await page.request.get(`/api/sites?city=${run.city}&pageSize=1`);
  const [listing] = ((await listings.json()) as { data: Array<{ site_id: number; site_title: string }> }).data;
  if (!listing) throw new Error(`no listing in ${run.city}`);
  await page.goto(`/detailpage/${listing.site_id}`);
  await page.getByRole('button', { name: 'Enquire Now' }).first().click();
  await expect(page.getByText('Enquiry sent successfully.')).toBeVisible();

  // the offer reaches the associate, without the customer's name; Accept opens the lead with it
  await associate.goto('/associatedashboard');
  await expect(associate.getByRole('heading', { name: 'Offers' })).toBeVisible();
  const offer = associate.locator('article').filter({ hasText: listing.site_title });
  await expect(offer).toBeVisible();
  await expect(offer).not.toContainText(customer.name);
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(associate).toHaveURL(/\/associatedashboard\/leads\/\d+$/);
  await expect(associate.getByText(customer.name).first()).toBeVisible();

  // the customer now sees their personal associate
  await page.goto('/userdashboard');
  await expect(page.getByRole('heading', { name: 'Your personal associate' })).toBeVisible();
  await expect(page.getByText(run.name).first()).toBeVisible();

  // the associate schedules a visit a minute or so ahead
  const visit = visitSoon();
  await associate.getByLabel('Date and time (India time)').fill(visit.value);
  await associate.getByLabel('Meeting point').fill('Site office gate');
  await associate.getByRole('button', { name: 'Schedule a visit' }).click();
  await expect(associate.getByRole('button', { name: 'Record the result' })).toBeVisible();

  // the customer confirms it and gets a calendar file
  await page.reload();
  const visits = page.locator('section').filter({ has: page.getByRole('heading', { name: 'My site visits' }) });
  await visits.getByRole('button', { name: 'Confirm' }).first().click();
  const calendar = visits.getByRole('link', { name: 'Add to calendar' }).first();
  await expect(calendar).toBeVisible();
  const ics = await page.request.get((await calendar.getAttribute('href')) ?? '');
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VEVENT');

  // before the visit's time it cannot be recorded as completed: the form says from when
  await associate.reload();
  await associate.getByLabel('Result', { exact: true }).selectOption('completed');
  await associate.getByLabel('Outcome note').fill('Liked the plot; booking today');
  await associate.getByRole('button', { name: 'Record the result' }).click();
  await expect(associate.getByRole('alert').filter({ hasText: 'Completed and no show can be recorded from' })).toBeVisible();
  await expect(associate.getByText('Record the result of the scheduled visit first')).toBeVisible();

  // once the time has come, the associate records the visit as completed, then the booking
  await associate.waitForTimeout(Math.max(0, visit.at - Date.now() + 1_000));
  await associate.getByRole('button', { name: 'Record the result' }).click();
  await expect(associate.getByRole('alert').filter({ hasText: 'Completed and no show can be recorded from' })).toHaveCount(0);
  await associate.getByLabel('Unit').fill('Plot 21');
  await associate.getByLabel('Agreement value').fill(AGREEMENT);
  await associate.getByRole('button', { name: 'Record a booking' }).click();
  await expect(associate.getByText(/booked/i).first()).toBeVisible();

  // staff confirm the deal
  const staffContext = await contextLike(browser, testInfo);
  const staff = await staffContext.newPage();
  await signInAsStaff(staff, run.staff);
  await staff.goto('/admin/deals?status=pending');
  await expect(staff.getByRole('heading', { name: 'Deals' })).toBeVisible();
  // the table on a desktop, cards on a phone: the one shown
  const dealRow = staff.locator('tr:visible, li:visible').filter({ hasText: 'Plot 21' }).filter({ hasText: listing.site_title });
  await dealRow.getByRole('button', { name: 'Confirm' }).click();
  await expect(dealRow).toHaveCount(0); // no longer pending
  await staff.goto('/admin/deals?status=confirmed');
  await expect(staff.locator('tr:visible, li:visible').filter({ hasText: 'Plot 21' }).filter({ hasText: listing.site_title })).toHaveCount(
    1,
  );

  // the associate's earnings show their exact share, confirmed
  await associate.goto('/associatedashboard#earnings');
  const earnings = associate.locator('section').filter({ has: associate.getByRole('heading', { name: 'Earnings' }) });
  await expect(earnings.getByText(run.share).first()).toBeVisible();

  // and the sponsor (the founding associate) sees the exact override
  const sponsorContext = await contextLike(browser, testInfo);
  const sponsor = await sponsorContext.newPage();
  await signInFoundingAssociate(sponsor);
  await sponsor.goto('/associatedashboard#earnings');
  const sponsorEarnings = sponsor.locator('section').filter({ has: sponsor.getByRole('heading', { name: 'Earnings' }) });
  await expect(sponsorEarnings.getByText(SPONSOR_OVERRIDE).first()).toBeVisible();

  await Promise.all([associateContext.close(), staffContext.close(), sponsorContext.close()]);
});

test('the requirement form words its refusals: never a field’s code name, in English or Hindi', async ({ page }, testInfo) => {
  await signUpCustomerViaApi(page, testInfo.project.name);
  for (const [path, texts] of [
    [
      '/propertyseekers',
      {
        city: 'City',
        from: 'Budget from',
        to: 'Budget up to',
        submit: 'Submit requirement',
        cityNeeded: 'Type the city',
        order: 'Minimum budget must not be more than the maximum',
      },
    ],
    [
      '/hi/propertyseekers',
      {
        city: 'शहर',
        from: 'बजट (कम से कम)',
        to: 'बजट (ज़्यादा से ज़्यादा)',
        submit: 'ज़रूरत भेजें',
        cityNeeded: 'शहर लिखें',
        order: 'न्यूनतम बजट अधिकतम बजट से ज़्यादा नहीं हो सकता',
      },
    ],
  ] as const) {
    await page.goto(path);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: texts.submit }) });
    await form.getByRole('button', { name: texts.submit }).click();
    await expect(form.getByText(texts.cityNeeded)).toBeVisible();
    await form.getByLabel(texts.city, { exact: true }).fill('Varanasi');
    await form.getByLabel(texts.from).fill('60');
    await form.getByLabel(texts.to).fill('45');
    await form.getByRole('button', { name: texts.submit }).click();
    await expect(form.getByText(texts.order)).toBeVisible();
    await expect(form).not.toContainText(/\b[a-z]+_[a-z_]+\b/);
  }
});

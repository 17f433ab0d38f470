import { existsSync, readFileSync } from 'node:fs';
import { expect, request, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { OUTBOX, signUpCustomerViaApi } from './fixtures/accounts.ts';
import { mailsTo, waitForConfirmationLink } from './fixtures/mail.ts';
import { otpFor } from './fixtures/staff.ts';

/**
 * Saved searches and alerts end to end in a real browser (docs/product/alerts.md), on the desktop
 * (1366 × 900) and a phone (390 × 844): a customer confirms their e-mail, saves "2 BHK in Varanasi
 * under ₹60 L" from /properties with SMS and e-mail; a staff member publishes a matching listing;
 * the server's own job queue finds and sends the alert (SMS outbox and mail outbox); the e-mail's
 * unsubscribe link, opened in the browser and confirmed, pauses the search on the dashboard.
 * Desktop and phone use their own customer, search name, listing and staff member.
 */

/**
 * Each project's search and listing: 2 BHK in Varanasi under a maximum price, in price bands that
 * do not overlap, so the listing one project publishes is no match for the other's search.
 */
const JOURNEYS = {
  desktop: { search: '/properties?city=Varanasi&bhk=2&maxPrice=5400000', price: '5200000', priceText: '₹52 L' },
  phone: { search: '/properties?city=Varanasi&bhk=2&minPrice=5500000&maxPrice=6000000', price: '5700000', priceText: '₹57 L' },
};
const STAFF_PASSWORD = process.env.E2E_STAFF_PASSWORD ?? 'Vishwanath#Gali2024';

/** Alert SMS in the server's outbox to `mobile`. */
function alertSmsTo(mobile: string): { to: string; body: string }[] {
  if (!existsSync(OUTBOX)) return [];
  return readFileSync(OUTBOX, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; body: string })
    .filter((m) => m.to.endsWith(mobile) && m.body.startsWith('Kashi Realty:'));
}

/** Alert e-mails (those with a List-Unsubscribe header) in the server's mail outbox to `to`. */
async function alertMailsTo(to: string): Promise<ParsedMail[]> {
  return (await mailsTo(to)).filter((m) => m.headerLines.some((h) => h.key === 'list-unsubscribe'));
}

/** Whether `at` falls in the alert SMS quiet hours (21:00–09:00 India time, UTC+05:30). */
function inQuietHoursIst(at: Date): boolean {
  const minutes = (at.getUTCHours() * 60 + at.getUTCMinutes() + 330) % 1440;
  return minutes >= 21 * 60 || minutes < 9 * 60;
}

test.describe('alerts journey', () => {
  test.beforeEach(async ({ page }, info) => {
    if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  });

  test('a search saved on /properties is alerted by SMS and e-mail when staff publish a match; the e-mail’s link stops it', async ({
    page,
    baseURL,
  }, info) => {
    test.setTimeout(180_000);
    const phone = info.project.name === 'phone';
    const journey = JOURNEYS[phone ? 'phone' : 'desktop'];
    const { mobile } = await signUpCustomerViaApi(page, info.project.name);
    const email = `neha.${mobile}@example.in`;
    const name = `2 BHK in Varanasi ${phone ? 'phone' : 'desktop'} ${mobile.slice(-4)}`;
    const title = `Ganga Darshan ${phone ? 'Uttar' : 'Dakshin'} ${mobile.slice(-6)}`;

    // the e-mail address is confirmed from the link in the confirmation e-mail
    const sent = await page.request.post('/api/me/email/confirmation');
    expect(sent.status(), await sent.text()).toBe(200);
    const { link: confirmLink } = await waitForConfirmationLink(email);
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();

    // saved from the listing page with SMS and e-mail, instant
    await page.goto(journey.search);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toHaveValue(/^2 BHK .*Varanasi.*₹\d+ L/);
    await dialog.getByLabel('Name').fill(name);
    await expect(dialog.getByLabel('SMS')).toBeChecked();
    await dialog.getByLabel('E-mail').check();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByText('Search saved. We will tell you when new properties match it.')).toBeVisible();

    // a staff member (one per project) publishes a matching listing in the back office
    const staffMobile = phone ? '9000000013' : '9000000012';
    const staff = await request.newContext({ baseURL });
    const since = Date.now();
    const signIn = await staff.post('/api/admin/auth/sign-in', { data: { mobile: staffMobile, password: STAFF_PASSWORD } });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const verified = await staff.post('/api/admin/auth/verify-otp', {
      data: { mobile: staffMobile, otp: await otpFor(staffMobile, since) },
    });
    expect(verified.status(), await verified.text()).toBe(200);
    const created = await staff.post('/api/admin/sites', {
      data: {
        site_title: title,
        site_city: 'Varanasi',
        site_state: 'Uttar Pradesh',
        site_landmark: 'Sigra',
        site_category: 'Apartment',
        site_price: journey.price,
        site_status: 'Available',
        carpet_area_sqft_min: '1050',
        carpet_area_sqft_max: '1050',
        bhk: [2],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const siteId = ((await created.json()) as { data: { site_id: number } }).data.site_id;
    await staff.dispose();
    const publishedAt = new Date();
    const detail = `/detailpage/${siteId}`;

    // the e-mail arrives within about a minute, naming the listing and linking to its page
    let mail: ParsedMail | undefined;
    await expect
      .poll(
        async () => {
          mail = (await alertMailsTo(email)).find((m) => String(m.html).includes(detail));
          return mail?.subject ?? '';
        },
        { timeout: 70_000, intervals: [1_000] },
      )
      .toBe(`1 new property for "${name}"`);
    expect(String(mail?.html)).toContain(title);
    expect(String(mail?.text)).toContain(journey.priceText);

    // the SMS too, unless sent in the quiet hours: then it waits for 09:00 India time
    if (inQuietHoursIst(publishedAt)) {
      expect(alertSmsTo(mobile)).toEqual([]);
    } else {
      await expect
        .poll(() => alertSmsTo(mobile).find((m) => m.body.includes(detail))?.body ?? '', { timeout: 70_000, intervals: [1_000] })
        .toMatch(new RegExp(`^Kashi Realty: 1 new property for "${name}": \\S+${detail} Stop alerts: \\S+/alerts/unsubscribe\\?token=`));
    }

    // the footer's unsubscribe link, opened in the browser, asks first and then stops the alerts
    const footer = String(mail?.html).match(/href="([^"]+\/alerts\/unsubscribe\?token=[^"]+)"[^>]*>\s*Unsubscribe from these e-mails/)?.[1];
    expect(footer, 'the e-mail’s unsubscribe link').toBeTruthy();
    await page.goto((footer ?? '').replaceAll('&amp;', '&'));
    await expect(page.getByRole('heading', { name: `Stop all alerts for your saved search “${name}”?` })).toBeVisible();
    await page.getByRole('button', { name: 'Stop these alerts' }).click();
    await expect(page.getByRole('heading', { name: 'Alerts stopped' })).toBeVisible();

    // the dashboard shows the search paused, with "Resume alerts"
    await page.goto('/userdashboard');
    const card = page.getByRole('region', { name: 'Saved searches' }).getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText('Alerts paused')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Resume alerts' })).toBeVisible();
  });
});

import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { loadPiiKeys } from '../apps/api/src/lib/crypto.ts';
import { unsubscribeToken } from '../apps/api/src/modules/alerts/unsubscribe/unsubscribe-token.ts';
import { signUpCustomerViaApi } from './fixtures/accounts.ts';

/**
 * Alerts in a real browser (docs/product/alerts.md, "Unsubscribing" and "Price drops of
 * favourites"), on the desktop and the phone. The browser tests have no matching scan to write
 * alert items, so the unsubscribe link is signed here exactly as delivery signs it, with the e2e
 * server's own key (kept in its DATA_DIR, as outside production).
 */

const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e');

/** The unsubscribe address of saved search `savedSearchId` (null: the favourites) of customer `userId`. */
function unsubscribeLink(userId: number, savedSearchId: number | null): string {
  const keys = loadPiiKeys({ NODE_ENV: 'test', DATA_DIR, PII_ENCRYPTION_KEY: undefined, PII_HASH_KEY: undefined }, { warn: () => {} });
  return `/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(keys, { userId, savedSearchId, at: new Date() }))}`;
}

async function saveSearch(page: Page): Promise<number> {
  const res = await page.request.post('/api/user/saved-searches', {
    data: { name: '2 BHK in Sigra', query: { city: 'Varanasi', bhk: '2' }, channels: ['sms', 'email'], frequency: 'daily' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { saved_search_id: number } }).data.saved_search_id;
}

test.describe('alerts', () => {
  test('an unsubscribe link asks first, stops the saved search’s alerts, and the dashboard can resume them', async ({
    page,
    browser,
  }, info) => {
    const { userId } = await signUpCustomerViaApi(page, info.project.name);
    const id = await saveSearch(page);
    const link = unsubscribeLink(userId, id);

    // opened signed out, as from a mail client on another device
    const elsewhere = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1, name: 'Stop alerts' })).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Stop all alerts for your saved search “2 BHK in Sigra”?' })).toBeVisible();
    await other.getByRole('button', { name: 'Stop these alerts' }).click();
    await expect(other.getByRole('heading', { name: 'Alerts stopped' })).toBeVisible();
    await expect(other.getByText(/You will get no more alerts for “2 BHK in Sigra”/)).toBeVisible();
    // opened again: already stopped
    await other.reload();
    await expect(other.getByText(/Alerts for “2 BHK in Sigra” are already stopped/)).toBeVisible();
    // the mail client's one-click POST at the same address answers too
    const oneClick = await other.request.post(link, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status()).toBe(200);
    await elsewhere.close();

    await page.goto('/userdashboard');
    const card = page.getByRole('region', { name: 'Saved searches' }).getByRole('listitem');
    await expect(card.getByText('Alerts paused')).toBeVisible();
    await card.getByRole('button', { name: 'Resume alerts' }).click();
    await expect(card.getByRole('button', { name: 'Pause alerts' })).toBeVisible();
    const saved = (await (await page.request.get('/api/user/saved-searches')).json()) as { data: Array<{ paused: boolean }> };
    expect(saved.data[0]?.paused).toBe(false);
  });

  test('a damaged link says so in words, in English and Hindi', async ({ page }) => {
    await page.goto('/alerts/unsubscribe?token=v1.s.1.1.k5x.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('alert')).toContainText(
      'This unsubscribe link is not valid. You can stop alerts from your dashboard instead.',
    );
    await page.goto('/hi/alerts/unsubscribe');
    await expect(page.getByRole('alert')).toContainText('यह लिंक अधूरा है। कृपया अलर्ट से पूरा लिंक खोलें।');
  });

  test('the dashboard’s switch turns price drops of favourites off and on from the keyboard', async ({ page }, info) => {
    await signUpCustomerViaApi(page, info.project.name);
    await page.goto('/userdashboard');
    const toggle = page.getByRole('switch', { name: 'Price-drop alerts for favourites' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('Price-drop alerts for your favourites are off.')).toBeVisible();
    const saved = (await (await page.request.get('/api/user/alert-settings')).json()) as { data: { favourite_price_alerts: boolean } };
    expect(saved.data.favourite_price_alerts).toBe(false);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Price-drop alerts for favourites' })).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('switch', { name: 'Price-drop alerts for favourites' }).press('Enter');
    await expect(page.getByRole('switch', { name: 'Price-drop alerts for favourites' })).toHaveAttribute('aria-checked', 'true');
  });
});

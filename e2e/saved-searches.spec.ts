import { expect, test } from '@playwright/test';
import { createCustomerViaApi, signUpCustomerViaApi, waitForOtp } from './fixtures/accounts.ts';

/**
 * Saved searches in a real browser (docs/product/alerts.md "Saving a search"), on the desktop
 * and the phone: saved from the listing page, managed on the dashboard; a guest signs in and
 * comes back with the search saved.
 */

const SEARCH = '/properties?city=Varanasi&bhk=2&maxPrice=6000000';

test.describe('saved searches', () => {
  test('a customer saves the search from the listing page and pauses, opens and deletes it on the dashboard', async ({ page }, info) => {
    const { userId } = await signUpCustomerViaApi(page, info.project.name);
    await page.goto(SEARCH);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toHaveValue(/^2 BHK .*Varanasi.*₹60 L/);
    await dialog.getByLabel('E-mail').check();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByText('Search saved. We will tell you when new properties match it.')).toBeVisible();

    const saved = (await (await page.request.get('/api/user/saved-searches')).json()) as { data: Array<Record<string, unknown>> };
    expect(saved.data).toHaveLength(1);
    expect(saved.data[0]).toMatchObject({ query: { city: 'Varanasi', bhk: '2', maxPrice: '6000000' }, channels: ['sms', 'email'] });
    const listed = (await (await page.request.get('/api/sites?city=Varanasi&bhk=2&maxPrice=6000000')).json()) as { total: number };
    expect(saved.data[0]?.matching).toBe(listed.total);

    await page.goto('/userdashboard');
    const section = page.getByRole('region', { name: 'Saved searches' });
    const card = section.getByRole('listitem');
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Pause alerts' }).click();
    await expect(card.getByText('Alerts paused')).toBeVisible();
    await card.getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/properties\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ city: 'Varanasi', bhk: '2', maxPrice: '6000000' });
    await page.goBack();
    await page.getByRole('region', { name: 'Saved searches' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this saved search?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Saved search deleted.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Saved searches' }).getByText(/No saved searches yet/)).toBeVisible();
    expect(userId).toBeGreaterThan(0);
  });

  test('a guest is sent to sign in and comes back to the same search with it saved', async ({ page, baseURL }, info) => {
    const customer = await createCustomerViaApi(baseURL ?? '', info.project.name);
    await page.goto(SEARCH);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page).toHaveURL(/\/signinuser\?returnTo=/);
    await page.getByLabel('Mobile number').fill(customer.mobile);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/verify/);
    const code = await waitForOtp(customer.mobile, 1);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Search saved. We will tell you when new properties match it.')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/properties\?city=Varanasi&bhk=2&maxPrice=6000000$/);
    const saved = (await (await page.request.get('/api/user/saved-searches')).json()) as { data: Array<Record<string, unknown>> };
    expect(saved.data.map((s) => s.query)).toEqual([{ city: 'Varanasi', bhk: '2', maxPrice: '6000000' }]);
  });
});

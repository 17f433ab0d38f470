import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  createCustomerViaApi,
  enquirySiteIds,
  favouriteSiteIds,
  freshMobile,
  signUpCustomerViaApi,
  signUpInBrowser,
  storedUserId,
  waitForOtp,
} from './fixtures/accounts.ts';

/** Records the writes a page sends to the customer's activity API, as `METHOD /path`. */
function recordActivityWrites(page: Page, into: string[]): void {
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' && pathname.startsWith('/api/user/')) into.push(`${request.method()} ${pathname}`);
  });
}

/**
 * Follows the page's own API calls and script downloads (not pictures, video or other sites),
 * and returns a wait for the moment none has been under way or started for half a second: the
 * page's work after a load (recording the view, anything that would follow it) is then done.
 */
function settledOnce(page: Page, baseURL: string): () => Promise<void> {
  const site = new URL(baseURL).origin;
  let underWay = 0;
  let lastChange = Date.now();
  const isOwnWork = (url: string) => {
    const { origin, pathname } = new URL(url);
    return origin === site && (pathname.startsWith('/api/') || pathname.startsWith('/assets/'));
  };
  page.on('request', (request) => {
    if (!isOwnWork(request.url())) return;
    underWay += 1;
    lastChange = Date.now();
  });
  const finished = (request: { url: () => string }) => {
    if (!isOwnWork(request.url())) return;
    underWay -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return () => expect.poll(() => underWay <= 0 && Date.now() - lastChange >= 500, { timeout: 15_000 }).toBe(true);
}

/** Waits until a page drawn on the server has been taken over by the app. */
async function takenOver(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** The first card of `list` with its heart, title and site id. */
async function firstCard(list: Locator): Promise<{ heart: Locator; title: string; siteId: number }> {
  const card = list.getByRole('listitem').first();
  const link = card.getByRole('link', { name: /^View details of / });
  const title = ((await link.getAttribute('aria-label')) ?? '').replace(/^View details of /, '');
  const siteId = Number((await link.getAttribute('href'))?.match(/\/detailpage\/(\d+)$/)?.[1]);
  expect(siteId).toBeGreaterThan(0);
  return { heart: card.getByRole('button', { name: `Add ${title} to favourites` }), title, siteId };
}

const returnTo = (path: string) => new RegExp(`/registeruser\\?returnTo=${encodeURIComponent(path).replace(/[?]/g, '\\?')}$`);

test.describe('a signed-in customer on a listing', () => {
  test('loading, reloading and opening it in a new tab records one view each time and never adds a favourite', async ({
    page,
    context,
    baseURL,
  }, info) => {
    const { userId } = await signUpCustomerViaApi(page, info.project.name);
    expect(await favouriteSiteIds(page, userId)).toEqual([]);

    const writes: string[] = [];
    const loadListing = async (tab: Page, load: () => Promise<unknown>) => {
      writes.length = 0;
      const viewed = tab.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/user/viewed_site'));
      const settled = settledOnce(tab, baseURL ?? '');
      await load();
      await takenOver(tab);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await viewed).ok()).toBe(true);
      await settled();
      expect(writes).toEqual(['POST /api/user/viewed_site']);
      expect(await tab.evaluate(() => localStorage.getItem('lastVisitedProperties'))).toBeNull();
    };

    recordActivityWrites(page, writes);
    await loadListing(page, () => page.goto('/detailpage/3'));
    await loadListing(page, () => page.reload());
    const tab = await context.newPage();
    recordActivityWrites(tab, writes);
    await loadListing(tab, () => tab.goto('/detailpage/3'));

    expect(await favouriteSiteIds(page, userId)).toEqual([]);
  });

  test('the header never shows Register Now, only a placeholder until the name appears', async ({ page }, info) => {
    await page.addInitScript({
      content: `
        window.__registerNowSeen = false;
        window.__placeholderSeen = false;
        const look = () => {
          const header = document.querySelector('header');
          if (!header) return;
          if ((header.textContent || '').includes('Register Now')) window.__registerNowSeen = true;
          if (header.querySelector('[data-account-placeholder]')) window.__placeholderSeen = true;
        };
        new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
        document.addEventListener('DOMContentLoaded', look);
      `,
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    // the instrument sees Register Now for a signed-out visitor, after the placeholder
    await page.goto('/properties');
    await takenOver(page);
    await expect(page.locator('header').getByText('Register Now').first()).toBeAttached();
    expect(await page.evaluate('[window.__placeholderSeen, window.__registerNowSeen]')).toEqual([true, true]);

    const { name } = await signUpCustomerViaApi(page, info.project.name);
    for (const path of ['/', '/properties', '/detailpage/3']) {
      await page.goto(path);
      await takenOver(page);
      await expect(page.locator('header').getByText(name).first()).toBeAttached();
      expect(await page.evaluate('[window.__placeholderSeen, window.__registerNowSeen]'), path).toEqual([true, false]);
      await expect(page.locator('header [data-account-placeholder]')).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });
});

test.describe('a guest sent to sign up from a listing comes back to it', () => {
  test('with the heart they tapped saved', async ({ page, context }, info) => {
    await page.goto('/detailpage/3');
    await takenOver(page);
    const { heart, title, siteId } = await firstCard(page.getByRole('list', { name: 'Similar Properties', exact: true }));
    await heart.click();
    await expect(page.getByText('Please login to add favorites!')).toBeVisible();
    await expect(page).toHaveURL(returnTo('/detailpage/3'));

    await signUpInBrowser(page, context, freshMobile(info.project.name));
    await expect(page.getByRole('dialog', { name: /^Welcome, / })).toBeVisible();
    await expect(page).toHaveURL(/\/detailpage\/3$/, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: `Remove ${title} from favourites` }).first()).toHaveAttribute('aria-pressed', 'true');
    const userId = await storedUserId(page);
    expect(userId).toBeDefined();
    expect(await favouriteSiteIds(page, userId as number)).toContain(siteId);
  });

  test('with the enquiry they asked for sent', async ({ page, context }, info) => {
    await page.goto('/detailpage/4');
    await takenOver(page);
    await page.getByRole('button', { name: 'Enquire Now' }).first().click();
    await expect(page.getByText('Please login to make an enquiry.')).toBeVisible();
    await expect(page).toHaveURL(returnTo('/detailpage/4'), { timeout: 5_000 });

    await signUpInBrowser(page, context, freshMobile(info.project.name));
    await expect(page).toHaveURL(/\/detailpage\/4$/, { timeout: 15_000 });
    const userId = await storedUserId(page);
    expect(userId).toBeDefined();
    await expect.poll(() => enquirySiteIds(page, userId as number)).toEqual([4]);
  });

  test('by signing in instead, with the heart they tapped saved', async ({ page, baseURL }, info) => {
    const account = await createCustomerViaApi(baseURL ?? '', info.project.name);
    await page.goto('/properties?category=Apartment');
    await takenOver(page);
    const { heart, title, siteId } = await firstCard(page.getByRole('list', { name: 'Properties', exact: true }));
    await heart.click();
    await expect(page).toHaveURL(returnTo('/properties?category=Apartment'));

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/signinuser\?returnTo=/);
    await page.getByLabel('Mobile number').fill(account.mobile);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/verify\?returnTo=/);
    // the first message to this mobile was the sign-up code
    const code = await waitForOtp(account.mobile, 1);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await expect(page).toHaveURL(/\/properties\?category=Apartment$/, { timeout: 15_000 });
    await expect.poll(() => favouriteSiteIds(page, account.userId), { timeout: 10_000 }).toEqual([siteId]);
    // the card of that listing (others may have been published above it meanwhile) shows its heart filled
    const card = page
      .getByRole('list', { name: 'Properties', exact: true })
      .getByRole('listitem')
      .filter({
        has: page.locator(`a[href$="/detailpage/${siteId}"]`),
      });
    await expect(card.getByRole('button', { name: `Remove ${title} from favourites` })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 10_000,
    });
  });

  test('but never to another site', async ({ page }) => {
    await page.goto(`/registeruser?returnTo=${encodeURIComponent('//evil.example/detailpage/3')}`);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/signinuser');
  });
});

test('a signed-out visitor at /associatedashboard is sent to the associate sign-in', async ({ page }) => {
  await page.goto('/associatedashboard');
  await expect(page).toHaveURL(/\/signinassociate$/);
  await expect(page.getByRole('heading', { name: 'Associate sign in' })).toBeVisible();
});

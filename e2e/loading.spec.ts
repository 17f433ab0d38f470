import { type Browser, expect, type Page, test } from '@playwright/test';

/**
 * Holds every answer whose address matches `pattern` until the returned function is called, so
 * the page can be looked at while it waits (no timing involved).
 */
async function holdAnswers(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page's styles, as far as read here (this folder is type-checked without the DOM library). */
type PageWindow = { getComputedStyle(element: unknown): { animationName: string } };

/** The animation of the first shape of the loading placeholder: 'none' when it stands still. */
const firstBoneAnimation = (page: Page) =>
  page
    .locator('[data-skeleton] .skeleton-bone')
    .first()
    .evaluate((bone) => (globalThis as unknown as PageWindow).getComputedStyle(bone).animationName);

/** Opens `path` and waits until the server-drawn page has been taken over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** A new window of `width`×`height` CSS pixels (closed with its context). */
async function windowOf(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } });
  return { context, page: await context.newPage() };
}

test('a listing page shows its outline while the listing loads, then the listing', async ({ page }) => {
  await open(page, '/properties');
  const link = page.getByRole('link', { name: /^View details of / }).first();
  const title = ((await link.getAttribute('aria-label')) ?? '').replace('View details of ', '');
  const release = await holdAnswers(page, /\/api\/sites\/\d+(\?.*)?$/);
  await link.click();
  await expect(page).toHaveURL(/\/detailpage\/\d+$/);

  const outline = page.getByRole('main').locator('[data-skeleton]');
  await expect(outline).toBeVisible();
  await expect(outline).toHaveAttribute('role', 'status');
  await expect(outline).toHaveText('Loading...');
  // not a blank page: the dark title band and the photo grid are drawn where the listing goes
  expect((await outline.boundingBox())?.height ?? 0).toBeGreaterThan(600);
  await expect(outline.locator('.skeleton-bone-dark').first()).toBeVisible();
  expect(await firstBoneAnimation(page)).toBe('skeleton-shimmer');
  await page.screenshot({ path: test.info().outputPath('listing-loading.png') });

  release();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('listing-loaded.png') });
});

test('the server draws a listing page with its listing, not as an outline (docs/decisions/0014-server-drawn-pages-and-heads.md)', async ({
  request,
}) => {
  const html = await (await request.get('/detailpage/1')).text();
  expect(html).toMatch(/<h1[^>]*>Sigra Heights<\/h1>/);
});

test('the search results show card outlines while loading, still for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/');
  const release = await holdAnswers(page, /\/api\/sites\?/);
  await page.getByRole('link', { name: 'Find Your Dream Property Today!' }).first().click();
  await expect(page).toHaveURL(/\/properties/);

  const outline = page.locator('#listing [data-skeleton]');
  await expect(outline).toBeVisible();
  await expect(outline).toHaveText('Loading...');
  await expect(outline.locator('.skeleton-bone').first()).toBeVisible();
  // still shapes: no sweeping light
  expect(await firstBoneAnimation(page)).toBe('none');
  await page.screenshot({ path: test.info().outputPath('results-loading.png') });

  release();
  await expect(page.getByRole('link', { name: /^View details of / }).first()).toBeAttached();
  await expect(page.locator('#listing [data-skeleton]')).toHaveCount(0);
});

test('the home page draws three featured cards at first and the rest as the visitor nears them (docs/decisions/0017-light-first-load.md)', async ({
  browser,
  request,
}) => {
  const answer = await request.get('/api/sites?category=Family%20Houses&state=Uttar%20Pradesh&sort=Newest&pageSize=12');
  const listed = ((await answer.json()) as { data: unknown[] }).data.length;
  expect(listed).toBeGreaterThan(3);
  const { context, page } = await windowOf(browser, 390, 844);
  await open(page, '/');
  const cards = page.getByRole('list', { name: 'Featured Properties' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await page.getByRole('heading', { name: 'Featured Properties' }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(listed);
  await expect(cards.nth(listed - 1).getByRole('link', { name: /^View details of / })).toBeAttached();
  await context.close();
});

test("the home page fetches its featured and blog sections' code only as the visitor nears them, keeping the server's cards meanwhile (docs/decisions/0017-light-first-load.md, point 12)", async ({
  browser,
}) => {
  const { context, page } = await windowOf(browser, 390, 844);
  const sectionCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/home-(featured|blog-carousel)-[\w-]+\.js$/.test(request.url())) sectionCode.push(request.url());
  });
  await open(page, '/');
  await page.waitForLoadState('networkidle');
  expect(sectionCode).toEqual([]);
  const cards = page.getByRole('list', { name: 'Featured Properties' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByRole('link', { name: /^View details of / })).toBeAttached();

  await page.getByRole('heading', { name: 'Featured Properties' }).scrollIntoViewIfNeeded();
  await expect.poll(() => sectionCode.some((url) => url.includes('/home-featured-'))).toBe(true);
  // hydrated: the section draws its later cards (its server markup holds three) and shows its
  // buttons, and a card's heart answers (a guest is asked to register first)
  await expect.poll(() => cards.count()).toBeGreaterThan(3);
  await expect(page.getByRole('button', { name: 'Next featured properties' })).toBeVisible();
  await cards
    .first()
    .getByRole('button', { name: /^Add .+ to favourites$/ })
    .click();
  await expect(page).toHaveURL(/\/registeruser\?/);
  await context.close();
});

test('a visitor can leave the home page before its lower sections have come near (docs/decisions/0017-light-first-load.md, point 12)', async ({
  browser,
}) => {
  const { context, page } = await windowOf(browser, 1366, 900);
  await open(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Properties', exact: true }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Our Diverse Range of Properties');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('heading', { name: 'Featured Properties' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Featured Properties' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next featured properties' })).toBeVisible();
  await context.close();
});

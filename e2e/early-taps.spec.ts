import { expect, type Locator, type Page, test } from '@playwright/test';

// Issue #35 (docs/decisions/0033-javascript-budget.md, "Taps before the page is live"): on a
// cheap phone the server's page shows a second or more before React has taken it over; a tap on
// a heart, Enquire Now, a filter or the menu in that time is honoured once the page is live
// (apps/web/src/lib/early-tap.ts), not lost. The CPU runs 4 times slower, and the app's start is
// held until the tap has been made, so the tap is certain to land before the page is live.

/**
 * Opens `path` with a CPU 4 times slower (Chromium's `Emulation.setCPUThrottlingRate`) and the
 * app's start (`assets/start-*.js`) held back; `release` lets it load.
 */
async function openBeforeLive(page: Page, path: string): Promise<{ release: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { release };
}

/**
 * Taps the middle of `control` as a finger or a mouse would (no waiting for the page to answer),
 * after checking the page is not live yet: its root is still `inert`.
 */
async function tapBeforeLive(page: Page, control: Locator): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('inert');
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (test.info().project.use.hasTouch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await expect(page.locator('#root')).toHaveAttribute('inert');
}

test.describe('a tap before the page is live is honoured', () => {
  test('a guest who taps a heart on the search results before they are live is taken to sign up', async ({ page }) => {
    const { release } = await openBeforeLive(page, '/properties');
    // the heart of the first card (the page's other buttons come before it in the header)
    await tapBeforeLive(page, page.locator('#root main button:visible[aria-label^="Add "][aria-label$=" to favourites"]').first());
    release();
    await expect(page).toHaveURL(/\/registeruser\?returnTo=%2Fproperties/);
  });

  test('a filter tapped before the page is live applies once it is', async ({ page }) => {
    test.skip(test.info().project.name === 'phone', 'on a phone the filters are folded behind a button');
    const { release } = await openBeforeLive(page, '/properties');
    const twoBhk = page.locator('#root input[type="checkbox"][aria-label="2 BHK"]');
    await tapBeforeLive(page, twoBhk);
    release();
    await expect(page).toHaveURL(/[?&]bhk=2(&|$)/);
    await expect(twoBhk).toBeChecked();
  });

  test('Enquire Now tapped by a guest before the listing page is live takes them to sign up', async ({ page }) => {
    test.skip(
      test.info().project.name === 'phone',
      "on a phone Enquire Now sits in the bar at the screen's foot, drawn once the page is live",
    );
    const { release } = await openBeforeLive(page, '/detailpage/1');
    await tapBeforeLive(page, page.locator('#root main button:visible', { hasText: 'Enquire Now' }).first());
    release();
    await expect(page).toHaveURL(/\/registeruser\?returnTo=%2Fdetailpage%2F1/);
  });

  test('the menu tapped on a phone before the page is live opens', async ({ page }) => {
    test.skip(test.info().project.name !== 'phone', 'the menu button shows on narrow screens only');
    const { release } = await openBeforeLive(page, '/');
    const menu = page.locator('#root header button[aria-label="Open menu"]');
    await tapBeforeLive(page, menu);
    release();
    await expect(page.locator('#root header button[aria-expanded="true"]')).toBeVisible();
  });
});

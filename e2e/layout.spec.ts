import { expect, type Page, test } from '@playwright/test';
import { signUpBuilderViaApi, signUpCustomerViaApi } from './fixtures/accounts.ts';
import { hydrated } from './fixtures/browser.ts';

/**
 * Layout of the pages a new person meets (issue "What a new user trips over", item 20): nothing
 * runs past the screen's edge, short pages end with the footer, toasts sit below the header, and
 * the contact form names the site's three audiences. Desktop 1366×900 and phone 390×844.
 */

/** The few page objects the checks below read (e2e code is compiled without the DOM's types). */
type PageNode = {
  getBoundingClientRect(): { top: number; bottom: number; left: number; width: number; height: number };
  children: ArrayLike<PageNode>;
  contains(other: unknown): boolean;
  querySelectorAll(selector: string): ArrayLike<PageNode>;
  textContent: string | null;
  getAttribute(name: string): string | null;
};
/** The page's globals the checks read. */
type PageGlobals = {
  document: {
    getElementById(id: string): PageNode;
    querySelector(selector: string): PageNode;
    elementFromPoint(x: number, y: number): unknown;
    documentElement: { scrollHeight: number; scrollWidth: number };
  };
  innerHeight: number;
};

/**
 * Blank space between the end of the page's content and the footer, in px, and whether the whole
 * document fits the screen (then the footer simply sits at the bottom of the screen).
 */
async function blankBeforeFooter(page: Page): Promise<{ gap: number; fitsScreen: boolean }> {
  return page.evaluate(() => {
    const { document, innerHeight } = globalThis as unknown as PageGlobals;
    const main = document.getElementById('main');
    const footer = document.querySelector('footer');
    const contentBottom = Math.max(...Array.from(main.children, (child) => child.getBoundingClientRect().bottom));
    return {
      gap: footer.getBoundingClientRect().top - contentBottom,
      fitsScreen: document.documentElement.scrollHeight <= innerHeight + 1,
    };
  });
}

test('short pages (sign-in, OTP, a new builder dashboard) end with the footer, not blank space', async ({ page }, testInfo) => {
  for (const path of ['/signinuser', '/signinassociate', '/signinbuilder', '/verify']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { gap, fitsScreen } = await blankBeforeFooter(page);
    expect(gap <= 1 || fitsScreen, `${path}: ${gap}px of blank space before the footer`).toBe(true);
  }
  await signUpBuilderViaApi(page, testInfo.project.name);
  await page.goto('/builderdashboard');
  await expect(page.getByRole('heading', { name: 'My projects' })).toBeVisible();
  const { gap, fitsScreen } = await blankBeforeFooter(page);
  expect(gap <= 1 || fitsScreen, `/builderdashboard: ${gap}px of blank space before the footer`).toBe(true);
  // a dashboard that fits the screen shows its footer at once; a longer one (a phone, the e-mail
  // line still to confirm) runs straight into it, which the gap above has checked
  if (fitsScreen) await expect(page.getByRole('contentinfo')).toBeInViewport();
});

test("the customer dashboard's cards stay inside the screen with long listing titles", async ({ page, request }, testInfo) => {
  await signUpCustomerViaApi(page, testInfo.project.name);
  const { data } = (await (await request.get('/api/sites?pageSize=50')).json()) as { data: { site_id: number; site_title: string }[] };
  const longest = [...data].sort((a, b) => b.site_title.length - a.site_title.length).slice(0, 3);
  for (const site of longest) {
    const viewed = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/user/viewed_site'));
    await page.goto(`/detailpage/${site.site_id}`);
    expect((await viewed).ok()).toBe(true);
  }
  await page.goto('/userdashboard');
  const viewed = page.getByRole('region', { name: 'Recently Viewed' });
  await expect(viewed.getByRole('link', { name: longest[0]?.site_title })).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  for (const name of ['My Favourites', 'Recently Viewed', 'My Enquiries']) {
    const box = await page.getByRole('region', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box?.x ?? 0, `${name} starts inside the screen`).toBeGreaterThanOrEqual(8);
    expect((box?.x ?? 0) + (box?.width ?? 0), `${name} ends inside the screen`).toBeLessThanOrEqual(width - 8);
  }
  expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});

test("a toast sits below the header and leaves the header's buttons free", async ({ page }, testInfo) => {
  // signed in, so the favourite's toast stays on this page (a guest's sends them on to sign up)
  await signUpCustomerViaApi(page, testInfo.project.name);
  await page.goto('/properties');
  await hydrated(page);
  const heart = page.getByRole('button', { name: /^Add .+ to favourites$/ }).first();
  await heart.click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const header = page.getByRole('banner');
  const headerBox = await header.boundingBox();
  // the toast slides in from above: where it comes to rest is what counts
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? 0, { timeout: 5_000 })
    .toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
  // every button and link of the header still answers to a tap at its centre
  const covered = await header.evaluate((banner) => {
    const { document } = globalThis as unknown as PageGlobals;
    return Array.from((banner as unknown as PageNode).querySelectorAll('a, button'))
      .filter((control) => control.getBoundingClientRect().width > 0)
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !hit || !control.contains(hit);
      })
      .map((control) => control.textContent || control.getAttribute('aria-label'));
  });
  expect(covered).toEqual([]);
});

test("the contact form's 'I'm a' offers the site's audiences: property seeker, associate, builder", async ({ page }) => {
  await page.goto('/contactus');
  const choices = page.getByRole('group', { name: "I'm a" }).getByRole('radio');
  await expect(choices).toHaveCount(3);
  await expect(page.getByRole('radio', { name: 'Property Seeker' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Associate', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Builder' })).toBeVisible();
  await expect(page.getByText('Support Agents')).toHaveCount(0);
  await page.goto('/hi/contactus');
  await expect(page.getByRole('radio', { name: 'एसोसिएट' })).toBeVisible();
});

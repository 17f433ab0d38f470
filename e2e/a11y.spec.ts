import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** Every public page of the site (docs/product/catalogue.md, docs/product/accounts.md). */
const PAGES = [
  '/',
  '/properties',
  '/detailpage/1',
  '/blogs',
  '/blogs/1',
  '/contactus',
  '/aboutpage',
  '/associatemembership',
  '/faqs',
  '/privacy',
  '/propertyseekers',
  '/associates',
  '/builders',
  '/registerpage',
  '/signinuser',
  '/registeruser',
];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // let entrance transitions settle so colours are measured at rest
    await page.waitForTimeout(600);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join('\n    ')}`,
      );
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}

import { expect, test } from '@playwright/test';

/** The title of listing `id`, as the API gives it. */
async function titleOf(request: import('@playwright/test').APIRequestContext, id: number): Promise<string> {
  const answer = await request.get(`/api/sites/${id}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { site: { site_title: string } } }).data.site.site_title;
}

// The map and the EMI calculator are checked once they are part of the listing and detail pages;
// the compare page stands on its own (docs/product/catalogue.md).
test('the compare page shows two listings side by side and highlights the rows that differ', async ({ page, request }) => {
  const [first, second] = await Promise.all([titleOf(request, 1), titleOf(request, 2)]);

  await page.goto('/compare?ids=1,2');
  await expect(page.getByRole('heading', { name: 'Compare properties', level: 1 })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: first })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: second })).toBeVisible();
  await expect(table.getByRole('link', { name: first, exact: true })).toHaveAttribute('href', '/detailpage/1');

  const differing = table.locator('tr.compare-row-differs');
  expect(await differing.count()).toBeGreaterThan(0);
  const price = table.locator('tr[data-field="price"]');
  await expect(price).toHaveAttribute('data-differs', 'true');
  await expect(price.getByRole('rowheader')).toContainText('Differs');
  await expect(price.getByRole('cell').first()).toContainText('₹');

  // a listing can be taken out of the comparison
  await table.getByRole('link', { name: `Remove ${second}` }).click();
  await expect(page).toHaveURL(/\/compare\?ids=1$/);
  await expect(page.getByRole('table').getByRole('columnheader', { name: second })).toHaveCount(0);
});

test('the compare page names ids it left out and offers the listing when empty', async ({ page }) => {
  await page.goto('/compare?ids=1,2,3,4,abc');
  await expect(page.getByText('Only 3 properties can be compared at once, so #4 was left out.', { exact: false })).toBeVisible();
  await expect(page.getByText('“abc” is not a property id and was ignored.', { exact: false })).toBeVisible();
  await expect(page.getByRole('table').locator('th[scope="col"]')).toHaveCount(3);

  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'No properties to compare yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/properties');
});

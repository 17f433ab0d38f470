import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('server-drawn landing pages', () => {
  test('show their content before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Connecting Dreams with the Perfect Property.' })).toBeVisible();
    await page.goto('/properties?title=Heights');
    await expect(page.getByRole('heading', { name: /Search Results for/ })).toBeVisible();
    await context.close();
  });

  test('are taken over by the app without errors, and work', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/properties');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByText(/^Showing 1 - 9 of \d+$/)).toBeVisible();
    await page
      .getByRole('link', { name: /^View details of / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/detailpage\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Properties' })).toBeVisible();
    await page.goto(page.url().replace(/\/$/, '/detailpage/1'));
    await expect(page.getByRole('heading', { name: 'Similar Properties' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('the API document is served next to the server-drawn pages', async ({ request }) => {
  // the server renderer carries its own copy of the contracts' schemas; loading it must not
  // break the OpenAPI document (duplicate schema ids)
  const page = await request.get('/properties');
  expect(page.status()).toBe(200);
  const document = await request.get('/api/docs/json');
  expect(document.status()).toBe(200);
  const body = (await document.json()) as { paths: Record<string, unknown> };
  expect(Object.keys(body.paths)).toContain('/api/sites');
});

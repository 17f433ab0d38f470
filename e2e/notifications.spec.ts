import { expect, type Page, test } from '@playwright/test';
import { signInFoundingAssociate, signUpCustomerViaApi } from './fixtures/accounts.ts';

/**
 * Notification permission (docs/product/accounts.md, "Web Push"): never asked on arrival, only
 * after a person turns alerts on; a refusal is remembered and no page logs about it.
 * The browser's prompt is replaced by one that counts the questions and answers `answer`.
 */
async function countPrompts(page: Page, answer: 'granted' | 'denied' | 'default'): Promise<void> {
  await page.addInitScript({
    content: `
      window.__prompts = 0;
      let permission = localStorage.getItem('__permission') || 'default';
      Object.defineProperty(Notification, 'permission', { configurable: true, get: () => permission });
      Notification.requestPermission = async () => {
        window.__prompts += 1;
        permission = ${JSON.stringify(answer)};
        localStorage.setItem('__permission', permission);
        return permission;
      };
    `,
  });
}

const prompts = (page: Page): Promise<number> => page.evaluate('window.__prompts');

test('a first-time guest is never asked for notifications, and pages log nothing about them', async ({ page }) => {
  await countPrompts(page, 'denied');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /notification|push/i.test(message.text())) warnings.push(message.text());
  });
  for (const path of ['/', '/properties', '/detailpage/3']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.waitForLoadState('load');
    expect(await prompts(page)).toBe(0);
  }
  // the service worker is still registered, as before
  await expect.poll(() => page.evaluate('navigator.serviceWorker.getRegistrations().then((all) => all.length)')).toBeGreaterThan(0);
  expect(warnings).toEqual([]);
});

test('an associate is asked only on turning offer alerts on; the refusal is remembered and explained', async ({ page }) => {
  await countPrompts(page, 'denied');
  await signInFoundingAssociate(page);
  await page.goto('/associatedashboard');
  const alerts = page.getByRole('region', { name: 'Offer alerts' });
  await expect(alerts).toContainText('the moment a lead is offered to you');
  expect(await prompts(page)).toBe(0);
  await alerts.getByRole('button', { name: 'Turn on offer alerts' }).click();
  await expect(alerts.getByRole('status')).toContainText('Notifications are turned off for this site.');
  expect(await prompts(page)).toBe(1);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Offer alerts' }).getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(await prompts(page)).toBe(0);
});

test('a customer turns on visit updates from the dashboard, and only then is asked', async ({ page }, info) => {
  await countPrompts(page, 'denied');
  await signUpCustomerViaApi(page, info.project.name);
  await page.goto('/userdashboard');
  const updates = page.getByRole('region', { name: 'Visit updates' });
  await expect(updates.getByRole('button', { name: 'Turn on visit updates' })).toBeVisible();
  expect(await prompts(page)).toBe(0);
  await updates.getByRole('button', { name: 'Turn on visit updates' }).click();
  await expect.poll(() => prompts(page)).toBe(1);
});

import { existsSync, readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { OUTBOX, signUpCustomerViaApi } from './fixtures/accounts.ts';

/** The SMS sent to `mobile` so far. */
function smsTo(mobile: string): { body: string }[] {
  if (!existsSync(OUTBOX)) return [];
  return readFileSync(OUTBOX, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; body: string })
    .filter((sms) => sms.to.endsWith(mobile));
}

/** The six-digit code of the first OTP SMS to `mobile` after its first `before` messages, waiting for it. */
async function otpAfter(mobile: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      code =
        smsTo(mobile)
          .slice(before)
          .map((sms) => sms.body.match(/^(\d{6}) is your Kashi Realty verification code/)?.[1])
          .find(Boolean) ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function typeOtp(scope: Locator, code: string) {
  for (const [index, digit] of [...code].entries()) await scope.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
}

/** Signs the customer in through the API (password, then the sign-in OTP) and stores the login like the site does. */
async function signInCustomer(page: Page, mobile: string, password: string) {
  const before = smsTo(mobile).length;
  const first = await page.request.post('/api/user/sign-in', { data: { user_mobile: mobile, user_password: password } });
  expect(first.status(), await first.text()).toBe(200);
  const otp = await otpAfter(mobile, before);
  const res = await page.request.post('/api/auth/user/verify-otp', { data: { mobile, otp, purpose: 'signin' } });
  expect(res.status(), await res.text()).toBe(200);
  const { user } = (await res.json()) as { user: Record<string, unknown> };
  await page.goto('/');
  await page.evaluate((u) => {
    localStorage.setItem('user', JSON.stringify(u));
    localStorage.setItem('loginType', 'user');
  }, user);
}

// docs/product/privacy-rights.md: access (download), erasure (delete, then the offer to cancel on signing in)
test('a customer downloads their data, deletes their account, and is offered to cancel when signing in again', async ({ page }, info) => {
  const { mobile } = await signUpCustomerViaApi(page, info.project.name);
  await page.goto('/userdashboard');
  const panel = page.getByTestId('privacy-rights');
  await expect(panel.getByRole('heading', { name: 'Your data and your account' })).toBeVisible();

  // Download my data: prepared in the background, then a ZIP to download, and an SMS
  await panel.getByRole('button', { name: 'Download my data' }).click();
  await expect(panel.getByText(/Your data is ready\. You can download it until/)).toBeVisible({ timeout: 20_000 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('privacy-export-ready.png') });
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download ZIP file' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^kashi-realty-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect.poll(() => smsTo(mobile).some((sms) => sms.body.startsWith('Kashi Realty: your data is ready.'))).toBe(true);

  // Delete my account: a confirmation, an OTP, then signed out
  await panel.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('after 7 days');
  const before = smsTo(mobile).length;
  await dialog.getByRole('button', { name: 'Send me an OTP' }).click();
  await expect(dialog.getByText('We sent an OTP to your mobile.')).toBeVisible();
  await typeOtp(dialog, await otpAfter(mobile, before));
  await page.screenshot({ path: info.outputPath('privacy-delete-dialog.png') });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account is closed. Your data will be erased after 7 days.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me/profile')).status()).toBe(401);

  // signing in during the grace period offers to cancel; cancelling keeps the account
  await signInCustomer(page, mobile, 'sarnath-stupa-9');
  await page.goto('/userdashboard');
  const banner = page.getByTestId('deletion-pending');
  await expect(banner).toContainText('Your account is being deleted');
  await expect(page.getByTestId('privacy-rights')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('privacy-cancel-offer.png') });
  await banner.getByRole('button', { name: 'Cancel deletion and keep my account' }).click();
  await expect(page.getByText('Deletion cancelled: your account is open again.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('privacy-rights')).toBeVisible();
});

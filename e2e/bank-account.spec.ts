import { existsSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { OUTBOX, signUpAssociateViaApi, waitForOtp } from './fixtures/accounts.ts';

// docs/product/payouts-bank-details.md: an associate adds the bank account for payouts on the
// dashboard with the OTP sent to their mobile, sees it masked, and changes it.

/** How many SMS the outbox holds for `mobile` (the next OTP is the one after these). */
function smsCountFor(mobile: string): number {
  if (!existsSync(OUTBOX)) return 0;
  return readFileSync(OUTBOX, 'utf8')
    .split('\n')
    .filter(Boolean)
    .filter((line) => (JSON.parse(line) as { to: string }).to.endsWith(mobile)).length;
}

/**
 * Puts `code` into the six OTP boxes, one box at a time (typing over boxes that hold a code
 * already does not move on when a digit equals the one in the box).
 */
async function typeOtp(page: Page, code: string) {
  const form = page.getByTestId('bank-account-form');
  for (const [index, digit] of [...code].entries()) await form.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
}

/** Fills the form's details, sends the OTP and types the code read from the SMS outbox. */
async function fillAndConfirm(page: Page, mobile: string, details: { holder: string; number: string; again: string; ifsc: string }) {
  const form = page.getByTestId('bank-account-form');
  await form.getByLabel('Account holder name').fill(details.holder);
  await form.getByLabel('Account number', { exact: true }).fill(details.number);
  await form.getByLabel('Account number again').fill(details.again);
  await form.getByLabel('IFSC').fill(details.ifsc);
  const before = smsCountFor(mobile);
  const sendButton = form.getByRole('button', { name: 'Send OTP', exact: true });
  const sent = form.getByText(`OTP sent to your mobile number ending in ${mobile.slice(-4)}.`).first();
  const wait = form.getByText(/^Please wait \d+ seconds? before requesting another OTP\.$/).first();
  await sendButton.click();
  await expect(sent.or(wait)).toBeVisible();
  if (await wait.isVisible()) {
    // within 30 seconds of the last code (a page reload forgets the wait): the button counts down, then sends
    await expect(sendButton).toBeEnabled({ timeout: 40_000 });
    await sendButton.click();
  }
  await expect(sent).toBeVisible();
  const code = await waitForOtp(mobile, before);
  await typeOtp(page, code);
  return code;
}

test('an associate adds the bank account for payouts with an OTP, sees it masked, and changes it', async ({ page }, info) => {
  test.setTimeout(120_000);
  const { mobile } = await signUpAssociateViaApi(page, info.project.name);
  await page.goto('/associatedashboard');

  const section = page.getByTestId('bank-account');
  await expect(section.getByRole('heading', { name: 'Bank account for payouts' })).toBeVisible();
  await expect(section.getByTestId('bank-account-none')).toContainText('No bank account yet');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('bank-none.png'), fullPage: false });

  await section.getByRole('button', { name: 'Add bank account' }).click();
  const form = page.getByTestId('bank-account-form');
  await expect(form.getByLabel('Account holder name')).toBeFocused();

  // the page checks the details before any OTP is sent: the two numbers must match
  await form.getByLabel('Account holder name').fill('Ravi Shankar');
  await form.getByLabel('Account number', { exact: true }).fill('3012 4567 8901');
  await form.getByLabel('Account number again').fill('3012 4567 8902');
  await form.getByLabel('IFSC').fill('SBIN0000');
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await expect(form.getByText('The two account numbers do not match. Type the account number again.').first()).toBeVisible();
  await expect(form.getByLabel('Account number again')).toBeFocused();
  await expect(form.getByLabel('Account number again')).toHaveAttribute('aria-invalid', 'true');

  // the bank's name appears once the IFSC is complete
  await form.getByLabel('IFSC').fill('sbin0000001');
  await expect(form.getByTestId('ifsc-bank')).toHaveText('Bank: State Bank of India');

  await fillAndConfirm(page, mobile, { holder: 'Ravi Shankar', number: '3012 4567 8901', again: '301245678901', ifsc: 'sbin0000001' });
  await page.screenshot({ path: info.outputPath('bank-form.png'), fullPage: false });
  await form.getByRole('button', { name: 'Save bank account' }).click();

  await expect(section.getByTestId('bank-account-saved')).toContainText('Bank account saved.');
  await expect(section.getByTestId('bank-account-masked')).toHaveText('XXXXXX8901');
  await expect(section.getByTestId('bank-account-card')).toContainText('State Bank of India');
  await expect(section.getByTestId('bank-account-card')).toContainText('SBIN0000001');
  await expect(section).not.toContainText('301245678901');
  await expect(section.getByRole('button', { name: 'Change bank account' })).toBeFocused();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('bank-saved.png'), fullPage: false });

  // a reload shows it masked, from the server
  await page.reload();
  await expect(page.getByTestId('bank-account-masked')).toHaveText('XXXXXX8901');

  // changing it: a wrong OTP is refused in words, the right one saves the new account
  await page.getByRole('button', { name: 'Change bank account' }).click();
  const code = await fillAndConfirm(page, mobile, {
    holder: 'Ravi Shankar',
    number: '50100123456789',
    again: '50100123456789',
    ifsc: 'HDFC0000001',
  });
  await expect(page.getByTestId('ifsc-bank')).toHaveText('Bank: HDFC Bank');
  await typeOtp(page, code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByTestId('bank-account-form').getByText('Invalid OTP').first()).toBeVisible();
  await expect(page.getByTestId('bank-account-masked')).toHaveText('XXXXXX8901');
  await page.screenshot({ path: info.outputPath('bank-wrong-otp.png'), fullPage: false });
  await typeOtp(page, code);
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByTestId('bank-account-masked')).toHaveText('XXXXXX6789');
  await expect(page.getByTestId('bank-account-card')).toContainText('HDFC Bank');

  const answer = await page.request.get('/api/associate/bank-account');
  expect(await answer.json()).toMatchObject({ data: { account_masked: 'XXXXXX6789', ifsc: 'HDFC0000001' } });
  expect(await answer.text()).not.toContain('50100123456789');

  // the same section in Hindi
  await page.goto('/hi/associatedashboard');
  const hindi = page.getByTestId('bank-account');
  await expect(hindi.getByRole('heading', { name: 'भुगतान के लिए बैंक खाता' })).toBeVisible();
  await expect(hindi.getByTestId('bank-account-masked')).toHaveText('XXXXXX6789');
  await hindi.getByRole('button', { name: 'बैंक खाता बदलें' }).click();
  await expect(hindi.getByLabel('खाताधारक का नाम')).toBeFocused();
  await hindi.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('bank-hindi.png'), fullPage: false });
});

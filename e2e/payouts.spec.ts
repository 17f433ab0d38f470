import { readFile } from 'node:fs/promises';
import { type Browser, type BrowserContext, expect, type Page, request, type TestInfo, test } from '@playwright/test';
import { BANK_FILE_COLUMNS, PAYOUT_MESSAGES } from '../packages/contracts/src/payouts/payouts.ts';
import { signInAssociate, signUpAssociateViaApi } from './fixtures/accounts.ts';
import { otpFor } from './fixtures/staff.ts';

/**
 * Paying associates (docs/product/payouts.md, "Payout runs", "What associates and staff see") in a
 * real browser. Two different admins are needed: one creates the run, the other approves it
 * (`apps/api/src/cli/e2e-staff.ts` creates 9000000016 and 9000000017). The desktop and phone
 * projects swap the two roles, and each pays one associate of the demo data only (desktop the
 * first line of the preview, phone the last), so the two projects never put the same entries in a run.
 */

const STAFF_PASSWORD = process.env.E2E_STAFF_PASSWORD ?? 'Vishwanath#Gali2024';

/** The staff member who creates the run and the one who approves it, per project. */
const rolesFor = (project: string) =>
  project === 'phone' ? { creator: '9000000017', approver: '9000000016' } : { creator: '9000000016', approver: '9000000017' };

/**
 * A signed-in staff session through the API (mobile, password, then the SMS OTP), waiting out an
 * OTP resend cooldown when the same member signed in moments ago; returns its storage state.
 */
async function staffSession(baseURL: string, mobile: string) {
  const staff = await request.newContext({ baseURL });
  try {
    let since = Date.now();
    for (let tries = 1; ; tries += 1) {
      since = Date.now();
      const signIn = await staff.post('/api/admin/auth/sign-in', { data: { mobile, password: STAFF_PASSWORD } });
      if (signIn.status() === 429 && tries < 4) {
        await new Promise((resolve) => setTimeout(resolve, (Number(signIn.headers()['retry-after'] ?? 30) + 1) * 1000));
        continue;
      }
      expect(signIn.status(), await signIn.text()).toBe(200);
      break;
    }
    const verified = await staff.post('/api/admin/auth/verify-otp', { data: { mobile, otp: await otpFor(mobile, since) } });
    expect(verified.status(), await verified.text()).toBe(200);
    return await staff.storageState();
  } finally {
    await staff.dispose();
  }
}

/** A browser context of the project's size and kind, signed in as the staff member `mobile`. */
async function staffContext(browser: Browser, info: TestInfo, baseURL: string, mobile: string): Promise<BrowserContext> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  return browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    storageState: await staffSession(baseURL, mobile),
  });
}

/** Sign-ins of the demo associates (README "Demo accounts"), by member ID. */
const DEMO_ASSOCIATES: Record<string, { mobile: string; password: string }> = {
  KR000001: { mobile: '9415000001', password: 'Founder@2018' },
  KR000002: { mobile: '9415000002', password: 'Demo@2024' },
  KR000003: { mobile: '9415000003', password: 'Demo@2024' },
  KR000004: { mobile: '9415000004', password: 'Demo@2024' },
  KR000005: { mobile: '9415000005', password: 'Demo@2024' },
};

/** The number of the run opened on the page (`?run=`). */
const openRunId = (page: Page): number => Number(new URL(page.url()).searchParams.get('run'));

test('staff create a payout run from the demo data, another admin approves it, the bank file downloads and a line is marked paid', async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const { creator, approver } = rolesFor(info.project.name);
  const origin = baseURL ?? '';

  // the first admin previews everything confirmed and unpaid, keeps one associate and creates the draft
  const creatorContext = await staffContext(browser, info, origin, creator);
  const admin = await creatorContext.newPage();
  await admin.goto('/admin/payouts');
  await expect(admin.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  if (!phone) await expect(admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payouts' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'New payout run' })).toBeVisible();
  await expect(admin.getByRole('radio', { name: 'Everything confirmed and unpaid' })).toBeChecked();
  // a table on a wide screen, cards on a phone
  const lines = admin.getByTestId(phone ? 'preview-card' : 'preview-row');
  await expect(lines.first()).toBeVisible();
  const count = await lines.count();
  const kept = phone ? count - 1 : 0;
  for (let i = 0; i < count; i += 1) if (i !== kept) await lines.nth(i).getByRole('checkbox').uncheck();
  const keptLine = lines.nth(kept);
  await expect(keptLine.getByRole('checkbox')).toBeChecked();
  const label = (await keptLine.getByRole('checkbox').getAttribute('aria-label')) ?? '';
  // "Pay Sunita Yadav (KR000003) in this run"
  const [, name = '', memberId = ''] = /^Pay (.+) \((KR\d+)\) in this run$/.exec(label) ?? [];
  expect(name, label).not.toBe('');
  await expect(admin.getByTestId('total-lines')).toHaveText('1');
  await expect(admin.getByTestId('preview-totals')).not.toHaveAttribute('aria-busy');
  await expect(admin.getByTestId('total-net')).toHaveText(/^₹[\d,]+\.\d{2}$/);
  await admin.screenshot({ path: info.outputPath('payouts-preview.png'), fullPage: true });
  await admin.getByRole('button', { name: 'Create draft run' }).click();
  await expect(admin.getByText(PAYOUT_MESSAGES.runCreated)).toBeVisible();
  const panel = admin.getByTestId('run-panel');
  await expect(panel.getByTestId('open-run-status')).toHaveText('Draft: to approve');
  await expect(admin).toHaveURL(/[?&]run=\d+/);
  const runId = openRunId(admin);
  await expect(panel.getByRole('heading', { name: `Payout run #${runId}` })).toBeVisible();

  // the creator may not approve their own run: the API's message is shown
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByRole('alert')).toHaveText(PAYOUT_MESSAGES.approveOwnRun);

  // the second admin approves it
  const approverContext = await staffContext(browser, info, origin, approver);
  const second = await approverContext.newPage();
  await second.goto(`/admin/payouts?run=${runId}`);
  const secondPanel = second.getByTestId('run-panel');
  await expect(secondPanel.getByTestId('open-run-status')).toHaveText('Draft: to approve');
  await secondPanel.getByRole('button', { name: 'Approve' }).click();
  await expect(second.getByText(PAYOUT_MESSAGES.approved)).toBeVisible();
  await expect(secondPanel.getByTestId('open-run-status')).toHaveText('Approved');
  await approverContext.close();

  // back with the first admin: the bank file downloads with its columns in order
  await admin.reload();
  await expect(panel.getByTestId('open-run-status')).toHaveText('Approved');
  const download = admin.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download bank file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const header = (csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '').replace(/"/g, '');
  expect(header.split(',')).toEqual([...BANK_FILE_COLUMNS]);

  // the line is marked paid with the bank's reference
  const line = panel.getByTestId(phone ? 'run-line-card' : 'run-line-row').filter({ hasText: name });
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('line-status')).toHaveText('To pay');
  await line.getByRole('button', { name: `Mark paid for ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Mark the payout to ${name} paid` });
  const reference = dialog.getByLabel('Bank reference (UTR)');
  await expect(reference).toBeFocused();
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog.getByText(PAYOUT_MESSAGES.referenceRequired)).toBeVisible();
  const utr = `SBIN${phone ? 2 : 1}${String(Date.now()).slice(-10)}`;
  await reference.fill(utr);
  await dialog.screenshot({ path: info.outputPath('mark-paid-dialog.png') });
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(admin.getByText(PAYOUT_MESSAGES.markedPaid)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(line.getByTestId('line-status')).toHaveText('Paid');
  await expect(line).toContainText(utr);
  const run = admin.locator(`[data-testid="${phone ? 'run-card' : 'run-row'}"][data-run-id="${runId}"]`);
  await expect(run.first()).toContainText('1 paid');
  await admin.screenshot({ path: info.outputPath('payouts-run-paid.png'), fullPage: true });

  // the quarter's TDS and the rules are on the same page
  await expect(admin.getByRole('heading', { name: 'TDS returns' })).toBeVisible();
  await expect(admin.getByTestId('tds-totals')).toBeVisible();
  await expect(admin.getByRole('link', { name: /^Download Form 26Q CSV/ })).toHaveAttribute(
    'href',
    /\/api\/admin\/tds\/quarterly\?fy=\d{4}-\d{2}&quarter=Q[1-4]$/,
  );
  await expect(admin.getByTestId(phone ? 'tds-rule-card' : 'tds-rule-row').first()).toBeVisible();
  await creatorContext.close();

  // the associate paid (a demo associate: the preview's lines are theirs) sees the payout and its advice
  const login = DEMO_ASSOCIATES[memberId];
  expect(login, `${name} (${memberId}) is a demo associate`).toBeDefined();
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const associateContext = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL: origin });
  const associate = await associateContext.newPage();
  await signInAssociate(associate, login?.mobile ?? '', login?.password ?? '');
  await associate.goto('/associatedashboard');
  const payouts = associate.getByTestId('payouts');
  const payout = payouts.getByTestId(phone ? 'payout-card' : 'payout-row').filter({ hasText: utr });
  await expect(payout).toHaveCount(1);
  await expect(payout.getByTestId('payout-status')).toContainText('Paid');
  const advice = payout.getByRole('link', { name: /^Download advice \(PDF\)/ });
  const pdf = await associate.request.get((await advice.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await payouts.scrollIntoViewIfNeeded();
  await payouts.screenshot({ path: info.outputPath('dashboard-paid-payout.png') });
  await associateContext.close();
});

test('a new associate sees the payouts and TDS under the earnings: nothing paid yet and how far the threshold is', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await signUpAssociateViaApi(page, info.project.name);
  await page.goto('/associatedashboard');
  const section = page.getByTestId('payouts');
  await expect(section.getByRole('heading', { name: 'Payouts and TDS', level: 2 })).toBeVisible();
  await expect(section.getByTestId('tds-deducted')).toHaveText('₹0.00');
  await expect(section.getByTestId('tds-step')).toHaveText(/^₹[\d,]+\.00 more credited this year and TDS starts\.$/);
  // a new associate has given no PAN yet
  await expect(section.getByTestId('tds-no-pan')).toContainText('until you add your PAN');
  await expect(section.getByTestId('payouts-empty')).toHaveText('No payouts yet. Confirmed earnings are paid in the next payout run.');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: info.outputPath('dashboard-payouts.png') });

  await page.goto('/hi/associatedashboard');
  const hindi = page.getByTestId('payouts');
  await expect(hindi.getByRole('heading', { name: 'भुगतान और TDS', level: 2 })).toBeVisible();
  await expect(hindi.getByTestId('payouts-empty')).toContainText('अभी कोई भुगतान नहीं हुआ।');
});

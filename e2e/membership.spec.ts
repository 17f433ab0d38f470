import { readFile } from 'node:fs/promises';
import { expect, request, test } from '@playwright/test';
import { signUpAssociateViaApi } from './fixtures/accounts.ts';
import { otpFor } from './fixtures/staff.ts';

const STAFF_PASSWORD = process.env.E2E_STAFF_PASSWORD ?? 'Vishwanath#Gali2024';

// docs/product/payments.md, "Screens": an associate buys Pro by UPI, staff confirm the payment
test('an associate upgrades to Pro by UPI and staff confirm the payment', async ({ page, baseURL }, info) => {
  const phone = info.project.name === 'phone';
  await signUpAssociateViaApi(page, info.project.name);

  await page.goto('/associatedashboard');
  const section = page.getByTestId('membership');
  await expect(section.getByTestId('membership-plan')).toHaveText('Your plan: Free');
  await section.getByRole('link', { name: 'Upgrade to Pro' }).click();

  await expect(page).toHaveURL(/\/associatemembership\/checkout$/);
  await page.getByLabel('Your state or union territory').selectOption({ label: 'Uttar Pradesh' });
  await page.getByRole('button', { name: 'Continue' }).click();
  const price = page.getByTestId('price-breakdown');
  await expect(price).toContainText('CGST 9%₹90.00');
  await expect(price).toContainText('SGST 9%₹90.00');
  await expect(price).toContainText('Total₹1,180.00');
  await expect(page.getByRole('img', { name: /^QR code to pay ₹1,180\.00/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', /^upi:\/\/pay\?/);
  await page.screenshot({ path: info.outputPath('checkout.png'), fullPage: true });

  // a 12-digit UTR unique to this run and project, typed with spaces as UPI apps show it
  const digits = `4${phone ? 2 : 1}${String(Date.now()).slice(-10)}`;
  await page.getByLabel('UTR / transaction reference').fill(`${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}`);
  await page.getByRole('button', { name: 'I have paid' }).click();
  await expect(page.getByRole('heading', { name: 'We are checking your payment…' })).toBeVisible();
  await expect(page.getByText(`UTR: ${digits}`)).toBeVisible();

  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(section.getByTestId('membership-order')).toContainText('Payment being checked');

  // staff confirm the payment through the API (one staff member a project)
  const staffMobile = phone ? '9000000015' : '9000000014';
  const staff = await request.newContext({ baseURL });
  const since = Date.now();
  const signIn = await staff.post('/api/admin/auth/sign-in', { data: { mobile: staffMobile, password: STAFF_PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const verified = await staff.post('/api/admin/auth/verify-otp', { data: { mobile: staffMobile, otp: await otpFor(staffMobile, since) } });
  expect(verified.status(), await verified.text()).toBe(200);
  const list = await staff.get('/api/admin/membership/orders?status=to_verify');
  expect(list.status(), await list.text()).toBe(200);
  const orders = ((await list.json()) as { data: { order_id: number; utr: string | null }[] }).data;
  const order = orders.find((o) => o.utr === digits);
  expect(order, `an order with UTR ${digits}`).toBeDefined();
  const confirmed = await staff.post(`/api/admin/membership/orders/${order?.order_id}/confirm`, { data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await staff.dispose();

  await page.reload();
  await expect(section.getByTestId('membership-plan')).toHaveText(/^Your plan: Pro until \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(section.getByTestId('membership-order')).toHaveCount(0);
  // the tax invoice is listed, and its PDF downloads
  await expect(section.getByTestId('invoice-number')).toHaveCount(1);
  await expect(section.getByTestId('invoice-number')).toHaveText(/^KR\/\d{2}-\d{2}\/\d{6}$/);
  const number = (await section.getByTestId('invoice-number').textContent()) ?? '';
  const download = page.waitForEvent('download');
  await section
    .getByRole('link', { name: /Download PDF/ })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number.replace(/\//g, '-')}.pdf`);
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: info.outputPath('dashboard-membership.png') });
});

import { readFile } from 'node:fs/promises';
import { expect, request, test } from '@playwright/test';
import { signUpAssociateViaApi } from './fixtures/accounts.ts';
import { otpFor } from './fixtures/staff.ts';

const STAFF_PASSWORD = process.env.E2E_STAFF_PASSWORD ?? 'Vishwanath#Gali2024';

// docs/product/payments.md, "Screens", "Refunds and credit notes": an associate buys Pro by UPI,
// staff confirm the payment, then refund it from the back office: the associate gets a credit note
// and is Free again
test('an associate upgrades to Pro by UPI, staff confirm the payment, then refund it with a credit note', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
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
  const orders = ((await list.json()) as { data: { order_id: number; utr: string | null; associate: { member_id: string } }[] }).data;
  const order = orders.find((o) => o.utr === digits);
  expect(order, `an order with UTR ${digits}`).toBeDefined();
  const confirmed = await staff.post(`/api/admin/membership/orders/${order?.order_id}/confirm`, { data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  // the same staff session refunds in the browser below (a second sign-in would wait out the OTP cooldown)
  const staffSession = await staff.storageState();
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
  await expect(section.getByRole('heading', { name: 'Credit notes' })).toHaveCount(0);

  // staff refund the paid order from /admin/payments, with a reason
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const staffContext = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    storageState: staffSession,
  });
  const admin = await staffContext.newPage();
  await admin.goto('/admin/payments?orders=paid');
  await expect(admin.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
  // a table on a wide screen, cards on a phone
  const row = admin.getByTestId(phone ? 'order-card' : 'order-row').filter({ hasText: new RegExp(`#${order?.order_id}(?!\\d)`) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('order-status')).toHaveText('Paid');
  await row.getByRole('button', { name: /^Refund/ }).click();
  const dialog = admin.getByRole('dialog', { name: /^Refund the payment of / });
  await expect(dialog).toContainText('The whole ₹1,180.00 goes back to');
  await expect(dialog.getByRole('checkbox', { name: 'End Pro now' })).toBeChecked();
  const reason = dialog.getByLabel('Reason (printed on the credit note)');
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Refund ₹1,180.00' }).click();
  await expect(dialog.getByText('Write why the payment is refunded: it is printed on the credit note.')).toBeVisible();
  await reason.fill('Paid by mistake: the associate asked to cancel the same day.');
  await expect(dialog.getByText('60/300 characters')).toBeVisible();
  await dialog.screenshot({ path: info.outputPath('refund-dialog.png') });
  await dialog.getByRole('button', { name: 'Refund ₹1,180.00' }).click();
  await expect(admin.getByText('Refunded: the credit note is issued and the associate is told.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await admin.getByLabel('Status').selectOption({ label: 'Refunded' });
  const refundedRow = admin.getByTestId(phone ? 'order-card' : 'order-row').filter({ hasText: new RegExp(`#${order?.order_id}(?!\\d)`) });
  await expect(refundedRow.getByTestId('order-status')).toHaveText(/^Refund/);
  await expect(refundedRow.getByTestId('order-credit-note')).toHaveText(/CN\/\d{2}-\d{2}\/\d{6}/);
  // the associate is no longer among the Pro members
  await expect(admin.locator('#pro-members')).not.toContainText(order?.associate.member_id ?? 'none');
  await admin.screenshot({ path: info.outputPath('admin-payments.png'), fullPage: true });
  await staffContext.close();

  // the associate is Free again, and the dashboard lists the credit note, whose PDF downloads
  await page.reload();
  await expect(section.getByTestId('membership-plan')).toHaveText('Your plan: Free');
  await expect(section.getByRole('heading', { name: 'Credit notes' })).toBeVisible();
  const creditNote = section.getByTestId('credit-note');
  await expect(creditNote).toHaveCount(1);
  await expect(creditNote.getByTestId('credit-note-number')).toHaveText(/^Credit note CN\/\d{2}-\d{2}\/\d{6}$/);
  await expect(creditNote).toContainText(`Against invoice ${number}`);
  await expect(creditNote).toContainText('Reason: Paid by mistake: the associate asked to cancel the same day.');
  await expect(creditNote).toContainText('₹1,180.00');
  const creditNoteNumber = ((await creditNote.getByTestId('credit-note-number').textContent()) ?? '').replace('Credit note ', '');
  const creditNoteDownload = page.waitForEvent('download');
  await creditNote.getByRole('link', { name: /Download PDF/ }).click();
  const creditNoteFile = await creditNoteDownload;
  expect(creditNoteFile.suggestedFilename()).toBe(`${creditNoteNumber.replace(/\//g, '-')}.pdf`);
  const creditNoteBytes = await readFile((await creditNoteFile.path()) ?? '');
  expect(creditNoteBytes.subarray(0, 5).toString()).toBe('%PDF-');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: info.outputPath('dashboard-credit-notes.png') });
});

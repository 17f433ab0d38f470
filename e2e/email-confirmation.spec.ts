import { expect, test } from '@playwright/test';
import { signUpCustomerViaApi } from './fixtures/accounts.ts';
import { waitForConfirmationLink } from './fixtures/mail.ts';

// docs/product/accounts.md, "E-mail confirmation"; docs/product/alerts.md, "E-mail"
test('a new customer confirms their e-mail address from the link in the e-mail', async ({ page }, testInfo) => {
  const { mobile } = await signUpCustomerViaApi(page, testInfo.project.name);
  const email = `neha.${mobile}@example.in`;

  await page.goto('/userdashboard');
  const line = page.getByTestId('email-confirmation');
  await expect(line).toContainText('E-mail: not confirmed');
  await line.getByRole('button', { name: 'Confirm your e-mail' }).click();
  await expect(page.getByText(`We have sent a confirmation link to ${email}. It works for 24 hours.`)).toBeVisible();

  const { link, mail } = await waitForConfirmationLink(email);
  expect(mail.subject).toBe('Confirm your e-mail address');
  expect(mail.text).toContain(link);
  expect(new URL(link).pathname).toBe('/confirm-email');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expect(page.getByText(`Thank you! Alerts you choose can now be sent to ${email}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/userdashboard$/);
  await expect(page.getByTestId('email-confirmation')).toContainText('E-mail: confirmed');
  await expect(page.getByRole('button', { name: 'Confirm your e-mail' })).toHaveCount(0);

  // the link works once
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This confirmation link has already been used.');
});

test('the confirmation page speaks Hindi at /hi/confirm-email', async ({ page }) => {
  await page.goto('/hi/confirm-email?token=x3Jq8vWm0aR1bYc2dZe3fAg4hBi5jCk6lDm7nEo8pFq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपना ई-मेल पक्का करें');
  await expect(page.getByRole('alert')).toContainText('पुष्टि का यह लिंक सही नहीं है।');
});

test('a customer corrects a mistyped e-mail address and confirms the new one', async ({ page }, testInfo) => {
  const { mobile } = await signUpCustomerViaApi(page, testInfo.project.name);
  const corrected = `neha.verma.${mobile}@example.in`;

  await page.goto('/userdashboard');
  const line = page.getByTestId('email-confirmation');
  await expect(line).toContainText(`neha.${mobile}@example.in`);
  await line.getByRole('button', { name: 'Change e-mail' }).click();
  const field = line.getByLabel('New e-mail address');
  await expect(field).toBeFocused();
  // typed as on a phone: a capital letter first, a space after
  await field.fill(`Neha.Verma.${mobile}@example `);
  await line.getByRole('button', { name: 'Save and send link' }).click();
  await expect(line.getByText('Enter a valid email address.')).toBeVisible();
  await field.fill(`Neha.Verma.${mobile}@Example.in `);
  await page.screenshot({ path: testInfo.outputPath('change-email-form.png') });
  await line.getByRole('button', { name: 'Save and send link' }).click();
  await expect(page.getByText(`Your e-mail address is now ${corrected}. We have sent a confirmation link to it.`)).toBeVisible();
  await expect(line).toContainText('E-mail: not confirmed');
  await expect(line).toContainText(corrected);
  // the profile card shows the new address too
  await expect(page.getByRole('region', { name: 'My profile' })).toContainText(corrected);

  const { link } = await waitForConfirmationLink(corrected);
  await page.goto(link);
  await expect(page.getByText(`Thank you! Alerts you choose can now be sent to ${corrected}.`)).toBeVisible();
});

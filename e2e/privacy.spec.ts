import { expect, test } from '@playwright/test';
import { signUpCustomerViaApi } from './fixtures/accounts.ts';
import { hydrated } from './fixtures/browser.ts';

// docs/product/privacy.md: the privacy notice in both languages with its grievance form, and the
// consents of the dashboard's Privacy section.

test('the privacy notice lists what is held and names the grievance officer, in English and Hindi, and takes a grievance', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  // (a tap before the page is live does nothing to a footer link)
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByText('Aadhaar and PAN of associates')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grievance officer' })).toBeVisible();
  await expect(page.getByTestId('grievance-officer-name')).toHaveText('Grievance Officer, Kashi Realty');
  await expect(page.getByTestId('grievance-officer-email')).toHaveText('grievance@localhost.in');
  await expect(page.getByRole('heading', { name: 'Complaining to the Data Protection Board of India' })).toBeVisible();
  await expect(page.getByText(/Notice version \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('privacy-en.png'), fullPage: true });

  // the grievance form: what is missing is said under its field, then the grievance is received
  const form = page.getByRole('region', { name: 'Send a grievance' });
  await form.getByLabel('Your name').fill('Gopal Das');
  await form.getByLabel('Your grievance').fill('Please tell me why my old enquiry is still kept.');
  await form.getByRole('button', { name: 'Send grievance' }).click();
  await expect(form.getByText('Please give a mobile number or an e-mail address so that we can answer you.')).toBeVisible();
  await form.getByLabel('Mobile').fill('+91 94150 12345');
  await form.getByRole('button', { name: 'Send grievance' }).click();
  await expect(form.getByRole('status')).toContainText(/Your grievance number \d+ is received\. We will answer by /);

  // the same page in Hindi, drawn on the server
  const hindi = await page.request.get('/hi/privacy');
  expect(hindi.status()).toBe(200);
  expect(await hindi.text()).toContain('शिकायत अधिकारी');
  await page.goto('/hi/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'गोपनीयता सूचना' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'भारतीय डेटा संरक्षण बोर्ड में शिकायत' })).toBeVisible();
  await expect(page.getByTestId('grievance-officer-email')).toHaveText('grievance@localhost.in');
  await page.screenshot({ path: testInfo.outputPath('privacy-hi.png'), fullPage: true });
});

test('a customer turns marketing SMS on and withdraws it from the dashboard, and names a nominee', async ({ page }, testInfo) => {
  await signUpCustomerViaApi(page, testInfo.project.name);
  await page.goto('/userdashboard');
  const section = page.getByRole('region', { name: 'Privacy' });
  const sms = section.getByRole('switch', { name: 'Offers and news by SMS' });
  // never pre-ticked
  await expect(sms).toHaveAttribute('aria-checked', 'false');
  await expect(section.getByRole('switch', { name: 'Offers and news by e-mail' })).toHaveAttribute('aria-checked', 'false');
  await sms.click();
  await expect(page.getByText('Consent recorded.')).toBeVisible();
  await expect(sms).toHaveAttribute('aria-checked', 'true');
  await sms.click();
  await expect(page.getByText('Consent withdrawn.')).toBeVisible();
  await expect(sms).toHaveAttribute('aria-checked', 'false');
  const consents = await (await page.request.get('/api/me/consents')).json();
  expect(consents.data[0]).toMatchObject({ purpose: 'marketing_sms', state: 'withdrawn', channel: 'web' });

  await section.getByRole('button', { name: 'Name a nominee' }).click();
  await section.getByLabel("Nominee's name").fill('Kiran Verma');
  await section.getByLabel("Nominee's mobile").fill('98390 12345');
  await section.getByLabel('Relation to you').fill('Sister');
  await section.getByRole('button', { name: 'Save nominee' }).click();
  await expect(section.getByTestId('nominee')).toHaveText('Kiran Verma · +91 9839012345 · Sister');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: testInfo.outputPath('dashboard-privacy.png') });
});

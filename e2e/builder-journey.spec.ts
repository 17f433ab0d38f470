import { expect, test } from '@playwright/test';
import { freshMobile, waitForOtp } from './fixtures/accounts.ts';
import { contextLike, photo } from './fixtures/browser.ts';
import { signInAsStaff } from './fixtures/staff.ts';

/**
 * A builder's project from registration to a verified listing (docs/product/builders.md): the
 * builder registers, creates a project with its RERA number and photos and submits it; staff ask
 * for a change; the builder changes it and submits again; staff approve; the listing is on
 * /properties with "Verified" and its RERA number. Desktop and phone use their own staff member.
 */

test('a builder registers and submits a project; staff ask for a change, then approve; the verified listing is public', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const phone = testInfo.project.name === 'phone';
  // a retry signs in as another staff member, clear of the first try's OTP cooldown and sends
  const staffMobile =
    ['9000000006', '9000000007', '9000000008', '9000000009'][(phone ? 1 : 0) + (testInfo.retry > 0 ? 2 : 0)] ?? '9000000006';
  const mobile = freshMobile(testInfo.project.name);
  // the whole mobile but its first digit: unique across the two projects and their retries
  const title = `Sangam Vihar ${phone ? 'Purab' : 'Paschim'} ${mobile.slice(-6)}`;
  const rera = `UPRERAPRJ${mobile.slice(-6)}`;

  // the builder registers
  await page.goto('/registerbuilder');
  await page.getByLabel('Company name').fill(`Triveni Homes ${mobile.slice(-3)} LLP`);
  await page.getByLabel('Contact person').fill('Shalini Kesarwani');
  await page.getByLabel('Email').fill(`shalini.${mobile}@example.in`);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill('Sangam#Snan2025');
  await page.getByLabel('Office address').fill('Civil Lines, Prayagraj');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = await waitForOtp(mobile);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify OTP & Create Account' }).click();
  await expect(page).toHaveURL(/\/builderdashboard$/);
  await expect(page.getByRole('heading', { name: 'My projects' })).toBeVisible();

  // creates the project with its RERA number, adds photos and submits it
  await page
    .getByRole('button', { name: 'New project' })
    .or(page.getByRole('link', { name: 'New project' }))
    .first()
    .click();
  await page.getByLabel('Project title').fill(title);
  await page.getByLabel('Category').selectOption('Apartment');
  await page.getByLabel('State').selectOption('Uttar Pradesh');
  await page.getByLabel('City', { exact: true }).selectOption('Prayagraj');
  await page.getByLabel('Locality / landmark').fill('Jhunsi');
  await page.getByLabel('Price from').fill('3500000');
  await page.getByLabel('Price up to').fill('5200000');
  await page.getByLabel('Price for sorting').fill('3500000');
  await page.getByLabel('Carpet area from (sq ft)').fill('820');
  await page.getByLabel('Description', { exact: true }).fill('Two bedroom homes a short drive from the Sangam.');
  await page.getByLabel('RERA registration number').fill(rera);
  await page.getByLabel('Brokerage offered (%)').fill('2.5');
  await page.getByRole('button', { name: 'Save project' }).click();
  await expect(page).toHaveURL(/\/builderdashboard\/projects\/\d+$/);
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(0) },
    { name: 'hall.jpg', mimeType: 'image/jpeg', buffer: await photo(1) },
  ]);
  await expect(page.getByRole('list', { name: 'Photos in display order' }).getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByText(/submitted/i).first()).toBeVisible();

  // staff ask for a change
  const staffContext = await contextLike(browser, testInfo);
  const staff = await staffContext.newPage();
  await signInAsStaff(staff, staffMobile);
  await staff.goto('/admin/projects');
  await expect(staff.getByRole('heading', { name: 'Project verification' })).toBeVisible();
  await staff.getByRole('link', { name: title }).first().click();
  await staff.getByLabel('Comment').fill('Please add the possession month.');
  await staff.getByRole('button', { name: 'Request changes' }).click();
  await expect(staff.getByRole('heading', { name: 'Project verification' })).toBeVisible();

  // the builder sees what to change, changes it and submits again
  await page.goto('/builderdashboard');
  await expect(page.getByText('Please add the possession month.').first()).toBeVisible();
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByLabel('Possession').selectOption('under_construction');
  await page.getByLabel('Possession expected (month)').fill('2027-09');
  await page.getByRole('button', { name: 'Save project' }).click();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByText(/submitted/i).first()).toBeVisible();

  // staff approve
  await staff.goto('/admin/projects');
  await staff.getByRole('link', { name: title }).first().click();
  await staff.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByRole('heading', { name: 'Project verification' })).toBeVisible();

  // a visitor finds the verified listing with its RERA number
  const visitorContext = await contextLike(browser, testInfo);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/properties?search=${encodeURIComponent(title)}`);
  const card = visitor.locator('article').filter({ has: visitor.getByRole('heading', { name: title, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Verified').first()).toBeVisible();
  await card.getByRole('link', { name: `View details of ${title}` }).click();
  await expect(visitor).toHaveURL(/\/detailpage\/\d+/);
  await expect(visitor.getByText(rera).first()).toBeVisible();
  await expect(visitor.getByText(/Reviewed on/).first()).toBeVisible();

  await Promise.all([staffContext.close(), visitorContext.close()]);
});

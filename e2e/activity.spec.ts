import { expect, test } from '@playwright/test';
import { enquirySiteIds, freshMobile, signInFoundingAssociate, signUpCustomerViaApi, waitForOtp } from './fixtures/accounts.ts';

/** Title of the listing on a detail page, once the browser has taken the server-drawn page over (the view is recorded then). */
async function detailTitle(page: import('@playwright/test').Page, siteId: number): Promise<string> {
  await page.goto(`/detailpage/${siteId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  return (await heading.textContent())?.trim() ?? '';
}

test.describe('favourites, recently viewed and enquiries', () => {
  test('a guest views two properties, signs up, and finds them as recently viewed and as favourites', async ({ page, context }, info) => {
    const first = await detailTitle(page, 3);
    const second = await detailTitle(page, 5);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lastVisitedProperties'))).toBe('[5,3]');

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 25.3176, longitude: 82.9739 });
    const mobile = freshMobile(info.project.name);
    await page.goto('/registeruser');
    await page.getByLabel('Full name').fill(`Rohit Mishra ${mobile.slice(-3)}`);
    await page.getByLabel('Email').fill(`rohit.${mobile}@example.in`);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill('assi-ghat-aarti');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await waitForOtp(mobile);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify OTP & Create Account' }).click();
    await expect(page).toHaveURL(/\/userdashboard$/, { timeout: 15_000 });

    const favourites = page.getByRole('region', { name: 'My Favourites' });
    await expect(favourites.getByRole('link', { name: first })).toBeVisible();
    await expect(favourites.getByRole('link', { name: second })).toBeVisible();
    const viewed = page.getByRole('region', { name: 'Recently Viewed' });
    await expect(viewed.getByRole('link', { name: first })).toBeVisible();
    await expect(viewed.getByRole('link', { name: second })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lastVisitedProperties'))).toBeNull();
  });

  test('every locally kept listing is carried over once: /detailpage/8 then /detailpage/9 give favourites and viewed [9, 8]', async ({
    page,
  }, info) => {
    await detailTitle(page, 8);
    await detailTitle(page, 9);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lastVisitedProperties'))).toBe('[9,8]');
    const mobile = freshMobile(info.project.name);
    await page.goto('/registeruser?returnTo=%2Fdetailpage%2F9');
    await page.getByLabel('Full name').fill(`Kavita Rai ${mobile.slice(-3)}`);
    await page.getByLabel('Email').fill(`kavita.${mobile}@example.in`);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill('dashashwamedh-7');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await waitForOtp(mobile);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify OTP & Create Account' }).click();
    await expect(page).toHaveURL(/\/detailpage\/9$/, { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lastVisitedProperties'))).toBeNull();
    const userId = (JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as { user_id: number }).user_id;
    const ids = async (path: string) =>
      ((await (await page.request.get(`/api/user/${path}/${userId}`)).json()) as { data: Array<{ site_id: number }> }).data.map(
        (row) => row.site_id,
      );
    await expect.poll(() => ids('favorites')).toEqual([9, 8]);
    await expect.poll(() => ids('viewed_site')).toEqual([9, 8]);
  });

  test('a customer hearts and un-hearts a property from the listing', async ({ page }, info) => {
    await signUpCustomerViaApi(page, info.project.name);
    await page.goto('/properties?category=Apartment');
    const heart = page.getByRole('button', { name: /^Add .+ to favourites$/ }).first();
    const label = (await heart.getAttribute('aria-label')) ?? '';
    const title = label.replace(/^Add /, '').replace(/ to favourites$/, '');
    await heart.click();
    await expect(page.getByText('Added to favorites successfully!')).toBeVisible();
    const saved = page.getByRole('button', { name: `Remove ${title} from favourites` });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByRole('button', { name: `Remove ${title} from favourites` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: `Remove ${title} from favourites` }).click();
    await expect(page.getByText('Removed from favorites successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: `Add ${title} to favourites` })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a guest who taps a heart on the listing is asked to log in and sent to sign-up', async ({ page }) => {
    await page.goto('/properties');
    await page
      .getByRole('button', { name: /^Add .+ to favourites$/ })
      .first()
      .click();
    await expect(page.getByText('Please login first!')).toBeVisible();
    await expect(page).toHaveURL(/\/registeruser\?returnTo=%2Fproperties$/);
  });

  test('a customer sends an enquiry and sees it on the dashboard with its status', async ({ page }, info) => {
    await signUpCustomerViaApi(page, info.project.name);
    const title = await detailTitle(page, 7);
    await page.getByRole('button', { name: 'Enquire Now' }).first().click();
    await expect(page.getByText('Enquiry sent successfully.')).toBeVisible();
    await page.goto('/userdashboard');
    const enquiries = page.getByRole('region', { name: 'My Enquiries' });
    await expect(enquiries.getByRole('link', { name: title })).toBeVisible();
    await expect(enquiries.getByText('New', { exact: true })).toBeVisible();
  });

  test('an associate sees no heart and is refused an enquiry', async ({ page }) => {
    await signInFoundingAssociate(page);
    await page.goto('/properties');
    await expect(page.getByRole('link', { name: /^View details of / }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /to favourites$/ })).toHaveCount(0);
    await detailTitle(page, 2);
    await page.getByRole('button', { name: 'Enquire Now' }).first().click();
    await expect(page.getByText('You are not allowed to make an enquiry.')).toBeVisible();
  });

  test('a guest who asks to enquire goes to sign-up at once and reads why there', async ({ page }) => {
    await detailTitle(page, 4);
    await page.getByRole('button', { name: 'Enquire Now' }).first().click();
    // at once: no 2-second wait on the listing
    await expect(page).toHaveURL(/\/registeruser\?returnTo=%2Fdetailpage%2F4$/, { timeout: 2_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Please login to make an enquiry.')).toBeVisible();
  });

  test('a customer asks for details on a listing with a brochure and on one without: both are enquiries', async ({
    page,
    request,
  }, info) => {
    const answer = await request.get('/api/sites?pageSize=60&fields=full');
    const { data } = (await answer.json()) as { data: { site_id: number; site_pdfs: string[] }[] };
    const withBrochure = data.find((s) => s.site_pdfs.length > 0);
    const withoutBrochure = data.find((s) => s.site_pdfs.length === 0);
    if (!withBrochure || !withoutBrochure) throw new Error('the demo catalogue lacks a listing with or without a brochure');
    const { userId } = await signUpCustomerViaApi(page, info.project.name);
    let tabs = 0;
    page.context().on('page', () => {
      tabs += 1;
    });

    const title = await detailTitle(page, withBrochure.site_id);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', new RegExp(withBrochure.site_pdfs[0] ?? ''));
    await page.getByRole('button', { name: 'Ask For Details' }).click();
    const dialog = page.getByRole('dialog', { name: `Ask about ${title}` });
    await expect(dialog.getByRole('textbox', { name: 'Your question' })).toHaveValue(
      new RegExp(`^Please share more details about ${title}`),
    );
    await dialog.getByRole('textbox', { name: 'Your question' }).fill('Is the corner unit still available?');
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await expect(page.getByText('Enquiry sent successfully.')).toBeVisible();

    await detailTitle(page, withoutBrochure.site_id);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ask For Details' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send question' }).click();
    await expect(page.getByText('Enquiry sent successfully.')).toBeVisible();

    await expect.poll(() => enquirySiteIds(page, userId)).toEqual([withBrochure.site_id, withoutBrochure.site_id].sort((a, b) => a - b));
    expect(tabs).toBe(0);
    const listed = (await (await page.request.get(`/api/user/user_enquiry/${userId}`)).json()) as {
      data: { site_id: number; question: string }[];
    };
    expect(listed.data.find((e) => e.site_id === withBrochure.site_id)?.question).toBe('Is the corner unit still available?');
    expect(listed.data.find((e) => e.site_id === withoutBrochure.site_id)?.question).toMatch(/^Please share more details about /);
  });
});

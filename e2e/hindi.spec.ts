import { expect, type Page, test } from '@playwright/test';
import { freshMobile, waitForOtp } from './fixtures/accounts.ts';

/**
 * The site in Hindi (docs/product/seo.md, "Hindi"): the switch in the header keeps the visitor on
 * the same page, and a buyer searches, opens a listing and signs up with an OTP without leaving
 * the Hindi pages.
 */

/** Waits until the page the server drew has been taken over by the browser. */
async function live(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** Opens the phone menu when the header's switch sits inside it. */
async function languageSwitch(page: Page, name: string) {
  const visible = page.getByRole('link', { name }).filter({ visible: true });
  if ((await visible.count()) === 0)
    await page
      .getByRole('button', { name: /menu|मेन्यू|मेनू/i })
      .first()
      .click();
  return page.getByRole('link', { name }).filter({ visible: true }).first();
}

test.describe('the site in Hindi', () => {
  test('a listing page speaks Hindi: city and locality in Devanagari, amenities from the vocabulary, the English description marked', async ({
    page,
  }) => {
    await page.goto('/hi/detailpage/1');
    await expect(page.getByRole('navigation', { name: 'आप यहाँ हैं' })).toContainText('वाराणसी');
    await expect(page.getByText(/सिगरा, वाराणसी, उत्तर प्रदेश/).first()).toBeVisible();
    const amenities = page.locator('section', { has: page.locator('#amenities-heading') });
    await expect(amenities.getByText('लिफ़्ट', { exact: true })).toBeVisible();
    await expect(amenities.getByText('पावर बैकअप', { exact: true })).toBeVisible();
    await expect(amenities.getByText('Lift', { exact: true })).toHaveCount(0);
    await expect(page.getByText('अंग्रेज़ी में', { exact: true })).toBeVisible();
    await expect(page.locator('#project-description')).toHaveAttribute('lang', 'en');
    const facts = page.locator('section', { has: page.locator('#about-project-heading') }).locator('dl');
    await expect(facts).toContainText('वर्ग फ़ुट');
    await expect(facts).not.toContainText('sq ft');
  });

  test('areas, units, famous places and the city filters read in Hindi, the filters still sending the English name', async ({ page }) => {
    // the listing's header: its area with Hindi units, the famous place in Devanagari
    await page.goto('/hi/detailpage/1');
    const hero = page.locator('article > header');
    await expect(hero.getByText('970 – 1,710 वर्ग फ़ुट कार्पेट एरिया', { exact: true })).toBeVisible();
    await expect(hero.getByText('काशी विद्यापीठ, सिगरा, वाराणसी, उत्तर प्रदेश', { exact: true })).toBeVisible();
    await expect(hero).not.toContainText(/sq ft|carpet area|Kashi Vidyapith|Varanasi/);

    // a card's area on the listing page
    await page.goto('/hi/properties');
    await live(page);
    const card = page
      .locator('article[data-layout]')
      .filter({ has: page.locator('[data-fact="carpet"]') })
      .first();
    await expect(card.locator('[data-fact="carpet"] dd')).toHaveText(/^[\d,]+(–[\d,]+)? वर्ग फ़ुट$/);
    await expect(card).toContainText(/वाराणसी|प्रयागराज|मिर्ज़ापुर|चित्रकूट|लखनऊ/);
    await expect(page.locator('article[data-layout]').filter({ hasText: /sq ft|sq yd|Uttar Pradesh/ })).toHaveCount(0);

    // a city filter on the listing page: its chip and the heading in Devanagari, the address in English
    await page.goto('/hi/properties?city=Varanasi');
    await live(page);
    const applied = page.getByRole('list', { name: 'लागू फ़िल्टर' });
    await expect(applied.getByText('शहर: वाराणसी', { exact: true })).toBeVisible();
    await expect(applied).not.toContainText('Varanasi');
    await expect(page.getByRole('heading', { name: 'खोज के नतीजे, वाराणसी में' })).toBeVisible();
    await expect(page.locator('article[data-layout]').first()).toContainText('वाराणसी');

    // the home page's city filter: Devanagari options whose values stay the English names
    await page.goto('/hi');
    await live(page);
    const city = page.getByRole('combobox', { name: 'शहर', exact: true });
    await expect(city.locator('option')).toHaveText(['सभी शहर', 'चित्रकूट', 'मिर्ज़ापुर', 'वाराणसी', 'प्रयागराज']);
    await expect(page.getByRole('combobox', { name: 'राज्य', exact: true }).locator('option')).toHaveText(['उत्तर प्रदेश']);
    await city.selectOption({ label: 'वाराणसी' });
    await expect(city).toHaveValue('Varanasi');
    await expect(page.locator('#properties article').first()).toContainText('वाराणसी');
  });

  test('the language switch keeps the page, its filters and the language of every link', async ({ page }) => {
    await page.goto('/properties?city=Varanasi&category=Apartment');
    await live(page);
    await (await languageSwitch(page, 'हिन्दी में देखें')).click();
    await expect(page).toHaveURL(/\/hi\/properties\?city=Varanasi&category=Apartment$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await live(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0900-\u097F]/);
    // the way back
    await (await languageSwitch(page, 'View in English')).click();
    await expect(page).toHaveURL(/\/properties\?city=Varanasi&category=Apartment$/);
    await expect(page).not.toHaveURL(/\/hi\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });

  test('a buyer searches, opens a listing and signs up with an OTP, all in Hindi', async ({ page }, info) => {
    await page.goto('/hi/properties');
    await live(page);
    const search = page.getByRole('button', { name: 'खोजें' }).filter({ visible: true }).first();
    await expect(search).toBeVisible();
    await search.click();
    await expect(page).toHaveURL(/\/hi\/(properties|search-results)/);

    // open the first listing: prices in lakh, the page stays under /hi
    const details = page.getByRole('link', { name: /का पूरा ब्योरा देखें$/ }).first();
    await details.click();
    await expect(page).toHaveURL(/\/hi\/detailpage\/\d+$/);
    await live(page);
    await expect(page.getByText(/₹[\d.]+ (लाख|करोड़)/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'अभी पूछताछ करें' }).filter({ visible: true }).first()).toBeVisible();

    // sign up with an OTP
    await page.goto('/hi/registeruser');
    await live(page);
    const mobile = freshMobile(info.project.name);
    const name = `आशा वर्मा ${mobile.slice(-4)}`;
    await page.getByLabel('पूरा नाम').fill(name);
    await page.getByLabel('ईमेल').fill(`asha.${mobile}@example.in`);
    await page.getByLabel('मोबाइल नंबर', { exact: true }).fill(mobile);
    await page.getByLabel('पासवर्ड', { exact: true }).fill('ganga-ghat-2026');
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    const code = await waitForOtp(mobile);
    await page.getByLabel('6 में से अंक 1').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'OTP सत्यापित करें और अकाउंट बनाएँ' }).click();
    await expect(page).toHaveURL(/\/hi\/userdashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('main').getByRole('heading', { name: `स्वागत है, ${name}!` })).toBeVisible();
  });
});

import { expect, type Page, test } from '@playwright/test';

/** Rupees of a card price text in the one format: '₹1.15 Cr', '₹62.5 L' or '₹85,000' (docs/product/catalogue.md, "Prices and photos"). */
const rupeesOf = (text: string): number => {
  const n = Number(text.replace(/[^\d.]/g, ''));
  if (/Cr$/.test(text.trim())) return Math.round(n * 10_000_000);
  if (/L$/.test(text.trim())) return Math.round(n * 100_000);
  return n;
};

/** Prices (rupees) of the cards in the listing, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('list', { name: 'Properties' }).locator('article p.text-lg').allTextContents();
  return texts.map(rupeesOf);
}

/** The parsed 'Showing {from} - {to} of {total}' line. */
async function showing(page: Page): Promise<{ from: number; to: number; total: number }> {
  const line = page.getByText(/^Showing \d+ - \d+ of \d+$/);
  await expect(line).toBeVisible();
  const [, from, to, total] = /Showing (\d+) - (\d+) of (\d+)/.exec((await line.textContent()) ?? '') ?? [];
  return { from: Number(from), to: Number(to), total: Number(total) };
}

const isSortedAscending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? 0) <= v);

test('a visitor searches from the home hero, sorts, pages, opens a property, walks the gallery and comes back', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('search', { name: 'Find a property' });
  await hero.getByLabel('Location').fill('  Varanasi ');
  await hero.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/properties\?location=Varanasi$/);
  await expect(page.getByRole('heading', { name: 'Search Results in Varanasi', level: 2 })).toBeVisible();
  await expect(page.getByText('Location: Varanasi')).toBeVisible();
  const first = await showing(page);
  expect(first.from).toBe(1);
  expect(first.to).toBe(Math.min(9, first.total));
  expect(first.total).toBeGreaterThan(9);
  await expect(page.getByRole('list', { name: 'Properties' }).getByRole('listitem')).toHaveCount(first.to);

  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=priceLowHigh/);
  await expect(page.getByRole('list', { name: 'Properties' }).getByRole('listitem')).toHaveCount(9);
  const pageOnePrices = await cardPrices(page);
  expect(isSortedAscending(pageOnePrices)).toBe(true);

  const pagination = page.getByRole('navigation', { name: 'Property pages' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const second = await showing(page);
  expect(second).toEqual({ from: 10, to: Math.min(18, first.total), total: first.total });
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const pageTwoPrices = await cardPrices(page);
  expect(isSortedAscending(pageTwoPrices)).toBe(true);
  expect(pageTwoPrices[0]).toBeGreaterThanOrEqual(pageOnePrices.at(-1) ?? 0);
  const resultsUrl = page.url();

  // the first listing with photos (other specs running beside this one add listings without any)
  const firstLink = page
    .getByRole('list', { name: 'Properties' })
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('img', { name: 'No Image' }) })
    .first()
    .getByRole('link', { name: /^View details of / })
    .first();
  const title = ((await firstLink.getAttribute('aria-label')) ?? '').replace('View details of ', '');
  await firstLink.click();
  await expect(page).toHaveURL(/\/detailpage\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title));

  const openMain = page.getByRole('button', { name: /^Open photo 1 of \d+/ });
  const photoCount = Number(/of (\d+)/.exec((await openMain.getAttribute('aria-label')) ?? '')?.[1]);
  expect(photoCount).toBeGreaterThan(1);
  await openMain.click();
  const viewer = page.getByRole('dialog', { name: `Photos of ${title}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`Photo 1 of ${photoCount}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`Photo 2 of ${photoCount}`)).toBeVisible();
  for (let i = 2; i < photoCount; i += 1) await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`Photo ${photoCount} of ${photoCount}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`Photo 1 of ${photoCount}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(`Photo ${photoCount} of ${photoCount}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(resultsUrl);
  await expect(page.getByRole('heading', { name: 'Search Results in Varanasi', level: 2 })).toBeVisible();
  expect(await showing(page)).toEqual(second);
  await expect(page.getByRole('link', { name: `View details of ${title}` })).toBeAttached();
});

test('narrowing by category and price keeps every card within the filters', async ({ page }) => {
  await page.goto('/properties?location=Varanasi');
  const form = page.getByRole('search', { name: 'Search properties' });
  await expect(form.getByLabel('Location')).toHaveValue('Varanasi');
  await form.getByLabel('Category').selectOption('Apartment');
  await form.getByLabel('Max Price').fill('10000000');
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/category=Apartment/);
  await expect(page).toHaveURL(/maxPrice=10000000/);
  await expect(page.getByRole('heading', { name: 'Search Results in Varanasi under Apartment', level: 2 })).toBeVisible();
  const criteria = page.getByRole('list', { name: 'Applied Criteria' });
  await expect(criteria).toContainText('Category: Apartment');
  await expect(criteria).toContainText('Price: up to ₹1 Cr');
  const { from, to, total } = await showing(page);
  expect(from).toBe(1);
  expect(to).toBe(Math.min(9, total));
  const cards = page.getByRole('list', { name: 'Properties' }).locator('article');
  await expect(cards).toHaveCount(to);
  for (const category of await cards.locator('p.uppercase').allTextContents()) expect(category.toLowerCase()).toBe('apartment');
  for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(10_000_000);

  await page.getByRole('link', { name: 'Clear All' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByRole('heading', { name: 'All Properties', level: 2 })).toBeVisible();
});

test('a search that matches nothing says so', async ({ page }) => {
  await page.goto('/properties?title=zzzz-no-such-listing');
  await expect(page.getByRole('heading', { name: 'Search Results for zzzz-no-such-listing' })).toBeVisible();
  await expect(page.getByText('No properties found.', { exact: true })).toBeVisible();
  await expect(page.getByText('No properties found', { exact: true })).toBeVisible();
});

test('an unknown property id shows a friendly not-found message', async ({ page }) => {
  await page.goto('/detailpage/999999');
  await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all properties' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByRole('heading', { name: 'All Properties' })).toBeVisible();
});

test('the services dropdown opens on hover and from the keyboard', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop header is hidden below the xl breakpoint');
  await page.goto('/properties');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page');
  const services = main.getByRole('button', { name: 'Our Services' });
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await services.hover();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(10, 600);
  await expect(services).toHaveAttribute('aria-expanded', 'false');

  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toBeFocused();

  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await main.getByRole('link', { name: 'For Builders' }).click();
  await expect(page).toHaveURL(/\/builders$/);
});

test('the mobile menu opens, leads to a page and closes', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button shows only below the xl breakpoint');
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Register Now' })).toBeVisible();
  await menu.getByRole('link', { name: 'For Associates' }).click();
  await expect(page).toHaveURL(/\/associates$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the footer lists the quick links and scrolls back to the top', async ({ page }) => {
  await page.goto('/properties');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Get in touch' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Log In / Register' })).toHaveAttribute('href', '/registerpage');
  // this year, never a fixed one
  await expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeVisible();
  const backToTop = footer.getByRole('button', { name: 'Back to top' });
  // the page is taken over by the app and its results arrive after the first paint: scroll again
  // until the footer stays in view, then use the button
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(async () => {
    await backToTop.scrollIntoViewIfNeeded();
    expect(await page.evaluate('window.scrollY')).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  await backToTop.click();
  await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
});

test('the detail page records recent views, expands the description, and asks a guest to sign up for details', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/sites?pageSize=60&fields=full');
  const { data } = (await answer.json()) as {
    data: { site_id: number; site_title: string; site_pdfs: string[]; site_description: string }[];
  };
  const withoutBrochure = data.find((s) => s.site_pdfs.length === 0 && s.site_description.length > 300);
  const other = data.find((s) => s.site_id !== withoutBrochure?.site_id);
  if (!withoutBrochure || !other) throw new Error('the demo catalogue has no listing without a brochure');

  await page.goto(`/detailpage/${other.site_id}`);
  await expect(page.getByRole('heading', { name: other.site_title, level: 1 })).toBeVisible();
  // a view is recorded once the browser has taken the server-drawn page over
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect.poll(() => page.evaluate('localStorage.getItem("lastVisitedProperties")')).toBe(JSON.stringify([other.site_id]));
  await page.goto(`/detailproperty/${withoutBrochure.site_id}`);
  await expect(page.getByRole('heading', { name: withoutBrochure.site_title, level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate('localStorage.getItem("lastVisitedProperties")'))
    .toBe(JSON.stringify([withoutBrochure.site_id, other.site_id]));
  const recent = page.getByRole('list', { name: 'Recently Viewed Properties' });
  await expect(recent.getByRole('link', { name: `View details of ${other.site_title}` })).toBeAttached();

  const readMore = page.getByRole('button', { name: 'Read More' });
  await expect(readMore).toHaveAttribute('aria-expanded', 'false');
  await readMore.click();
  await expect(page.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');

  // no brochure: nothing to download, and 'Ask For Details' starts an enquiry (a guest signs up first)
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ask For Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/registeruser\\?returnTo=%2Fdetailproperty%2F${withoutBrochure.site_id}$`));
  await expect(page.getByText('Please login to make an enquiry.')).toBeVisible();
});

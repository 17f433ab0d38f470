import { expect, type Page, test } from '@playwright/test';
import {
  computeEmi,
  DEFAULT_ANNUAL_RATE_PERCENT,
  DEFAULT_TENURE_YEARS,
  defaultLoanRupees,
} from '../packages/contracts/src/listings/emi.ts';
import { formatIndianDigits } from '../packages/contracts/src/listings/price-format.ts';
import { hydrated } from './fixtures/browser.ts';

/**
 * Search and the listing as an Indian buyer uses them (docs/product/catalogue.md, "Searching",
 * "The listing page", "The detail page"): budget presets in lakh
 * and crore writing rupees into the address, city aliases, landing on the results on a phone, the
 * remembered list layout, the phone's Call / WhatsApp / Enquire Now bar, the map, compare and EMI.
 */

type Listing = { site_id: number; site_title: string; site_price: string; site_lat: number | null; site_lon: number | null };

/** Rupees of a price text in the one format: '₹1.15 Cr', '₹62.5 L' or '₹85,000'. */
const rupeesOf = (text: string): number => {
  const t = text.trim();
  const n = Number(t.replace(/[^\d.]/g, ''));
  if (t.endsWith('Cr')) return Math.round(n * 10_000_000);
  if (t.endsWith('L')) return Math.round(n * 100_000);
  return n;
};

/** The cards of the results. */
const cards = (page: Page) => page.getByRole('list', { name: 'Properties' }).locator('article');

/** A listing of the demo catalogue with a price, preferably with coordinates. */
async function someListing(page: Page): Promise<Listing> {
  const answer = await page.request.get('/api/sites?pageSize=60');
  const { data } = (await answer.json()) as { data: Listing[] };
  const priced = data.filter((s) => Number(s.site_price) > 0);
  const listing = priced.find((s) => s.site_lat !== null && s.site_lon !== null) ?? priced[0];
  if (!listing) throw new Error('the demo catalogue has no priced listing');
  return listing;
}

test('a budget preset writes rupees into the address and every card is within it', async ({ page }) => {
  await page.goto('/properties');
  await hydrated(page);
  const form = page.getByRole('search', { name: 'Search properties' });
  await form.getByRole('button', { name: '25–50 L' }).click();
  await expect(page).toHaveURL(/minPrice=2500000&maxPrice=5000000/);
  await expect(page.getByRole('list', { name: 'Applied Criteria' })).toContainText('Price: ₹25 L – ₹50 L');
  await expect(form.getByRole('button', { name: '25–50 L' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Showing \d+ - \d+ of \d+$|^No properties found$/)).toBeVisible();
  for (const text of await cards(page).locator('p.text-lg').allTextContents()) {
    const rupees = rupeesOf(text);
    expect(rupees, text).toBeGreaterThanOrEqual(2_500_000);
    expect(rupees, text).toBeLessThanOrEqual(5_000_000);
  }

  // Typed amounts: "45" is ₹45 lakh, shown as typed; the address keeps rupees.
  await form.getByLabel('Max Price').fill('45');
  await expect(form.getByText('₹45 L')).toBeVisible();
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/maxPrice=4500000/);
});

test('a city found by its old name: Allahabad finds the Prayagraj listings', async ({ page, request }) => {
  const places = await request.get('/api/places');
  test.skip(!places.ok(), `GET /api/places answered ${places.status()}: the API does not know city aliases yet`);
  const { data } = (await places.json()) as { data: { cities: { city: string; aliases: string[] }[] }[] };
  const prayagraj = data.flatMap((s) => s.cities).find((c) => c.city === 'Prayagraj');
  test.skip(!prayagraj?.aliases.includes('Allahabad'), 'the places table has no Allahabad alias for Prayagraj yet');

  const titlesFor = async (q: string) => {
    await page.goto(`/properties?q=${q}`);
    await hydrated(page);
    await expect(page.getByText(/^Showing \d+ - \d+ of \d+$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Applied Criteria' }).getByText('Prayagraj', { exact: true })).toBeVisible();
    return cards(page).getByRole('heading').allTextContents();
  };
  const byNewName = await titlesFor('Prayagraj');
  expect(byNewName.length).toBeGreaterThan(0);
  expect(await titlesFor('Allahabad')).toEqual(byNewName);
});

test.describe('on a phone', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'phone layout only');
  });

  test('after a search from the home hero the results fill the first screen', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const hero = page.getByRole('search', { name: 'Find a property' });
    await hero.getByLabel('Location').fill('Varanasi');
    await hero.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/properties\?location=Varanasi$/);
    const heading = page.getByRole('heading', { name: /^Search Results/, level: 2 });
    await expect(heading).toBeInViewport();
    await expect(cards(page).first()).toBeInViewport();
  });

  test('the list layout is remembered after a reload', async ({ page }) => {
    await page.goto('/properties');
    await hydrated(page);
    const list = page.getByRole('list', { name: 'Properties' });
    await expect(list).toHaveAttribute('data-layout', 'carousel');
    await page.getByRole('radio', { name: 'List layout' }).check();
    await expect(list).toHaveAttribute('data-layout', 'list');
    await expect(list.getByRole('listitem').nth(1)).toBeInViewport();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('list', { name: 'Properties' })).toHaveAttribute('data-layout', 'list');
    await expect(page.getByRole('radio', { name: 'List layout' })).toBeChecked();
  });

  test('the detail page has a bottom bar with Call, WhatsApp and Enquire Now', async ({ page }) => {
    const listing = await someListing(page);
    await page.goto(`/detailpage/${listing.site_id}`);
    await hydrated(page);
    const bar = page.getByRole('navigation', { name: 'Contact about this property' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    const whatsApp = bar.getByRole('link', { name: 'WhatsApp' });
    const href = (await whatsApp.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    const message = decodeURIComponent(href.split('text=')[1] ?? '');
    expect(message).toContain(listing.site_title);
    const address = (await page.getByRole('heading', { name: 'Location' }).locator('xpath=following-sibling::p[1]').textContent())?.trim();
    expect(message).toContain(address);
    await expect(bar.getByRole('button', { name: 'Enquire Now' })).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await expect(bar).toBeInViewport();
  });
});

test('the List/Map switch shows the results as markers, and "Search this area" puts bbox in the address', async ({ page }) => {
  await page.goto('/properties');
  await hydrated(page);
  await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' }).click();
  const markers = page.locator('.listing-marker');
  const clusters = page.locator('.listing-cluster');
  await expect.poll(async () => (await markers.count()) + (await clusters.count()), { timeout: 20_000 }).toBeGreaterThan(0);
  // every matching listing is on the map, so on a small screen they may all be clustered: a cluster's tap
  // zooms in. The map fits itself again whenever the set of listings changes (other tests publish
  // listings while this one runs), which may cluster every marker again, and a zoom re-draws markers
  // while they are being tapped: so each try zooms in when no marker shows, then taps one, until its card opens.
  const popupLink = page.locator('.leaflet-popup').getByRole('link', { name: /View details/ });
  await expect(async () => {
    if ((await markers.count()) === 0) {
      await clusters.first().click({ timeout: 3_000 });
      await expect(markers.first()).toBeVisible({ timeout: 3_000 });
    }
    await markers.first().click({ timeout: 3_000 });
    await expect(popupLink).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/bbox=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+|bbox=-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+/);
  await expect(page.getByRole('list', { name: 'Applied Criteria' })).toContainText('Map area');
});

test('the map shows every matching listing, clustered, not only the 9 of the page', async ({ page, request }) => {
  const answer = (await (await request.get('/api/sites/map')).json()) as { data: unknown[]; matched: number; capped: boolean };
  const list = (await (await request.get('/api/sites?pageSize=9')).json()) as { data: unknown[]; total: number };
  expect(list.data).toHaveLength(9);
  expect(answer.data.length).toBeGreaterThan(9);
  expect(answer.capped).toBe(false);
  await page.goto('/properties');
  await hydrated(page);
  await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' }).click();
  const note = page.locator('[data-map-note]');
  await expect(note).toContainText(`${answer.data.length} properties on the map.`, { timeout: 20_000 });
  // every one of them is a marker or inside a cluster's count
  await expect
    .poll(
      async () => {
        const single = await page.locator('.listing-marker').count();
        const clustered = await page
          .locator('.listing-cluster')
          .evaluateAll((els) => els.reduce((sum, el) => sum + Number(el.getAttribute('data-count') ?? 0), 0));
        return single + clustered;
      },
      { timeout: 20_000 },
    )
    .toBe(answer.data.length);
});

test('two listings are compared through the card toggles and the tray', async ({ page }) => {
  await page.goto('/properties');
  await hydrated(page);
  const list = cards(page);
  await expect(list.first()).toBeVisible();
  const titles: string[] = [];
  for (const index of [0, 1]) {
    const card = list.nth(index);
    titles.push(((await card.getByRole('heading').textContent()) ?? '').trim());
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: /^Compare / }).click();
    await expect(card.getByRole('button', { name: /^Compare / })).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByRole('complementary', { name: 'Compare properties' });
  await expect(tray).toContainText('2 of 3');
  await tray.getByRole('link', { name: 'Compare now' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
  for (const title of titles) await expect(page.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
});

test('a typed "2 bhk" search lights the 2 BHK chip, and another chip adds to it', async ({ page }) => {
  await page.goto(`/properties?q=${encodeURIComponent('2 bhk in varanasi')}`);
  await hydrated(page);
  const filters = page.getByRole('button', { name: /^Filters/ });
  if (await filters.isVisible()) await filters.click();
  await expect(page.getByRole('checkbox', { name: '2 BHK', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '3 BHK', exact: true })).not.toBeChecked();
  await page.getByRole('checkbox', { name: '3 BHK', exact: true }).click();
  await expect(page).toHaveURL(/[?&]bhk=2%2C3(&|$)/);
  await expect(page).not.toHaveURL(/[?&]q=/);
  if (await filters.isVisible()) {
    const expanded = await filters.getAttribute('aria-expanded');
    if (expanded !== 'true') await filters.click();
  }
  await expect(page.getByRole('checkbox', { name: '2 BHK', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '3 BHK', exact: true })).toBeChecked();
});

test('a plot’s card shows its size in the unit given, with square feet beside it', async ({ page, request }) => {
  const answer = await request.get('/api/sites?category=Plots&pageSize=60');
  const { data } = (await answer.json()) as {
    data: { site_title: string; plot_area?: number; plot_area_unit?: string; plot_area_sqft?: number; carpet_area_sqft_min?: number }[];
  };
  const plot = data.find((s) => s.plot_area_unit === 'sqyd' && s.plot_area && s.plot_area_sqft && s.carpet_area_sqft_min === undefined);
  if (!plot) throw new Error('the demo catalogue has no plot measured in square yards');
  await page.goto(`/properties?title=${encodeURIComponent(plot.site_title)}`);
  const card = cards(page).filter({ has: page.getByRole('heading', { name: plot.site_title, exact: true }) });
  await expect(card.locator('[data-fact="plot"] dd')).toHaveText(
    `${plot.plot_area?.toLocaleString('en-IN')} sq yd (${plot.plot_area_sqft?.toLocaleString('en-IN')} sq ft)`,
  );
  await expect(card.locator('[data-fact="plot"]')).toBeVisible();
});

test('a fourth compare pick is refused with a message that can be read whole, above the cards', async ({ page }) => {
  await page.goto('/properties');
  await hydrated(page);
  const list = cards(page);
  await expect(list.nth(3)).toBeVisible();
  for (const index of [0, 1, 2]) {
    const card = list.nth(index);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: /^Compare / }).click();
  }
  const fourth = list.nth(3);
  await fourth.scrollIntoViewIfNeeded();
  await fourth.getByRole('button', { name: /^Compare / }).click();
  await expect(fourth.getByRole('button', { name: /^Compare / })).toHaveAttribute('aria-pressed', 'false');
  const message = page.getByText('You can compare up to 3 properties', { exact: true });
  await expect(message).toBeInViewport({ ratio: 1 });
  // nothing covers or clips it once the toast has slid into place: the point at each end of the text is the message itself
  const uncovered = async () => {
    const box = await message.boundingBox();
    if (!box) return false;
    for (const x of [box.x + 2, box.x + box.width / 2, box.x + box.width - 2]) {
      const isMessage = await message.evaluate(
        (el, [px, py]) => el.contains(el.ownerDocument.elementFromPoint(px ?? 0, py ?? 0)),
        [x, box.y + box.height / 2],
      );
      if (!isMessage) return false;
    }
    return true;
  };
  await expect.poll(uncovered, { timeout: 5_000 }).toBe(true);
});

test('the detail page draws the listing on an interactive map over its drawn locator', async ({ page }) => {
  const listing = await someListing(page);
  test.skip(listing.site_lat === null || listing.site_lon === null, 'no listing of the demo catalogue has coordinates');
  await page.goto(`/detailpage/${listing.site_id}`);
  await hydrated(page);
  await expect(page.getByRole('img', { name: new RegExp(`^Locator of ${listing.site_title}`) })).toBeAttached();
  await page.getByRole('heading', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: `Map of ${listing.site_title}` });
  await expect(map).toBeVisible({ timeout: 20_000 });
  await expect(map.locator('.listing-marker')).toHaveCount(1);
});

/**
 * Records the requests for the map's code (Leaflet and the canvases drawing it) that `page` makes
 * from now on: issue #35, docs/decisions/0033-javascript-budget.md.
 */
function mapCodeRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[\w-]*(leaflet|map-canvas)[\w-]*\.js$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('the list page fetches no map code until the Map tab is chosen (issue #35)', async ({ page }) => {
  const mapCode = mapCodeRequests(page);
  await page.goto('/properties');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(mapCode).toEqual([]);
  await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' }).click();
  await expect.poll(() => mapCode.some((url) => url.includes('leaflet'))).toBe(true);
  await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 });
});

test('the detail page fetches the map’s code only when its map comes near the viewport (issue #35)', async ({ page }) => {
  const listing = await someListing(page);
  test.skip(listing.site_lat === null || listing.site_lon === null, 'no listing of the demo catalogue has coordinates');
  const mapCode = mapCodeRequests(page);
  await page.goto(`/detailpage/${listing.site_id}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const locator = page.getByRole('img', { name: new RegExp(`^Locator of ${listing.site_title}`) });
  // the map lies further below the first screen than the 400 px it is fetched ahead (LocationBlock)
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box?.y).toBeGreaterThan(height + 400);
  expect(mapCode).toEqual([]);
  await page.getByRole('heading', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
  await expect.poll(() => mapCode.some((url) => url.includes('leaflet'))).toBe(true);
  await expect(page.getByRole('region', { name: `Map of ${listing.site_title}` }).locator('.listing-marker')).toHaveCount(1, {
    timeout: 20_000,
  });
});

test('the detail page shows the monthly EMI for the listing’s price', async ({ page }) => {
  const listing = await someListing(page);
  await page.goto(`/detailpage/${listing.site_id}`);
  await hydrated(page);
  const loan = defaultLoanRupees(listing.site_price);
  const { emi } = computeEmi({ principalRupees: loan, annualRatePercent: DEFAULT_ANNUAL_RATE_PERCENT, tenureYears: DEFAULT_TENURE_YEARS });
  await expect(page.getByRole('textbox', { name: 'Loan amount' })).toHaveValue(formatIndianDigits(loan));
  await expect(page.getByLabel('Monthly EMI')).toContainText(`₹${formatIndianDigits(emi)}`);
});

test('the EMI loan amount takes lakh and crore like every rupee box: "20 lakh" gives the EMI of ₹20,00,000', async ({ page }) => {
  const answer = await page.request.get('/api/sites?minPrice=2500000&pageSize=1');
  const [listing] = ((await answer.json()) as { data: Listing[] }).data;
  if (!listing) throw new Error('the demo catalogue has no listing from ₹25 lakh');
  await page.goto(`/detailpage/${listing.site_id}`);
  await hydrated(page);
  const loanBox = page.getByRole('textbox', { name: 'Loan amount' });
  await loanBox.fill('20 lakh');
  await loanBox.press('Tab');
  await expect(loanBox).toHaveValue('20,00,000');
  const { emi } = computeEmi({
    principalRupees: 2_000_000,
    annualRatePercent: DEFAULT_ANNUAL_RATE_PERCENT,
    tenureYears: DEFAULT_TENURE_YEARS,
  });
  await expect(page.getByLabel('Monthly EMI')).toContainText(`₹${formatIndianDigits(emi)}`);
});

test('a max budget the search cannot use is not dropped silently: the listing page says it was not used', async ({ page }) => {
  for (const typed of ['fifty', '-5', '99999999999']) {
    await page.goto('/');
    await hydrated(page);
    const hero = page.getByRole('search', { name: 'Find a property' });
    await hero.getByLabel('Max Budget').fill(typed);
    await hero.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/properties\\?maxPrice=${encodeURIComponent(typed)}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Some filters in this address were ignored:' })).toContainText(
      `Max Price "${typed}" was not used: type an amount such as 60 lakh or 1.5 crore (0 to 1,000 crore).`,
    );
  }
});

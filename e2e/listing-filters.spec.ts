import { expect, type Page, test } from '@playwright/test';

/**
 * The listing page never sends a filter that `GET /api/sites` refuses (docs/product/catalogue.md,
 * "Searching": a value the API cannot accept is answered 400; the page reads its address with
 * the same contract). A refused value in the address is left out, the list still loads, and a
 * notice names the filter that was ignored; an accepted value is sent exactly as written.
 */

/**
 * Every list query the page made, in order: first those the server made while drawing the page
 * (read from the query-state block the page carries), then every `GET /api/sites` (the list, not
 * one listing) the browser sent after taking the page over.
 */
type Sent = URLSearchParams[];

/** Starts collecting the browser's own `GET /api/sites` queries into `sent`. */
function watchListRequests(page: Page): Sent {
  const seen: Sent = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/sites') seen.push(url.searchParams);
  });
  return seen;
}

/** The list queries (`['sites', 'list', query]`) the server answered while drawing `html`. */
function serverListQueries(html: string): Sent {
  const block = /<script type="application\/json" id="query-state">([\s\S]*?)<\/script>/.exec(html);
  if (!block?.[1]) return [];
  const state = JSON.parse(block[1]) as { queries: { queryKey: unknown[] }[] };
  return state.queries
    .filter((query) => query.queryKey[0] === 'sites' && query.queryKey[1] === 'list')
    .map((query) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query.queryKey[2] as Record<string, unknown>)) {
        if (value !== undefined && value !== null) params.set(name, String(value));
      }
      return params;
    });
}

/**
 * Opens `/properties?{query}` and waits until the browser has taken the server-drawn page over.
 * The list queries the server made while drawing it go first into `sent`.
 */
async function openListing(page: Page, query: string, sent: Sent): Promise<void> {
  const response = await page.goto(`/properties?${query}`);
  expect(response?.status()).toBe(200);
  sent.unshift(...serverListQueries((await response?.text()) ?? ''));
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** Checks the list loaded: the count line shows and no error banner does. */
async function expectListLoaded(page: Page): Promise<void> {
  await expect(page.getByText(/^Showing \d+ - \d+ of \d+$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Properties' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Error fetching properties. Please try again later.')).toHaveCount(0);
}

/** The notice naming the ignored filters. */
const ignoredNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Some filters in this address were ignored:' });

const TITLE_101 = `Sigra Heights ${'x'.repeat(87)}`;

const refused = [
  { what: 'a minimum price above 1,000 crore', query: 'minPrice=20000000000', name: 'minPrice', value: '20000000000', label: 'Min Price' },
  { what: 'a page beyond 100,000', query: 'page=100001', name: 'page', value: '100001', label: 'Page' },
  {
    what: 'a title of 101 characters',
    query: `title=${encodeURIComponent(TITLE_101)}`,
    name: 'title',
    value: TITLE_101,
    label: 'Property Name',
  },
  { what: 'a word where the minimum price belongs', query: 'minPrice=abc', name: 'minPrice', value: 'abc', label: 'Min Price' },
] as const;

test.describe('listing filters the API would refuse', () => {
  test.beforeAll(() => {
    expect(TITLE_101).toHaveLength(101);
  });

  for (const c of refused) {
    test(`${c.what} is left out, named in a notice, and the list still loads`, async ({ page }) => {
      const sent = watchListRequests(page);
      await openListing(page, c.query, sent);
      await expectListLoaded(page);

      const notice = ignoredNotice(page);
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('listitem')).toHaveCount(1);
      await expect(notice.getByRole('listitem')).toContainText(c.label);

      expect(sent.length).toBeGreaterThan(0);
      for (const query of sent) {
        expect(query.getAll(c.name), `sent ${query.toString()}`).not.toContain(c.value);
        if (c.name !== 'page') expect(query.has(c.name), `sent ${query.toString()}`).toBe(false);
      }
      if (c.name === 'page') {
        expect(sent.every((query) => query.get('page') === '1')).toBe(true);
        await expect(page.getByText(/^Showing 1 - \d+ of \d+$/)).toBeVisible();
      }
    });
  }

  test('a fractional minimum price is sent exactly as written, never rounded, without a notice', async ({ page }) => {
    const sent = watchListRequests(page);
    await openListing(page, 'minPrice=2500000.5', sent);
    await expect(page.getByText(/^Showing \d+ - \d+ of \d+$|^No properties found$/)).toBeVisible();
    await expect(page.getByText('Error fetching properties. Please try again later.')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Applied Criteria' })).toContainText('Price: from');
    await expect(ignoredNotice(page)).toHaveCount(0);

    expect(sent.length).toBeGreaterThan(0);
    for (const query of sent) expect(query.get('minPrice'), `sent ${query.toString()}`).toBe('2500000.5');
  });

  test('the usable filters of an address are kept while the refused one is ignored', async ({ page }) => {
    const sent = watchListRequests(page);
    await openListing(page, 'location=Varanasi&minPrice=abc', sent);
    expect(sent.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Search Results in Varanasi', level: 2 })).toBeVisible();
    await expectListLoaded(page);
    await expect(ignoredNotice(page)).toContainText('Min Price "abc"');
    for (const query of sent) {
      expect(query.get('location')).toBe('Varanasi');
      expect(query.has('minPrice')).toBe(false);
    }
  });
});

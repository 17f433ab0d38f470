import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// docs/product/seo.md, "Page heads, structured data and status codes": every public page is drawn on
// the server with its own head and structured data, readable without scripts, taken over by the
// browser without errors or layout shift; unknown addresses, listings and posts answer 404.

type Site = {
  site_id: number;
  site_title: string;
  site_city: string;
  site_landmark: string;
  site_status: string;
  cover_images: string[];
  builder_id?: number | null;
};
type Blog = { blog_id: number; blog_title: string; blog_excerpt: string; blog_image: string };

/** The demo records the public pages show: a listing with photos (Sigra Heights), a sold one, a blog post and a developer. */
type Demo = { listing: Site; sold: Site; blog: Blog; developer: { id: number; company: string } };

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

async function findDemo(request: APIRequestContext): Promise<Demo> {
  const sites = async (query: string) => (await json<{ data: Site[] }>(request, `/api/sites?${query}`)).data;
  const listing = (await sites('title=Sigra%20Heights&pageSize=1'))[0];
  const sold = (await sites('title=Assi%20Ghat%20Heritage%20Villas&pageSize=1'))[0];
  const blog = (await json<{ data: Blog[] }>(request, '/api/blogs?page=1&pageSize=1')).data[0];
  let builtBy: Site | undefined;
  for (let page = 1; !builtBy && page <= 5; page++) builtBy = (await sites(`pageSize=60&page=${page}`)).find((site) => site.builder_id);
  if (!listing || !sold || !blog || !builtBy?.builder_id)
    throw new Error('the demo catalogue lacks a listing, sold listing, post or developer');
  const developer = await json<{ data: { builder_id: number; company: string } }>(request, `/api/developers/${builtBy.builder_id}`);
  return { listing, sold, blog, developer: { id: developer.data.builder_id, company: developer.data.company } };
}

/** One public page: its address, the canonical address it declares, the text its main heading reads, and its JSON-LD types. */
type PublicPage = { path: string; canonical?: string; heading: string | RegExp; jsonLd?: string[] };

function publicPages(demo: Demo): PublicPage[] {
  return [
    { path: '/', heading: 'Connecting Dreams with the Perfect Property.', jsonLd: ['RealEstateAgent', 'WebSite'] },
    { path: '/properties', heading: 'Explore Our Diverse Range of Properties' },
    { path: '/blogs', heading: 'Welcome to our blog' },
    { path: `/blogs/${demo.blog.blog_id}`, heading: demo.blog.blog_title, jsonLd: ['BlogPosting'] },
    { path: '/aboutpage', heading: 'Connecting You To Property Opportunities' },
    { path: '/faqs', heading: 'Have a question? You will find the answer here.', jsonLd: ['FAQPage'] },
    { path: '/contactus', heading: 'Have A Question? Reach Out To Us.' },
    { path: '/associatemembership', heading: 'Join the community for career growth' },
    { path: '/propertyseekers', heading: 'Find The Right Home With An Expert Beside You' },
    { path: '/associates', heading: 'Build Your Real Estate Career With Us!' },
    { path: '/builders', heading: 'Show Your Properties To The Right Audience' },
    { path: '/property/ganga-view-apartments', heading: 'Property Detail Page' },
    { path: `/detailpage/${demo.listing.site_id}`, heading: demo.listing.site_title, jsonLd: ['RealEstateListing', 'BreadcrumbList'] },
    { path: `/developers/${demo.developer.id}`, heading: demo.developer.company },
  ];
}

const decode = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head of a server answer as a crawler reads it, before any script runs. */
type Head = {
  lang: string;
  titles: string[];
  meta: (key: string) => string[];
  links: (rel: string) => { href: string; hreflang?: string }[];
  jsonLd: Record<string, unknown>[];
};

function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = (name: string) =>
    [...head.matchAll(new RegExp(`<${name}\\s([^>]*?)/?>`, 'gi'))].map((m) =>
      Object.fromEntries([...(m[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [(a[1] ?? '').toLowerCase(), decode(a[2] ?? '')])),
    );
  const metas = tags('meta');
  const links = tags('link');
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? '',
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? '')),
    meta: (key) => metas.filter((m) => m.name === key || m.property === key).map((m) => m.content ?? ''),
    links: (rel) => links.filter((l) => l.rel === rel).map((l) => ({ href: l.href ?? '', hreflang: l.hreflang })),
    // every block must be valid JSON (a block that is not fails here)
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
    ),
  };
}

async function serverHead(request: APIRequestContext, path: string, status = 200): Promise<Head> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(status);
  expect(res.headers()['content-type']).toContain('text/html');
  return readHead(await res.text());
}

let demo: Demo;
test.beforeEach(async ({ request }) => {
  demo ??= await findDemo(request);
});

test.describe('page heads sent by the server', () => {
  test('every public page has its own title, description, canonical address, Open Graph, Twitter card, hreflang pair and valid JSON-LD', async ({
    request,
    baseURL,
  }) => {
    const titles = new Set<string>();
    for (const page of publicPages(demo)) {
      const head = await serverHead(request, page.path);
      const canonical = `${baseURL}${page.canonical ?? page.path}`;
      expect(head.lang, page.path).toBe('en-IN');
      expect(head.titles, page.path).toHaveLength(1);
      const title = head.titles[0] ?? '';
      expect(title, page.path).toContain('Kashi Realty');
      expect(titles.has(title), `${page.path} has a title of its own`).toBe(false);
      titles.add(title);
      expect(head.meta('description'), page.path).toHaveLength(1);
      expect(head.meta('description')[0]?.length ?? 0, page.path).toBeGreaterThan(20);
      expect(head.links('canonical'), page.path).toEqual([{ href: canonical, hreflang: undefined }]);
      expect(head.meta('og:title')[0], page.path).toBeTruthy();
      expect(head.meta('og:description'), page.path).toEqual(head.meta('description'));
      expect(head.meta('og:url'), page.path).toEqual([canonical]);
      expect(head.meta('og:type')[0], page.path).toMatch(/^(website|article)$/);
      expect(head.meta('og:image')[0], page.path).toMatch(/^https?:\/\/.+\.(webp|jpe?g|png)$/);
      expect(head.meta('og:locale'), page.path).toEqual(['en_IN']);
      expect(head.meta('twitter:card'), page.path).toEqual(['summary_large_image']);
      expect(head.links('alternate'), page.path).toEqual([
        { hreflang: 'en-IN', href: canonical },
        { hreflang: 'hi-IN', href: `${baseURL}${page.path === '/' ? '/hi' : `/hi${page.path}`}` },
        { hreflang: 'x-default', href: canonical },
      ]);
      expect(head.meta('robots'), page.path).toEqual([]);
      for (const block of head.jsonLd) expect(block['@context'], page.path).toBe('https://schema.org');
      expect(head.jsonLd.map((block) => block['@type']).sort(), page.path).toEqual([...(page.jsonLd ?? [])].sort());
    }
  });

  test('a listing names its title, locality, city, price, BHK and cover photo, with its offer, place and breadcrumb', async ({
    request,
    baseURL,
  }) => {
    const { listing } = demo;
    const head = await serverHead(request, `/detailpage/${listing.site_id}`);
    expect(head.titles[0]).toBe('Sigra Heights, Sigra, Varanasi: 2/3 BHK Apartment for ₹62 L | Kashi Realty');
    expect(head.meta('description')[0]).toMatch(/^2\/3 BHK Apartment for ₹62 L in Sigra, Varanasi\. /);
    expect(head.meta('og:image')).toEqual([`${baseURL}/server/${listing.cover_images[0]}`]);
    const url = `${baseURL}/detailpage/${listing.site_id}`;
    const block = head.jsonLd.find((b) => b['@type'] === 'RealEstateListing') as Record<string, never>;
    expect(block).toMatchObject({
      url,
      datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      offers: { '@type': 'Offer', price: 6_200_000, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      contentLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: 'Sigra', addressLocality: 'Varanasi', addressCountry: 'IN' },
        geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
      },
    });
    const crumbs = head.jsonLd.find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((c) => [c.name, c.item])).toEqual([
      ['Home', `${baseURL}/`],
      ['Varanasi', `${baseURL}/properties?city=Varanasi`],
      ['Sigra Heights', url],
    ]);
    // the other address of a listing points at the same canonical page
    expect((await serverHead(request, `/detailproperty/${listing.site_id}`)).links('canonical')).toEqual([
      { href: url, hreflang: undefined },
    ]);
  });

  test('a sold listing answers 200 and says it is sold', async ({ request, page }) => {
    const head = await serverHead(request, `/detailpage/${demo.sold.site_id}`);
    expect(head.titles[0]).toMatch(/\(Sold\) \| Kashi Realty$/);
    expect(head.meta('description')[0]).toMatch(/^Sold: /);
    expect(head.jsonLd.find((b) => b['@type'] === 'RealEstateListing')).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
    });
    await page.goto(`/detailpage/${demo.sold.site_id}`);
    await expect(page.getByRole('heading', { level: 1, name: demo.sold.site_title })).toBeVisible();
    await expect(page.locator('article header').getByText('Sold', { exact: true })).toBeVisible();
  });

  test('a search page is described by its filters, and its canonical address keeps them without tracking parameters', async ({
    request,
    baseURL,
  }) => {
    const head = await serverHead(request, '/properties?bhk=2&category=Apartment&location=Lanka&city=Varanasi&utm_source=whatsapp');
    expect(head.titles[0]).toBe('2 BHK flats in Lanka, Varanasi | Kashi Realty');
    expect(head.meta('og:title')).toEqual(['2 BHK flats in Lanka, Varanasi']);
    expect(head.meta('description')[0]).toMatch(/^2 BHK flats in Lanka, Varanasi: /);
    expect(head.links('canonical')).toEqual([
      { href: `${baseURL}/properties?bhk=2&category=Apartment&location=Lanka&city=Varanasi`, hreflang: undefined },
    ]);
    // the free-text search, as the API understood it
    const typed = await serverHead(request, `/properties?q=${encodeURIComponent('2 bhk flats in lanka')}`);
    expect(typed.titles[0]).toBe('2 BHK flats in Lanka, Varanasi | Kashi Realty');
  });

  test('a blog post uses its title, excerpt and picture', async ({ request, baseURL }) => {
    const { blog } = demo;
    const head = await serverHead(request, `/blogs/${blog.blog_id}`);
    expect(head.titles[0]).toBe(`${blog.blog_title} | Kashi Realty`);
    expect(head.meta('description')).toEqual([blog.blog_excerpt]);
    expect(head.meta('og:type')).toEqual(['article']);
    expect(head.meta('og:image')).toEqual([`${baseURL}/server/${blog.blog_image}`]);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'BlogPosting', headline: blog.blog_title, description: blog.blog_excerpt });
  });

  test('the home page describes the business and searches the listings', async ({ request, baseURL }) => {
    const head = await serverHead(request, '/');
    expect(head.titles).toEqual(['Kashi Realty – Connecting Dreams with the Perfect Property']);
    expect(head.jsonLd.find((b) => b['@type'] === 'RealEstateAgent')).toMatchObject({
      telephone: '+919415012345',
      email: 'care@kashirealty.in',
      address: { '@type': 'PostalAddress', addressLocality: 'Varanasi', postalCode: '221010' },
    });
    expect(head.jsonLd.find((b) => b['@type'] === 'WebSite')).toMatchObject({
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${baseURL}/properties?search={search_term_string}` } },
    });
  });

  test('a Hindi page links back to its English twin and speaks Hindi in its head', async ({ request, baseURL }) => {
    const head = await serverHead(request, '/hi/aboutpage');
    expect(head.lang).toBe('hi-IN');
    expect(head.titles).toEqual(['हमारे बारे में | Kashi Realty']);
    expect(head.meta('og:locale')).toEqual(['hi_IN']);
    expect(head.links('canonical')).toEqual([{ href: `${baseURL}/hi/aboutpage`, hreflang: undefined }]);
    expect(head.links('alternate')).toEqual([
      { hreflang: 'en-IN', href: `${baseURL}/aboutpage` },
      { hreflang: 'hi-IN', href: `${baseURL}/hi/aboutpage` },
      { hreflang: 'x-default', href: `${baseURL}/aboutpage` },
    ]);
    const listing = await serverHead(request, `/hi/detailpage/${demo.listing.site_id}`);
    expect(listing.titles[0]).toContain('₹62 लाख');
  });
});

test.describe('status codes', () => {
  test('an unknown address answers 404 with the 404 page, and the app keeps working after it', async ({ request, page }) => {
    const head = await serverHead(request, '/no-such-page', 404);
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.titles).toEqual(['Page not found | Kashi Realty']);

    const answer = await page.goto('/no-such-page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 60_000 });
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) await menu.click();
    await page.locator('header').getByRole('link', { name: 'Properties', exact: true }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Diverse Range of Properties' })).toBeVisible();
    await expect(page.getByText(/^Showing 1 - 9 of \d+$/)).toBeVisible();
    await expect(page).toHaveTitle('Properties for sale in Uttar Pradesh | Kashi Realty');
  });

  test('an unknown listing or blog post answers 404 with noindex', async ({ request, page }) => {
    for (const [path, heading] of [
      ['/detailpage/999999', 'Property not found'],
      ['/blogs/999999', 'Page not found'],
    ] as const) {
      const head = await serverHead(request, path, 404);
      expect(head.meta('robots'), path).toEqual(['noindex']);
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});

test.describe('public pages in the browser', () => {
  test('are readable with scripts off', async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of publicPages(demo)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      expect(((await page.locator('#root').textContent()) ?? '').trim().length, path).toBeGreaterThan(100);
    }
    await context.close();
  });

  test('are taken over without console errors and without layout shift (CLS under 0.05), desktop 1366×900 and phone 390×844', async ({
    page,
  }, testInfo) => {
    test.setTimeout(600_000);
    await page.setViewportSize(testInfo.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1366, height: 900 });
    await page.addInitScript(MEASURE_LAYOUT_SHIFT);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    const shifts: Record<string, number> = {};
    for (const { path, heading } of publicPages(demo)) {
      await page.goto(path, { waitUntil: 'load' });
      // the first visit downloads and runs the app's scripts, which takes a while on a busy machine
      await expect(page.locator('#root'), path).not.toHaveAttribute('inert', { timeout: 60_000 });
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await settle(page);
      shifts[path] = Number(await page.evaluate('window.layoutShift'));
    }
    expect(problems).toEqual([]);
    for (const [path, shift] of Object.entries(shifts)) expect(shift, `CLS of ${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
  });

  test('keep the document title following navigation', async ({ page }) => {
    await page.goto('/aboutpage');
    await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 60_000 });
    await expect(page).toHaveTitle('About Us | Kashi Realty');
    // the browser takes the server's head tags over instead of adding its own
    for (const tag of ['title', 'meta[name="description"]', 'link[rel="canonical"]', 'meta[property="og:title"]']) {
      expect(await page.locator(`head ${tag}`).count(), tag).toBe(1);
    }
    expect(await page.locator('head link[rel="alternate"][hreflang]').count()).toBe(3);
    await page.goto('/faqs');
    await expect(page).toHaveTitle('FAQs | Kashi Realty');
    await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 60_000 });
    await page.getByRole('link', { name: 'Get In Touch' }).click();
    await expect(page).toHaveURL(/\/contactus$/);
    await expect(page).toHaveTitle('Contact Us | Kashi Realty');
    expect(await page.locator('head meta[name="description"]').count()).toBe(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/contactus$/);
  });
});

/**
 * Sums the page's unexpected layout shifts into `window.layoutShift` (the Cumulative Layout Shift
 * of the visit: every shift not caused by recent input), from the first paint on.
 */
const MEASURE_LAYOUT_SHIFT = `window.layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
}).observe({ type: 'layout-shift', buffered: true });`;

/** Waits until the page has painted its late parts (fonts, pictures, answers after hydration) and is still for a moment. */
async function settle(page: Page): Promise<void> {
  await page.evaluate('document.fonts.ready.then(() => undefined)');
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(800);
}

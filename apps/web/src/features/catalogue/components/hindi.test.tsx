import type { Site } from '@realty/contracts/sites/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../../lib/i18n/i18n.ts';
import { stubLayoutApis } from '../../../test/layout-stubs.ts';
import { sampleSite } from '../../../test/sample-site.ts';
import { FeaturedProperties } from './featured-properties.tsx';
import { PropertyCard } from './property-card.tsx';
import { PropertyDetail } from './property-detail.tsx';

// docs/product/seo.md, "Hindi": a Hindi page shows a listing's areas, units, categories and places
// from the listing vocabulary, never half in English; the English page is unchanged.

/** Sigra Heights as the demo catalogue has it: a range of carpet areas, near a famous place. */
const sigraHeights = sampleSite(1, {
  site_title: 'Sigra Heights',
  site_famous_place: 'Kashi Vidyapith',
  site_area: '970 sq ft – 1,710 sq ft carpet area',
  site_description: 'Two twelve-storey towers.',
  bhk: [2, 3],
  carpet_area_sqft_min: 970,
  carpet_area_sqft_max: 1710,
  possession: 'ready',
  furnishing: 'semi',
});

/** A plot measured in square yards. */
const plot = sampleSite(9, {
  site_title: 'Sarnath Buddha Vihar Plots',
  site_category: 'Plots',
  site_landmark: 'Sarnath',
  site_famous_place: 'Dhamek Stupa',
  site_area: '1,350 sq ft plot (150 sq yd)',
  plot_area: 150,
  plot_area_unit: 'sqyd',
  plot_area_sqft: 1350,
}) as unknown as Site;

/** English words of the listing vocabulary that must not be left on a Hindi page. */
const ENGLISH = /sq ft|sq yd|carpet area|built-up|\bplot\b|Varanasi|Uttar Pradesh|Sigra\b|Kashi Vidyapith|Apartment|Plots|Ready to move/;

function renderIn(language: 'en' | 'hi', ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nFor(language)}>
        <MemoryRouter
          basename={language === 'hi' ? '/hi' : undefined}
          initialEntries={[language === 'hi' ? '/hi/detailpage/1' : '/detailpage/1']}
        >
          {ui}
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** Answers `GET /api/...` from `answers` by path (and query, when a key has one); every URL asked is kept in `asked`. */
function mockApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(`${url.pathname}${url.search}`);
    const body = answers[`${url.pathname}${url.search}`] ?? answers[url.pathname];
    return body
      ? new Response(JSON.stringify(body), { status: 200 })
      : new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Not found.' }), { status: 404 });
  });
  return asked;
}

describe('the listing page in Hindi', { timeout: 20_000 }, () => {
  beforeAll(() => stubLayoutApis({ matchMedia: false }));
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the header’s area, the address with its famous place and the project’s area in Hindi', async () => {
    mockApi({ '/api/sites/1': { success: true, data: { site: sigraHeights, related_sites: [] } } });
    renderIn('hi', <PropertyDetail siteId={1} recentlyViewedIds={[]} />);
    const header = (await screen.findByRole('heading', { name: 'Sigra Heights', level: 1 })).closest('header') as HTMLElement;
    const area = within(header).getByText('एरिया').nextElementSibling as HTMLElement;
    expect(area).toHaveTextContent(/^970 – 1,710 वर्ग फ़ुट कार्पेट एरिया$/);
    expect(within(header).getByText('काशी विद्यापीठ, सिगरा, वाराणसी, उत्तर प्रदेश')).toBeInTheDocument();
    expect(within(header).getByText('अपार्टमेंट')).toBeInTheDocument();
    const words = header.textContent?.replace('Sigra Heights', '') ?? '';
    expect(words).not.toMatch(ENGLISH);

    const about = screen.getByRole('heading', { name: 'प्रोजेक्ट के बारे में' }).closest('section') as HTMLElement;
    expect(within(about).getByText('970 – 1,710 वर्ग फ़ुट कार्पेट एरिया')).toBeInTheDocument();
    expect(within(about).queryByText(/sq ft|carpet area/)).toBeNull();
  });

  it('keeps the English page as staff entered it', async () => {
    mockApi({ '/api/sites/1': { success: true, data: { site: sigraHeights, related_sites: [] } } });
    renderIn('en', <PropertyDetail siteId={1} recentlyViewedIds={[]} />);
    const header = (await screen.findByRole('heading', { name: 'Sigra Heights', level: 1 })).closest('header') as HTMLElement;
    expect(within(header).getByText('Area').nextElementSibling).toHaveTextContent(/^970 sq ft – 1,710 sq ft carpet area$/);
    expect(within(header).getByText('Kashi Vidyapith, Sigra, Varanasi, Uttar Pradesh')).toBeInTheDocument();
  });
});

describe('listing cards in Hindi', () => {
  it('writes the area, its units, the category and the place in Hindi, the photo’s text too', () => {
    renderIn('hi', <PropertyCard site={{ ...sigraHeights, cover_images: ['media/sites/demo/apartment-01.webp'] } as unknown as Site} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img')).toHaveAccessibleName('Sigra Heights, वाराणसी');
    expect(card.querySelector('[data-fact="carpet"] dd')).toHaveTextContent('970–1,710 वर्ग फ़ुट');
    expect(within(card).getByText('वाराणसी, उत्तर प्रदेश')).toBeInTheDocument();
    expect(within(card).getByText('रहने को तैयार')).toBeInTheDocument();
    expect(card.textContent?.replace('Sigra Heights', '')).not.toMatch(ENGLISH);
  });

  it('writes a plot’s area in its own unit with square feet beside it, both in Hindi', () => {
    renderIn('hi', <PropertyCard site={plot} />);
    const card = screen.getByRole('article');
    expect(card.querySelector('[data-fact="plot"] dd')).toHaveTextContent('150 वर्ग गज़ (1,350 वर्ग फ़ुट)');
    expect(within(card).getByText('प्लॉट')).toBeInTheDocument();
    expect(card.textContent?.replace('Sarnath Buddha Vihar Plots', '')).not.toMatch(ENGLISH);
  });

  it('keeps the English card unchanged', () => {
    renderIn('en', <PropertyCard site={plot} />);
    const card = screen.getByRole('article');
    expect(card.querySelector('[data-fact="plot"] dd')).toHaveTextContent('150 sq yd (1,350 sq ft)');
    expect(within(card).getByText('Varanasi, Uttar Pradesh')).toBeInTheDocument();
  });
});

describe('the home page’s city filter in Hindi', { timeout: 20_000 }, () => {
  beforeAll(() => stubLayoutApis());
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const places = {
    success: true,
    data: [
      {
        state: 'Uttar Pradesh',
        aliases: ['UP'],
        featured: true,
        cities: ['Chitrakoot', 'Mirzapur', 'Varanasi', 'Prayagraj'].map((city) => ({
          city,
          aliases: [],
          localities: [],
          featured: true,
          lat: 25,
          lon: 82,
        })),
      },
    ],
  };
  const sites = { success: true, data: [sampleSite(3, { site_category: 'Family Houses' })], total: 1, page: 1, pageSize: 12 };

  it('names the states and cities in Devanagari and sends the English name', async () => {
    const asked = mockApi({ '/api/places': places, '/api/sites': sites });
    renderIn('hi', <FeaturedProperties />);
    const city = screen.getByRole('combobox', { name: 'शहर' });
    await vi.waitFor(() => expect(within(city).getAllByRole('option')).toHaveLength(5));
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'सभी शहर'],
      ['Chitrakoot', 'चित्रकूट'],
      ['Mirzapur', 'मिर्ज़ापुर'],
      ['Varanasi', 'वाराणसी'],
      ['Prayagraj', 'प्रयागराज'],
    ]);
    const state = screen.getByRole('combobox', { name: 'राज्य' });
    expect(within(state).getByRole('option', { name: 'उत्तर प्रदेश' })).toHaveValue('Uttar Pradesh');

    await userEvent.selectOptions(city, 'वाराणसी');
    await vi.waitFor(() => expect(asked.some((url) => url.startsWith('/api/sites?') && url.includes('city=Varanasi'))).toBe(true));
  });

  it('keeps the English names on the English page', async () => {
    mockApi({ '/api/places': places, '/api/sites': sites });
    renderIn('en', <FeaturedProperties />);
    const city = screen.getByRole('combobox', { name: 'City' });
    await vi.waitFor(() => expect(within(city).getByRole('option', { name: 'Varanasi' })).toHaveValue('Varanasi'));
  });
});

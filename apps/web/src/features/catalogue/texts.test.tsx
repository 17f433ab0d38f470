import { BUDGET_PRESETS } from '@realty/contracts/sites/budget-presets';
import { LISTING_FIELD_LABELS } from '@realty/contracts/sites/listing-fields';
import type { Site } from '@realty/contracts/sites/site';
import { SITE_CATEGORIES } from '@realty/contracts/sites/site';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n/i18n.ts';
import { categoryLabel } from '../../lib/i18n/vocabulary/vocabulary.ts';
import { sampleSite } from '../../test/sample-site.ts';
import { PropertyCard } from './components/property-card.tsx';
import { ListingFactsTable } from './components/property-detail.tsx';
import type en from './texts/en.json';
import { catalogueTexts, messageIn } from './texts.ts';
import { budgetHint } from './utils/budget-input.ts';
import { formatReviewDate } from './utils/builder-facts.ts';
import { listingFacts, possessionText, pricePerSqftText } from './utils/listing-facts.ts';
import {
  appliedCriteria,
  appliedCriteriaItems,
  ignoredFilterText,
  listingHeading,
  readListingAddress,
  searchChips,
  showingText,
} from './utils/listing-query.ts';

// docs/product/seo.md, "Hindi": the catalogue in Hindi, its English unchanged.
const site = (extra: Record<string, unknown> = {}) => sampleSite(7, extra) as unknown as Site;

describe('the English catalogue texts', () => {
  it('keeps the contract’s labels word for word', () => {
    const t = catalogueTexts('en');
    for (const [list, labels] of Object.entries(LISTING_FIELD_LABELS)) {
      for (const [value, label] of Object.entries(labels)) expect(t(`${list}.${value}` as keyof typeof en)).toBe(label);
    }
    for (const preset of BUDGET_PRESETS) expect(t(`budget.${preset.id}` as keyof typeof en)).toBe(preset.label);
  });
  it('names every listing category in Hindi', () => {
    for (const category of SITE_CATEGORIES) expect(categoryLabel(category, 'hi')).toMatch(/[\u0900-\u097F]/);
    expect(categoryLabel('Plots', 'hi')).toBe('प्लॉट');
    expect(categoryLabel('Plots', 'en')).toBe('Plots');
    expect(categoryLabel('Farm Houses', 'hi')).toBe('Farm Houses');
  });
});

describe('catalogue text builders in Hindi', () => {
  it('writes facts, areas and prices in Hindi, listing content as entered', () => {
    const rich = site({ possession: 'under_construction', possession_date: '2027-03', furnishing: 'semi', carpet_area_sqft_min: 1240 });
    expect(possessionText(rich, 'hi')).toBe('निर्माणाधीन, पज़ेशन मार्च 2027');
    expect(pricePerSqftText(rich, 'hi')).toBe('₹5,000 / वर्ग फ़ुट');
    const facts = Object.fromEntries(listingFacts(rich, 'hi').map((f) => [f.label, f.value]));
    expect(facts).toMatchObject({
      'प्रॉपर्टी का प्रकार': 'अपार्टमेंट',
      'कार्पेट एरिया': '1,240 वर्ग फ़ुट',
      फ़र्निशिंग: 'सेमी-फ़र्निश्ड',
      डेवलपर: 'Kashi Builders',
    });
    expect(Object.fromEntries(listingFacts(rich).map((f) => [f.label, f.value]))).toMatchObject({
      'Property type': 'Apartment',
      Possession: 'Under construction, possession Mar 2027',
      Furnishing: 'Semi-furnished',
    });
  });

  it('words the listing page’s heading, criteria, chips and count in Hindi', () => {
    const filters = { title: 'Sigra', location: 'Varanasi', category: 'Plots', minPrice: 2_000_000, maxPrice: 10_000_000, page: 1 };
    expect(listingHeading(filters, 'hi')).toBe('खोज के नतीजे: “Sigra”, वाराणसी में, श्रेणी: प्लॉट');
    expect(listingHeading({ page: 1 }, 'hi')).toBe('सभी प्रॉपर्टी');
    expect(listingHeading(filters)).toBe('Search Results for Sigra in Varanasi under Plots');
    expect(appliedCriteria({ ...filters, maxPrice: undefined, verified: true }, 'hi')).toEqual([
      'प्रॉपर्टी का नाम: Sigra',
      'लोकेशन: वाराणसी',
      'श्रेणी: प्लॉट',
      'कीमत: ₹20 लाख से',
      'सिर्फ़ जाँची हुई',
    ]);
    expect(showingText(2, 9, 9, 30, 'hi')).toBe('30 में से 10 - 18 प्रॉपर्टी');
    expect(showingText(1, 9, 0, 0, 'hi')).toBe('कोई प्रॉपर्टी नहीं मिली');
    const chips = searchChips('2 bhk apartment under 60 lakh', { bhk: [2], category: 'Apartment', maxPrice: 6_000_000 }, 'hi');
    expect(chips.map((c) => c.label)).toEqual(['2 BHK', 'अपार्टमेंट', '₹60 लाख से कम']);
    expect(searchChips('near bhu', undefined, 'hi').map((c) => c.label)).toEqual(['खोज: “near bhu”']);
    // places in Devanagari from the listing vocabulary; the filters they remove keep the English names
    const lanka = searchChips('2 bhk in lanka', { bhk: [2], locality: 'Lanka', city: 'Varanasi' }, 'hi');
    expect(lanka.map((c) => c.label)).toEqual(['2 BHK', 'लंका', 'वाराणसी']);
    expect(lanka.find((c) => c.key === 'locality')?.without).toMatchObject({ city: 'Varanasi', location: undefined });
    const city = appliedCriteriaItems({ city: 'Varanasi', location: 'Sigra', page: 1 }, 'hi');
    expect(city.map((c) => c.label)).toEqual(['लोकेशन: सिगरा', 'शहर: वाराणसी']);
    expect(city[0]?.without).toEqual({ location: undefined });
    expect(appliedCriteria({ city: 'Varanasi', page: 1 })).toEqual(['City: Varanasi']);
    expect(searchChips('2 bhk in lanka', { locality: 'Lanka', city: 'Varanasi' }).map((c) => c.label)).toEqual(['Lanka', 'Varanasi']);
  });

  it('gives the spec’s error texts in Hindi', () => {
    const { ignored, conflict } = readListingAddress(new URLSearchParams('minPrice=abc&maxArea=10&minArea=20'));
    expect(ignoredFilterText(ignored[0] as (typeof ignored)[number], 'hi')).toBe(
      'न्यूनतम कीमत “abc” इस्तेमाल नहीं हुई: रकम ऐसे लिखें, जैसे 60 लाख या 1.5 करोड़ (0 से 1,000 करोड़ तक)।',
    );
    expect(messageIn(conflict ?? '', 'hi')).toBe('न्यूनतम एरिया अधिकतम एरिया से ज़्यादा नहीं हो सकता');
    expect(messageIn(conflict ?? '', 'en')).toBe('Min Area must not be above Max Area');
    expect(messageIn('Error fetching properties. Please try again later.', 'en')).toBe(
      'Error fetching properties. Please try again later.',
    );
  });

  it('shows budgets and dates in Hindi', () => {
    expect(budgetHint('45', 'hi')).toBe('₹45 लाख');
    expect(budgetHint('1.5 cr', 'hi')).toBe('₹1.5 करोड़');
    expect(budgetHint('lots', 'hi')).toBe('जैसे 45 (लाख) या 1.5 cr लिखें');
    expect(formatReviewDate('2026-05-04T10:00:00Z', 'hi')).toBe('4 मई 2026');
    expect(formatReviewDate('2026-05-04T10:00:00Z')).toBe('4 May 2026');
  });
});

describe('catalogue components in Hindi', () => {
  const inHindi = (ui: React.ReactNode) =>
    render(
      <I18nextProvider i18n={i18nFor('hi')}>
        <MemoryRouter basename="/hi" initialEntries={['/hi/properties']}>
          {ui}
        </MemoryRouter>
      </I18nextProvider>,
    );

  it('draws a card in Hindi with its link kept in Hindi', () => {
    inHindi(<PropertyCard site={site({ bhk: [2, 3], possession: 'ready', site_status: 'Sold' })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('₹62 लाख')).toBeInTheDocument();
    expect(within(card).getByText('अपार्टमेंट')).toBeInTheDocument();
    expect(within(card).getByText('बिक चुकी')).toBeInTheDocument();
    expect(within(card).getByText('रहने को तैयार')).toBeInTheDocument();
    expect(within(card).getByText('2, 3 BHK')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ganga View 7 का पूरा ब्योरा देखें' })).toHaveAttribute('href', '/hi/detailpage/7');
  });

  it('draws the facts table in Hindi', () => {
    inHindi(<ListingFactsTable site={site({ verified: true })} />);
    expect(screen.getByRole('heading', { name: 'प्रॉपर्टी की जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'जाँच' }).closest('tr')).toHaveTextContent('हमारी टीम ने जाँची है');
  });
});

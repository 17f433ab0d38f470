import { listSitesQuerySchema } from '@realty/contracts/sites/list-sites';
import { describe, expect, it } from 'vitest';
import { wireQuery } from '../../../lib/api-client.ts';
import {
  appliedCriteria,
  appliedCriteriaItems,
  hasListingFilters,
  ignoredFilterText,
  keepUnreadPrice,
  listingApiQuery,
  listingHeading,
  listingSearchParams,
  pageCountOf,
  parseListingFilters,
  readListingAddress,
  searchChips,
  showingText,
} from './listing-query.ts';

const parse = (qs: string) => parseListingFilters(new URLSearchParams(qs));
const read = (qs: string) => readListingAddress(new URLSearchParams(qs));
/** Whether `GET /api/sites` would accept the query the page sends for the address `qs`. */
const apiAccepts = (qs: string) => listSitesQuerySchema.safeParse(wireQuery(listingApiQuery(parse(qs)))).success;

describe('parseListingFilters', () => {
  it('reads every filter from the URL, trimmed', () => {
    expect(
      parse(
        'title=%20Sigra%20&category=Apartment&location=Varanasi&search=ghat&minPrice=2000000&maxPrice=9000000&sort=priceLowHigh&page=3',
      ),
    ).toEqual({
      title: 'Sigra',
      category: 'Apartment',
      location: 'Varanasi',
      search: 'ghat',
      minPrice: 2_000_000,
      maxPrice: 9_000_000,
      sort: 'priceLowHigh',
      page: 3,
    });
  });
  it('treats blank and malformed values as absent', () => {
    const f = parse('title=%20%20&minPrice=abc&maxPrice=-4&sort=cheapest&page=zero');
    expect(f.title).toBeUndefined();
    expect(f.minPrice).toBeUndefined();
    expect(f.maxPrice).toBeUndefined();
    expect(f.sort).toBeUndefined();
    expect(f.page).toBe(1);
  });
  it('ignores pages below 1 and fractional pages', () => {
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
  });
  it('accepts property_type and type as the category', () => {
    expect(parse('property_type=Plots').category).toBe('Plots');
    expect(parse('type=Apartment').category).toBe('Apartment');
  });
});

describe('readListingAddress: only what the API accepts', () => {
  const title101 = 'T'.repeat(101);

  it('ignores a price above 1,000 crore and says so, with the API message', () => {
    const { filters, ignored } = read('minPrice=20000000000&maxPrice=30000000');
    expect(filters).toEqual({ maxPrice: 30_000_000, page: 1 });
    expect(ignored).toEqual([
      { name: 'minPrice', label: 'Min Price', value: '20000000000', message: 'Min Price must be at most 1,000 crore' },
    ]);
  });

  it('ignores a page beyond 100,000 and starts at page 1', () => {
    const { filters, ignored } = read('page=100001');
    expect(filters.page).toBe(1);
    expect(ignored).toEqual([{ name: 'page', label: 'Page', value: '100001', message: 'Page must be at most 100000' }]);
    expect(read('page=100000').filters.page).toBe(100_000);
  });

  it('ignores a title of 101 characters but keeps one of 100', () => {
    const { filters, ignored } = read(`title=${title101}&location=Varanasi`);
    expect(filters).toEqual({ location: 'Varanasi', page: 1 });
    expect(ignored).toMatchObject([{ name: 'title', label: 'Property Name', message: 'Title must be at most 100 characters' }]);
    expect(read(`title=${'T'.repeat(100)}`).filters.title).toHaveLength(100);
  });

  it('keeps a fractional price as it is instead of rounding it', () => {
    const { filters, ignored } = read('minPrice=2500000.5');
    expect(filters.minPrice).toBe(2_500_000.5);
    expect(ignored).toEqual([]);
    expect(listingSearchParams(filters).get('minPrice')).toBe('2500000.5');
  });

  it('reports a word where a price belongs instead of dropping it silently', () => {
    const { filters, ignored } = read('minPrice=abc');
    expect(filters.minPrice).toBeUndefined();
    expect(ignored).toEqual([{ name: 'minPrice', label: 'Min Price', value: 'abc', message: 'Min Price must be an amount in rupees' }]);
  });

  it('reports an unknown sort, a negative price and a page that is not a whole number', () => {
    expect(read('sort=cheapest&maxPrice=-4&page=2.5').ignored.map((i) => i.name)).toEqual(['maxPrice', 'sort', 'page']);
  });

  it('reports text holding a control character', () => {
    expect(read('location=Vara%0Bnasi').ignored).toMatchObject([
      { name: 'location', message: 'Location contains characters that are not allowed.' },
    ]);
  });

  it('counts blank values as absent, not as refused', () => {
    expect(read('title=%20&minPrice=&sort=&page=')).toEqual({ filters: { page: 1 }, ignored: [] });
    expect(read('sort=Default').ignored).toEqual([]);
  });

  it('falls back to a valid property_type when the category itself is refused', () => {
    const { filters, ignored } = read(`category=${title101}&property_type=Plots`);
    expect(filters.category).toBe('Plots');
    expect(ignored.map((i) => i.name)).toEqual(['category']);
  });

  it('never builds a query the API would refuse', () => {
    for (const qs of [
      'minPrice=20000000000',
      'page=100001',
      `title=${title101}`,
      'minPrice=2500000.5',
      'minPrice=abc',
      'maxPrice=1e400&sort=x&page=-1',
      'search=%00&category=Plots',
      'minPrice=0x10&maxPrice=%205%20',
    ]) {
      // A minimum above the maximum (0x10 = 16 > 5) is a conflict: the page says so and sends nothing.
      if (read(qs).conflict !== undefined) expect(read(qs).conflict).toBe('Min Price must not be above Max Price');
      else expect(apiAccepts(qs), qs).toBe(true);
    }
  });

  it('writes each ignored filter as one line with its value cut at 30 characters', () => {
    const [title] = read(`title=${title101}`).ignored;
    expect(title && ignoredFilterText(title)).toBe(`Property Name "${'T'.repeat(30)}…": Title must be at most 100 characters`);
    const [price] = read('minPrice=abc').ignored;
    expect(price && ignoredFilterText(price)).toBe(
      'Min Price "abc" was not used: type an amount such as 60 lakh or 1.5 crore (0 to 1,000 crore).',
    );
  });

  it('says that a max budget typed as a word, below 0 or above ₹1,000 crore was not used, in English and Hindi', () => {
    for (const typed of ['fifty', '-5', '99999999999']) {
      const params = keepUnreadPrice(new URLSearchParams('city=Varanasi'), 'maxPrice', typed, undefined);
      const { filters, ignored } = read(params.toString());
      expect(filters.maxPrice, typed).toBeUndefined();
      expect(
        ignored.map((filter) => ignoredFilterText(filter)),
        typed,
      ).toEqual([`Max Price "${typed}" was not used: type an amount such as 60 lakh or 1.5 crore (0 to 1,000 crore).`]);
      expect(
        ignored.map((filter) => ignoredFilterText(filter, 'hi')),
        typed,
      ).toEqual([`अधिकतम कीमत “${typed}” इस्तेमाल नहीं हुई: रकम ऐसे लिखें, जैसे 60 लाख या 1.5 करोड़ (0 से 1,000 करोड़ तक)।`]);
    }
    // a box understood or left blank adds nothing
    expect(keepUnreadPrice(new URLSearchParams('maxPrice=6000000'), 'maxPrice', '60 lakh', 6_000_000).toString()).toBe('maxPrice=6000000');
    expect(keepUnreadPrice(new URLSearchParams(), 'maxPrice', '  ', undefined).toString()).toBe('');
  });
});

describe('listingSearchParams', () => {
  it('leaves out absent values, page 1 and the default sort', () => {
    expect(listingSearchParams({ title: 'Sigra', location: ' ', page: 1 }).toString()).toBe('title=Sigra');
    expect(listingSearchParams({ page: 1 }).toString()).toBe('');
  });
  it('round-trips with parseListingFilters', () => {
    const filters = parse('category=Family+Houses&minPrice=0&maxPrice=15000000&sort=titleZA&page=2');
    const qs = listingSearchParams(filters).toString();
    expect(qs).toBe('category=Family+Houses&minPrice=0&maxPrice=15000000&sort=titleZA&page=2');
    expect(parse(qs)).toEqual(filters);
  });
});

describe('listingApiQuery', () => {
  it('asks for nine listings per page', () => {
    expect(listingApiQuery(parse('title=a&page=2'))).toMatchObject({ title: 'a', page: 2, pageSize: 9 });
  });
});

describe('listingHeading', () => {
  it('is All Properties without filters, whatever the sort and page', () => {
    expect(listingHeading({ page: 4, sort: 'Newest' })).toBe('All Properties');
  });
  it('names the term, the place and the category', () => {
    expect(listingHeading({ title: 'Heights', location: 'Varanasi', category: 'Apartment', page: 1 })).toBe(
      'Search Results for Heights in Varanasi under Apartment',
    );
  });
  it('uses the search text as the term when there is no name', () => {
    expect(listingHeading({ search: 'ghat', page: 1 })).toBe('Search Results for ghat');
  });
  it('is plain Search Results for a price-only search', () => {
    expect(listingHeading({ maxPrice: 5_000_000, page: 1 })).toBe('Search Results');
    expect(hasListingFilters({ maxPrice: 0, page: 1 })).toBe(true);
  });
});

describe('appliedCriteria', () => {
  it('lists every filter in order', () => {
    expect(
      appliedCriteria({ title: 'Sigra', location: 'Varanasi', category: 'Apartment', minPrice: 2_000_000, maxPrice: 10_000_000, page: 1 }),
    ).toEqual(['Property Name: Sigra', 'Location: Varanasi', 'Category: Apartment', 'Price: ₹20 L – ₹1 Cr']);
  });
  it('describes an open-ended price', () => {
    expect(appliedCriteria({ minPrice: 5_000_000, page: 1 })).toEqual(['Price: from ₹50 L']);
    expect(appliedCriteria({ maxPrice: 5_000_000, page: 1 })).toEqual(['Price: up to ₹50 L']);
  });
  it('is empty without filters', () => {
    expect(appliedCriteria({ page: 2 })).toEqual([]);
  });
});

describe('showingText and pageCountOf', () => {
  it('counts from and to on the current page', () => {
    expect(showingText(1, 9, 9, 23)).toBe('Showing 1 - 9 of 23');
    expect(showingText(3, 9, 5, 23)).toBe('Showing 19 - 23 of 23');
  });
  it('says No properties found for an empty page', () => {
    expect(showingText(1, 9, 0, 0)).toBe('No properties found');
  });
  it('rounds the page count up', () => {
    expect(pageCountOf(23, 9)).toBe(3);
    expect(pageCountOf(27, 9)).toBe(3);
    expect(pageCountOf(0, 9)).toBe(1);
  });
  it('says "10,000+" when the total is a lower bound, and counts a page for the listings beyond it', () => {
    expect(showingText(1, 9, 9, 10000, 'en', true)).toBe('Showing 1 - 9 of 10,000+');
    expect(showingText(2, 9, 9, 10000, 'hi', true)).toBe('10,000+ में से 10 - 18 प्रॉपर्टी');
    expect(showingText(1, 9, 9, 10000)).toBe('Showing 1 - 9 of 10000');
    // 10,000 listings fill 1,112 pages of 9 with one place left on the last: the 10,001st is on it
    expect(pageCountOf(10000, 9, true)).toBe(1112);
    expect(pageCountOf(10000, 10, true)).toBe(1001);
    expect(pageCountOf(10000, 10)).toBe(1000);
  });
});

describe('the filters of the structured fields (docs/product/catalogue.md, "Searching")', () => {
  it('reads q, city, bhk, areas, possession, furnishing, verified and bbox with the contract schema', () => {
    expect(
      parse(
        'q=2+bhk+lanka&city=Varanasi&bhk=3,2&minArea=500&maxArea=1200&possession=ready&furnishing=semi&verified=true&bbox=82.9,25.2,83.1,25.4',
      ),
    ).toEqual({
      q: '2 bhk lanka',
      city: 'Varanasi',
      bhk: [2, 3],
      minArea: 500,
      maxArea: 1200,
      possession: 'ready',
      furnishing: 'semi',
      verified: true,
      bbox: '82.9,25.2,83.1,25.4',
      page: 1,
    });
    expect(parse('bhk=2&bhk=4').bhk).toEqual([2, 4]);
  });

  it('writes them back to the address and to the API query, prices staying rupees', () => {
    const filters = parse('q=flats&bhk=2,3&minPrice=2500000&maxPrice=5000000&verified=true&sort=pricePerSqftLowHigh');
    expect(listingSearchParams(filters).toString()).toBe(
      'q=flats&minPrice=2500000&maxPrice=5000000&bhk=2%2C3&verified=true&sort=pricePerSqftLowHigh',
    );
    expect(wireQuery(listingApiQuery(filters))).toEqual({
      q: 'flats',
      minPrice: '2500000',
      maxPrice: '5000000',
      bhk: '2,3',
      verified: 'true',
      sort: 'pricePerSqftLowHigh',
      page: '1',
      pageSize: '9',
    });
    expect(apiAccepts('q=flats&bhk=2,3&verified=true&possession=ready&bbox=82.9,25.2,83.1,25.4')).toBe(true);
  });

  it('names a refused value of the new filters with the API message', () => {
    expect(read('bhk=two&possession=soon').ignored.map((i) => [i.label, i.name])).toEqual([
      ['BHK', 'bhk'],
      ['Possession', 'possession'],
    ]);
  });

  it('reports a minimum price above the maximum as a conflict, keeping both for the form', () => {
    const { filters, ignored, conflict } = read('minPrice=5000000&maxPrice=2000000');
    expect(conflict).toBe('Min Price must not be above Max Price');
    expect(ignored).toEqual([]);
    expect(filters).toMatchObject({ minPrice: 5_000_000, maxPrice: 2_000_000 });
    expect(read('minPrice=2000000&maxPrice=5000000').conflict).toBeUndefined();
  });

  it('makes an Applied Criteria item of each, removable', () => {
    const items = appliedCriteriaItems(parse('city=Varanasi&bhk=2,4&minArea=500&possession=ready&furnishing=furnished&verified=true'));
    expect(items.map((i) => i.label)).toEqual([
      'City: Varanasi',
      'BHK: 2, 4+',
      'Area: from 500 sq ft',
      'Possession: Ready to move',
      'Furnishing: Furnished',
      'Verified only',
    ]);
    expect(items[1]?.without).toEqual({ bhk: undefined });
  });
});

describe('searchChips: the free-text search as removable chips', () => {
  const understood = { bhk: [2, 3], category: 'Apartment' as const, city: 'Varanasi', maxPrice: 6_000_000, text: 'bhu' };

  it('labels what the API understood with the contract chips', () => {
    expect(searchChips('2 or 3 bhk flat varanasi under 60 lakh bhu', understood).map((c) => c.label)).toEqual([
      '2 BHK',
      '3 BHK',
      'Apartment',
      'Varanasi',
      'Under ₹60 L',
      '“bhu”',
    ]);
  });

  it('removes one chip by sending the rest as ordinary filters, without q', () => {
    const chips = searchChips('2 or 3 bhk flat varanasi under 60 lakh bhu', understood);
    expect(chips.find((c) => c.label === '2 BHK')?.without).toEqual({
      q: undefined,
      bhk: [3],
      category: 'Apartment',
      city: 'Varanasi',
      maxPrice: 6_000_000,
      search: 'bhu',
    });
    expect(chips.find((c) => c.label === 'Under ₹60 L')?.without).toMatchObject({ q: undefined, minPrice: undefined, maxPrice: undefined });
    expect(chips.find((c) => c.label === 'Varanasi')?.without).toMatchObject({ q: undefined, city: undefined, bhk: [2, 3] });
  });

  it('is one chip for the whole search until the API says what it understood', () => {
    expect(searchChips('lanka', undefined)).toEqual([{ key: 'q', label: 'Search: “lanka”', without: { q: undefined } }]);
    expect(searchChips(undefined, understood)).toEqual([]);
  });
});

import { listSitesQuerySchema } from '@realty/contracts/sites/list-sites';
import { describe, expect, it } from 'vitest';
import { wireQuery } from '../../../lib/api-client.ts';
import {
  appliedCriteria,
  hasListingFilters,
  ignoredFilterText,
  listingApiQuery,
  listingHeading,
  listingSearchParams,
  pageCountOf,
  parseListingFilters,
  readListingAddress,
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
      { name: 'minPrice', label: 'Min Price', value: '20000000000', message: 'minPrice must be at most 10000000000' },
    ]);
  });

  it('ignores a page beyond 100,000 and starts at page 1', () => {
    const { filters, ignored } = read('page=100001');
    expect(filters.page).toBe(1);
    expect(ignored).toEqual([{ name: 'page', label: 'Page', value: '100001', message: 'page must be at most 100000' }]);
    expect(read('page=100000').filters.page).toBe(100_000);
  });

  it('ignores a title of 101 characters but keeps one of 100', () => {
    const { filters, ignored } = read(`title=${title101}&location=Varanasi`);
    expect(filters).toEqual({ location: 'Varanasi', page: 1 });
    expect(ignored).toMatchObject([{ name: 'title', label: 'Property Name', message: 'title must be at most 100 characters' }]);
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
    expect(ignored).toEqual([{ name: 'minPrice', label: 'Min Price', value: 'abc', message: 'minPrice must be a number of rupees' }]);
  });

  it('reports an unknown sort, a negative price and a page that is not a whole number', () => {
    expect(read('sort=cheapest&maxPrice=-4&page=2.5').ignored.map((i) => i.name)).toEqual(['maxPrice', 'sort', 'page']);
  });

  it('reports text holding a control character', () => {
    expect(read('location=Vara%0Bnasi').ignored).toMatchObject([
      { name: 'location', message: 'location contains characters that are not allowed.' },
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
      expect(apiAccepts(qs), qs).toBe(true);
    }
  });

  it('writes each ignored filter as one line with its value cut at 30 characters', () => {
    const [title] = read(`title=${title101}`).ignored;
    expect(title && ignoredFilterText(title)).toBe(`Property Name "${'T'.repeat(30)}…": title must be at most 100 characters`);
    const [price] = read('minPrice=abc').ignored;
    expect(price && ignoredFilterText(price)).toBe('Min Price "abc": minPrice must be a number of rupees');
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
    ).toEqual(['Property Name: Sigra', 'Location: Varanasi', 'Category: Apartment', 'Price: ₹20 Lakh – ₹1 Cr']);
  });
  it('describes an open-ended price', () => {
    expect(appliedCriteria({ minPrice: 5_000_000, page: 1 })).toEqual(['Price: from ₹50 Lakh']);
    expect(appliedCriteria({ maxPrice: 5_000_000, page: 1 })).toEqual(['Price: up to ₹50 Lakh']);
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
});

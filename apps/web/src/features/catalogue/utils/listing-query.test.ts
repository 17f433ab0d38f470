import { describe, expect, it } from 'vitest';
import {
  appliedCriteria,
  hasListingFilters,
  listingApiQuery,
  listingHeading,
  listingSearchParams,
  pageCountOf,
  parseListingFilters,
  showingText,
} from './listing-query.ts';

const parse = (qs: string) => parseListingFilters(new URLSearchParams(qs));

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

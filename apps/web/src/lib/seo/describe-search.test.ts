import { describe, expect, it } from 'vitest';
import { bhkText, describeSearch, placeText, type SearchTextKey, searchPhrase } from './describe-search.ts';
import { seoTexts } from './seo-texts-test-kit.ts';

const en = seoTexts<SearchTextKey>('en');
const hi = seoTexts<SearchTextKey>('hi');

describe('the head of a listing search (docs/product/seo.md, "Page heads, structured data and status codes")', () => {
  it('names a search as a buyer says it', () => {
    const lanka = { bhk: [2], category: 'Apartment', locality: 'Lanka', city: 'Varanasi' };
    expect(searchPhrase(lanka, en, 'en')).toBe('2 BHK flats in Lanka, Varanasi');
    // place names stay as the listings spell them
    expect(searchPhrase(lanka, hi, 'hi')).toBe('Lanka, Varanasi में 2 BHK फ़्लैट');
    expect(searchPhrase({ ...lanka, maxPrice: 6_000_000 }, en, 'en')).toBe('2 BHK flats in Lanka, Varanasi under ₹60 L');
    expect(searchPhrase({ ...lanka, maxPrice: 6_000_000 }, hi, 'hi')).toBe('Lanka, Varanasi में ₹60 लाख तक के 2 BHK फ़्लैट');
    expect(
      searchPhrase({ category: 'Plots', city: 'Prayagraj', minPrice: 2_000_000, maxPrice: 11_500_000, verified: true }, en, 'en'),
    ).toBe('Verified plots in Prayagraj between ₹20 L and ₹1.15 Cr');
    expect(searchPhrase({ city: 'Varanasi', locality: 'varanasi', possession: 'ready', furnishing: 'semi', bhk: [3, 4] }, en, 'en')).toBe(
      'Ready-to-move semi-furnished 3/4+ BHK homes in Varanasi',
    );
    expect(searchPhrase({ term: 'Heights', city: 'Varanasi' }, en, 'en')).toBe('Properties in Varanasi matching “Heights”');
    expect(searchPhrase({ hasMapArea: true, minPrice: 5_000_000 }, en, 'en')).toBe('Properties in the area on the map from ₹50 L');
    expect(searchPhrase({ category: 'Penthouse', city: 'Lucknow' }, en, 'en')).toBe('Penthouse in Lucknow');
  });

  it('says nothing of a search without filters, and the first page is not numbered', () => {
    expect(searchPhrase({ page: 3, minPrice: 0 }, en, 'en')).toBeUndefined();
    expect(describeSearch({}, { t: en, language: 'en', total: 68 })).toEqual({
      title: 'Properties for sale in Uttar Pradesh',
      description: en('properties.description'),
    });
    expect(describeSearch({ page: 2 }, { t: hi, language: 'hi' }).title).toBe('उत्तर प्रदेश में बिकाऊ प्रॉपर्टी, पेज 2');
  });

  it('counts the matches in the description, in Indian digit grouping', () => {
    const filters = { bhk: [2], category: 'Apartment', locality: 'Lanka', city: 'Varanasi', page: 2 };
    const head = describeSearch(filters, { t: en, language: 'en', total: 12 });
    expect(head.title).toBe('2 BHK flats in Lanka, Varanasi, page 2');
    expect(head.description).toMatch(/^2 BHK flats in Lanka, Varanasi: 12 listings with prices, photos and locations\./);
    expect(describeSearch(filters, { t: en, language: 'en', total: 1 }).description).toContain(': 1 listing with');
    expect(describeSearch(filters, { t: en, language: 'en', total: 123456 }).description).toContain(': 1,23,456 listings');
    expect(describeSearch(filters, { t: en, language: 'en', total: 0 }).description).toContain('no listing matches yet');
    expect(describeSearch(filters, { t: en, language: 'en' }).description).toMatch(/^2 BHK flats in Lanka, Varanasi: verified listings/);
    expect(describeSearch(filters, { t: hi, language: 'hi', total: 12 }).description).toContain('12 लिस्टिंग');
    // more listings match than the API counted
    expect(describeSearch(filters, { t: en, language: 'en', total: 10000, totalIsLowerBound: true }).description).toContain(
      ': 10,000+ listings with',
    );
    expect(describeSearch(filters, { t: hi, language: 'hi', total: 10000, totalIsLowerBound: true }).description).toContain(
      '10,000+ लिस्टिंग',
    );
  });

  it('writes bedroom counts and places the same in both languages', () => {
    expect(bhkText([2])).toBe('2 BHK');
    expect(bhkText([3, 2, 2])).toBe('2/3 BHK');
    expect(bhkText([0])).toBe('1 RK');
    expect(bhkText([0, 1, 4])).toBe('1 RK/1/4+ BHK');
    expect(bhkText([])).toBeUndefined();
    expect(placeText(' Lanka ', 'Varanasi')).toBe('Lanka, Varanasi');
    expect(placeText('Varanasi', 'varanasi')).toBe('varanasi');
    expect(placeText(undefined, undefined)).toBeUndefined();
  });
});

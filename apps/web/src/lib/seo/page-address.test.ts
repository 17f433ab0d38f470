import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalQuery, isTrackingParam, ogLocale, pageAddresses } from './page-address.ts';

const ORIGIN = 'https://example.in';

describe('canonical addresses (docs/product/seo.md, "Page heads, structured data and status codes")', () => {
  it('keeps the filters of a search in the order written and drops tracking parameters and blank values', () => {
    expect(canonicalQuery('?utm_source=whatsapp&city=Varanasi&bhk=2&gclid=abc&UTM_Campaign=x&fbclid=1&location=')).toBe(
      '?city=Varanasi&bhk=2',
    );
    expect(canonicalQuery(new URLSearchParams({ q: '2 bhk lanka', page: '2' }))).toBe('?q=2+bhk+lanka&page=2');
    expect(canonicalQuery('?utm_medium=social')).toBe('');
    expect(canonicalQuery(undefined)).toBe('');
    expect(isTrackingParam('utm_content')).toBe(true);
    expect(isTrackingParam('msclkid')).toBe(true);
    expect(isTrackingParam('city')).toBe(false);
  });

  it('puts English pages at the spec address and Hindi ones under /hi, with x-default in English', () => {
    expect(pageAddresses(ORIGIN, '/properties', 'en', '?city=Varanasi&utm_source=x')).toEqual({
      canonical: `${ORIGIN}/properties?city=Varanasi`,
      alternates: [
        { hrefLang: 'en-IN', href: `${ORIGIN}/properties?city=Varanasi` },
        { hrefLang: 'hi-IN', href: `${ORIGIN}/hi/properties?city=Varanasi` },
        { hrefLang: 'x-default', href: `${ORIGIN}/properties?city=Varanasi` },
      ],
    });
    const home = pageAddresses(ORIGIN, '/', 'hi');
    expect(home.canonical).toBe(`${ORIGIN}/hi`);
    expect(home.alternates.map((a) => a.href)).toEqual([`${ORIGIN}/`, `${ORIGIN}/hi`, `${ORIGIN}/`]);
  });

  it('makes picture addresses absolute: site paths, stored uploads and addresses elsewhere', () => {
    expect(absoluteUrl(ORIGIN, '/media/hero/hero-poster.webp')).toBe(`${ORIGIN}/media/hero/hero-poster.webp`);
    expect(absoluteUrl(ORIGIN, 'media/sites/9/cover-1.webp')).toBe(`${ORIGIN}/server/media/sites/9/cover-1.webp`);
    expect(absoluteUrl(ORIGIN, 'https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(absoluteUrl(ORIGIN, '//cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
  });

  it('names the Open Graph locale of each language', () => {
    expect(ogLocale('en')).toBe('en_IN');
    expect(ogLocale('hi')).toBe('hi_IN');
  });
});

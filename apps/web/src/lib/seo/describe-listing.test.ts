import type { Site } from '@realty/contracts/sites/site';
import { describe, expect, it } from 'vitest';
import { sampleSite } from '../../test/sample-site.ts';
import { describeListing, excerpt, type ListingTextKey, listingPrice } from './describe-listing.ts';
import { seoTexts } from './seo-texts-test-kit.ts';

const en = seoTexts<ListingTextKey>('en');
const hi = seoTexts<ListingTextKey>('hi');

const site = (extra: Record<string, unknown> = {}) =>
  sampleSite(12, {
    site_title: 'Sigra Heights',
    bhk: [2, 3],
    cover_images: ['media/sites/12/cover-1.webp'],
    inner_images: ['media/sites/12/inner-1.webp'],
    site_description:
      'Two twelve-storey towers of 2 and 3 BHK homes on the Sigra–Rathyatra road, finished in light stone with deep balconies.',
    ...extra,
  }) as Site;

describe('the head of a listing (docs/product/seo.md, "Page heads, structured data and status codes")', () => {
  it('uses its title, locality, city, price, BHK and cover photo', () => {
    const head = describeListing(site(), en, 'en');
    expect(head.title).toBe('Sigra Heights, Sigra, Varanasi: 2/3 BHK Apartment for ₹62 L');
    expect(head.description).toBe(
      '2/3 BHK Apartment for ₹62 L in Sigra, Varanasi. Two twelve-storey towers of 2 and 3 BHK homes on the Sigra–Rathyatra road, finished in light stone with deep balconies.',
    );
    expect(head.image).toBe('media/sites/12/cover-1.webp');
  });

  it('says so when the listing is sold', () => {
    const head = describeListing(site({ site_status: 'Sold', site_description: '' }), en, 'en');
    expect(head.title).toBe('Sigra Heights, Sigra, Varanasi: 2/3 BHK Apartment for ₹62 L (Sold)');
    expect(head.description).toBe('Sold: 2/3 BHK Apartment for ₹62 L in Sigra, Varanasi.');
    expect(describeListing(site({ site_status: 'Sold' }), hi, 'hi').title).toContain('(बिक चुकी)');
  });

  it('speaks Hindi on Hindi pages, with the Hindi title and description staff gave', () => {
    const head = describeListing(
      site({ site_title_hi: 'सिगरा हाइट्स', site_description_hi: 'सिगरा–रथयात्रा रोड पर 2 और 3 BHK घरों के दो टावर।' }),
      hi,
      'hi',
    );
    expect(head.title).toBe('सिगरा हाइट्स, Sigra, Varanasi: 2/3 BHK अपार्टमेंट, ₹62 लाख');
    expect(head.description).toBe('Sigra, Varanasi में 2/3 BHK अपार्टमेंट, ₹62 लाख। सिगरा–रथयात्रा रोड पर 2 और 3 BHK घरों के दो टावर।');
    expect(describeListing(site({ site_title_hi: null }), hi, 'hi').title.startsWith('Sigra Heights, ')).toBe(true);
  });

  it('falls back to the price range, and to the category alone, and keeps unknown categories as entered', () => {
    expect(listingPrice(site({ site_price: '0.00' }), 'en')).toBe('₹48 L – ₹85 L');
    const plot = describeListing(
      site({ site_price: '0.00', site_min_price: '0.00', site_max_price: '0.00', bhk: [], site_category: 'Farm Land', site_landmark: '' }),
      en,
      'en',
    );
    expect(plot.title).toBe('Sigra Heights, Varanasi: Farm Land');
    expect(describeListing(site({ cover_images: [], inner_images: [] }), en, 'en').image).toBeUndefined();
  });

  it('quotes the listing’s own words as one line, cut at a word', () => {
    expect(excerpt('<p>Big   rooms</p>\n<p>and light</p>', 100)).toBe('Big rooms and light');
    expect(excerpt('one two three four five six', 14)).toBe('one two three…');
    expect(excerpt(null, 10)).toBe('');
  });
});

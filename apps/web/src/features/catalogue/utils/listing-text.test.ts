import { describe, expect, it } from 'vitest';
import { isDescriptionInEnglish, listingDescription, listingTitle } from './listing-text.ts';

const site = { site_title: 'Lanka Heights', site_description: 'Three bedrooms near the river.' };

describe('listing text in the page language (docs/product/catalogue.md, "Hindi title and description")', () => {
  it('shows the Hindi title and description on Hindi pages when the back office added them', () => {
    const hindi = { ...site, site_title_hi: 'लंका हाइट्स', site_description_hi: 'नदी के पास तीन बेडरूम।' };
    expect(listingTitle(hindi, 'hi')).toBe('लंका हाइट्स');
    expect(listingDescription(hindi, 'hi')).toBe('नदी के पास तीन बेडरूम।');
    expect(listingTitle(hindi, 'en')).toBe('Lanka Heights');
    expect(listingDescription(hindi, 'en')).toBe('Three bedrooms near the river.');
  });

  it('keeps the text as entered when there is no Hindi one', () => {
    expect(listingTitle({ ...site, site_title_hi: null }, 'hi')).toBe('Lanka Heights');
    expect(listingTitle({ ...site, site_title_hi: '  ' }, 'hi')).toBe('Lanka Heights');
    expect(listingDescription(site, 'hi')).toBe('Three bedrooms near the river.');
  });

  it('marks the description as English on a Hindi page whose listing has no Hindi text', () => {
    expect(isDescriptionInEnglish({ site_description_hi: null }, 'hi')).toBe(true);
    expect(isDescriptionInEnglish({ site_description_hi: '  ' }, 'hi')).toBe(true);
    expect(isDescriptionInEnglish({ site_description_hi: 'नदी के पास।' }, 'hi')).toBe(false);
    expect(isDescriptionInEnglish({ site_description_hi: null }, 'en')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { SITE_INPUT_MESSAGES, siteInputSchema } from './site-input.ts';

// The optional Hindi title and description of a listing (docs/product/catalogue.md, "Hindi title and description").

const listing = { site_title: 'Lanka Heights', site_city: 'Varanasi', site_state: 'Uttar Pradesh', site_category: 'Apartment' };
const issuesOf = (extra: Record<string, unknown>) =>
  siteInputSchema.safeParse({ ...listing, ...extra }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('site_title_hi and site_description_hi', () => {
  it('are null when left out, null or white space only', () => {
    for (const none of [{}, { site_title_hi: null, site_description_hi: null }, { site_title_hi: ' ', site_description_hi: '\n\t ' }]) {
      const parsed = siteInputSchema.parse({ ...listing, ...none });
      expect([parsed.site_title_hi, parsed.site_description_hi]).toEqual([null, null]);
    }
  });

  it('are trimmed; the description keeps its inner line breaks', () => {
    const parsed = siteInputSchema.parse({
      ...listing,
      site_title_hi: ' लंका हाइट्स ',
      site_description_hi: '\nपहली पंक्ति।\r\n\tदूसरी पंक्ति।\n',
    });
    expect(parsed.site_title_hi).toBe('लंका हाइट्स');
    expect(parsed.site_description_hi).toBe('पहली पंक्ति।\r\n\tदूसरी पंक्ति।');
  });

  it('refuse a control character anywhere, leading and trailing ones included, before trimming', () => {
    for (const value of ['\u000bलंका हाइट्स', 'लंका हाइट्स\u000c', 'लंका\u0000हाइट्स', 'लंका हाइट्स\n', '\u0085', '\ud800लंका']) {
      expect(issuesOf({ site_title_hi: value })).toEqual([['site_title_hi', 'Title in Hindi contains characters that are not allowed.']]);
    }
    for (const value of ['\u000b', 'विवरण\u001b', '\u007fविवरण']) {
      expect(issuesOf({ site_description_hi: value })).toEqual([
        ['site_description_hi', 'Description in Hindi contains characters that are not allowed.'],
      ]);
    }
  });

  it('hold the English title’s and description’s lengths', () => {
    expect(issuesOf({ site_title_hi: 'घर' })).toEqual([['site_title_hi', SITE_INPUT_MESSAGES.titleHi]]);
    expect(issuesOf({ site_title_hi: 'घ'.repeat(201) })).toEqual([['site_title_hi', SITE_INPUT_MESSAGES.titleHi]]);
    expect(issuesOf({ site_title_hi: 'घ'.repeat(200) })).toEqual([]);
    expect(issuesOf({ site_description_hi: 'क'.repeat(10_001) })).toEqual([
      ['site_description_hi', 'Description in Hindi must be at most 10000 characters.'],
    ]);
    expect(issuesOf({ site_description_hi: 'क'.repeat(10_000) })).toEqual([]);
  });

  it('refuse other types', () => {
    expect(issuesOf({ site_title_hi: 42 })).toEqual([['site_title_hi', SITE_INPUT_MESSAGES.titleHi]]);
    expect(issuesOf({ site_description_hi: ['विवरण'] })).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, isNavEntryActive, NAV_ENTRIES, type NavEntry, sectionAtOffset } from './nav-items.ts';

const entry = (label: string): NavEntry => {
  const found = NAV_ENTRIES.find((e) => e.label === label);
  if (!found) throw new Error(`no entry ${label}`);
  return found;
};

describe('isNavEntryActive', () => {
  it('highlights the entry whose path is the current path', () => {
    expect(isNavEntryActive(entry('FAQs'), '/faqs', null)).toBe(true);
    expect(isNavEntryActive(entry('Blogs'), '/blogs/12', null)).toBe(true);
    expect(isNavEntryActive(entry('About Us'), '/faqs', null)).toBe(false);
  });
  it('keeps Properties highlighted on search results and property pages', () => {
    expect(isNavEntryActive(entry('Properties'), '/search-results', null)).toBe(true);
    expect(isNavEntryActive(entry('Properties'), '/detailpage/4', null)).toBe(true);
    expect(isNavEntryActive(entry('Properties'), '/propertyseekers', null)).toBe(false);
  });
  it('highlights the services dropdown on an audience page', () => {
    expect(isNavEntryActive(entry('Our Services'), '/builders', null)).toBe(true);
    expect(isNavEntryActive(entry('Our Services'), '/blogs', null)).toBe(false);
  });
  it('follows the section in view when there is one', () => {
    expect(isNavEntryActive(entry('Properties'), '/', 'properties')).toBe(true);
    expect(isNavEntryActive(entry('Blogs'), '/', 'properties')).toBe(false);
  });
});

describe('sectionAtOffset', () => {
  it('picks the section spanning 150px below the viewport top', () => {
    const boxes = [
      { id: 'about', top: -400, bottom: 100 },
      { id: 'properties', top: 100, bottom: 700 },
      { id: 'blogs', top: 700, bottom: 1200 },
    ];
    expect(sectionAtOffset(boxes)).toBe('properties');
    expect(sectionAtOffset(boxes, 50)).toBe('about');
    expect(sectionAtOffset([{ id: 'blogs', top: 300, bottom: 900 }])).toBeNull();
  });
});

describe('FOOTER_LINKS', () => {
  it('lists the quick links of the spec in order, with the privacy notice (docs/product/privacy.md)', () => {
    expect(FOOTER_LINKS.map((l) => l.to)).toEqual([
      '/',
      '/aboutpage',
      '/propertyseekers',
      '/associates',
      '/builders',
      '/properties',
      '/associatemembership',
      '/blogs',
      '/faqs',
      '/contactus',
      '/privacy',
      '/registerpage',
    ]);
    expect(FOOTER_LINKS.at(-1)?.label).toBe('Log In / Register');
  });
});

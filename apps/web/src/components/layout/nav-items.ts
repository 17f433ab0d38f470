import { PATHS } from '../../config/paths.ts';
import type { LayoutTextKey } from './texts.ts';

/**
 * A header link: its English label (the spec's words), the key of its label in the layout texts
 * (`texts/en.json`, `texts/hi.json`; docs/product/seo.md, "Hindi"), its path, the page section it
 * stands for, and other paths it covers.
 */
export type NavLink = { label: string; textKey: LayoutTextKey; to: string; section?: string; alsoActiveOn?: readonly string[] };
/** A header entry: a link, or a dropdown holding links. */
export type NavEntry = NavLink | { label: string; textKey: LayoutTextKey; children: readonly NavLink[] };

/** The services dropdown: the three audience pages (docs/product/catalogue.md). */
export const SERVICE_LINKS: readonly NavLink[] = [
  { label: 'For Property Seekers', textKey: 'nav.propertySeekers', to: PATHS.propertySeekers },
  { label: 'For Associates', textKey: 'nav.associates', to: PATHS.associates },
  { label: 'For Builders', textKey: 'nav.builders', to: PATHS.builders },
];

/** Top-level header entries in the spec's order (docs/product/catalogue.md "Header and navigation"). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'About Us', textKey: 'nav.about', to: PATHS.about, section: 'about' },
  { label: 'Our Services', textKey: 'nav.services', children: SERVICE_LINKS },
  {
    label: 'Properties',
    textKey: 'nav.properties',
    to: PATHS.properties,
    section: 'properties',
    alsoActiveOn: ['/search-results', '/search-box', '/detailpage', '/detailproperty', '/property'],
  },
  { label: 'Associate Membership', textKey: 'nav.membership', to: PATHS.membership },
  { label: 'Blogs', textKey: 'nav.blogs', to: PATHS.blogs, section: 'blogs' },
  { label: 'FAQs', textKey: 'nav.faqs', to: PATHS.faqs },
  { label: 'Contact Us', textKey: 'nav.contact', to: PATHS.contact, section: 'contact' },
];

/** Page sections the header follows while scrolling. */
export const NAV_SECTIONS: readonly string[] = NAV_ENTRIES.flatMap((entry) => ('section' in entry && entry.section ? [entry.section] : []));

/** Footer quick links, exactly as docs/product/catalogue.md lists them. */
export const FOOTER_LINKS: readonly NavLink[] = [
  { label: 'Home', textKey: 'nav.home', to: PATHS.home },
  { label: 'About Us', textKey: 'nav.about', to: PATHS.about },
  ...SERVICE_LINKS,
  { label: 'Properties', textKey: 'nav.properties', to: PATHS.properties },
  { label: 'Associate Membership', textKey: 'nav.membership', to: PATHS.membership },
  { label: 'Blogs', textKey: 'nav.blogs', to: PATHS.blogs },
  { label: 'FAQs', textKey: 'nav.faqs', to: PATHS.faqs },
  { label: 'Contact Us', textKey: 'nav.contact', to: PATHS.contact },
  { label: 'Privacy', textKey: 'nav.privacy', to: PATHS.privacy },
  { label: 'Log In / Register', textKey: 'nav.login', to: PATHS.registerPage },
];

const underPath = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Whether a header entry is highlighted (docs/product/catalogue.md): the current path equals its path
 * (or one it covers, e.g. a property detail under Properties), or the section in view is its
 * section. A dropdown is highlighted when one of its links is.
 */
export function isNavEntryActive(entry: NavEntry, pathname: string, activeSection: string | null): boolean {
  if ('children' in entry) return entry.children.some((child) => isNavEntryActive(child, pathname, activeSection));
  if (activeSection) return entry.section === activeSection;
  if (entry.to === '/') return pathname === '/';
  return underPath(pathname, entry.to) || (entry.alsoActiveOn ?? []).some((base) => underPath(pathname, base));
}

/**
 * The section the header follows: the first of `sections` whose element spans the line
 * `offset` pixels below the viewport top (docs/product/catalogue.md: 150 px), given each element's
 * top and bottom relative to the viewport; null when none does.
 */
export function sectionAtOffset(boxes: readonly { id: string; top: number; bottom: number }[], offset = 150): string | null {
  return boxes.find((box) => box.top <= offset && box.bottom > offset)?.id ?? null;
}

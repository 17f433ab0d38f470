import type { Site } from '@realty/contracts/sites/site';
import type { Language } from '../../../lib/i18n/i18n.ts';

/** The listing fields this needs: the English title and description, and the optional Hindi ones. */
type ListingText = Pick<Site, 'site_title' | 'site_description'> & { site_title_hi?: string | null; site_description_hi?: string | null };

/**
 * The listing's title as a visitor reads it in `language`: on Hindi pages the Hindi title the
 * back office added, when there is one; otherwise the title as entered
 * (docs/product/catalogue.md, "Hindi title and description").
 */
export function listingTitle(site: ListingText, language: Language): string {
  const hindi = site.site_title_hi?.trim();
  return language === 'hi' && hindi ? hindi : site.site_title;
}

/** The listing's description in `language`, like {@link listingTitle}. */
export function listingDescription(site: ListingText, language: Language): string {
  const hindi = site.site_description_hi?.trim();
  return language === 'hi' && hindi ? hindi : site.site_description;
}

/**
 * Whether the listing's description shows in English on a page in `language`: a Hindi page whose
 * listing has no Hindi description, which then carries a small "अंग्रेज़ी में" (in English) note
 * and `lang="en"` (docs/product/catalogue.md, "Hindi title and description").
 */
export function isDescriptionInEnglish(site: { site_description_hi?: string | null }, language: Language): boolean {
  return language === 'hi' && !site.site_description_hi?.trim();
}

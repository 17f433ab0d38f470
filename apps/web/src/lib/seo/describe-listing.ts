import type { Site } from '@realty/contracts/sites/site';
import { photosOf } from '@realty/contracts/sites/site-photos';
import { formatPrice, priceRangeText } from '../format-price.ts';
import type { Language } from '../i18n/i18n.ts';
import type { TextLookup } from '../i18n/texts.ts';
import { bhkText, placeText } from './describe-search.ts';

/** The keys of the page-head texts (components/seo/texts) that a listing's head reads. */
export type ListingTextKey =
  | 'listing.title'
  | 'listing.title.sold'
  | 'listing.summary'
  | 'listing.description'
  | 'listing.description.short'
  | 'listing.description.sold'
  | 'listing.description.soldShort'
  | `category.${ListingCategory}`;

/** The catalogue categories with a Hindi name of their own; any other category is shown as entered. */
const CATEGORIES = ['Apartment', 'Plots', 'Town Houses', 'Family Houses'] as const;
type ListingCategory = (typeof CATEGORIES)[number];

/** Most characters of the listing's own words quoted in its meta description. */
export const ABOUT_LENGTH = 150;

/**
 * `text` as one line of plain words (tags dropped, spaces collapsed), cut at a word before `max`
 * characters with "…" when longer. Empty for blank text.
 */
export function excerpt(text: string | null | undefined, max: number): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The listing's title in `language`: the Hindi title staff gave (`site_title_hi`) on Hindi pages, else the title as entered. */
export const listingName = (site: Pick<Site, 'site_title' | 'site_title_hi'>, language: Language): string =>
  (language === 'hi' ? site.site_title_hi?.trim() : undefined) || site.site_title;

/** "Sigra, Varanasi": the listing's locality (`site_landmark`) and city, or the state when both are missing. */
export const listingPlace = (site: Pick<Site, 'site_landmark' | 'site_city' | 'site_state'>): string =>
  placeText(site.site_landmark, site.site_city) ?? site.site_state;

/**
 * The headline price of a listing in `language` ("₹62 L", "₹62 लाख"): `site_price` when above 0,
 * else its price range ("₹48 L – ₹85 L"); undefined when it has neither.
 */
export function listingPrice(site: Pick<Site, 'site_price' | 'site_min_price' | 'site_max_price'>, language: Language): string | undefined {
  if (Number(site.site_price) > 0) return formatPrice(site.site_price, language);
  return priceRangeText(site.site_min_price, site.site_max_price, language) ?? undefined;
}

/** The title and meta description of a listing's page, and its picture for link previews. */
export type ListingHead = { title: string; description: string; image: string | undefined };

/**
 * The head of a listing's page (docs/product/seo.md, "Page heads, structured data and status
 * codes"), from its title, locality, city, price, BHK and category: title "Sigra Heights, Sigra,
 * Varanasi: 2/3 BHK Apartment for ₹62 L" (Hindi "…: 2/3 BHK अपार्टमेंट, ₹62 लाख"), " (Sold)"
 * added for a sold listing; description "2/3 BHK Apartment for ₹62 L in Sigra, Varanasi." and
 * the start of its own description (its Hindi one on Hindi pages, when given), opening with
 * "Sold:" for a sold listing; the picture is its first cover photo (stored path), if any.
 */
export function describeListing(site: Site, t: TextLookup<ListingTextKey>, language: Language): ListingHead {
  const category = (CATEGORIES as readonly string[]).includes(site.site_category)
    ? t(`category.${site.site_category as ListingCategory}`)
    : site.site_category;
  const bhk = bhkText(site.bhk);
  const what = [bhk, category].filter(Boolean).join(' ');
  const price = listingPrice(site, language);
  const summary = (what && price ? t('listing.summary', { what, price }) : what || price) || site.site_category;
  const place = listingPlace(site);
  const isSold = site.site_status === 'Sold';
  const about = excerpt((language === 'hi' ? site.site_description_hi?.trim() : undefined) || site.site_description, ABOUT_LENGTH);
  const title = t(isSold ? 'listing.title.sold' : 'listing.title', { title: listingName(site, language), place, summary });
  const description = about
    ? t(isSold ? 'listing.description.sold' : 'listing.description', { summary, place, about })
    : t(isSold ? 'listing.description.soldShort' : 'listing.description.short', { summary, place });
  return { title, description, image: photosOf(site)[0] };
}

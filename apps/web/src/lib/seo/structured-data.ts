import type { Blog } from '@realty/contracts/content/blog';
import type { Site } from '@realty/contracts/sites/site';
import { photosOf } from '@realty/contracts/sites/site-photos';
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  GeoCoordinates,
  ItemAvailability,
  Offer,
  Place,
  PostalAddress,
  RealEstateAgent,
  RealEstateListing,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { BUSINESS } from '../../config/business.ts';
import { LANGUAGE_TAGS, type Language, localisedPath } from '../i18n/i18n.ts';
import { absoluteUrl } from './page-address.ts';

/**
 * Builders of the JSON-LD blocks of the public pages (docs/product/seo.md, "Page heads, structured
 * data and status codes"), typed with `schema-dts`: a listing (`RealEstateListing` with its
 * `Offer` and place, and a `BreadcrumbList`), the home page (`RealEstateAgent` and `WebSite` with
 * its `SearchAction`), a blog post (`BlogPosting`) and the FAQ page (`FAQPage`). Every address in
 * them is absolute on the site's origin; every block is plain JSON data (no functions, no
 * `undefined` left once serialised by {@link jsonLdText}).
 */

/** The schema.org vocabulary every block names as its `@context`. */
export const SCHEMA_CONTEXT = 'https://schema.org';

/** The picture that stands for the site where a page has none of its own (the home hero poster). */
export const DEFAULT_SHARE_IMAGE = '/media/hero/hero-poster.webp';

/**
 * `data` as the text of a `<script type="application/ld+json">` element: JSON in which `<`, `>`
 * and `&` are written as `\u003c`, `\u003e`, `\u0026` (so no text in it can close the script or
 * open a comment) and the line separators U+2028/U+2029 escaped; `JSON.parse` reads it back
 * unchanged.
 */
export function jsonLdText(data: WithContext<Thing>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The `@id` of the business on `origin`, which other blocks point at as their publisher. */
export const organizationId = (origin: string): string => `${origin}/#organization`;

/** schema.org availability of a listing's `site_status`: Available → InStock, Sold → SoldOut, Not Available → OutOfStock. */
export function listingAvailability(status: string | null | undefined): ItemAvailability {
  const key = (status ?? '').trim().toLowerCase();
  if (key === 'sold') return 'https://schema.org/SoldOut';
  if (key === 'not available') return 'https://schema.org/OutOfStock';
  return 'https://schema.org/InStock';
}

/** Rupees of a listing's amount text ("6200000.00") as a number, or undefined when it is not above 0. */
const rupees = (amount: string | null | undefined): number | undefined => {
  const n = Number(amount);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** The business's postal address from config/business.ts ("…, Sigra, Varanasi, Uttar Pradesh 221010"). */
export function businessAddress(): PostalAddress {
  const parts = BUSINESS.address.line2.split(',').map((part) => part.trim());
  const regionAndPin = /^(.*\S)\s+(\d{6})$/.exec(parts.at(-1) ?? '');
  if (!regionAndPin || parts.length < 2) {
    return { '@type': 'PostalAddress', streetAddress: `${BUSINESS.address.line1}, ${BUSINESS.address.line2}`, addressCountry: 'IN' };
  }
  return {
    '@type': 'PostalAddress',
    streetAddress: [BUSINESS.address.line1, ...parts.slice(0, -2)].join(', '),
    addressLocality: parts.at(-2) ?? '',
    addressRegion: regionAndPin[1] ?? '',
    postalCode: regionAndPin[2] ?? '',
    addressCountry: 'IN',
  };
}

/** The listing's place: its locality and city as a postal address, and its coordinates when known. */
function listingPlace(site: Site): Place {
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    ...(site.site_landmark ? { streetAddress: site.site_landmark } : {}),
    addressLocality: site.site_city,
    addressRegion: site.site_state,
    addressCountry: 'IN',
  };
  const geo: GeoCoordinates | undefined =
    site.site_lat !== null && site.site_lon !== null
      ? { '@type': 'GeoCoordinates', latitude: site.site_lat, longitude: site.site_lon }
      : undefined;
  const name = [site.site_landmark, site.site_city].filter(Boolean).join(', ');
  return { '@type': 'Place', name: name || site.site_state, address, ...(geo ? { geo } : {}) };
}

/** What a listing page says of itself besides the listing: its address and language, and its head's name and description. */
export type ListingPage = { url: string; origin: string; language: Language; name: string; description: string };

/**
 * A listing as `RealEstateListing` (docs/product/seo.md): its name and description, photos
 * (absolute), `datePosted` (`created_at`) and `dateModified`, the place (`contentLocation`:
 * locality, city and state as a `PostalAddress`, `GeoCoordinates` when it has coordinates), and an
 * `Offer` of the property at `site_price` in INR (the lower end of its range when it has no
 * price; no price when neither is above 0) with the availability of its `site_status`
 * ({@link listingAvailability}).
 */
export function listingStructuredData(site: Site, page: ListingPage): WithContext<RealEstateListing> {
  const place = listingPlace(site);
  const price = rupees(site.site_price) ?? rupees(site.site_min_price);
  const offer: Offer = {
    '@type': 'Offer',
    url: page.url,
    priceCurrency: 'INR',
    ...(price !== undefined ? { price } : {}),
    availability: listingAvailability(site.site_status),
  };
  const images = photosOf(site).map((path) => absoluteUrl(page.origin, path));
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateListing',
    '@id': `${page.url}#listing`,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: LANGUAGE_TAGS[page.language],
    datePosted: site.created_at,
    dateModified: site.updated_at,
    ...(images.length ? { image: images } : {}),
    contentLocation: place,
    offers: offer,
  };
}

/**
 * A `BreadcrumbList` of `items` in order (Home › City › Listing on a listing page), each a
 * `ListItem` with its 1-based `position`, `name` and absolute address (`item`).
 */
export function breadcrumbStructuredData(items: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, index) => ({ '@type': 'ListItem', position: index + 1, name: entry.name, item: entry.url })),
  };
}

/**
 * The business as `RealEstateAgent` (an `Organization`), from config/business.ts: name and legal
 * name, the home page of `language` on `origin`, logo and picture, postal address, phone (as
 * written and dialled), e-mail, the office's coordinates, founding year and social profile.
 */
export function organizationStructuredData(origin: string, language: Language): WithContext<RealEstateAgent> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateAgent',
    '@id': organizationId(origin),
    name: BUSINESS.name,
    legalName: BUSINESS.legalName,
    url: `${origin}${localisedPath('/', language)}`,
    logo: `${origin}/favicon.svg`,
    image: absoluteUrl(origin, DEFAULT_SHARE_IMAGE),
    address: businessAddress(),
    telephone: BUSINESS.phoneHref.replace(/^tel:/, ''),
    email: BUSINESS.email,
    geo: { '@type': 'GeoCoordinates', latitude: BUSINESS.office.lat, longitude: BUSINESS.office.lon },
    foundingDate: String(BUSINESS.founded),
    sameAs: [BUSINESS.social.href],
  };
}

/**
 * The site as `WebSite` in `language`: its name, home address on `origin`, language, publisher
 * (the business, by `@id`) and a `SearchAction` whose target is the listing search,
 * `{origin}/properties?search={search_term_string}` (`/hi/properties…` in Hindi).
 */
export function webSiteStructuredData(origin: string, language: Language, description: string): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}${localisedPath('/properties', language)}?search={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}${localisedPath('/', language)}#website`,
    name: BUSINESS.name,
    url: `${origin}${localisedPath('/', language)}`,
    description,
    inLanguage: LANGUAGE_TAGS[language],
    publisher: { '@id': organizationId(origin) },
    potentialAction: search,
  };
}

/**
 * A blog post as `BlogPosting`: headline (its title, at most 110 characters), description (its
 * excerpt), picture (absolute), publication date (`created_at`), author (a person named by
 * `blog_author`, else the business), publisher (the business with its logo) and the page
 * (`url`) it is the main subject of. The post's words stay as entered, so no language is claimed.
 */
export function blogPostingStructuredData(blog: Blog, page: { url: string; origin: string }): WithContext<BlogPosting> {
  const headline = blog.blog_title.length > 110 ? `${blog.blog_title.slice(0, 109)}…` : blog.blog_title;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${page.url}#post`,
    headline,
    name: blog.blog_title,
    description: blog.blog_excerpt,
    ...(blog.blog_image ? { image: [absoluteUrl(page.origin, blog.blog_image)] } : {}),
    datePublished: blog.created_at,
    dateModified: blog.created_at,
    author: blog.blog_author.trim()
      ? { '@type': 'Person', name: blog.blog_author.trim() }
      : { '@type': 'Organization', name: BUSINESS.name, url: page.origin },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(page.origin),
      name: BUSINESS.name,
      logo: { '@type': 'ImageObject', url: `${page.origin}/favicon.svg` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.url },
    url: page.url,
  };
}

/**
 * The FAQ page as `FAQPage`: each entry a `Question` (`name`) with its `acceptedAnswer` (`Answer`
 * with `text`), in the order shown, in the page's `language`, at `url`.
 */
export function faqPageStructuredData(
  entries: readonly { question: string; answer: string }[],
  page: { url: string; language: Language },
): WithContext<FAQPage> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    '@id': `${page.url}#faq`,
    url: page.url,
    inLanguage: LANGUAGE_TAGS[page.language],
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

import { fileUrl } from '@realty/contracts/media/image-variants';
import { LANGUAGE_TAGS, LANGUAGES, type Language, localisedPath } from '../i18n/i18n.ts';

/**
 * Address parameters that only say where a visitor came from (campaign and click identifiers),
 * never what the page shows; they are left out of canonical addresses (docs/product/seo.md,
 * "Page heads, structured data and status codes"). Any `utm_…` parameter counts too.
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'gclsrc',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
]);

/** True for a tracking parameter ({@link TRACKING_PARAMS} or any `utm_…`), case-insensitively. */
export function isTrackingParam(name: string): boolean {
  const key = name.toLowerCase();
  return key.startsWith('utm_') || TRACKING_PARAMS.has(key);
}

/**
 * The query of a canonical address: `query` (a `URLSearchParams` or `?a=b` text) without
 * tracking parameters ({@link isTrackingParam}) and without blank values, in the order written;
 * `'?…'`, or `''` when nothing is left. `?utm_source=x&city=Varanasi&bhk=` gives `?city=Varanasi`.
 */
export function canonicalQuery(query: URLSearchParams | string | undefined): string {
  if (query === undefined) return '';
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) {
    if (!isTrackingParam(name) && value.trim() !== '') kept.append(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * An absolute address on `origin` (`https://example.in`) for a picture or page: an `http(s)`
 * address is kept, `//host/x` gets `https:`, a site path (`/media/hero/hero-poster.webp`) is put
 * on `origin`, and a stored upload path (`media/sites/9/cover-1.webp`) becomes its `/server/…`
 * address on `origin`.
 */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `https:${pathOrUrl}`;
  return `${origin}${fileUrl(pathOrUrl)}`;
}

/** The addresses a page declares in its head: its canonical address and its language alternates. */
export type PageAddresses = {
  /** The page's own address in its language, e.g. `https://example.in/hi/properties?city=Varanasi`. */
  canonical: string;
  /** One alternate per language (`hrefLang` en-IN, hi-IN) and `x-default` (the English page). */
  alternates: readonly { hrefLang: string; href: string }[];
};

/**
 * The canonical address and hreflang alternates of the page at `path` (an English, spec address
 * without `/hi`, e.g. `/detailpage/12`) in `language`, on `origin`, with the canonical form of
 * `query` ({@link canonicalQuery}) for search pages. English pages live at the spec's addresses,
 * Hindi ones under `/hi` (`/` becomes `/hi`); `x-default` is the English page.
 * docs/product/seo.md, "Page heads, structured data and status codes".
 */
export function pageAddresses(origin: string, path: string, language: Language, query?: URLSearchParams | string): PageAddresses {
  const search = canonicalQuery(query);
  const at = (lang: Language) => `${origin}${localisedPath(path || '/', lang)}${search}`;
  return {
    canonical: at(language),
    alternates: [
      ...LANGUAGES.map((lang) => ({ hrefLang: LANGUAGE_TAGS[lang], href: at(lang) })),
      { hrefLang: 'x-default', href: at('en') },
    ],
  };
}

/** The Open Graph locale of `language`: `en_IN` or `hi_IN` (the BCP 47 tag with `_`). */
export const ogLocale = (language: Language): string => LANGUAGE_TAGS[language].replace('-', '_');

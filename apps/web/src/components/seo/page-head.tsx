import { useLocation } from 'react-router';
import { BUSINESS } from '../../config/business.ts';
import { useLanguage } from '../../lib/i18n/texts.ts';
import { absoluteUrl, ogLocale, pageAddresses } from '../../lib/seo/page-address.ts';
import { DEFAULT_SHARE_IMAGE } from '../../lib/seo/structured-data.ts';
import { useSiteOrigin } from '../../lib/site-origin.tsx';

/** Props of {@link PageHead}. */
export type PageHeadProps = {
  /** The page's own title, e.g. "About Us"; the document title is "{title} | Kashi Realty" unless {@link PageHeadProps.isSiteTitle}. */
  title: string;
  /** The whole document title is `title` as it is (the home page: "Kashi Realty – Connecting Dreams…"). */
  isSiteTitle?: boolean;
  /** The meta description (and Open Graph / Twitter description), one or two sentences. */
  description: string;
  /**
   * The picture of link previews: an absolute address, a site path (`/media/…`) or a stored upload
   * path (`media/sites/9/cover-1.webp`, served under `/server/`). Default: the home hero poster.
   */
  image?: string;
  /** The Open Graph type: `website` (default) or `article` (a blog post). */
  type?: 'website' | 'article';
  /** Tell search engines not to index the page (`robots: noindex`); no canonical address or alternates are declared then. */
  noindex?: boolean;
  /**
   * The page's spec (English) path when it differs from the address shown, e.g. `/detailpage/12`
   * on `/detailproperty/12` or `/properties` on `/search-results`. Default: the current path.
   */
  path?: string;
  /** The query that is part of the page's address (search pages): kept in the canonical address without tracking parameters. */
  query?: URLSearchParams | string;
};

/**
 * The head of a public page (docs/product/seo.md, "Page heads, structured data and status codes"),
 * as elements React 19 hoists into `<head>` from wherever they are rendered: on the server they
 * lead the drawn markup and the page shell moves them into the HTML's head; in the browser React
 * adopts them on hydration and swaps them on every navigation, so the title follows the page.
 *
 * Draws `<title>` ("{title} | Kashi Realty"), `<meta name="description">`, `<link
 * rel="canonical">` (the site's origin + the page's path in its language + `query` without
 * tracking parameters), Open Graph (`og:title`, `og:description`, `og:url`, `og:type`,
 * `og:image` absolute, `og:locale` `en_IN`/`hi_IN` and the other as `og:locale:alternate`,
 * `og:site_name`), Twitter (`twitter:card` `summary_large_image`, title, description, image), the
 * hreflang alternates of the English/Hindi pair (`en-IN`, `hi-IN`, `x-default` = English) and,
 * when `noindex`, `<meta name="robots" content="noindex">` instead of the canonical and alternates.
 */
export function PageHead({
  title,
  isSiteTitle = false,
  description,
  image,
  type = 'website',
  noindex = false,
  path,
  query,
}: PageHeadProps) {
  const origin = useSiteOrigin();
  const language = useLanguage();
  const { pathname } = useLocation();
  const { canonical, alternates } = pageAddresses(origin, path ?? pathname, language, query);
  const documentTitle = isSiteTitle ? title : `${title} | ${BUSINESS.name}`;
  const picture = absoluteUrl(origin, image || DEFAULT_SHARE_IMAGE);
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={picture} />
      <meta property="og:locale" content={ogLocale(language)} />
      <meta property="og:locale:alternate" content={ogLocale(language === 'en' ? 'hi' : 'en')} />
      <meta property="og:site_name" content={BUSINESS.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={picture} />
      {noindex
        ? null
        : alternates.map((alternate) => (
            <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
          ))}
    </>
  );
}

import { createContext, useContext } from 'react';

/**
 * The site's public origin (`https://example.in`, no trailing slash) for absolute addresses in
 * page heads: canonical links, `og:url`, `og:image`, hreflang alternates, JSON-LD. The server
 * renderer passes the configured `PUBLIC_ORIGIN` (or the request's own origin); the browser
 * passes `window.location.origin`. docs/product/seo.md.
 */
export const SiteOriginContext = createContext<string>('');

/** The site's public origin from {@link SiteOriginContext}. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}

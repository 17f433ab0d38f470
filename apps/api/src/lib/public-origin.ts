import { badRequest } from './app-error.ts';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: what a `Host` header may hold. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The site's public origin (`https://www.example.in`, no trailing slash) for absolute addresses in
 * the sitemaps, robots.txt and e-mail links: `PUBLIC_ORIGIN` when set (only its origin part is kept), else the
 * request's own scheme and host. Fastify reads `X-Forwarded-Proto` and `X-Forwarded-Host` for
 * these only when the app trusts proxies (`TRUST_PROXY`); otherwise they come from the connection
 * and the `Host` header.
 * @throws AppError 400 naming `host` when there is no `PUBLIC_ORIGIN` and the Host header is not a host name.
 * @see docs/product/seo.md ("Sitemap and robots.txt")
 */
export function publicOrigin(publicOriginSetting: string | undefined, request: { protocol: string; host: string }): string {
  if (publicOriginSetting) return new URL(publicOriginSetting).origin;
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  if (!HOST.test(request.host)) throw badRequest('The Host header is not a valid host name.', 'host');
  try {
    return new URL(`${scheme}://${request.host}`).origin;
  } catch {
    throw badRequest('The Host header is not a valid host name.', 'host');
  }
}

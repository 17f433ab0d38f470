import type { Database } from '@realty/db/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCatalogueVersion } from './sites.repository.ts';

/**
 * Read-your-writes for the catalogue (docs/product/catalogue.md, "Freshness";
 * docs/decisions/0022-near-real-time-catalogue-index.md): the searches of a person who just
 * changed listings reflect the change at once, on whichever instance answers, while everyone
 * else's reflect it within `CATALOGUE_REFRESH_MS`.
 */

/** The cookie carrying the catalogue version a caller's own write returned (a number; not a secret). */
export const CATALOGUE_VERSION_COOKIE = 'catalogue_version';
/** Seconds the cookie lives: far longer than any refresh takes. */
const COOKIE_SECONDS = 60;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Gives every successful write in `scope` (the back office, where listings are created, edited,
 * imported, published and deleted) the {@link CATALOGUE_VERSION_COOKIE} of the catalogue version
 * after it, read from the primary database `db`; `GET /api/sites` and `GET /api/sites/{id}` then
 * answer from an index at least that new ({@link catalogueVersionOf}). A failed read leaves the
 * answer as it is. `afterWrite`, when given, is called after each such write (the alert scan is
 * queued by it, docs/product/alerts.md "Alerts"); it must not throw.
 */
export function markCatalogueWrites(scope: FastifyInstance, db: Database, afterWrite?: () => void): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400) return payload;
    afterWrite?.();
    const version = await findCatalogueVersion(db).catch(() => undefined);
    if (version !== undefined)
      reply.setCookie(CATALOGUE_VERSION_COOKIE, String(version), { path: '/api', httpOnly: true, sameSite: 'lax', maxAge: COOKIE_SECONDS });
    return payload;
  });
}

/**
 * The catalogue version the caller's own last write returned ({@link CATALOGUE_VERSION_COOKIE}),
 * or 0 when none (or not a whole number).
 */
export function catalogueVersionOf(request: FastifyRequest): number {
  const text = request.cookies?.[CATALOGUE_VERSION_COOKIE];
  return text !== undefined && /^\d{1,17}$/.test(text) ? Number(text) : 0;
}

import { hash } from 'node:crypto';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/** `Cache-Control` of public catalogue and content answers (docs/deploying.md, "Caching for a CDN"). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** `Cache-Control` of every answer tied to a session (or that may be). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The public catalogue and content reads: listings and a listing, places, blogs, the team,
 * developer pages, the home page's counters. They take no credential (docs/decisions/0002-sessions-and-security.md), so
 * one answer serves every visitor.
 */
const PUBLIC_READS = /^\/api\/(sites(\/\d+)?|places(\/[^/]+)?|blogs(\/recent|\/\d+)?|teams|stats|developers\/\d+)$/;

/**
 * HTTP caching for a CDN in front of several instances (issue "Runs as many instances"):
 * - every GET/HEAD answer with a body carries a strong `ETag` (a hash of the body, computed
 *   before compression, so it is the same on every instance), and a request whose
 *   `If-None-Match` still matches answers 304 with no body (`@fastify/etag`);
 * - public catalogue and content answers ({@link PUBLIC_READS}) are
 *   {@link PUBLIC_CACHE_CONTROL}; every other `/api` answer is {@link PRIVATE_CACHE_CONTROL},
 *   unless its route set its own. Pages and files set their own in static-files.ts.
 * Register before compression.
 */
export async function registerHttpCaching(app: FastifyInstance): Promise<void> {
  // the same strong SHA-1 (base64) the plugin makes by default, in one call instead of a Hash object per answer
  await app.register(etag, { hashFn: (payload: string | Buffer) => hash('sha1', payload, 'base64') });
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.hasHeader('cache-control')) return payload;
    const queryAt = request.url.indexOf('?');
    const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    if (!path.startsWith('/api/')) return payload;
    const isPublic = PUBLIC_READS.test(path) && (reply.statusCode === 200 || reply.statusCode === 304);
    reply.header('cache-control', isPublic ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
    return payload;
  });
}

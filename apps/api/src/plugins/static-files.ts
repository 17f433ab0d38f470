import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { Database } from '@realty/db/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../config/env.ts';
import { uploadsDir } from '../lib/data-dirs.ts';
import { registerBucketFiles } from './bucket-files.ts';
import { createPageShell } from './page-shell.ts';

/** `Cache-Control` of a public page drawn on the server: shared caches keep it 60 s, browsers revalidate. */
export const DRAWN_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Folder of the built single-page app. */
export const webDistDir = (env: Env): string => resolve(env.WEB_DIST ?? join(import.meta.dirname, '..', '..', '..', 'web', 'dist'));

/**
 * Serves `/server/{path}` from DATA_DIR/uploads (or, with STORAGE_DRIVER=s3, from the bucket:
 * {@link registerBucketFiles}) with a year-long immutable cache (file names change when content
 * changes), the built SPA's hashed assets likewise, and `index.html` for every other non-API GET
 * (history fallback), with the page's preload hints and first data
 * ({@link createPageShell}). Unknown `/api` paths answer a JSON 404. Architecture brief, "Shape".
 */
export async function registerStaticFiles(app: FastifyInstance, env: Env, _db: Database): Promise<void> {
  // uploads: from the bucket when STORAGE_DRIVER=s3 (bucket-files.ts), else from DATA_DIR/uploads
  if (env.STORAGE_DRIVER === 's3') await registerBucketFiles(app, env);
  else
    await app.register(fastifyStatic, {
      root: uploadsDir(env),
      prefix: '/server/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });

  const dist = webDistDir(env);
  const hasWeb = existsSync(join(dist, 'index.html'));
  // the server renderer asks the API in process, for public GETs only and without any cookie
  const fetchApi = async (address: string): Promise<Response> => {
    const answer = await app.inject({ method: 'GET', url: address, headers: { accept: 'application/json' } });
    const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body;
    return new Response(body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
  const shell = hasWeb ? await createPageShell(dist, fetchApi, app.log) : undefined;
  const originOf = (request: FastifyRequest): string => env.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        if (path.includes(`${join(dist, 'assets')}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }

  const isApiOrUpload = (path: string) => path.startsWith('/api/') || path === '/api' || path.startsWith('/server/');
  if (shell) {
    // The history fallback: a route of its own (not the not-found handler) so that its answer
    // is compressed like every other route's. Built files and API routes are more specific.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const queryAt = request.url.indexOf('?');
      const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
      if (isApiOrUpload(path)) return reply.callNotFound();
      const answer = await shell.html(path, queryAt < 0 ? '' : request.url.slice(queryAt), originOf(request));
      if ('location' in answer) return reply.redirect(answer.location, 302);
      // a drawn public page carries no personal data: a CDN may keep it a minute, browsers revalidate (ETag)
      const cacheControl = answer.status === 200 && answer.isDrawn ? DRAWN_PAGE_CACHE_CONTROL : 'no-cache';
      return reply.status(answer.status).header('cache-control', cacheControl).type('text/html; charset=utf-8').send(answer.html);
    });
  }

  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ success: false, code: ERROR_CODES.NOT_FOUND, message: 'Not found.' }),
  );
}

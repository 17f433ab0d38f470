import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { Database } from '@realty/db/client';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';
import { uploadsDir } from '../lib/data-dirs.ts';
import { createPageShell } from './page-shell.ts';

/** Folder of the built single-page app. */
export const webDistDir = (env: Env): string => resolve(env.WEB_DIST ?? join(import.meta.dirname, '..', '..', '..', 'web', 'dist'));

/**
 * Serves `/server/{path}` from DATA_DIR/uploads with a year-long immutable cache (file names
 * change when content changes), the built SPA's hashed assets likewise, and `index.html` for
 * every other non-API GET (history fallback), with the page's preload hints and first data
 * ({@link createPageShell}). Unknown `/api` paths answer a JSON 404. Architecture brief, "Shape".
 */
export async function registerStaticFiles(app: FastifyInstance, env: Env, db: Database): Promise<void> {
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
  const shell = hasWeb ? await createPageShell(dist, db, app.log) : undefined;
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
      const html = await shell.html(path, queryAt < 0 ? '' : request.url.slice(queryAt));
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  }

  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ success: false, code: ERROR_CODES.NOT_FOUND, message: 'Not found.' }),
  );
}

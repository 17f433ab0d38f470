import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';

/** Folder holding uploaded and generated files, served under `/server/`. */
export const uploadsDir = (env: Env): string => resolve(env.DATA_DIR, 'uploads');

/** Folder of the built single-page app. */
export const webDistDir = (env: Env): string => resolve(env.WEB_DIST ?? join(import.meta.dirname, '..', '..', '..', 'web', 'dist'));

/**
 * Serves `/server/{path}` from DATA_DIR/uploads with a year-long immutable cache (file names
 * change when content changes), the built SPA's hashed assets likewise, and `index.html` for
 * every other non-API GET (history fallback). Unknown `/api` paths answer a JSON 404.
 * Architecture brief, "Shape".
 */
export async function registerStaticFiles(app: FastifyInstance, env: Env): Promise<void> {
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

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/server/')) {
      return reply.status(404).send({ success: false, message: 'Not found.' });
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && hasWeb) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', dist);
    }
    return reply.status(404).send({ success: false, message: 'Not found.' });
  });
}

import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Env } from '../config/env.ts';
import { createFileStorage } from '../providers/storage/create-file-storage.ts';
import { isStoragePath, STORED_FILE_CACHE_CONTROL, type StoredFileInfo } from '../providers/storage/file-storage.ts';

/** `Cache-Control` of the redirect to `S3_PUBLIC_URL`: a day, so a changed CDN address is picked up within one. */
export const CDN_REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Whether an `If-None-Match` header value matches `etag`: `*`, or one of its comma-separated tags
 * under the weak comparison of RFC 9110 (a `W/` prefix on either side is ignored).
 */
export function matchesIfNoneMatch(header: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

/**
 * `GET`/`HEAD /server/{path}` when the files are in an S3-compatible bucket (STORAGE_DRIVER=s3;
 * docs/decisions/0015-object-storage.md): files keep the addresses they have with the local
 * folder. With `S3_PUBLIC_URL` set, it answers 302 to `{S3_PUBLIC_URL}/{path}` (the CDN serves the
 * bytes). Otherwise it streams the object from the bucket with the same headers as the local
 * folder's files: `Cache-Control: public, max-age=31536000, immutable`, the media type of the
 * file's extension, `Content-Length`, `Last-Modified` and the object's `ETag`; a request whose
 * `If-None-Match` matches answers 304 without reading the object, and `HEAD` reads only its
 * metadata. A missing object, or a path that is not a storage path (`assertStoragePath` rules),
 * answers 404 `{ success: false, code: 'NOT_FOUND', message: 'Not found.' }`. An unreachable
 * bucket is a 500 (logged, details hidden by the error handler).
 */
export async function registerBucketFiles(app: FastifyInstance, env: Env): Promise<void> {
  const publicUrl = env.S3_PUBLIC_URL?.replace(/\/+$/, '');
  const storage = publicUrl ? undefined : createFileStorage(env);
  if (storage) app.addHook('onClose', async () => storage.close());

  const notFound = (reply: FastifyReply) => reply.status(404).send({ success: false, code: ERROR_CODES.NOT_FOUND, message: 'Not found.' });
  const cacheHeaders = (reply: FastifyReply, info: StoredFileInfo) =>
    reply
      .header('cache-control', STORED_FILE_CACHE_CONTROL)
      .header('etag', info.etag)
      .header('last-modified', info.lastModified.toUTCString());
  const contentHeaders = (reply: FastifyReply, info: StoredFileInfo) =>
    cacheHeaders(reply, info).header('content-type', info.contentType).header('content-length', String(info.size));

  app.route({
    method: ['GET', 'HEAD'],
    url: '/server/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      if (!isStoragePath(path)) return notFound(reply);
      if (publicUrl) return reply.header('cache-control', CDN_REDIRECT_CACHE_CONTROL).redirect(`${publicUrl}/${path}`, 302);
      if (!storage) return notFound(reply);
      const ifNoneMatch = request.headers['if-none-match'];
      if (request.method === 'HEAD' || ifNoneMatch) {
        const info = await storage.stat(path);
        if (!info) return notFound(reply);
        if (ifNoneMatch && matchesIfNoneMatch(ifNoneMatch, info.etag)) return cacheHeaders(reply, info).status(304).send();
        if (request.method === 'HEAD') return contentHeaders(reply, info).send();
      }
      const file = await storage.read(path);
      if (!file) return notFound(reply);
      return contentHeaders(reply, file).send(file.body);
    },
  });
}

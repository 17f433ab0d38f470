import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  assertStoragePath,
  contentTypeOf,
  type ReadableFileStorage,
  STORED_FILE_CACHE_CONTROL,
  type StoredFileInfo,
} from './file-storage.ts';

/** The AWS SDK's S3 module, loaded on the first call so that the local default never loads it. */
type S3Sdk = typeof import('@aws-sdk/client-s3');

/** How to reach the bucket: the `S3_*` settings (README "Object storage"). */
export type S3StorageSettings = {
  /** Address of an S3-compatible server (R2, MinIO); undefined = AWS S3 in `region`. Set = path-style addresses. */
  endpoint?: string | undefined;
  bucket: string;
  /** Region of the bucket (`auto` for R2). */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Whether `error` is the bucket saying there is no object under that key (404 `NoSuchKey`, or `NotFound` for a HEAD). */
function isMissingKey(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return (e?.name === 'NoSuchKey' || e?.name === 'NotFound') && e.$metadata?.httpStatusCode === 404;
}

/** `etag` as sent in an HTTP `ETag` header: quoted, as S3 gives it, or quoted here when a server left the quotes out. */
function quotedTag(etag: string | undefined, fallback: string): string {
  if (!etag) return `"${fallback}"`;
  return etag.startsWith('"') || etag.startsWith('W/"') ? etag : `"${etag}"`;
}

/**
 * {@link ReadableFileStorage} in an S3-compatible bucket: AWS S3, Cloudflare R2, MinIO
 * (docs/decisions/0015-object-storage.md). The object key is the storage path itself
 * (`media/sites/12/3f9a0c1d2e4b5a69.webp`); each object is written with its media type and the
 * year-long immutable `Cache-Control`, so a CDN in front of the bucket (`S3_PUBLIC_URL`) serves
 * it as `/server/` does. Request checksums are sent only where S3 requires them, which every
 * S3-compatible server accepts. The SDK is loaded and the client made on the first call, so the
 * local default never loads it. Errors of the bucket (unreachable, missing bucket, wrong keys)
 * are thrown as they come; only a missing object reads as "nothing there".
 */
export function createS3FileStorage(settings: S3StorageSettings): ReadableFileStorage {
  let connection: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      }),
    })));
  const Bucket = settings.bucket;
  const key = (path: string): string => {
    assertStoragePath(path);
    return path;
  };
  const info = (
    path: string,
    object: {
      ContentLength?: number | undefined;
      ETag?: string | undefined;
      ContentType?: string | undefined;
      LastModified?: Date | undefined;
    },
  ): StoredFileInfo => {
    const lastModified = object.LastModified ?? new Date(0);
    const size = object.ContentLength ?? 0;
    return {
      size,
      etag: quotedTag(object.ETag, `${size.toString(16)}-${lastModified.getTime().toString(16)}`),
      contentType: contentTypeOf(path) ?? object.ContentType ?? 'application/octet-stream',
      lastModified,
    };
  };
  const stat = async (path: string): Promise<StoredFileInfo | undefined> => {
    const Key = key(path);
    const { sdk, client } = await connect();
    try {
      return info(path, await client.send(new sdk.HeadObjectCommand({ Bucket, Key })));
    } catch (error) {
      if (isMissingKey(error)) return undefined;
      throw error;
    }
  };
  return {
    name: 's3',
    async put(path, data) {
      const Key = key(path);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key,
          Body: data,
          ContentType: contentTypeOf(path) ?? 'application/octet-stream',
          CacheControl: STORED_FILE_CACHE_CONTROL,
        }),
      );
    },
    async remove(path) {
      // S3 answers 204 for a key that is not there, so a missing file is not an error
      const Key = key(path);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
    async exists(path) {
      return (await stat(path)) !== undefined;
    },
    stat,
    async read(path) {
      const Key = key(path);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        if (!object.Body) return undefined;
        return { ...info(path, object), body: object.Body as Readable };
      } catch (error) {
        if (isMissingKey(error)) return undefined;
        throw error;
      }
    },
    async *list(prefix) {
      const { sdk, client } = await connect();
      for await (const page of sdk.paginateListObjectsV2({ client, pageSize: 1000 }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) if (object.Key) yield { path: object.Key, size: object.Size ?? 0 };
      }
    },
    async close() {
      const open = connection;
      connection = undefined;
      if (open) (await open).client.destroy();
    },
  };
}

import type { Env } from '../../config/env.ts';
import { uploadsDir } from '../../lib/data-dirs.ts';
import type { ReadableFileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

/**
 * The storage for these settings (docs/decisions/0015-object-storage.md): with
 * `STORAGE_DRIVER=s3` the S3-compatible bucket of the `S3_*` settings, else (default) the local
 * folder DATA_DIR/uploads. Either way `/server/{path}` serves the files.
 * @throws Error when STORAGE_DRIVER=s3 lacks a required `S3_*` setting (loadEnv refuses that already).
 */
export function createFileStorage(env: Env): ReadableFileStorage {
  if (env.STORAGE_DRIVER !== 's3') return createLocalFileStorage(uploadsDir(env));
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!(bucket && region && accessKeyId && secretAccessKey)) {
    throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return createS3FileStorage({ endpoint: env.S3_ENDPOINT, bucket, region, accessKeyId, secretAccessKey });
}

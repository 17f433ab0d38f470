import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Site } from '@realty/contracts/sites/site';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '@realty/db/client';
import { isCatalogueEmpty } from '@realty/db/seed/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { createFileStorage } from '../src/providers/storage/create-file-storage.ts';
import { walkFiles } from '../src/providers/storage/local-file-storage.ts';
import { loadDemoIfWanted } from '../src/startup/demo-data.ts';
import { startS3Server, type TestS3Server } from './fixtures/s3-server.ts';

// The copy into the bucket does not depend on the database kind, and the demo loads by itself
// only into the embedded one: this file runs on PGlite alone.
describe.skipIf(process.env.TEST_DB === 'postgres')('the demo catalogue with STORAGE_DRIVER=s3', () => {
  let s3: TestS3Server;
  let handle: DatabaseHandle;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startS3Server('demo-photos');
    handle = await openDatabase({ dataDir: 'memory://', poolSize: 2 });
    await migrateDatabase(handle);
    dataDir = mkdtempSync(join(tmpdir(), 'realty-demo-s3-'));
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
    await s3?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const settings = (overrides: Record<string, string> = {}) =>
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...s3.env, ...overrides });

  it('stops before loading anything when the bucket cannot be used', async () => {
    await expect(loadDemoIfWanted(handle, settings({ S3_BUCKET: 'missing-bucket' }))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    expect(await isCatalogueEmpty(handle.db)).toBe(true);
  });

  it('puts the demo photos and brochures in the bucket, where /server/ finds them, only when the database was empty', async () => {
    const env = settings();
    expect(await loadDemoIfWanted(handle, env)).toBe(true);
    const storage = createFileStorage(env);
    try {
      const inBucket = new Map<string, number>();
      for await (const entry of storage.list('')) inBucket.set(entry.path, entry.size);
      const local = [];
      for await (const entry of walkFiles(join(dataDir, 'uploads'))) local.push(entry);
      expect(local.length).toBeGreaterThan(50);
      for (const file of local) expect(inBucket.get(file.path), file.path).toBe(file.size);

      const app = await buildApp({ env, db: handle.db });
      try {
        const listing = ((await app.inject({ url: '/api/sites?pageSize=1' })).json() as { data: Site[] }).data[0];
        const cover = listing?.cover_images[0] ?? '';
        expect(cover).toMatch(/\.webp$/);
        const served = await app.inject({ url: `/server/${cover}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      } finally {
        await app.close();
      }

      // a later start finds the catalogue loaded and copies nothing
      await storage.remove(local[0]?.path ?? '');
      expect(await loadDemoIfWanted(handle, env)).toBe(false);
      expect(await storage.exists(local[0]?.path ?? '')).toBe(false);
    } finally {
      await storage.close();
    }
  }, 240_000);
});

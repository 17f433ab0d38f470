import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { Site } from '@realty/contracts/sites/site';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../src/config/env.ts';
import { copyFolderToStorage } from '../src/providers/storage/copy-to-storage.ts';
import { createFileStorage } from '../src/providers/storage/create-file-storage.ts';
import type { ReadableFileStorage } from '../src/providers/storage/file-storage.ts';
import { startS3Server, type TestS3Server } from './fixtures/s3-server.ts';
import { multipartBody, signInTestStaff, type TestStaff } from './fixtures/staff-session.ts';
import { createTestContext, type TestContext } from './test-app.ts';

// This file runs a local S3 server, builds apps and starts the migrate command as a child
// process (a few seconds each on a busy machine): room beyond the default limits.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => s3?.close());

const NOT_FOUND = { success: false, code: 'NOT_FOUND', message: 'Not found.' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The provider, the copy and the command do not touch the database: they run on the PGlite pass alone. */
const databaseFree = describe.skipIf(process.env.TEST_DB === 'postgres');

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function photo(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}

databaseFree('the S3 file storage', () => {
  let storage: ReadableFileStorage;
  beforeAll(async () => {
    storage = createFileStorage(loadEnv({ NODE_ENV: 'test', ...(await s3.createBucket('provider-test')) }));
  });
  afterAll(async () => storage?.close());

  it('stores, finds, reads, lists and removes a file under its path', async () => {
    const path = 'media/sites/7/0123456789abcdef.webp';
    expect(storage.name).toBe('s3');
    expect(await storage.exists(path)).toBe(false);
    await storage.put(path, Buffer.from('first version'));
    await storage.put(path, Buffer.from('second version'));
    expect(await storage.exists(path)).toBe(true);

    const info = await storage.stat(path);
    expect(info).toMatchObject({ size: 14, contentType: 'image/webp' });
    expect(info?.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(info?.lastModified).toBeInstanceOf(Date);

    const file = await storage.read(path);
    expect(file?.etag).toBe(info?.etag);
    expect(await text(file?.body as NodeJS.ReadableStream)).toBe('second version');

    await storage.put('media/sites/7/brochure.pdf', Buffer.from('%PDF-1.4\n'));
    await storage.put('media/blogs/1/cover.webp', Buffer.from('cover'));
    const listed: { path: string; size: number }[] = [];
    for await (const entry of storage.list('media/sites/')) listed.push(entry);
    expect(listed.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'media/sites/7/0123456789abcdef.webp', size: 14 },
      { path: 'media/sites/7/brochure.pdf', size: 9 },
    ]);

    await storage.remove(path);
    await storage.remove(path); // a missing file is not an error
    expect(await storage.exists(path)).toBe(false);
    expect(await storage.stat(path)).toBeUndefined();
    expect(await storage.read(path)).toBeUndefined();
  });

  it('writes each object with its media type and the year-long immutable cache, for a CDN in front of the bucket', async () => {
    await storage.put('media/sites/8/brochure.pdf', Buffer.from('%PDF-1.4\n'));
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: 'provider-test', Key: 'media/sites/8/brochure.pdf' }));
    expect(head.ContentType).toBe('application/pdf');
    expect(head.CacheControl).toBe(IMMUTABLE);
  });

  it('refuses unsafe paths before asking the bucket', async () => {
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow('Unsafe storage path');
    await expect(storage.read('/media/x.webp')).rejects.toThrow('Unsafe storage path');
    await expect(storage.remove('Media/X.webp')).rejects.toThrow('Unsafe storage path');
  });

  it('reports a bucket that does not exist instead of reading it as empty', async () => {
    const missing = createFileStorage(loadEnv({ NODE_ENV: 'test', ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    try {
      await expect(missing.put('media/a.webp', Buffer.from('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(
        (async () => {
          for await (const _ of missing.list('')) break;
        })(),
      ).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      await missing.close();
    }
  });
});

describe('the app with STORAGE_DRIVER=s3', () => {
  let ctx: TestContext;
  let editor: TestStaff;
  let siteId: number;
  let stored: string;
  let brochure: string;

  beforeAll(async () => {
    ctx = await createTestContext(await s3.createBucket('app-test'));
    editor = await signInTestStaff(ctx.app, 'editor');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sites',
      headers: { cookie: editor.cookie },
      payload: {
        site_title: 'Assi Ghat Residency',
        site_city: 'Varanasi',
        site_state: 'Uttar Pradesh',
        site_category: 'Apartment',
        site_price: '4200000',
        site_status: 'Available',
        site_description: 'Homes a short walk from the river.',
        amenities: [],
        related_sites: [],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    siteId = created.json().data.site_id;
    const upload = async (field: string, filename: string, data: Buffer) => {
      const { payload, headers } = multipartBody([{ field, filename, data }]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/sites/${siteId}/${field}`,
        headers: { ...headers, cookie: editor.cookie },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { uploaded: string[]; data: Site };
    };
    stored = (await upload('photos', 'front.jpg', await photo())).uploaded[0] ?? '';
    brochure = (
      await upload('pdfs', 'plan.pdf', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'))
    ).data.site_pdfs[0] as string;
  });
  afterAll(async () => ctx?.close());

  it('puts uploads and their image variants in the bucket, not in DATA_DIR/uploads', async () => {
    expect(stored).toMatch(new RegExp(`^media/sites/${siteId}/[0-9a-f]{16}\\.webp$`));
    for (const suffix of ['.webp', '-w960.webp', '-w480.webp', '.avif', '-w960.avif', '-w480.avif', '-placeholder.webp']) {
      const key = stored.replace(/\.webp$/, suffix);
      // the AVIF twins come from a background job that reads the photo back from the bucket
      await expect
        .poll(
          () =>
            s3.client.send(new HeadObjectCommand({ Bucket: 'app-test', Key: key })).then(
              () => true,
              () => false,
            ),
          { timeout: 20_000 },
        )
        .toBe(true);
      expect(existsSync(join(ctx.dataDir, 'uploads', key)), suffix).toBe(false);
    }
  });

  it('serves a photo and its variants under /server/ from the bucket with the caching headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/server/${stored}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers['last-modified']).toMatch(/GMT$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    const object = await s3.client.send(new GetObjectCommand({ Bucket: 'app-test', Key: stored }));
    expect(res.headers.etag).toBe(object.ETag);

    const small = await ctx.app.inject({ method: 'GET', url: `/server/${stored.replace('.webp', '-w480.webp')}` });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(480);
    const avif = await ctx.app.inject({ method: 'GET', url: `/server/${stored.replace('.webp', '-w960.avif')}` });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe(IMMUTABLE);
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(960);

    const pdf = await ctx.app.inject({ method: 'GET', url: `/server/${brochure}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
  });

  it('answers 304 to a matching If-None-Match and HEAD with the headers alone', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: `/server/${stored}` });
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({ method: 'GET', url: `/server/${stored}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    const weakInList = await ctx.app.inject({
      method: 'GET',
      url: `/server/${stored}`,
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weakInList.statusCode).toBe(304);
    const changed = await ctx.app.inject({ method: 'GET', url: `/server/${stored}`, headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(true);

    const head = await ctx.app.inject({ method: 'HEAD', url: `/server/${stored}` });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': IMMUTABLE, etag });
    expect(Number(head.headers['content-length'])).toBe(first.rawPayload.length);
  });

  it('answers a missing key and a path that is not a storage path with a JSON 404', async () => {
    for (const url of [
      `/server/media/sites/${siteId}/ffffffffffffffff.webp`,
      '/server/media/sites/none',
      '/server/Media/Sites/X.webp',
      '/server/..%2F..%2Fetc%2Fpasswd',
      '/server/',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(NOT_FOUND);
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: `/server/media/sites/${siteId}/ffffffffffffffff.webp` });
    expect(head.statusCode).toBe(404);
  });

  it('deletes a listing’s files from the bucket with the listing', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/sites/${siteId}`, headers: { cookie: editor.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    for (const path of [stored, stored.replace('.webp', '-w480.avif'), brochure]) {
      const gone = await ctx.app.inject({ method: 'GET', url: `/server/${path}` });
      expect(gone.statusCode, path).toBe(404);
      expect(gone.json()).toEqual(NOT_FOUND);
    }
  });
});

describe('S3_PUBLIC_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.in/files/' });
  });
  afterAll(async () => ctx?.close());

  it('redirects /server/{path} to the CDN address of the file', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/server/media/sites/3/0123456789abcdef-w480.webp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://cdn.example.in/files/media/sites/3/0123456789abcdef-w480.webp');
    const head = await ctx.app.inject({ method: 'HEAD', url: '/server/media/blogs/2/cover.webp' });
    expect(head.statusCode).toBe(302);
    expect(head.headers.location).toBe('https://cdn.example.in/files/media/blogs/2/cover.webp');
    const unsafe = await ctx.app.inject({ method: 'GET', url: '/server/..%2Fsecret' });
    expect(unsafe.statusCode).toBe(404);
  });
});

describe('the local driver (default)', () => {
  it('still serves DATA_DIR/uploads under /server/ with the year-long cache', async () => {
    const ctx = await createTestContext();
    try {
      expect(ctx.env.STORAGE_DRIVER).toBe('local');
      mkdirSync(join(ctx.dataDir, 'uploads', 'media', 'sites', '1'), { recursive: true });
      writeFileSync(join(ctx.dataDir, 'uploads', 'media', 'sites', '1', 'plan.pdf'), '%PDF-1.4\n');
      const res = await ctx.app.inject({ method: 'GET', url: '/server/media/sites/1/plan.pdf' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect((await ctx.app.inject({ method: 'GET', url: '/server/media/sites/1/none.pdf' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

databaseFree('copying a folder into the bucket', () => {
  it('copies what is missing or of another size, skips the rest, and reports names it cannot store', async () => {
    const root = mkdtempSync(join(tmpdir(), 'realty-copy-'));
    const storage = createFileStorage(loadEnv({ NODE_ENV: 'test', ...(await s3.createBucket('copy-test')) }));
    try {
      mkdirSync(join(root, 'media', 'sites', '4'), { recursive: true });
      writeFileSync(join(root, 'media', 'sites', '4', 'a.webp'), 'aaaa');
      writeFileSync(join(root, 'media', 'sites', '4', 'b.pdf'), '%PDF-1.4\n');
      writeFileSync(join(root, 'media', 'sites', '4', 'c.webp.1a2b3c.part'), 'half a file');
      await storage.put('media/sites/4/b.pdf', Buffer.from('%PDF-1.4\n')); // already there, same size
      const progress: number[] = [];
      const first = await copyFolderToStorage(root, storage, { onProgress: (p) => progress.push(p.done) });
      expect(first).toMatchObject({ total: 2, copied: 1, skipped: 1, failed: [], bytesCopied: 4, bytesTotal: 13 });
      expect(progress).toEqual([1, 2]);

      writeFileSync(join(root, 'media', 'sites', '4', 'a.webp'), 'aaaaaa'); // changed
      writeFileSync(join(root, 'media', 'sites', '4', 'Bad Name.JPG'), 'x');
      const second = await copyFolderToStorage(root, storage);
      expect(second).toMatchObject({ total: 3, copied: 1, skipped: 1 });
      expect(second.failed).toHaveLength(1);
      expect(second.failed[0]?.path).toBe('media/sites/4/Bad Name.JPG');
      expect(second.failed[0]?.reason).toMatch(/not a storage path/);
      expect((await storage.stat('media/sites/4/a.webp'))?.size).toBe(6);
    } finally {
      await storage.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

databaseFree('npm run storage:migrate', () => {
  const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'realty-migrate-'));
    const folder = join(dataDir, 'uploads', 'media', 'sites', '9');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '00112233aabbccdd.webp'), Buffer.alloc(2048, 7));
    writeFileSync(join(folder, '00112233aabbccdd-w480.webp'), Buffer.alloc(512, 8));
    mkdirSync(join(dataDir, 'uploads', 'media', 'team'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'media', 'team', 'asha.webp'), Buffer.alloc(300, 9));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Runs the command as `npm run storage:migrate` does, with only these settings. */
  function migrate(settings: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((done) => {
      const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...settings };
      execFile(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/cli/storage-migrate.ts'],
        { cwd: repoRoot, env, timeout: 110_000 },
        (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  it('copies every local upload into the bucket, and a second run copies nothing', async () => {
    const settings = await s3.createBucket('migrate-test');
    const first = await migrate(settings);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/3 files \(0\.0 MB\): 3 copied \(0\.0 MB\), 0 already in the bucket, 0 failed\./);
    const object = await s3.client.send(new GetObjectCommand({ Bucket: 'migrate-test', Key: 'media/sites/9/00112233aabbccdd.webp' }));
    expect((await object.Body?.transformToByteArray())?.length).toBe(2048);
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe(IMMUTABLE);

    const second = await migrate(settings);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/0 copied \(0\.0 MB\), 3 already in the bucket, 0 failed\./);
  });

  it('exits 1 when the bucket cannot be reached and 2 without the s3 settings', async () => {
    const missing = await migrate({ ...s3.env, S3_BUCKET: 'never-created' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/Cannot reach the bucket never-created: NoSuchBucket/);
    const local = await migrate({});
    expect(local.code).toBe(2);
    expect(local.stderr).toMatch(/set STORAGE_DRIVER=s3/);
    const incomplete = await migrate({ STORAGE_DRIVER: 's3', S3_BUCKET: 'migrate-test' });
    expect(incomplete.code).toBe(2);
    expect(incomplete.stderr).toMatch(/S3_ACCESS_KEY_ID: STORAGE_DRIVER=s3 needs S3_ACCESS_KEY_ID/);
  });

  it('exits 1 and names the file when one cannot be copied', async () => {
    const settings = await s3.createBucket('migrate-bad-name');
    writeFileSync(join(dataDir, 'uploads', 'media', 'team', 'Old Photo.JPG'), 'x');
    try {
      const run = await migrate(settings);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/4 files .*: 3 copied .*, 0 already in the bucket, 1 failed\./);
      expect(run.stderr).toMatch(/failed: media\/team\/Old Photo\.JPG: the name is not a storage path/);
    } finally {
      rmSync(join(dataDir, 'uploads', 'media', 'team', 'Old Photo.JPG'));
    }
  });
});

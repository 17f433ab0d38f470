import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentTypeOf, isStoragePath } from './file-storage.ts';
import { createLocalFileStorage, walkFiles } from './local-file-storage.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'realty-local-storage-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('the local file storage', () => {
  it('stores, finds, reads, lists and removes files', async () => {
    const storage = createLocalFileStorage(root);
    const path = 'media/sites/3/0123456789abcdef.webp';
    expect(await storage.exists(path)).toBe(false);
    expect(await storage.stat(path)).toBeUndefined();
    expect(await storage.read(path)).toBeUndefined();
    await storage.put(path, Buffer.from('webp bytes'));
    await storage.put('media/sites/3/plan.pdf', Buffer.from('%PDF-1.4'));
    await storage.put('media/blogs/1/cover.webp', Buffer.from('cover'));
    expect(await storage.exists(path)).toBe(true);

    const info = await storage.stat(path);
    expect(info).toMatchObject({ size: 10, contentType: 'image/webp' });
    expect(info?.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const file = await storage.read(path);
    expect(file?.etag).toBe(info?.etag);
    const chunks: Buffer[] = [];
    for await (const chunk of file?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('webp bytes');

    expect(await all(storage.list(''))).toEqual([
      { path: 'media/blogs/1/cover.webp', size: 5 },
      { path: 'media/sites/3/0123456789abcdef.webp', size: 10 },
      { path: 'media/sites/3/plan.pdf', size: 8 },
    ]);
    expect(await all(storage.list('media/sites/3/p'))).toEqual([{ path: 'media/sites/3/plan.pdf', size: 8 }]);
    expect(await all(storage.list('media/none/'))).toEqual([]);

    await storage.remove(path);
    await storage.remove(path);
    expect(await storage.exists(path)).toBe(false);
    await expect(storage.read('../outside.webp')).rejects.toThrow('Unsafe storage path');
    await expect(all(storage.list('../x/'))).rejects.toThrow('Unsafe storage path');
  });

  it('lists nothing for a missing folder and leaves out files still being written', async () => {
    expect(await all(walkFiles(join(root, 'missing')))).toEqual([]);
    mkdirSync(join(root, 'media'), { recursive: true });
    writeFileSync(join(root, 'media', 'a.webp'), 'a');
    writeFileSync(join(root, 'media', 'a.webp.0a1b2c3d4e5f.part'), 'half');
    expect(await all(walkFiles(root))).toEqual([{ path: 'media/a.webp', size: 1 }]);
  });
});

describe('storage paths and media types', () => {
  it('accepts only safe relative paths', () => {
    expect(isStoragePath('media/sites/1/0123456789abcdef-w480.webp')).toBe(true);
    for (const bad of ['', '/etc/passwd', '../x', 'a/../b', 'Media/x.webp', 'a b.webp', `${'a'.repeat(301)}`]) {
      expect(isStoragePath(bad), bad).toBe(false);
    }
  });

  it('gives each stored kind its media type', () => {
    expect(contentTypeOf('media/a.webp')).toBe('image/webp');
    expect(contentTypeOf('media/a-w480.avif')).toBe('image/avif');
    expect(contentTypeOf('media/a.pdf')).toBe('application/pdf');
    expect(contentTypeOf('media/a.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('media.dir/file')).toBeUndefined();
    expect(contentTypeOf('media/a.exe')).toBeUndefined();
  });
});

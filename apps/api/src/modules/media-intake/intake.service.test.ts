import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../providers/storage/file-storage.ts';
import { displayName, removeStoredMedia } from './intake.service.ts';
import { avifTwinPath, isPdf, photoFilePaths, renderAvifTwins, renderPhoto, sniffPhotoFormat } from './media-files.ts';

/** A storage that only records what was removed. */
function recordingStorage(): FileStorage & { removed: string[] } {
  const removed: string[] = [];
  return {
    name: 'recording',
    removed,
    put: async () => {},
    remove: async (path) => {
      removed.push(path);
    },
    exists: async () => false,
  };
}

describe('displayName', () => {
  it('keeps the last path segment without control characters or quotes, at most 80 characters', () => {
    expect(displayName('C:\\fakepath\\front "1".jpg')).toBe('front 1.jpg');
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('bad\u0007\u007fname.png')).toBe('badname.png');
    expect(displayName(`${'x'.repeat(100)}.jpg`)).toHaveLength(80);
    expect(displayName(undefined)).toBe('file');
    expect(displayName('  \u0001 ')).toBe('file');
  });
});

describe('content checks', () => {
  it('tells photos by their first bytes, not their names', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect(sniffPhotoFormat(jpeg)).toBe('jpeg');
    expect(sniffPhotoFormat(png)).toBe('png');
    expect(sniffPhotoFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffPhotoFormat(Buffer.from('GIF89a................'))).toBeNull();
  });

  it('accepts a PDF only with the %PDF- signature at the very start', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n%%EOF'))).toBe(true);
    expect(isPdf(Buffer.from('\ufeff%PDF-1.7\n%%EOF'))).toBe(false);
    expect(isPdf(Buffer.from('%PDF-'))).toBe(false);
  });

  it('refuses a photo smaller than 480 × 360 and renders an accepted one into every rendition', async () => {
    const tiny = await sharp({ create: { width: 479, height: 400, channels: 3, background: '#468' } })
      .png()
      .toBuffer();
    expect(await renderPhoto(tiny, 'media/x/tiny')).toEqual({ refusal: 'too-small' });
    const ok = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#468' } })
      .png()
      .toBuffer();
    const result = await renderPhoto(ok, 'media/x/ok');
    if ('refusal' in result) throw new Error(`refused: ${result.refusal}`);
    expect(result.path).toBe('media/x/ok.webp');
    // the WebP renditions and the placeholder at once; the AVIF twins from the main rendition, later
    const twins = await renderAvifTwins(result.files.find((f) => f.path === result.path)?.data ?? Buffer.alloc(0), result.path);
    expect([...result.files, ...twins].map((f) => f.path).sort()).toEqual(photoFilePaths('media/x/ok.webp').sort());
    expect(result.files.some((f) => f.path.endsWith('.avif'))).toBe(false);
    for (const twin of twins) {
      const meta = await sharp(twin.data).metadata();
      expect(meta.format).toBe('heif');
      expect(avifTwinPath(twin.path.replace(/\.avif$/, '.webp'))).toBe(twin.path);
    }
    expect((await sharp(twins.find((t) => t.path.endsWith('-w480.avif'))?.data).metadata()).width).toBe(480);
  });
});

describe('removeStoredMedia', () => {
  it('deletes every file of the photos and brochures in the folder, and nothing outside it', async () => {
    const storage = recordingStorage();
    await removeStoredMedia(storage, 'media/sites/7/', {
      photos: ['media/sites/7/aaaaaaaaaaaaaaaa.webp', 'media/sites/demo/apartment-01.webp', 'media/sites/70/bbbbbbbbbbbbbbbb.webp'],
      pdfs: ['media/sites/7/brochure-cccccccccccccccc.pdf', 'brochures/demo.pdf'],
    });
    expect(storage.removed.sort()).toEqual(
      [...photoFilePaths('media/sites/7/aaaaaaaaaaaaaaaa.webp'), 'media/sites/7/brochure-cccccccccccccccc.pdf'].sort(),
    );
    expect(photoFilePaths('media/sites/7/aaaaaaaaaaaaaaaa.webp')).toHaveLength(7);
  });

  it('does nothing for an empty path or no media', async () => {
    const storage = recordingStorage();
    await removeStoredMedia(storage, 'media/blogs/3/', { photos: [''] });
    await removeStoredMedia(storage, 'media/blogs/3/', {});
    expect(storage.removed).toEqual([]);
  });
});

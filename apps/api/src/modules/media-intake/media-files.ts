import { randomBytes } from 'node:crypto';
import { MIN_PHOTO_HEIGHT, MIN_PHOTO_WIDTH } from '@realty/contracts/admin/site-media';
import { IMAGE_WIDTHS, PHOTO_ASPECT, variantPath } from '@realty/contracts/media/image-variants';
import sharp from 'sharp';

/**
 * Content checks and re-encoding of uploaded photos and brochures (docs/product/back-office.md,
 * "Listings"; docs/decisions/0004-back-office.md, "Uploads"). Nothing here trusts a file name or
 * a declared content type. Private to the media-intake module: other modules use
 * `intake.service.ts`.
 */

/** Photo formats accepted, as found in the file's first bytes. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** Largest decoded size accepted, in pixels (about 100 megapixels), against decompression bombs. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * The photo format announced by the magic bytes of `data`: JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A
 * 1A 0A`, WebP `RIFF....WEBP`, AVIF an ISO-BMFF `ftyp` box with brand avif/avis (or listing one);
 * null for anything else (executables, HTML, SVG, HEIC, GIF...).
 * @see docs/product/back-office.md ("Listings")
 */
export function sniffPhotoFormat(data: Buffer): PhotoFormat | null {
  if (data.length < 16) return null;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (data.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = Math.min(data.readUInt32BE(0), data.length, 64);
    const brands = data.toString('latin1', 8, boxSize);
    if (/avi[fs]/.test(brands)) return 'avif';
  }
  return null;
}

/**
 * True when `data` starts with the PDF signature `%PDF-` (a byte-order mark or a few junk bytes before it are refused).
 * @see docs/product/back-office.md ("Listings")
 */
export function isPdf(data: Buffer): boolean {
  return data.length >= 8 && data.toString('latin1', 0, 5) === '%PDF-';
}

/**
 * A new random file stem: 16 lower-case hex characters (64 bits), so names never reveal or collide with uploads.
 * @see docs/product/back-office.md ("Listings")
 */
export function randomStem(): string {
  return randomBytes(8).toString('hex');
}

/** One file to store: its relative path and bytes. */
export type RenderedFile = { path: string; data: Buffer };

/** Why a photo was refused: not a photo at all, or too small. */
export type PhotoRefusal = 'not-photo' | 'too-small';

/**
 * Checks `data` by content and re-encodes it for the listing photo convention of
 * `@realty/contracts/media/image-variants`: 4:3 WebP at 1600 (the stored path, `<base>.webp`),
 * 960 and 480 px (`-w960`, `-w480`) and a 24 × 18 px WebP placeholder (`-placeholder.webp`): the
 * files the pages show, made while the upload waits. The AVIF twins are made afterwards by the
 * background job of photo-variants.job.ts ({@link renderAvifTwins}). EXIF orientation is applied,
 * then all metadata (EXIF location included) is dropped. Returns the stored path and the files, or
 * the refusal.
 * @see docs/product/back-office.md ("Listings")
 */
export async function renderPhoto(
  data: Buffer,
  base: string,
): Promise<{ path: string; files: RenderedFile[] } | { refusal: PhotoRefusal }> {
  const announced = sniffPhotoFormat(data);
  if (!announced) return { refusal: 'not-photo' };
  let width: number;
  let height: number;
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const decoded = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format;
    if (decoded !== announced || !meta.width || !meta.height) return { refusal: 'not-photo' };
    const rotated = (meta.orientation ?? 1) >= 5;
    width = rotated ? meta.height : meta.width;
    height = rotated ? meta.width : meta.height;
  } catch {
    return { refusal: 'not-photo' };
  }
  if (width < MIN_PHOTO_WIDTH || height < MIN_PHOTO_HEIGHT) return { refusal: 'too-small' };

  const path = `${base}.webp`;
  const files: RenderedFile[] = [];
  try {
    const upright = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().toBuffer();
    for (const w of IMAGE_WIDTHS) {
      const h = Math.round(w / PHOTO_ASPECT);
      const resized = sharp(upright).resize({ width: w, height: h, fit: 'cover', position: 'centre' });
      const webp = variantPath(path, w);
      files.push({ path: webp, data: await resized.webp({ quality: 78, effort: 4 }).toBuffer() });
    }
    files.push({
      path: `${base}-placeholder.webp`,
      data: await sharp(upright).resize({ width: 24, height: 18, fit: 'cover' }).webp({ quality: 40 }).toBuffer(),
    });
  } catch {
    return { refusal: 'not-photo' };
  }
  return { path, files };
}

/** Path of the AVIF twin of a WebP rendition (`a-w960.webp` → `a-w960.avif`). */
export const avifTwinPath = (webpPath: string) => webpPath.replace(/\.webp$/, '.avif');

/**
 * The AVIF twins of the photo stored at `path` (`<base>.avif`, `-w960.avif`, `-w480.avif`), made
 * from its 1600 px WebP rendition `main` (already upright, 4:3, without metadata).
 * @throws Error when `main` cannot be decoded (not a photo written by {@link renderPhoto}).
 * @see docs/product/back-office.md ("Listings")
 */
export async function renderAvifTwins(main: Buffer, path: string): Promise<RenderedFile[]> {
  const files: RenderedFile[] = [];
  for (const w of IMAGE_WIDTHS) {
    const h = Math.round(w / PHOTO_ASPECT);
    const data = await sharp(main)
      .resize({ width: w, height: h, fit: 'cover', position: 'centre' })
      .avif({ quality: 50, effort: 0 })
      .toBuffer();
    files.push({ path: avifTwinPath(variantPath(path, w)), data });
  }
  return files;
}

/**
 * Every stored file that belongs to the photo at `path` (the renditions, AVIF twins and placeholder).
 * @see docs/product/back-office.md ("Listings")
 */
export function photoFilePaths(path: string): string[] {
  const webps = IMAGE_WIDTHS.map((w) => variantPath(path, w));
  return [...webps, ...webps.map(avifTwinPath), path.replace(/\.webp$/, '-placeholder.webp')];
}

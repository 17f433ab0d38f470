import {
  MAX_PDF_BYTES,
  MAX_PDFS_PER_UPLOAD,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  MEDIA_MESSAGES,
} from '@realty/contracts/admin/site-media';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import type { FileStorage } from '../../providers/storage/file-storage.ts';
import { isPdf, photoFilePaths, randomStem, renderPhoto } from './media-files.ts';
import { queuePhotoVariants } from './photo-variants.job.ts';

/**
 * The one intake of photos and PDF brochures (docs/product/back-office.md, "Listings" and
 * "Content and inboxes"; docs/decisions/0004-back-office.md, "Uploads"): reading a multipart
 * upload into memory with its size and count limits, checking every file by content, re-encoding
 * photos into their renditions, and only when every file passed, writing them to the file
 * storage. Used by the listing photo and brochure uploads, the blog cover and the team photo; the
 * CSV import reads its file with {@link readUploadedFiles}. Deleting what an upload stored is
 * {@link removeStoredMedia}.
 *
 * Refusals are `AppError`s naming the multipart field: 415 (code BAD_REQUEST) for something that
 * is not multipart or not the right kind of file, 413 (BAD_REQUEST) for a file over its size
 * limit, 400 (VALIDATION_FAILED) for no file, too many files, an unreadable upload or a photo
 * too small. Messages are those of `MEDIA_MESSAGES` (`@realty/contracts/admin/site-media`).
 */

/** One uploaded file held in memory: the name the browser gave (cleaned, for messages only) and its bytes. */
export type UploadedFile = { filename: string; data: Buffer };

/** Which multipart field an upload comes in and the storage folder (ending in `/`) its files go to. */
export type IntakeTarget = { field: string; folder: string };

/**
 * A file name safe to repeat in a message: the last path segment, without control characters or
 * double quotes, trimmed, at most 80 characters; 'file' when nothing is left.
 * @example displayName('C:\\fakepath\\front "1".jpg') === 'front 1.jpg'
 * @see docs/product/back-office.md ("Listings": the refusal messages name the file)
 */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? 'file').split(/[\\/]/).pop() ?? 'file';
  const clean = Array.from(base)
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
    .join('')
    .trim();
  return (clean || 'file').slice(0, 80);
}

/**
 * Reads every file part of a multipart request into memory: each at most `maxBytes` bytes, at
 * most `maxFiles` of them, names cleaned by {@link displayName}. Nothing is stored.
 * @throws AppError 415 `MEDIA_MESSAGES.notMultipart` for another content type; 413 `tooLarge(name)`
 *   for a file over `maxBytes`; 400 `MEDIA_MESSAGES.tooManyFiles(maxFiles)` for more files, 400
 *   `MEDIA_MESSAGES.unreadable` for a broken body, 400 `MEDIA_MESSAGES.noFile` when no file or
 *   only empty ones came; each naming `field`.
 * @see docs/product/back-office.md ("Listings": photos, brochures and the CSV import)
 */
export async function readUploadedFiles(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; maxFiles: number; tooLarge: (name: string) => string },
): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new AppError(415, MEDIA_MESSAGES.notMultipart, { field: options.field });
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.files({ limits: { fileSize: options.maxBytes, files: options.maxFiles } })) {
      const name = displayName(part.filename);
      try {
        files.push({ filename: name, data: await part.toBuffer() });
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, options.tooLarge(name), { field: options.field });
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(MEDIA_MESSAGES.tooManyFiles(options.maxFiles), options.field);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(415, MEDIA_MESSAGES.notMultipart, { field: options.field });
    throw badRequest(MEDIA_MESSAGES.unreadable, options.field);
  }
  if (files.length === 0 || files.every((f) => f.data.length === 0)) throw badRequest(MEDIA_MESSAGES.noFile, options.field);
  return files;
}

/**
 * Takes in up to `maxFiles` photos (default {@link MAX_PHOTOS_PER_UPLOAD}) from the multipart
 * field `target.field`: each at most `MAX_PHOTO_BYTES` (15 MB), a JPEG, PNG, WebP or AVIF by its
 * content, at least 480 × 360 pixels. Every photo is checked and re-encoded first (4:3 WebP at
 * 1600, 960 and 480 px, a placeholder; metadata dropped) under a new random name in
 * `target.folder`; only when all passed are the files written to `storage`, and the AVIF twins of
 * each queued as a background job on `jobs` (photo-variants.job.ts). Returns the stored paths
 * (`<folder><16 hex>.webp`, the 1600 px rendition) in upload order.
 * @throws AppError as {@link readUploadedFiles} (413 `photoTooLarge`); 415
 *   `MEDIA_MESSAGES.notPhoto(name)` for anything else than an accepted photo; 400
 *   `MEDIA_MESSAGES.photoTooSmall(name)`; each naming `target.field`, with nothing stored.
 * @see docs/product/back-office.md ("Listings": photos; "Content and inboxes": blog image, team photo)
 */
export async function takeInPhotos(
  request: FastifyRequest,
  storage: FileStorage,
  jobs: JobQueue,
  target: IntakeTarget & { maxFiles?: number },
): Promise<string[]> {
  const { field, folder } = target;
  const files = await readUploadedFiles(request, {
    field,
    maxBytes: MAX_PHOTO_BYTES,
    maxFiles: target.maxFiles ?? MAX_PHOTOS_PER_UPLOAD,
    tooLarge: MEDIA_MESSAGES.photoTooLarge,
  });
  const rendered: { path: string; files: { path: string; data: Buffer }[] }[] = [];
  for (const file of files) {
    const result = await renderPhoto(file.data, `${folder}${randomStem()}`);
    if ('refusal' in result) {
      if (result.refusal === 'too-small') throw badRequest(MEDIA_MESSAGES.photoTooSmall(file.filename), field);
      throw new AppError(415, MEDIA_MESSAGES.notPhoto(file.filename), { field });
    }
    rendered.push(result);
  }
  for (const photo of rendered) for (const f of photo.files) await storage.put(f.path, f.data);
  const paths = rendered.map((r) => r.path);
  await queuePhotoVariants(jobs, paths);
  return paths;
}

/**
 * Takes in exactly one photo from the multipart field `target.field` by the rules of
 * {@link takeInPhotos} (a second file is refused) and returns its stored path.
 * @throws AppError as {@link takeInPhotos}; 400 `MEDIA_MESSAGES.tooManyFiles(1)` for more than one file.
 * @see docs/product/back-office.md ("Content and inboxes": the blog image and the team photo)
 */
export async function takeInOnePhoto(request: FastifyRequest, storage: FileStorage, jobs: JobQueue, target: IntakeTarget): Promise<string> {
  const [path] = await takeInPhotos(request, storage, jobs, { ...target, maxFiles: 1 });
  if (path === undefined) throw badRequest(MEDIA_MESSAGES.noFile, target.field);
  return path;
}

/**
 * Takes in up to {@link MAX_PDFS_PER_UPLOAD} PDF brochures from the multipart field
 * `target.field`: each at most `MAX_PDF_BYTES` (20 MB) and starting with the `%PDF-` signature.
 * All are checked before any is written, unchanged, to `storage` as
 * `<folder>brochure-<16 hex>.pdf`. Returns the stored paths in upload order.
 * @throws AppError as {@link readUploadedFiles} (413 `pdfTooLarge`); 415 `MEDIA_MESSAGES.notPdf(name)`
 *   (naming `target.field`) with nothing stored.
 * @see docs/product/back-office.md ("Listings": brochures)
 */
export async function takeInPdfs(request: FastifyRequest, storage: FileStorage, target: IntakeTarget): Promise<string[]> {
  const { field, folder } = target;
  const files = await readUploadedFiles(request, {
    field,
    maxBytes: MAX_PDF_BYTES,
    maxFiles: MAX_PDFS_PER_UPLOAD,
    tooLarge: MEDIA_MESSAGES.pdfTooLarge,
  });
  for (const file of files) {
    if (!isPdf(file.data)) throw new AppError(415, MEDIA_MESSAGES.notPdf(file.filename), { field });
  }
  const paths: string[] = [];
  for (const file of files) {
    const path = `${folder}brochure-${randomStem()}.pdf`;
    await storage.put(path, file.data);
    paths.push(path);
  }
  return paths;
}

/**
 * Deletes from `storage` the files of the stored photos (every rendition, AVIF twin and the
 * placeholder) and brochures among `media` that lie in `folder`, the record's own upload folder;
 * any other path (shared demo files, addresses) is left alone. Missing files are no error.
 * @see docs/decisions/0004-back-office.md ("Only files under a record's own folder are ever deleted")
 *   and docs/product/back-office.md ("Listings", "Content and inboxes")
 */
export async function removeStoredMedia(
  storage: FileStorage,
  folder: string,
  media: { photos?: readonly string[]; pdfs?: readonly string[] },
): Promise<void> {
  const photos = (media.photos ?? []).filter((p) => p.startsWith(folder));
  const pdfs = (media.pdfs ?? []).filter((p) => p.startsWith(folder));
  await Promise.all([...photos.flatMap(photoFilePaths), ...pdfs].map((p) => storage.remove(p)));
}

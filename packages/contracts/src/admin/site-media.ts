import { z } from 'zod';
import { singleLineText } from '../common/text.ts';
import { siteSchema } from '../sites/site.ts';

/**
 * Photos and brochures of a listing (docs/product/back-office.md). Uploads are multipart
 * (`POST /api/admin/sites/{id}/photos`, field `photos`, several files; `POST …/pdfs`, field
 * `pdfs`); ordering, the cover and deletion are one `PUT /api/admin/sites/{id}/media` with the
 * lists as they should be (only paths the listing already has; left-out uploads are deleted).
 */

/** Largest photo accepted: 15 MB, in bytes. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Largest brochure accepted: 20 MB, in bytes. */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
/** Most photos (cover and inner together) and brochures per listing. */
export const MAX_PHOTOS_PER_SITE = 40;
export const MAX_PDFS_PER_SITE = 10;
/** Smallest photo accepted, in pixels (after EXIF rotation): 480 wide and 360 high. */
export const MIN_PHOTO_WIDTH = 480;
export const MIN_PHOTO_HEIGHT = 360;
/** Most files in one upload request: photos (`POST …/photos`) and brochures (`POST …/pdfs`). */
export const MAX_PHOTOS_PER_UPLOAD = 10;
export const MAX_PDFS_PER_UPLOAD = 5;
/** Photo types accepted, checked by content (the name and declared type are ignored). */
export const PHOTO_TYPES = ['JPEG', 'PNG', 'WebP', 'AVIF'] as const;

/**
 * Person-facing messages of every upload route (listing photos and brochures, blog cover, team
 * photo; docs/product/back-office.md, "Listings" and "Content and inboxes"). File names in them
 * are the browser's, cleaned for display.
 */
export const MEDIA_MESSAGES = {
  notPhoto: (name: string) => `"${name}" is not a JPEG, PNG, WebP or AVIF photo. Only those are accepted.`,
  photoTooLarge: (name: string) => `"${name}" is larger than 15 MB. Each photo must be at most 15 MB.`,
  photoTooSmall: (name: string) => `"${name}" is too small. Photos must be at least ${MIN_PHOTO_WIDTH} × ${MIN_PHOTO_HEIGHT} pixels.`,
  notPdf: (name: string) => `"${name}" is not a PDF file. Only PDF brochures are accepted.`,
  pdfTooLarge: (name: string) => `"${name}" is larger than 20 MB. Each brochure must be at most 20 MB.`,
  noFile: 'Choose at least one file to upload.',
  notMultipart: 'Send the files as multipart/form-data.',
  tooManyFiles: (max: number) => `Send at most ${max} files at once.`,
  unreadable: 'The upload could not be read. Please try again.',
  tooManyPhotos: `A listing can have at most ${MAX_PHOTOS_PER_SITE} photos.`,
  tooManyPdfs: `A listing can have at most ${MAX_PDFS_PER_SITE} brochures.`,
  unknownPath: 'Only files this listing already has can be ordered or kept.',
  photosUploaded: (n: number) => (n === 1 ? 'Photo uploaded.' : `${n} photos uploaded.`),
  pdfsUploaded: (n: number) => (n === 1 ? 'Brochure uploaded.' : `${n} brochures uploaded.`),
  mediaSaved: 'Photos and brochures saved.',
} as const;

/** Body of `PUT /api/admin/sites/{id}/media`: the photo and brochure lists in their new order (stored paths, one line each). */
export const adminSiteMediaBodySchema = z.object({
  cover_images: z.array(singleLineText('Cover photos').max(300)).max(MAX_PHOTOS_PER_SITE),
  inner_images: z.array(singleLineText('Inner photos').max(300)).max(MAX_PHOTOS_PER_SITE),
  site_pdfs: z.array(singleLineText('Brochures').max(300)).max(MAX_PDFS_PER_SITE),
});
/** Shape of {@link adminSiteMediaBodySchema}. */
export type AdminSiteMediaBody = z.infer<typeof adminSiteMediaBodySchema>;

/** Answer of the upload routes: the listing as saved and the stored paths of the new files. */
export const adminUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: siteSchema,
  uploaded: z.array(z.string()),
});
/** Shape of {@link adminUploadResponseSchema}. */
export type AdminUploadResponse = z.infer<typeof adminUploadResponseSchema>;

import { MEDIA_MESSAGES } from '@realty/contracts/admin/site-media';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';

/** One uploaded file held in memory: the name the browser gave (for messages only) and its bytes. */
export type UploadedFile = { filename: string; data: Buffer };

/** A file name safe to repeat in a message: no path, no control characters, at most 80 characters. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? 'file').split(/[\\/]/).pop() ?? 'file';
  const clean = Array.from(base)
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
    .join('')
    .trim();
  return (clean || 'file').slice(0, 80);
}

/**
 * Reads every file part of a multipart request into memory, each at most `maxBytes`, at most
 * `maxFiles` of them.
 * @throws AppError 415 'Send the files as multipart/form-data.' for another content type;
 *   413 `tooLarge(name)` for a file over `maxBytes`; 400 'Choose at least one file to upload.' (field `field`) when none came.
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
    if (code === 'FST_FILES_LIMIT') throw badRequest(`Send at most ${options.maxFiles} files at once.`, options.field);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(415, MEDIA_MESSAGES.notMultipart, { field: options.field });
    throw badRequest('The upload could not be read. Please try again.', options.field);
  }
  if (files.length === 0 || files.every((f) => f.data.length === 0)) throw badRequest(MEDIA_MESSAGES.noFile, options.field);
  return files;
}

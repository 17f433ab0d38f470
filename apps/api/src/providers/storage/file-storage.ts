import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live (ARCHITECTURE.md, "Swappable providers": files). Paths are
 * relative, made of lower-case letters, digits, `-`, `_`, `.` and `/` (e.g.
 * `media/sites/12/3f9a0c1d2e4b5a69.webp`), and are served to browsers under `/server/{path}`.
 */
export type FileStorage = {
  /** Name of the backend, for logs. */
  name: string;
  /** Stores `data` at `path`, replacing any file there. */
  put: (path: string, data: Buffer) => Promise<void>;
  /** Removes the file at `path`; a missing file is not an error. */
  remove: (path: string) => Promise<void>;
  /** Whether a file exists at `path`; rejects when the backend cannot be asked (a bucket unreachable or refusing the keys). */
  exists: (path: string) => Promise<boolean>;
};

/** What is known of a stored file without reading it. */
export type StoredFileInfo = {
  /** Size in bytes. */
  size: number;
  /** Strong entity tag, quoted as in an HTTP `ETag` header (e.g. `"5d41402abc4b2a76b9719d911017c592"`). */
  etag: string;
  /** Media type to serve the file with (from its extension, else what the backend recorded). */
  contentType: string;
  /** When the file was last written. */
  lastModified: Date;
};

/** A stored file opened for reading: its {@link StoredFileInfo} and its bytes as a stream. */
export type StoredFile = StoredFileInfo & { body: Readable };

/** One entry of {@link ReadableFileStorage.list}: a stored path and its size in bytes. */
export type StoredEntry = { path: string; size: number };

/**
 * A {@link FileStorage} that can also be read back and listed: what `/server/*` serves from when
 * the files are in a bucket, what `npm run storage:migrate` compares against, and what both
 * providers (local folder, S3-compatible bucket) implement
 * (docs/decisions/0015-object-storage.md).
 */
export type ReadableFileStorage = FileStorage & {
  /** The file's size, tag, type and date; undefined when nothing is stored at `path`. */
  stat: (path: string) => Promise<StoredFileInfo | undefined>;
  /** The file opened for reading; undefined when nothing is stored at `path`. The caller consumes or destroys `body`. */
  read: (path: string) => Promise<StoredFile | undefined>;
  /**
   * Every stored file whose path starts with `prefix` ('' for all), in no particular order.
   * @throws when the backend cannot be reached or refuses (missing bucket, wrong keys).
   */
  list: (prefix: string) => AsyncIterable<StoredEntry>;
  /** Releases connections; the storage is not used afterwards. */
  close: () => Promise<void>;
};

/** Safe relative storage path: no `..`, no leading slash, only the allowed characters. */
export const STORAGE_PATH_PATTERN = /^(?!.*\.\.)[a-z0-9_-][a-z0-9_./-]*$/;

/** Longest storage path accepted, in characters. */
export const MAX_STORAGE_PATH_LENGTH = 300;

/** Whether `path` is a safe storage path ({@link STORAGE_PATH_PATTERN}, at most {@link MAX_STORAGE_PATH_LENGTH} characters). */
export function isStoragePath(path: string): boolean {
  return STORAGE_PATH_PATTERN.test(path) && path.length <= MAX_STORAGE_PATH_LENGTH;
}

/**
 * Checks `path` against {@link STORAGE_PATH_PATTERN}.
 * @throws Error for anything else (a bug in the caller, never user input).
 */
export function assertStoragePath(path: string): void {
  if (!isStoragePath(path)) throw new Error(`Unsafe storage path: ${path}`);
}

/** Media types of the stored file kinds, by extension. */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/**
 * The media type a stored file is served with, from the extension of `path` (`.webp` →
 * `image/webp`, `.pdf` → `application/pdf`, ...); undefined for an extension not listed.
 */
export function contentTypeOf(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  return dot < 0 || dot < path.lastIndexOf('/') ? undefined : CONTENT_TYPES[path.slice(dot + 1)];
}

/** `Cache-Control` of every stored file: names change when content changes, so a year and immutable. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

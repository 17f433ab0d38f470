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
  /** Whether a file exists at `path`. */
  exists: (path: string) => Promise<boolean>;
};

/** Safe relative storage path: no `..`, no leading slash, only the allowed characters. */
export const STORAGE_PATH_PATTERN = /^(?!.*\.\.)[a-z0-9_-][a-z0-9_./-]*$/;

/**
 * Checks `path` against {@link STORAGE_PATH_PATTERN}.
 * @throws Error for anything else (a bug in the caller, never user input).
 */
export function assertStoragePath(path: string): void {
  if (!STORAGE_PATH_PATTERN.test(path) || path.length > 300) throw new Error(`Unsafe storage path: ${path}`);
}

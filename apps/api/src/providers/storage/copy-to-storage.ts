import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isStoragePath, MAX_STORAGE_PATH_LENGTH, type ReadableFileStorage, type StoredEntry } from './file-storage.ts';
import { walkFiles } from './local-file-storage.ts';

/** Where a copy stands: files looked at so far and their bytes, out of the totals. */
export type CopyProgress = { done: number; total: number; bytesDone: number; bytesTotal: number };

/** A file that was not copied, and why (a sentence for the operator). */
export type CopyFailure = { path: string; reason: string };

/** What {@link copyFolderToStorage} did. Bytes are counted in bytes. */
export type CopySummary = {
  /** Files found in the folder. */
  total: number;
  /** Files written to the storage. */
  copied: number;
  /** Files already in the storage with the same size, left alone. */
  skipped: number;
  failed: CopyFailure[];
  bytesCopied: number;
  bytesTotal: number;
};

/** Options of {@link copyFolderToStorage}. */
export type CopyOptions = {
  /** Files copied at once (default 8). */
  concurrency?: number;
  /** Called after each file, copied, skipped or failed. */
  onProgress?: (progress: CopyProgress) => void;
};

/**
 * Copies every file under the local folder `root` (e.g. DATA_DIR/uploads) into `target` under the
 * same path, except those `target` already holds with the same size, so running it again copies
 * only what is missing or different (README "Object storage": `npm run storage:migrate`; the demo
 * photos at first start). `target` is listed once up front; files still being written are left
 * out; a file whose name is not a storage path (upper-case letters, spaces...) is reported as
 * failed, since `/server/` could not serve it. One file failing does not stop the others.
 * @throws when `target` cannot be listed (bucket unreachable or missing, wrong keys), before anything is copied.
 */
export async function copyFolderToStorage(root: string, target: ReadableFileStorage, options: CopyOptions = {}): Promise<CopySummary> {
  const sources: StoredEntry[] = [];
  for await (const entry of walkFiles(root)) sources.push(entry);
  const stored = new Map<string, number>();
  for await (const entry of target.list('')) stored.set(entry.path, entry.size);

  const summary: CopySummary = {
    total: sources.length,
    copied: 0,
    skipped: 0,
    failed: [],
    bytesCopied: 0,
    bytesTotal: sources.reduce((sum, s) => sum + s.size, 0),
  };
  const progress: CopyProgress = { done: 0, total: summary.total, bytesDone: 0, bytesTotal: summary.bytesTotal };
  const copyOne = async (source: StoredEntry): Promise<void> => {
    if (!isStoragePath(source.path)) {
      summary.failed.push({
        path: source.path,
        reason: `the name is not a storage path (lower-case letters, digits, "-", "_", "." and "/", at most ${MAX_STORAGE_PATH_LENGTH} characters)`,
      });
    } else if (stored.get(source.path) === source.size) {
      summary.skipped++;
    } else {
      try {
        const data = await readFile(join(root, source.path));
        await target.put(source.path, data);
        summary.copied++;
        summary.bytesCopied += data.length;
      } catch (error) {
        summary.failed.push({ path: source.path, reason: (error as Error).message || String(error) });
      }
    }
    progress.done++;
    progress.bytesDone += source.size;
    options.onProgress?.({ ...progress });
  };

  let next = 0;
  const worker = async (): Promise<void> => {
    for (let source = sources[next++]; source; source = sources[next++]) await copyOne(source);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 8, sources.length)) }, worker));
  summary.failed.sort((a, b) => (a.path < b.path ? -1 : 1));
  return summary;
}

import { randomBytes } from 'node:crypto';
import { createReadStream, type Dirent, type Stats } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertStoragePath, contentTypeOf, type ReadableFileStorage, type StoredEntry, type StoredFileInfo } from './file-storage.ts';

/** Suffix of a file still being written ({@link createLocalFileStorage}'s `put`); never listed or served. */
export const PARTIAL_FILE_SUFFIX = '.part';

/**
 * Every file under `root`/`folder` (recursively, in name order) as a `/`-separated path relative
 * to `root` and its size, skipping files still being written ({@link PARTIAL_FILE_SUFFIX}). A
 * missing folder holds nothing. Names are given as they are, safe or not: callers check them.
 */
export async function* walkFiles(root: string, folder = ''): AsyncGenerator<StoredEntry> {
  let entries: Dirent[];
  try {
    entries = await readdir(join(root, folder), { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return;
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) yield* walkFiles(root, path);
    else if (entry.isFile() && !entry.name.endsWith(PARTIAL_FILE_SUFFIX)) yield { path, size: (await stat(join(root, path))).size };
  }
}

/** Size, tag, type and date of a local file (the tag from its size and modification time). */
function infoOf(path: string, stats: Stats): StoredFileInfo {
  return {
    size: stats.size,
    etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    contentType: contentTypeOf(path) ?? 'application/octet-stream',
    lastModified: stats.mtime,
  };
}

/**
 * {@link ReadableFileStorage} in a local folder (default DATA_DIR/uploads, served under
 * `/server/` by plugins/static-files.ts). Writes go to a temporary file first and are renamed
 * into place, so a reader never sees half a file.
 */
export function createLocalFileStorage(root: string): ReadableFileStorage {
  const full = (path: string): string => {
    assertStoragePath(path);
    return join(root, path);
  };
  const statFile = async (path: string): Promise<Stats | undefined> => {
    try {
      const stats = await stat(full(path));
      return stats.isFile() ? stats : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
      throw error;
    }
  };
  return {
    name: 'local',
    async put(path, data) {
      const target = full(path);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}${PARTIAL_FILE_SUFFIX}`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async remove(path) {
      await rm(full(path), { force: true });
    },
    async exists(path) {
      try {
        return (await statFile(path)) !== undefined;
      } catch {
        return false;
      }
    },
    async stat(path) {
      const stats = await statFile(path);
      return stats && infoOf(path, stats);
    },
    async read(path) {
      const stats = await statFile(path);
      return stats && { ...infoOf(path, stats), body: createReadStream(full(path)) };
    },
    async *list(prefix) {
      // walk only the folder the prefix names, then keep the paths that really start with it
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      if (folder !== '') assertStoragePath(folder);
      for await (const entry of walkFiles(root, folder)) if (entry.path.startsWith(prefix)) yield entry;
    },
    async close() {},
  };
}

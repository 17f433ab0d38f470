import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertStoragePath, type FileStorage } from './file-storage.ts';

/**
 * {@link FileStorage} in a local folder (default DATA_DIR/uploads). Writes go to a temporary file
 * first and are renamed into place, so a reader never sees half a file.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const full = (path: string): string => {
    assertStoragePath(path);
    return join(root, path);
  };
  return {
    name: 'local',
    async put(path, data) {
      const target = full(path);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async remove(path) {
      await rm(full(path), { force: true });
    },
    async exists(path) {
      try {
        return (await stat(full(path))).isFile();
      } catch {
        return false;
      }
    },
  };
}

import type { Env } from '../../config/env.ts';
import { uploadsDir } from '../../lib/data-dirs.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

/** The storage for these settings: the local folder DATA_DIR/uploads (the folder `/server/` serves). */
export function createFileStorage(env: Env): FileStorage {
  return createLocalFileStorage(uploadsDir(env));
}

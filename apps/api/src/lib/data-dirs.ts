import { resolve } from 'node:path';
import type { Env } from '../config/env.ts';

/**
 * Folder holding uploaded and generated files (DATA_DIR/uploads), served under `/server/` by
 * plugins/static-files.ts and written by the file storage provider.
 */
export const uploadsDir = (env: Pick<Env, 'DATA_DIR'>): string => resolve(env.DATA_DIR, 'uploads');

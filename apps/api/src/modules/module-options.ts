import type { Database } from '@realty/db/client';
import type { Env } from '../config/env.ts';

/**
 * What every route module receives from `app.ts`: the database and the validated settings.
 * Modules that need providers (SMS, storage, rate limits) get them through this object too.
 */
export type ModuleOptions = {
  db: Database;
  env: Env;
};

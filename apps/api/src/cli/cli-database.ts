import { type DatabaseHandle, migrateDatabase, openDatabase } from '@realty/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { type Env, loadEnv } from '../config/env.ts';

/**
 * Opens and migrates the database the server would use (DATABASE_URL, else PGlite under
 * DATA_DIR) for a command-line tool. PGlite is single-process: stop the server first when it
 * uses the same DATA_DIR.
 * @throws Error listing every wrong setting.
 */
export async function openCliDatabase(): Promise<{ env: Env; handle: DatabaseHandle }> {
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  await migrateDatabase(handle);
  return { env, handle };
}

/** Reads `--name value` style options after the command word; flags without a value are `'true'`. */
export function parseOptions(args: string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) options[key] = inline;
    else if (args[i + 1] !== undefined && !String(args[i + 1]).startsWith('--')) options[key] = String(args[++i]);
    else options[key] = 'true';
  }
  return options;
}

/**
 * A logger for a command (`npm run alerts:digest`, `npm run privacy:retention`): warnings and
 * errors to stderr (none when `silent`, LOG_LEVEL=silent), the rest dropped.
 */
export function cliLogger(silent: boolean): FastifyBaseLogger {
  const quiet = () => {};
  const loud = (obj: unknown, msg?: string) => {
    if (!silent) console.error(msg ?? obj, msg ? obj : '');
  };
  const logger = { level: 'warn', info: quiet, debug: quiet, trace: quiet, warn: loud, error: loud, fatal: loud, silent: quiet };
  return { ...logger, child: () => logger } as unknown as FastifyBaseLogger;
}

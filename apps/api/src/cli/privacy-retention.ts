/**
 * `npm run privacy:retention -- --at 2030-01-01 [--dry-run]`: runs retention and erasure
 * (docs/product/privacy-rights.md, "Retention periods") as of the given moment, with the same code
 * the scheduled job runs (`runRetention`): accounts whose grace period ended are erased (an
 * associate still owed money waits), inactive customer accounts are told 48 hours before and then
 * erased, expired data exports are dropped, and OTP records, sign-in failure records, ended
 * sessions, contact-form messages and records of sent alerts past their periods are deleted. With
 * `--dry-run` nothing is changed or sent: it lists what it would erase and delete. Without `--at`
 * it runs as of now.
 *
 * Uses DATABASE_URL, else the PGlite folder under DATA_DIR (stop the server first in that case),
 * and the server's SMS provider. Prints the report as JSON; exits 1 with a message on a wrong
 * `--at` or setting.
 */
import { createIdentityContext } from '../modules/identity/identity-context.ts';
import { runRetention } from '../modules/privacy-rights/retention/retention.service.ts';
import { cliLogger as consoleLogger, openCliDatabase, parseOptions } from './cli-database.ts';

const options = parseOptions(process.argv.slice(2));
const at = options.at && options.at !== 'true' ? new Date(options.at) : new Date();
if (Number.isNaN(at.getTime())) {
  console.error(`--at must be a date or moment such as 2030-01-01 or 2030-01-01T09:00+05:30 (not ${options.at})`);
  process.exit(1);
}

const { env, handle } = await openCliDatabase();
try {
  const log = consoleLogger(env.LOG_LEVEL === 'silent');
  const identity = createIdentityContext({ db: handle.db, env, log });
  const report = await runRetention({ db: handle.db, env, sms: () => identity.sms, warn: (message) => log.warn(message) }, at, {
    dryRun: options['dry-run'] === 'true',
  });
  console.log(JSON.stringify(report, null, 2));
  await identity.throttle.close();
} finally {
  await handle.close();
}

/**
 * `npm run alerts:digest -- --at 2026-12-01T09:00+05:30`: runs the daily alert digest
 * (docs/product/alerts.md, "How alerts are sent") as of the given moment, with the same code the
 * scheduled 09:00 job runs (`AlertDelivery.runDigest`): the SMS held in the quiet hours that are
 * due, then every pending `daily` item (everything new since the last digest), one digest per saved
 * search, by SMS, Web Push and e-mail in each customer's language. Without `--at` it runs as of
 * now. It runs even when that India day's digest ran already (an operator's re-run sends only
 * what is still pending, so nothing goes twice).
 *
 * Uses DATABASE_URL, else the PGlite folder under DATA_DIR (stop the server first in that case),
 * and the server's providers (SMS_PROVIDER, MAIL_PROVIDER, VAPID keys, PUBLIC_ORIGIN for links).
 * Prints what was sent as JSON; exits 1 with a message on a wrong `--at` or setting.
 */
import { createAlertDelivery } from '../modules/alerts/delivery/delivery.service.ts';
import { parseMoment } from '../modules/alerts/delivery/india-time.ts';
import { createIdentityContext } from '../modules/identity/identity-context.ts';
import { loadVapidKeys } from '../modules/push/push.service.ts';
import { cliLogger as consoleLogger, openCliDatabase, parseOptions } from './cli-database.ts';

const options = parseOptions(process.argv.slice(2));
let at: Date;
try {
  at = options.at && options.at !== 'true' ? parseMoment(options.at) : new Date();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const { env, handle } = await openCliDatabase();
try {
  const log = consoleLogger(env.LOG_LEVEL === 'silent');
  const identity = createIdentityContext({ db: handle.db, env, log });
  const delivery = createAlertDelivery(
    {
      db: handle.db,
      env,
      providers: { sms: () => identity.sms, mail: () => identity.mail },
      keys: identity.keys,
      pushKeys: loadVapidKeys(env, (message) => log.warn(message)),
      log,
    },
    () => at,
  );
  const report = await delivery.runDigest(at, { force: true });
  console.log(JSON.stringify({ at: at.toISOString(), ...report }));
  await identity.throttle.close();
} finally {
  await handle.close();
}

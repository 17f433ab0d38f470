import type { Database } from '@realty/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import { loadPiiKeys, type PiiKeys } from '../../lib/crypto.ts';
import { createMailProvider } from '../../providers/mail/create-mail-provider.ts';
import type { MailProvider } from '../../providers/mail/mail-provider.ts';
import { createSmsProvider } from '../../providers/sms/create-sms-provider.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { createThrottleStore } from '../../providers/throttle/create-throttle-store.ts';
import type { ThrottleStore } from '../../providers/throttle/throttle-store.ts';

/**
 * Everything the identity core and the account kinds need, built ONCE per app by `app.ts`
 * (docs/product/accounts.md, "Sessions"; docs/decisions/0007-identity-core.md): the database,
 * settings, the SMS and mail providers, the OTP throttle store, the PII keys, a logger and the one clock.
 *
 * `now` is the only clock of sign-in, OTPs, sessions and the session guards: tests replace it
 * (`app.identity.now = () => someDate`) and every time-based rule follows.
 */
export type IdentityContext = {
  db: Database;
  env: Env;
  sms: SmsProvider;
  /** E-mail (docs/product/alerts.md, "E-mail"): the outbox folder by default, SMTP with MAIL_PROVIDER=smtp. */
  mail: MailProvider;
  throttle: ThrottleStore;
  keys: PiiKeys;
  log: FastifyBaseLogger;
  now: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one {@link IdentityContext}, decorated by `registerSession` (plugins/session.ts); the guards read it. */
    identity: IdentityContext;
  }
}

/**
 * Builds the {@link IdentityContext} from the settings (docs/product/accounts.md, "Mobile OTPs":
 * OTP throttles in-process, or in Redis when REDIS_URL is set). The caller closes
 * `throttle` when the app closes.
 * @throws Error in production without PII keys (see `loadPiiKeys`).
 */
export function createIdentityContext(params: { db: Database; env: Env; log: FastifyBaseLogger }): IdentityContext {
  const { db, env, log } = params;
  return {
    db,
    env,
    log,
    sms: createSmsProvider(env, log),
    mail: createMailProvider(env, log),
    throttle: createThrottleStore(env),
    keys: loadPiiKeys(env, { warn: (message) => log.warn(message) }),
    now: () => new Date(),
  };
}

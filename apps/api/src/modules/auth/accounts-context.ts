import type { Database } from '@realty/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import { loadPiiKeys, type PiiKeys } from '../../lib/crypto.ts';
import { createMemberRegistry, type MemberRegistry } from '../../providers/member-registry/member-registry.ts';
import { createSmsProvider, type SmsProvider } from '../../providers/sms/sms-provider.ts';
import { createThrottleStore, type ThrottleStore } from '../../providers/throttle/throttle-store.ts';

/**
 * Everything the accounts services need, built once per app: the database, settings, the SMS
 * provider, the member registry, the OTP throttle store, the PII keys, a logger and the clock
 * (`now`, replaceable in tests; everything time-based reads it).
 */
export type AccountsContext = {
  db: Database;
  env: Env;
  sms: SmsProvider;
  registry: MemberRegistry;
  throttle: ThrottleStore;
  keys: PiiKeys;
  log: FastifyBaseLogger;
  now: () => Date;
};

/**
 * Builds the {@link AccountsContext} from the settings (architecture brief, "Providers").
 * @throws Error in production without PII keys (see `loadPiiKeys`).
 */
export function createAccountsContext(db: Database, env: Env, log: FastifyBaseLogger): AccountsContext {
  const context: AccountsContext = {
    db,
    env,
    log,
    sms: createSmsProvider(env, log),
    throttle: createThrottleStore(env),
    keys: loadPiiKeys(env, { warn: (message) => log.warn(message) }),
    registry: undefined as unknown as MemberRegistry,
    now: () => new Date(),
  };
  context.registry = createMemberRegistry(env, db);
  return context;
}

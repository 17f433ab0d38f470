import type { FastifyPluginAsync } from 'fastify';
import { associatesRoutes } from '../associates/associates.routes.ts';
import type { ModuleOptions } from '../module-options.ts';
import { pushRoutes } from '../push/push.routes.ts';
import { usersRoutes } from '../users/users.routes.ts';
import { type AccountsContext, createAccountsContext } from './accounts-context.ts';
import { authRoutes } from './auth.routes.ts';

/** What the accounts route modules receive: the shared {@link AccountsContext}. */
export type AccountsRouteOptions = { accounts: AccountsContext };

/**
 * Every accounts route under `/api` (accounts.md, the accounts wire contract): builds the
 * providers once (SMS, member registry, OTP throttle, PII keys), registers the auth, user,
 * associate and push modules, and releases the providers when the app closes. Needs
 * `registerSession` on the root app first.
 */
export const accountsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const accounts = createAccountsContext(options.db, options.env, app.log);
  app.addHook('onClose', async () => accounts.throttle.close());
  await app.register(authRoutes, { accounts });
  await app.register(usersRoutes, { accounts });
  await app.register(associatesRoutes, { accounts });
  await app.register(pushRoutes, options);
};

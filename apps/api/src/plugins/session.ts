import type { FastifyInstance } from 'fastify';
import { setSessionCookie } from '../modules/identity/guards.ts';
import type { IdentityContext } from '../modules/identity/identity-context.ts';
import { SESSION_LIFETIME_MS } from '../modules/identity/session.service.ts';

/**
 * Installs the session support on the root app (docs/product/accounts.md, "Sessions"): the app's
 * one identity context as `app.identity` (the guards of modules/identity/guards.ts read its
 * database, settings and clock; tests set `app.identity.now`), the per-request lookup slot, and an
 * `onSend` hook that re-sends the cookie when a lookup slid the session's lifetime (so the
 * browser's copy slides with the server's). Call once, after @fastify/cookie.
 */
export function registerSession(app: FastifyInstance, identity: IdentityContext): void {
  app.decorate('identity', identity);
  app.decorateRequest('sessionLookup', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.sessionLookup || reply.hasHeader('set-cookie')) return payload;
    // a lookup that failed (the database out of reach) has already been answered by the error handler
    const lookup = await request.sessionLookup.catch(() => null);
    if (!lookup) return payload;
    const { token, source, session } = lookup;
    if (token && source === 'cookie' && session?.status === 'active' && session.refreshed) {
      setSessionCookie(reply, token, SESSION_LIFETIME_MS[session.subjectType]);
    }
    return payload;
  });
}

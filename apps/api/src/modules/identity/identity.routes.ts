import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { getSessionResponseSchema } from '@realty/contracts/accounts/get-session';
import { logoutResponseSchema } from '@realty/contracts/accounts/logout';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.ts';
import type { SessionView } from './account-kind.ts';
import { clearSessionCookie, readSessionToken, requireSession } from './guards.ts';
import type { IdentityContext } from './identity-context.ts';
import { revokeSessionByToken } from './session.service.ts';

/** What the identity routes receive from app.ts: the one identity context and each account kind's session view. */
export type IdentityRouteOptions = { identity: IdentityContext; sessionViews: readonly SessionView[] };

/**
 * `POST /api/auth/logout` and `GET /api/auth/session`, the same for every account kind
 * (docs/product/accounts.md, "Sessions"). Each kind's own routes (sign-up, sign-in, OTPs) live in
 * its module.
 */
export const identityRoutes: FastifyPluginAsyncZod<IdentityRouteOptions> = async (app, { identity, sessionViews }) => {
  app.post(
    '/auth/logout',
    { schema: { tags: ['accounts'], summary: 'Revoke this session and clear the cookie', response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      const { token } = readSessionToken(request);
      if (token && token.length <= 200) await revokeSessionByToken(identity.db, token, identity.now());
      clearSessionCookie(reply);
      return { success: true as const, message: ACCOUNT_MESSAGES.loggedOut };
    },
  );
  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Who is signed in (cookie or bearer)',
        response: { 200: getSessionResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const view = sessionViews.find((candidate) => candidate.subject === session.subjectType);
      const answer = view ? await view.describe(identity.db, session.subjectId) : null;
      if (!answer) throw unauthorized();
      return answer;
    },
  );
};

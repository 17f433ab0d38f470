import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { loadSession, setSessionCookie } from './guards.ts';
import type { IdentityContext } from './identity-context.ts';
import type { IssuedSession, ResolvedSession } from './session.service.ts';
import type { SessionAnswer } from './sign-in.service.ts';

/**
 * The sign-up and sign-in endpoints of the account kinds, declared once (docs/product/accounts.md,
 * "Mobile OTPs", "Customer sign-up", "Customer sign-in", "Associate sign-in";
 * docs/product/builders.md, "Account"; docs/decisions/0027-shared-account-form-steps.md). A kind's
 * route module (`users.routes.ts`, `builders.routes.ts`, `associates.routes.ts`, wired by app.ts
 * as every route module is) calls these with its paths, schemas and services; what each endpoint
 * does with the request, the session cookie and the status code is written here only.
 */

/** The Fastify instance a route module is given, with the zod type provider. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The error answers of the account endpoints (400, 401, 403, 409, 429 by default), all `{ success: false, message, code, field? }`. */
export type ErrorAnswers = Record<number, z.ZodType>;

/** The error answers of the customers' and builders' endpoints. */
export const ACCOUNT_ERRORS = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
} as const satisfies ErrorAnswers;

/** Sign-up and sign-in: 30 requests a minute per address, as on every account kind's routes. */
export const SIGN_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** OTP sends and checks: 30 a minute per address, beside the OTP throttles of the identity core. */
export const OTP_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** One account endpoint: its OpenAPI tag and summary, address, rate limit, request body, success answer and error answers. */
export type AccountEndpoint<Body extends z.ZodType, Answer extends z.ZodType> = {
  tag: string;
  path: string;
  summary: string;
  body: Body;
  answer: Answer;
  /** The rate limit (default {@link SIGN_LIMIT} for sign-up and sign-in, {@link OTP_LIMIT} for OTP calls). */
  limit?: typeof SIGN_LIMIT | undefined;
  /** The error answers (default {@link ACCOUNT_ERRORS}). */
  errors?: ErrorAnswers | undefined;
};

/**
 * Registers `POST {endpoint.path}` with the endpoint's rate limit and schemas (`status` is the
 * success answer's). The app's zod validator and serializer check the body and the answers at
 * run time; the types of `handler` come from the endpoint's schemas, through the functions below.
 */
function post(
  app: ZodApp,
  endpoint: AccountEndpoint<z.ZodType, z.ZodType>,
  defaults: { limit: typeof SIGN_LIMIT; status: 200 | 201 },
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  // the zod type provider cannot follow schemas that are type parameters: the route is declared on the plain instance
  (app as unknown as FastifyInstance).post(
    endpoint.path,
    {
      config: endpoint.limit ?? defaults.limit,
      schema: {
        tags: [endpoint.tag],
        summary: endpoint.summary,
        body: endpoint.body,
        response: { [defaults.status]: endpoint.answer, ...(endpoint.errors ?? ACCOUNT_ERRORS) },
      },
    },
    handler,
  );
}

/**
 * `POST {path}` sending an OTP: `send` gets the body, the caller's address and its session
 * (pending or active, null without one: the sign-in step of an OTP call needs the pending one)
 * and returns the answer.
 */
export function postSendOtp<Body extends z.ZodType, Answer extends z.ZodType>(
  app: ZodApp,
  identity: IdentityContext,
  endpoint: AccountEndpoint<Body, Answer> & {
    send: (ctx: IdentityContext, params: z.output<Body> & { ip: string; pending: ResolvedSession | null }) => Promise<z.output<Answer>>;
  },
): void {
  post(app, endpoint, { limit: OTP_LIMIT, status: 200 }, async (request) =>
    endpoint.send(identity, { ...(request.body as z.output<Body> & object), ip: request.ip, pending: await loadSession(request) }),
  );
}

/**
 * `POST {path}` checking an OTP: `verify` gets the body and the caller's session; when its answer
 * opens a session (the sign-in step), the session cookie is set with it.
 */
export function postVerifyOtp<Body extends z.ZodType, Answer extends z.ZodType>(
  app: ZodApp,
  identity: IdentityContext,
  endpoint: AccountEndpoint<Body, Answer> & {
    verify: (
      ctx: IdentityContext,
      params: z.output<Body> & { pending: ResolvedSession | null },
    ) => Promise<SessionAnswer<z.output<Answer>, IssuedSession | undefined>>;
  },
): void {
  post(app, endpoint, { limit: OTP_LIMIT, status: 200 }, async (request, reply) => {
    const { body, session } = await endpoint.verify(identity, {
      ...(request.body as z.output<Body> & object),
      pending: await loadSession(request),
    });
    if (session) setSessionCookie(reply, session.token, session.lifetimeMs);
    return body;
  });
}

/** `POST {path}` creating an account: `signUp` gets the body; the answer is sent with 201 and the new session's cookie. */
export function postSignUp<Body extends z.ZodType, Answer extends z.ZodType>(
  app: ZodApp,
  identity: IdentityContext,
  endpoint: AccountEndpoint<Body, Answer> & {
    signUp: (ctx: IdentityContext, body: z.output<Body>) => Promise<SessionAnswer<z.output<Answer>>>;
  },
): void {
  post(app, endpoint, { limit: SIGN_LIMIT, status: 201 }, async (request, reply) => {
    const { body, session } = await endpoint.signUp(identity, request.body as z.output<Body>);
    setSessionCookie(reply, session.token, session.lifetimeMs);
    return reply.code(201).send(body);
  });
}

/**
 * `POST {path}` signing in with mobile and password: `signIn` gets the body and the caller's
 * address; the answer is sent with the session's cookie (pending for a two-step sign-in).
 */
export function postSignIn<Body extends z.ZodType, Answer extends z.ZodType>(
  app: ZodApp,
  identity: IdentityContext,
  endpoint: AccountEndpoint<Body, Answer> & {
    signIn: (ctx: IdentityContext, body: z.output<Body>, ip: string) => Promise<SessionAnswer<z.output<Answer>>>;
  },
): void {
  post(app, endpoint, { limit: SIGN_LIMIT, status: 200 }, async (request, reply) => {
    const { body, session } = await endpoint.signIn(identity, request.body as z.output<Body>, request.ip);
    setSessionCookie(reply, session.token, session.lifetimeMs);
    return body;
  });
}

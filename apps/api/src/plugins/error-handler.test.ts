import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '@realty/db/client';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createScratchDatabase, type ScratchDatabase } from '../../test/fixtures/postgres-database.ts';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import {
  answerFrameworkError,
  databaseErrorForLog,
  REDACTED,
  redactForLog,
  registerErrorHandler,
  SERVICE_UNAVAILABLE_MESSAGE,
  serializeErrorForLog,
} from './error-handler.ts';

/** An error as the PostgreSQL driver raises it for a server-side failure. */
function serverError(code: string, message: string, fields: Record<string, string> = {}): Error {
  return Object.assign(new Error(message), { name: 'error', severity: 'ERROR', code, ...fields });
}
/** An error as a socket raises it. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
/** `cause` wrapped the way Drizzle wraps every failed query. */
const failedQuery = (cause: Error) => new DrizzleQueryError('select * from sites where site_id = $1', [7], cause);

describe('which errors mean the database is out of reach', () => {
  it.each([
    ['connection refused', socketError('ECONNREFUSED')],
    ['connection reset', socketError('ECONNRESET')],
    ['connection timed out', socketError('ETIMEDOUT')],
    ['unknown host', socketError('ENOTFOUND')],
    ['refused on every address', new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], 'connect failed')],
    ['the server ended the connection (57P01)', serverError('57P01', 'terminating connection due to administrator command')],
    ['the server crashed (57P02)', serverError('57P02', 'terminating connection because of crash of another server process')],
    ['the server is starting up (57P03)', serverError('57P03', 'the database system is starting up')],
    ['too many connections (53300)', serverError('53300', 'sorry, too many clients already')],
    ['a connection exception (08006)', serverError('08006', 'connection failure')],
    ['a connection exception (08001)', serverError('08001', 'could not connect')],
    ['the pool waited too long', new Error('timeout exceeded when trying to connect')],
    ['the connection ended during a query', new Error('Connection terminated unexpectedly')],
    ['the connection timed out', new Error('Connection terminated due to connection timeout')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    [
      'the database refusing connections (55000)',
      Object.assign(serverError('55000', 'database "realty" is not currently accepting connections'), { severity: 'FATAL' }),
    ],
    ['the server in recovery (57P03)', serverError('57P03', 'the database system is in recovery mode')],
    ['a closed client', new Error('Client was closed and is not queryable')],
    ['a pool already ended', new Error('Cannot use a pool after calling end on the pool')],
    ['a connection attempt timed out', new Error('timeout expired')],
    ['a query whose answer never came', new Error('Query read timeout')],
    ['the network down', socketError('ENETDOWN')],
    ['no local address left', socketError('EADDRNOTAVAIL')],
    ['name lookup failing for now', socketError('EAI_AGAIN')],
    ['a closed socket', socketError('ERR_SOCKET_CLOSED')],
  ])('%s, also inside the query wrapper', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(true);
    expect(isDatabaseUnavailable(new Error('sign-up failed', { cause: failedQuery(error) }))).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint "users_email"')],
    ['a check violation', serverError('23514', 'new row for relation "users" violates check constraint "x"')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ['a statement timeout', serverError('57014', 'canceling statement due to statement timeout')],
    ['a query’s own 55000', serverError('55000', 'currval of sequence "sites_id_seq" is not yet defined in this session')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('not %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(false);
  });

  it('not values that are not errors', () => {
    for (const value of [undefined, null, 'ECONNREFUSED', 42, {}]) expect(isDatabaseUnavailable(value)).toBe(false);
  });
});

describe('what the log is given', () => {
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
  const refused = () =>
    new DrizzleQueryError(
      'insert into "users" ("user_name", "user_email", "user_mobile", "user_password_hash") values ($1, $2, $3, $4)',
      ['Asha Verma', 'asha@example.in', '9415012345', hash],
      serverError('23505', 'duplicate key value violates unique constraint "users_email"', {
        detail: 'Key (lower(user_email))=(asha@example.in) already exists.',
        table: 'users',
        constraint: 'users_email',
        schema: 'public',
      }),
    );

  it('a database error by its code, table and constraint only', () => {
    const logged = serializeErrorForLog(refused());
    expect(logged).toMatchObject({ type: 'DatabaseError', code: '23505', table: 'users', constraint: 'users_email' });
    const text = JSON.stringify(logged);
    for (const secret of ['Asha', 'asha@example.in', '9415012345', hash, 'argon2id', 'Key (']) expect(text).not.toContain(secret);
    const wrapped = serializeErrorForLog(new Error('sign-up failed', { cause: refused() }));
    expect({ ...wrapped, stack: '' }).toEqual({ ...logged, stack: '' });
  });

  it('a lost connection by its code and the driver’s message', () => {
    expect(databaseErrorForLog(failedQuery(socketError('ECONNREFUSED')))).toMatchObject({ code: 'ECONNREFUSED' });
    expect(databaseErrorForLog(failedQuery(new Error('Connection terminated unexpectedly')))).toMatchObject({
      message: 'Connection terminated unexpectedly',
    });
    expect(databaseErrorForLog(new TypeError('not a database error'))).toBeUndefined();
  });

  it('other errors whole, with secret fields redacted', () => {
    const error = Object.assign(new Error('SMS gateway refused'), {
      status: 401,
      otp: '123456',
      request: { to: '9415012345', authToken: 'tw-secret' },
    });
    const logged = serializeErrorForLog(error);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'SMS gateway refused',
      status: 401,
      otp: REDACTED,
      request: { authToken: REDACTED },
    });
    expect(JSON.stringify(logged)).not.toContain('tw-secret');
    expect(error.otp).toBe('123456');
  });

  it('log entries with passwords, hashes, OTPs, tokens, Aadhaar and PAN redacted at any depth', () => {
    const entry = {
      user_password: 'Ganga#Ghat2024',
      form: { ass_aadhaar: '567890123456', ass_pan: 'PQRST6789K', nested: [{ newPassword: 'x', passwordHash: hash, otpCode: '123456' }] },
      session: { token: 'abc', sessionTokenHash: 'def' },
      company: 'Kashi Realty',
      panorama: 'view',
      mobile: '9415012345',
    };
    const copy = structuredClone(entry);
    expect(redactForLog(entry)).toEqual({
      user_password: REDACTED,
      form: { ass_aadhaar: REDACTED, ass_pan: REDACTED, nested: [{ newPassword: REDACTED, passwordHash: REDACTED, otpCode: REDACTED }] },
      session: { token: REDACTED, sessionTokenHash: REDACTED },
      company: 'Kashi Realty',
      panorama: 'view',
      mobile: '9415012345',
    });
    expect(entry).toEqual(copy);
  });
});

/** A TCP port where, for a while, something else answers instead of PostgreSQL. */
type Stand = { port: number; close: () => Promise<void> };

/** Listens on `port` (0: any free one) and treats every connection with `onConnection`. */
async function stand(port: number, onConnection: (socket: net.Socket) => void): Promise<Stand> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    onConnection(socket);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port nothing listens on (one just freed). */
async function closedPort(): Promise<number> {
  const free = await stand(0, () => {});
  await free.close();
  return free.port;
}

/** Forwards every connection to PostgreSQL at `target`. */
const forwardTo = (target: URL) => (socket: net.Socket) => {
  const upstream = net.connect(Number(target.port || 5432), target.hostname);
  upstream.on('error', () => socket.destroy());
  socket.on('close', () => upstream.destroy());
  upstream.on('close', () => socket.destroy());
  socket.pipe(upstream).pipe(socket);
};

const opened: { app: FastifyInstance; handle: DatabaseHandle; dataDir: string }[] = [];
const stands: Stand[] = [];
let scratch: ScratchDatabase | undefined;
afterEach(async () => {
  for (const { app, handle, dataDir } of opened.splice(0)) {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const s of stands.splice(0)) await s.close();
  await scratch?.drop();
  scratch = undefined;
});

/** The app on the PostgreSQL server at 127.0.0.1:`port`, database `name`, with a short wait for connections. */
async function appOnPort(port: number, name = 'realty'): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'realty-down-'));
  const handle = await openDatabase({
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/${name}`,
    poolSize: 2,
    connectTimeoutMs: 500,
    onIdleError: () => {},
  });
  const app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), db: handle.db });
  opened.push({ app, handle, dataDir });
  await app.ready();
  return app;
}

const UNAVAILABLE = { success: false, code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE };

/** Asks for a page of listings and a signed-in write, and expects both answered 503 with Retry-After. */
async function expectUnavailable(app: FastifyInstance): Promise<void> {
  const answers = [
    await app.inject({ url: '/api/sites' }),
    await app.inject({ url: '/api/user/profile', headers: { authorization: 'Bearer 0123456789abcdef0123456789abcdef' } }),
  ];
  for (const res of answers) {
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual(UNAVAILABLE);
  }
}

describe('with the database out of reach', () => {
  it('answers 503 with Retry-After when the connection is refused', async () => {
    await expectUnavailable(await appOnPort(await closedPort()));
  });

  it('answers 503 when the server hangs up at once', async () => {
    const hangUp = await stand(0, (socket) => socket.destroy());
    stands.push(hangUp);
    await expectUnavailable(await appOnPort(hangUp.port));
  });

  it('answers 503 when no connection can be had in time', async () => {
    const silent = await stand(0, () => {});
    stands.push(silent);
    await expectUnavailable(await appOnPort(silent.port));
  });

  it.runIf(process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL)(
    'answers 503 with Retry-After, never 500, while PostgreSQL refuses connections to the database (55000), and serves again after',
    async () => {
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'closed');
      const direct = await openDatabase({ databaseUrl: scratch.url, poolSize: 1 });
      await migrateDatabase(direct);
      await direct.close();
      const target = new URL(scratch.url);
      const name = target.pathname.slice(1);
      const admin = async (statement: string) => {
        const server = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL as string, poolSize: 1 });
        try {
          await server.db.execute(sql.raw(statement));
        } finally {
          await server.close();
        }
      };
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      try {
        const app = await appOnPort(Number(target.port || 5432), name);
        for (let round = 0; round < 3; round++) await expectUnavailable(app);
        await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        expect((await app.inject({ url: '/api/sites' })).statusCode).toBe(200);
      } finally {
        await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      }
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL)(
    'recovers by itself once PostgreSQL answers again, and answers 503 again while it is gone',
    async () => {
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'down');
      const direct = await openDatabase({ databaseUrl: scratch.url, poolSize: 1 });
      await migrateDatabase(direct);
      await direct.close();
      const target = new URL(scratch.url);
      const port = await closedPort();
      const app = await appOnPort(port, target.pathname.slice(1));

      await expectUnavailable(app);
      let proxy = await stand(port, forwardTo(target));
      expect((await app.inject({ url: '/api/sites' })).statusCode).toBe(200);

      await proxy.close(); // ends every connection of the pool, and refuses new ones
      await expectUnavailable(app);

      proxy = await stand(port, forwardTo(target));
      stands.push(proxy);
      const back = await app.inject({ url: '/api/sites' });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ success: true, total: 0 });
    },
  );
});

describe('messages in words (docs/product/README.md, "Errors")', () => {
  /** A bare app with the error handler and one route whose fields have no messages of their own. */
  async function wordsApp(): Promise<FastifyInstance> {
    const app = Fastify({ frameworkErrors: answerFrameworkError, maxParamLength: 20 });
    app.setValidatorCompiler(validatorCompiler);
    registerErrorHandler(app);
    app.post(
      '/api/requirements/:leadId',
      { schema: { body: z.object({ budget_min: z.number(), city: z.string().max(5), bhk: z.enum(['one', 'two_plus']) }) } },
      async () => ({ success: true }),
    );
    await app.ready();
    return app;
  }

  it("names the field by its label in the message and by its code in `field`, for zod's own messages too", async () => {
    const app = await wordsApp();
    const post = (body: unknown) => app.inject({ method: 'POST', url: '/api/requirements/1', payload: body as object });
    const cases: [unknown, string, string][] = [
      [{ budget_min: 'ten', city: 'Agra', bhk: 'one' }, 'budget_min', 'Minimum budget must be a number.'],
      [{ budget_min: 1, bhk: 'one' }, 'city', 'City is required.'],
      [{ budget_min: 1, city: 'Varanasi', bhk: 'one' }, 'city', 'City must be at most 5 characters.'],
      [{ budget_min: 1, city: 'Agra', bhk: 'three' }, 'bhk', 'BHK must be one of one or two plus.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message, field });
    }
    await app.close();
  });

  it("answers the router's refusals in the envelope, in words, without repeating the address", async () => {
    const app = await wordsApp();
    const long = await app.inject({ method: 'POST', url: `/api/requirements/${'x'.repeat(40)}`, payload: {} });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, code: expect.any(String), message: 'The address is too long.' });
    await app.close();
  });
});

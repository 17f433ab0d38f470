import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './fixtures/postgres-database.ts';

const probe = fileURLToPath(new URL('./fixtures/db-error-log-probe.ts', import.meta.url));

describe('a database error during sign-up', () => {
  it('is logged by its code, table and constraint, without the e-mail, the mobile or the password hash', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'realty-dblog-'));
    let database: ScratchDatabase | undefined;
    const email = 'refused.probe@kashi.example';
    const mobile = '9415077777';
    const password = 'Probe#Pass42';
    try {
      if (process.env.TEST_DB === 'postgres') database = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'dblog');
      const run = spawnSync(process.execPath, ['--import', 'tsx', probe], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: database?.url ?? '',
          PROBE_EMAIL: email,
          PROBE_MOBILE: mobile,
          PROBE_PASSWORD: password,
          NODE_ENV: 'development',
        },
        encoding: 'utf8',
        timeout: 120_000,
      });
      const output = `${run.stdout}\n${run.stderr}`;
      expect(output, output.slice(-3000)).toContain('PROBE DONE 500');
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => ({ line, entry: JSON.parse(line) as { reqId?: string; msg?: string; req?: { url?: string }; err?: object } }));
      const signUpId = lines.find(({ entry }) => entry.req?.url === '/api/user/sign-up')?.entry.reqId;
      const signUp = lines.filter(({ entry }) => entry.reqId === signUpId);
      // the logger really was on, and the failure is there with what an operator needs
      expect(signUp.map(({ entry }) => entry.msg)).toEqual(['incoming request', 'unhandled error', 'request completed']);
      // and nothing that person typed, nor the hash of their password (the mobile number is
      // logged only where the OTP SMS is written to the development outbox)
      for (const secret of [email, password, '$argon2id$', 'argon2id', 'Failing row', 'Refused Probe'])
        expect(output).not.toContain(secret);
      const withMobile = output.split('\n').filter((line) => line.includes(mobile));
      expect(withMobile.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['SMS written to the outbox']);
      // what is logged of the error: enough to find the cause
      expect(signUp[1]?.entry.err).toMatchObject({
        type: 'DatabaseError',
        code: '23514',
        table: 'users',
        constraint: 'users_probe_refused',
      });
    } finally {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});

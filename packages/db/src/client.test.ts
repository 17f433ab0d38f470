import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_LOCK_KEY, openDatabase } from './client.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(process.env.TEST_DB === 'postgres' && url)('openDatabase on PostgreSQL', () => {
  it('survives a pooled connection ended by the server while idle, and keeps answering', async () => {
    const heard: Error[] = [];
    const handle = await openDatabase({ databaseUrl: url, poolSize: 1, onIdleError: (error) => heard.push(error) });
    try {
      const first = await handle.db.execute<{ pid: number }>('select pg_backend_pid() as pid');
      const pid = (first as unknown as { rows: { pid: number }[] }).rows[0]?.pid;
      expect(pid).toBeTypeOf('number');
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await expect.poll(() => heard.length, { timeout: 5_000 }).toBe(1);
      const again = await handle.db.execute<{ one: number }>('select 1 as one');
      expect((again as unknown as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
    } finally {
      await handle.close();
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres' && url)('the maintenance lock on PostgreSQL', () => {
  it('makes a second instance wait until the first is done, and lets the holder take it again inside', async () => {
    const first = await openDatabase({ databaseUrl: url, poolSize: 1 });
    const second = await openDatabase({ databaseUrl: url, poolSize: 1 });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const steps: string[] = [];
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const firstDone = first.withMaintenanceLock(async () => {
        steps.push('first in');
        // taken again inside: runs at once instead of waiting for itself
        await first.withMaintenanceLock(async () => steps.push('first nested'));
        await held;
        steps.push('first out');
      });
      await expect.poll(() => steps.includes('first nested')).toBe(true);
      const secondDone = second.withMaintenanceLock(async () => steps.push('second in'));
      const waiting = async () =>
        (
          await admin.query<{ n: number }>(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and objid = $1::bigint % 4294967296
              and database = (select oid from pg_database where datname = current_database())`,
            [MAINTENANCE_LOCK_KEY],
          )
        ).rows[0]?.n;
      await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
      expect(steps).toEqual(['first in', 'first nested']);
      release();
      await Promise.all([firstDone, secondDone]);
      expect(steps).toEqual(['first in', 'first nested', 'first out', 'second in']);
      expect(await waiting()).toBe(0);
    } finally {
      await admin.end();
      await first.close();
      await second.close();
    }
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('the maintenance lock on the embedded database', () => {
  it('runs callers one after another, even when one fails', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      const steps: string[] = [];
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = handle.withMaintenanceLock(async () => {
        steps.push('first in');
        await held;
        steps.push('first out');
        throw new Error('migration failed');
      });
      const second = handle.withMaintenanceLock(async () => steps.push('second in'));
      await expect.poll(() => steps.length).toBe(1);
      release();
      await expect(first).rejects.toThrow('migration failed');
      await second;
      expect(steps).toEqual(['first in', 'first out', 'second in']);
    } finally {
      await handle.close();
    }
  });
});

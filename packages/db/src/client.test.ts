import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

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

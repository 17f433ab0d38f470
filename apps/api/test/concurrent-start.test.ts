import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_BUILDER_LISTINGS } from '@realty/db/seed/builders';
import { DEMO_LISTINGS } from '@realty/db/seed/catalogue-data';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './fixtures/postgres-database.ts';

const server = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;

type Started = { child: ChildProcess; output: () => string; ready: Promise<number> };

/** Starts `node --import tsx apps/api/src/server.ts`; `ready` resolves to its port once it prints 'Site ready', rejects if it exits first. */
function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /Site ready on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(Number(port));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server exited with code ${code}:\n${output.slice(-3000)}`)));
  });
  return { child, output: () => output, ready };
}

const started: Started[] = [];
const folders: string[] = [];
let database: ScratchDatabase | undefined;

afterAll(async () => {
  for (const { child } of started) {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  await database?.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe.runIf(process.env.TEST_DB === 'postgres' && serverUrl)('two instances starting together on an empty PostgreSQL database', () => {
  it('both come up, the migrations are applied once and the demo catalogue is loaded once', async () => {
    database = await createScratchDatabase(serverUrl as string, 'start');
    const web = mkdtempSync(join(tmpdir(), 'realty-noweb-'));
    folders.push(web);
    const settings = (name: string) => {
      const dataDir = mkdtempSync(join(tmpdir(), `realty-${name}-`));
      folders.push(dataDir);
      return {
        NODE_ENV: 'development',
        DATABASE_URL: database?.url as string,
        DATABASE_POOL_SIZE: '4',
        SEED_DEMO: 'always',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: web,
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
      };
    };
    started.push(startServer(settings('first')), startServer(settings('second')));
    const ports = await Promise.all(started.map((s) => s.ready));

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const sites = await client.query<{ n: number }>('select count(*)::int as n from sites');
      expect(sites.rows[0]?.n).toBe(DEMO_LISTINGS.length + DEMO_BUILDER_LISTINGS);
      const migrations = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      const distinct = await client.query<{ n: number }>('select count(distinct hash)::int as n from drizzle.__drizzle_migrations');
      expect(migrations.rows[0]?.n).toBe(distinct.rows[0]?.n);
    } finally {
      await client.end();
    }
    const loads = started.filter((s) => s.output().includes('Loading the demo catalogue')).length;
    expect(loads).toBe(1);
    for (const port of ports) {
      const answer = (await (await fetch(`http://127.0.0.1:${port}/api/sites?pageSize=1`)).json()) as { total: number };
      expect(answer.total).toBe(DEMO_LISTINGS.length + DEMO_BUILDER_LISTINGS);
    }
  }, 300_000);
});

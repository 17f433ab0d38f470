import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { type Database, migrateDatabase, openDatabase } from '@realty/db/client';
import { contacts } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_JOB } from '../src/modules/notifications/notifications.service.ts';
import { JOB_SCHEMA } from '../src/providers/jobs/pg-boss-queue.ts';
import { createScratchDatabase, type ScratchDatabase } from './fixtures/postgres-database.ts';
import { exitOf, otpFrom, outboxOf, post, type SiteProcess, startInstance, startWorker } from './fixtures/site-process.ts';

/**
 * Web processes without workers and `npm run worker` processes running the jobs alone
 * (docs/decisions/0011-job-queue.md), and the graceful stop on SIGTERM (docs/deploying.md,
 * "Health and shutdown"), as real processes on PostgreSQL. Runs on the PostgreSQL tier.
 */
const enabled = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(enabled)('background jobs in a worker process of their own', () => {
  let scratch: ScratchDatabase;
  let db: Database;
  let closeDb: () => Promise<void>;
  let web: SiteProcess;
  let worker: SiteProcess;
  let settings: Record<string, string>;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'worker');
    const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    await migrateDatabase(handle);
    db = handle.db;
    closeDb = handle.close;
    settings = {
      DATABASE_URL: scratch.url,
      JOB_POLL_SECONDS: '0.5',
      PII_ENCRYPTION_KEY: 'b'.repeat(64),
      PII_HASH_KEY: 'worker-process-hash-key-0123456789abcdef',
    };
    [web, worker] = await Promise.all([startInstance({ ...settings, JOB_WORKERS: 'false' }), startWorker(settings)]);
  }, 180_000);

  afterAll(async () => {
    for (const child of [web, worker]) child?.process.kill('SIGKILL');
    await closeDb?.();
    await scratch?.drop();
    for (const child of [web, worker]) if (child) rmSync(child.dataDir, { recursive: true, force: true });
  });

  it('refuses to start on the embedded database, naming DATABASE_URL', async () => {
    await expect(startWorker({ DATABASE_URL: '' })).rejects.toThrow(/npm run worker needs DATABASE_URL/);
  });

  it('runs the jobs a web process queues, while the web process runs none', async () => {
    const mobile = `7${String(Date.now()).slice(-9)}`;
    await post(web, '/api/auth/user/send-otp', { mobile });
    const signUp = await post(web, '/api/user/sign-up', {
      user_name: 'Kavita Yadav',
      user_email: `kavita.${mobile}@example.in`,
      user_mobile: mobile,
      user_password: 'Sangam#Ghat2024',
      otp: otpFrom(web, mobile),
    });
    expect(signUp.status).toBe(201);
    const userId = (await signUp.json()).user.user_id as number;

    const boss = new PgBoss({ connectionString: scratch.url, schema: JOB_SCHEMA });
    await boss.start();
    for (let i = 0; i < 3; i++) {
      await boss.send(NOTIFY_JOB, {
        recipient: { type: 'user', id: userId },
        title: 'Probe',
        text: `worker probe ${i}`,
        url: '/userdashboard',
      });
    }
    await boss.stop({ graceful: false });

    const probes = (from: SiteProcess) => outboxOf(from).filter((m) => m.body.startsWith('worker probe'));
    const until = Date.now() + 30_000;
    while (probes(worker).length < 3 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(
      probes(worker)
        .map((m) => m.body)
        .sort(),
    ).toEqual(['worker probe 0', 'worker probe 1', 'worker probe 2']);
    expect(probes(web)).toEqual([]);
  });

  it('on SIGTERM finishes the request in flight, refuses new connections and exits 0', async () => {
    const email = `drain.${Date.now()}@example.in`;
    const body = JSON.stringify({
      con_name: 'Drain Visitor',
      con_email: email,
      con_phone: '9839012345',
      con_type: 'Property Seeker',
      con_message: 'Sent while the site was stopping',
    });
    const { port } = new URL(web.url);
    // the request starts before SIGTERM and its body ends after it
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/admin/contacts',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        web.process.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 500);
      }, 200);
    });
    expect(await answered).toBe(201);
    const afterStop = await fetch(`${web.url}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(afterStop).toBe('refused');
    expect(await exitOf(web.process)).toBe(0);
    const stored = await db.select({ email: contacts.email }).from(contacts).where(eq(contacts.email, email));
    expect(stored).toHaveLength(1);

    worker.process.kill('SIGTERM');
    expect(await exitOf(worker.process)).toBe(0);
  }, 30_000);
});

import { rmSync } from 'node:fs';
import { type Database, migrateDatabase, openDatabase } from '@realty/db/client';
import { contacts } from '@realty/db/schema';
import { inArray } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/modules/admin-auth/staff.service.ts';
import { NOTIFY_JOB } from '../src/modules/notifications/notifications.service.ts';
import { JOB_SCHEMA } from '../src/providers/jobs/pg-boss-queue.ts';
import { createScratchDatabase, type ScratchDatabase } from './fixtures/postgres-database.ts';
import { startS3Server, type TestS3Server } from './fixtures/s3-server.ts';
import { otpFrom, outboxOf, post, type SiteProcess, startInstance } from './fixtures/site-process.ts';
import { insertSites } from './fixtures/sites.ts';
import { multipartBody } from './fixtures/staff-session.ts';

/**
 * Two real server processes on two ports sharing one PostgreSQL, one Redis and one S3-compatible
 * server (docs/deploying.md): what one instance does, the other sees. Runs on the PostgreSQL tier
 * with Redis (TEST_REDIS_URL), as `.ci/run` provides.
 */
const enabled = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL) && Boolean(process.env.TEST_REDIS_URL);
const OTP_LIMIT = 4;
/** A private address of its own for each part of this run (limits live in Redis, which outlives a run). */
const RUN = `${process.pid % 200}.${Math.floor(Math.random() * 200)}`;
const ipFor = (part: number) => ({ 'x-forwarded-for': `10.${RUN}.${part}` });

type Instance = SiteProcess;

const cookieOf = (response: Response): string => /session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';

describe.runIf(enabled)('two instances behind one load balancer', () => {
  let scratch: ScratchDatabase;
  let s3: TestS3Server;
  let db: Database;
  let closeDb: () => Promise<void>;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'multi');
    const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    await migrateDatabase(handle);
    db = handle.db;
    closeDb = handle.close;
    s3 = await startS3Server('realty-multi');
    const shared = {
      DATABASE_URL: scratch.url,
      REDIS_URL: process.env.TEST_REDIS_URL as string,
      TRUST_PROXY: 'true',
      OTP_SENDS_PER_IP_PER_HOUR: String(OTP_LIMIT),
      JOB_POLL_SECONDS: '0.5',
      // instances of one site share its keys
      PII_ENCRYPTION_KEY: 'a'.repeat(64),
      PII_HASH_KEY: 'multi-instance-hash-key-0123456789abcdef',
      ...s3.env,
    };
    [a, b] = await Promise.all([startInstance(shared), startInstance(shared)]);
  }, 180_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.process.kill('SIGKILL');
    await closeDb?.();
    await s3?.close();
    await scratch?.drop();
    for (const instance of [a, b]) if (instance) rmSync(instance.dataDir, { recursive: true, force: true });
  });

  it('shares sessions: made on one, used on the other; logout on one ends it on both', async () => {
    const mobile = `6${String(Date.now()).slice(-9)}`;
    const ip = ipFor(1);
    expect((await post(a, '/api/auth/user/send-otp', { mobile }, ip)).status).toBe(200);
    const signUp = await post(
      a,
      '/api/user/sign-up',
      {
        user_name: 'Asha Verma',
        user_email: `asha.${mobile}@example.in`,
        user_mobile: mobile,
        user_password: 'Ganga#Ghat2024',
        otp: otpFrom(a, mobile),
      },
      ip,
    );
    expect(signUp.status).toBe(201);
    const cookie = cookieOf(signUp);
    const onB = await (await fetch(`${b.url}/api/auth/session`, { headers: { cookie } })).text();
    expect(onB).toContain(mobile);
    expect((await post(b, '/api/auth/logout', {}, { cookie })).status).toBeLessThan(300);
    const afterLogout = await fetch(`${a.url}/api/auth/session`, { headers: { cookie } });
    expect(await afterLogout.text()).not.toContain(mobile);
  });

  it('serves a photo uploaded through one instance from the other', async () => {
    const mobile = `9${String(Date.now()).slice(-9)}`;
    await createStaff(db, { name: 'Priya Admin', mobile, role: 'admin', password: 'Dashashwamedh#2024', mustChangePassword: false });
    const ip = ipFor(2);
    const first = await post(a, '/api/admin/auth/sign-in', { mobile, password: 'Dashashwamedh#2024' }, ip);
    expect(first.status).toBe(200);
    const second = await post(a, '/api/admin/auth/verify-otp', { mobile, otp: otpFrom(a, mobile) }, { ...ip, cookie: cookieOf(first) });
    expect(second.status).toBe(200);
    const [siteId] = (await insertSites(db, [{ title: 'Two Instance Heights' }])) as [number];
    const image = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 60 } } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipartBody([{ field: 'photos', filename: 'front.jpg', data: image, contentType: 'image/jpeg' }]);
    const uploaded = await fetch(`${a.url}/api/admin/sites/${siteId}/photos`, {
      method: 'POST',
      headers: { ...headers, cookie: cookieOf(second) },
      body: new Uint8Array(payload),
    });
    expect(uploaded.status).toBeLessThan(300);
    const site = (await (await fetch(`${b.url}/api/sites/${siteId}`)).json()).data.site as {
      cover_images: string[];
      inner_images: string[];
    };
    const path = [...site.cover_images, ...site.inner_images][0];
    expect(path).toBeTruthy();
    const served = await fetch(`${b.url}/server/${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('counts the OTP send limit and the IP rate limit across both instances', async () => {
    const ip = ipFor(3);
    const statuses: number[] = [];
    for (let i = 0; i <= OTP_LIMIT; i++) {
      const target = i % 2 === 0 ? a : b;
      statuses.push((await post(target, '/api/auth/user/send-otp', { mobile: `8${String(Date.now() + i).slice(-9)}` }, ip)).status);
    }
    expect(statuses.slice(0, OTP_LIMIT)).toEqual(Array(OTP_LIMIT).fill(200));
    expect(statuses.at(-1)).toBe(429);

    // the contact form allows 5 a visitor per 10 minutes: alternate instances, the sixth is refused
    const visitor = ipFor(4);
    const contact = (n: number) => ({
      con_name: 'Ravi Kumar',
      con_email: `ravi${n}@example.in`,
      con_phone: '9839012345',
      con_type: 'Property Seeker',
      con_message: `Please call me back about plots ${n}`,
    });
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await post(i % 2 === 0 ? a : b, '/api/admin/contacts', contact(i), visitor)).status);
    expect(answers.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(answers[5]).toBe(429);
  });

  it('runs each queued job exactly once across both instances', async () => {
    const mobile = `6${String(Date.now() + 7).slice(-9)}`;
    const ip = ipFor(5);
    await post(a, '/api/auth/user/send-otp', { mobile }, ip);
    const signUp = await post(
      a,
      '/api/user/sign-up',
      {
        user_name: 'Meera Singh',
        user_email: `meera.${mobile}@example.in`,
        user_mobile: mobile,
        user_password: 'Ganga#Ghat2024',
        otp: otpFrom(a, mobile),
      },
      ip,
    );
    const userId = (await signUp.json()).user.user_id as number;
    const boss = new PgBoss({ connectionString: scratch.url, schema: JOB_SCHEMA });
    await boss.start();
    const count = 12;
    for (let i = 0; i < count; i++) {
      await boss.send(NOTIFY_JOB, {
        recipient: { type: 'user', id: userId },
        title: 'Probe',
        text: `multi-instance probe ${i}`,
        url: '/userdashboard',
      });
    }
    await boss.stop({ graceful: false });
    const probes = () => [...outboxOf(a), ...outboxOf(b)].filter((m) => m.body.startsWith('multi-instance probe'));
    const until = Date.now() + 30_000;
    while (probes().length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const bodies = probes().map((m) => m.body);
    expect(bodies).toHaveLength(count);
    expect(new Set(bodies).size).toBe(count);
  });

  it('loses no acknowledged contact submission when one instance is killed mid-stream', async () => {
    const acknowledged: string[] = [];
    const sends: Promise<void>[] = [];
    let killed = false;
    for (let i = 0; i < 60; i++) {
      const target = i % 2 === 0 ? a : b;
      const email = `stream${i}.${Date.now()}@example.in`;
      sends.push(
        post(
          target,
          '/api/admin/contacts',
          {
            con_name: 'Stream Visitor',
            con_email: email,
            con_phone: '9839012345',
            con_type: 'Property Seeker',
            con_message: `Streamed enquiry number ${i}`,
          },
          {
            'x-forwarded-for': `10.${RUN}.${100 + i}`,
          },
        ).then(
          (res) => {
            if (res.status === 201) acknowledged.push(email);
          },
          () => {},
        ),
      );
      if (i === 30) {
        a.process.kill('SIGKILL');
        killed = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await Promise.all(sends);
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(20);
    const stored = await db.select({ email: contacts.email }).from(contacts).where(inArray(contacts.email, acknowledged));
    expect(new Set(stored.map((row) => row.email))).toEqual(new Set(acknowledged));
  });
});

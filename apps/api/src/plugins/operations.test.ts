import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSites } from '../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './http-caching.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
let ctx: TestContext;
let siteId: number;

beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
  [siteId] = (await insertSites(ctx.db, [{ title: 'Sigra Heights' }])) as [number];
});
afterAll(async () => ctx?.close());

describe('health for a load balancer (docs/deploying.md)', () => {
  it('answers /api/health while the process runs', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('answers /api/ready 200 when the database and the job queue answer', async () => {
    const res = await ctx.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', checks: { database: 'up', queue: 'up' } });
  });
});

describe('caching for a CDN', () => {
  it('marks catalogue answers public with an ETag, and answers 304 with no body while it matches', async () => {
    for (const url of ['/api/sites', `/api/sites/${siteId}`, '/api/blogs', '/api/teams']) {
      const first = await ctx.app.inject({ url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(PUBLIC_CACHE_CONTROL);
      const tag = first.headers.etag as string;
      expect(tag, url).toMatch(/^"/);
      const again = await ctx.app.inject({ url, headers: { 'if-none-match': tag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      const other = await ctx.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
      expect(other.statusCode, url).toBe(200);
    }
  });

  it('gives a changed listing a new ETag', async () => {
    const before = await ctx.app.inject({ url: `/api/sites/${siteId}` });
    await insertSites(ctx.db, [{ title: 'Another listing' }]);
    const list1 = await ctx.app.inject({ url: '/api/sites?pageSize=50' });
    await insertSites(ctx.db, [{ title: 'Yet another listing' }]);
    const list2 = await ctx.app.inject({ url: '/api/sites?pageSize=50&page=1' });
    expect(before.headers.etag).toBeDefined();
    expect(list1.headers.etag).not.toBe(list2.headers.etag);
  });

  it('keeps answers tied to a session out of shared caches', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/session' });
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const favourites = await ctx.app.inject({ url: '/api/user/favourites' });
    expect(favourites.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe('metrics (Prometheus)', () => {
  it('are not served openly on the public port', async () => {
    expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789abcd' } })).statusCode).toBe(
      404,
    );
  });

  it('are served with METRICS_TOKEN: requests by route and status, SMS, queue and process figures', async () => {
    await ctx.app.inject({ url: `/api/sites/${siteId}` });
    await ctx.app.inject({ url: '/api/sites/999999999' });
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/sites\/:id",status="200"\} \d+/);
    expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/sites\/:id",status="404"\} \d+/);
    expect(res.body).toContain('http_request_duration_seconds_bucket');
    expect(res.body).toContain('# TYPE sms_messages_total counter');
    expect(res.body).toContain('# TYPE job_queue_waiting gauge');
    expect(res.body).toContain('# TYPE job_queue_failed gauge');
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('count SMS sent', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/auth/user/send-otp', payload: { mobile: '9839012345', purpose: 'signup' } });
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.body).toMatch(/sms_messages_total\{outcome="sent"\} [1-9]/);
  });
});

import { verify } from '@node-rs/argon2';
import { isValidGstin } from '@realty/contracts/builders/gstin';
import { builders, projects } from '@realty/db/schema';
import { DEMO_BUILDER_COMPANY, DEMO_BUILDER_MOBILE, seedBuilders } from '@realty/db/seed/builders';
import { DEMO_PASSWORD } from '@realty/db/seed/pipeline';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { SESSION_COOKIE, startSession } from '../identity/session.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedBuilders(ctx.db);
});
afterAll(async () => ctx?.close());

describe('the demo builder', () => {
  it('is Ganga Infra Developers of Varanasi with an argon2id password and a valid GSTIN, loaded once', async () => {
    await seedBuilders(ctx.db);
    const rows = await ctx.db.select().from(builders).where(eq(builders.mobile, DEMO_BUILDER_MOBILE));
    expect(rows).toHaveLength(1);
    const builder = rows[0];
    expect(builder).toMatchObject({ company: DEMO_BUILDER_COMPANY, city: 'Varanasi', gstinVerified: true, status: 'active' });
    expect(builder?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(builder?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(isValidGstin(builder?.gstin ?? '')).toBe(true);
    const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(projects);
    expect(Number(count?.n)).toBe(2);
  });

  it('has an approved project that is a verified listing and a Prayagraj project waiting for review, each with a trail', async () => {
    const [builder] = await ctx.db.select().from(builders).where(eq(builders.mobile, DEMO_BUILDER_MOBILE));
    const builderId = builder?.builderId ?? 0;
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/developers/${builderId}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ company: DEMO_BUILDER_COMPANY, city: 'Varanasi', gstin_verified: true });
    expect(profile.json().data.projects).toEqual([
      expect.objectContaining({
        site_title: 'Ganga Vatika Residency',
        site_developer: DEMO_BUILDER_COMPANY,
        site_rera_number: 'UPRERAPRJ12345',
        verified: true,
        builder_id: builderId,
        reviewed_at: expect.any(String),
      }),
    ]);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/sites?q=Sangam%20Greens' });
    expect(listed.json().data).toEqual([]);

    const staff = await signInTestStaff(ctx.app, 'editor');
    const queue = await ctx.app.inject({ method: 'GET', url: '/api/admin/projects?status=submitted', headers: { cookie: staff.cookie } });
    expect(queue.json().data).toEqual([
      expect.objectContaining({
        status: 'submitted',
        rera_number: 'UPRERAPRJ67890',
        data: expect.objectContaining({ site_title: 'Sangam Greens', site_city: 'Prayagraj' }),
        builder: expect.objectContaining({ company: DEMO_BUILDER_COMPANY, gstin_verified: true }),
      }),
    ]);

    const session = await startSession(ctx.db, { subjectType: 'builder', subjectId: builderId, status: 'active', now: new Date() });
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/builder/projects',
      headers: { cookie: `${SESSION_COOKIE}=${session.token}` },
    });
    expect(own.statusCode, own.body).toBe(200);
    const trails = (own.json().data as { status: string; trail: { to_status: string }[]; stats: unknown }[]).map((p) => [
      p.status,
      p.trail.map((t) => t.to_status),
      p.stats,
    ]);
    expect(trails).toEqual([
      ['submitted', ['draft', 'submitted'], null],
      ['approved', ['draft', 'submitted', 'changes_requested', 'submitted', 'approved'], { views: 0, favourites: 0, enquiries: 0 }],
    ]);
  });
});

import { REVIEW_MESSAGES } from '@realty/contracts/builders/admin-projects';
import { PROJECT_MESSAGES } from '@realty/contracts/builders/project';
import { RERA_MESSAGES } from '@realty/contracts/builders/rera';
import type { Site } from '@realty/contracts/sites/site';
import { enquiries, favorites, viewedSites } from '@realty/db/schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { multipartBody, signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { waitFor } from '../leads/pipeline-test-kit.ts';
import { callAs, newBuilder, projectBody, type TestBuilder } from './test-kit.ts';

let ctx: TestContext;
let staff: TestStaff;
let admin: TestStaff;
let builderA: TestBuilder;
let builderB: TestBuilder;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await signInTestStaff(ctx.app, 'editor');
  admin = await signInTestStaff(ctx.app, 'admin');
  builderA = await newBuilder(ctx.app, { company: 'Ganga Test Infra Pvt. Ltd.' });
  builderB = await newBuilder(ctx.app, { company: 'Yamuna Test Homes' });
});
afterAll(async () => ctx?.close());

const anyIso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);
const notOwner = { success: false, code: 'NOT_OWNER', message: PROJECT_MESSAGES.notOwner };

async function create(builder: TestBuilder, overrides: Record<string, unknown> = {}) {
  const res = await callAs(ctx.app, builder.cookie, 'POST', '/api/builder/projects', projectBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { project_id: number; status: string; site_id: number | null };
}
async function submit(builder: TestBuilder, id: number) {
  return callAs(ctx.app, builder.cookie, 'POST', `/api/builder/projects/${id}/submit`);
}
async function review(id: number, decision: string, comment = '') {
  return callAs(ctx.app, staff.cookie, 'POST', `/api/admin/projects/${id}/review`, { decision, comment });
}
async function publicSites(query: string): Promise<Site[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/sites?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Site[];
}
async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
}
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('who may call the project routes', () => {
  it('refuses guests (401) and other roles (403) on builder routes, and builders on the staff routes', async () => {
    const customer = await signUpCustomer(ctx.app);
    const { project_id } = await create(builderA);
    const builderRoutes = [
      ['GET', '/api/builder/projects'],
      ['POST', '/api/builder/projects'],
      ['GET', `/api/builder/projects/${project_id}`],
      ['PUT', `/api/builder/projects/${project_id}`],
      ['POST', `/api/builder/projects/${project_id}/submit`],
    ] as const;
    for (const [method, url] of builderRoutes) {
      expect((await callAs(ctx.app, '', method, url, projectBody())).statusCode, url).toBe(401);
      const byCustomer = await callAs(ctx.app, customer.cookie, method, url, projectBody());
      expect([byCustomer.statusCode, byCustomer.json().message], url).toEqual([403, 'This is for builder accounts only.']);
    }
    expect((await submit(builderA, project_id)).statusCode).toBe(200);
    // a builder approving its own project, or reading the queue, is refused by the staff guard
    const ownApproval = await callAs(ctx.app, builderA.cookie, 'POST', `/api/admin/projects/${project_id}/review`, {
      decision: 'approve',
      comment: '',
    });
    expect(ownApproval.statusCode).toBe(403);
    expect(ownApproval.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await callAs(ctx.app, builderA.cookie, 'GET', '/api/admin/projects?status=submitted')).statusCode).toBe(403);
    expect((await callAs(ctx.app, builderA.cookie, 'GET', `/api/admin/projects/${project_id}`)).statusCode).toBe(403);
    expect((await callAs(ctx.app, '', 'GET', '/api/admin/projects')).statusCode).toBe(401);
    const still = await callAs(ctx.app, builderA.cookie, 'GET', `/api/builder/projects/${project_id}`);
    expect(still.json().data.status).toBe('submitted');
  });

  it("keeps builder B out of builder A's projects (403 NOT_OWNER) and answers 404 for unknown ids", async () => {
    const { project_id } = await create(builderA, { site_title: 'Kept to its builder' });
    const calls = [
      ['GET', `/api/builder/projects/${project_id}`, undefined],
      ['PUT', `/api/builder/projects/${project_id}`, projectBody()],
      ['POST', `/api/builder/projects/${project_id}/submit`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await callAs(ctx.app, builderB.cookie, method, url, payload);
      expect([res.statusCode, res.json()], url).toEqual([403, notOwner]);
    }
    const files = multipartBody([{ field: 'photos', filename: 'a.jpg', data: await photo() }]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/builder/projects/${project_id}/photos`,
      payload: files.payload,
      headers: { ...files.headers, cookie: builderB.cookie },
    });
    expect(upload.statusCode).toBe(403);
    const listB = await callAs(ctx.app, builderB.cookie, 'GET', '/api/builder/projects');
    expect(listB.json().data.map((p: { project_id: number }) => p.project_id)).not.toContain(project_id);
    const unknown = await callAs(ctx.app, builderA.cookie, 'GET', '/api/builder/projects/999999');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { success: false, code: 'NOT_FOUND', message: PROJECT_MESSAGES.notFound }]);
    expect((await callAs(ctx.app, builderA.cookie, 'GET', '/api/builder/projects/07')).statusCode).toBe(400);
    const adminUnknown = await callAs(ctx.app, staff.cookie, 'POST', '/api/admin/projects/999999/review', { decision: 'approve' });
    expect(adminUnknown.statusCode).toBe(404);
  });
});

describe('RERA details and the offer', () => {
  const refused = async (overrides: Record<string, unknown>) => {
    const res = await callAs(ctx.app, builderA.cookie, 'POST', '/api/builder/projects', projectBody(overrides));
    expect(res.statusCode, res.body).toBe(400);
    return res.json();
  };

  it('takes a well-formed UP number (read in capitals), another state’s number, and a kept exemption', async () => {
    const up = await create(builderA, { rera_number: ' uprerAprj1234 ' });
    expect(up).toMatchObject({ rera_number: 'UPRERAPRJ1234', rera_exempt: false, rera_exemption: null });
    const bihar = await create(builderA, { site_state: 'Bihar', site_city: 'Patna', rera_number: 'BRERAP00123-1/2024' });
    expect(bihar).toMatchObject({ rera_number: 'BRERAP00123-1/2024' });
    const none = await create(builderA, { site_state: 'Bihar', site_city: 'Patna', rera_number: '' });
    expect(none).toMatchObject({ rera_number: '' });
    const exempt = await create(builderA, { rera_number: '', rera_exempt: true, rera_exemption: { land_area_sqm: 480, units: 6 } });
    expect(exempt).toMatchObject({ rera_number: '', rera_exempt: true, rera_exemption: { land_area_sqm: 480, units: 6 } });
  });

  it('refuses malformed and missing UP numbers, long or odd numbers elsewhere, and an exemption over the limits', async () => {
    expect(await refused({ rera_number: 'UPRERAPRJ123' })).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: RERA_MESSAGES.upFormat,
      field: 'rera_number',
    });
    expect(await refused({ rera_number: 'UPRERAAGT12345' })).toMatchObject({ field: 'rera_number', message: RERA_MESSAGES.upFormat });
    expect(await refused({ rera_number: 'UPRERAPRJ123456789' })).toMatchObject({ field: 'rera_number' });
    expect(await refused({ rera_number: '' })).toMatchObject({ field: 'rera_number', message: RERA_MESSAGES.upRequired });
    expect(await refused({ site_state: 'Bihar', rera_number: 'B'.repeat(31) })).toMatchObject({
      field: 'rera_number',
      message: RERA_MESSAGES.otherFormat,
    });
    expect(await refused({ site_state: 'Bihar', rera_number: 'BR RERA 12' })).toMatchObject({ field: 'rera_number' });
    expect(await refused({ rera_number: '', rera_exempt: true })).toMatchObject({
      field: 'rera_exemption',
      message: RERA_MESSAGES.exemptionRequired,
    });
    expect(await refused({ rera_number: '', rera_exempt: true, rera_exemption: { land_area_sqm: 501, units: 4 } })).toMatchObject({
      message: RERA_MESSAGES.exemptionLand,
    });
    expect(await refused({ rera_number: '', rera_exempt: true, rera_exemption: { land_area_sqm: 300, units: 9 } })).toMatchObject({
      message: RERA_MESSAGES.exemptionUnits,
    });
  });

  it('takes an offer from 0.5 to 10 percent with at most 2 decimals, answered as text', async () => {
    expect(await create(builderA, { brokerage_percent_offered: 0.5 })).toMatchObject({ brokerage_percent_offered: '0.50' });
    expect(await create(builderA, { brokerage_percent_offered: '10' })).toMatchObject({ brokerage_percent_offered: '10.00' });
    for (const offer of ['0.49', '10.01', '1.234', 'two', -1]) {
      expect(await refused({ brokerage_percent_offered: offer }), String(offer)).toMatchObject({
        field: 'brokerage_percent_offered',
        message: PROJECT_MESSAGES.brokerage,
      });
    }
    expect(await refused({ site_title: '' })).toMatchObject({ field: 'site_title' });
  });
});

describe('the life of a project', () => {
  it('goes draft → submitted → changes requested → submitted → approved, becoming a verified listing', async () => {
    const title = 'Kashi Heights Test Towers';
    const created = await callAs(ctx.app, builderA.cookie, 'POST', '/api/builder/projects', projectBody({ site_title: title }));
    expect(created.statusCode).toBe(201);
    const project = created.json().data;
    expect(created.json()).toEqual({
      success: true,
      message: PROJECT_MESSAGES.created,
      data: {
        project_id: expect.any(Number),
        status: 'draft',
        revision: 1,
        data: expect.objectContaining({ site_title: title, site_city: 'Varanasi', site_price: '4500000.00', bhk: [2, 3] }),
        rera_number: 'UPRERAPRJ123456',
        rera_exempt: false,
        rera_exemption: null,
        brokerage_percent_offered: '2.50',
        site_id: null,
        cover_images: [],
        inner_images: [],
        site_pdfs: [],
        last_comment: '',
        submitted_at: null,
        reviewed_at: null,
        trail: [{ at: anyIso, actor_type: 'builder', actor_name: builderA.company, from_status: null, to_status: 'draft', comment: '' }],
        stats: null,
        created_at: anyIso,
        updated_at: anyIso,
      },
    });
    const id = project.project_id as number;

    // photos and a brochure, with the back office's checks
    const guestUpload = await ctx.app.inject({ method: 'POST', url: `/api/builder/projects/${id}/photos` });
    expect(guestUpload.statusCode).toBe(401);
    const photos = multipartBody([
      { field: 'photos', filename: 'front.jpg', data: await photo() },
      { field: 'photos', filename: 'hall.jpg', data: await photo() },
    ]);
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/builder/projects/${id}/photos`,
      payload: photos.payload,
      headers: { ...photos.headers, cookie: builderA.cookie },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.cover_images).toHaveLength(1);
    expect(added.json().data.inner_images).toHaveLength(1);
    expect(added.json().uploaded).toHaveLength(2);
    const notPhoto = multipartBody([{ field: 'photos', filename: 'x.jpg', data: Buffer.from('not an image') }]);
    const refusedPhoto = await ctx.app.inject({
      method: 'POST',
      url: `/api/builder/projects/${id}/photos`,
      payload: notPhoto.payload,
      headers: { ...notPhoto.headers, cookie: builderA.cookie },
    });
    expect([refusedPhoto.statusCode, refusedPhoto.json().field]).toEqual([415, 'photos']);
    const brochure = multipartBody([{ field: 'pdfs', filename: 'brochure.pdf', data: pdf }]);
    const pdfs = await ctx.app.inject({
      method: 'POST',
      url: `/api/builder/projects/${id}/pdfs`,
      payload: brochure.payload,
      headers: { ...brochure.headers, cookie: builderA.cookie },
    });
    expect(pdfs.statusCode, pdfs.body).toBe(200);
    expect(pdfs.json().data.site_pdfs).toHaveLength(1);

    const submitted = await submit(builderA, id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ message: PROJECT_MESSAGES.submitted, data: { status: 'submitted', submitted_at: anyIso } });

    // while submitted: no edits, no uploads, no second submission (409 INVALID_STATE)
    const edit = await callAs(ctx.app, builderA.cookie, 'PUT', `/api/builder/projects/${id}`, projectBody({ site_title: title }));
    expect([edit.statusCode, edit.json()]).toEqual([
      409,
      { success: false, code: 'INVALID_STATE', message: PROJECT_MESSAGES.notEditable('submitted') },
    ]);
    const again = await submit(builderA, id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'INVALID_STATE']);
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/builder/projects/${id}/pdfs`,
      payload: brochure.payload,
      headers: { ...brochure.headers, cookie: builderA.cookie },
    });
    expect([late.statusCode, late.json().code]).toEqual([409, 'INVALID_STATE']);

    // awaiting review: absent from every public answer
    expect((await publicSites(`q=${encodeURIComponent(title)}`)).map((s) => s.site_title)).not.toContain(title);
    expect((await publicSites('city=Varanasi&pageSize=60')).map((s) => s.site_title)).not.toContain(title);
    const developer = await ctx.app.inject({ method: 'GET', url: `/api/developers/${builderA.builderId}` });
    expect(developer.json().data.projects.map((s: Site) => s.site_title)).not.toContain(title);

    // the queue: checklist and builder profile
    const queue = await callAs(ctx.app, staff.cookie, 'GET', '/api/admin/projects?status=submitted');
    expect(queue.statusCode, queue.body).toBe(200);
    const queued = queue.json().data.find((p: { project_id: number }) => p.project_id === id);
    expect(queued).toMatchObject({
      status: 'submitted',
      checklist: [
        { key: 'rera', ok: true },
        { key: 'photos', ok: true },
        { key: 'brochure', ok: true },
        { key: 'price_area', ok: true },
        { key: 'location', ok: true },
      ],
      builder: {
        builder_id: builderA.builderId,
        company: builderA.company,
        gstin: '09AAACG1234A1Z5',
        gstin_verified: true,
        rera_promoter_no: 'UPRERAPRM1234',
      },
    });

    // a comment is required to request changes or reject
    const noComment = await review(id, 'request_changes', '  ');
    expect([noComment.statusCode, noComment.json()]).toEqual([
      400,
      { success: false, code: 'VALIDATION_FAILED', message: REVIEW_MESSAGES.commentRequired, field: 'comment' },
    ]);
    const changes = await review(id, 'request_changes', 'Add the floor plan to the brochure.');
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json().data).toMatchObject({ status: 'changes_requested', last_comment: 'Add the floor plan to the brochure.' });
    const sms = await waitFor('the changes SMS', async () =>
      readOutbox(ctx).find((m) => m.to === builderA.mobile && m.body.includes('changes requested')),
    );
    expect(sms.body).toBe(`Kashi Realty: changes requested on "${title}": Add the floor plan to the brochure.`);
    expect([(await review(id, 'approve')).statusCode]).toEqual([409]);

    const changed = await callAs(
      ctx.app,
      builderA.cookie,
      'PUT',
      `/api/builder/projects/${id}`,
      projectBody({ site_title: title, brokerage_percent_offered: '3' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ status: 'changes_requested', brokerage_percent_offered: '3.00' });
    expect(changed.json().data.cover_images).toHaveLength(1);
    expect((await submit(builderA, id)).statusCode).toBe(200);

    const approved = await review(id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const siteId = approved.json().data.site_id as number;
    expect(approved.json()).toMatchObject({ message: REVIEW_MESSAGES.approved, data: { status: 'approved', reviewed_at: anyIso } });
    expect(siteId).toEqual(expect.any(Number));

    const listing = await ctx.app.inject({ method: 'GET', url: `/api/sites/${siteId}` });
    expect(listing.statusCode).toBe(200);
    const site = listing.json().data.site as Site;
    expect(site).toMatchObject({
      site_title: title,
      site_city: 'Varanasi',
      site_developer: builderA.company,
      site_rera_number: 'UPRERAPRJ123456',
      site_status: 'Available',
      verified: true,
      builder_id: builderA.builderId,
      reviewed_at: anyIso,
      bhk: [2, 3],
      carpet_area_sqft_min: 950,
      possession_date: '2027-06',
    });
    expect(site.cover_images).toEqual(changed.json().data.cover_images);
    expect(site.site_pdfs).toHaveLength(1);
    const adminSite = await callAs(ctx.app, staff.cookie, 'GET', `/api/admin/sites/${siteId}`);
    expect(adminSite.json().data.site.site_brokerage_percent).toBe('3.00');
    expect((await publicSites(`q=${encodeURIComponent(title)}`)).map((s) => s.site_id)).toContain(siteId);
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/developers/${builderA.builderId}` });
    expect(profile.json().data).toMatchObject({
      builder_id: builderA.builderId,
      company: builderA.company,
      city: 'Varanasi',
      gstin_verified: true,
    });
    expect(profile.json().data.projects.map((s: Site) => s.site_id)).toContain(siteId);
    expect(profile.body).not.toContain(builderA.mobile);
    expect(profile.body).not.toContain('09AAACG1234A1Z5');

    // the trail and the audit log
    const mine = await callAs(ctx.app, builderA.cookie, 'GET', `/api/builder/projects/${id}`);
    expect(mine.json().data.trail.map((t: { from_status: string | null; to_status: string }) => [t.from_status, t.to_status])).toEqual([
      [null, 'draft'],
      ['draft', 'submitted'],
      ['submitted', 'changes_requested'],
      ['changes_requested', 'submitted'],
      ['submitted', 'approved'],
    ]);
    expect(mine.json().data.trail[2]).toMatchObject({
      actor_type: 'staff',
      actor_name: 'Rohan Editor',
      comment: 'Add the floor plan to the brochure.',
    });
    const audit = await callAs(ctx.app, admin.cookie, 'GET', '/api/admin/audit?entity=project');
    const actions = (audit.json().data as { action: string; entity_id: string }[])
      .filter((a) => a.entity_id === String(id))
      .map((a) => a.action);
    expect(actions.sort()).toEqual(['approve-project', 'request-project-changes']);
    await waitFor('the approval SMS', async () => readOutbox(ctx).find((m) => m.to === builderA.mobile && m.body.includes('is approved')));

    // counts of its listing, never who
    const customer = await signUpCustomer(ctx.app);
    await ctx.db.insert(viewedSites).values({ userId: customer.user.user_id, siteId });
    await ctx.db.insert(favorites).values({ userId: customer.user.user_id, siteId });
    await ctx.db.insert(enquiries).values({ userId: customer.user.user_id, siteId, note: 'Call me' });
    const counted = await callAs(ctx.app, builderA.cookie, 'GET', `/api/builder/projects/${id}`);
    expect(counted.json().data.stats).toEqual({ views: 1, favourites: 1, enquiries: 1 });
    expect(counted.body).not.toContain(customer.mobile);

    // a new revision leaves the live listing as approved until it is approved
    const revised = await callAs(
      ctx.app,
      builderA.cookie,
      'PUT',
      `/api/builder/projects/${id}`,
      projectBody({ site_title: `${title} Revised`, site_price: '4800000' }),
    );
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json()).toMatchObject({
      message: PROJECT_MESSAGES.newRevision,
      data: { status: 'draft', revision: 2, site_id: siteId },
    });
    const live = async () => (await ctx.app.inject({ method: 'GET', url: `/api/sites/${siteId}` })).json().data.site as Site;
    expect(await live()).toMatchObject({ site_title: title, site_price: '4500000.00' });
    expect((await submit(builderA, id)).statusCode).toBe(200);
    expect(await live()).toMatchObject({ site_title: title, site_price: '4500000.00' });
    const second = await review(id, 'approve', 'Looks good.');
    expect(second.json().data).toMatchObject({ status: 'approved', revision: 2, site_id: siteId });
    expect(await live()).toMatchObject({ site_id: siteId, site_title: `${title} Revised`, site_price: '4800000.00', verified: true });
    expect((await publicSites(`q=${encodeURIComponent(title)}`)).filter((s) => s.builder_id === builderA.builderId)).toHaveLength(1);
  });

  it('ends at rejected with the comment; a rejected project can be neither edited nor submitted', async () => {
    const { project_id: id } = await create(builderB, { site_title: 'Rejected Test Enclave' });
    expect((await review(id, 'reject', 'Not submitted yet')).statusCode).toBe(409);
    expect((await submit(builderB, id)).statusCode).toBe(200);
    const rejected = await review(id, 'reject', 'The RERA number belongs to another project.');
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      last_comment: 'The RERA number belongs to another project.',
      site_id: null,
    });
    const edit = await callAs(ctx.app, builderB.cookie, 'PUT', `/api/builder/projects/${id}`, projectBody());
    expect([edit.statusCode, edit.json().code]).toEqual([409, 'INVALID_STATE']);
    expect((await submit(builderB, id)).statusCode).toBe(409);
    expect((await review(id, 'approve')).statusCode).toBe(409);
    expect((await publicSites('q=Rejected%20Test%20Enclave')).length).toBe(0);
    const badDecision = await callAs(ctx.app, staff.cookie, 'POST', `/api/admin/projects/${id}/review`, { decision: 'maybe' });
    expect([badDecision.statusCode, badDecision.json().field]).toEqual([400, 'decision']);
  });

  it('lists the queue oldest submitted first and the builder’s own projects newest first', async () => {
    const builder = await newBuilder(ctx.app);
    const first = await create(builder, { site_title: 'Queue First' });
    const second = await create(builder, { site_title: 'Queue Second' });
    expect((await submit(builder, second.project_id)).statusCode).toBe(200);
    expect((await submit(builder, first.project_id)).statusCode).toBe(200);
    const queue = (await callAs(ctx.app, staff.cookie, 'GET', '/api/admin/projects')).json().data as { project_id: number }[];
    const order = queue.map((p) => p.project_id).filter((pid) => pid === first.project_id || pid === second.project_id);
    expect(order).toEqual([second.project_id, first.project_id]);
    const drafts = await callAs(ctx.app, staff.cookie, 'GET', '/api/admin/projects?status=draft');
    expect(drafts.json().data.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect((await callAs(ctx.app, staff.cookie, 'GET', '/api/admin/projects?status=live')).statusCode).toBe(400);
    const own = (await callAs(ctx.app, builder.cookie, 'GET', '/api/builder/projects')).json().data as { project_id: number }[];
    expect(own.map((p) => p.project_id)).toEqual([first.project_id, second.project_id]);
    const one = await callAs(ctx.app, staff.cookie, 'GET', `/api/admin/projects/${first.project_id}`);
    expect(one.json().data.checklist).toEqual([
      { key: 'rera', label: expect.any(String), ok: true },
      { key: 'photos', label: expect.any(String), ok: false },
      { key: 'brochure', label: expect.any(String), ok: false },
      { key: 'price_area', label: expect.any(String), ok: true },
      { key: 'location', label: expect.any(String), ok: true },
    ]);
  });

  it('answers 404 for an unknown developer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/developers/999999' });
    expect([res.statusCode, res.json()]).toEqual([404, { success: false, code: 'NOT_FOUND', message: 'Developer not found.' }]);
  });
});

describe('PUT /api/builder/projects/{id}/media (the shared photo control)', () => {
  async function uploadPhotos(builder: TestBuilder, id: number, count: number): Promise<string[]> {
    const files = multipartBody(
      await Promise.all(Array.from({ length: count }, async (_, i) => ({ field: 'photos', filename: `p${i}.jpg`, data: await photo() }))),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/builder/projects/${id}/photos`,
      payload: files.payload,
      headers: { ...files.headers, cookie: builder.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().uploaded as string[];
  }

  it('orders the photos, makes another the cover and removes one; only the owner, only paths the project has', async () => {
    const { project_id: id } = await create(builderA);
    const [first, second, third] = await uploadPhotos(builderA, id, 3);
    const put = (builder: TestBuilder, body: object) => callAs(ctx.app, builder.cookie, 'PUT', `/api/builder/projects/${id}/media`, body);

    const cover = await put(builderA, { cover_images: [third], inner_images: [first, second], site_pdfs: [] });
    expect(cover.statusCode, cover.body).toBe(200);
    expect(cover.json()).toMatchObject({
      message: PROJECT_MESSAGES.mediaSaved,
      data: { cover_images: [third], inner_images: [first, second] },
    });

    const removed = await put(builderA, { cover_images: [third], inner_images: [second], site_pdfs: [] });
    expect(removed.json().data).toMatchObject({ cover_images: [third], inner_images: [second] });

    const foreign = await put(builderA, { cover_images: ['media/elsewhere.webp'], inner_images: [], site_pdfs: [] });
    expect([foreign.statusCode, foreign.json()]).toEqual([
      400,
      { success: false, code: 'VALIDATION_FAILED', message: PROJECT_MESSAGES.unknownMedia, field: 'cover_images' },
    ]);
    const other = await put(builderB, { cover_images: [second], inner_images: [], site_pdfs: [] });
    expect([other.statusCode, other.json()]).toEqual([403, notOwner]);
    const guest = await ctx.app.inject({
      method: 'PUT',
      url: `/api/builder/projects/${id}/media`,
      payload: { cover_images: [second], inner_images: [], site_pdfs: [] },
    });
    expect(guest.statusCode).toBe(401);
  });
});

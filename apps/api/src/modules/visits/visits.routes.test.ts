import { leadEvents, leadSites, siteVisits } from '@realty/db/schema';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { insertLead, leadState, leadTimeline, queuedNotifications } from '../brokerage/test-fixtures.ts';
import { formatVisitTime } from './visit-time.ts';

// Site visits (docs/product/pipeline.md, "Site visits").

type Account = Awaited<ReturnType<typeof signUpCustomer>>;
type Associate = Awaited<ReturnType<typeof signUpAssociate>>;

let ctx: TestContext;
let customer: Account;
let otherCustomer: Account;
let associate: Associate;
let otherAssociate: Associate;
let ganga: number;
let assi: number;

/** Saturday 5 December 2037, 11:00 am in India (05:30 UTC). */
const SAT_5_DEC = '2037-12-05T11:00:00+05:30';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  customer = await signUpCustomer(ctx.app, { user_name: 'Asha Verma' });
  otherCustomer = await signUpCustomer(ctx.app, { user_name: 'Farida Khan' });
  associate = await signUpAssociate(ctx.app, { ass_name: 'Vikram Singh' });
  otherAssociate = await signUpAssociate(ctx.app, { ass_name: 'Gaurav Tiwari' });
  [ganga, assi] = (await insertSites(ctx.db, [
    { title: 'Ganga Residency', landmark: 'Sigra', city: 'Varanasi', state: 'Uttar Pradesh' },
    { title: 'Assi Heights', landmark: 'Assi Ghat', city: 'Varanasi', state: 'Uttar Pradesh' },
  ])) as [number, number];
});
afterAll(async () => ctx?.close());

const asAssociate = (who: Associate = associate) => ({ cookie: who.cookie });
const asCustomer = (who: Account = customer) => ({ cookie: who.cookie });

async function newLead(status: 'accepted' | 'visited' | 'negotiation' | 'booked' | 'offered' = 'accepted') {
  return insertLead(ctx.db, { userId: customer.user.user_id, assId: associate.user.ass_id, status });
}

async function schedule(leadId: number, body: Record<string, unknown>, who: Associate = associate) {
  return ctx.app.inject({ method: 'POST', url: `/api/associate/leads/${leadId}/visits`, headers: asAssociate(who), payload: body });
}

async function scheduled(leadId: number, siteId = ganga, at = inDays(3), who: Associate = associate): Promise<number> {
  const res = await schedule(leadId, { site_id: siteId, scheduled_at: at, meeting_point: 'Sigra crossing' }, who);
  if (res.statusCode !== 201) throw new Error(`schedule answered ${res.statusCode}: ${res.body}`);
  return res.json().data.visit_id as number;
}

const customerPatch = (visitId: number, payload: Record<string, unknown>, who: Account = customer) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/user/visits/${visitId}`, headers: asCustomer(who), payload });
const associatePatch = (visitId: number, payload: Record<string, unknown>, who: Associate = associate) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/associate/visits/${visitId}`, headers: asAssociate(who), payload });

/** Runs `work` with the app clock 11 days ahead: every visit these tests schedule (up to 10 days out) has had its time. */
async function afterTheVisits<T>(work: () => Promise<T>): Promise<T> {
  const real = ctx.app.identity.now;
  ctx.app.identity.now = () => new Date(Date.now() + 11 * 86_400_000);
  try {
    return await work();
  } finally {
    ctx.app.identity.now = real;
  }
}
/** The associate records a visit's result once its time has come. */
const recordLater = (visitId: number, payload: Record<string, unknown>, who: Associate = associate) =>
  afterTheVisits(() => associatePatch(visitId, payload, who));

describe('scheduling a visit', () => {
  it('stores the visit, moves the lead to visit_scheduled, adds the listing and tells the customer', async () => {
    const leadId = await newLead();
    const res = await schedule(leadId, { site_id: ganga, scheduled_at: SAT_5_DEC, meeting_point: 'Sigra crossing' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Visit scheduled. The customer has been told.',
      data: {
        visit_id: expect.any(Number),
        lead_id: leadId,
        site_id: ganga,
        site_title: 'Ganga Residency',
        site_city: 'Varanasi',
        scheduled_at: '2037-12-05T05:30:00.000Z',
        meeting_point: 'Sigra crossing',
        status: 'scheduled',
        proposed_at: null,
        outcome_note: '',
        associate: null,
        customer: { name: 'Asha Verma', mobile: customer.mobile },
        ics_url: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'visit_scheduled' });
    expect((await leadTimeline(ctx.db, leadId)).at(-1)).toEqual({
      actorType: 'associate',
      actorId: associate.user.ass_id,
      fromStatus: 'accepted',
      toStatus: 'visit_scheduled',
      note: 'Visit to Ganga Residency on Sat 5 Dec, 11:00 am; meeting point: Sigra crossing',
    });
    // its Hindi wording for the /hi pages, with the time in Hindi and the entered words as entered
    const [latest] = await ctx.db
      .select({ noteHi: leadEvents.noteHi })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(desc(leadEvents.eventId))
      .limit(1);
    expect(latest?.noteHi).toBe('Ganga Residency की साइट विज़िट शनिवार, 5 दिसंबर, सुबह 11:00 बजे को; मिलने की जगह: Sigra crossing');
    const listings = await ctx.db.select({ siteId: leadSites.siteId }).from(leadSites).where(eq(leadSites.leadId, leadId));
    expect(listings).toEqual([{ siteId: ganga }]);
    expect((await queuedNotifications(ctx.db)).at(-1)).toEqual({
      recipient: { type: 'user', id: customer.user.user_id },
      title: 'Site visit scheduled',
      text: `Site visit scheduled: Ganga Residency, Varanasi on Sat 5 Dec, 11:00 am. Meeting point: Sigra crossing. Your associate: Vikram Singh, ${associate.mobile}.`,
      url: '/userdashboard',
      // what the notify job writes in the customer's language (notifications/notification-texts.ts)
      message: {
        kind: 'visitScheduled',
        siteTitle: 'Ganga Residency',
        siteCity: 'Varanasi',
        scheduledAt: new Date(SAT_5_DEC).toISOString(),
        meetingPoint: 'Sigra crossing',
        associateName: 'Vikram Singh',
        associateMobile: associate.mobile,
      },
    });
  });

  it('shows times in India Standard Time', () => {
    expect(formatVisitTime(new Date('2037-12-05T05:30:00Z'))).toBe('Sat 5 Dec, 11:00 am');
    expect(formatVisitTime(new Date('2037-12-05T06:30:00Z'))).toBe('Sat 5 Dec, 12:00 pm');
    expect(formatVisitTime(new Date('2037-12-05T18:45:00Z'))).toBe('Sun 6 Dec, 12:15 am');
    expect(formatVisitTime(new Date('2037-12-05T13:05:00Z'))).toBe('Sat 5 Dec, 6:35 pm');
  });

  it('answers 400 naming the field for a past time, an unknown listing and missing fields', async () => {
    const leadId = await newLead();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ site_id: ganga, scheduled_at: inDays(-1), meeting_point: 'Gate' }, 'scheduled_at', 'Choose a time in the future'],
      [{ site_id: 999999, scheduled_at: inDays(2), meeting_point: 'Gate' }, 'site_id', 'Choose a property that is on the site'],
      [{ site_id: ganga, scheduled_at: inDays(2), meeting_point: '  ' }, 'meeting_point', 'Meeting point is required'],
      [
        { site_id: ganga, scheduled_at: 'next Saturday', meeting_point: 'Gate' },
        'scheduled_at',
        'Visit time must be a date and time such as 2026-12-01T10:30:00+05:30',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await schedule(leadId, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', field, message });
    }
    const badId = await ctx.app.inject({
      method: 'POST',
      url: '/api/associate/leads/abc/visits',
      headers: asAssociate(),
      payload: { site_id: ganga, scheduled_at: inDays(2), meeting_point: 'Gate' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('leadId');
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'accepted' });
  });

  it("refuses someone else's lead (403), an unknown lead (404), a lead offered to them but not accepted (409), guests and customers", async () => {
    const leadId = await newLead();
    const body = { site_id: ganga, scheduled_at: inDays(2), meeting_point: 'Gate' };
    const other = await schedule(leadId, body, otherAssociate);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, code: 'NOT_OWNER', message: 'This lead is not yours.' });
    const unknown = await schedule(999999, body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Lead not found.' });
    const offeredLead = await newLead('offered');
    const offered = await schedule(offeredLead, body);
    expect(offered.statusCode).toBe(409);
    expect(offered.json()).toEqual({
      success: false,
      code: 'INVALID_STATE',
      message: 'Accept the lead first: it is offered to you and not yet accepted.',
    });
    // a lead offered to someone else stays none of their business
    const offeredToOther = await schedule(offeredLead, body, otherAssociate);
    expect(offeredToOther.statusCode).toBe(403);
    expect(offeredToOther.json().code).toBe('NOT_OWNER');
    const guest = await ctx.app.inject({ method: 'POST', url: `/api/associate/leads/${leadId}/visits`, payload: body });
    expect(guest.statusCode).toBe(401);
    const asCust = await ctx.app.inject({
      method: 'POST',
      url: `/api/associate/leads/${leadId}/visits`,
      headers: asCustomer(),
      payload: body,
    });
    expect(asCust.statusCode).toBe(403);
  });

  it('refuses a booked lead with 409 INVALID_STATE and schedules again from visited', async () => {
    const booked = await schedule(await newLead('booked'), { site_id: ganga, scheduled_at: inDays(2), meeting_point: 'Gate' });
    expect(booked.statusCode).toBe(409);
    expect(booked.json()).toEqual({
      success: false,
      code: 'INVALID_STATE',
      message: 'A lead that is booked cannot move to visit scheduled.',
    });
    const visited = await newLead('visited');
    await scheduled(visited, assi);
    expect(await leadState(ctx.db, visited)).toMatchObject({ status: 'visit_scheduled' });
  });
});

describe('the customer confirms, asks for another time or cancels', () => {
  it('confirm: the visit is confirmed with its calendar link, the timeline says so and the associate is told; twice changes nothing', async () => {
    const leadId = await newLead();
    const visitId = await scheduled(leadId);
    const events = (await leadTimeline(ctx.db, leadId)).length;
    const res = await customerPatch(visitId, { action: 'confirm' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Visit updated.',
      data: {
        visit_id: visitId,
        status: 'confirmed',
        associate: { name: 'Vikram Singh', mobile: associate.mobile },
        customer: null,
        ics_url: `/api/user/visits/${visitId}/calendar.ics`,
      },
    });
    const timeline = await leadTimeline(ctx.db, leadId);
    expect(timeline).toHaveLength(events + 1);
    expect(timeline.at(-1)).toMatchObject({
      actorType: 'user',
      actorId: customer.user.user_id,
      fromStatus: 'visit_scheduled',
      toStatus: 'visit_scheduled',
      note: expect.stringMatching(/^The customer confirmed the visit to Ganga Residency on /),
    });
    expect((await queuedNotifications(ctx.db)).at(-1)).toMatchObject({
      recipient: { type: 'associate', id: associate.user.ass_id },
      title: 'Site visit confirmed',
      text: expect.stringMatching(/^Asha Verma confirmed the site visit to Ganga Residency on /),
    });
    const sent = (await queuedNotifications(ctx.db)).length;
    const again = await customerPatch(visitId, { action: 'confirm' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('confirmed');
    expect(await leadTimeline(ctx.db, leadId)).toHaveLength(events + 1);
    expect(await queuedNotifications(ctx.db)).toHaveLength(sent);
  });

  it('reschedule needs a future proposed_at; the associate then schedules a new visit, which replaces the old one', async () => {
    const leadId = await newLead();
    const visitId = await scheduled(leadId);
    const missing = await customerPatch(visitId, { action: 'reschedule' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'proposed_at',
      message: 'Choose the time you would like instead',
    });
    const past = await customerPatch(visitId, { action: 'reschedule', proposed_at: inDays(-2) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'proposed_at',
      message: 'Choose a time in the future',
    });
    const badAction = await customerPatch(visitId, { action: 'postpone' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json()).toMatchObject({ field: 'action', message: 'Action must be confirm, reschedule or cancel' });

    const res = await customerPatch(visitId, { action: 'reschedule', proposed_at: SAT_5_DEC });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'reschedule_requested', proposed_at: '2037-12-05T05:30:00.000Z', ics_url: null });
    expect((await queuedNotifications(ctx.db)).at(-1)).toMatchObject({
      recipient: { type: 'associate', id: associate.user.ass_id },
      text: expect.stringContaining(': Sat 5 Dec, 11:00 am. Please schedule a new visit.'),
    });
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'visit_scheduled' });

    const replacement = await scheduled(leadId, ganga, SAT_5_DEC);
    const [old] = await ctx.db.select().from(siteVisits).where(eq(siteVisits.visitId, visitId));
    expect(old).toMatchObject({ status: 'cancelled', outcomeNote: 'Replaced by the visit on Sat 5 Dec, 11:00 am.' });
    const list = await ctx.app.inject({ url: '/api/user/visits', headers: asCustomer() });
    expect(list.json().data.find((v: { visit_id: number }) => v.visit_id === replacement)).toMatchObject({ status: 'scheduled' });
  });

  it('cancel: the only pending visit takes the lead back to accepted; a cancelled visit cannot change (409)', async () => {
    const leadId = await newLead();
    const visitId = await scheduled(leadId);
    const res = await customerPatch(visitId, { action: 'cancel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'accepted' });
    expect((await leadTimeline(ctx.db, leadId)).at(-1)).toMatchObject({
      actorType: 'user',
      fromStatus: 'visit_scheduled',
      toStatus: 'accepted',
      note: expect.stringMatching(/^The customer cancelled the visit to Ganga Residency on /),
    });
    expect((await queuedNotifications(ctx.db)).at(-1)).toMatchObject({
      recipient: { type: 'associate', id: associate.user.ass_id },
      title: 'Site visit cancelled',
    });
    for (const action of ['confirm', 'cancel']) {
      const after = await customerPatch(visitId, { action });
      expect(after.statusCode).toBe(409);
      expect(after.json()).toEqual({ success: false, code: 'INVALID_STATE', message: 'A visit that is cancelled cannot change.' });
    }
  });

  it('cancelling one of two pending visits keeps the lead in visit_scheduled', async () => {
    const leadId = await newLead();
    const first = await scheduled(leadId, ganga);
    await scheduled(leadId, assi);
    expect((await customerPatch(first, { action: 'cancel' })).statusCode).toBe(200);
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'visit_scheduled' });
    expect((await leadTimeline(ctx.db, leadId)).at(-1)).toMatchObject({ fromStatus: 'visit_scheduled', toStatus: 'visit_scheduled' });
  });

  it("refuses someone else's visit (403 NOT_OWNER), an unknown one (404), associates and guests", async () => {
    const visitId = await scheduled(await newLead());
    const other = await customerPatch(visitId, { action: 'cancel' }, otherCustomer);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, code: 'NOT_OWNER', message: 'This visit is not yours.' });
    const unknown = await customerPatch(999999, { action: 'confirm' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Visit not found.' });
    const byAssociate = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/visits/${visitId}`,
      headers: asAssociate(),
      payload: { action: 'confirm' },
    });
    expect(byAssociate.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PATCH', url: `/api/user/visits/${visitId}`, payload: { action: 'confirm' } })).statusCode).toBe(
      401,
    );
    const [row] = await ctx.db.select({ status: siteVisits.status }).from(siteVisits).where(eq(siteVisits.visitId, visitId));
    expect(row?.status).toBe('scheduled');
  });
});

describe('the associate records the result', () => {
  it('completed moves the lead to visited; a finished visit cannot change (409)', async () => {
    const leadId = await newLead();
    const visitId = await scheduled(leadId);
    const res = await recordLater(visitId, { status: 'completed', outcome_note: 'Liked the 3 BHK on the 5th floor.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Visit updated.',
      data: {
        status: 'completed',
        outcome_note: 'Liked the 3 BHK on the 5th floor.',
        customer: { name: 'Asha Verma', mobile: customer.mobile },
      },
    });
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'visited' });
    expect((await leadTimeline(ctx.db, leadId)).at(-1)).toMatchObject({
      actorType: 'associate',
      fromStatus: 'visit_scheduled',
      toStatus: 'visited',
      note: expect.stringMatching(/completed\. Liked the 3 BHK on the 5th floor\.$/),
    });
    for (const status of ['completed', 'cancelled', 'no_show']) {
      const again = await associatePatch(visitId, { status, outcome_note: '' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, code: 'INVALID_STATE', message: 'A visit that is completed cannot change.' });
    }
    const byCustomer = await customerPatch(visitId, { action: 'cancel' });
    expect(byCustomer.statusCode).toBe(409);
  });

  it('a second completed visit only writes the timeline when the lead has moved on', async () => {
    const leadId = await newLead();
    const first = await scheduled(leadId, ganga);
    const second = await scheduled(leadId, assi);
    expect((await recordLater(first, { status: 'completed', outcome_note: '' })).statusCode).toBe(200);
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'visited' });
    expect((await recordLater(second, { status: 'completed', outcome_note: 'Prefers Assi.' })).statusCode).toBe(200);
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'visited' });
    expect((await leadTimeline(ctx.db, leadId)).at(-1)).toMatchObject({ fromStatus: 'visited', toStatus: 'visited' });
  });

  it('no_show and cancelled take the lead back to accepted when no other visit is pending, and a cancel is told to the customer', async () => {
    const leadId = await newLead();
    const first = await scheduled(leadId, ganga);
    const second = await scheduled(leadId, assi);
    const noShow = await recordLater(first, { status: 'no_show', outcome_note: 'Did not answer the phone.' });
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(noShow.json().data.status).toBe('no_show');
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'visit_scheduled' });
    const cancelled = await associatePatch(second, { status: 'cancelled', outcome_note: '' });
    expect(cancelled.statusCode).toBe(200);
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'accepted' });
    expect((await leadTimeline(ctx.db, leadId)).at(-1)).toMatchObject({
      actorType: 'associate',
      fromStatus: 'visit_scheduled',
      toStatus: 'accepted',
    });
    expect((await queuedNotifications(ctx.db)).at(-1)).toMatchObject({
      recipient: { type: 'user', id: customer.user.user_id },
      title: 'Site visit cancelled',
      text: expect.stringContaining(`has been cancelled by Vikram Singh (${associate.mobile})`),
    });

    const third = await scheduled(leadId, ganga);
    expect((await recordLater(third, { status: 'no_show', outcome_note: '' })).statusCode).toBe(200);
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'accepted' });
  });

  it('completed and no_show wait for the visit’s time (409 naming it); cancelled can be recorded at once', async () => {
    const leadId = await newLead();
    const visitId = await scheduled(leadId, ganga, SAT_5_DEC);
    for (const status of ['completed', 'no_show']) {
      const early = await associatePatch(visitId, { status, outcome_note: 'Booking today' });
      expect(early.statusCode, early.body).toBe(409);
      expect(early.json()).toEqual({
        success: false,
        code: 'INVALID_STATE',
        message: "Completed and no show can be recorded from Sat 5 Dec, 11:00 am (the visit's time); a visit can be cancelled at any time.",
      });
    }
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'visit_scheduled' });
    const [row] = await ctx.db.select({ status: siteVisits.status }).from(siteVisits).where(eq(siteVisits.visitId, visitId));
    expect(row?.status).toBe('scheduled');
    // a booking cannot follow a visit that has not happened: the lead never became visited
    const cancelled = await associatePatch(visitId, { status: 'cancelled', outcome_note: 'Customer travelling' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'accepted' });
  });

  it("refuses someone else's visit (403), an unknown one (404), a bad status (400) and customers", async () => {
    const visitId = await scheduled(await newLead());
    const other = await associatePatch(visitId, { status: 'completed', outcome_note: '' }, otherAssociate);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, code: 'NOT_OWNER', message: 'This visit is not yours.' });
    const unknown = await associatePatch(999999, { status: 'completed', outcome_note: '' });
    expect(unknown.statusCode).toBe(404);
    const bad = await associatePatch(visitId, { status: 'done', outcome_note: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'status',
      message: 'Choose the result: completed, no show or cancelled',
    });
    const long = await associatePatch(visitId, { status: 'completed', outcome_note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('outcome_note');
    const byCustomer = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/associate/visits/${visitId}`,
      headers: asCustomer(),
      payload: { status: 'completed', outcome_note: '' },
    });
    expect(byCustomer.statusCode).toBe(403);
  });
});

describe('lists and the calendar file', () => {
  it('lists only the caller’s own visits, upcoming first (soonest first), then the rest latest first', async () => {
    const fresh = await signUpCustomer(ctx.app, { user_name: 'Meera Pandey' });
    const leadId = await insertLead(ctx.db, { userId: fresh.user.user_id, assId: otherAssociate.user.ass_id });
    const later = await scheduled(leadId, ganga, inDays(10), otherAssociate);
    const sooner = await scheduled(leadId, assi, inDays(2), otherAssociate);
    const done = await scheduled(leadId, ganga, inDays(1), otherAssociate);
    expect((await recordLater(done, { status: 'completed', outcome_note: '' }, otherAssociate)).statusCode).toBe(200);

    const mine = await ctx.app.inject({ url: '/api/user/visits', headers: asCustomer(fresh) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((v: { visit_id: number }) => v.visit_id)).toEqual([sooner, later, done]);
    expect(mine.json().data[0]).toMatchObject({ associate: { name: 'Gaurav Tiwari', mobile: otherAssociate.mobile }, customer: null });

    const theirs = await ctx.app.inject({ url: '/api/associate/visits', headers: asAssociate(otherAssociate) });
    expect(theirs.json().data.map((v: { visit_id: number }) => v.visit_id)).toEqual([sooner, later, done]);
    expect(theirs.json().data[0]).toMatchObject({
      customer: { name: 'Meera Pandey', mobile: fresh.mobile },
      associate: null,
      ics_url: null,
    });

    const others = await ctx.app.inject({ url: '/api/user/visits', headers: asCustomer(otherCustomer) });
    expect(others.json()).toEqual({ success: true, data: [] });
    expect((await ctx.app.inject({ url: '/api/user/visits', headers: asAssociate() })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/associate/visits', headers: asCustomer() })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/associate/visits' })).statusCode).toBe(401);
  });

  it('gives the customer an .ics file for a confirmed visit only', async () => {
    const leadId = await newLead();
    const visitId = await scheduled(leadId, ganga, SAT_5_DEC);
    const url = `/api/user/visits/${visitId}/calendar.ics`;
    const early = await ctx.app.inject({ url, headers: asCustomer() });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ success: false, code: 'INVALID_STATE', message: 'Only a confirmed visit has a calendar file.' });

    expect((await customerPatch(visitId, { action: 'confirm' })).statusCode).toBe(200);
    const res = await ctx.app.inject({ url, headers: asCustomer() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="site-visit-${visitId}.ics"`);
    const lines = res.body.split(/\r?\n/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('SUMMARY:Site visit: Ganga Residency');
    expect(lines).toContain('DTSTART:20371205T053000Z');
    expect(lines).toContain('DURATION:PT1H');
    expect(lines).toContain('LOCATION:Sigra\\, Varanasi\\, Uttar Pradesh');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain(`UID:site-visit-${visitId}@kashirealty`);
    // the description may be folded over several lines (RFC 5545): unfold before reading it
    const unfolded = res.body.replace(/\r?\n[ \t]/g, '');
    expect(unfolded).toContain('Meeting point: Sigra crossing');
    expect(unfolded).toContain(`Your associate: Vikram Singh\\, ${associate.mobile}`);

    expect((await ctx.app.inject({ url, headers: asCustomer(otherCustomer) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url, headers: asAssociate() })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    const unknown = await ctx.app.inject({ url: '/api/user/visits/999999/calendar.ics', headers: asCustomer() });
    expect(unknown.statusCode).toBe(404);
    const visits = await ctx.app.inject({ url: '/api/user/visits', headers: asCustomer() });
    expect(visits.json().data.find((v: { visit_id: number }) => v.visit_id === visitId).ics_url).toBe(url);
  });
});

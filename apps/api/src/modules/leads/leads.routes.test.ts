import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { leadEvents, leadOffers, leads, siteVisits } from '@realty/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, signInFoundingAssociate } from '../../../test/fixtures/accounts.ts';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import {
  associateTaking,
  getAs,
  newCustomer,
  postAs,
  postRequirement,
  requirement,
  type TestCustomer,
  waitFor,
} from './pipeline-test-kit.ts';

// Each test works in a city of its own, so the associates of one test are never eligible for
// the leads of another.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
afterEach(() => {
  ctx.app.identity.now = () => new Date();
});

const anyIso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

async function leadsOf(customer: TestCustomer) {
  const res = await getAs(ctx, customer.cookie, '/api/user/leads');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<Record<string, unknown> & { lead_id: number; status: string; timeline: Array<Record<string, unknown>> }>;
}

describe('POST /api/user/requirements: input', () => {
  it('refuses guests (401) and associates (403)', async () => {
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/user/requirements', payload: requirement() });
    expect(guest.statusCode).toBe(401);
    const associate = await signInFoundingAssociate(ctx);
    const refused = await postRequirement(ctx, associate, requirement());
    expect(refused.statusCode).toBe(403);
  });

  it('answers 400 naming the field for each bad input', async () => {
    const customer = await newCustomer(ctx);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [requirement({ city: 'Atlantis' }), 'city', PIPELINE_MESSAGES.cityUnknown],
      [requirement({ city: undefined }), 'city', 'City is required'],
      [requirement({ category: 'Castle' }), 'category', PIPELINE_MESSAGES.categoryUnknown],
      [requirement({ budget_min: 7000000, budget_max: 6000000 }), 'budget_min', PIPELINE_MESSAGES.budgetOrder],
      [
        requirement({ budget_max: 'sixty lakh' }),
        'budget_max',
        'Maximum budget must be an amount in rupees (0 to 10,000,000,000, at most 2 decimals)',
      ],
      [requirement({ note: 'x'.repeat(501) }), 'note', 'Note must be at most 500 characters'],
      [requirement({ bhk: 11 }), 'bhk', 'BHK must be a whole number from 0 to 10'],
    ];
    for (const [body, field, message] of cases) {
      const res = await postRequirement(ctx, customer, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message, field });
    }
    expect(await leadsOf(customer)).toEqual([]);
  });
});

describe('POST /api/user/requirements: creating and joining', () => {
  it('creates an unassigned lead (201) by the canonical city and category when no associate takes it', async () => {
    const customer = await newCustomer(ctx, 'Meera Joshi');
    const res = await postRequirement(
      ctx,
      customer,
      requirement({ city: 'cawnpore', category: 'flat', budget_min: '45,00,000', budget_max: 7500000, bhk: 2, note: 'Near a school' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: PIPELINE_MESSAGES.requirementSaved,
      data: {
        lead_id: expect.any(Number),
        city: 'Kanpur',
        category: 'Apartment',
        budget_min: '4500000.00',
        budget_max: '7500000.00',
        bhk: 2,
        note: 'Near a school',
        source: 'requirement',
        status: 'unassigned',
        lost_reason: '',
        ass_id: null,
        offer_expires_at: null,
        created_at: anyIso,
        updated_at: anyIso,
        sites: [],
        associate: null,
        customer: null,
        timeline: [
          {
            at: anyIso,
            actor_type: 'user',
            actor_name: 'Meera Joshi',
            from_status: null,
            to_status: 'unassigned',
            note: 'Requirement: Apartment, ₹45 L – ₹75 L. No associate takes Apartment leads in Kanpur at the moment; waiting for staff.',
            note_hi: 'ज़रूरत: अपार्टमेंट, ₹45 लाख – ₹75 लाख। अभी Kanpur में अपार्टमेंट की लीड लेने वाला कोई एसोसिएट नहीं है; स्टाफ़ का इंतज़ार है।',
          },
        ],
        visits: [],
      },
    });
    const [row] = await ctx.db.select().from(leads).where(eq(leads.leadId, res.json().data.lead_id));
    expect(row).toMatchObject({ city: 'Kanpur', cityKey: 'kanpur', category: 'Apartment', status: 'unassigned' });
  });

  it('joins a second requirement in the same city, by any of its names, to the open lead (200) and widens the budget', async () => {
    const associate = await associateTaking(ctx, { cities: ['Prayagraj'] });
    const customer = await newCustomer(ctx);
    const first = await postRequirement(ctx, customer, requirement({ city: 'Allahabad', budget_min: 3000000, budget_max: 5000000 }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ city: 'Prayagraj', status: 'offered', ass_id: null, associate: null });
    const second = await postRequirement(
      ctx,
      customer,
      requirement({ city: 'PRAYAGRAJ', category: 'Plots', budget_min: 4000000, budget_max: 8000000, bhk: 3, note: 'Corner plot' }),
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      success: true,
      message: PIPELINE_MESSAGES.requirementJoined,
      data: {
        lead_id: first.json().data.lead_id,
        city: 'Prayagraj',
        category: 'Apartment',
        budget_min: '3000000.00',
        budget_max: '8000000.00',
        bhk: 3,
        note: 'Corner plot',
        status: 'offered',
      },
    });
    expect(second.json().data.timeline.at(-1)).toEqual({
      at: anyIso,
      actor_type: 'user',
      actor_name: 'Asha Verma',
      from_status: 'offered',
      to_status: 'offered',
      note: 'Added to this search: Requirement: Plots, ₹40 L – ₹80 L. (also interested in Plots)',
      note_hi: 'इस खोज में जोड़ा गया: ज़रूरत: प्लॉट, ₹40 लाख – ₹80 लाख। (प्लॉट में भी रुचि)',
    });
    const list = await leadsOf(customer);
    expect(list.map((l) => l.lead_id)).toEqual([first.json().data.lead_id]);
    // the open lead kept its associate: still one offer, to the same associate
    const offers = await ctx.db.select().from(leadOffers).where(eq(leadOffers.leadId, first.json().data.lead_id));
    expect(offers.map((o) => [o.assId, o.status])).toEqual([[associate.assId, 'offered']]);
  });

  it('keeps a lead per city and lists them newest first', async () => {
    const customer = await newCustomer(ctx);
    const varanasi = await postRequirement(ctx, customer, requirement({ city: 'Satna' }));
    const rewa = await postRequirement(ctx, customer, requirement({ city: 'Rewa' }));
    expect([varanasi.statusCode, rewa.statusCode]).toEqual([201, 201]);
    expect((await leadsOf(customer)).map((l) => l.city)).toEqual(['Rewa', 'Satna']);
  });
});

describe('enquiries become leads', () => {
  it('creates a lead with the listing, its city, category and price; the enquiry answer is unchanged; a retry adds nothing', async () => {
    const [apartment, villa] = await insertSites(ctx.db, [
      { title: 'Gomti Heights', city: 'Lakhnau', category: 'Apartment', price: '6500000' },
      { title: 'Hazratganj Villas', city: 'Lucknow', category: 'Family Houses', price: '0', minPrice: '9000000', maxPrice: '12500000' },
    ]);
    const customer = await newCustomer(ctx);
    const enquiry = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/user_enquiry',
      headers: { cookie: customer.cookie, 'idempotency-key': 'enquiry-gomti-1' },
      payload: { user_id: customer.userId, site_id: apartment },
    });
    expect(enquiry.statusCode, enquiry.body).toBe(201);
    expect(enquiry.json()).toEqual({
      success: true,
      message: expect.any(String),
      data: { enquiry_id: expect.any(Number), status: 'new', created_at: anyIso },
    });
    let [lead] = await leadsOf(customer);
    expect(lead).toMatchObject({
      city: 'Lucknow',
      category: 'Apartment',
      source: 'enquiry',
      status: 'unassigned',
      budget_min: '6500000.00',
      budget_max: '6500000.00',
      sites: [
        {
          site_id: apartment,
          site_title: 'Gomti Heights',
          site_city: 'Lakhnau',
          site_category: 'Apartment',
          site_price: '6500000.00',
          added_at: anyIso,
        },
      ],
    });
    expect(lead?.timeline).toHaveLength(1);

    const retry = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/user_enquiry',
      headers: { cookie: customer.cookie, 'idempotency-key': 'enquiry-gomti-1' },
      payload: { user_id: customer.userId, site_id: apartment },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.enquiry_id).toBe(enquiry.json().data.enquiry_id);
    [lead] = await leadsOf(customer);
    expect(lead?.timeline).toHaveLength(1);

    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/user_enquiry',
      headers: { cookie: customer.cookie },
      payload: { user_id: customer.userId, site_id: villa },
    });
    expect(second.statusCode).toBe(201);
    const list = await leadsOf(customer);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      category: 'Apartment',
      budget_min: '6500000.00',
      budget_max: '12500000.00',
      sites: [{ site_id: apartment }, { site_id: villa }],
    });
    expect(list[0]?.timeline.at(-1)).toMatchObject({
      note: 'Added to this search: Enquiry about Hazratganj Villas. (also interested in Family Houses)',
    });
  });

  it('a failure in the pipeline never fails the enquiry', async () => {
    const [site] = await insertSites(ctx.db, [{ title: 'Bodhi Residency', city: 'Bodh Gaya', category: 'Apartment', price: '3000000' }]);
    const customer = await newCustomer(ctx);
    // leads in Bodh Gaya cannot be stored for the length of this test
    await ctx.db.execute(sql`create function refuse_bodh_gaya() returns trigger language plpgsql as $$
      begin if new.city_key = 'bodh gaya' then raise exception 'refused'; end if; return new; end $$`);
    await ctx.db.execute(sql`create trigger refuse_bodh_gaya before insert on leads for each row execute function refuse_bodh_gaya()`);
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/user_enquiry',
        headers: { cookie: customer.cookie },
        payload: { user_id: customer.userId, site_id: site },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        message: expect.any(String),
        data: { enquiry_id: expect.any(Number), status: 'new', created_at: anyIso },
      });
      expect(await leadsOf(customer)).toEqual([]);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_bodh_gaya on leads`);
      await ctx.db.execute(sql`drop function refuse_bodh_gaya()`);
    }
  });
});

describe('offers, privacy and answers', () => {
  it('shows the offer without the customer, and both contacts once accepted; the customer is told', async () => {
    const associate = await associateTaking(ctx, { cities: ['Agra'], name: 'Ravi Kumar' });
    const customer = await newCustomer(ctx, 'Sunita Rao');
    const created = await postRequirement(ctx, customer, requirement({ city: 'Agra', bhk: 3 }));
    const leadId = created.json().data.lead_id as number;
    expect(created.json().data).toMatchObject({ status: 'offered', ass_id: null, associate: null, offer_expires_at: anyIso });

    const offers = await getAs(ctx, associate.cookie, '/api/associate/offers');
    expect(offers.json()).toEqual({
      success: true,
      data: [
        {
          lead_id: leadId,
          city: 'Agra',
          category: 'Apartment',
          budget_min: '4000000.00',
          budget_max: '6000000.00',
          bhk: 3,
          note: '',
          sites: [],
          offered_at: anyIso,
          expires_at: anyIso,
        },
      ],
    });
    const before = await getAs(ctx, associate.cookie, `/api/associate/leads/${leadId}`);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ lead_id: leadId, status: 'offered', customer: null, associate: null });
    expect(before.body).not.toContain(customer.mobile);
    expect(before.body).not.toContain('Sunita Rao');
    expect((await getAs(ctx, associate.cookie, '/api/associate/leads')).json().data).toEqual([]);

    const offerSms = await waitFor('the offer SMS', async () =>
      readOutbox(ctx).find((m) => m.to === associate.mobile && /New lead/.test(m.body)),
    );
    expect(offerSms.body).toMatch(
      /^New lead: Apartment in Agra, 3 BHK, ₹40 L – ₹60 L\. Accept or decline by \d{1,2} \w{3}, \d{1,2}:\d{2} (am|pm)\.$/,
    );

    const accepted = await postAs(ctx, associate.cookie, `/api/associate/leads/${leadId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      success: true,
      message: PIPELINE_MESSAGES.offerAccepted,
      data: {
        status: 'accepted',
        ass_id: associate.assId,
        customer: { name: 'Sunita Rao', mobile: customer.mobile },
        offer_expires_at: null,
      },
    });
    const [mine] = await leadsOf(customer);
    expect(mine).toMatchObject({
      status: 'accepted',
      ass_id: associate.assId,
      associate: { name: 'Ravi Kumar', mobile: associate.mobile },
      customer: null,
    });
    expect(mine?.timeline.at(-1)).toEqual({
      at: anyIso,
      actor_type: 'associate',
      actor_name: 'Ravi Kumar',
      from_status: 'offered',
      to_status: 'accepted',
      note: 'Accepted the lead.',
      note_hi: 'लीड स्वीकार की।',
    });
    const list = await getAs(ctx, associate.cookie, '/api/associate/leads');
    expect(list.json().data.map((l: { lead_id: number }) => l.lead_id)).toEqual([leadId]);
    expect((await getAs(ctx, associate.cookie, '/api/associate/offers')).json().data).toEqual([]);
    // a visit the associate schedules shows in the lead of both
    const [site] = await insertSites(ctx.db, [{ title: 'Taj View Homes', city: 'Agra', price: '5500000' }]);
    await ctx.db.insert(siteVisits).values({
      leadId,
      siteId: site as number,
      assId: associate.assId,
      userId: customer.userId,
      scheduledAt: new Date('2026-12-01T05:00:00Z'),
      meetingPoint: 'Site office',
    });
    expect((await leadsOf(customer))[0]?.visits).toEqual([
      {
        visit_id: expect.any(Number),
        site_id: site,
        site_title: 'Taj View Homes',
        scheduled_at: '2026-12-01T05:00:00.000Z',
        meeting_point: 'Site office',
        status: 'scheduled',
        proposed_at: null,
      },
    ]);
    const told = await waitFor('the customer SMS', async () =>
      readOutbox(ctx).find((m) => m.to === customer.mobile && /personal associate/.test(m.body)),
    );
    expect(told.body).toBe(`Ravi Kumar (${associate.mobile}) is your personal associate for Agra. They will call you shortly.`);
  });

  it('answers 403 NOT_OWNER for leads of others, 409 for changes before accepting and 404 for unknown ones', async () => {
    const owner = await associateTaking(ctx, { cities: ['Ayodhya'] });
    const other = await signInFoundingAssociate(ctx);
    const customer = await newCustomer(ctx);
    const leadId = (await postRequirement(ctx, customer, requirement({ city: 'Faizabad' }))).json().data.lead_id as number;
    const notOffered = { success: false, code: 'NOT_OWNER', message: PIPELINE_MESSAGES.offerNotYours };
    const notYours = { success: false, code: 'NOT_OWNER', message: PIPELINE_MESSAGES.leadNotYours };
    const notFound = { success: false, code: 'NOT_FOUND', message: PIPELINE_MESSAGES.leadNotFound };

    const accept = await postAs(ctx, other.cookie, `/api/associate/leads/${leadId}/accept`);
    expect([accept.statusCode, accept.json()]).toEqual([403, notOffered]);
    const decline = await postAs(ctx, other.cookie, `/api/associate/leads/${leadId}/decline`, { reason: 'Busy' });
    expect([decline.statusCode, decline.json()]).toEqual([403, notOffered]);
    const read = await getAs(ctx, other.cookie, `/api/associate/leads/${leadId}`);
    expect([read.statusCode, read.json()]).toEqual([403, notYours]);
    // the offered associate may not change it before accepting: it is theirs to accept, so 409
    const early = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/associate/leads/${leadId}`,
      headers: { cookie: owner.cookie },
      payload: { status: 'negotiation' },
    });
    expect([early.statusCode, early.json()]).toEqual([
      409,
      { success: false, code: 'INVALID_STATE', message: PIPELINE_MESSAGES.acceptFirst },
    ]);

    for (const [method, url, payload] of [
      ['POST', '/api/associate/leads/999999/accept', undefined],
      ['POST', '/api/associate/leads/999999/decline', { reason: 'Busy' }],
      ['GET', '/api/associate/leads/999999', undefined],
      ['PATCH', '/api/associate/leads/999999', { status: 'negotiation' }],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: { cookie: owner.cookie }, ...(payload ? { payload } : {}) });
      expect([res.statusCode, res.json()], url).toEqual([404, notFound]);
    }
    const badId = await getAs(ctx, owner.cookie, '/api/associate/leads/abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('leadId');

    // customers and guests are kept out of the associate routes, associates out of the customer's
    expect((await getAs(ctx, customer.cookie, '/api/associate/offers')).statusCode).toBe(403);
    expect((await postAs(ctx, customer.cookie, `/api/associate/leads/${leadId}/accept`)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/associate/leads' })).statusCode).toBe(401);
    expect((await getAs(ctx, owner.cookie, '/api/user/leads')).statusCode).toBe(403);

    // after another associate took it, the first one cannot read it any more
    const accepted = await postAs(ctx, owner.cookie, `/api/associate/leads/${leadId}/accept`);
    expect(accepted.statusCode).toBe(200);
    const again = await postAs(ctx, owner.cookie, `/api/associate/leads/${leadId}/accept`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'INVALID_STATE']);
    expect((await getAs(ctx, other.cookie, `/api/associate/leads/${leadId}`)).statusCode).toBe(403);
  });

  it('a decline passes the lead to the next associate; with none left it is unassigned', async () => {
    const pro = await associateTaking(ctx, { cities: ['Gorakhpur'], name: 'Pro Associate', plan: 'pro' });
    const free = await associateTaking(ctx, { cities: ['Gorakhpur'], name: 'Free Associate' });
    const customer = await newCustomer(ctx);
    const leadId = (await postRequirement(ctx, customer, requirement({ city: 'Gorakhpur' }))).json().data.lead_id as number;
    // Pro before Free at equal load
    expect((await getAs(ctx, pro.cookie, '/api/associate/offers')).json().data).toHaveLength(1);
    expect((await getAs(ctx, free.cookie, '/api/associate/offers')).json().data).toHaveLength(0);

    const noReason = await postAs(ctx, pro.cookie, `/api/associate/leads/${leadId}/decline`, { reason: '  ' });
    expect(noReason.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message: 'Reason is required', field: 'reason' });

    const declined = await postAs(ctx, pro.cookie, `/api/associate/leads/${leadId}/decline`, { reason: 'Too far from my area' });
    expect([declined.statusCode, declined.json()]).toEqual([200, { success: true, message: PIPELINE_MESSAGES.offerDeclined }]);
    expect((await getAs(ctx, free.cookie, '/api/associate/offers')).json().data.map((o: { lead_id: number }) => o.lead_id)).toEqual([
      leadId,
    ]);
    expect((await getAs(ctx, pro.cookie, `/api/associate/leads/${leadId}`)).statusCode).toBe(403);
    // the lead is not offered twice to the one who declined
    const twice = await postAs(ctx, pro.cookie, `/api/associate/leads/${leadId}/accept`);
    expect(twice.statusCode).toBe(403);

    const last = await postAs(ctx, free.cookie, `/api/associate/leads/${leadId}/decline`, { reason: 'On leave' });
    expect(last.statusCode).toBe(200);
    const [lead] = await leadsOf(customer);
    expect(lead).toMatchObject({ status: 'unassigned', ass_id: null, offer_expires_at: null });
    // the customer sees neither the associates' names nor their reasons
    expect(lead?.timeline.slice(1)).toEqual([
      {
        at: anyIso,
        actor_type: 'associate',
        actor_name: 'An associate',
        from_status: 'offered',
        to_status: 'offered',
        note: 'Passed to another associate.',
        note_hi: 'लीड दूसरे एसोसिएट को भेजी गई।',
      },
      {
        at: anyIso,
        actor_type: 'associate',
        actor_name: 'An associate',
        from_status: 'offered',
        to_status: 'unassigned',
        note: 'Waiting for our team to assign an associate.',
        note_hi: 'हमारी टीम के एसोसिएट सौंपने का इंतज़ार है।',
      },
    ]);
    const events = await ctx.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
    expect(events.map((e) => e.note)).toEqual([
      expect.stringContaining('Offered to an associate.'),
      'Declined: Too far from my area. Offered to the next associate.',
      'Declined: On leave. No eligible associate is left; waiting for staff.',
    ]);
  });

  it('an answer after the deadline is 409 and the offer lapses to the next associate', async () => {
    const first = await associateTaking(ctx, { cities: ['Ghaziabad'] });
    const second = await associateTaking(ctx, { cities: ['Ghaziabad'] });
    const customer = await newCustomer(ctx);
    const leadId = (await postRequirement(ctx, customer, requirement({ city: 'Ghaziabad' }))).json().data.lead_id as number;
    const start = Date.now();
    ctx.app.identity.now = () => new Date(start + (ctx.env.LEAD_ACCEPT_SECONDS + 60) * 1000);
    const late = await postAs(ctx, first.cookie, `/api/associate/leads/${leadId}/accept`);
    expect([late.statusCode, late.json()]).toEqual([
      409,
      { success: false, code: 'INVALID_STATE', message: PIPELINE_MESSAGES.offerExpired },
    ]);
    // lapsed, and offered to the next associate
    expect((await getAs(ctx, second.cookie, '/api/associate/offers')).json().data.map((o: { lead_id: number }) => o.lead_id)).toEqual([
      leadId,
    ]);
    const lateAgain = await postAs(ctx, first.cookie, `/api/associate/leads/${leadId}/decline`, { reason: 'Late' });
    expect([lateAgain.statusCode, lateAgain.json().message]).toEqual([409, PIPELINE_MESSAGES.offerExpired]);
    const [lead] = await leadsOf(customer);
    expect(lead?.timeline.at(-1)).toMatchObject({
      actor_type: 'system',
      from_status: 'offered',
      to_status: 'offered',
      note: 'The offer lapsed. Offered to the next associate.',
      note_hi: 'ऑफ़र का समय निकल गया। लीड अगले एसोसिएट को भेजी गई।',
    });
  });

  it('moves an accepted lead to negotiation, refuses lost without a reason and changes out of order', async () => {
    const associate = await associateTaking(ctx, { cities: ['Noida'] });
    const customer = await newCustomer(ctx);
    const leadId = (await postRequirement(ctx, customer, requirement({ city: 'Noida' }))).json().data.lead_id as number;
    expect((await postAs(ctx, associate.cookie, `/api/associate/leads/${leadId}/accept`)).statusCode).toBe(200);
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/associate/leads/${leadId}`, headers: { cookie: associate.cookie }, payload });

    const badStatus = await patch({ status: 'booked' });
    expect(badStatus.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Status must be negotiation or lost',
      field: 'status',
    });
    const talks = await patch({ status: 'negotiation', note: 'Customer asked for a discount' });
    expect(talks.statusCode, talks.body).toBe(200);
    expect(talks.json()).toMatchObject({ success: true, data: { status: 'negotiation', customer: { mobile: customer.mobile } } });
    expect(talks.json().data.timeline.at(-1)).toMatchObject({
      from_status: 'accepted',
      to_status: 'negotiation',
      note: 'Customer asked for a discount',
      // a note a person typed has no Hindi wording: it reads as typed
      note_hi: null,
    });

    const noReason = await patch({ status: 'lost' });
    expect(noReason.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: PIPELINE_MESSAGES.lostReasonMissing,
      field: 'reason',
    });
    const lost = await patch({ status: 'lost', reason: 'Bought elsewhere' });
    expect(lost.json().data).toMatchObject({ status: 'lost', lost_reason: 'Bought elsewhere' });
    const reopened = await patch({ status: 'negotiation' });
    expect([reopened.statusCode, reopened.json()]).toEqual([
      409,
      { success: false, code: 'INVALID_STATE', message: 'A lead that is lost cannot move to negotiation.' },
    ]);
    // a lost lead is no longer open: a new requirement in that city starts a new lead
    const fresh = await postRequirement(ctx, customer, requirement({ city: 'Noida' }));
    expect(fresh.statusCode).toBe(201);
  });
});

describe('matching', () => {
  it('offers by fewest open leads, then Pro, then oldest last offer, and respects categories and maximums', async () => {
    const a = await associateTaking(ctx, { cities: ['Chitrakoot'], max_open_leads: 2 });
    const b = await associateTaking(ctx, { cities: ['Chitrakoot'], max_open_leads: 2, plan: 'pro' });
    const c = await associateTaking(ctx, { cities: ['Chitrakoot'], max_open_leads: 2 });
    const plots = await associateTaking(ctx, { cities: ['Chitrakoot'], categories: ['plot'], max_open_leads: 5 });
    const offeredTo = async () => {
      const customer = await newCustomer(ctx);
      const leadId = (await postRequirement(ctx, customer, requirement({ city: 'Chitrakoot Dham' }))).json().data.lead_id as number;
      const [row] = await ctx.db.select().from(leads).where(eq(leads.leadId, leadId));
      return row?.status === 'offered' ? row.assId : row?.status;
    };
    // b is Pro; then a and c have never been offered (lowest id first); then c; then all have one
    expect(await offeredTo()).toBe(b.assId);
    expect(await offeredTo()).toBe(a.assId);
    expect(await offeredTo()).toBe(c.assId);
    expect(await offeredTo()).toBe(b.assId);
    expect(await offeredTo()).toBe(a.assId);
    expect(await offeredTo()).toBe(c.assId);
    // everyone taking Apartment is at their maximum of 2; the Plots associate never gets an Apartment lead
    expect(await offeredTo()).toBe('unassigned');
    expect((await getAs(ctx, plots.cookie, '/api/associate/offers')).json().data).toEqual([]);
    expect((await getAs(ctx, a.cookie, '/api/associate/preferences')).json().data).toEqual({
      cities: ['Chitrakoot'],
      categories: [],
      max_open_leads: 2,
      open_leads: 2,
    });
  });
});

describe('GET/PUT /api/associate/preferences', () => {
  it('answers defaults, stores canonical names, and names the field of bad input', async () => {
    const associate = await associateTaking(ctx, { cities: [] });
    expect((await getAs(ctx, associate.cookie, '/api/associate/preferences')).json()).toEqual({
      success: true,
      data: { cities: [], categories: [], max_open_leads: 10, open_leads: 0 },
    });
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/associate/preferences', headers: { cookie: associate.cookie }, payload });
    const saved = await put({ cities: ['Allahabad', 'prayagraj', 'Banaras'], categories: ['flat', 'Plots'], max_open_leads: 5 });
    expect(saved.json()).toEqual({
      success: true,
      message: PIPELINE_MESSAGES.preferencesSaved,
      data: { cities: ['Prayagraj', 'Varanasi'], categories: ['Apartment', 'Plots'], max_open_leads: 5, open_leads: 0 },
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ cities: ['Atlantis'], categories: [], max_open_leads: 5 }, 'cities'],
      [{ cities: ['Varanasi'], categories: ['Castle'], max_open_leads: 5 }, 'categories'],
      [{ cities: ['Varanasi'], categories: [], max_open_leads: 0 }, 'max_open_leads'],
      [{ cities: ['Varanasi'], categories: [], max_open_leads: 51 }, 'max_open_leads'],
      [{ cities: 'Varanasi', categories: [], max_open_leads: 5 }, 'cities'],
    ];
    for (const [payload, field] of cases) {
      const res = await put(payload);
      expect([res.statusCode, res.json().field, res.json().code], JSON.stringify(payload)).toEqual([400, field, 'VALIDATION_FAILED']);
    }
    expect((await put({ cities: ['Atlantis'], categories: [], max_open_leads: 5 })).json().message).toBe(
      'Cities must be cities we list properties in (not Atlantis)',
    );
    const customer = await newCustomer(ctx);
    expect((await getAs(ctx, customer.cookie, '/api/associate/preferences')).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('describes the lead routes', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/requirements',
        '/api/user/leads',
        '/api/associate/offers',
        '/api/associate/leads',
        '/api/associate/leads/{leadId}',
        '/api/associate/leads/{leadId}/accept',
        '/api/associate/leads/{leadId}/decline',
        '/api/associate/preferences',
        '/api/admin/leads',
        '/api/admin/leads/{leadId}/reassign',
        '/api/admin/pipeline/associates',
        '/api/admin/pipeline/report',
        '/api/admin/associates/{assId}/plan',
      ]),
    );
    expect(doc.paths['/api/user/requirements'].post.tags).toEqual(['leads']);
  });
});

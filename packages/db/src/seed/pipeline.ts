import { hash } from '@node-rs/argon2';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  associatePreferences,
  associates,
  brokerageLedger,
  brokerageRules,
  deals,
  leadEvents,
  leadOffers,
  leadSites,
  leads,
  sites,
  siteVisits,
  users,
} from '../schema.ts';
import { FOUNDING_ASSOCIATE } from './accounts.ts';

/**
 * A living brokerage pipeline for the demo (docs/product/pipeline.md, README "Demo accounts"):
 * four associates under the founding associate KR000001 (one of them sponsoring a fifth) with
 * preferences in Varanasi, Prayagraj and Lucknow, seven customers, and leads in every status with
 * their timelines, visits, four deals (one pending, one paid, two confirmed and not yet paid out: one
 * associate past the year's TDS threshold, one under it) and the ledger entries the rules give.
 * Every demo associate and customer signs in with the password {@link DEMO_PASSWORD}.
 */

/** Password of every demo associate and customer (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo@2024';

/** The demo associates: member id, name, mobile, sponsor, plan, preferred cities and categories. */
export const DEMO_ASSOCIATES = [
  {
    memberId: 'KR000002',
    name: 'Amit Verma',
    mobile: '9415000002',
    sponsor: 'KR000001',
    plan: 'pro',
    cities: ['Varanasi'],
    categories: [],
  },
  {
    memberId: 'KR000003',
    name: 'Sunita Yadav',
    mobile: '9415000003',
    sponsor: 'KR000001',
    plan: 'free',
    cities: ['Prayagraj'],
    categories: ['Apartment', 'Plots'],
  },
  {
    memberId: 'KR000004',
    name: 'Mohammad Arif',
    mobile: '9415000004',
    sponsor: 'KR000001',
    plan: 'free',
    cities: ['Lucknow'],
    categories: [],
  },
  {
    memberId: 'KR000005',
    name: 'Pooja Mishra',
    mobile: '9415000005',
    sponsor: 'KR000002',
    plan: 'free',
    cities: ['Varanasi', 'Prayagraj'],
    categories: [],
  },
] as const;

/** The demo customers (mobile 98390000xx). */
export const DEMO_CUSTOMERS = [
  { name: 'Neha Gupta', mobile: '9839000001' },
  { name: 'Rohit Singh', mobile: '9839000002' },
  { name: 'Anjali Tiwari', mobile: '9839000003' },
  { name: 'Vikas Pandey', mobile: '9839000004' },
  { name: 'Kavita Srivastava', mobile: '9839000005' },
  { name: 'Sanjay Maurya', mobile: '9839000006' },
  { name: 'Priyanka Dubey', mobile: '9839000007' },
] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Actor = { type: 'user' | 'associate' | 'system' | 'staff'; id: number | null };
type Step = { to: string; actor: Actor; note: string; atOffset: number };

/** The Hindi wording of the demo's notes the site itself would have written (`note_hi`). */
const DEMO_NOTES_HI: Readonly<Record<string, string>> = {
  'Enquiry about a listing': 'एक लिस्टिंग के बारे में पूछताछ',
  Accepted: 'लीड स्वीकार की',
  'Visit scheduled': 'साइट विज़िट तय हुई',
  Visited: 'साइट विज़िट पूरी हुई',
  'Booking recorded': 'बुकिंग दर्ज हुई',
  'Requirement submitted': 'ज़रूरत भेजी गई',
  'No associate works in Chitrakoot for this category': 'Chitrakoot में इस कैटेगरी के लिए कोई एसोसिएट काम नहीं करता',
};

/**
 * The Hindi wording of a demo note the site would have written ("Offered to Pooja Mishra" →
 * "लीड Pooja Mishra को भेजी गई"), or null for a note a person typed (shown as typed).
 */
function demoNoteHi(note: string): string | null {
  const offered = /^Offered to (.+)$/.exec(note);
  if (offered) return `लीड ${offered[1]} को भेजी गई`;
  return Object.hasOwn(DEMO_NOTES_HI, note) ? (DEMO_NOTES_HI[note] ?? null) : null;
}

/**
 * Loads the demo pipeline unless a demo associate exists already (safe to call again). Needs the
 * catalogue and the founding associate (call after `seedCatalogue` and `seedAccounts`); `now`
 * anchors every time (defaults to the current time).
 */
export async function seedPipeline(db: Database, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const [already] = await db.select({ id: associates.assId }).from(associates).where(eq(associates.memberId, 'KR000002')).limit(1);
  if (already) return;
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: 2 as never, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    const [founder] = await tx
      .select({ assId: associates.assId })
      .from(associates)
      .where(eq(associates.memberId, FOUNDING_ASSOCIATE.memberId));
    if (founder) ids.set(FOUNDING_ASSOCIATE.memberId, founder.assId);
    for (const [i, a] of DEMO_ASSOCIATES.entries()) {
      const sponsorName =
        a.sponsor === FOUNDING_ASSOCIATE.memberId
          ? FOUNDING_ASSOCIATE.name
          : (DEMO_ASSOCIATES.find((d) => d.memberId === a.sponsor)?.name ?? '');
      const [row] = await tx
        .insert(associates)
        .values({
          name: a.name,
          email: `${a.name.split(' ')[0]?.toLowerCase()}.${a.memberId.toLowerCase()}@kashirealty.example.in`,
          mobile: a.mobile,
          passwordHash,
          memberId: a.memberId,
          memberDbId: String(i + 2),
          sponsorId: a.sponsor,
          sponsorName,
          plan: a.plan,
          createdAt: new Date(now.getTime() - (120 - i * 10) * DAY),
        })
        .returning({ assId: associates.assId });
      if (!row) throw new Error(`demo associate ${a.memberId} was not stored`);
      ids.set(a.memberId, row.assId);
      await tx.insert(associatePreferences).values({
        assId: row.assId,
        cities: [...a.cities],
        cityKeys: a.cities.map((c) => c.toLowerCase()),
        categories: [...a.categories],
        maxOpenLeads: 10,
      });
    }
    const customerIds: number[] = [];
    for (const c of DEMO_CUSTOMERS) {
      const [row] = await tx
        .insert(users)
        .values({
          name: c.name,
          email: `${c.name.split(' ')[0]?.toLowerCase()}.${c.mobile.slice(-2)}@example.in`,
          mobile: c.mobile,
          passwordHash,
          createdAt: new Date(now.getTime() - 40 * DAY),
        })
        .onConflictDoNothing()
        .returning({ userId: users.userId });
      if (row) customerIds.push(row.userId);
    }
    if (customerIds.length < DEMO_CUSTOMERS.length) return; // someone registered these mobiles: leave the pipeline empty
    const customer = (n: number) => customerIds[n] as number;
    const ass = (memberId: string) => ids.get(memberId) as number;

    /** The first listings of `city` (ordered by id), for leads and visits. */
    const siteOf = async (city: string, skip = 0) => {
      const rows = await tx
        .select({ siteId: sites.siteId, price: sites.price, category: sites.category })
        .from(sites)
        .where(eq(sites.city, city))
        .orderBy(asc(sites.siteId))
        .limit(skip + 1)
        .offset(skip);
      return rows[0];
    };

    /** One lead with its listing, offers and timeline. `assId` is the handling associate (null for unassigned). */
    const addLead = async (spec: {
      user: number;
      city: string;
      siteSkip: number;
      source: 'enquiry' | 'requirement';
      bhk?: number | null;
      note?: string;
      status: string;
      assId: number | null;
      createdDaysAgo: number;
      steps: Step[];
      offer?: { status: string; reason?: string; expiresInMs: number; offeredAgoMs: number };
      lostReason?: string;
    }) => {
      const site = await siteOf(spec.city, spec.siteSkip);
      if (!site) return undefined;
      const created = new Date(now.getTime() - spec.createdDaysAgo * DAY);
      const price = Number(site.price) > 0 ? site.price : '5000000.00';
      const [lead] = await tx
        .insert(leads)
        .values({
          userId: spec.user,
          city: spec.city,
          cityKey: spec.city.toLowerCase(),
          category: site.category || 'Apartment',
          budgetMin: spec.source === 'requirement' ? '3000000.00' : price,
          budgetMax: spec.source === 'requirement' ? '6000000.00' : price,
          bhk: spec.bhk ?? null,
          note: spec.note ?? '',
          source: spec.source,
          status: spec.status,
          lostReason: spec.lostReason ?? '',
          assId: spec.assId,
          acceptedAt: ['offered', 'unassigned'].includes(spec.status) || !spec.assId ? null : new Date(created.getTime() + 2 * HOUR),
          createdAt: created,
          updatedAt: new Date(created.getTime() + (spec.steps.at(-1)?.atOffset ?? 0)),
        })
        .returning({ leadId: leads.leadId });
      if (!lead) throw new Error('demo lead was not stored');
      await tx.insert(leadSites).values({ leadId: lead.leadId, siteId: site.siteId, addedAt: created });
      if (spec.assId) {
        const offeredAt = spec.offer ? new Date(now.getTime() - spec.offer.offeredAgoMs) : new Date(created.getTime() + 60_000);
        await tx.insert(leadOffers).values({
          leadId: lead.leadId,
          assId: spec.assId,
          status: spec.offer?.status ?? 'accepted',
          reason: spec.offer?.reason ?? '',
          offeredAt,
          expiresAt: spec.offer ? new Date(now.getTime() + spec.offer.expiresInMs) : new Date(offeredAt.getTime() + 2 * HOUR),
          answeredAt: spec.offer ? null : new Date(created.getTime() + 2 * HOUR),
        });
        await tx.update(associatePreferences).set({ lastOfferedAt: offeredAt }).where(eq(associatePreferences.assId, spec.assId));
      }
      let from: string | null = null;
      for (const step of spec.steps) {
        await tx.insert(leadEvents).values({
          leadId: lead.leadId,
          at: new Date(created.getTime() + step.atOffset),
          actorType: step.actor.type,
          actorId: step.actor.id,
          fromStatus: from,
          toStatus: step.to,
          note: step.note,
          noteHi: demoNoteHi(step.note),
        });
        from = step.to;
      }
      return { leadId: lead.leadId, siteId: site.siteId };
    };

    const system: Actor = { type: 'system', id: null };
    const assActor = (id: number): Actor => ({ type: 'associate', id });
    const userActor = (id: number): Actor => ({ type: 'user', id });
    const acceptedBy = (id: number, name: string, user: number): Step[] => [
      { to: 'offered', actor: userActor(user), note: 'Enquiry about a listing', atOffset: 0 },
      { to: 'offered', actor: system, note: `Offered to ${name}`, atOffset: 60_000 },
      { to: 'accepted', actor: assActor(id), note: 'Accepted', atOffset: 2 * HOUR },
    ];

    const amit = ass('KR000002');
    const sunita = ass('KR000003');
    const arif = ass('KR000004');
    const pooja = ass('KR000005');

    // offered: waiting for Pooja, deadline in 90 minutes
    await addLead({
      user: customer(0),
      city: 'Varanasi',
      siteSkip: 0,
      source: 'enquiry',
      status: 'offered',
      assId: pooja,
      createdDaysAgo: 0,
      offer: { status: 'offered', expiresInMs: 90 * 60_000, offeredAgoMs: 30 * 60_000 },
      steps: [
        { to: 'offered', actor: userActor(customer(0)), note: 'Enquiry about a listing', atOffset: 0 },
        { to: 'offered', actor: system, note: 'Offered to Pooja Mishra', atOffset: 0 },
      ],
    });
    // accepted
    await addLead({
      user: customer(1),
      city: 'Varanasi',
      siteSkip: 2,
      source: 'enquiry',
      status: 'accepted',
      assId: amit,
      createdDaysAgo: 2,
      steps: acceptedBy(amit, 'Amit Verma', customer(1)),
    });
    // visit scheduled for tomorrow 11:00 IST
    const scheduled = await addLead({
      user: customer(2),
      city: 'Prayagraj',
      siteSkip: 0,
      source: 'requirement',
      bhk: 2,
      note: 'Near a school, ground or first floor',
      status: 'visit_scheduled',
      assId: sunita,
      createdDaysAgo: 3,
      steps: [
        ...acceptedBy(sunita, 'Sunita Yadav', customer(2)),
        { to: 'visit_scheduled', actor: assActor(sunita), note: 'Visit scheduled', atOffset: 5 * HOUR },
      ],
    });
    const tomorrow11 = new Date(Math.floor((now.getTime() + 5.5 * HOUR) / DAY) * DAY + DAY + 11 * HOUR - 5.5 * HOUR);
    if (scheduled) {
      await tx.insert(siteVisits).values({
        leadId: scheduled.leadId,
        siteId: scheduled.siteId,
        assId: sunita,
        userId: customer(2),
        scheduledAt: tomorrow11,
        meetingPoint: 'Civil Lines bus stand',
        status: 'confirmed',
      });
    }
    // visited
    const visited = await addLead({
      user: customer(3),
      city: 'Lucknow',
      siteSkip: 0,
      source: 'enquiry',
      status: 'visited',
      assId: arif,
      createdDaysAgo: 6,
      steps: [
        ...acceptedBy(arif, 'Mohammad Arif', customer(3)),
        { to: 'visit_scheduled', actor: assActor(arif), note: 'Visit scheduled', atOffset: 1 * DAY },
        { to: 'visited', actor: assActor(arif), note: 'Liked the corner unit; wants the floor plan', atOffset: 3 * DAY },
      ],
    });
    if (visited) {
      await tx.insert(siteVisits).values({
        leadId: visited.leadId,
        siteId: visited.siteId,
        assId: arif,
        userId: customer(3),
        scheduledAt: new Date(now.getTime() - 3 * DAY),
        meetingPoint: 'Hazratganj GPO',
        status: 'completed',
        outcomeNote: 'Liked the corner unit; wants the floor plan',
      });
    }
    // negotiation
    const talks = await addLead({
      user: customer(4),
      city: 'Varanasi',
      siteSkip: 4,
      source: 'enquiry',
      status: 'negotiation',
      assId: amit,
      createdDaysAgo: 10,
      steps: [
        ...acceptedBy(amit, 'Amit Verma', customer(4)),
        { to: 'visit_scheduled', actor: assActor(amit), note: 'Visit scheduled', atOffset: 1 * DAY },
        { to: 'visited', actor: assActor(amit), note: 'Visited with family', atOffset: 2 * DAY },
        { to: 'negotiation', actor: assActor(amit), note: 'Asking for a 3 % discount', atOffset: 4 * DAY },
      ],
    });
    if (talks) {
      await tx.insert(siteVisits).values({
        leadId: talks.leadId,
        siteId: talks.siteId,
        assId: amit,
        userId: customer(4),
        scheduledAt: new Date(now.getTime() - 8 * DAY),
        meetingPoint: 'Lanka gate',
        status: 'completed',
        outcomeNote: 'Visited with family',
      });
    }
    // booked, deal pending (Pooja, sponsored by Amit, who is sponsored by KR000001)
    const pending = await addLead({
      user: customer(5),
      city: 'Varanasi',
      siteSkip: 6,
      source: 'enquiry',
      status: 'booked',
      assId: pooja,
      createdDaysAgo: 20,
      steps: [
        ...acceptedBy(pooja, 'Pooja Mishra', customer(5)),
        { to: 'visit_scheduled', actor: assActor(pooja), note: 'Visit scheduled', atOffset: 2 * DAY },
        { to: 'visited', actor: assActor(pooja), note: 'Visited', atOffset: 3 * DAY },
        { to: 'booked', actor: assActor(pooja), note: 'Booking recorded', atOffset: 9 * DAY },
      ],
    });
    // booked, deal paid (Sunita, sponsored by KR000001)
    const paid = await addLead({
      user: customer(6),
      city: 'Prayagraj',
      siteSkip: 2,
      source: 'enquiry',
      status: 'booked',
      assId: sunita,
      createdDaysAgo: 45,
      steps: [
        ...acceptedBy(sunita, 'Sunita Yadav', customer(6)),
        { to: 'visit_scheduled', actor: assActor(sunita), note: 'Visit scheduled', atOffset: 1 * DAY },
        { to: 'visited', actor: assActor(sunita), note: 'Visited', atOffset: 2 * DAY },
        { to: 'booked', actor: assActor(sunita), note: 'Booking recorded', atOffset: 10 * DAY },
      ],
    });
    // lost
    await addLead({
      user: customer(0),
      city: 'Lucknow',
      siteSkip: 1,
      source: 'enquiry',
      status: 'lost',
      assId: arif,
      createdDaysAgo: 30,
      lostReason: 'Bought a resale flat elsewhere',
      steps: [
        ...acceptedBy(arif, 'Mohammad Arif', customer(0)),
        { to: 'lost', actor: assActor(arif), note: 'Bought a resale flat elsewhere', atOffset: 12 * DAY },
      ],
    });
    // unassigned: nobody works in Chitrakoot yet
    await addLead({
      user: customer(1),
      city: 'Chitrakoot',
      siteSkip: 0,
      source: 'requirement',
      status: 'unassigned',
      assId: null,
      createdDaysAgo: 1,
      note: 'Plot for a dharamshala',
      steps: [
        { to: 'offered', actor: userActor(customer(1)), note: 'Requirement submitted', atOffset: 0 },
        { to: 'unassigned', actor: system, note: 'No associate works in Chitrakoot for this category', atOffset: 1000 },
      ],
    });

    for (const [lead, assId, status, daysAgo] of [
      [pending, pooja, 'pending', 11],
      [paid, sunita, 'paid', 35],
    ] as const) {
      if (!lead) continue;
      await addDeal(tx, {
        ...lead,
        assId,
        userId: status === 'pending' ? customer(5) : customer(6),
        status,
        bookedOn: new Date(now.getTime() - daysAgo * DAY),
        unit: status === 'pending' ? 'Tower B, flat 504' : 'Plot 17',
      });
    }

    // confirmed and not yet paid, for the payout runs (docs/product/payouts.md): Amit (Pro, 70 %)
    // earns ₹63,000 on a ₹45,00,000 booking, past the year's ₹20,000 TDS threshold; Arif (Free,
    // 50 %) earns ₹18,000 on ₹18,00,000 and stays under it; KR000001 gets 5 % of each brokerage
    for (const spec of [
      {
        assId: amit,
        name: 'Amit Verma',
        user: customer(3),
        city: 'Varanasi',
        siteSkip: 8,
        value: '4500000.00',
        unit: 'Tower C, flat 1201',
      },
      { assId: arif, name: 'Mohammad Arif', user: customer(2), city: 'Lucknow', siteSkip: 2, value: '1800000.00', unit: 'Plot 42' },
    ]) {
      const lead = await addLead({
        user: spec.user,
        city: spec.city,
        siteSkip: spec.siteSkip,
        source: 'enquiry',
        status: 'booked',
        assId: spec.assId,
        createdDaysAgo: 25,
        steps: [
          ...acceptedBy(spec.assId, spec.name, spec.user),
          { to: 'visit_scheduled', actor: assActor(spec.assId), note: 'Visit scheduled', atOffset: 1 * DAY },
          { to: 'visited', actor: assActor(spec.assId), note: 'Visited', atOffset: 2 * DAY },
          { to: 'booked', actor: assActor(spec.assId), note: 'Booking recorded', atOffset: 8 * DAY },
        ],
      });
      if (!lead) continue;
      await addDeal(tx, {
        ...lead,
        assId: spec.assId,
        userId: spec.user,
        status: 'confirmed',
        bookedOn: new Date(now.getTime() - 17 * DAY),
        unit: spec.unit,
        agreementValue: spec.value,
        brokeragePercent: '2.00',
      });
    }
  });
}

/**
 * A deal with its ledger entries, amounts computed in SQL numeric (exact): B = round(value ×
 * percent / 100, 2), each share round(B × share / 100, 2) — PostgreSQL rounds half away from zero,
 * i.e. half up for these positive amounts (docs/product/pipeline.md, "Deals and brokerage").
 */
async function addDeal(
  tx: Database,
  spec: {
    leadId: number;
    siteId: number;
    assId: number;
    userId: number;
    status: 'pending' | 'confirmed' | 'paid';
    bookedOn: Date;
    unit: string;
    /** Rupees; default the listing's price. */
    agreementValue?: string;
    /** Default the listing's brokerage percentage. */
    brokeragePercent?: string;
  },
): Promise<void> {
  const [site] = await tx.select({ price: sites.price, percent: sites.brokeragePercent }).from(sites).where(eq(sites.siteId, spec.siteId));
  const value = spec.agreementValue ?? (site && Number(site.price) > 0 ? site.price : '4500000.00');
  const percent = spec.brokeragePercent ?? site?.percent ?? '2.00';
  const [deal] = await tx
    .insert(deals)
    .values({
      leadId: spec.leadId,
      siteId: spec.siteId,
      assId: spec.assId,
      userId: spec.userId,
      unit: spec.unit,
      agreementValue: value,
      bookedOn: spec.bookedOn.toISOString().slice(0, 10),
      brokeragePercent: percent,
      companyBrokerage: sql`round(${value}::numeric * ${percent}::numeric / 100, 2)`,
      status: spec.status,
      createdAt: spec.bookedOn,
      updatedAt: spec.bookedOn,
    })
    .returning({ dealId: deals.dealId, b: deals.companyBrokerage });
  if (!deal) throw new Error('demo deal was not stored');
  const [rules] = await tx.select().from(brokerageRules).where(eq(brokerageRules.ruleId, 1));
  const [associate] = await tx
    .select({ plan: associates.plan, sponsor: associates.sponsorId })
    .from(associates)
    .where(eq(associates.assId, spec.assId));
  const beneficiaries: Array<{ assId: number; kind: string; percent: string }> = [
    {
      assId: spec.assId,
      kind: 'associate_share',
      percent: associate?.plan === 'pro' ? (rules?.proSharePercent ?? '70.00') : (rules?.freeSharePercent ?? '50.00'),
    },
  ];
  const sponsorOf = async (memberId: string | null | undefined) => {
    if (!memberId) return undefined;
    const [row] = await tx
      .select({ assId: associates.assId, sponsor: associates.sponsorId })
      .from(associates)
      .where(eq(associates.memberId, memberId));
    return row;
  };
  const level1 = await sponsorOf(associate?.sponsor);
  if (level1) {
    beneficiaries.push({ assId: level1.assId, kind: 'sponsor_level_1', percent: rules?.sponsorLevel1Percent ?? '5.00' });
    const level2 = await sponsorOf(level1.sponsor);
    if (level2) beneficiaries.push({ assId: level2.assId, kind: 'sponsor_level_2', percent: rules?.sponsorLevel2Percent ?? '2.00' });
  }
  for (const b of beneficiaries) {
    await tx.insert(brokerageLedger).values({
      dealId: deal.dealId,
      assId: b.assId,
      kind: b.kind,
      percent: b.percent,
      amount: sql`round(${deal.b}::numeric * ${b.percent}::numeric / 100, 2)`,
      status: spec.status,
      createdAt: spec.bookedOn,
    });
  }
}

/** Ids of the demo associates, for tests. */
export async function demoAssociateIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ assId: associates.assId })
    .from(associates)
    .where(
      and(
        inArray(
          associates.memberId,
          DEMO_ASSOCIATES.map((a) => a.memberId),
        ),
      ),
    );
  return rows.map((r) => r.assId);
}

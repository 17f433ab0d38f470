import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { multiLineText, numberText, singleLineText } from '../common/text.ts';

/**
 * Shared vocabulary of the brokerage pipeline (docs/product/pipeline.md): lead statuses and the
 * order they follow, money on the wire, the categories a lead and an associate's preferences use,
 * and the messages the API answers with.
 */

/**
 * Lead statuses (docs/product/pipeline.md, "Leads"): `offered` waits for an associate to accept;
 * `unassigned` has no eligible associate left and waits for staff; `lost` needs a reason.
 */
export const LEAD_STATUSES = ['offered', 'accepted', 'visit_scheduled', 'visited', 'negotiation', 'booked', 'lost', 'unassigned'] as const;
/** One of {@link LEAD_STATUSES}. */
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead is open (joins new interest in its city) until it is booked or lost. */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = ['offered', 'accepted', 'visit_scheduled', 'visited', 'negotiation', 'unassigned'];

/**
 * Statuses that count against an associate's `max_open_leads`: offered to them, or accepted and
 * not yet booked or lost (docs/product/pipeline.md, "Matching").
 */
export const ASSOCIATE_OPEN_STATUSES: readonly LeadStatus[] = ['offered', 'accepted', 'visit_scheduled', 'visited', 'negotiation'];

/**
 * The order of statuses: for each status, the statuses a lead may move to next. Matching moves
 * `offered` → `offered` (next associate) or `unassigned`; staff move `unassigned` → `offered`.
 * A visit may be scheduled again from `visited` or `negotiation`; any open status may become
 * `lost`. Anything else is 409 INVALID_STATE with {@link leadOrderMessage}.
 */
export const LEAD_TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  offered: ['offered', 'accepted', 'unassigned', 'lost'],
  accepted: ['visit_scheduled', 'negotiation', 'booked', 'lost', 'offered'],
  visit_scheduled: ['visit_scheduled', 'visited', 'accepted', 'lost', 'offered'],
  visited: ['visit_scheduled', 'negotiation', 'booked', 'lost', 'offered'],
  negotiation: ['visit_scheduled', 'booked', 'lost', 'offered'],
  booked: ['lost'],
  lost: [],
  unassigned: ['offered', 'lost'],
};

/** Whether a lead in status `from` may move to `to` ({@link LEAD_TRANSITIONS}). */
export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_TRANSITIONS[from].includes(to);
}

/** The 409 message for a change out of order, e.g. 'A lead that is booked cannot move to visit_scheduled.' */
export function leadOrderMessage(from: LeadStatus, to: LeadStatus): string {
  return `A lead that is ${from.replace('_', ' ')} cannot move to ${to.replace('_', ' ')}.`;
}

/** Where a lead came from. */
export const LEAD_SOURCES = ['enquiry', 'requirement', 'staff'] as const;
/** One of {@link LEAD_SOURCES}. */
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** Categories of a lead and of an associate's preferences: the catalogue's `site_category` values. */
export const LEAD_CATEGORIES = ['Apartment', 'Plots', 'Family Houses', 'Town Houses', 'Commercial'] as const;
/** One of {@link LEAD_CATEGORIES}. */
export type LeadCategory = (typeof LEAD_CATEGORIES)[number];

/** Other spellings a client may send for a category, lower case → the category ('plot' → 'Plots'). */
const CATEGORY_ALIASES: Readonly<Record<string, LeadCategory>> = {
  plot: 'Plots',
  land: 'Plots',
  flat: 'Apartment',
  apartments: 'Apartment',
  house: 'Family Houses',
  villa: 'Family Houses',
  'town house': 'Town Houses',
  'family house': 'Family Houses',
};

/** The category `value` stands for, compared case-insensitively with aliases ('plot' → 'Plots'), or undefined. */
export function leadCategoryOf(value: string): LeadCategory | undefined {
  const key = value.trim().toLowerCase();
  return LEAD_CATEGORIES.find((c) => c.toLowerCase() === key) ?? CATEGORY_ALIASES[key];
}

/** Associate plans (docs/product/pipeline.md, "Deals and brokerage"). */
export const ASSOCIATE_PLANS = ['free', 'pro'] as const;
/** One of {@link ASSOCIATE_PLANS}. */
export type AssociatePlan = (typeof ASSOCIATE_PLANS)[number];

/** Highest agreement value or budget accepted, in rupees (1,000 crore). */
export const MAX_RUPEES = 10_000_000_000;

/**
 * Messages of the pipeline, word for word; the API answers with them and the web shows them
 * (docs/product/pipeline.md). They name fields in words ('Minimum budget'), never by their code
 * name: that travels in the error's `field` (docs/product/README.md, "Errors").
 */
export const PIPELINE_MESSAGES = {
  requirementSaved: 'Your requirement has been received. We will match you with an associate shortly.',
  requirementJoined: 'Your requirement has been added to your open search in this city.',
  budgetOrder: 'Minimum budget must not be more than the maximum',
  cityUnknown: 'City must be a city we list properties in',
  categoryUnknown: `Category must be one of ${LEAD_CATEGORIES.join(', ')}`,
  preferencesSaved: 'Your preferences have been saved.',
  offerAccepted: 'Lead accepted. The customer has been told.',
  offerDeclined: 'Lead declined.',
  offerNotYours: 'This lead is not offered to you.',
  offerExpired: 'This offer has lapsed.',
  leadNotFound: 'Lead not found.',
  leadNotYours: 'This lead is not yours.',
  /** 409 for a visit or booking on a lead offered to the associate but not yet accepted by them. */
  acceptFirst: 'Accept the lead first: it is offered to you and not yet accepted.',
  visitScheduled: 'Visit scheduled. The customer has been told.',
  visitNotFound: 'Visit not found.',
  visitNotYours: 'This visit is not yours.',
  visitInPast: 'Choose a time in the future',
  proposedInPast: 'Choose a time in the future',
  proposedMissing: 'Choose the time you would like instead',
  visitUpdated: 'Visit updated.',
  siteNotFound: 'Choose a property that is on the site',
  dealRecorded: 'Booking recorded. Staff will confirm it once the builder pays the brokerage.',
  dealNotFound: 'Deal not found.',
  dealUpdated: 'Deal updated.',
  lostReasonMissing: 'Give a reason to mark a lead lost',
  rulesSaved: 'Brokerage rules saved.',
  planSaved: 'Plan saved.',
  reassigned: 'Lead offered to the chosen associate.',
  notEligible: 'That associate cannot take this lead.',
} as const;

/** Number text with surrounding spaces removed, or NaN when it holds a refused character (checked before trimming). */
function trimmedNumberText(text: string): unknown {
  const checked = numberText(text);
  return typeof checked === 'string' ? checked.trim() : checked;
}

/**
 * Rupees in a body (budget, agreement value), named `label` in words in its message: a JSON
 * number or numeric text (commas allowed), 0 to {@link MAX_RUPEES}, at most 2 decimals; parsed to
 * exact text with two decimals ("4500000.00"). Anything else is a 400 with '<label> must be an
 * amount in rupees …' ('Minimum budget must be an amount in rupees …').
 */
export const rupeesInput = (label: string) => {
  const message = `${label} must be an amount in rupees (0 to 10,000,000,000, at most 2 decimals)`;
  return z.preprocess(
    (v) => (typeof v === 'string' ? numberText(v.replace(/,/g, '').trim()) : v),
    z
      .union([z.number({ error: message }), z.string({ error: message }).regex(/^\d{1,11}(\.\d{1,2})?$/, message)], { error: message })
      .transform((v, ctx) => {
        const text = typeof v === 'number' ? v.toFixed(2) : Number(v).toFixed(2);
        const n = Number(text);
        const twoDecimals = typeof v === 'number' ? Math.abs(v * 100 - Math.round(v * 100)) < 1e-6 : true;
        if (!Number.isFinite(n) || n < 0 || n > MAX_RUPEES || !twoDecimals) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return typeof v === 'string' ? normaliseDecimal(v) : text;
      }),
  );
};

/** "4500000" → "4500000.00", "12.5" → "12.50" (text already checked by {@link rupeesInput}). */
function normaliseDecimal(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

/** Money out: rupees as exact decimal text with two places ("90000.00"); negative for reversals. */
export const moneySchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ description: 'Rupees as decimal text with 2 decimals' });

/** Percentages out and in: decimal text with two places ("2.00", "70.00"). */
export const percentSchema = z
  .string()
  .regex(/^\d{1,3}\.\d{2}$/)
  .meta({ description: 'Percent as decimal text with 2 decimals' });

/**
 * A percentage in a body, named `label` in words in its message: 0 to 100, at most 2 decimals,
 * number or text → "70.00"; else '<label> must be a percentage from 0 to 100 with at most 2 decimals'.
 */
export const percentInput = (label: string) => {
  const message = `${label} must be a percentage from 0 to 100 with at most 2 decimals`;
  return z.preprocess(
    (v) => (typeof v === 'string' ? trimmedNumberText(v) : v),
    z
      .union([z.number({ error: message }), z.string({ error: message }).regex(/^\d{1,3}(\.\d{1,2})?$/, message)], { error: message })
      .transform((v, ctx) => {
        const n = Number(v);
        if (!Number.isFinite(n) || n < 0 || n > 100 || Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return n.toFixed(2);
      }),
  );
};

/** An id in a path or body, named `label` in words in its messages (the shared id rule). */
export const pipelineId = (label: string) => idSchema(label);

/** A one-line text field named `label` in words in its messages, 1 to `max` characters after trimming. */
export const requiredLine = (label: string, max: number) =>
  singleLineText(label, { trim: true, error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional note (lines allowed) named `label` in words in its messages, at most `max` characters, '' when absent. */
export const optionalNote = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    multiLineText(label, { trim: true }).max(max, `${label} must be at most ${max} characters`),
  );

/**
 * An ISO 8601 date-time with a time zone (`2026-12-01T10:30:00+05:30` or `…Z`), named `label` in
 * words in its message ('Visit time must be a date and time such as …'); parsed to a `Date`.
 * Future-ness is checked by the server against its clock.
 */
export const isoDateTime = (label: string) => {
  const message = `${label} must be a date and time such as 2026-12-01T10:30:00+05:30`;
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, message)
    .transform((v, ctx) => {
      const d = new Date(v);
      if (Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return d;
    });
};

/** A calendar date `YYYY-MM-DD` (kept as text), named `label` in words in its message ('Booking date must be a date such as 2026-12-01'). */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date such as 2026-12-01` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2026-12-01`)
    .refine(
      (v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `${label} must be a date such as 2026-12-01`,
    );

/**
 * One entry of a lead's timeline: when, who, from, to, note. `note_hi` is the Hindi wording of a
 * note the site wrote itself (shown on the `/hi` pages); null for a note a person typed, which
 * reads as typed in both languages. docs/product/pipeline.md, "The timeline".
 */
export const leadEventSchema = z
  .object({
    at: z.string(),
    actor_type: z.enum(['user', 'associate', 'staff', 'system']),
    actor_name: z.string(),
    from_status: z.enum(LEAD_STATUSES).nullable(),
    to_status: z.enum(LEAD_STATUSES),
    note: z.string(),
    note_hi: z.string().nullable(),
  })
  .meta({ id: 'LeadEvent' });
/** Shape of {@link leadEventSchema}. */
export type LeadEvent = z.infer<typeof leadEventSchema>;

/**
 * The words a timeline entry carries as `actor_name` when it does not name the person (the system,
 * a customer or an associate the viewer may not know, staff): English placeholders that a Hindi
 * page replaces with its own word for the kind of actor (`actor_type`). docs/product/pipeline.md.
 */
export const UNNAMED_ACTORS = {
  system: 'System',
  customer: 'Customer',
  associate: 'Associate',
  anotherAssociate: 'Another associate',
  anAssociate: 'An associate',
  staff: 'Staff',
} as const;

const unnamedActorNames: ReadonlySet<string> = new Set(Object.values(UNNAMED_ACTORS));

/**
 * The actor's name of a timeline entry as a page in `language` shows it: on Hindi pages '' for an
 * {@link UNNAMED_ACTORS} placeholder (the page then says the kind of actor in Hindi), else the name.
 */
export function timelineActorNameIn(event: Pick<LeadEvent, 'actor_name'>, language: 'en' | 'hi'): string {
  const name = event.actor_name.trim();
  return language === 'hi' && unnamedActorNames.has(name) ? '' : name;
}

/**
 * The note of a timeline entry in the page's language: on Hindi pages the Hindi wording of a note
 * the site wrote (`note_hi`), else the note as stored (a typed note reads as typed). '' when none.
 */
export function timelineNoteIn(event: Pick<LeadEvent, 'note' | 'note_hi'>, language: 'en' | 'hi'): string {
  return language === 'hi' && event.note_hi ? event.note_hi : event.note;
}

/** A listing attached to a lead (the facts an associate needs before accepting). */
export const leadSiteSchema = z
  .object({
    site_id: z.number().int(),
    site_title: z.string(),
    site_city: z.string(),
    site_category: z.string(),
    site_price: z.string(),
    added_at: z.string(),
  })
  .meta({ id: 'LeadSite' });
/** Shape of {@link leadSiteSchema}. */
export type LeadSite = z.infer<typeof leadSiteSchema>;

/** A person's name and mobile, shown once a lead is accepted ("your personal associate", the customer). */
export const contactSchema = z.object({ name: z.string(), mobile: z.string() }).meta({ id: 'PipelineContact' });
/** Shape of {@link contactSchema}. */
export type Contact = z.infer<typeof contactSchema>;

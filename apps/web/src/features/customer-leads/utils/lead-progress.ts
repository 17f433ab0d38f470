import type { LeadEvent, LeadStatus } from '@realty/contracts/pipeline/fields';
import type { VisitStatus } from '@realty/contracts/pipeline/visits';

/**
 * How a customer reads a lead's progress (docs/product/pipeline.md, "Statuses and their order"):
 * the four steps the site promises — Submit, Match, Visit, Book — lit from the lead's status, and
 * the badge colours of each status. Their words, in the page's language, are the `step.*`,
 * `leadStatus.*` and `visitStatus.*` texts of the feature (see `components/use-lead-words.ts`).
 */

/** The four steps shown on /propertyseekers and on each search of the dashboard. */
export const PROGRESS_STEPS = ['Submit', 'Match', 'Visit', 'Book'] as const;

/** Where a lead stands on one step: done, the one under way now, or still ahead. */
export type StepState = 'done' | 'current' | 'upcoming';

/**
 * The index of the step under way for a status (4 when every step is done): offered and
 * unassigned are matching (1); accepted and visit_scheduled are visiting (2); visited and
 * negotiation are booking (3); booked has finished every step (4).
 */
const STAGE: Readonly<Record<Exclude<LeadStatus, 'lost'>, number>> = {
  offered: 1,
  unassigned: 1,
  accepted: 2,
  visit_scheduled: 2,
  visited: 3,
  negotiation: 3,
  booked: 4,
};

/**
 * The state of each of the four steps for a lead in `status`. A lost lead keeps the steps it had
 * finished (from the status it was lost from, read off `timeline`) and has no step under way.
 */
export function progressOf(status: LeadStatus, timeline: readonly LeadEvent[] = []): StepState[] {
  if (status === 'lost') {
    const before = [...timeline].reverse().find((event) => event.to_status === 'lost')?.from_status;
    const reached = before && before !== 'lost' ? STAGE[before] : 1;
    return PROGRESS_STEPS.map((_, i) => (i < reached ? 'done' : 'upcoming'));
  }
  const stage = STAGE[status];
  return PROGRESS_STEPS.map((_, i) => (i < stage ? 'done' : i === stage ? 'current' : 'upcoming'));
}

/** Badge colours of each lead status. */
export const LEAD_STATUS_STYLES: Readonly<Record<LeadStatus, string>> = {
  offered: 'bg-amber-100 text-amber-900',
  unassigned: 'bg-amber-100 text-amber-900',
  accepted: 'bg-sky-100 text-sky-900',
  visit_scheduled: 'bg-sky-100 text-sky-900',
  visited: 'bg-brand-100 text-brand-800',
  negotiation: 'bg-brand-100 text-brand-800',
  booked: 'bg-emerald-100 text-emerald-900',
  lost: 'bg-slate-200 text-slate-700',
};

/** Badge colours of each visit status. */
export const VISIT_STATUS_STYLES: Readonly<Record<VisitStatus, string>> = {
  scheduled: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  reschedule_requested: 'bg-sky-100 text-sky-900',
  completed: 'bg-brand-100 text-brand-800',
  no_show: 'bg-slate-200 text-slate-700',
  cancelled: 'bg-slate-200 text-slate-700',
};

/** Visits still ahead, which the customer may answer: scheduled, confirmed, or waiting for a new time. */
export const UPCOMING_VISIT_STATUSES: readonly VisitStatus[] = ['scheduled', 'confirmed', 'reschedule_requested'];

import type { LeadStatus } from '@realty/contracts/pipeline/fields';
import type { Lead } from '@realty/contracts/pipeline/leads';
import type { VisitStatus } from '@realty/contracts/pipeline/visits';

/**
 * The associate's leads as a board by status (docs/product/pipeline.md, "Screens": my leads as a
 * board by status), and the words the dashboard uses for statuses.
 */

/** Columns of the board, in the order a lead moves through them. */
export const BOARD_STATUSES = ['accepted', 'visit_scheduled', 'visited', 'negotiation', 'booked', 'lost'] as const;
/** One column of the board. */
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/** How each lead status reads on a screen ("visit_scheduled" → "Visit scheduled"). */
export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  offered: 'Offered',
  accepted: 'Accepted',
  visit_scheduled: 'Visit scheduled',
  visited: 'Visited',
  negotiation: 'Negotiation',
  booked: 'Booked',
  lost: 'Lost',
  unassigned: 'Unassigned',
};

/** Colours of each lead status's badge. */
export const LEAD_STATUS_STYLES: Readonly<Record<LeadStatus, string>> = {
  offered: 'bg-amber-100 text-amber-900',
  accepted: 'bg-sky-100 text-sky-900',
  visit_scheduled: 'bg-indigo-100 text-indigo-900',
  visited: 'bg-violet-100 text-violet-900',
  negotiation: 'bg-orange-100 text-orange-900',
  booked: 'bg-green-100 text-green-900',
  lost: 'bg-slate-200 text-slate-700',
  unassigned: 'bg-slate-100 text-slate-700',
};

/** How each visit status reads on a screen. */
export const VISIT_STATUS_LABELS: Readonly<Record<VisitStatus, string>> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed by the customer',
  reschedule_requested: 'Customer asked for another time',
  completed: 'Completed',
  no_show: 'No show',
  cancelled: 'Cancelled',
};

/** Visit statuses still waiting for their result: the associate records it on the lead's page. */
export const PENDING_VISIT_STATUSES: readonly string[] = ['scheduled', 'confirmed', 'reschedule_requested'];

/**
 * The leads grouped into the board's columns ({@link BOARD_STATUSES}), each column most recently
 * changed first (`updated_at`, then the higher lead id). Leads in a status without a column
 * (`offered`, `unassigned`) are left out: offers have their own section.
 */
export function groupLeadsByStatus(leads: readonly Lead[]): Record<BoardStatus, Lead[]> {
  const columns = Object.fromEntries(BOARD_STATUSES.map((status) => [status, [] as Lead[]])) as Record<BoardStatus, Lead[]>;
  for (const lead of leads) {
    if ((BOARD_STATUSES as readonly string[]).includes(lead.status)) columns[lead.status as BoardStatus].push(lead);
  }
  for (const status of BOARD_STATUSES) {
    columns[status].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || b.lead_id - a.lead_id);
  }
  return columns;
}

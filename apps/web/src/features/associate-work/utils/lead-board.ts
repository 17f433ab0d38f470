import type { LeadStatus } from '@realty/contracts/pipeline/fields';
import type { Lead } from '@realty/contracts/pipeline/leads';

/**
 * The associate's leads as a board by status (docs/product/pipeline.md, "Screens": my leads as a
 * board by status) and the colours of their statuses; the words of each status are in the
 * feature's text catalogue (`leadStatus.*`, `visitStatus.*`).
 */

/** Columns of the board, in the order a lead moves through them. */
export const BOARD_STATUSES = ['accepted', 'visit_scheduled', 'visited', 'negotiation', 'booked', 'lost'] as const;
/** One column of the board. */
export type BoardStatus = (typeof BOARD_STATUSES)[number];

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

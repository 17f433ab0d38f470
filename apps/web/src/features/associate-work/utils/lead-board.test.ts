import type { Lead } from '@realty/contracts/pipeline/leads';
import { describe, expect, it } from 'vitest';
import { sampleLead } from '../test/samples.ts';
import { BOARD_STATUSES, groupLeadsByStatus } from './lead-board.ts';

const lead = (id: number, status: string, updated: string) => sampleLead(id, { status, updated_at: updated }) as unknown as Lead;

describe('groupLeadsByStatus', () => {
  it('puts every lead in its status column, most recently changed first, and leaves out offers', () => {
    const columns = groupLeadsByStatus([
      lead(1, 'accepted', '2026-03-01T10:00:00.000Z'),
      lead(2, 'visit_scheduled', '2026-03-02T10:00:00.000Z'),
      lead(3, 'accepted', '2026-03-05T10:00:00.000Z'),
      lead(4, 'booked', '2026-03-03T10:00:00.000Z'),
      lead(5, 'lost', '2026-03-03T10:00:00.000Z'),
      lead(6, 'offered', '2026-03-03T10:00:00.000Z'),
      lead(7, 'unassigned', '2026-03-03T10:00:00.000Z'),
      lead(8, 'negotiation', '2026-03-03T10:00:00.000Z'),
      lead(9, 'accepted', '2026-03-05T10:00:00.000Z'),
    ]);
    expect(Object.keys(columns)).toEqual([...BOARD_STATUSES]);
    const ids = Object.fromEntries(Object.entries(columns).map(([status, leads]) => [status, leads.map((l) => l.lead_id)]));
    expect(ids).toEqual({
      accepted: [9, 3, 1],
      visit_scheduled: [2],
      visited: [],
      negotiation: [8],
      booked: [4],
      lost: [5],
    });
  });
});

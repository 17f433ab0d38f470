import type { PayoutLine, PayoutRun } from '@realty/contracts/payouts/payouts';

/**
 * Payout lines and runs shaped exactly as the contracts say (docs/product/payouts.md), for the
 * back office's component tests. Test code only.
 */

/** A line of Sunita Yadav (associate 7): ₹21,000.00 gross, ₹420.00 TDS at 2 %, ₹20,580.00 net, with bank details. */
export function aLine(overrides: Partial<PayoutLine> = {}): PayoutLine {
  return {
    line_id: 31,
    run_id: 0,
    ass_id: 7,
    associate_name: 'Sunita Yadav',
    member_id: 'KR000003',
    status: 'pending',
    financial_year: '2026-27',
    credited_on: '2026-11-29',
    gross: '21000.00',
    tds: {
      section: '194H',
      rule_id: 2,
      rate_percent: '2.00',
      pan_present: true,
      year_credited_before: '0.00',
      base: '21000.00',
      amount: '420.00',
      shortfall: '0.00',
      explanation: '2% under section 194H on ₹21,000.00: this credit takes the year past ₹20,000',
    },
    net: '20580.00',
    entry_count: 2,
    entries: [],
    bank: { holder_name: 'Sunita Yadav', account_last4: '4321', ifsc: 'SBIN0001234', bank_name: 'State Bank of India' },
    reference: null,
    paid_at: null,
    failed_reason: null,
    ...overrides,
  };
}

/** A line of Amit Verma (associate 9): ₹4,500.50 gross, no TDS (under the threshold), no bank details. */
export function anotherLine(overrides: Partial<PayoutLine> = {}): PayoutLine {
  return aLine({
    line_id: 32,
    ass_id: 9,
    associate_name: 'Amit Verma',
    member_id: 'KR000005',
    gross: '4500.50',
    tds: {
      section: '194H',
      rule_id: 2,
      rate_percent: '2.00',
      pan_present: true,
      year_credited_before: '3000.00',
      base: '0.00',
      amount: '0.00',
      shortfall: '0.00',
      explanation: 'No TDS: ₹7,500.50 credited this year, at or below ₹20,000',
    },
    net: '4500.50',
    entry_count: 1,
    bank: null,
    ...overrides,
  });
}

/** A run of `lines` with the totals the API would give (`totals` as rupees text), draft unless said. */
export function aRun(
  lines: PayoutLine[],
  totals: { gross: string; tds: string; net: string },
  overrides: Partial<PayoutRun> = {},
): PayoutRun {
  return {
    run_id: 0,
    status: 'draft',
    until: null,
    excluded_ass_ids: [],
    financial_year: '2026-27',
    credited_on: '2026-11-29',
    total_gross: totals.gross,
    total_tds: totals.tds,
    total_net: totals.net,
    line_count: lines.length,
    lines_paid: lines.filter((l) => l.status === 'paid').length,
    lines_failed: lines.filter((l) => l.status === 'failed').length,
    lines_without_bank: lines.filter((l) => !l.bank).length,
    created_by: 'E2E Admin 6',
    created_at: '2026-11-29T05:30:00Z',
    approved_by: null,
    approved_at: null,
    lines,
    ...overrides,
  };
}

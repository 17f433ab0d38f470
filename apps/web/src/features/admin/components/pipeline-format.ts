import { formatRupees, formatRupeesExact, NO_AMOUNT } from '@realty/contracts/listings/price-format';
import type { DealStatus, LedgerKind } from '@realty/contracts/pipeline/brokerage';
import type { LeadStatus } from '@realty/contracts/pipeline/fields';

/**
 * How the back office writes the pipeline's figures (docs/product/pipeline.md): exact rupee
 * amounts, percentages, budgets and the names of statuses and ledger kinds. Money is read from
 * its decimal text and never turned into a float.
 */

/** Text shown where an amount is missing or cannot be read. */
export { NO_AMOUNT } from '@realty/contracts/listings/price-format';

/**
 * A rupee amount exactly as sent, for deals and the ledger: the site's one exact formatter,
 * `formatRupeesExact` ("8500000.00" → "₹85,00,000.00", "-1750.50" → "−₹1,750.50").
 * @see docs/product/pipeline.md, "Deals and brokerage"
 */
export const formatMoneyExact = (amount: string): string => formatRupeesExact(amount);

/** A percentage sent as decimal text ("2.00", "70.50") as "2%" / "70.5%"; the text as it is when it is not a number. */
export function formatPercent(percent: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(percent.trim());
  if (!match) return percent;
  const [, whole = '0', fraction = ''] = match;
  const decimals = fraction.replace(/0+$/, '');
  return `${String(BigInt(whole))}${decimals ? `.${decimals}` : ''}%`;
}

/** Rupees in the site's short form ("₹45 L", "₹1.2 Cr") by `formatRupees`; {@link NO_AMOUNT} when unreadable. */
function shortRupees(amount: string): string {
  try {
    return formatRupees(amount);
  } catch {
    return NO_AMOUNT;
  }
}

/**
 * A lead's budget (rupees as decimal text) with `formatRupees`: "₹40 L – ₹60 L", "Up to ₹60 L"
 * when the lower end is zero, one amount when both ends are the same, {@link NO_AMOUNT} when both are zero.
 */
export function budgetText(min: string, max: string): string {
  const isZero = (v: string) => /^0*(\.0*)?$/.test(v.trim());
  if (isZero(min) && isZero(max)) return NO_AMOUNT;
  if (isZero(min)) return `Up to ${shortRupees(max)}`;
  if (isZero(max) || min.trim() === max.trim()) return shortRupees(min);
  return `${shortRupees(min)} – ${shortRupees(max)}`;
}

/** A lead status as people read it: 'visit_scheduled' → 'visit scheduled'. */
export function leadStatusLabel(status: LeadStatus): string {
  return status.replace(/_/g, ' ');
}

/** Names of the ledger kinds (docs/product/pipeline.md, "Deals and brokerage"). */
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = {
  associate_share: 'Associate share',
  sponsor_level_1: 'Sponsor, level 1',
  sponsor_level_2: 'Sponsor, level 2',
};

const LEAD_COLOURS: Readonly<Record<LeadStatus, string>> = {
  offered: 'bg-sky-100 text-sky-800',
  accepted: 'bg-indigo-100 text-indigo-800',
  visit_scheduled: 'bg-violet-100 text-violet-800',
  visited: 'bg-teal-100 text-teal-800',
  negotiation: 'bg-amber-100 text-amber-800',
  booked: 'bg-green-100 text-green-800',
  lost: 'bg-slate-200 text-slate-700',
  unassigned: 'bg-red-100 text-red-800',
};

const MONEY_COLOURS: Readonly<Record<string, string>> = {
  pending: 'bg-amber-100 text-amber-800',
  confirmed: 'bg-sky-100 text-sky-800',
  paid: 'bg-green-100 text-green-800',
  cancelled: 'bg-slate-200 text-slate-700',
  reversal: 'bg-red-100 text-red-800',
};

const PILL = 'inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Tailwind classes of the pill of a lead status (the back office's StatusPill look, a colour per status). */
export function leadPillClass(status: LeadStatus): string {
  return `${PILL} ${LEAD_COLOURS[status]}`;
}

/** Tailwind classes of the pill of a deal or ledger entry status (pending, confirmed, paid, cancelled, reversal). */
export function moneyPillClass(status: DealStatus | string): string {
  return `${PILL} ${MONEY_COLOURS[status] ?? 'bg-slate-100 text-slate-700'}`;
}

/**
 * The order in which eligible associates are offered a lead (docs/product/pipeline.md,
 * "Matching"): pure functions, no I/O. Who is eligible is found in SQL
 * (`findEligibleAssociates` of leads.repository.ts); this module decides among them.
 */

/**
 * An eligible associate as matching compares them.
 * @see docs/product/pipeline.md
 */
export type MatchCandidate = {
  assId: number;
  /** `pro` or `free` (anything else counts as free). */
  plan: string;
  /** Offers waiting for them plus leads they accepted that are not yet booked or lost. */
  openLeads: number;
  /** When they were last offered a lead; null when never (counts as the oldest). */
  lastOfferedAt: Date | null;
};

const planRank = (plan: string): number => (plan === 'pro' ? 0 : 1);
const offeredTime = (at: Date | null): number => (at === null ? Number.NEGATIVE_INFINITY : at.getTime());

/**
 * Compares two candidates for `Array.prototype.sort` (docs/product/pipeline.md, "Matching"):
 * fewest open leads first; then Pro before Free; then the oldest last offer (never offered
 * first); then the lowest `ass_id`. Negative when `a` comes first.
 */
export function compareCandidates(a: MatchCandidate, b: MatchCandidate): number {
  if (a.openLeads !== b.openLeads) return a.openLeads - b.openLeads;
  const plan = planRank(a.plan) - planRank(b.plan);
  if (plan !== 0) return plan;
  const ta = offeredTime(a.lastOfferedAt);
  const tb = offeredTime(b.lastOfferedAt);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.assId - b.assId;
}

/**
 * The candidates in the order they are offered a lead ({@link compareCandidates}); the input is not changed.
 * @see docs/product/pipeline.md
 */
export function orderCandidates<T extends MatchCandidate>(candidates: readonly T[]): T[] {
  return [...candidates].sort(compareCandidates);
}

/**
 * The candidate a lead is offered to, or undefined when there is none ({@link compareCandidates}).
 * @see docs/product/pipeline.md
 */
export function pickAssociate<T extends MatchCandidate>(candidates: readonly T[]): T | undefined {
  return orderCandidates(candidates)[0];
}

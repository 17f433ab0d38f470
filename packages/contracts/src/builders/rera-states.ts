// Where a listing's RERA number is checked, by state (docs/product/builders.md, "Projects"),
// re-exported by `rera.ts` with the RERA rules. Kept free of zod: the listing page links a RERA
// number with these and loads no schema code for it (issue #35, docs/decisions/0033-javascript-budget.md).

/** The RERA authority's public website per state (the listing links its RERA number there). */
export const RERA_AUTHORITY_WEBSITES: Readonly<Record<string, string>> = { 'Uttar Pradesh': 'https://up-rera.in' };

/** The words a state may be written with that mean Uttar Pradesh ("Uttar Pradesh", "UP", "U.P."), any case. */
export function isUttarPradesh(state: string): boolean {
  const said = state
    .trim()
    .toLowerCase()
    .replace(/[.\s]+/g, ' ')
    .trim();
  return said === 'uttar pradesh' || said === 'up' || said === 'u p';
}

/** The RERA authority's website for `state`, or null when none is known (only Uttar Pradesh today: https://up-rera.in). */
export function reraAuthorityWebsite(state: string): string | null {
  return isUttarPradesh(state) ? (RERA_AUTHORITY_WEBSITES['Uttar Pradesh'] ?? null) : null;
}

import { EMPTY_REQUIREMENT, REQUIREMENT_FIELDS, type RequirementValues } from './requirement.ts';

/**
 * What a guest typed into the requirement form before being asked to sign in
 * (docs/product/pipeline.md, "Leads"): kept in this tab's sessionStorage for 30 minutes, so the
 * form is filled in again when they come back signed in. Storage failures are ignored.
 */

/** sessionStorage key of the kept draft. */
export const REQUIREMENT_DRAFT_KEY = 'pendingRequirement';
/** How long a draft is kept, in milliseconds (30 minutes). */
export const REQUIREMENT_DRAFT_TTL_MS = 30 * 60_000;

function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps `values` as the draft, stamped `now` (milliseconds since the epoch). */
export function keepRequirementDraft(values: RequirementValues, now = Date.now()): void {
  try {
    session()?.setItem(REQUIREMENT_DRAFT_KEY, JSON.stringify({ values, at: now }));
  } catch {
    // not kept: the visitor types it again
  }
}

/** The kept draft, or undefined when there is none, it cannot be read or it is older than 30 minutes at `now`. */
export function readRequirementDraft(now = Date.now()): RequirementValues | undefined {
  let raw: string | null | undefined;
  try {
    raw = session()?.getItem(REQUIREMENT_DRAFT_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const kept = JSON.parse(raw) as { values?: Record<string, unknown>; at?: unknown };
    if (typeof kept.at !== 'number' || now - kept.at > REQUIREMENT_DRAFT_TTL_MS || !kept.values) return undefined;
    const values = { ...EMPTY_REQUIREMENT };
    for (const field of REQUIREMENT_FIELDS) {
      const value = kept.values[field];
      if (typeof value === 'string') values[field] = value;
    }
    return values;
  } catch {
    return undefined;
  }
}

/** Forgets the draft (after it was sent). */
export function forgetRequirementDraft(): void {
  try {
    session()?.removeItem(REQUIREMENT_DRAFT_KEY);
  } catch {
    // nothing kept
  }
}

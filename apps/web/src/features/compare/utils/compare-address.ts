import { COMPARE_LIMIT } from '../../../lib/compare-list.ts';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { compareTexts } from '../texts.ts';

/** Path of the compare page. */
export const COMPARE_PATH = '/compare';

/**
 * Address of the compare page for `ids`, e.g. `/compare?ids=1,2,3` (commas left as they are, so
 * the address reads as it is shared); `/compare` when there are none.
 * docs/product/catalogue.md (compare).
 */
export function compareHref(ids: readonly number[]): string {
  return ids.length ? `${COMPARE_PATH}?ids=${ids.join(',')}` : COMPARE_PATH;
}

/** The ids a compare address asks for, and what it had to leave out. */
export type CompareAddress = {
  /** Site ids to compare, in address order, without duplicates, at most {@link COMPARE_LIMIT}. */
  ids: number[];
  /** Parts of `ids` that are not site ids (e.g. `abc`, `07`, `-1`), as written. */
  invalid: string[];
  /** Valid ids beyond the first {@link COMPARE_LIMIT}, left out. */
  overLimit: number[];
};

/**
 * Reads `ids` of a compare address (`?ids=1,2,3`; repeated `ids=` parameters are joined). An id
 * is decimal digits without a leading zero (docs/product/catalogue.md, "Ids"); anything else is
 * reported in `invalid`, duplicates are dropped silently, and ids past the third in `overLimit`.
 */
export function readCompareAddress(params: URLSearchParams): CompareAddress {
  const parts = params
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const result: CompareAddress = { ids: [], invalid: [], overLimit: [] };
  for (const part of parts) {
    if (!/^[1-9]\d{0,9}$/.test(part)) {
      result.invalid.push(part);
      continue;
    }
    const id = Number(part);
    if (result.ids.includes(id) || result.overLimit.includes(id)) continue;
    if (result.ids.length < COMPARE_LIMIT) result.ids.push(id);
    else result.overLimit.push(id);
  }
  return result;
}

/**
 * The notice about ids an address asked for but the page left out, or null when none were; in
 * `language` (default English; docs/product/seo.md, "Hindi").
 */
export function ignoredIdsNotice(
  { invalid, overLimit }: Pick<CompareAddress, 'invalid' | 'overLimit'>,
  language: Language = 'en',
): string | null {
  const t = compareTexts(language);
  const parts: string[] = [];
  if (overLimit.length) {
    const ids = overLimit.map((id) => `#${id}`).join(', ');
    parts.push(t(overLimit.length === 1 ? 'address.overLimit_one' : 'address.overLimit_other', { limit: COMPARE_LIMIT, ids }));
  }
  if (invalid.length) {
    const quoted = invalid.map((part) => `“${part.length > 20 ? `${part.slice(0, 19)}…` : part}”`).join(', ');
    parts.push(t(invalid.length === 1 ? 'address.invalid_one' : 'address.invalid_other', { parts: quoted }));
  }
  return parts.length ? parts.join(' ') : null;
}

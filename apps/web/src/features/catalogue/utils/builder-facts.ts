import { reraAuthorityWebsite } from '@realty/contracts/builders/rera-states';
import { formatDate } from '@realty/contracts/common/dates';
import type { Site } from '@realty/contracts/sites/site';
import type { Language } from '../../../lib/i18n/i18n.ts';

/**
 * # A listing's builder and verification facts (docs/product/builders.md, "Verification" and "Public")
 *
 * A listing a builder's approved project became carries `builder_id` (the builder's id) and
 * `reviewed_at` (ISO 8601 time staff approved it). Older answers may lack either field, or send
 * null: each is read defensively and simply not shown when absent or of an unexpected kind.
 */

const record = (site: Site): Readonly<Record<string, unknown>> => site as unknown as Readonly<Record<string, unknown>>;

/** Path of the public developer page of builder `builderId` (docs/product/builders.md, "Public"). */
export const developerPath = (builderId: number): string => `/developers/${builderId}`;

/** The listing's builder id when it is a positive whole number, else undefined (staff-entered listings have none). */
export function builderIdOf(site: Site): number | undefined {
  const id = record(site).builder_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The listing's review time (ISO 8601 text) when it is a readable date, else undefined. */
export function reviewedAtOf(site: Site): string | undefined {
  const at = record(site).reviewed_at;
  return typeof at === 'string' && at.trim() !== '' && !Number.isNaN(new Date(at).getTime()) ? at : undefined;
}

/**
 * An ISO 8601 time as the calendar date in India: '4 May 2026' in English, '4 मई 2026' in Hindi
 * (docs/product/seo.md, "Hindi"; digits stay 0–9), by the site's one date formatter
 * (`formatDate`, contracts/common/dates): the server-drawn page and the browser write the same date.
 */
export function formatReviewDate(iso: string, language: Language = 'en'): string {
  return formatDate(iso, language);
}

/**
 * The RERA authority's website where the listing's registration number can be checked
 * (https://up-rera.in for Uttar Pradesh), or undefined when the listing has no number or no
 * authority website is known for its state.
 */
export function reraWebsiteOf(site: Site): string | undefined {
  if (!site.site_rera_number.trim()) return undefined;
  return reraAuthorityWebsite(site.site_state) ?? undefined;
}

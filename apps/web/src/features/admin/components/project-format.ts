import type { AdminProject } from '@realty/contracts/builders/admin-projects';
import type { ProjectStatus } from '@realty/contracts/builders/project';
import { AREA_UNIT_LABELS } from '@realty/contracts/listings/areas';
import { formatIndianDigits } from '@realty/contracts/listings/price-format';
import { LISTING_FIELD_LABELS } from '@realty/contracts/sites/listing-fields';
import { formatRupees } from '../utils/format.ts';

/**
 * How the back office writes a builder's project (docs/product/builders.md, "Verification"):
 * status names and colours, and the project's fields as label / value rows.
 */

/** The statuses in the order of the queue's filter: the queue itself first. */
export const PROJECT_FILTER_STATUSES: readonly ProjectStatus[] = ['submitted', 'approved', 'changes_requested', 'rejected', 'draft'];

/** Each project status as staff read it. */
export const PROJECT_STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = {
  draft: 'Draft',
  submitted: 'Submitted',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  rejected: 'Rejected',
};

const STATUS_COLOURS: Readonly<Record<ProjectStatus, string>> = {
  draft: 'bg-slate-100 text-slate-700',
  submitted: 'bg-sky-100 text-sky-800',
  changes_requested: 'bg-amber-100 text-amber-800',
  approved: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
};

/** Classes of the coloured label of a project status. */
export function projectStatusClass(status: ProjectStatus): string {
  return `inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status]}`;
}

/** One row of a project's fields: label and the value as shown. */
export type ProjectFieldRow = { label: string; value: string };

/** A number of square feet (or units) with Indian grouping, keeping its decimals: 1234.5 → "1,234.5". */
const grouped = (n: number): string => {
  const [whole = '0', fraction] = String(n).split('.');
  return `${formatIndianDigits(whole)}${fraction ? `.${fraction}` : ''}`;
};

const sqft = (n: number | null): string | undefined => (n === null ? undefined : `${grouped(n)} sq ft`);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A possession month `2027-03` as "Mar 2027"; other text as it is. */
const monthText = (value: string | null): string | undefined => {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return month && match ? `${month} ${match[1]}` : (value ?? undefined);
};

const labelOf = <T extends string>(labels: Readonly<Record<T, string>>, value: T | null): string | undefined =>
  value === null ? undefined : labels[value];

/**
 * The fields of a project as the review screen lists them, each only when the builder gave it:
 * category, location, prices (rupees by the site's formatter), areas (square feet; the plot area
 * in its unit), BHK, possession, furnishing, facing, transaction, ownership, approvals, loan banks,
 * amenities, coordinates (degrees), video link, RERA number or exemption, and the brokerage
 * offered (percent of the agreement value).
 */
export function projectFieldRows(project: AdminProject): ProjectFieldRow[] {
  const d = project.data;
  const carpet =
    d.carpet_area_sqft_min !== null && d.carpet_area_sqft_max !== null && d.carpet_area_sqft_max !== d.carpet_area_sqft_min
      ? `${grouped(d.carpet_area_sqft_min)}–${grouped(d.carpet_area_sqft_max)} sq ft`
      : sqft(d.carpet_area_sqft_min ?? d.carpet_area_sqft_max);
  const hasRange = Number(d.site_min_price) > 0 || Number(d.site_max_price) > 0;
  const possession = labelOf(LISTING_FIELD_LABELS.possession, d.possession);
  const rera = project.rera_exempt
    ? `Declared exempt${project.rera_exemption ? ` (land ${project.rera_exemption.land_area_sqm} m², ${project.rera_exemption.units} units)` : ''}`
    : project.rera_number || undefined;
  const rows: [string, string | undefined][] = [
    ['Category', d.site_category],
    ['City', d.site_city],
    ['State', d.site_state],
    ['Locality', d.site_landmark],
    ['Near', d.site_famous_place],
    ['Price', Number(d.site_price) > 0 ? formatRupees(d.site_price) : undefined],
    ['Price range', hasRange ? `${formatRupees(d.site_min_price)} – ${formatRupees(d.site_max_price)}` : undefined],
    ['Area', d.site_area],
    ['Configuration', d.bhk.length ? `${d.bhk.map((n) => (n === 0 ? '1 RK' : String(n))).join(', ')} BHK` : undefined],
    ['Carpet area', carpet],
    ['Built-up area', sqft(d.built_up_area_sqft)],
    ['Super built-up area', sqft(d.super_built_up_area_sqft)],
    ['Plot area', d.plot_area === null ? undefined : `${grouped(d.plot_area)} ${AREA_UNIT_LABELS[d.plot_area_unit ?? 'sqft']}`],
    [
      'Possession',
      possession && d.possession_date
        ? `${possession}, possession ${monthText(d.possession_date)}`
        : (possession ?? monthText(d.possession_date)),
    ],
    ['Furnishing', labelOf(LISTING_FIELD_LABELS.furnishing, d.furnishing)],
    ['Facing', labelOf(LISTING_FIELD_LABELS.facing, d.facing)],
    ['Transaction', labelOf(LISTING_FIELD_LABELS.transaction, d.transaction)],
    ['Ownership', labelOf(LISTING_FIELD_LABELS.ownership, d.ownership)],
    ['Approved by', d.approved_by.join(', ')],
    ['Home loans from', d.loan_banks.join(', ')],
    ['Amenities', d.amenities.join(', ')],
    ['Coordinates', d.site_lat !== null && d.site_lon !== null ? `${d.site_lat}, ${d.site_lon}` : undefined],
    ['Video', d.site_youtube_link],
    ['RERA', rera],
    ['Brokerage offered', `${project.brokerage_percent_offered}%`],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => ({ label, value }));
}

import { DEFAULT_SITE_BROKERAGE_PERCENT } from '@realty/contracts/admin/site-input';
import type { Project, ProjectInputDraft } from '@realty/contracts/builders/project';
import { RERA_MESSAGES } from '@realty/contracts/builders/rera';
import { rupeesTypedForBody, rupeesTypedText } from '../../../lib/rupees-typed.ts';

/**
 * The project editor's fields as typed (docs/product/builders.md, "Projects"): the listing fields
 * of a project (bedrooms, approving authorities and banks as comma-separated text, amenities one
 * per line, prices in rupees, areas in square feet, choices as their wire values with '' for not
 * given, the possession month as YYYY-MM), the RERA number or the exemption declaration (land
 * area in square metres, units) and the brokerage offered (percent as decimal text).
 */
export type ProjectFormValues = {
  site_title: string;
  site_category: string;
  site_state: string;
  site_city: string;
  site_landmark: string;
  site_famous_place: string;
  bhk_text: string;
  carpet_area_sqft_min: string;
  carpet_area_sqft_max: string;
  built_up_area_sqft: string;
  super_built_up_area_sqft: string;
  plot_area: string;
  plot_area_unit: string;
  site_min_price: string;
  site_max_price: string;
  site_price: string;
  site_area: string;
  possession: string;
  possession_date: string;
  furnishing: string;
  facing: string;
  transaction: string;
  ownership: string;
  approved_by_text: string;
  loan_banks_text: string;
  amenities_text: string;
  site_description: string;
  site_lat: string;
  site_lon: string;
  site_youtube_link: string;
  rera_number: string;
  rera_exempt: boolean;
  land_area_sqm: string;
  units: string;
  brokerage_percent_offered: string;
};

/** Rupees as the form shows them: "4500000.00" → "4500000"; zero or unreadable → ''. */
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** Comma-separated text as a list: trimmed, blanks dropped. */
const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
/** Numeric text as a number when it reads as one, otherwise the text as typed (the schema then names the field). */
const numberOrText = (text: string): number | string => {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/** The form values of a saved project, or of a new one (Uttar Pradesh, brokerage 2.00 %). */
export function projectFormValuesOf(project?: Project): ProjectFormValues {
  const d = project?.data;
  return {
    site_title: d?.site_title ?? '',
    site_category: d?.site_category ?? '',
    site_state: d?.site_state ?? 'Uttar Pradesh',
    site_city: d?.site_city ?? '',
    site_landmark: d?.site_landmark ?? '',
    site_famous_place: d?.site_famous_place ?? '',
    bhk_text: d?.bhk.join(', ') ?? '',
    carpet_area_sqft_min: numberText(d?.carpet_area_sqft_min),
    carpet_area_sqft_max: numberText(d?.carpet_area_sqft_max),
    built_up_area_sqft: numberText(d?.built_up_area_sqft),
    super_built_up_area_sqft: numberText(d?.super_built_up_area_sqft),
    plot_area: numberText(d?.plot_area),
    plot_area_unit: d?.plot_area_unit ?? '',
    site_min_price: d ? rupeesTypedText(d.site_min_price) : '',
    site_max_price: d ? rupeesTypedText(d.site_max_price) : '',
    site_price: d ? rupeesTypedText(d.site_price) : '',
    site_area: d?.site_area ?? '',
    possession: d?.possession ?? '',
    possession_date: d?.possession_date ?? '',
    furnishing: d?.furnishing ?? '',
    facing: d?.facing ?? '',
    transaction: d?.transaction ?? '',
    ownership: d?.ownership ?? '',
    approved_by_text: d?.approved_by.join(', ') ?? '',
    loan_banks_text: d?.loan_banks.join(', ') ?? '',
    amenities_text: d?.amenities.join('\n') ?? '',
    site_description: d?.site_description ?? '',
    site_lat: numberText(d?.site_lat),
    site_lon: numberText(d?.site_lon),
    site_youtube_link: d?.site_youtube_link ?? '',
    rera_number: project?.rera_number ?? '',
    rera_exempt: project?.rera_exempt ?? false,
    land_area_sqm: numberText(project?.rera_exemption?.land_area_sqm),
    units: numberText(project?.rera_exemption?.units),
    brokerage_percent_offered: project?.brokerage_percent_offered ?? DEFAULT_SITE_BROKERAGE_PERCENT,
  };
}

/**
 * The body of `POST /api/builder/projects` and `PUT /api/builder/projects/{id}` from the form
 * values (docs/product/builders.md, "Projects"): prices typed in rupees, lakh or crore sent as
 * exact rupees ("1.5 crore" → "15000000.00", lib/rupees-typed.ts), lists split, blank coordinates null, the
 * possession month sent only for a project under construction, the RERA number or (when exempt)
 * the declaration `{ land_area_sqm, units }` as numbers.
 */
export function projectBodyOf(values: ProjectFormValues): ProjectInputDraft {
  const {
    bhk_text,
    approved_by_text,
    loan_banks_text,
    amenities_text,
    site_lat,
    site_lon,
    rera_exempt,
    land_area_sqm,
    units,
    rera_number,
    possession_date,
    ...rest
  } = values;
  return {
    ...rest,
    site_min_price: rupeesTypedForBody(rest.site_min_price),
    site_max_price: rupeesTypedForBody(rest.site_max_price),
    site_price: rupeesTypedForBody(rest.site_price),
    bhk: bhk_text,
    approved_by: listOf(approved_by_text),
    loan_banks: listOf(loan_banks_text),
    amenities: amenities_text
      .split('\n')
      .map((a) => a.trim())
      .filter(Boolean),
    site_lat: site_lat.trim() === '' ? null : site_lat.trim(),
    site_lon: site_lon.trim() === '' ? null : site_lon.trim(),
    possession_date: values.possession === 'under_construction' ? possession_date : '',
    brokerage_percent_offered: values.brokerage_percent_offered.trim(),
    rera_exempt,
    rera_number: rera_exempt ? '' : rera_number.trim(),
    rera_exemption: rera_exempt ? { land_area_sqm: numberOrText(land_area_sqm), units: numberOrText(units) } : null,
  } as ProjectInputDraft;
}

/** Form fields of the body's fields whose names differ. */
const FORM_FIELD_OF: Readonly<Record<string, keyof ProjectFormValues>> = {
  amenities: 'amenities_text',
  bhk: 'bhk_text',
  approved_by: 'approved_by_text',
  loan_banks: 'loan_banks_text',
};

/**
 * The form field where a failure naming `field` (a body field, possibly with a sub-path such as
 * `rera_exemption.units` or `amenities.2`) is shown, or undefined when the form has no such field.
 * A failure of the whole exemption goes to the units when its message is about units, otherwise
 * to the land area.
 */
export function formFieldOf(field: string, message: string, values: ProjectFormValues): keyof ProjectFormValues | undefined {
  const [head = '', sub] = field.split('.');
  if (head === 'rera_exemption') {
    if (sub === 'units' || (sub === undefined && message === RERA_MESSAGES.exemptionUnits)) return 'units';
    return 'land_area_sqm';
  }
  const name = FORM_FIELD_OF[head] ?? head;
  return name in values ? (name as keyof ProjectFormValues) : undefined;
}

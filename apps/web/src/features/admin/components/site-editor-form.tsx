import { DEFAULT_SITE_BROKERAGE_PERCENT, type SiteInputDraft, siteInputSchema } from '@realty/contracts/admin/site-input';
import { AREA_UNIT_LABELS } from '@realty/contracts/listings/areas';
import {
  AREA_UNITS,
  FACINGS,
  FURNISHINGS,
  LISTING_FIELD_LABELS,
  OWNERSHIPS,
  POSSESSIONS,
  TRANSACTIONS,
} from '@realty/contracts/sites/listing-fields';
import { SITE_CATEGORIES, SITE_STATUSES, type Site } from '@realty/contracts/sites/site';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';
import { rupeesTypedForBody, rupeesTypedText } from '../../../lib/rupees-typed.ts';
import { useSaveSite } from '../api/admin-sites.ts';
import { RelatedSitesPicker } from './related-sites-picker.tsx';

/**
 * The editor's fields as typed: every spec field (amenities one per line) and the structured
 * fields of docs/product/catalogue.md ("Structured fields"): bedrooms and approvals and banks as
 * comma-separated text, areas in square feet, choices as their wire values ('' for not given),
 * the possession month as YYYY-MM, Verified as a tick box; the optional Hindi title and
 * description ('' for none; docs/product/catalogue.md, "Hindi title and description").
 */
export type SiteFormValues = {
  site_title: string;
  /** The title in Hindi, '' for none. */
  site_title_hi: string;
  site_city: string;
  site_state: string;
  site_landmark: string;
  site_famous_place: string;
  site_category: string;
  site_developer: string;
  site_rera_number: string;
  site_min_price: string;
  site_max_price: string;
  site_price: string;
  /** What the builder pays the company on a booking, percent of the agreement value as decimal text ("2.00"). */
  site_brokerage_percent: string;
  site_area: string;
  site_description: string;
  /** The description in Hindi, '' for none. */
  site_description_hi: string;
  site_status: string;
  site_lat: string;
  site_lon: string;
  site_youtube_link: string;
  amenities_text: string;
  bhk_text: string;
  carpet_area_sqft_min: string;
  carpet_area_sqft_max: string;
  built_up_area_sqft: string;
  super_built_up_area_sqft: string;
  plot_area: string;
  plot_area_unit: string;
  possession: string;
  possession_date: string;
  furnishing: string;
  facing: string;
  transaction: string;
  ownership: string;
  approved_by_text: string;
  loan_banks_text: string;
  verified: boolean;
};

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));
/** Comma-separated text as a list: trimmed, blanks dropped. */
const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The listing's `site_brokerage_percent` as text ("2.00"; docs/product/pipeline.md, "Deals and
 * brokerage"), or the default `DEFAULT_SITE_BROKERAGE_PERCENT` for a new listing (or an answer
 * without it).
 */
const brokerageOf = (site?: Site): string => {
  const value = (site as { site_brokerage_percent?: unknown } | undefined)?.site_brokerage_percent;
  return typeof value === 'string' && value.trim() !== '' ? value : DEFAULT_SITE_BROKERAGE_PERCENT;
};

/** The form values of an existing listing, or of a new one (Uttar Pradesh, Available, brokerage 2.00 %). */
export function formValuesOf(site?: Site): SiteFormValues {
  return {
    site_title: site?.site_title ?? '',
    site_title_hi: site?.site_title_hi ?? '',
    site_city: site?.site_city ?? '',
    site_state: site?.site_state ?? 'Uttar Pradesh',
    site_landmark: site?.site_landmark ?? '',
    site_famous_place: site?.site_famous_place ?? '',
    site_category: site?.site_category ?? '',
    site_developer: site?.site_developer ?? '',
    site_rera_number: site?.site_rera_number ?? '',
    site_min_price: site ? rupeesTypedText(site.site_min_price) : '',
    site_max_price: site ? rupeesTypedText(site.site_max_price) : '',
    site_price: site ? rupeesTypedText(site.site_price) : '',
    site_brokerage_percent: brokerageOf(site),
    site_area: site?.site_area ?? '',
    site_description: site?.site_description ?? '',
    site_description_hi: site?.site_description_hi ?? '',
    site_status: site?.site_status ?? 'Available',
    site_lat: site?.site_lat === null || site?.site_lat === undefined ? '' : String(site.site_lat),
    site_lon: site?.site_lon === null || site?.site_lon === undefined ? '' : String(site.site_lon),
    site_youtube_link: site?.site_youtube_link ?? '',
    amenities_text: site?.amenities.join('\n') ?? '',
    bhk_text: site?.bhk?.join(', ') ?? '',
    carpet_area_sqft_min: numberText(site?.carpet_area_sqft_min),
    carpet_area_sqft_max: numberText(site?.carpet_area_sqft_max),
    built_up_area_sqft: numberText(site?.built_up_area_sqft),
    super_built_up_area_sqft: numberText(site?.super_built_up_area_sqft),
    plot_area: numberText(site?.plot_area),
    plot_area_unit: site?.plot_area_unit ?? '',
    possession: site?.possession ?? '',
    possession_date: site?.possession_date ?? '',
    furnishing: site?.furnishing ?? '',
    facing: site?.facing ?? '',
    transaction: site?.transaction ?? '',
    ownership: site?.ownership ?? '',
    approved_by_text: site?.approved_by?.join(', ') ?? '',
    loan_banks_text: site?.loan_banks?.join(', ') ?? '',
    verified: site?.verified ?? false,
  };
}

/** Text of an optional field, or null when it holds only white space (the API reads both alike). */
const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text);

/**
 * The request body of the form values and the picked related listings (an empty Hindi title or
 * description is sent as null; prices typed in rupees, lakh or crore are sent as exact rupees,
 * "1.5 crore" → "15000000.00", lib/rupees-typed.ts).
 */
export function payloadOf(values: SiteFormValues, related: number[]): SiteInputDraft {
  const { amenities_text, site_lat, site_lon, bhk_text, approved_by_text, loan_banks_text, ...rest } = values;
  return {
    ...rest,
    site_min_price: rupeesTypedForBody(rest.site_min_price),
    site_max_price: rupeesTypedForBody(rest.site_max_price),
    site_price: rupeesTypedForBody(rest.site_price),
    site_title_hi: textOrNull(rest.site_title_hi),
    site_description_hi: textOrNull(rest.site_description_hi),
    bhk: bhk_text,
    approved_by: listOf(approved_by_text),
    loan_banks: listOf(loan_banks_text),
    site_lat: site_lat.trim() === '' ? null : site_lat.trim(),
    site_lon: site_lon.trim() === '' ? null : site_lon.trim(),
    site_brokerage_percent: rest.site_brokerage_percent.trim(),
    amenities: amenities_text
      .split('\n')
      .map((a) => a.trim())
      .filter(Boolean),
    related_sites: related,
  } as SiteInputDraft;
}

const FIELD_OF: Record<string, keyof SiteFormValues> = {
  amenities: 'amenities_text',
  bhk: 'bhk_text',
  approved_by: 'approved_by_text',
  loan_banks: 'loan_banks_text',
};

type TextField = {
  name: keyof SiteFormValues;
  label: string;
  type?: string;
  inputMode?: 'numeric' | 'decimal';
  hint?: string;
  autoComplete?: string;
  /** Language of what is typed, e.g. 'hi' for the Hindi fields (spell-checking, fonts, screen readers). */
  lang?: string;
};

const PLACE_FIELDS: TextField[] = [
  { name: 'site_city', label: 'City' },
  { name: 'site_state', label: 'State' },
  { name: 'site_landmark', label: 'Landmark' },
  { name: 'site_famous_place', label: 'Famous place nearby' },
];
const MONEY_FIELDS: TextField[] = [
  {
    name: 'site_price',
    label: 'Price (₹)',
    hint: 'In rupees, or in lakh or crore: 4500000, 45 lakh, 1.2 crore. Used for sorting and filters.',
  },
  { name: 'site_min_price', label: 'Minimum price (₹)', hint: 'e.g. 45 lakh' },
  { name: 'site_max_price', label: 'Maximum price (₹)', hint: 'e.g. 1.2 crore' },
  {
    name: 'site_brokerage_percent',
    label: 'Brokerage %',
    inputMode: 'decimal',
    hint: 'What the builder pays us on a booking, as a percent of the agreement value (0 to 100, e.g. 2.00).',
  },
  { name: 'site_area', label: 'Area / price text', hint: "Shown beside ₹ on cards, e.g. '1,150 sq ft carpet area'." },
];
const AREA_FIELDS: TextField[] = [
  { name: 'bhk_text', label: 'BHK offered', hint: 'Bedroom counts separated by commas, e.g. 2, 3 (0 for a 1 RK); empty for plots.' },
  { name: 'carpet_area_sqft_min', label: 'Carpet area from (sq ft)', inputMode: 'decimal' },
  { name: 'carpet_area_sqft_max', label: 'Carpet area to (sq ft)', inputMode: 'decimal', hint: 'Same as "from" for a single size.' },
  { name: 'built_up_area_sqft', label: 'Built-up area (sq ft)', inputMode: 'decimal' },
  { name: 'super_built_up_area_sqft', label: 'Super built-up area (sq ft)', inputMode: 'decimal' },
  { name: 'plot_area', label: 'Plot area', inputMode: 'decimal', hint: 'In the unit chosen beside it; converted to sq ft for search.' },
];
const PAPER_FIELDS: TextField[] = [
  { name: 'approved_by_text', label: 'Approved by', hint: 'Separated by commas, e.g. VDA, UP-RERA.' },
  { name: 'loan_banks_text', label: 'Loans from', hint: 'Banks separated by commas, e.g. SBI, HDFC Bank.' },
];
/** Select options of a value list with its labels. */
const optionsOf = (values: readonly string[], labels: Readonly<Record<string, string>>) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

const MAP_FIELDS: TextField[] = [
  { name: 'site_lat', label: 'Latitude', inputMode: 'decimal' },
  { name: 'site_lon', label: 'Longitude', inputMode: 'decimal' },
  { name: 'site_youtube_link', label: 'YouTube walkthrough link', type: 'url' },
];

/**
 * Create or edit every field of a listing (docs/product/back-office.md) with the shared validation of
 * `siteInputSchema`; errors (from the form or the server) appear under their field.
 */
export function SiteEditorForm({ site, relatedTitles }: { site?: Site; relatedTitles: Record<number, string> }) {
  const navigate = useNavigate();
  const save = useSaveSite();
  const [related, setRelated] = useState<number[]>(site?.related_sites ?? []);
  const [relatedError, setRelatedError] = useState<string>();
  const form = useForm<SiteFormValues>({ defaultValues: formValuesOf(site) });
  const { errors, isDirty } = form.formState;

  const showError = (path: string, message: string) => {
    if (path === 'related_sites') setRelatedError(message);
    else form.setError((FIELD_OF[path] ?? path) as keyof SiteFormValues, { message }, { shouldFocus: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setRelatedError(undefined);
    const body = payloadOf(values, related);
    const checked = siteInputSchema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues.slice().reverse()) showError(String(issue.path[0] ?? 'site_title'), issue.message);
      return;
    }
    try {
      const answer = await save.mutateAsync({ siteId: site?.site_id, body });
      toast.success(answer.message);
      form.reset(formValuesOf(answer.data));
      if (!site) navigate(`/admin/sites/${answer.data.site_id}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.field) showError(error.field.split('.')[0] ?? error.field, error.message);
      else toast.error((error as Error).message);
    }
  });

  const field = ({ name, label, type = 'text', inputMode, hint, autoComplete, lang }: TextField) => (
    <div key={name}>
      <label htmlFor={name} className="label">
        {label}
      </label>
      <input
        id={name}
        type={type}
        inputMode={inputMode}
        lang={lang}
        autoComplete={autoComplete ?? 'off'}
        className="input"
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${name}-error` : hint ? `${name}-hint` : undefined}
        {...form.register(name)}
      />
      {hint && !errors[name] && (
        <p id={`${name}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]?.message}
        </p>
      )}
    </div>
  );
  const select = (
    name: keyof SiteFormValues,
    label: string,
    options: readonly (string | { value: string; label: string })[],
    placeholder?: string,
  ) => (
    <div>
      <label htmlFor={name} className="label">
        {label}
      </label>
      <select
        id={name}
        className="input"
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        {...form.register(name)}
      >
        {placeholder && <option value="">{placeholder}</option>}
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {errors[name] && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]?.message}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Listing</legend>
        <div className="md:col-span-2">{field({ name: 'site_title', label: 'Title' })}</div>
        <div className="md:col-span-2">
          {field({
            name: 'site_title_hi',
            label: 'Title in Hindi',
            lang: 'hi',
            hint: 'Optional. Shown on the Hindi pages instead of the English title, e.g. लंका हाइट्स.',
          })}
        </div>
        {select('site_category', 'Category', SITE_CATEGORIES, 'Choose a category')}
        {select('site_status', 'Status', SITE_STATUSES)}
        {field({ name: 'site_developer', label: 'Developer' })}
        {field({ name: 'site_rera_number', label: 'RERA number', hint: 'e.g. UPRERAPRJ123456; leave empty when not registered.' })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Location</legend>
        {PLACE_FIELDS.map(field)}
        {MAP_FIELDS.map(field)}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Price and area</legend>
        {MONEY_FIELDS.map(field)}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Configuration and areas</legend>
        {AREA_FIELDS.map(field)}
        {select(
          'plot_area_unit',
          'Plot area unit',
          AREA_UNITS.map((u) => ({ value: u, label: AREA_UNIT_LABELS[u] })),
          'No plot',
        )}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Possession and papers</legend>
        {select('possession', 'Possession', optionsOf(POSSESSIONS, LISTING_FIELD_LABELS.possession), 'Not given')}
        {field({
          name: 'possession_date',
          label: 'Possession expected (month)',
          type: 'month',
          hint: 'Only for listings under construction.',
        })}
        {select('furnishing', 'Furnishing', optionsOf(FURNISHINGS, LISTING_FIELD_LABELS.furnishing), 'Not given')}
        {select('facing', 'Facing', optionsOf(FACINGS, LISTING_FIELD_LABELS.facing), 'Not given')}
        {select('transaction', 'Transaction', optionsOf(TRANSACTIONS, LISTING_FIELD_LABELS.transaction), 'Not given')}
        {select('ownership', 'Ownership', optionsOf(OWNERSHIPS, LISTING_FIELD_LABELS.ownership), 'Not given')}
        {PAPER_FIELDS.map(field)}
        <div className="flex items-center gap-2 md:col-span-2">
          <input id="verified" type="checkbox" className="h-4 w-4 accent-brand-600" {...form.register('verified')} />
          <label htmlFor="verified" className="text-sm font-medium text-slate-800">
            Verified by our staff (cards show a Verified badge)
          </label>
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Description</legend>
        <div>
          <label htmlFor="site_description" className="label">
            About the project
          </label>
          <textarea
            id="site_description"
            rows={6}
            className="input"
            aria-invalid={Boolean(errors.site_description)}
            {...form.register('site_description')}
          />
          {errors.site_description && <p className="mt-1 text-sm text-red-700">{errors.site_description.message}</p>}
        </div>
        <div>
          <label htmlFor="site_description_hi" className="label">
            Description in Hindi
          </label>
          <textarea
            id="site_description_hi"
            lang="hi"
            rows={6}
            className="input"
            aria-invalid={Boolean(errors.site_description_hi)}
            aria-describedby={errors.site_description_hi ? 'site_description_hi-error' : 'site_description_hi-hint'}
            {...form.register('site_description_hi')}
          />
          {errors.site_description_hi ? (
            <p id="site_description_hi-error" className="mt-1 text-sm text-red-700">
              {errors.site_description_hi.message}
            </p>
          ) : (
            <p id="site_description_hi-hint" className="mt-1 text-xs text-slate-500">
              Optional. Shown on the Hindi pages instead of the English description.
            </p>
          )}
        </div>
        <div>
          <label htmlFor="amenities_text" className="label">
            Amenities (one per line)
          </label>
          <textarea
            id="amenities_text"
            rows={5}
            className="input"
            aria-invalid={Boolean(errors.amenities_text)}
            {...form.register('amenities_text')}
          />
          {errors.amenities_text && <p className="mt-1 text-sm text-red-700">{errors.amenities_text.message}</p>}
        </div>
        <RelatedSitesPicker
          value={related}
          onChange={(ids) => setRelated(ids)}
          knownTitles={relatedTitles}
          selfId={site?.site_id}
          error={relatedError}
        />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : site ? 'Save listing' : 'Create listing'}
        </button>
        {site && isDirty && (
          <span className="text-sm text-slate-600" aria-live="polite">
            Unsaved changes
          </span>
        )}
      </div>
    </form>
  );
}

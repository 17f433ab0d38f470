import {
  PROJECT_EDITABLE_STATUSES,
  PROJECT_SUBMITTABLE_STATUSES,
  type Project,
  projectInputSchema,
} from '@realty/contracts/builders/project';
import { checkRera, isUttarPradesh, RERA_EXEMPTION_LIMITS, reraAuthorityWebsite } from '@realty/contracts/builders/rera';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { AREA_UNIT_LABELS } from '@realty/contracts/listings/areas';
import type { PlaceState } from '@realty/contracts/places/places';
import {
  AREA_UNITS,
  FACINGS,
  FURNISHINGS,
  LISTING_FIELD_LABELS,
  OWNERSHIPS,
  POSSESSIONS,
  TRANSACTIONS,
} from '@realty/contracts/sites/listing-fields';
import { SITE_CATEGORIES } from '@realty/contracts/sites/site';
import { ArrowLeft, Pencil, Send } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/modal-dialog.tsx';
import { Bone, Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError, hasErrorCode } from '../../../lib/api-client.ts';
import { usePlacesQuery, useProjectQuery, useSaveProject, useSubmitProject } from '../api/builder-projects-api.ts';
import { formFieldOf, type ProjectFormValues, projectBodyOf, projectFormValuesOf } from '../utils/project-form.ts';
import { projectPath } from './builder-dashboard.tsx';
import { ProjectMedia } from './project-media.tsx';
import { ProjectStatusPill } from './project-status-pill.tsx';
import { ProjectTrail } from './project-trail.tsx';
import { useBuilderGate, useSignOutOnSessionLoss } from './use-builder-gate.ts';

const optionsOf = (values: readonly string[], labels: Readonly<Record<string, string>>) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));
const isOneOf = (status: string, list: readonly string[]) => list.includes(status);

/**
 * The project page (docs/product/builders.md, "Projects"): `/builderdashboard/projects/new` (no
 * `projectId`) or `/builderdashboard/projects/{id}`. Loads the project, shows loading and error
 * states (404 unknown, 403 another builder's), and sends a visitor who is not a signed-in builder
 * to /signinbuilder.
 */
export function ProjectEditorPage({ projectId }: { projectId?: number | undefined }) {
  const gate = useBuilderGate();
  const isBuilder = gate.state === 'builder';
  const isNew = projectId === undefined;
  const isBadId = !isNew && !(Number.isSafeInteger(projectId) && projectId > 0);
  const query = useProjectQuery(projectId, isBuilder && !isNew && !isBadId);
  useSignOutOnSessionLoss(query.error);

  if (gate.state === 'unknown') return null;
  if (gate.state === 'away') return <Navigate to={gate.signInPath} replace />;

  let body: ReactNode;
  if (isNew) body = <ProjectEditor key="new" />;
  else if (isBadId || hasErrorCode(query.error, ERROR_CODES.NOT_FOUND)) body = <Problem text="Project not found." />;
  else if (hasErrorCode(query.error, ERROR_CODES.NOT_OWNER)) body = <Problem text={query.error.message} />;
  else if (query.isError)
    body = (
      <Problem text={`The project could not be loaded. ${query.error.message}`}>
        <button type="button" className="btn-outline mt-3 bg-white px-4 py-2 text-sm" onClick={() => void query.refetch()}>
          Try again
        </button>
      </Problem>
    );
  else if (!query.data)
    body = (
      <Skeleton label="Loading the project..." className="rounded-xl border border-slate-200 bg-white p-5">
        <Bone className="h-7 w-1/2" />
        <Bone className="mt-4 h-4 w-1/4" />
        <Bone className="mt-6 h-40 w-full" />
      </Skeleton>
    );
  else body = <ProjectEditor key={query.data.data.project_id} project={query.data.data} />;

  return (
    <div className="container-page max-w-5xl py-6 sm:py-10">
      <Link to={PATHS.builderDashboard} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> My projects
      </Link>
      <div className="mt-4">{body}</div>
    </div>
  );
}

function Problem({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">{text}</p>
      {children}
    </div>
  );
}

/**
 * The project editor (docs/product/builders.md, "Projects"): every listing field, the RERA
 * registration number (Uttar Pradesh: `UPRERAPRJ` + 4 to 8 digits) or the exemption declaration,
 * and the brokerage offered (0.5 to 10 %). "Save project" checks the body with the contract's
 * `projectInputSchema`, then creates (POST) or saves (PUT) it; every failure, the form's or the
 * server's 400, appears under its field. After the first save: photos and brochures, and "Submit
 * for review" with a confirmation. Read-only while submitted, approved or rejected; an approved
 * project has "Edit", whose save starts a new revision.
 */
export function ProjectEditor({ project }: { project?: Project }) {
  const navigate = useNavigate();
  const save = useSaveProject();
  const submit = useSubmitProject();
  const form = useForm<ProjectFormValues>({ defaultValues: projectFormValuesOf(project) });
  const [isRevising, setRevising] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const { isDirty } = form.formState;

  const status = project?.status;
  const canEdit = !project || isOneOf(project.status, PROJECT_EDITABLE_STATUSES) || (project.status === 'approved' && isRevising);
  const canUpload = project !== undefined && isOneOf(project.status, PROJECT_EDITABLE_STATUSES);
  const canSubmit = project !== undefined && isOneOf(project.status, PROJECT_SUBMITTABLE_STATUSES);

  const showError = (field: string, message: string) => {
    const name = formFieldOf(field, message, form.getValues());
    if (name) form.setError(name, { message }, { shouldFocus: true });
    else toast.error(message);
  };

  const onSave = form.handleSubmit(async (values) => {
    const body = projectBodyOf(values);
    const checked = projectInputSchema.safeParse(body);
    if (!checked.success) {
      // reversed, so the focus ends on the first field at fault
      for (const issue of checked.error.issues.slice().reverse()) showError(issue.path.join('.') || 'site_title', issue.message);
      toast.error('Please correct the fields marked in red.');
      return;
    }
    try {
      const answer = await save.mutateAsync({ projectId: project?.project_id, body });
      toast.success(answer.message);
      form.reset(projectFormValuesOf(answer.data));
      setRevising(false);
      if (!project) navigate(projectPath(answer.data.project_id), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.field) showError(error.field, error.message);
      else toast.error((error as Error).message);
    }
  });

  const onConfirmSubmit = () => {
    if (!project) return;
    setSubmitError(undefined);
    submit.mutate(project.project_id, {
      onSuccess: (answer) => {
        setConfirming(false);
        toast.success(answer.message);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field && formFieldOf(error.field, error.message, form.getValues())) {
          setConfirming(false);
          showError(error.field, error.message);
          toast.error(error.message);
        } else setSubmitError(error.message);
      },
    });
  };

  const title = project?.data.site_title || 'New project';
  return (
    <div className="flex flex-col gap-6">
      <header className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            {project ? (
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <ProjectStatusPill status={project.status} />
                <span>Revision {project.revision}</span>
                {project.site_id !== null && (
                  <Link to={PATHS.detail(project.site_id)} className="font-semibold text-brand-700 underline">
                    See the live listing
                  </Link>
                )}
              </div>
            ) : (
              <p className="mt-1 text-sm text-slate-600">
                Save the project as a draft first; then add photos and a brochure and submit it for review.
              </p>
            )}
          </div>
          {project?.status === 'approved' && !isRevising && (
            <div className="flex flex-col items-start gap-1 sm:items-end">
              <button
                type="button"
                className="btn-outline px-4 py-2 text-sm"
                aria-describedby="revision-note"
                onClick={() => setRevising(true)}
              >
                <Pencil aria-hidden="true" className="size-4" /> Edit
              </button>
              <p id="revision-note" className="max-w-xs text-xs text-slate-600 sm:text-right">
                Editing starts a new revision for review; the live listing stays as approved until it is approved.
              </p>
            </div>
          )}
        </div>
        {project?.last_comment && project.status !== 'submitted' && (
          <div className="mt-4 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-semibold">
              {project.status === 'rejected'
                ? 'Why staff rejected it'
                : project.status === 'approved'
                  ? 'Note from staff'
                  : 'What staff asked to change'}
            </p>
            <p className="mt-1 whitespace-pre-line">{project.last_comment}</p>
          </div>
        )}
        {status === 'submitted' && (
          <p className="mt-4 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
            Waiting for verification: staff are checking this project. You can edit it again if they ask for changes.
          </p>
        )}
        {status === 'rejected' && (
          <p className="mt-4 text-sm text-slate-700">Staff rejected this project, so it can no longer be edited.</p>
        )}
        {project && project.trail.length > 0 && (
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">Status history ({project.trail.length})</summary>
            <div className="mt-3">
              <ProjectTrail trail={project.trail} />
            </div>
          </details>
        )}
      </header>

      <ProjectFields form={form} isReadOnly={!canEdit} onSave={onSave} isSaving={save.isPending} isNew={!project} isRevising={isRevising} />

      {project ? (
        <ProjectMedia project={project} canUpload={canUpload} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
          Photos and brochures can be added once the project is saved.
        </p>
      )}

      {canSubmit && (
        <section aria-labelledby="submit-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="submit-heading" className="text-lg font-semibold text-slate-900">
            Submit for review
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Staff check the RERA details, photos, brochure, price and area, and the location on the map. The project cannot be edited while
            it waits.
          </p>
          {isDirty && (
            <p className="mt-2 text-sm font-medium text-amber-800" id="submit-note">
              Save your changes before submitting.
            </p>
          )}
          <button
            type="button"
            className="btn-accent mt-3 w-full sm:w-auto"
            disabled={isDirty || submit.isPending}
            aria-describedby={isDirty ? 'submit-note' : undefined}
            onClick={() => {
              setSubmitError(undefined);
              setConfirming(true);
            }}
          >
            <Send aria-hidden="true" className="size-4" /> Submit for review
          </button>
        </section>
      )}

      {isConfirming && project && (
        <ConfirmDialog
          title="Submit this project for review?"
          confirmLabel="Yes, submit"
          isPending={submit.isPending}
          error={submitError}
          onConfirm={onConfirmSubmit}
          onCancel={() => setConfirming(false)}
        >
          <p>
            “{title}” (revision {project.revision}) goes to our staff for verification. You cannot change it until they have reviewed it.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

type FieldProps = {
  form: UseFormReturn<ProjectFormValues>;
  name: keyof ProjectFormValues;
  label: string;
  hint?: ReactNode;
  className?: string;
};

function ErrorOrHint({ form, name, hint }: Pick<FieldProps, 'form' | 'name' | 'hint'>) {
  const error = form.formState.errors[name];
  if (error)
    return (
      <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
        {error.message}
      </p>
    );
  return hint ? (
    <p id={`${name}-hint`} className="mt-1 text-xs text-slate-500">
      {hint}
    </p>
  ) : null;
}

const describedBy = (form: UseFormReturn<ProjectFormValues>, name: keyof ProjectFormValues, hint?: ReactNode) =>
  form.formState.errors[name] ? `${name}-error` : hint ? `${name}-hint` : undefined;

function TextField({
  form,
  name,
  label,
  hint,
  className,
  type = 'text',
  inputMode,
  list,
  onBlur,
}: FieldProps & { type?: string; inputMode?: 'numeric' | 'decimal'; list?: string; onBlur?: () => void }) {
  const registered = form.register(name, onBlur ? { onBlur } : undefined);
  return (
    <div className={className}>
      <label htmlFor={name} className="label">
        {label}
      </label>
      <input
        id={name}
        type={type}
        inputMode={inputMode}
        autoComplete="off"
        list={list}
        className="input disabled:bg-slate-50 disabled:text-slate-800"
        aria-invalid={Boolean(form.formState.errors[name])}
        aria-describedby={describedBy(form, name, hint)}
        {...registered}
      />
      <ErrorOrHint form={form} name={name} hint={hint} />
    </div>
  );
}

function SelectField({
  form,
  name,
  label,
  hint,
  className,
  options,
  placeholder,
  onChange,
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder?: string; onChange?: () => void }) {
  return (
    <div className={className}>
      <label htmlFor={name} className="label">
        {label}
      </label>
      <select
        id={name}
        className="input disabled:bg-slate-50 disabled:text-slate-800"
        aria-invalid={Boolean(form.formState.errors[name])}
        aria-describedby={describedBy(form, name, hint)}
        {...form.register(name, onChange ? { onChange } : undefined)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorOrHint form={form} name={name} hint={hint} />
    </div>
  );
}

function TextArea({ form, name, label, hint, rows }: FieldProps & { rows: number }) {
  return (
    <div>
      <label htmlFor={name} className="label">
        {label}
      </label>
      <textarea
        id={name}
        rows={rows}
        className="input disabled:bg-slate-50 disabled:text-slate-800"
        aria-invalid={Boolean(form.formState.errors[name])}
        aria-describedby={describedBy(form, name, hint)}
        {...form.register(name)}
      />
      <ErrorOrHint form={form} name={name} hint={hint} />
    </div>
  );
}

/** The states and cities to choose from: those of `GET /api/places`, plus the values already entered so they stay choosable. */
function placeChoices(states: readonly PlaceState[] | undefined, state: string, city: string) {
  const stateNames = (states ?? []).map((s) => s.state);
  if (state && !stateNames.includes(state)) stateNames.unshift(state);
  const place = states?.find((s) => s.state === state);
  const cities = place?.cities ?? [];
  const cityNames = cities.map((c) => c.city);
  if (city && !cityNames.includes(city)) cityNames.unshift(city);
  const localities = cities.find((c) => c.city === city)?.localities ?? [];
  return { stateNames, cityNames, localities };
}

function ProjectFields({
  form,
  isReadOnly,
  onSave,
  isSaving,
  isNew,
  isRevising,
}: {
  form: UseFormReturn<ProjectFormValues>;
  isReadOnly: boolean;
  onSave: () => void;
  isSaving: boolean;
  isNew: boolean;
  isRevising: boolean;
}) {
  const places = usePlacesQuery();
  const localityListId = useId();
  const [state, city, possession, isExempt, isDirty] = [
    form.watch('site_state'),
    form.watch('site_city'),
    form.watch('possession'),
    form.watch('rera_exempt'),
    form.formState.isDirty,
  ];
  const { stateNames, cityNames, localities } = placeChoices(places.data?.data, state, city);
  const isUp = isUttarPradesh(state);
  const authority = reraAuthorityWebsite(state);

  const checkReraNow = () => {
    const values = form.getValues();
    const problem = checkRera({ state: values.site_state, rera_number: values.rera_number, rera_exempt: false, rera_exemption: null });
    if (problem && values.rera_number.trim() !== '') form.setError('rera_number', { message: problem.message });
    else form.clearErrors('rera_number');
  };

  const reraHint = isUp ? (
    <>
      Uttar Pradesh: UPRERAPRJ followed by 4 to 8 digits, e.g. UPRERAPRJ12345. Required unless the project is exempt.
      {authority && (
        <>
          {' '}
          Find it on{' '}
          <a href={authority} target="_blank" rel="noreferrer" className="underline">
            the UP RERA website<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </>
      )}
    </>
  ) : (
    'Outside Uttar Pradesh: optional; up to 30 characters of A–Z, 0–9, / and -.'
  );

  const section = 'grid gap-4 md:grid-cols-2';
  const legend = 'mb-2 text-lg font-semibold text-slate-900';
  return (
    <form onSubmit={onSave} noValidate aria-label="Project details" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <fieldset disabled={isReadOnly} className="flex min-w-0 flex-col gap-8">
        {isReadOnly && <p className="text-sm text-slate-600">You are viewing this project; it cannot be changed now.</p>}
        <fieldset className={section}>
          <legend className={legend}>Project</legend>
          <TextField form={form} name="site_title" label="Project title" className="md:col-span-2" />
          <SelectField
            form={form}
            name="site_category"
            label="Category"
            options={SITE_CATEGORIES.map((c) => ({ value: c, label: c }))}
            placeholder="Choose a category"
          />
          <TextField
            form={form}
            name="bhk_text"
            label="BHK"
            hint="Bedroom counts separated by commas, e.g. 2, 3 (0 for a 1 RK); empty for plots."
          />
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>Location</legend>
          <SelectField
            form={form}
            name="site_state"
            label="State"
            options={stateNames.map((s) => ({ value: s, label: s }))}
            onChange={() => {
              const next = form.getValues();
              const inState = places.data?.data.find((s) => s.state === next.site_state)?.cities.some((c) => c.city === next.site_city);
              if (!inState) form.setValue('site_city', '', { shouldDirty: true });
              if (next.rera_number) checkReraNow();
            }}
          />
          {places.isError && cityNames.length === 0 ? (
            <TextField form={form} name="site_city" label="City" hint="The list of cities could not be loaded; type the city." />
          ) : (
            <SelectField
              form={form}
              name="site_city"
              label="City"
              options={cityNames.map((c) => ({ value: c, label: c }))}
              placeholder={places.isPending ? 'Loading cities...' : 'Choose a city'}
            />
          )}
          <TextField form={form} name="site_landmark" label="Locality / landmark" list={localityListId} />
          <datalist id={localityListId}>
            {localities.map((l) => (
              <option key={l} value={l} />
            ))}
          </datalist>
          <TextField form={form} name="site_famous_place" label="Famous place nearby" />
          <TextField
            form={form}
            name="site_lat"
            label="Latitude"
            inputMode="decimal"
            hint="Degrees, e.g. 26.8467. Staff check the location on the map."
          />
          <TextField form={form} name="site_lon" label="Longitude" inputMode="decimal" hint="Degrees, e.g. 80.9462." />
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>Price and area</legend>
          <TextField form={form} name="site_min_price" label="Price from" inputMode="numeric" hint="Rupees, e.g. 4500000 for 45 lakh." />
          <TextField
            form={form}
            name="site_max_price"
            label="Price up to"
            inputMode="numeric"
            hint="Rupees; leave empty for a single price."
          />
          <TextField
            form={form}
            name="site_price"
            label="Price for sorting"
            inputMode="numeric"
            hint="Rupees; used for sorting and filters."
          />
          <TextField
            form={form}
            name="site_area"
            label="Area / price text"
            hint="Shown beside ₹ on cards, e.g. '1,150 sq ft carpet area'."
          />
          <TextField form={form} name="carpet_area_sqft_min" label="Carpet area from (sq ft)" inputMode="decimal" />
          <TextField
            form={form}
            name="carpet_area_sqft_max"
            label="Carpet area up to (sq ft)"
            inputMode="decimal"
            hint='Same as "from" for a single size.'
          />
          <TextField form={form} name="built_up_area_sqft" label="Built-up area (sq ft)" inputMode="decimal" />
          <TextField form={form} name="super_built_up_area_sqft" label="Super built-up area (sq ft)" inputMode="decimal" />
          <TextField form={form} name="plot_area" label="Plot area" inputMode="decimal" hint="In the unit chosen beside it." />
          <SelectField
            form={form}
            name="plot_area_unit"
            label="Plot area unit"
            options={AREA_UNITS.map((u) => ({ value: u, label: AREA_UNIT_LABELS[u] }))}
            placeholder="No plot"
          />
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>Possession and details</legend>
          <SelectField
            form={form}
            name="possession"
            label="Possession"
            options={optionsOf(POSSESSIONS, LISTING_FIELD_LABELS.possession)}
            placeholder="Not given"
          />
          {possession === 'under_construction' ? (
            <TextField form={form} name="possession_date" label="Possession expected (month)" type="month" />
          ) : (
            <div className="hidden md:block" />
          )}
          <SelectField
            form={form}
            name="furnishing"
            label="Furnishing"
            options={optionsOf(FURNISHINGS, LISTING_FIELD_LABELS.furnishing)}
            placeholder="Not given"
          />
          <SelectField
            form={form}
            name="facing"
            label="Facing"
            options={optionsOf(FACINGS, LISTING_FIELD_LABELS.facing)}
            placeholder="Not given"
          />
          <SelectField
            form={form}
            name="transaction"
            label="Transaction"
            options={optionsOf(TRANSACTIONS, LISTING_FIELD_LABELS.transaction)}
            placeholder="Not given"
          />
          <SelectField
            form={form}
            name="ownership"
            label="Ownership"
            options={optionsOf(OWNERSHIPS, LISTING_FIELD_LABELS.ownership)}
            placeholder="Not given"
          />
          <TextField form={form} name="approved_by_text" label="Approved by" hint="Separated by commas, e.g. LDA, UP-RERA." />
          <TextField form={form} name="loan_banks_text" label="Loans from" hint="Banks separated by commas, e.g. SBI, HDFC Bank." />
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className={legend}>Description</legend>
          <TextArea form={form} name="site_description" label="Description" rows={6} />
          <TextArea form={form} name="amenities_text" label="Amenities" rows={5} hint="One per line, e.g. Swimming pool." />
          <TextField form={form} name="site_youtube_link" label="Video link" type="url" hint="A YouTube link, e.g. https://youtu.be/…" />
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>RERA and brokerage</legend>
          <div className="flex items-start gap-2 md:col-span-2">
            <input
              id="rera_exempt"
              type="checkbox"
              className="mt-1 size-4 accent-brand-600"
              {...form.register('rera_exempt', { onChange: () => form.clearErrors(['rera_number', 'land_area_sqm', 'units']) })}
            />
            <label htmlFor="rera_exempt" className="text-sm text-slate-800">
              <span className="font-medium">This project is exempt from RERA registration</span>
              <span className="block text-xs text-slate-500">
                RERA Sec. 3: land up to {RERA_EXEMPTION_LIMITS.land_area_sqm} m² and no more than {RERA_EXEMPTION_LIMITS.units} units.
              </span>
            </label>
          </div>
          {isExempt ? (
            <>
              <TextField
                form={form}
                name="land_area_sqm"
                label="Land area (m²)"
                inputMode="decimal"
                hint={`Square metres, at most ${RERA_EXEMPTION_LIMITS.land_area_sqm}.`}
              />
              <TextField
                form={form}
                name="units"
                label="Number of units"
                inputMode="numeric"
                hint={`At most ${RERA_EXEMPTION_LIMITS.units}.`}
              />
            </>
          ) : (
            <TextField
              form={form}
              name="rera_number"
              label="RERA registration number"
              hint={reraHint}
              onBlur={checkReraNow}
              className="md:col-span-2"
            />
          )}
          <TextField
            form={form}
            name="brokerage_percent_offered"
            label="Brokerage offered (%)"
            inputMode="decimal"
            hint="What you pay us on a booking, as a percent of the agreement value: 0.5 to 10, e.g. 2 or 1.75."
          />
        </fieldset>
      </fieldset>

      {!isReadOnly && (
        <div className="mt-8 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSaving}>
            {isSaving ? 'Saving...' : 'Save project'}
          </button>
          <span className="text-sm text-slate-600" aria-live="polite">
            {isRevising
              ? 'Saving starts a new revision for review.'
              : isDirty
                ? 'Unsaved changes'
                : isNew
                  ? 'The project is saved as a draft.'
                  : ''}
          </span>
        </div>
      )}
    </form>
  );
}

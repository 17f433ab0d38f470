import {
  PROJECT_EDITABLE_STATUSES,
  PROJECT_SUBMITTABLE_STATUSES,
  type Project,
  projectInputSchema,
} from '@realty/contracts/builders/project';
import { checkRera, isUttarPradesh, RERA_EXEMPTION_LIMITS, reraAuthorityWebsite } from '@realty/contracts/builders/rera';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { PlaceState } from '@realty/contracts/places/places';
import { AREA_UNITS, FACINGS, FURNISHINGS, OWNERSHIPS, POSSESSIONS, TRANSACTIONS } from '@realty/contracts/sites/listing-fields';
import { SITE_CATEGORIES } from '@realty/contracts/sites/site';
import { ArrowLeft, Pencil, Send } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/modal-dialog.tsx';
import { Bone, Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextWithLink } from '../../../components/ui/text-with-link.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError, hasErrorCode } from '../../../lib/api-client.ts';
import { usePlacesQuery, useProjectQuery, useSaveProject, useSubmitProject } from '../api/builder-projects-api.ts';
import { formFieldOf, type ProjectFormValues, projectBodyOf, projectFormValuesOf } from '../utils/project-form.ts';
import { projectPath } from './builder-dashboard.tsx';
import { ProjectMedia } from './project-media.tsx';
import { ProjectStatusPill } from './project-status-pill.tsx';
import { ProjectTrail } from './project-trail.tsx';
import { useBuilderGate, useSignOutOnSessionLoss } from './use-builder-gate.ts';
import { type BuilderLabelGroup, useBuilderWords } from './use-builder-words.ts';

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
  const { t, message } = useBuilderWords();
  useSignOutOnSessionLoss(query.error);

  if (gate.state === 'unknown') return null;
  if (gate.state === 'away') return <Navigate to={gate.signInPath} replace />;

  let body: ReactNode;
  if (isNew) body = <ProjectEditor key="new" />;
  else if (isBadId || hasErrorCode(query.error, ERROR_CODES.NOT_FOUND)) body = <Problem text={t('editor.notFound')} />;
  else if (hasErrorCode(query.error, ERROR_CODES.NOT_OWNER)) body = <Problem text={message(query.error.message)} />;
  else if (query.isError)
    body = (
      <Problem text={`${t('editor.loadError')} ${message(query.error.message)}`}>
        <button type="button" className="btn-outline mt-3 bg-white px-4 py-2 text-sm" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </button>
      </Problem>
    );
  else if (!query.data)
    body = (
      <Skeleton label={t('editor.loading')} className="rounded-xl border border-slate-200 bg-white p-5">
        <Bone className="h-7 w-1/2" />
        <Bone className="mt-4 h-4 w-1/4" />
        <Bone className="mt-6 h-40 w-full" />
      </Skeleton>
    );
  else body = <ProjectEditor key={query.data.data.project_id} project={query.data.data} />;

  return (
    <div className="container-page max-w-5xl py-6 sm:py-10">
      <Link to={PATHS.builderDashboard} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('common.myProjects')}
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
  const { t, message } = useBuilderWords();
  const { isDirty } = form.formState;

  const status = project?.status;
  const canEdit = !project || isOneOf(project.status, PROJECT_EDITABLE_STATUSES) || (project.status === 'approved' && isRevising);
  const canUpload = project !== undefined && isOneOf(project.status, PROJECT_EDITABLE_STATUSES);
  const canSubmit = project !== undefined && isOneOf(project.status, PROJECT_SUBMITTABLE_STATUSES);

  /** Shows a fault (in English, as the contracts and the API word it) under the field it names, in the page's language. */
  const showError = (field: string, english: string) => {
    const name = formFieldOf(field, english, form.getValues());
    if (name) form.setError(name, { message: message(english) }, { shouldFocus: true });
    else toast.error(message(english));
  };

  const onSave = form.handleSubmit(async (values) => {
    const body = projectBodyOf(values);
    const checked = projectInputSchema.safeParse(body);
    if (!checked.success) {
      // reversed, so the focus ends on the first field at fault
      for (const issue of checked.error.issues.slice().reverse()) showError(issue.path.join('.') || 'site_title', issue.message);
      toast.error(t('editor.correctFields'));
      return;
    }
    try {
      const answer = await save.mutateAsync({ projectId: project?.project_id, body });
      toast.success(message(answer.message));
      form.reset(projectFormValuesOf(answer.data));
      setRevising(false);
      if (!project) navigate(projectPath(answer.data.project_id), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.field) showError(error.field, error.message);
      else toast.error(message((error as Error).message));
    }
  });

  const onConfirmSubmit = () => {
    if (!project) return;
    setSubmitError(undefined);
    submit.mutate(project.project_id, {
      onSuccess: (answer) => {
        setConfirming(false);
        toast.success(message(answer.message));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field && formFieldOf(error.field, error.message, form.getValues())) {
          setConfirming(false);
          showError(error.field, error.message);
          toast.error(message(error.message));
        } else setSubmitError(message(error.message));
      },
    });
  };

  const title = project?.data.site_title || t('common.newProject');
  return (
    <div className="flex flex-col gap-6">
      <header className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            {project ? (
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <ProjectStatusPill status={project.status} />
                <span>{t('common.revision', { revision: project.revision })}</span>
                {project.site_id !== null && (
                  <Link to={PATHS.detail(project.site_id)} className="font-semibold text-brand-700 underline">
                    {t('common.seeLiveListing')}
                  </Link>
                )}
              </div>
            ) : (
              <p className="mt-1 text-sm text-slate-600">{t('editor.saveFirst')}</p>
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
                <Pencil aria-hidden="true" className="size-4" /> {t('common.edit')}
              </button>
              <p id="revision-note" className="max-w-xs text-xs text-slate-600 sm:text-right">
                {t('editor.revisionNote')}
              </p>
            </div>
          )}
        </div>
        {project?.last_comment && project.status !== 'submitted' && (
          <div className="mt-4 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-semibold">
              {project.status === 'rejected'
                ? t('comment.rejected')
                : project.status === 'approved'
                  ? t('comment.note')
                  : t('comment.changes')}
            </p>
            <p className="mt-1 whitespace-pre-line">{project.last_comment}</p>
          </div>
        )}
        {status === 'submitted' && <p className="mt-4 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">{t('editor.waiting')}</p>}
        {status === 'rejected' && <p className="mt-4 text-sm text-slate-700">{t('editor.rejected')}</p>}
        {project && project.trail.length > 0 && (
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">
              {t('common.statusHistory', { count: project.trail.length })}
            </summary>
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
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{t('editor.mediaAfterSave')}</p>
      )}

      {canSubmit && (
        <section aria-labelledby="submit-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="submit-heading" className="text-lg font-semibold text-slate-900">
            {t('editor.submitTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('editor.submitIntro')}</p>
          {isDirty && (
            <p className="mt-2 text-sm font-medium text-amber-800" id="submit-note">
              {t('editor.saveBeforeSubmit')}
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
            <Send aria-hidden="true" className="size-4" /> {t('editor.submitTitle')}
          </button>
        </section>
      )}

      {isConfirming && project && (
        <ConfirmDialog
          title={t('editor.confirmTitle')}
          confirmLabel={t('editor.confirmYes')}
          cancelLabel={t('editor.confirmBack')}
          isPending={submit.isPending}
          error={submitError}
          onConfirm={onConfirmSubmit}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('editor.confirmBody', { title, revision: project.revision })}</p>
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
  const { t, label, message } = useBuilderWords();
  const optionsOf = (group: BuilderLabelGroup, values: readonly string[]) => values.map((value) => ({ value, label: label(group, value) }));
  const isUp = isUttarPradesh(state);
  const authority = reraAuthorityWebsite(state);

  const checkReraNow = () => {
    const values = form.getValues();
    const problem = checkRera({ state: values.site_state, rera_number: values.rera_number, rera_exempt: false, rera_exemption: null });
    if (problem && values.rera_number.trim() !== '') form.setError('rera_number', { message: message(problem.message) });
    else form.clearErrors('rera_number');
  };

  const reraHint = isUp ? (
    <>
      {t('form.reraUp')}
      {authority && (
        <>
          {' '}
          <TextWithLink
            text={t('form.reraFind')}
            link={(words) => (
              <a href={authority} target="_blank" rel="noreferrer" className="underline">
                {words}
                <span className="sr-only"> {t('common.newTab')}</span>
              </a>
            )}
          />
        </>
      )}
    </>
  ) : (
    t('form.reraOther')
  );

  const section = 'grid gap-4 md:grid-cols-2';
  const legend = 'mb-2 text-lg font-semibold text-slate-900';
  return (
    <form onSubmit={onSave} noValidate aria-label={t('form.label')} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <fieldset disabled={isReadOnly} className="flex min-w-0 flex-col gap-8">
        {isReadOnly && <p className="text-sm text-slate-600">{t('form.readOnly')}</p>}
        <fieldset className={section}>
          <legend className={legend}>{t('form.project')}</legend>
          <TextField form={form} name="site_title" label={t('form.title')} className="md:col-span-2" />
          <SelectField
            form={form}
            name="site_category"
            label={t('form.category')}
            options={optionsOf('category', SITE_CATEGORIES)}
            placeholder={t('form.chooseCategory')}
          />
          <TextField form={form} name="bhk_text" label={t('form.bhk')} hint={t('form.bhkHint')} />
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{t('form.location')}</legend>
          <SelectField
            form={form}
            name="site_state"
            label={t('form.state')}
            options={stateNames.map((s) => ({ value: s, label: s }))}
            onChange={() => {
              const next = form.getValues();
              const inState = places.data?.data.find((s) => s.state === next.site_state)?.cities.some((c) => c.city === next.site_city);
              if (!inState) form.setValue('site_city', '', { shouldDirty: true });
              if (next.rera_number) checkReraNow();
            }}
          />
          {places.isError && cityNames.length === 0 ? (
            <TextField form={form} name="site_city" label={t('form.city')} hint={t('form.cityTyped')} />
          ) : (
            <SelectField
              form={form}
              name="site_city"
              label={t('form.city')}
              options={cityNames.map((c) => ({ value: c, label: c }))}
              placeholder={places.isPending ? t('form.loadingCities') : t('form.chooseCity')}
            />
          )}
          <TextField form={form} name="site_landmark" label={t('form.landmark')} list={localityListId} />
          <datalist id={localityListId}>
            {localities.map((l) => (
              <option key={l} value={l} />
            ))}
          </datalist>
          <TextField form={form} name="site_famous_place" label={t('form.famousPlace')} />
          <TextField form={form} name="site_lat" label={t('form.latitude')} inputMode="decimal" hint={t('form.latitudeHint')} />
          <TextField form={form} name="site_lon" label={t('form.longitude')} inputMode="decimal" hint={t('form.longitudeHint')} />
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{t('form.priceArea')}</legend>
          <TextField form={form} name="site_min_price" label={t('form.priceFrom')} hint={t('form.priceFromHint')} />
          <TextField form={form} name="site_max_price" label={t('form.priceTo')} hint={t('form.priceToHint')} />
          <TextField form={form} name="site_price" label={t('form.priceSort')} hint={t('form.priceSortHint')} />
          <TextField form={form} name="site_area" label={t('form.areaText')} hint={t('form.areaTextHint')} />
          <TextField form={form} name="carpet_area_sqft_min" label={t('form.carpetFrom')} inputMode="decimal" />
          <TextField form={form} name="carpet_area_sqft_max" label={t('form.carpetTo')} inputMode="decimal" hint={t('form.carpetToHint')} />
          <TextField form={form} name="built_up_area_sqft" label={t('form.builtUp')} inputMode="decimal" />
          <TextField form={form} name="super_built_up_area_sqft" label={t('form.superBuiltUp')} inputMode="decimal" />
          <TextField form={form} name="plot_area" label={t('form.plotArea')} inputMode="decimal" hint={t('form.plotAreaHint')} />
          <SelectField
            form={form}
            name="plot_area_unit"
            label={t('form.plotUnit')}
            options={optionsOf('areaUnit', AREA_UNITS)}
            placeholder={t('form.noPlot')}
          />
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{t('form.details')}</legend>
          <SelectField
            form={form}
            name="possession"
            label={t('form.possession')}
            options={optionsOf('possession', POSSESSIONS)}
            placeholder={t('form.notGiven')}
          />
          {possession === 'under_construction' ? (
            <TextField form={form} name="possession_date" label={t('form.possessionDate')} type="month" />
          ) : (
            <div className="hidden md:block" />
          )}
          <SelectField
            form={form}
            name="furnishing"
            label={t('form.furnishing')}
            options={optionsOf('furnishing', FURNISHINGS)}
            placeholder={t('form.notGiven')}
          />
          <SelectField
            form={form}
            name="facing"
            label={t('form.facing')}
            options={optionsOf('facing', FACINGS)}
            placeholder={t('form.notGiven')}
          />
          <SelectField
            form={form}
            name="transaction"
            label={t('form.transaction')}
            options={optionsOf('transaction', TRANSACTIONS)}
            placeholder={t('form.notGiven')}
          />
          <SelectField
            form={form}
            name="ownership"
            label={t('form.ownership')}
            options={optionsOf('ownership', OWNERSHIPS)}
            placeholder={t('form.notGiven')}
          />
          <TextField form={form} name="approved_by_text" label={t('form.approvedBy')} hint={t('form.approvedByHint')} />
          <TextField form={form} name="loan_banks_text" label={t('form.loans')} hint={t('form.loansHint')} />
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className={legend}>{t('form.description')}</legend>
          <TextArea form={form} name="site_description" label={t('form.description')} rows={6} />
          <TextArea form={form} name="amenities_text" label={t('form.amenities')} rows={5} hint={t('form.amenitiesHint')} />
          <TextField form={form} name="site_youtube_link" label={t('form.video')} type="url" hint={t('form.videoHint')} />
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{t('form.reraBrokerage')}</legend>
          <div className="flex items-start gap-2 md:col-span-2">
            <input
              id="rera_exempt"
              type="checkbox"
              className="mt-1 size-4 accent-brand-600"
              {...form.register('rera_exempt', { onChange: () => form.clearErrors(['rera_number', 'land_area_sqm', 'units']) })}
            />
            <label htmlFor="rera_exempt" className="text-sm text-slate-800">
              <span className="font-medium">{t('form.exempt')}</span>
              <span className="block text-xs text-slate-500">
                {t('form.exemptRule', { land: RERA_EXEMPTION_LIMITS.land_area_sqm, units: RERA_EXEMPTION_LIMITS.units })}
              </span>
            </label>
          </div>
          {isExempt ? (
            <>
              <TextField
                form={form}
                name="land_area_sqm"
                label={t('form.landArea')}
                inputMode="decimal"
                hint={t('form.landAreaHint', { max: RERA_EXEMPTION_LIMITS.land_area_sqm })}
              />
              <TextField
                form={form}
                name="units"
                label={t('form.units')}
                inputMode="numeric"
                hint={t('form.unitsHint', { max: RERA_EXEMPTION_LIMITS.units })}
              />
            </>
          ) : (
            <TextField
              form={form}
              name="rera_number"
              label={t('form.rera')}
              hint={reraHint}
              onBlur={checkReraNow}
              className="md:col-span-2"
            />
          )}
          <TextField
            form={form}
            name="brokerage_percent_offered"
            label={t('form.brokerage')}
            inputMode="decimal"
            hint={t('form.brokerageHint')}
          />
        </fieldset>
      </fieldset>

      {!isReadOnly && (
        <div className="mt-8 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSaving}>
            {isSaving ? t('common.saving') : t('form.save')}
          </button>
          <span className="text-sm text-slate-600" aria-live="polite">
            {isRevising ? t('form.savingRevision') : isDirty ? t('form.unsaved') : isNew ? t('form.savedAsDraft') : ''}
          </span>
        </div>
      )}
    </form>
  );
}

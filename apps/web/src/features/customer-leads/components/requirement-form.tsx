import type { LeadResponse } from '@realty/contracts/pipeline/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { FormPrivacyNotice } from '../../../components/privacy-notice/form-privacy-notice.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { useSession, withReturnTo } from '../../../lib/session.ts';
import { invalidatePipeline, type RequirementRequest, submitRequirement, usePlacesQuery } from '../api/customer-leads-api.ts';
import { budgetHint } from '../utils/budget.ts';
import {
  BHK_OPTIONS,
  CATEGORY_OPTIONS,
  checkRequirement,
  cityNames,
  EMPTY_REQUIREMENT,
  REQUIREMENT_FORM_MESSAGES as FM,
  isRequirementField,
  NOTE_MAX,
  REQUIREMENT_FIELDS,
  type RequirementField,
  type RequirementValues,
} from '../utils/requirement.ts';
import { forgetRequirementDraft, keepRequirementDraft, readRequirementDraft } from '../utils/requirement-draft.ts';
import { useLeadWords } from './use-lead-words.ts';

/** Props of {@link RequirementForm}. */
export type RequirementFormProps = {
  /** Heading level of "Tell us what you need": 2 on /propertyseekers, 3 inside a dashboard panel. */
  headingLevel?: 2 | 3;
  /** Id of the form's wrapper, the `#fragment` a guest comes back to after signing in. */
  anchorId?: string;
  /** Called after the server saved the requirement, with its answer. */
  onSaved?: (answer: LeadResponse) => void;
  /** Show a link to the dashboard with the success message (on pages other than the dashboard). */
  linkToDashboard?: boolean;
  /** Called when the visitor asks to close the form (shows a "Close" button when given). */
  onClose?: () => void;
  /** A short line above the heading, e.g. 'Step 1 · Submit' (in the page's language). */
  eyebrow?: string;
  /** Move the focus to the first box when the form appears (when it was opened by a button). */
  focusOnMount?: boolean;
};

type Visitor = 'unknown' | 'guest' | 'customer' | 'other';

/** The visitor as the requirement rule sees them: only a signed-in customer may send one. */
function useVisitorKind(): { kind: Visitor; userId?: number } {
  const { user, isKnown } = useSession();
  if (!isKnown) return { kind: 'unknown' };
  if (!user) return { kind: 'guest' };
  const isCustomer =
    typeof user.user_id === 'number' && user.ass_id === undefined && !['associate', 'staff', 'builder'].includes(String(user.role));
  return isCustomer ? { kind: 'customer', userId: user.user_id as number } : { kind: 'other' };
}

const fieldBox = 'min-w-0';
const errorText = 'mt-1 text-sm text-red-700';

/**
 * "Tell us what you need" (docs/product/pipeline.md, "Leads"): city (suggested from
 * `GET /api/places`, aliases accepted), category, budget from and up to (typed as on the
 * catalogue: "45" is ₹45 lakh, with the amount understood shown as "₹45 L"), BHK (optional,
 * 1 RK to 5+) and a note of at most 500 characters with a counter. The contract's rules are
 * checked before sending (e.g. 'Minimum budget must not be more than the maximum' at the lowest
 * budget); 'Submit requirement' sends `POST /api/user/requirements` with budgets in whole rupees,
 * shows the server's message (a toast and the form's status line), clears the form and refreshes
 * the dashboard's searches and visits. A 400 answer shows at the field it names.
 *
 * A guest may fill the form; on submitting it is told 'Please login to submit your requirement.'
 * with links to register or sign in that come back here, and what they typed is kept for 30
 * minutes and filled in again on their return.
 *
 * Texts, amounts and messages (the form's checks, the contract's and the server's) are in the
 * page's language (docs/product/seo.md, "Hindi"); the links to sign in come back to this page in it.
 */
export function RequirementForm({
  headingLevel = 2,
  anchorId = 'requirement-form',
  onSaved,
  linkToDashboard = false,
  onClose,
  eyebrow,
  focusOnMount = false,
}: RequirementFormProps) {
  const words = useLeadWords();
  const { t, message: msg } = words;
  const id = useId();
  const location = useLocation();
  const queryClient = useQueryClient();
  const visitor = useVisitorKind();
  const places = usePlacesQuery();
  const [values, setValues] = useState<RequirementValues>(EMPTY_REQUIREMENT);
  const [errors, setErrors] = useState<Partial<Record<RequirementField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [askSignIn, setAskSignIn] = useState(false);
  const [isRestored, setRestored] = useState(false);
  const mutation = useMutation({ mutationFn: (body: RequirementRequest) => submitRequirement(body) });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves once, when the form appears
  useEffect(() => {
    if (focusOnMount) document.getElementById(`${id}-city`)?.focus();
  }, []);

  useEffect(() => {
    const draft = readRequirementDraft();
    if (draft) {
      setValues(draft);
      setRestored(true);
    }
  }, []);

  const ids = Object.fromEntries(REQUIREMENT_FIELDS.map((f) => [f, `${id}-${f}`])) as Record<RequirementField, string>;
  const errorId = (field: RequirementField) => `${ids[field]}-error`;
  const describe = (field: RequirementField, ...more: string[]) =>
    [...more, errors[field] ? errorId(field) : ''].filter(Boolean).join(' ') || undefined;

  const set = (field: RequirementField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setSaved(null);
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const focusFirst = (fields: Partial<Record<RequirementField, string>>) => {
    const first = REQUIREMENT_FIELDS.find((f) => fields[f]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending || visitor.kind === 'unknown') return;
    setFormError(null);
    setSaved(null);
    const check = checkRequirement(values, places.data);
    if (check.errors) {
      setErrors(check.errors);
      focusFirst(check.errors);
      return;
    }
    setErrors({});
    if (visitor.kind === 'guest') {
      keepRequirementDraft(values);
      setAskSignIn(true);
      toast.error(msg(FM.guest));
      return;
    }
    if (visitor.kind !== 'customer') {
      setFormError(FM.notCustomer);
      return;
    }
    try {
      const answer = await mutation.mutateAsync(check.body);
      forgetRequirementDraft();
      setValues(EMPTY_REQUIREMENT);
      setRestored(false);
      setSaved(answer.message);
      toast.success(msg(answer.message));
      if (visitor.userId !== undefined) await invalidatePipeline(queryClient, visitor.userId);
      onSaved?.(answer);
    } catch (error) {
      const message = error instanceof ApiError && (error.isServerMessage || error.code === NETWORK_ERROR) ? error.message : FM.failed;
      toast.error(msg(message));
      if (error instanceof ApiError && isRequirementField(error.field)) {
        const fieldErrors = { [error.field]: message };
        setErrors(fieldErrors);
        focusFirst(fieldErrors);
      } else {
        setFormError(message);
      }
    }
  }

  const returnPath = `${location.pathname}${location.search}#${anchorId}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${id}-title`;
  const suggestions = cityNames(places.data);
  const noteLength = values.note.length;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="min-w-0">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
          <Heading
            id={headingId}
            className={headingLevel === 2 ? 'text-2xl font-bold text-slate-900' : 'text-base font-semibold text-slate-900'}
          >
            {t('form.title')}
          </Heading>
          <p className="mt-1 text-sm text-slate-600">{t('form.intro')}</p>
        </div>
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            className="shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            {t('form.close')}
          </button>
        ) : null}
      </div>

      {isRestored ? (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {t('form.restored')}
        </p>
      ) : null}

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div className={fieldBox}>
          <label htmlFor={ids.city} className="label">
            {t('form.city')}
          </label>
          <input
            id={ids.city}
            name="city"
            type="text"
            className="input"
            list={`${id}-cities`}
            autoComplete="off"
            placeholder={t('form.cityPlaceholder')}
            maxLength={80}
            required
            value={values.city}
            onChange={set('city')}
            aria-invalid={errors.city ? true : undefined}
            aria-describedby={describe('city')}
          />
          <datalist id={`${id}-cities`}>
            {suggestions.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
          {errors.city ? (
            <p id={errorId('city')} className={errorText}>
              {msg(errors.city)}
            </p>
          ) : null}
        </div>

        <div className={fieldBox}>
          <label htmlFor={ids.category} className="label">
            {t('form.category')}
          </label>
          <select
            id={ids.category}
            name="category"
            className="input h-[2.625rem]"
            required
            value={values.category}
            onChange={set('category')}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describe('category')}
          >
            <option value="">{t('form.chooseCategory')}</option>
            {CATEGORY_OPTIONS.map((category) => (
              <option key={category} value={category}>
                {words.category(category)}
              </option>
            ))}
          </select>
          {errors.category ? (
            <p id={errorId('category')} className={errorText}>
              {msg(errors.category)}
            </p>
          ) : null}
        </div>

        {(['budget_min', 'budget_max'] as const).map((field) => (
          <div key={field} className={fieldBox}>
            <label htmlFor={ids[field]} className="label">
              {field === 'budget_min' ? t('form.budgetFrom') : t('form.budgetTo')}
            </label>
            <input
              id={ids[field]}
              name={field}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className="input"
              placeholder={field === 'budget_min' ? t('form.budgetFromPlaceholder') : t('form.budgetToPlaceholder')}
              maxLength={30}
              required
              value={values[field]}
              onChange={set(field)}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describe(field, `${ids[field]}-hint`)}
            />
            <output
              id={`${ids[field]}-hint`}
              htmlFor={ids[field]}
              aria-live="polite"
              className={`mt-1 block text-xs font-semibold text-brand-700 ${errors[field] ? '' : 'min-h-5'}`}
            >
              {msg(budgetHint(values[field], words.language))}
            </output>
            {errors[field] ? (
              <p id={errorId(field)} className="text-sm text-red-700">
                {msg(errors[field])}
              </p>
            ) : null}
          </div>
        ))}

        <div className={fieldBox}>
          <label htmlFor={ids.bhk} className="label">
            {t('form.bhk')} <span className="font-normal text-slate-500">{t('form.optional')}</span>
          </label>
          <select
            id={ids.bhk}
            name="bhk"
            className="input h-[2.625rem]"
            value={values.bhk}
            onChange={set('bhk')}
            aria-invalid={errors.bhk ? true : undefined}
            aria-describedby={describe('bhk')}
          >
            {BHK_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value === '' ? t('form.bhkAny') : option.label}
              </option>
            ))}
          </select>
          {errors.bhk ? (
            <p id={errorId('bhk')} className={errorText}>
              {msg(errors.bhk)}
            </p>
          ) : null}
        </div>

        <div className={`${fieldBox} sm:col-span-2`}>
          <label htmlFor={ids.note} className="label">
            {t('form.note')} <span className="font-normal text-slate-500">{t('form.optional')}</span>
          </label>
          <textarea
            id={ids.note}
            name="note"
            className="input min-h-24"
            rows={3}
            maxLength={NOTE_MAX}
            placeholder={t('form.notePlaceholder')}
            value={values.note}
            onChange={set('note')}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describe('note', `${ids.note}-count`)}
          />
          <p
            id={`${ids.note}-count`}
            className={`mt-1 text-right text-xs ${noteLength >= NOTE_MAX ? 'font-semibold text-red-700' : 'text-slate-500'}`}
          >
            {t('form.noteCount', { length: noteLength, max: NOTE_MAX })}
          </p>
          {errors.note ? (
            <p id={errorId('note')} className="text-sm text-red-700">
              {msg(errors.note)}
            </p>
          ) : null}
        </div>
      </div>

      {askSignIn && visitor.kind === 'guest' ? (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">{msg(FM.guest)}</p>
          <p className="mt-1">{t('form.kept')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to={withReturnTo(PATHS.registerUser, returnPath)} className="btn-primary px-4 py-2 text-sm">
              {t('form.register')}
            </Link>
            <Link to={withReturnTo(PATHS.signInUser, returnPath)} className="btn-outline px-4 py-2 text-sm">
              {t('form.signIn')}
            </Link>
          </div>
        </div>
      ) : null}

      {formError ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {msg(formError)}
        </p>
      ) : null}

      <FormPrivacyNotice form="requirement" className="mt-5" />
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending ? t('form.submitting') : t('form.submit')}
        </button>
        {visitor.kind === 'guest' && !askSignIn ? (
          <p className="text-sm text-slate-600">
            <Trans
              t={t as never}
              i18nKey="form.askFirst"
              components={{
                signIn: <Link to={withReturnTo(PATHS.signInUser, returnPath)} className="font-medium text-brand-700 underline" />,
                register: <Link to={withReturnTo(PATHS.registerUser, returnPath)} className="font-medium text-brand-700 underline" />,
              }}
            />
          </p>
        ) : null}
      </div>

      <div role="status" aria-live="polite" className="empty:hidden">
        {saved ? (
          <p className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
            {msg(saved)}{' '}
            {linkToDashboard ? (
              <Link to={PATHS.userDashboard} className="font-semibold text-brand-700 underline">
                {t('form.track')}
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>
    </form>
  );
}

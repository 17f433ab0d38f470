import { LEAD_CATEGORIES, PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { useQueryClient } from '@tanstack/react-query';
import { SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { associateWorkKeys, savePreferences, useCityNamesQuery, usePreferencesQuery } from '../api/associate-work-api.ts';
import { errorField } from '../utils/error-text.ts';
import { MAX_PREFERENCE_CITIES, type PreferencesFaults, preferencesBodyOf } from '../utils/preferences.ts';
import { DashboardSection, ErrorState, RowsSkeleton } from './state-blocks.tsx';
import { useWorkWords } from './use-work-words.ts';

/** Props of {@link PreferencesForm}. */
export type PreferencesFormProps = {
  /** The stored preferences the form starts from. */
  initial: { cities: readonly string[]; categories: readonly string[]; max_open_leads: number; open_leads: number };
  /** Every city the catalogue knows (canonical names), undefined while loading. */
  cityNames: readonly string[] | undefined;
  /** Why the cities could not be loaded, with a retry; undefined when they could. */
  citiesError?: { error: unknown; retry: () => void } | undefined;
};

function Fault({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * The preferences form (docs/product/pipeline.md, "Matching"): the cities to get leads in (picked
 * from `GET /api/places`, with a filter box, shown as removable chips), the categories (none
 * means every category), and the most open leads at once (1 to 50). "Save preferences" sends
 * `PUT /api/associate/preferences` `{ cities, categories, max_open_leads }`; a 400 shows its
 * message under the field it names.
 */
export function PreferencesForm({ initial, cityNames, citiesError }: PreferencesFormProps) {
  const ids = { filter: useId(), cities: useId(), categories: useId(), max: useId(), maxHint: useId(), form: useId() };
  const queryClient = useQueryClient();
  const { t, label, message, failure } = useWorkWords();
  const [cities, setCities] = useState<string[]>([...initial.cities]);
  const [categories, setCategories] = useState<string[]>([...initial.categories]);
  const [maxOpenLeads, setMaxOpenLeads] = useState(String(initial.max_open_leads));
  const [filter, setFilter] = useState('');
  const [faults, setFaults] = useState<PreferencesFaults>({});
  const [formProblem, setFormProblem] = useState<string>();
  const [isSaving, setSaving] = useState(false);

  const choices = useMemo(() => {
    const all = [...new Set([...(cityNames ?? []), ...cities])];
    const needle = filter.trim().toLowerCase();
    return needle ? all.filter((c) => c.toLowerCase().includes(needle)) : all;
  }, [cityNames, cities, filter]);

  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormProblem(undefined);
    const checked = preferencesBodyOf({ cities, categories, maxOpenLeads });
    if ('faults' in checked) {
      setFaults(Object.fromEntries(Object.entries(checked.faults).map(([field, fault]) => [field, message(fault)])));
      return;
    }
    setFaults({});
    setSaving(true);
    try {
      const answer = await savePreferences(checked.body);
      queryClient.setQueryData(associateWorkKeys.preferences(), answer);
      setCities([...answer.data.cities]);
      setCategories([...answer.data.categories]);
      setMaxOpenLeads(String(answer.data.max_open_leads));
      toast.success(message(answer.message || PIPELINE_MESSAGES.preferencesSaved));
    } catch (error) {
      const field = errorField(error);
      if (field === 'cities' || field === 'categories' || field === 'max_open_leads') setFaults({ [field]: failure(error) });
      else setFormProblem(failure(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={formProblem ? ids.form : undefined} className="space-y-6">
      <fieldset aria-describedby={faults.cities ? ids.cities : undefined}>
        <legend className="text-base font-semibold text-slate-900">{t('prefs.cities')}</legend>
        <p className="text-sm text-slate-600">
          {t('prefs.citiesHint', { max: MAX_PREFERENCE_CITIES })}{' '}
          {cities.length === 0 ? <strong className="text-amber-800">{t('prefs.chooseOne')}</strong> : null}
        </p>
        {cities.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('prefs.chosen')}>
            {cities.map((city) => (
              <li key={city}>
                <button
                  type="button"
                  onClick={() => setCities((list) => list.filter((c) => c !== city))}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-sm font-medium text-white hover:bg-brand-800"
                  aria-label={t('prefs.remove', { city })}
                >
                  {city} <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <label htmlFor={ids.filter} className="label mt-3">
          {t('prefs.findCity')}
        </label>
        <input
          id={ids.filter}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="input sm:max-w-xs"
          placeholder={t('prefs.findPlaceholder')}
          autoComplete="off"
        />
        {citiesError ? (
          <div className="mt-3">
            <ErrorState error={citiesError.error} title={t('prefs.citiesLoadError')} onRetry={citiesError.retry} />
          </div>
        ) : cityNames === undefined ? (
          <div className="mt-3">
            <RowsSkeleton rows={2} label={t('prefs.loadingCities')} />
          </div>
        ) : choices.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('prefs.noMatch', { filter })}</p>
        ) : (
          <div className="mt-3 grid max-h-56 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-3 lg:grid-cols-4">
            {choices.map((city) => (
              <label key={city} className="flex items-center gap-2 py-1 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={cities.includes(city)}
                  onChange={(event) => setCities((list) => toggle(list, city, event.target.checked))}
                  className="size-4 accent-brand-700"
                />
                {city}
              </label>
            ))}
          </div>
        )}
        <Fault id={ids.cities} message={faults.cities} />
      </fieldset>

      <fieldset aria-describedby={faults.categories ? ids.categories : undefined}>
        <legend className="text-base font-semibold text-slate-900">{t('prefs.categories')}</legend>
        <p className="text-sm text-slate-600">{t('prefs.categoriesHint')}</p>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {LEAD_CATEGORIES.map((category) => (
            <label key={category} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={categories.includes(category)}
                onChange={(event) => setCategories((list) => toggle(list, category, event.target.checked))}
                className="size-4 accent-brand-700"
              />
              {label('category', category)}
            </label>
          ))}
        </div>
        <Fault id={ids.categories} message={faults.categories} />
      </fieldset>

      <div>
        <label htmlFor={ids.max} className="text-base font-semibold text-slate-900">
          {t('prefs.max')}
        </label>
        <p id={ids.maxHint} className="text-sm text-slate-600">
          {t('prefs.maxHint', { open: initial.open_leads.toLocaleString('en-IN') })}
        </p>
        <input
          id={ids.max}
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          step={1}
          value={maxOpenLeads}
          onChange={(event) => setMaxOpenLeads(event.target.value)}
          aria-invalid={faults.max_open_leads ? true : undefined}
          aria-describedby={[ids.maxHint, faults.max_open_leads ? `${ids.max}-error` : ''].filter(Boolean).join(' ')}
          className="input mt-2 w-28"
        />
        <Fault id={`${ids.max}-error`} message={faults.max_open_leads} />
      </div>

      {formProblem ? (
        <p id={ids.form} role="alert" className="text-sm text-red-700">
          {formProblem}
        </p>
      ) : null}
      <button type="submit" disabled={isSaving} className="btn-primary w-full sm:w-auto">
        {isSaving ? t('common.saving') : t('prefs.save')}
      </button>
    </form>
  );
}

/**
 * The "Preferences" section (docs/product/pipeline.md, "Matching"): loads `GET /api/associate/preferences`
 * and the catalogue's cities, then shows the {@link PreferencesForm}.
 */
export function PreferencesSection() {
  const preferences = usePreferencesQuery();
  const cityNames = useCityNamesQuery();
  const { t } = useWorkWords();
  return (
    <DashboardSection
      id="preferences"
      title={t('prefs.title')}
      icon={<SlidersHorizontal aria-hidden="true" className="size-5 text-brand-700" />}
    >
      {preferences.isPending ? (
        <RowsSkeleton rows={4} label={t('prefs.loading')} />
      ) : preferences.isError ? (
        <ErrorState error={preferences.error} title={t('prefs.loadError')} onRetry={() => void preferences.refetch()} />
      ) : (
        <PreferencesForm
          initial={preferences.data.data}
          cityNames={cityNames.data}
          citiesError={cityNames.isError ? { error: cityNames.error, retry: () => void cityNames.refetch() } : undefined}
        />
      )}
    </DashboardSection>
  );
}

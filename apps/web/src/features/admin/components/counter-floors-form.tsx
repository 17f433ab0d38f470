import {
  COUNTER_LABELS,
  COUNTERS,
  type Counter,
  type CounterFloors,
  type CounterSettings,
  counterFloorsBodySchema,
} from '@realty/contracts/admin/counter-floors';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';
import { useCounterSettings, useSaveCounterFloors } from '../api/admin-counters.ts';
import { SettingsSaveBar, SettingsSection } from './settings-parts.tsx';

/** The form's text boxes, one a counter, as typed ("1,000" or "" for no floor). */
type FloorTexts = Record<Counter, string>;

const grouped = (n: number) => n.toLocaleString('en-IN');
const isCounter = (name: string): name is Counter => (COUNTERS as readonly string[]).includes(name);
const textsOf = (floors: CounterFloors): FloorTexts => ({
  sites: floors.sites ? String(floors.sites) : '',
  associates: floors.associates ? String(floors.associates) : '',
  customers: floors.customers ? String(floors.customers) : '',
});

function FloorsForm({ settings, canEdit }: { settings: CounterSettings; canEdit: boolean }) {
  const save = useSaveCounterFloors();
  const form = useForm<FloorTexts>({ defaultValues: textsOf(settings.floors) });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (texts) => {
    const checked = counterFloorsBodySchema.safeParse(texts);
    if (!checked.success) {
      for (const issue of checked.error.issues.slice().reverse()) {
        const name = String(issue.path[0] ?? '');
        form.setError(isCounter(name) ? name : 'sites', { message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    try {
      const answer = await save.mutateAsync(checked.data);
      toast.success(answer.message ?? 'Counter floors saved.');
      form.reset(textsOf(answer.data.floors));
    } catch (error) {
      if (error instanceof ApiError && error.field && isCounter(error.field))
        form.setError(error.field, { message: error.message }, { shouldFocus: true });
      else toast.error((error as Error).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      {!canEdit && (
        <p className="mb-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">Only an admin can change the counters’ floors.</p>
      )}
      <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        A floor is a marketing figure, not a count. The home page shows the larger of today’s count and the floor, and adds “+” to a figure
        that comes from its floor. Leave a box empty (or 0) to show the count alone.
      </p>
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-3">
        <legend className="sr-only">Floors</legend>
        {COUNTERS.map((counter) => (
          <div key={counter}>
            <label htmlFor={`floor-${counter}`} className="label">
              {COUNTER_LABELS[counter]}
            </label>
            <input
              id={`floor-${counter}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="No floor"
              className="input"
              aria-invalid={Boolean(errors[counter])}
              aria-describedby={`floor-${counter}-${errors[counter] ? 'error' : 'hint'}`}
              {...form.register(counter)}
            />
            {errors[counter] ? (
              <p id={`floor-${counter}-error`} className="mt-1 text-sm text-red-700">
                {errors[counter]?.message}
              </p>
            ) : (
              <p id={`floor-${counter}-hint`} className="mt-1 text-xs text-slate-600">
                Counted today: {grouped(settings.counted[counter])} · shown: {grouped(settings.shown[counter])}
                {settings.shown[counter] > settings.counted[counter] ? '+' : ''}
              </p>
            )}
          </div>
        ))}
      </fieldset>
      <SettingsSaveBar
        label="Save floors"
        canEdit={canEdit}
        isPending={save.isPending}
        isDirty={isDirty}
        updatedAt={settings.updated_at}
        updatedBy={settings.updated_by}
      />
    </form>
  );
}

/**
 * The home page counters in the back office (docs/product/back-office.md "Home page counters"):
 * for Listed Properties, Associate Members and Registered Customers, today's count, the figure the
 * home page shows and the marketing floor, with the rule stated (the larger of count and floor,
 * "+" when the floor is shown). Whole numbers, Indian or Western commas allowed, at most
 * 1,00,00,000; checked with the API's own rules, then by `PUT /api/admin/counters`, whose 400
 * shows under the counter it names. `canEdit` false (an editor) shows them read-only.
 */
export function CounterFloorsForm({ canEdit = true }: { canEdit?: boolean }) {
  return (
    <SettingsSection
      id="counters-heading"
      title="Home page counters"
      intro="What the home page’s counters show, counted in the database."
      query={useCounterSettings()}
    >
      {(settings) => <FloorsForm settings={settings} canEdit={canEdit} />}
    </SettingsSection>
  );
}

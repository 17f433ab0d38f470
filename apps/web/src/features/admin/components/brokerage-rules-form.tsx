import { type BrokerageRules, brokerageRulesBodySchema } from '@realty/contracts/pipeline/brokerage';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';
import { type BrokerageRulesBody, useBrokerageRules, useSaveBrokerageRules } from '../api/admin-pipeline.ts';
import { SettingsSaveBar, SettingsSection } from './settings-parts.tsx';

type RuleField = keyof BrokerageRulesBody;

/** The four rules in form order, with their labels and what each one pays (docs/product/pipeline.md, "Deals and brokerage"). */
const RULE_FIELDS: readonly { name: RuleField; label: string; hint: string }[] = [
  { name: 'free_share_percent', label: 'Free share %', hint: 'What an associate on the Free plan gets.' },
  { name: 'pro_share_percent', label: 'Pro share %', hint: 'What an associate on the Pro plan gets.' },
  { name: 'sponsor_level_1_percent', label: 'Sponsor level 1 %', hint: "The associate's direct sponsor." },
  { name: 'sponsor_level_2_percent', label: 'Sponsor level 2 %', hint: "That sponsor's own sponsor." },
];

const isRuleField = (name: string): name is RuleField => RULE_FIELDS.some((f) => f.name === name);

/** The form values of saved rules: the percentages as the server sent them ("70.00"). */
function valuesOf(rules: BrokerageRules): BrokerageRulesBody {
  return {
    free_share_percent: rules.free_share_percent,
    pro_share_percent: rules.pro_share_percent,
    sponsor_level_1_percent: rules.sponsor_level_1_percent,
    sponsor_level_2_percent: rules.sponsor_level_2_percent,
  };
}

function RulesForm({ rules, canEdit }: { rules: BrokerageRules; canEdit: boolean }) {
  const save = useSaveBrokerageRules();
  const form = useForm<BrokerageRulesBody>({ defaultValues: valuesOf(rules) });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const checked = brokerageRulesBodySchema.safeParse(values);
    if (!checked.success) {
      for (const issue of checked.error.issues.slice().reverse()) {
        const name = String(issue.path[0] ?? '');
        form.setError(isRuleField(name) ? name : 'free_share_percent', { message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    try {
      const answer = await save.mutateAsync(checked.data);
      toast.success(answer.message ?? 'Brokerage rules saved.');
      form.reset(valuesOf(answer.data));
    } catch (error) {
      if (error instanceof ApiError && error.field && isRuleField(error.field))
        form.setError(error.field, { message: error.message }, { shouldFocus: true });
      else toast.error((error as Error).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      {!canEdit && <p className="mb-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">Only an admin can change the brokerage rules.</p>}
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={!canEdit}>
        <legend className="mb-2 text-sm text-slate-600">Each is a percentage of the company brokerage of a deal.</legend>
        {RULE_FIELDS.map(({ name, label, hint }) => (
          <div key={name}>
            <label htmlFor={name} className="label">
              {label}
            </label>
            <div className="relative">
              <input
                id={name}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                className="input pr-8"
                aria-invalid={Boolean(errors[name])}
                aria-describedby={errors[name] ? `${name}-error` : `${name}-hint`}
                {...form.register(name)}
              />
              <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-500">
                %
              </span>
            </div>
            {errors[name] ? (
              <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
                {errors[name]?.message}
              </p>
            ) : (
              <p id={`${name}-hint`} className="mt-1 text-xs text-slate-500">
                {hint}
              </p>
            )}
          </div>
        ))}
      </fieldset>
      <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        Changes apply to future deals only: ledger entries already written keep the percentages of their day.
      </p>
      <SettingsSaveBar label="Save rules" canEdit={canEdit} isPending={save.isPending} isDirty={isDirty} updatedAt={rules.updated_at} />
    </form>
  );
}

/**
 * The brokerage rules (docs/product/pipeline.md, "Deals and brokerage"): the associate's share by
 * plan (Free, Pro) and the sponsor overrides of levels 1 and 2, each a percentage of the company
 * brokerage, 0 to 100 with at most 2 decimals, the larger share and the overrides together at most
 * 100. Checked here with the API's own rules (their messages naming the fields by their labels),
 * then by the server (`PUT /api/admin/brokerage-rules`), whose 400 message shows as sent under the
 * field it names; saving shows a toast. `canEdit` false (an editor: the server lets only an admin
 * save) shows the rules read-only.
 */
export function BrokerageRulesForm({ canEdit = true }: { canEdit?: boolean }) {
  return (
    <SettingsSection
      id="rules-heading"
      title="Brokerage rules"
      intro="How the company brokerage of each deal is shared out."
      query={useBrokerageRules()}
    >
      {(rules) => <RulesForm rules={rules} canEdit={canEdit} />}
    </SettingsSection>
  );
}

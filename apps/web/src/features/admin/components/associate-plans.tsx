import type { AssociatePlan } from '@realty/contracts/pipeline/fields';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/modal-dialog.tsx';
import { type AdminAssociate, useAdminAssociates, useBrokerageRules, useSetAssociatePlan } from '../api/admin-pipeline.ts';
import { formatPercent } from './pipeline-format.ts';

/** A pending plan change: who, and the plan they move to. */
type PlanChange = { associate: AdminAssociate; plan: AssociatePlan };

const PLAN_NAMES: Readonly<Record<AssociatePlan, string>> = { free: 'Free', pro: 'Pro' };

/**
 * Associate plans (docs/product/pipeline.md, "Deals and brokerage": "Staff set an associate's plan
 * (Free or Pro) in the back office"): every associate with member id, cities and open / maximum
 * leads, searchable by name or member id, and a Free/Pro switch that asks first, then calls
 * `PATCH /api/admin/associates/{assId}/plan` `{ plan }`. A plan decides the associate's share on
 * deals recorded afterwards; entries already written stay as they are. `canEdit` false (an
 * editor: only an admin may change a plan) shows the switches disabled.
 */
export function AssociatePlans({ canEdit = true }: { canEdit?: boolean }) {
  const associates = useAdminAssociates(undefined);
  const rules = useBrokerageRules();
  const setPlan = useSetAssociatePlan();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<PlanChange>();
  const [error, setError] = useState<string>();
  const needle = text.trim().toLowerCase();
  const shown = (associates.data?.data ?? []).filter(
    (a) => !needle || a.name.toLowerCase().includes(needle) || a.member_id.toLowerCase().includes(needle),
  );
  const shareOf = (plan: AssociatePlan) => {
    const r = rules.data?.data;
    if (!r) return undefined;
    return formatPercent(plan === 'pro' ? r.pro_share_percent : r.free_share_percent);
  };

  return (
    <section aria-labelledby="plans-heading" className="mt-10">
      <h2 id="plans-heading" className="mb-1 text-xl font-bold text-slate-900">
        Associate plans
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Pro members get the larger share of the brokerage and, between associates with as many open leads, are offered a lead first.
      </p>
      {!canEdit && <p className="mb-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">Only an admin can change an associate's plan.</p>}
      <div className="mb-4 max-w-sm">
        <label htmlFor="plans-q" className="label">
          Find by name or member id
        </label>
        <input id="plans-q" type="search" className="input" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      {associates.isPending ? (
        <p role="status">Loading...</p>
      ) : associates.isError ? (
        <p role="alert" className="text-red-700">
          {associates.error.message}
        </p>
      ) : shown.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          {associates.data.data.length === 0 ? 'No associates yet.' : 'No associate matches.'}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {shown.map((a) => {
            const isPro = a.plan === 'pro';
            return (
              <li key={a.ass_id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {a.name} <span className="font-normal text-slate-500">{a.member_id}</span>
                  </p>
                  <p className="text-slate-600">
                    {a.cities.length > 0 ? a.cities.join(', ') : 'No cities chosen'} · {a.open_leads} of {a.max_open_leads} open leads
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <span aria-hidden="true" className={isPro ? 'text-slate-500' : 'font-semibold text-slate-900'}>
                    Free
                  </span>
                  <button
                    type="button"
                    role="switch"
                    aria-checked={isPro}
                    disabled={!canEdit || setPlan.isPending}
                    onClick={() => {
                      setError(undefined);
                      setPending({ associate: a, plan: isPro ? 'free' : 'pro' });
                    }}
                    className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition disabled:opacity-60 ${isPro ? 'bg-brand-700' : 'bg-slate-300'}`}
                  >
                    <span className="sr-only">
                      Pro plan for {a.name} ({a.member_id})
                    </span>
                    <span
                      aria-hidden="true"
                      className={`inline-block size-5 rounded-full bg-white shadow transition ${isPro ? 'translate-x-5' : 'translate-x-0.5'}`}
                    />
                  </button>
                  <span aria-hidden="true" className={isPro ? 'font-semibold text-slate-900' : 'text-slate-500'}>
                    Pro
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {pending && (
        <ConfirmDialog
          title={`Move ${pending.associate.name} to the ${PLAN_NAMES[pending.plan]} plan?`}
          confirmLabel={`Move to ${PLAN_NAMES[pending.plan]}`}
          isPending={setPlan.isPending}
          error={error}
          onCancel={() => setPending(undefined)}
          onConfirm={() =>
            setPlan.mutate(
              { assId: pending.associate.ass_id, plan: pending.plan },
              {
                onSuccess: (answer) => {
                  toast.success(answer.message);
                  setPending(undefined);
                },
                onError: (e) => setError(e.message),
              },
            )
          }
        >
          <p>
            {pending.associate.name} ({pending.associate.member_id}) will get the {PLAN_NAMES[pending.plan]} share
            {shareOf(pending.plan) ? ` (${shareOf(pending.plan)} of the company brokerage)` : ''} on deals recorded from now on. Deals
            already recorded keep their entries. The change is written to the audit log.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

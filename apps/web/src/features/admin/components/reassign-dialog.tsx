import { useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { type AdminAssociate, type AdminLead, useAdminAssociates, useReassignLead } from '../api/admin-pipeline.ts';
import { leadStatusLabel } from './pipeline-format.ts';

/**
 * Why `associate` cannot take `lead`, or undefined when they can (docs/product/pipeline.md,
 * "Matching"): they already have it, they are at their maximum of open leads, or their categories
 * leave out the lead's category (no categories means every one). The server checks again.
 */
export function cannotTake(associate: AdminAssociate, lead: Pick<AdminLead, 'ass_id' | 'category' | 'status'>): string | undefined {
  if (lead.ass_id === associate.ass_id && lead.status !== 'unassigned') return 'Has this lead now';
  if (associate.open_leads >= associate.max_open_leads) return 'No room: at the maximum of open leads';
  const category = lead.category.toLowerCase();
  if (associate.categories.length > 0 && !associate.categories.some((c) => c.toLowerCase() === category))
    return `Does not take ${lead.category}`;
  return undefined;
}

/**
 * The reassign picker (docs/product/pipeline.md, "Back office"): the associates who take leads in
 * the lead's city, each with member id, plan and open / maximum leads; the chosen one is offered
 * the lead (`POST /api/admin/leads/{leadId}/reassign` `{ ass_id }`). A refusal of the server shows
 * in the dialog; success closes it with the server's message.
 */
export function ReassignDialog({ lead, onClose }: { lead: AdminLead; onClose: () => void }) {
  const associates = useAdminAssociates(lead.city);
  const reassign = useReassignLead();
  const [chosen, setChosen] = useState<number>();
  const [error, setError] = useState<string>();

  return (
    <ModalDialog title={`Reassign lead #${lead.lead_id}`} onClose={onClose} widthClass="max-w-lg">
      <p className="mt-1 text-sm text-slate-600">
        {lead.city} · {lead.category} · {leadStatusLabel(lead.status)}
        {lead.associate_name ? ` · ${lead.associate_name} (${lead.member_id})` : ''}. The chosen associate gets the offer and the usual time
        to accept it.
      </p>
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen === undefined) {
            setError('Choose an associate.');
            return;
          }
          setError(undefined);
          reassign.mutate(
            { leadId: lead.lead_id, assId: chosen },
            {
              onSuccess: (answer) => {
                toast.success(answer.message);
                onClose();
              },
              onError: (e) => setError(e.message),
            },
          );
        }}
      >
        {associates.isPending ? (
          <p role="status">Loading associates...</p>
        ) : associates.isError ? (
          <p role="alert" className="text-red-700">
            {associates.error.message}
          </p>
        ) : associates.data.data.length === 0 ? (
          <p role="status" className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
            No associate takes leads in {lead.city}. Associates choose their cities in their preferences.
          </p>
        ) : (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">Associates in {lead.city}</legend>
            <ul className="flex max-h-[50vh] flex-col gap-2 overflow-y-auto">
              {associates.data.data.map((a) => {
                const reason = cannotTake(a, lead);
                const id = `reassign-${lead.lead_id}-${a.ass_id}`;
                return (
                  <li key={a.ass_id}>
                    <label
                      htmlFor={id}
                      className={`flex items-start gap-3 rounded-lg border p-3 text-sm ${chosen === a.ass_id ? 'border-brand-600 bg-brand-50' : 'border-slate-200'} ${reason ? 'opacity-60' : 'cursor-pointer hover:bg-slate-50'}`}
                    >
                      <input
                        id={id}
                        type="radio"
                        name={`reassign-${lead.lead_id}`}
                        className="mt-1 accent-brand-600"
                        value={a.ass_id}
                        checked={chosen === a.ass_id}
                        disabled={Boolean(reason)}
                        onChange={() => setChosen(a.ass_id)}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-center gap-x-2">
                          <span className="font-semibold text-slate-900">{a.name}</span>
                          <span className="text-slate-500">{a.member_id}</span>
                          <span
                            className={`rounded px-1.5 py-0.5 text-xs font-semibold uppercase ${a.plan === 'pro' ? 'bg-accent-400/30 text-amber-900' : 'bg-slate-100 text-slate-700'}`}
                          >
                            {a.plan}
                          </span>
                        </span>
                        <span className="block text-slate-600">
                          {a.open_leads} of {a.max_open_leads} open leads
                          {a.categories.length > 0 ? ` · ${a.categories.join(', ')}` : ' · every category'}
                        </span>
                        {reason && <span className="block text-xs font-medium text-slate-700">{reason}</span>}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        {error && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline px-4 py-2 text-sm" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="btn-primary px-4 py-2 text-sm" disabled={reassign.isPending || !associates.data?.data.length}>
            {reassign.isPending ? 'Offering...' : 'Offer the lead'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

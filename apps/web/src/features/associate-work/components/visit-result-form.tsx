import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { recordVisitResult, refreshAssociateWork, type VisitResultInput } from '../api/associate-work-api.ts';
import { errorText } from '../utils/error-text.ts';
import { FormFault } from './form-bits.tsx';

/** Longest outcome note the API accepts, in characters. */
const OUTCOME_NOTE_MAX = 1000;

/** The results an associate records, as the form offers them. */
const RESULTS: readonly { value: VisitResultInput['status']; label: string }[] = [
  { value: 'completed', label: 'Completed' },
  { value: 'no_show', label: 'No show' },
  { value: 'cancelled', label: 'Cancelled' },
];

/**
 * "Record the result" of one visit (docs/product/pipeline.md, "Site visits"): completed, no show
 * or cancelled, and a note on how it went, sent as `PATCH /api/associate/visits/{visitId}`
 * `{ status, outcome_note }`. A completed visit moves the lead to visited. A refusal (409, 400)
 * shows above the button.
 */
export function VisitResultForm({ visitId, siteTitle }: { visitId: number; siteTitle: string }) {
  const ids = { result: useId(), note: useId() };
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<VisitResultInput['status']>('completed');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [isSending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setSending(true);
    try {
      const answer = await recordVisitResult(visitId, { status, outcome_note: note.trim() });
      toast.success(answer.message || PIPELINE_MESSAGES.visitUpdated);
      await refreshAssociateWork(queryClient);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Result of the visit to ${siteTitle}`}
      className="mt-3 space-y-3 border-t border-slate-200 pt-3"
    >
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor={ids.result} className="label">
            Result
          </label>
          <select
            id={ids.result}
            value={status}
            onChange={(event) => setStatus(event.target.value as VisitResultInput['status'])}
            className="input"
          >
            {RESULTS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.note} className="label">
            Outcome note
          </label>
          <input
            id={ids.note}
            type="text"
            value={note}
            maxLength={OUTCOME_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            className="input"
            placeholder="e.g. Liked the 3 BHK, wants a better floor"
          />
        </div>
      </div>
      <FormFault message={problem} />
      <button type="submit" disabled={isSending} className="btn-outline w-full bg-white px-4 py-2 sm:w-auto">
        {isSending ? 'Saving...' : 'Record the result'}
      </button>
    </form>
  );
}

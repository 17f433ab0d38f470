import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { recordVisitResult, refreshAssociateWork, type VisitResultInput } from '../api/associate-work-api.ts';
import { isResultTooEarly } from '../utils/error-text.ts';
import { FormFault } from './form-bits.tsx';
import { useWorkWords } from './use-work-words.ts';

/** Longest outcome note the API accepts, in characters. */
const OUTCOME_NOTE_MAX = 1000;

/** The results an associate records, in the order the form offers them (named as the visit statuses they set). */
const RESULTS: readonly VisitResultInput['status'][] = ['completed', 'no_show', 'cancelled'];

/**
 * "Record the result" of one visit (docs/product/pipeline.md, "Site visits"): completed, no show
 * or cancelled, and a note on how it went, sent as `PATCH /api/associate/visits/{visitId}`
 * `{ status, outcome_note }`. A completed visit moves the lead to visited. Completed and no show
 * wait for the visit's time `scheduledAt` (ISO): before it the form says from when they can be
 * recorded and sends nothing; cancelled can be sent at any time. A refusal (409, 400) shows above
 * the button.
 */
export function VisitResultForm({ visitId, siteTitle, scheduledAt }: { visitId: number; siteTitle: string; scheduledAt: string }) {
  const ids = { result: useId(), note: useId() };
  const queryClient = useQueryClient();
  const { t, label, message, failure, dateTime } = useWorkWords();
  const [status, setStatus] = useState<VisitResultInput['status']>('completed');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [isSending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (status !== 'cancelled' && Date.parse(scheduledAt) > Date.now()) {
      setProblem(t('result.tooEarly', { time: dateTime(scheduledAt) }));
      return;
    }
    setSending(true);
    try {
      const answer = await recordVisitResult(visitId, { status, outcome_note: note.trim() });
      toast.success(message(answer.message || PIPELINE_MESSAGES.visitUpdated));
      await refreshAssociateWork(queryClient);
    } catch (error) {
      setProblem(isResultTooEarly(error) ? t('result.tooEarly', { time: dateTime(scheduledAt) }) : failure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('result.formLabel', { site: siteTitle })}
      className="mt-3 space-y-3 border-t border-slate-200 pt-3"
    >
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor={ids.result} className="label">
            {t('result.result')}
          </label>
          <select
            id={ids.result}
            value={status}
            onChange={(event) => setStatus(event.target.value as VisitResultInput['status'])}
            className="input"
          >
            {RESULTS.map((result) => (
              <option key={result} value={result}>
                {label('visitStatus', result)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.note} className="label">
            {t('result.note')}
          </label>
          <input
            id={ids.note}
            type="text"
            value={note}
            maxLength={OUTCOME_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            className="input"
            placeholder={t('result.notePlaceholder')}
          />
        </div>
      </div>
      <FormFault message={problem} />
      <button type="submit" disabled={isSending} className="btn-outline w-full bg-white px-4 py-2 sm:w-auto">
        {isSending ? t('common.saving') : t('result.submit')}
      </button>
    </form>
  );
}

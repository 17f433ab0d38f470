import { canMoveLead, PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import type { Lead } from '@realty/contracts/pipeline/leads';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { refreshAssociateWork, type UpdateLeadInput, updateLead } from '../api/associate-work-api.ts';
import { errorField } from '../utils/error-text.ts';
import { FieldFault, FormFault } from './form-bits.tsx';
import { useWorkWords } from './use-work-words.ts';

/** Longest reason the API accepts for a lost lead, in characters. */
const REASON_MAX = 300;

/**
 * "Mark negotiation" and "Mark lost" (docs/product/pipeline.md, "Matching": `PATCH /api/associate/leads/{leadId}`
 * `{ status: 'negotiation' | 'lost', note?, reason? }`; a reason is needed for lost). Each shows
 * only when the lead's status may move there; a refusal (409 out of order, 400 naming the field)
 * shows in the form.
 */
export function LeadStatusForm({ lead }: { lead: Lead }) {
  const ids = { note: useId(), reason: useId(), reasonError: useId() };
  const queryClient = useQueryClient();
  const { t, message, failure } = useWorkWords();
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [reasonFault, setReasonFault] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [isSending, setSending] = useState(false);
  const mayNegotiate = canMoveLead(lead.status, 'negotiation');
  const mayLose = lead.status !== 'booked' && canMoveLead(lead.status, 'lost');

  const send = async (body: UpdateLeadInput) => {
    setProblem(undefined);
    setSending(true);
    try {
      const answer = await updateLead(lead.lead_id, body);
      toast.success(answer.message ? message(answer.message) : body.status === 'lost' ? t('status.lostDone') : t('status.negotiationDone'));
      setNote('');
      setReason('');
      await refreshAssociateWork(queryClient);
    } catch (error) {
      if (errorField(error) === 'reason') setReasonFault(failure(error));
      else setProblem(failure(error));
    } finally {
      setSending(false);
    }
  };

  const markNegotiation = () => void send(note.trim() ? { status: 'negotiation', note: note.trim() } : { status: 'negotiation' });

  const markLost = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonFault(message(PIPELINE_MESSAGES.lostReasonMissing));
      return;
    }
    setReasonFault(undefined);
    void send({ status: 'lost', reason: reason.trim() });
  };

  if (!mayNegotiate && !mayLose) return <p className="text-sm text-slate-600">{t('status.cannotChange')}</p>;

  return (
    <div className="space-y-5">
      {mayNegotiate ? (
        <div className="space-y-2">
          <label htmlFor={ids.note} className="label">
            {t('status.note')}
          </label>
          <input
            id={ids.note}
            type="text"
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            className="input"
          />
          <button type="button" onClick={markNegotiation} disabled={isSending} className="btn-outline w-full bg-white sm:w-auto">
            {t('status.markNegotiation')}
          </button>
        </div>
      ) : null}
      {mayLose ? (
        <form onSubmit={markLost} noValidate className="space-y-2">
          <label htmlFor={ids.reason} className="label">
            {t('status.lostReason')}
          </label>
          <input
            id={ids.reason}
            type="text"
            value={reason}
            maxLength={REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={reasonFault ? true : undefined}
            aria-describedby={reasonFault ? ids.reasonError : undefined}
            className="input"
            placeholder={t('status.lostPlaceholder')}
          />
          <FieldFault id={ids.reasonError} message={reasonFault} />
          <button
            type="submit"
            disabled={isSending}
            className="btn-outline w-full border-red-700 bg-white text-red-800 hover:bg-red-50 sm:w-auto"
          >
            {t('status.markLost')}
          </button>
        </form>
      ) : null}
      <FormFault message={problem} />
    </div>
  );
}

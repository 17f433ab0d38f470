import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import type { Lead } from '@realty/contracts/pipeline/leads';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { refreshAssociateWork, scheduleVisit } from '../api/associate-work-api.ts';
import { errorField } from '../utils/error-text.ts';
import { istIsoFromLocalInput, localInputFromInstant } from '../utils/india-time.ts';
import { FieldFault, FormFault } from './form-bits.tsx';
import { initialSiteChoice, SiteChoice, type SiteChoiceValue, siteIdOf } from './site-choice.tsx';
import { useWorkWords } from './use-work-words.ts';

type Faults = Partial<Record<'site_id' | 'scheduled_at' | 'meeting_point', string>>;

/** Longest meeting point the API accepts, in characters. */
const MEETING_POINT_MAX = 200;

/**
 * "Schedule a visit" (docs/product/pipeline.md, "Site visits"): the property (one of the lead's
 * listings or another by id), the date and time in India time (sent as ISO with +05:30, e.g.
 * 2026-12-01T10:30:00+05:30; it must be in the future) and the meeting point, sent as
 * `POST /api/associate/leads/{leadId}/visits` `{ site_id, scheduled_at, meeting_point }`. When the
 * customer asked for another time, that time is filled in. API faults show under their field, a
 * 409 above the button.
 */
export function ScheduleVisitForm({ lead }: { lead: Lead }) {
  const ids = { site: useId(), when: useId(), whenError: useId(), meet: useId(), meetError: useId() };
  const queryClient = useQueryClient();
  const { t, message, failure } = useWorkWords();
  const proposed = lead.visits.find((v) => v.status === 'reschedule_requested' && v.proposed_at)?.proposed_at;
  const [site, setSite] = useState<SiteChoiceValue>(() => initialSiteChoice(lead.sites));
  const [when, setWhen] = useState(() => (proposed && Date.parse(proposed) > Date.now() ? localInputFromInstant(proposed) : ''));
  const [meetingPoint, setMeetingPoint] = useState('');
  const [faults, setFaults] = useState<Faults>({});
  const [problem, setProblem] = useState<string>();
  const [isSending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const siteId = siteIdOf(site);
    const scheduledAt = istIsoFromLocalInput(when);
    const found: Faults = {};
    if (siteId === undefined) found.site_id = t('site.choose');
    if (!scheduledAt) found.scheduled_at = t('schedule.whenMissing');
    else if (Date.parse(scheduledAt) <= Date.now()) found.scheduled_at = message(PIPELINE_MESSAGES.visitInPast);
    if (!meetingPoint.trim()) found.meeting_point = message('Meeting point is required');
    setFaults(found);
    if (Object.keys(found).length > 0 || siteId === undefined || !scheduledAt) return;
    setSending(true);
    try {
      const answer = await scheduleVisit(lead.lead_id, { site_id: siteId, scheduled_at: scheduledAt, meeting_point: meetingPoint.trim() });
      toast.success(message(answer.message || PIPELINE_MESSAGES.visitScheduled));
      setWhen('');
      setMeetingPoint('');
      await refreshAssociateWork(queryClient);
    } catch (error) {
      const field = errorField(error);
      if (field === 'site_id' || field === 'scheduled_at' || field === 'meeting_point') setFaults({ [field]: failure(error) });
      else setProblem(failure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SiteChoice sites={lead.sites} value={site} onChange={setSite} error={faults.site_id} errorId={ids.site} />
      <div>
        <label htmlFor={ids.when} className="label">
          {t('schedule.when')}
        </label>
        <input
          id={ids.when}
          type="datetime-local"
          value={when}
          min={localInputFromInstant(Date.now())}
          onChange={(event) => setWhen(event.target.value)}
          aria-invalid={faults.scheduled_at ? true : undefined}
          aria-describedby={faults.scheduled_at ? ids.whenError : undefined}
          className="input"
        />
        <FieldFault id={ids.whenError} message={faults.scheduled_at} />
      </div>
      <div>
        <label htmlFor={ids.meet} className="label">
          {t('schedule.meetingPoint')}
        </label>
        <input
          id={ids.meet}
          type="text"
          value={meetingPoint}
          maxLength={MEETING_POINT_MAX}
          onChange={(event) => setMeetingPoint(event.target.value)}
          aria-invalid={faults.meeting_point ? true : undefined}
          aria-describedby={faults.meeting_point ? ids.meetError : undefined}
          className="input"
          placeholder={t('schedule.meetingPlaceholder')}
        />
        <FieldFault id={ids.meetError} message={faults.meeting_point} />
      </div>
      <FormFault message={problem} />
      <button type="submit" disabled={isSending} className="btn-primary w-full sm:w-auto">
        {isSending ? t('schedule.sending') : t('lead.schedule')}
      </button>
    </form>
  );
}

import type { Visit } from '@realty/contracts/pipeline/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Clock, MapPin, UserRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PATHS } from '../../../config/paths.ts';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { invalidatePipeline, updateVisit, type VisitAction } from '../api/customer-leads-api.ts';
import { displayMobile, telHref } from '../utils/contact-links.ts';
import { indiaLocalOf, indiaLocalToIso } from '../utils/india-time.ts';
import { UPCOMING_VISIT_STATUSES, VISIT_STATUS_STYLES } from '../utils/lead-progress.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useLeadWords } from './use-lead-words.ts';

/** Shown when a visit change fails without a message of the server's. */
const FAILED = 'Something went wrong. Please try again.';

/** Messages of the checks of a proposed time, before the server's (which name the field proposed_at); shown in the page's language. */
export const PROPOSED_TIME_MESSAGES = {
  missing: 'Choose the date and time you would like instead',
  past: 'Choose a time in the future',
} as const;

/**
 * The checks of a new time the customer proposes, the contract's rules (docs/product/pipeline.md,
 * "Site visits": `proposed_at` is required to ask for another time and must be in the future at
 * `now`, milliseconds since the epoch). Returns the ISO time with +05:30, or the message to show.
 */
export function checkProposedTime(
  local: string,
  now = Date.now(),
): { iso: string; error?: undefined } | { iso?: undefined; error: string } {
  const iso = indiaLocalToIso(local);
  if (!iso) return { error: PROPOSED_TIME_MESSAGES.missing };
  if (Date.parse(iso) <= now) return { error: PROPOSED_TIME_MESSAGES.past };
  return { iso };
}

/**
 * One site visit of the customer (docs/product/pipeline.md, "Site visits"): the property (linked),
 * when (India time), where to meet, the associate (name, `tel:` link) and its status. While it is
 * ahead the customer can 'Confirm' a scheduled visit, 'Reschedule' (a date-and-time box read as
 * India time, sent as ISO with +05:30; required and in the future) and 'Cancel visit' after a
 * confirm dialog; a confirmed visit offers 'Add to calendar' (its `ics_url`). Each answer is
 * `PATCH /api/user/visits/{visitId}`; the server's message shows as a toast and the lists refresh.
 * Texts, times and messages in the page's language (docs/product/seo.md, "Hindi").
 */
export function VisitCard({ visit, userId }: { visit: Visit; userId: number }) {
  const words = useLeadWords();
  const { t, message: msg } = words;
  const id = useId();
  const queryClient = useQueryClient();
  const [isRescheduling, setRescheduling] = useState(false);
  const [isAskingCancel, setAskingCancel] = useState(false);
  const [proposed, setProposed] = useState('');
  const [proposedError, setProposedError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (body: VisitAction) => updateVisit(visit.visit_id, body),
    onSuccess: async (answer) => {
      toast.success(msg(answer.message));
      setRescheduling(false);
      setAskingCancel(false);
      setProposed('');
      await invalidatePipeline(queryClient, userId);
    },
    onError: (error) => {
      const message = msg(error instanceof ApiError && (error.isServerMessage || error.code === NETWORK_ERROR) ? error.message : FAILED);
      toast.error(message);
      setAskingCancel(false);
      if (error instanceof ApiError && error.field === 'proposed_at') {
        setRescheduling(true);
        setProposedError(message);
      }
    },
  });

  const isUpcoming = UPCOMING_VISIT_STATUSES.includes(visit.status);
  const busy = mutation.isPending;
  const when = words.time(visit.scheduled_at);
  const where = `${visit.site_title}, ${when}`;

  const sendReschedule = (event: FormEvent) => {
    event.preventDefault();
    const check = checkProposedTime(proposed);
    if (check.error !== undefined) {
      setProposedError(check.error);
      document.getElementById(`${id}-proposed`)?.focus();
      return;
    }
    setProposedError(null);
    mutation.mutate({ action: 'reschedule', proposed_at: check.iso });
  };

  return (
    <li className="rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-base font-semibold text-slate-900">
          <Link to={PATHS.detail(visit.site_id)} className="break-words text-brand-800 hover:underline">
            {visit.site_title}
          </Link>
          <span className="block text-sm font-normal text-slate-600">{placeLabel(visit.site_city, words.language)}</span>
        </h3>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${VISIT_STATUS_STYLES[visit.status]}`}>
          {words.visitStatus(visit.status)}
        </span>
      </div>

      <dl className="mt-3 space-y-1.5 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt>
            <Clock aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
            <span className="sr-only">{t('visit.when')}</span>
          </dt>
          <dd>
            <time dateTime={visit.scheduled_at}>{when}</time>
          </dd>
        </div>
        {visit.meeting_point ? (
          <div className="flex gap-2">
            <dt>
              <MapPin aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
              <span className="sr-only">{t('visit.meetingPoint')}</span>
            </dt>
            <dd className="min-w-0 break-words">{visit.meeting_point}</dd>
          </div>
        ) : null}
        {visit.associate ? (
          <div className="flex gap-2">
            <dt>
              <UserRound aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
              <span className="sr-only">{t('visit.associate')}</span>
            </dt>
            <dd className="min-w-0">
              {visit.associate.name} ·{' '}
              <a href={telHref(visit.associate.mobile)} className="whitespace-nowrap font-medium text-brand-700 underline">
                {displayMobile(visit.associate.mobile)}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>

      {visit.status === 'reschedule_requested' && visit.proposed_at ? (
        <p className="mt-3 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          <Trans
            t={t as never}
            i18nKey="visit.askedFor"
            values={{ when: words.time(visit.proposed_at) }}
            components={{ time: <time dateTime={visit.proposed_at} /> }}
          />
        </p>
      ) : null}
      {visit.outcome_note && !isUpcoming ? <p className="mt-3 text-sm text-slate-600">{visit.outcome_note}</p> : null}

      {isUpcoming ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {visit.status === 'scheduled' ? (
            <button
              type="button"
              className="btn-primary px-4 py-2 text-sm"
              disabled={busy}
              aria-describedby={`${id}-what`}
              onClick={() => mutation.mutate({ action: 'confirm' })}
            >
              {t('visit.confirm')}
            </button>
          ) : null}
          {visit.status === 'confirmed' && visit.ics_url ? (
            <a href={visit.ics_url} download className="btn-primary px-4 py-2 text-sm">
              <CalendarPlus aria-hidden="true" className="size-4" /> {t('visit.addToCalendar')}
            </a>
          ) : null}
          {visit.status !== 'reschedule_requested' ? (
            <button
              type="button"
              className="btn-outline px-4 py-2 text-sm"
              disabled={busy}
              aria-expanded={isRescheduling}
              aria-controls={`${id}-reschedule`}
              aria-describedby={`${id}-what`}
              onClick={() => {
                setRescheduling((open) => !open);
                setProposedError(null);
              }}
            >
              {t('visit.reschedule')}
            </button>
          ) : null}
          <button
            type="button"
            className="rounded-lg px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 transition hover:bg-red-50 disabled:opacity-60"
            disabled={busy}
            aria-describedby={`${id}-what`}
            onClick={() => setAskingCancel(true)}
          >
            {t('visit.cancel')}
          </button>
          <span id={`${id}-what`} className="sr-only">
            {where}
          </span>
        </div>
      ) : null}

      {isUpcoming && isRescheduling ? (
        <form id={`${id}-reschedule`} onSubmit={sendReschedule} noValidate className="mt-4 rounded-lg bg-slate-50 p-3">
          <label htmlFor={`${id}-proposed`} className="label">
            {t('visit.newTime')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-proposed`}
              type="datetime-local"
              className="input sm:max-w-xs"
              required
              min={indiaLocalOf(Date.now())}
              value={proposed}
              onChange={(event) => {
                setProposed(event.target.value);
                setProposedError(null);
              }}
              aria-invalid={proposedError ? true : undefined}
              aria-describedby={proposedError ? `${id}-proposed-error` : undefined}
            />
            <button type="submit" className="btn-primary px-4 py-2 text-sm" disabled={busy} aria-busy={busy}>
              {busy ? t('visit.sending') : t('visit.askTime')}
            </button>
          </div>
          {proposedError ? (
            <p id={`${id}-proposed-error`} className="mt-1 text-sm text-red-700">
              {msg(proposedError)}
            </p>
          ) : null}
        </form>
      ) : null}

      {isAskingCancel ? (
        <ConfirmDialog
          title={t('visit.cancelTitle')}
          text={t('visit.cancelText', { site: visit.site_title, when })}
          keepLabel={t('visit.keep')}
          confirmLabel={t('visit.yesCancel')}
          busyLabel={t('visit.cancelling')}
          isBusy={busy}
          onClose={() => setAskingCancel(false)}
          onConfirm={() => mutation.mutate({ action: 'cancel' })}
        />
      ) : null}
    </li>
  );
}

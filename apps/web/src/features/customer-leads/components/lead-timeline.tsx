import { type LeadEvent, type LeadStatus, timelineNoteIn } from '@realty/contracts/pipeline/fields';
import { Check } from 'lucide-react';
import { PROGRESS_STEPS, progressOf } from '../utils/lead-progress.ts';
import { useLeadWords } from './use-lead-words.ts';

const STEP_STYLES = {
  done: { dot: 'bg-brand-700 text-white', text: 'text-slate-900', line: 'bg-brand-700' },
  current: { dot: 'bg-accent-400 text-slate-900 ring-4 ring-accent-400/30', text: 'font-semibold text-slate-900', line: 'bg-slate-200' },
  upcoming: { dot: 'bg-slate-100 text-slate-500 ring-1 ring-slate-300', text: 'text-slate-500', line: 'bg-slate-200' },
} as const;

/**
 * The four steps of a search — Submit, Match, Visit, Book — lit from the lead's status
 * (docs/product/pipeline.md, "Statuses and their order"): done steps ticked, the step under way
 * marked `aria-current="step"`. A lost lead shows the steps it had finished and none under way.
 * Step names in the page's language (docs/product/seo.md, "Hindi").
 */
export function LeadSteps({ status, timeline }: { status: LeadStatus; timeline: readonly LeadEvent[] }) {
  const { t } = useLeadWords();
  const states = progressOf(status, timeline);
  return (
    <ol aria-label={t('steps.label')} className="grid grid-cols-4 gap-1">
      {PROGRESS_STEPS.map((step, i) => {
        const state = states[i] ?? 'upcoming';
        const style = STEP_STYLES[state];
        return (
          <li
            key={step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="relative flex flex-col items-center text-center"
          >
            {i > 0 ? (
              <span
                aria-hidden="true"
                className={`absolute top-4 right-1/2 -z-0 h-0.5 w-full ${STEP_STYLES[states[i - 1] === 'done' && state !== 'upcoming' ? 'done' : 'upcoming'].line}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative z-10 inline-flex size-8 items-center justify-center rounded-full text-sm font-bold ${style.dot}`}
            >
              {state === 'done' ? <Check className="size-4" /> : i + 1}
            </span>
            <span className={`mt-1.5 text-xs sm:text-sm ${style.text}`}>
              {t(`step.${step}`)}
              <span className="sr-only">: {t(`stepState.${state}`)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A lead's timeline (docs/product/pipeline.md, "Statuses and their order"): every change, oldest
 * first, with when (India time), who ('You', the associate, our team or an automatic update),
 * from → to in a customer's words, and the note (the site's own notes in the page's language, a
 * typed note as written), in the page's language.
 */
export function TimelineEntries({ timeline }: { timeline: readonly LeadEvent[] }) {
  const words = useLeadWords();
  const { t } = words;
  if (timeline.length === 0) return <p className="text-sm text-slate-600">{t('timeline.none')}</p>;
  const entries = [...timeline].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol aria-label={t('timeline.label')} className="space-y-3 border-l-2 border-slate-200 pl-4">
      {entries.map((event, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: timeline entries have no id; their order is fixed
        <li key={`${event.at}-${i}`} className="relative text-sm">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600 ring-2 ring-white" />
          <p className="text-xs text-slate-500">
            <time dateTime={event.at}>{words.time(event.at)}</time> · {words.actor(event)}
          </p>
          <p className="font-medium text-slate-900">
            {event.from_status ? words.timelineStatus(event.from_status) : t('timeline.submitted')} <span aria-hidden="true">→</span>
            <span className="sr-only"> {t('timeline.then')} </span> {words.timelineStatus(event.to_status)}
          </p>
          {timelineNoteIn(event, words.language) ? (
            <p className="break-words text-slate-600">{timelineNoteIn(event, words.language)}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

import { CalendarCheck, Handshake, UserRoundCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCustomerLeadsTexts } from '../texts.ts';
import { RequirementForm } from './requirement-form.tsx';

/** Id of the requirement section of /propertyseekers, the fragment a returning guest lands on. */
export const SEEKER_FORM_ID = 'tell-us-what-you-need';

/** The steps after the form; each one's name is the `step.{step}` text and its line the `seeker.{step}` text. */
const NEXT_STEPS = [
  { icon: UserRoundCheck, step: 'Match' },
  { icon: CalendarCheck, step: 'Visit' },
  { icon: Handshake, step: 'Book' },
] as const;

/**
 * The "Submit" step of /propertyseekers (docs/product/pipeline.md, "Leads": the form is on
 * /propertyseekers): the requirement form beside what happens after it (Match, Visit, Book).
 * A guest coming back from signing in lands here (`#tell-us-what-you-need`) with what they typed.
 * Texts in the page's language (docs/product/seo.md, "Hindi").
 */
export function SeekerRequirement() {
  const t = useCustomerLeadsTexts();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${SEEKER_FORM_ID}`) document.getElementById(SEEKER_FORM_ID)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <section id={SEEKER_FORM_ID} aria-label={t('seeker.label')} className="scroll-mt-20 bg-white py-12 sm:py-16">
      <div className="container-page grid gap-8 lg:grid-cols-5 lg:gap-12">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:col-span-3">
          <RequirementForm eyebrow={t('seeker.step', { n: 1, title: t('step.Submit') })} anchorId={SEEKER_FORM_ID} linkToDashboard />
        </div>
        <aside aria-labelledby={`${SEEKER_FORM_ID}-next`} className="lg:col-span-2 lg:pt-6">
          <h3 id={`${SEEKER_FORM_ID}-next`} className="text-lg font-semibold text-slate-900">
            {t('seeker.next')}
          </h3>
          <ol className="mt-4 space-y-4">
            {NEXT_STEPS.map(({ icon: Icon, step }, i) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                >
                  <Icon className="size-5" />
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{t('seeker.step', { n: i + 2, title: t(`step.${step}`) })}</p>
                  <p className="text-sm text-slate-600">{t(`seeker.${step}`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </section>
  );
}

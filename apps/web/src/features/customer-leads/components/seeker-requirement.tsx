import { CalendarCheck, Handshake, UserRoundCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { RequirementForm } from './requirement-form.tsx';

/** Id of the requirement section of /propertyseekers, the fragment a returning guest lands on. */
export const SEEKER_FORM_ID = 'tell-us-what-you-need';

const NEXT_STEPS = [
  { icon: UserRoundCheck, title: 'Match', text: 'An associate who knows your city takes up your search; you get their name and mobile.' },
  { icon: CalendarCheck, title: 'Visit', text: 'Confirm, reschedule or cancel your private site visits from your dashboard.' },
  { icon: Handshake, title: 'Book', text: 'Book with the builder, with our help on loans and paperwork.' },
] as const;

/**
 * The "Submit" step of /propertyseekers (docs/product/pipeline.md, "Leads": the form is on
 * /propertyseekers): the requirement form beside what happens after it (Match, Visit, Book).
 * A guest coming back from signing in lands here (`#tell-us-what-you-need`) with what they typed.
 */
export function SeekerRequirement() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${SEEKER_FORM_ID}`) document.getElementById(SEEKER_FORM_ID)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <section id={SEEKER_FORM_ID} aria-label="Submit your requirement" className="scroll-mt-20 bg-white py-12 sm:py-16">
      <div className="container-page grid gap-8 lg:grid-cols-5 lg:gap-12">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:col-span-3">
          <RequirementForm eyebrow="Step 1 · Submit" anchorId={SEEKER_FORM_ID} linkToDashboard />
        </div>
        <aside aria-labelledby={`${SEEKER_FORM_ID}-next`} className="lg:col-span-2 lg:pt-6">
          <h3 id={`${SEEKER_FORM_ID}-next`} className="text-lg font-semibold text-slate-900">
            What happens next
          </h3>
          <ol className="mt-4 space-y-4">
            {NEXT_STEPS.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                >
                  <Icon className="size-5" />
                </span>
                <div>
                  <p className="font-semibold text-slate-900">
                    Step {i + 2} · {title}
                  </p>
                  <p className="text-sm text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </section>
  );
}

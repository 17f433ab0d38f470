import { CalendarDays, ClipboardList, Plus, UserRoundCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ListSkeleton } from '../../../components/ui/skeleton.tsx';
import { useCustomerLeadsQuery, useCustomerVisitsQuery } from '../api/customer-leads-api.ts';
import { useCustomerLeadsTexts } from '../texts.ts';
import { UPCOMING_VISIT_STATUSES } from '../utils/lead-progress.ts';
import { readRequirementDraft } from '../utils/requirement-draft.ts';
import { AssociateCard, leadsWithCards } from './associate-card.tsx';
import { LeadCard } from './lead-card.tsx';
import { Panel, Quiet } from './panel.tsx';
import { RequirementForm } from './requirement-form.tsx';
import { VisitCard } from './visit-card.tsx';

/** Said when a list could not be loaded, with a retry button, in the page's language. */
function Failed({ onRetry }: { onRetry: () => void }) {
  const t = useCustomerLeadsTexts();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <span>{t('pipeline.loadFailed')}</span>
      <button type="button" onClick={onRetry} className="font-semibold text-brand-700 underline">
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

/** Id of the dashboard's requirement form, the fragment a returning guest lands on. */
export const DASHBOARD_FORM_ID = 'post-requirement';

/**
 * The brokerage pipeline on the customer dashboard (docs/product/pipeline.md, "Screens"):
 * "Your personal associate" (a card per open search: the associate's name, call and WhatsApp, or
 * 'We are finding the right associate for you'), "My site visits" (upcoming ones with Confirm,
 * Reschedule, Cancel visit and Add to calendar; past ones folded away) and "My property searches"
 * (each lead with its steps and timeline), where 'Post a requirement' opens the requirement form.
 * Each list has its loading, empty and error state; lists refresh after every change. Texts in
 * the page's language (docs/product/seo.md, "Hindi").
 */
export function CustomerPipeline({ userId }: { userId: number }) {
  const t = useCustomerLeadsTexts();
  const leads = useCustomerLeadsQuery(userId);
  const visits = useCustomerVisitsQuery(userId);
  const [formOpenedBy, setFormOpen] = useState<false | 'button' | 'draft'>(false);
  const isFormOpen = formOpenedBy !== false;
  const openButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (readRequirementDraft()) setFormOpen('draft');
  }, []);

  // back to 'Post a requirement' when the form closes, so keyboard users do not lose their place
  useEffect(() => {
    if (wasOpen.current && !isFormOpen) openButton.current?.focus();
    wasOpen.current = isFormOpen;
  }, [isFormOpen]);

  const upcoming = visits.data?.data.filter((v) => UPCOMING_VISIT_STATUSES.includes(v.status)) ?? [];
  const past = visits.data?.data.filter((v) => !UPCOMING_VISIT_STATUSES.includes(v.status)) ?? [];
  const cards = leadsWithCards(leads.data?.data ?? []);

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <Panel
          id="my-associate"
          title={t('pipeline.associate.title')}
          icon={<UserRoundCheck aria-hidden="true" className="size-5 text-brand-700" />}
        >
          {leads.isPending ? (
            <ListSkeleton rows={1} />
          ) : leads.isError ? (
            <Failed onRetry={() => void leads.refetch()} />
          ) : cards.length === 0 ? (
            <Quiet>{t('pipeline.associate.empty')}</Quiet>
          ) : (
            <ul className="space-y-3">
              {cards.map((lead) => (
                <li key={lead.lead_id}>
                  <AssociateCard lead={lead} />
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel
          id="my-site-visits"
          title={t('pipeline.visits.title')}
          icon={<CalendarDays aria-hidden="true" className="size-5 text-brand-700" />}
          className="lg:col-span-2"
        >
          {visits.isPending ? (
            <ListSkeleton rows={2} />
          ) : visits.isError ? (
            <Failed onRetry={() => void visits.refetch()} />
          ) : visits.data.data.length === 0 ? (
            <Quiet>{t('pipeline.visits.empty')}</Quiet>
          ) : (
            <>
              {upcoming.length > 0 ? (
                <ul className="space-y-3">
                  {upcoming.map((visit) => (
                    <VisitCard key={visit.visit_id} visit={visit} userId={userId} />
                  ))}
                </ul>
              ) : (
                <Quiet>{t('pipeline.visits.noUpcoming')}</Quiet>
              )}
              {past.length > 0 ? (
                <details className="mt-4 group">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                    {t('pipeline.visits.past', { total: past.length })}
                  </summary>
                  <ul className="mt-3 space-y-3">
                    {past.map((visit) => (
                      <VisitCard key={visit.visit_id} visit={visit} userId={userId} />
                    ))}
                  </ul>
                </details>
              ) : null}
            </>
          )}
        </Panel>
      </div>

      <Panel
        id="my-property-searches"
        title={t('pipeline.searches.title')}
        icon={<ClipboardList aria-hidden="true" className="size-5 text-brand-700" />}
        action={
          isFormOpen ? null : (
            <button
              ref={openButton}
              type="button"
              className="btn-accent px-4 py-2 text-sm"
              aria-controls={DASHBOARD_FORM_ID}
              aria-expanded={false}
              onClick={() => setFormOpen('button')}
            >
              <Plus aria-hidden="true" className="size-4" /> {t('pipeline.searches.post')}
            </button>
          )
        }
      >
        {isFormOpen ? (
          <div id={DASHBOARD_FORM_ID} className="mb-5 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5">
            <RequirementForm
              headingLevel={3}
              anchorId={DASHBOARD_FORM_ID}
              focusOnMount={formOpenedBy === 'button'}
              onSaved={() => setFormOpen(false)}
              onClose={() => setFormOpen(false)}
            />
          </div>
        ) : null}
        {leads.isPending ? (
          <ListSkeleton rows={2} />
        ) : leads.isError ? (
          <Failed onRetry={() => void leads.refetch()} />
        ) : leads.data.data.length === 0 ? (
          <Quiet>{t('pipeline.searches.empty')}</Quiet>
        ) : (
          <ul className="space-y-4">
            {leads.data.data.map((lead) => (
              <LeadCard key={lead.lead_id} lead={lead} />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

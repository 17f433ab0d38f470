import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import type { Offer } from '@realty/contracts/pipeline/leads';
import { useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PATHS } from '../../../config/paths.ts';
import { placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { acceptOffer, declineOffer, refreshAssociateWork, useOffersQuery } from '../api/associate-work-api.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import { OfferCountdown } from './offer-countdown.tsx';
import { CardsSkeleton, DashboardSection, EmptyState, ErrorState } from './state-blocks.tsx';
import { useWorkWords } from './use-work-words.ts';

/** What {@link useOfferAnswer} gives an offer's screen: the state and the actions of Accept and Decline. */
export type OfferAnswer = {
  isExpired: boolean;
  isBusy: boolean;
  /** Why the last accept failed (the API's message), shown beside the buttons. */
  problem: string | undefined;
  /** Called by the countdown when the deadline passes. */
  onExpire: () => void;
  accept: () => Promise<void>;
  openDecline: () => void;
  /** Give it to the Decline button: focus returns there when the dialog closes. */
  declineButtonRef: React.RefObject<HTMLButtonElement | null>;
  /** The decline dialog while it is open, else null; render it anywhere. */
  dialog: React.ReactNode;
};

/**
 * Accept and Decline of one offer (docs/product/pipeline.md, "Matching"): Accept sends
 * `POST /api/associate/leads/{leadId}/accept`, then opens the lead's page; a refusal (409, the offer
 * lapsed) is shown and `onLapsed` runs. Decline opens the {@link DeclineDialog}, which sends
 * `POST /api/associate/leads/{leadId}/decline` `{ reason }`. Both refresh the dashboard's lists.
 */
export function useOfferAnswer(
  offer: { lead_id: number; expires_at: string; city: string; category: string },
  onLapsed?: () => void,
): OfferAnswer {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t, label, message, failure, language } = useWorkWords();
  const declineButtonRef = useRef<HTMLButtonElement>(null);
  const [isExpired, setExpired] = useState(() => Date.parse(offer.expires_at) <= Date.now());
  const [isBusy, setBusy] = useState(false);
  const [isDeclining, setDeclining] = useState(false);
  const [problem, setProblem] = useState<string>();

  const accept = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await acceptOffer(offer.lead_id);
      toast.success(message(answer.message || PIPELINE_MESSAGES.offerAccepted));
      void refreshAssociateWork(queryClient);
      navigate(PATHS.associateLead(offer.lead_id));
    } catch (error) {
      const reason = failure(error);
      setProblem(reason);
      toast.error(reason);
      setBusy(false);
      onLapsed?.();
    }
  };

  const decline = async (reason: string) => {
    const answer = await declineOffer(offer.lead_id, reason);
    setDeclining(false);
    toast.success(message(answer.message || PIPELINE_MESSAGES.offerDeclined));
    await refreshAssociateWork(queryClient);
  };

  const closeDialog = () => {
    setDeclining(false);
    declineButtonRef.current?.focus();
  };

  return {
    isExpired,
    isBusy,
    problem,
    onExpire: () => {
      setExpired(true);
      onLapsed?.();
    },
    accept,
    openDecline: () => setDeclining(true),
    declineButtonRef,
    dialog: isDeclining ? (
      <DeclineDialog
        subject={t('facts.subject', { category: label('category', offer.category), city: placeLabel(offer.city, language) })}
        onDecline={decline}
        onClose={closeDialog}
      />
    ) : null,
  };
}

/** The Accept and Decline buttons of an offer, with the reason an accept failed above them. */
export function OfferButtons({ answer }: { answer: OfferAnswer }) {
  const { t } = useWorkWords();
  return (
    <>
      {answer.problem ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {answer.problem}
        </p>
      ) : null}
      <div className="mt-4 flex gap-3 pt-1">
        <button
          type="button"
          onClick={answer.accept}
          disabled={answer.isBusy || answer.isExpired}
          className="btn-primary flex-1 sm:flex-none"
        >
          {t('offers.accept')}
        </button>
        <button
          ref={answer.declineButtonRef}
          type="button"
          onClick={answer.openDecline}
          disabled={answer.isBusy || answer.isExpired}
          className="btn-outline flex-1 sm:flex-none"
        >
          {t('offers.decline')}
        </button>
      </div>
      {answer.dialog}
    </>
  );
}

/**
 * One offer (docs/product/pipeline.md, "Matching"): city, category, budget, BHK, note and the
 * listings — never the customer's name or mobile — with the countdown to its deadline, Accept
 * (then the lead's page opens) and Decline (asks for a reason). After the deadline both buttons
 * are disabled.
 */
export function OfferCard({ offer, onLapsed }: { offer: Offer; onLapsed?: () => void }) {
  const titleId = useId();
  const answer = useOfferAnswer(offer, onLapsed);
  const { t, label, budget, bhk, language } = useWorkWords();
  const subject = t('facts.subject', { category: label('category', offer.category), city: placeLabel(offer.city, language) });

  return (
    <article aria-labelledby={titleId} className="flex flex-col rounded-2xl border border-amber-200 bg-amber-50/40 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('facts.leadNumber', { id: offer.lead_id })}</p>
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            {subject}
          </h3>
        </div>
        <OfferCountdown expiresAt={offer.expires_at} onExpire={answer.onExpire} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-500">{t('facts.budget')}</dt>
          <dd className="font-semibold text-slate-900">{budget(offer.budget_min, offer.budget_max)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('facts.bhk')}</dt>
          <dd className="font-semibold text-slate-900">{bhk(offer.bhk)}</dd>
        </div>
        {offer.note ? (
          <div className="col-span-2">
            <dt className="text-slate-500">{t('facts.note')}</dt>
            <dd className="break-words text-slate-800">{offer.note}</dd>
          </div>
        ) : null}
        <div className="col-span-2">
          <dt className="text-slate-500">{t('facts.listings')}</dt>
          <dd>
            {offer.sites.length === 0 ? (
              <span className="text-slate-700">{t('offers.noListings')}</span>
            ) : (
              <ul className="mt-0.5 space-y-0.5">
                {offer.sites.map((site) => (
                  <li key={site.site_id}>
                    <Link to={PATHS.detail(site.site_id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {site.site_title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <div className="sm:mt-auto">
        <OfferButtons answer={answer} />
      </div>
    </article>
  );
}

/**
 * The "Offers" section of the associate dashboard (docs/product/pipeline.md, "Screens"): offers
 * waiting for this associate (`GET /api/associate/offers`, asked again every 30 seconds and when
 * a deadline passes), each an {@link OfferCard}; an empty state pointing to the preferences.
 */
export function OffersSection() {
  const offers = useOffersQuery();
  const { t } = useWorkWords();
  const count = offers.data?.data.length ?? 0;
  return (
    <DashboardSection
      id="offers"
      title={t('offers.title')}
      icon={<Inbox aria-hidden="true" className="size-5 text-accent-500" />}
      aside={count > 0 ? <span className="text-sm text-slate-600">{t('offers.waiting', { count })}</span> : null}
    >
      {offers.isPending ? (
        <CardsSkeleton label={t('offers.loading')} />
      ) : offers.isError ? (
        <ErrorState error={offers.error} title={t('offers.loadError')} onRetry={() => void offers.refetch()} />
      ) : count === 0 ? (
        <EmptyState title={t('offers.emptyTitle')}>
          {t('offers.emptyBody')}{' '}
          <a href="#preferences" className="font-medium text-brand-700 underline">
            {t('offers.checkPreferences')}
          </a>
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {offers.data.data.map((offer) => (
            <OfferCard key={offer.lead_id} offer={offer} onLapsed={() => void offers.refetch()} />
          ))}
        </div>
      )}
    </DashboardSection>
  );
}

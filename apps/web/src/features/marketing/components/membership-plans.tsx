import { Check, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { MEMBERSHIP_FEATURES, PLANS, type Plan } from '../content/pages.ts';
import { useLocalise, useMarketingTexts } from '../texts.ts';
import { SectionHeading } from './section-heading.tsx';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** A price in rupees as shown on the plans, e.g. '₹1,000' (Indian digit grouping in both languages). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

function PlanCard({ plan }: { plan: Plan }) {
  const t = useMarketingTexts();
  const local = useLocalise();
  const isPro = plan.priceRupees > 0;
  const { name, period } = local(plan);
  return (
    <article className={`flex flex-col rounded-3xl p-8 ${isPro ? 'bg-brand-800 text-white shadow-xl' : 'bg-white ring-1 ring-slate-200'}`}>
      <h3 className="text-xl font-semibold">{name}</h3>
      <p className="mt-4">
        <span className="text-4xl font-extrabold">{isPro ? formatRupees(plan.priceRupees) : t('plans.freePrice')}</span>
        {isPro && <span className="ml-1 text-brand-100">{t('plans.perYear')}</span>}
      </p>
      <p className={`mt-1 text-sm ${isPro ? 'text-brand-100' : 'text-slate-600'}`}>{isPro ? period : `${formatRupees(0)} · ${period}`}</p>
      <ul className="mt-6 space-y-2 text-sm">
        {plan.features.map(local).map((feature) => (
          <li key={feature.key} className="flex gap-2">
            <Check aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${isPro ? 'text-accent-400' : 'text-brand-600'}`} />
            {feature.text}
          </li>
        ))}
      </ul>
      <Link
        to={isPro ? PATHS.membershipCheckout : PATHS.registerAssociate}
        className={`mt-8 ${isPro ? 'btn-accent focus-visible:outline-white' : 'btn-outline'}`}
      >
        {isPro ? t('plans.goPro') : t('plans.startFree')}
        <span className="sr-only">{t('plans.withPlan', { plan: name })}</span>
      </Link>
    </article>
  );
}

/**
 * The associate membership plans (docs/product/content.md "Membership plans", §9): Free at ₹0 with 2
 * features and Pro at ₹1,000 a year with all 10, as cards and as a comparison table, in the page's language.
 * Pro's button leads to the checkout (docs/product/payments.md, "Screens"), which asks a guest to sign in first.
 */
export function MembershipPlans() {
  const t = useMarketingTexts();
  const local = useLocalise();
  return (
    <section aria-labelledby="plans-title" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="plans-title" eyebrow={t('plans.eyebrow')} title={t('plans.title')} lead={t('plans.lead')} />
        <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {PLANS.map((plan) => (
            <PlanCard key={plan.key} plan={plan} />
          ))}
        </div>
        <div className="mx-auto mt-12 max-w-4xl overflow-x-auto rounded-2xl ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('plans.caption')}</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('plans.feature')}
                </th>
                {PLANS.map((plan) => (
                  <th key={plan.key} scope="col" className="px-4 py-3 text-center font-semibold">
                    {local(plan).name}
                    <span className="block text-xs font-normal text-slate-600">
                      {plan.priceRupees > 0 ? t('plans.pricePerYear', { price: formatRupees(plan.priceRupees) }) : formatRupees(0)}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {MEMBERSHIP_FEATURES.map((feature) => (
                <tr key={feature.key}>
                  <th scope="row" className="px-4 py-3 font-normal text-slate-700">
                    {local(feature).text}
                  </th>
                  {PLANS.map((plan) => (
                    <td key={plan.key} className="px-4 py-3 text-center">
                      {plan.features.includes(feature) ? (
                        <>
                          <Check aria-hidden="true" className="mx-auto size-5 text-brand-600" />
                          <span className="sr-only">{t('plans.included')}</span>
                        </>
                      ) : (
                        <>
                          <Minus aria-hidden="true" className="mx-auto size-5 text-slate-400" />
                          <span className="sr-only">{t('plans.notIncluded')}</span>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

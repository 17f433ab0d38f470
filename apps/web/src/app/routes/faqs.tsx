import { JsonLd } from '../../components/seo/json-ld.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { PATHS } from '../../config/paths.ts';
import { FaqTabs } from '../../features/marketing/components/faq-tabs.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { FAQ_TABS } from '../../features/marketing/content/pages.ts';
import { useLocalise } from '../../features/marketing/texts.ts';
import { localisedPath } from '../../lib/i18n/i18n.ts';
import { useLanguage } from '../../lib/i18n/texts.ts';
import { faqPageStructuredData } from '../../lib/seo/structured-data.ts';
import { useSiteOrigin } from '../../lib/site-origin.tsx';
import { usePageTexts } from './texts.ts';

/**
 * /faqs (docs/product/catalogue.md "FAQs page"): hero with 'Get In Touch' to /contactus, then the
 * tabbed questions, all of which are also in its FAQPage block (docs/product/seo.md).
 */
export default function FaqsPage() {
  const t = usePageTexts();
  const seo = useSeoTexts();
  const local = useLocalise();
  const language = useLanguage();
  const origin = useSiteOrigin();
  // every question of the three tabs, in the page's language (docs/product/seo.md: the FAQPage block)
  const questions = FAQ_TABS.flatMap((group) => group.entries.map(local));
  return (
    <>
      <PageHead title={seo('faqs.title')} description={seo('faqs.description')} />
      <JsonLd data={faqPageStructuredData(questions, { url: `${origin}${localisedPath('/faqs', language)}`, language })} />
      <PageHero
        eyebrow={t('faqs.eyebrow')}
        title={t('faqs.title')}
        lead={t('faqs.lead')}
        actions={[{ label: t('faqs.getInTouch'), to: PATHS.contact }]}
      />
      <section aria-labelledby="faq-title" className="py-14 sm:py-16">
        <div className="container-page max-w-3xl">
          <h2 id="faq-title" className="mb-8 text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('faqs.heading')}
          </h2>
          <FaqTabs />
        </div>
      </section>
    </>
  );
}

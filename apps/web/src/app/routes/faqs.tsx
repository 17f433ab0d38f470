import { PATHS } from '../../config/paths.ts';
import { FaqTabs } from '../../features/marketing/components/faq-tabs.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /faqs (docs/product/catalogue.md "FAQs page"): hero with 'Get In Touch' to /contactus, then the tabbed questions. */
export default function FaqsPage() {
  usePageTitle('FAQs');
  return (
    <>
      <PageHero
        eyebrow="FAQs"
        title="Have a question? You will find the answer here."
        lead="Answers for property seekers, associates and builders. Cannot find yours? Our team is a message away."
        actions={[{ label: 'Get In Touch', to: PATHS.contact }]}
      />
      <section aria-labelledby="faq-title" className="py-14 sm:py-16">
        <div className="container-page max-w-3xl">
          <h2 id="faq-title" className="mb-8 text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            Frequently Asked Questions
          </h2>
          <FaqTabs />
        </div>
      </section>
    </>
  );
}

import { Accordion, type AccordionItem } from '../../../components/ui/accordion.tsx';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { type CatalogueTextKey, catalogueTexts, useCatalogueTexts } from '../texts.ts';

/** How many questions the listing's FAQ block answers. */
const LISTING_FAQ_COUNT = 5;

/**
 * Buyer questions answered below the listing (docs/product/catalogue.md: "A FAQ block follows the
 * listing"), in `language` (docs/product/seo.md, "Hindi"): RERA registration, site visits,
 * brokerage, home loans and the papers to check.
 */
export function listingFaq(language: Language): readonly AccordionItem[] {
  const t = catalogueTexts(language);
  return Array.from({ length: LISTING_FAQ_COUNT }, (_, i) => ({
    question: t(`faq.q${i + 1}` as CatalogueTextKey),
    answer: t(`faq.a${i + 1}` as CatalogueTextKey),
  }));
}

/** Buyer questions answered below the listing, in English (see {@link listingFaq}). (docs/product/catalogue.md) */
export const LISTING_FAQ: readonly AccordionItem[] = listingFaq('en');

/** The FAQ block that follows the listing on /properties: one answer open at a time, the first open; in the page's language. (docs/product/catalogue.md) */
export function ListingFaq() {
  const t = useCatalogueTexts();
  const language = useLanguage();
  return (
    <section aria-labelledby="listing-faq-heading" className="bg-slate-50 py-14">
      <div className="container-page grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t('faq.eyebrow')}</p>
          <h2 id="listing-faq-heading" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('faq.title')}
          </h2>
          <p className="mt-3 text-slate-600">{t('faq.intro')}</p>
        </div>
        <Accordion items={listingFaq(language)} />
      </div>
    </section>
  );
}

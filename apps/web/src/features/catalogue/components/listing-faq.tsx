import { Accordion, type AccordionItem } from '../../../components/ui/accordion.tsx';

/** Buyer questions answered below the listing (docs/product/catalogue.md: "A FAQ block follows the listing"). */
export const LISTING_FAQ: readonly AccordionItem[] = [
  {
    question: 'Are the listed projects RERA registered?',
    answer:
      'Every apartment and group-housing project we list must carry a valid UP RERA registration number, shown on its detail page. Plotted developments below the RERA threshold are checked for a clear title and an approved layout before we list them. Always match the number on the UP RERA portal before you pay a booking amount.',
  },
  {
    question: 'Can I visit a property before I book it?',
    answer:
      'Yes. Send an enquiry from the property page and your personal associate will call you to fix a private site visit at a time that suits you, usually within two working days. Visits in Varanasi, Mirzapur, Chitrakoot and Prayagraj are free of charge.',
  },
  {
    question: 'Do buyers pay any brokerage?',
    answer:
      'No. Property seekers pay nothing to use the site or their associate. The deal is closed directly with the builder at the builder’s listed price, and the associate’s brokerage is paid by the builder.',
  },
  {
    question: 'Can you help me get a home loan?',
    answer:
      'Most RERA-registered projects are approved by leading banks and housing finance companies. Your associate can share the list of approving lenders, help you compare EMI options and collect the documents a lender asks for, such as PAN, Aadhaar, income proof and the builder’s sale agreement.',
  },
  {
    question: 'What documents should I check before buying a plot or flat?',
    answer:
      'Ask for the title deed and the chain of previous sale deeds, the Khatauni (land record), the approved map from the development authority, the RERA certificate, an encumbrance certificate and, for flats, the completion or occupancy certificate. Our team can walk you through each of them before registry.',
  },
];

/** The FAQ block that follows the listing on /properties: one answer open at a time, the first open. (docs/product/catalogue.md) */
export function ListingFaq() {
  return (
    <section aria-labelledby="listing-faq-heading" className="bg-slate-50 py-14">
      <div className="container-page grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">FAQs</p>
          <h2 id="listing-faq-heading" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
            Questions buyers ask us
          </h2>
          <p className="mt-3 text-slate-600">Straight answers about visits, paperwork, loans and what you pay.</p>
        </div>
        <Accordion items={LISTING_FAQ} />
      </div>
    </section>
  );
}

import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { OfficeLocation } from '../../features/contact/components/office-location.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { usePageTexts } from './texts.ts';

/**
 * /contactus (docs/product/content.md "Contact page"): hero 'Have A Question? Reach Out To Us.', the
 * call-back form, and the office location with map, contact details and working hours.
 */
export default function ContactPage() {
  const t = usePageTexts();
  const seo = useSeoTexts();
  return (
    <>
      <PageHead title={seo('contact.title')} description={seo('contact.description')} />
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <section className="container-page grid gap-10 py-14 sm:py-16 lg:grid-cols-5">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-3">
          <h2 className="mb-6 text-2xl font-bold text-slate-900">{t('contact.callBack')}</h2>
          <ContactForm />
        </div>
        <div className="lg:col-span-2">
          <h2 className="mb-6 text-2xl font-bold text-slate-900">{t('contact.office')}</h2>
          <OfficeLocation />
        </div>
      </section>
    </>
  );
}

import { indiaYear } from '@realty/contracts/common/dates';
import { ArrowUp, Camera, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS } from '../../config/business.ts';
import { PATHS } from '../../config/paths.ts';
import { FOOTER_LINKS } from './nav-items.ts';
import { useLayoutTexts } from './texts.ts';

/** Scrolls the page smoothly back to the top (reduced-motion users get an instant jump). */
function scrollToTop() {
  const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: isReduced ? 'auto' : 'smooth' });
}

/**
 * The site footer (docs/product/catalogue.md): the business blurb, quick links in the spec's order,
 * 'Get in touch' with the postal address, phone, e-mail and the social profile (new tab), the
 * '© {this year in India}' line (never a fixed year) and a button that scrolls smoothly to the top. Stacked on phones, four columns
 * on desktops. Every text follows the page's language (docs/product/seo.md, "Hindi").
 */
export function SiteFooter() {
  const t = useLayoutTexts();
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.3fr_1.4fr_1.3fr]">
        <div>
          <Link to={PATHS.home} className="inline-flex items-center gap-2 rounded-md text-xl font-extrabold text-white">
            <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
              <rect width="32" height="32" rx="8" fill="#f4b942" />
              <path d="M7 16 16 8l9 8v9a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z" fill="#0f3d3e" />
            </svg>
            {BUSINESS.name}
          </Link>
          <p className="mt-4 max-w-sm leading-relaxed">
            {t('footer.tagline')} {t('footer.blurb', { founded: BUSINESS.founded })}
          </p>
        </div>

        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="text-lg font-semibold text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block rounded py-0.5 hover:text-accent-400 hover:underline">
                  {t(link.textKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact-heading" className="md:col-span-2 lg:col-span-1">
          <h2 id="footer-contact-heading" className="text-lg font-semibold text-white">
            {t('footer.getInTouch')}
          </h2>
          <address className="mt-4 space-y-3 not-italic">
            <p className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <span>
                {t('footer.addressLine1')}
                <br />
                {t('footer.addressLine2')}
              </span>
            </p>
            <p className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
              <a href={BUSINESS.phoneHref} className="hover:text-accent-400 hover:underline">
                {BUSINESS.phone}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
              <a href={`mailto:${BUSINESS.email}`} className="break-all hover:text-accent-400 hover:underline">
                {BUSINESS.email}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <Camera aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
              <a href={BUSINESS.social.href} target="_blank" rel="noopener noreferrer" className="hover:text-accent-400 hover:underline">
                {BUSINESS.social.label}
                <span className="sr-only"> {t('footer.newTab')}</span>
              </a>
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center justify-between gap-4 py-5 text-sm sm:flex-row">
          <p>{t('footer.copyright', { year: indiaYear(), company: BUSINESS.legalName.replace(/\.$/, '') })}</p>
          <button
            type="button"
            onClick={scrollToTop}
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold text-white transition hover:bg-white/20"
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            {t('footer.backToTop')}
          </button>
        </div>
      </div>
    </footer>
  );
}

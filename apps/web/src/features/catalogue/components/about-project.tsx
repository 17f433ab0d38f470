import type { Site } from '@realty/contracts/sites/site';
import { Check, Download } from 'lucide-react';
import { useState } from 'react';
import { useListingStatusText } from '../../../components/ui/listing-status-badge.tsx';
import { fileUrl } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { amenityLabel, categoryLabel, listingAreaText } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { useCatalogueTexts } from '../texts.ts';
import { isDescriptionInEnglish, listingDescription } from '../utils/listing-text.ts';
import { truncateText } from '../utils/truncate.ts';

/** Props of {@link AboutProject}. */
export type AboutProjectProps = {
  site: Site;
  /**
   * 'Ask For Details': the control that starts an enquiry about `site` (the enquiry feature's
   * 'Enquire Now' flow under this label; docs/product/catalogue.md, "The detail page").
   */
  askAction: React.ReactNode;
};

/**
 * 'About The Project' with 'Ask For Details' (`askAction`: an enquiry about the listing) and,
 * when the listing has a brochure, 'Download PDF' (its first PDF), then 'More About The Project'
 * (the description cut at 300 characters with Read More / Read Less) and the Amenities list
 * (docs/product/catalogue.md "Property detail"). The section's own words follow the page's language;
 * the area text, with its units, and the amenities come from the listing vocabulary
 * (docs/product/seo.md, "Hindi"; unknown words as entered); the description is the
 * listing's Hindi text on Hindi pages when staff gave one, else the English with a small
 * "in English" note.
 */
export function AboutProject({ site, askAction }: AboutProjectProps) {
  const t = useCatalogueTexts();
  const language = useLanguage();
  const statusText = useListingStatusText();
  const [isExpanded, setExpanded] = useState(false);
  const description = listingDescription(site, language);
  const preview = truncateText(description);
  const brochure = site.site_pdfs[0];
  const facts = [
    [t('about.developer'), site.site_developer],
    [t('about.category'), site.site_category && categoryLabel(site.site_category, language)],
    [t('about.status'), site.site_status && statusText(site.site_status)],
    [t('about.area'), listingAreaText(site, language) || t('na')],
    [t('about.rera'), site.site_rera_number],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));

  return (
    <div className="space-y-10">
      <section aria-labelledby="about-project-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="about-project-heading" className="text-2xl font-bold text-slate-900">
          {t('about.title')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
              <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {askAction}
          {brochure ? (
            <a href={fileUrl(brochure)} download className="btn-outline">
              <Download aria-hidden="true" className="size-4" />
              {t('about.downloadPdf')}
            </a>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="more-about-heading">
        <h2 id="more-about-heading" className="text-2xl font-bold text-slate-900">
          {t('about.more')}
        </h2>
        {description.trim() ? (
          <>
            {isDescriptionInEnglish(site, language) ? (
              <p className="mt-2 inline-block rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                {t('about.inEnglish')}
              </p>
            ) : null}
            <p
              id="project-description"
              lang={isDescriptionInEnglish(site, language) ? 'en' : undefined}
              className="mt-3 whitespace-pre-line leading-relaxed text-slate-700"
            >
              {isExpanded ? description.trim() : preview.text}
            </p>
            {preview.isCut ? (
              <button
                type="button"
                aria-expanded={isExpanded}
                aria-controls="project-description"
                onClick={() => setExpanded((v) => !v)}
                className="mt-2 font-semibold text-brand-700 hover:underline"
              >
                {isExpanded ? t('about.readLess') : t('about.readMore')}
              </button>
            ) : null}
          </>
        ) : (
          <p className="mt-3 text-slate-600">{t('about.noDescription')}</p>
        )}
      </section>

      <section aria-labelledby="amenities-heading">
        <h2 id="amenities-heading" className="text-2xl font-bold text-slate-900">
          {t('about.amenities')}
        </h2>
        {site.amenities.length ? (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {site.amenities.map((amenity) => (
              <li key={amenity} className="flex items-start gap-2 text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 rounded-full bg-brand-100 p-0.5 text-brand-700" />
                {amenityLabel(amenity, language)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-600">{t('about.noAmenities')}</p>
        )}
      </section>
    </div>
  );
}

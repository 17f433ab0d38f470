import type { Site } from '@realty/contracts/sites/site';
import { ArrowUpRight, BadgeCheck, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { ListingStatusBadge } from '../../../components/ui/listing-status-badge.tsx';
import { NoImage, ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { PATHS } from '../../../config/paths.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { categoryLabel, placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { useDevelopersTexts } from '../texts.ts';

/**
 * One approved project of a developer as a listing card (docs/product/builders.md, "Public"):
 * cover photo or 'No Image', the status badge and "Verified" for a listing staff verified,
 * category, title, 'city, state', the price by the one rupee formatter and a link to the
 * listing's page (the whole card is clickable). The card's own words and the price follow the page's
 * language, and on Hindi pages the category, city and state come from the listing vocabulary
 * ("अपार्टमेंट", "वाराणसी, उत्तर प्रदेश"; docs/product/seo.md, "Hindi"); the title stays as entered.
 */
export function DeveloperProjectCard({ site }: { site: Site }) {
  const t = useDevelopersTexts();
  const language = useLanguage();
  const cover = site.cover_images[0] ?? site.inner_images[0];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <div className="relative aspect-[4/3] shrink-0 overflow-hidden bg-slate-100">
        {cover ? (
          <ResponsiveImage
            path={cover}
            alt={`${site.site_title}, ${placeLabel(site.site_city, language)}`}
            sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <NoImage className="size-full" />
        )}
        <div className="absolute left-3 top-3 flex flex-col items-start gap-1">
          <ListingStatusBadge status={site.site_status} className="shadow-sm" />
          {site.verified === true ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-600/30">
              <BadgeCheck aria-hidden="true" className="size-3.5 text-brand-600" />
              {t('card.verified')}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{categoryLabel(site.site_category, language)}</p>
        <h3 className="line-clamp-2 text-lg font-semibold text-slate-900">{site.site_title}</h3>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          <span className="truncate">
            {placeLabel(site.site_city, language)}, {placeLabel(site.site_state, language)}
          </span>
        </p>
        {site.site_rera_number ? <p className="text-xs text-slate-500">{t('card.rera', { number: site.site_rera_number })}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <p className="text-lg font-bold text-brand-800">{formatPrice(site.site_price, language)}</p>
          <Link
            to={PATHS.detail(site.site_id)}
            aria-label={t('card.details', { title: site.site_title })}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition after:absolute after:inset-0 after:content-[''] group-hover:bg-brand-800 focus-visible:outline-none"
          >
            <ArrowUpRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </article>
  );
}

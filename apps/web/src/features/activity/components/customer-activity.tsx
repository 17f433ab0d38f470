import type { EnquiryStatus } from '@realty/contracts/activity/enquiries';
import type { SiteSummary } from '@realty/contracts/activity/fields';
import { ACTIVITY_MESSAGES as M } from '@realty/contracts/activity/messages';
import { formatDate } from '@realty/contracts/common/dates';
import { hasVariants, variantPath } from '@realty/contracts/media/image-variants';
import { useQueryClient } from '@tanstack/react-query';
import { Heart, History, MessageSquareText, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { fileUrl, PATHS } from '../../../config/paths.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { activityKeys, removeFavourite, useEnquiriesQuery, useFavouritesQuery, useViewedSitesQuery } from '../api/activity-api.ts';
import { useActivityTexts } from '../texts.ts';

/** A date as "1 Dec 2026", in Hindi "1 दिसंबर 2026" (the site's one date formatter). */
const day = (iso: string, language: Language) => formatDate(iso, language);

/** Badge colours of each enquiry status; the label is the `status.{status}` text. */
const ENQUIRY_STATUS_STYLE: Record<EnquiryStatus, string> = {
  new: 'bg-sky-100 text-sky-800',
  contacted: 'bg-amber-100 text-amber-900',
  closed: 'bg-slate-200 text-slate-700',
};

function Panel({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function SiteLine({ site, aside, detail }: { site: SiteSummary; aside?: ReactNode; detail?: ReactNode }) {
  const language = useLanguage();
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-slate-100">
        {site.cover_image ? (
          <img
            src={fileUrl(hasVariants(site.cover_image) ? variantPath(site.cover_image, 480) : site.cover_image)}
            alt=""
            width={64}
            height={48}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <Link to={PATHS.detail(site.site_id)} className="block truncate font-medium text-brand-800 hover:underline">
          {site.site_title}
        </Link>
        <p className="truncate text-sm text-slate-600">
          {placeLabel(site.site_city, language)}, {placeLabel(site.site_state, language)} · {formatPrice(site.site_price, language)}
        </p>
        {detail}
      </div>
      {aside}
    </li>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

/**
 * The customer dashboard's activity (docs/product/activity.md): saved
 * favourites (removable), recently viewed properties and enquiries with their status and date,
 * each linking to the property. Texts, messages, prices and dates in the page's language
 * (docs/product/seo.md, "Hindi"); listing titles and places as entered.
 */
export function CustomerActivity({ userId }: { userId: number }) {
  const t = useActivityTexts();
  const msg = useMessageText();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const favourites = useFavouritesQuery(userId);
  const viewed = useViewedSitesQuery(userId);
  const enquiries = useEnquiriesQuery(userId);

  async function remove(favId: number) {
    try {
      const result = await removeFavourite(favId, userId);
      toast.success(msg(result.message || M.favoriteRemoved));
    } catch {
      toast.error(msg(M.genericError));
    } finally {
      await queryClient.invalidateQueries({ queryKey: activityKeys.favourites(userId) });
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <Panel id="my-favourites" title={t('favourites.title')} icon={<Heart aria-hidden="true" className="size-5 text-rose-600" />}>
        {favourites.isPending ? (
          <Empty>{t('common.loading')}</Empty>
        ) : favourites.isError ? (
          <Empty>{msg(M.genericError)}</Empty>
        ) : favourites.data.data.length === 0 ? (
          <Empty>
            {t('favourites.empty')}{' '}
            <Link to={PATHS.properties} className="text-brand-700 underline">
              {t('favourites.browse')}
            </Link>
          </Empty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {favourites.data.data.map((f) => (
              <SiteLine
                key={f.fav_id}
                site={f.site}
                aside={
                  <button
                    type="button"
                    onClick={() => remove(f.fav_id)}
                    className="rounded-full p-2 text-slate-500 hover:bg-rose-50 hover:text-rose-700"
                    aria-label={t('favourite.remove', { title: f.site.site_title })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                }
              />
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="my-recently-viewed" title={t('viewed.title')} icon={<History aria-hidden="true" className="size-5 text-brand-600" />}>
        {viewed.isPending ? (
          <Empty>{t('common.loading')}</Empty>
        ) : viewed.isError ? (
          <Empty>{msg(M.genericError)}</Empty>
        ) : viewed.data.data.length === 0 ? (
          <Empty>{t('viewed.empty')}</Empty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {viewed.data.data.slice(0, 10).map((v) => (
              <SiteLine
                key={v.site_id}
                site={v}
                aside={<span className="shrink-0 text-xs text-slate-500">{day(v.viewed_at, language)}</span>}
              />
            ))}
          </ul>
        )}
      </Panel>

      <Panel
        id="my-enquiries"
        title={t('enquiries.title')}
        icon={<MessageSquareText aria-hidden="true" className="size-5 text-accent-500" />}
      >
        {enquiries.isPending ? (
          <Empty>{t('common.loading')}</Empty>
        ) : enquiries.isError ? (
          <Empty>{msg(M.genericError)}</Empty>
        ) : enquiries.data.data.length === 0 ? (
          <Empty>{t('enquiries.empty')}</Empty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {enquiries.data.data.map((e) => {
              return (
                <SiteLine
                  key={e.enquiry_id}
                  site={e.site}
                  detail={
                    e.question ? (
                      <p className="mt-1 line-clamp-2 text-sm text-slate-700">
                        <span className="sr-only">{t('enquiries.question')}: </span>
                        {e.question}
                      </p>
                    ) : null
                  }
                  aside={
                    <div className="shrink-0 text-right">
                      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${ENQUIRY_STATUS_STYLE[e.status]}`}>
                        {t(`status.${e.status}`)}
                      </span>
                      <p className="mt-1 text-xs text-slate-500">{day(e.created_at, language)}</p>
                    </div>
                  }
                />
              );
            })}
          </ul>
        )}
      </Panel>
    </div>
  );
}

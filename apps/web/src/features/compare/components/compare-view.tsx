import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { Bone, Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { COMPARE_LIMIT, useCompareIds } from '../../../lib/compare-list.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { useCompareSites } from '../api/use-compare-sites.ts';
import { useCompareTexts } from '../texts.ts';
import { type CompareAddress, compareHref, ignoredIdsNotice } from '../utils/compare-address.ts';
import { CompareTable } from './compare-table.tsx';

/** Props of {@link CompareView}. */
export type CompareViewProps = {
  /** What the page's address asks for (`readCompareAddress` of its `?ids=`). */
  address: CompareAddress;
};

function CompareSkeleton({ columns }: { columns: number }) {
  return (
    <Skeleton className="overflow-hidden rounded-2xl border border-slate-200">
      <div className="flex gap-4 p-4">
        <Bone className="h-40 w-32 shrink-0 sm:w-48" />
        {Array.from({ length: columns }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder columns have no identity
          <Bone key={i} className="h-40 min-w-44 flex-1" />
        ))}
      </div>
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={i} className="flex gap-4 border-t border-slate-100 px-4 py-3">
          <Bone className="h-4 w-32 shrink-0 sm:w-48" />
          {Array.from({ length: columns }, (_, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
            <Bone key={j} className="h-4 min-w-44 flex-1" />
          ))}
        </div>
      ))}
    </Skeleton>
  );
}

/** The empty compare page: how to pick listings, or a way back to the ones picked in this browser. */
function CompareEmpty() {
  const t = useCompareTexts();
  const picked = useCompareIds();
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-slate-900">{t('view.emptyTitle')}</h2>
      <p className="mt-2 text-slate-600">{t('view.emptyText', { limit: COMPARE_LIMIT })}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {picked.length > 0 ? (
          <Link to={compareHref(picked)} className="btn-primary">
            {t(picked.length === 1 ? 'view.comparePicked_one' : 'view.comparePicked_other', { count: picked.length })}
          </Link>
        ) : null}
        <Link to={PATHS.properties} className={picked.length > 0 ? 'btn-outline' : 'btn-primary'}>
          {t('view.browse')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The compare page's content (docs/product/catalogue.md): the listings of `address.ids` (at most three) fetched from
 * `GET /api/sites/{id}` and shown side by side ({@link CompareTable}); a notice naming ids the
 * address asked for but the page left out (not ids, or past the third); a notice for listings
 * that could not be found or loaded (with "Try again"); a table-shaped placeholder while loading;
 * and, with no ids, an empty state with a link to /properties. In the page's language
 * (docs/product/seo.md, "Hindi").
 */
export function CompareView({ address }: CompareViewProps) {
  const t = useCompareTexts();
  const language = useLanguage();
  const { ids } = address;
  const { sites, isPending, refetchFailed } = useCompareSites(ids);
  const ignored = ignoredIdsNotice(address, language);
  const loaded = sites.flatMap((s) => (s.state === 'loaded' ? [s.listing] : []));
  const failed = sites.flatMap((s) => (s.state === 'failed' ? [s] : []));
  const notFound = failed.filter((s) => hasErrorCode(s.error, ERROR_CODES.NOT_FOUND, ERROR_CODES.VALIDATION_FAILED));
  const otherFailures = failed.filter((s) => !notFound.includes(s));
  const removeHref = (siteId: number) => compareHref(ids.filter((id) => id !== siteId));

  return (
    <div className="space-y-6">
      {ignored ? (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {ignored}
        </p>
      ) : null}
      {ids.length === 0 ? (
        <CompareEmpty />
      ) : isPending ? (
        <CompareSkeleton columns={ids.length} />
      ) : (
        <>
          {notFound.length > 0 ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {t(notFound.length === 1 ? 'view.notFound_one' : 'view.notFound_other', { ids: notFound.map((s) => `#${s.id}`).join(', ') })}
            </p>
          ) : null}
          {otherFailures.length > 0 ? (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              <span>{t('view.loadFailed', { ids: otherFailures.map((s) => `#${s.id}`).join(', ') })}</span>
              <button type="button" onClick={refetchFailed} className="btn-outline py-1 text-sm">
                {t('view.tryAgain')}
              </button>
            </div>
          ) : null}
          {loaded.length > 0 ? <CompareTable listings={loaded} removeHref={removeHref} /> : null}
          {loaded.length < COMPARE_LIMIT ? (
            <p className="text-sm text-slate-600">
              {t('view.limit', { limit: COMPARE_LIMIT })}{' '}
              <Link to={PATHS.properties} className="font-semibold text-brand-700 underline">
                {t('view.findMore')}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ListingStatusBadge } from '../../../components/ui/listing-status-badge.tsx';
import { NoImage, ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { type CompareTextKey, useCompareTexts } from '../texts.ts';
import { buildCompareRows, COMPARE_GROUPS, type CompareListing, MISSING } from '../utils/compare-fields.ts';

/** Props of {@link CompareTable}. */
export type CompareTableProps = {
  /** The listings side by side, one column each, in this order (one to three). */
  listings: readonly CompareListing[];
  /** Address that takes a listing out of the comparison (a "Remove" link under its title); none when absent. */
  removeHref?: (siteId: number) => string;
};

/**
 * The side-by-side table of the compare page (docs/product/catalogue.md): one column per listing (photo, title linking to
 * /detailpage/{id}, status) and one row per field of `COMPARE_FIELDS` in four sections (price,
 * location, property, possession and papers), "—" where a listing lacks a field. Rows whose
 * values differ are highlighted (class `compare-row-differs`, `data-differs`) and say "Differs"
 * in their header cell; "Show only differences" hides the others. On a phone the table scrolls
 * sideways inside its own focusable region while the field column stays put (sticky). Labels and
 * values in the page's language (docs/product/seo.md, "Hindi").
 */
export function CompareTable({ listings, removeHref }: CompareTableProps) {
  const t = useCompareTexts();
  const language = useLanguage();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const captionId = useId();
  const rows = buildCompareRows(listings, language);
  const differing = rows.filter((row) => row.differs).length;
  const columns = listings.length;
  const fieldCell =
    'sticky left-0 z-10 w-32 min-w-32 border-r border-slate-200 px-3 py-2.5 text-left align-top sm:w-48 sm:min-w-48 sm:px-4';

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {columns > 1
            ? differing === 0
              ? t('table.allMatch')
              : t('table.differ', { count: differing, total: rows.length })
            : t('table.addAnother')}
        </p>
        {columns > 1 ? (
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.target.checked)}
              className="size-4 accent-brand-700"
            />
            {t('table.onlyDifferences')}
          </label>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard to scroll it */}
      <section aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption id={captionId} className="sr-only">
            {t('table.caption', { titles: listings.map((l) => l.title).join(', ') })}
          </caption>
          <thead>
            <tr>
              <td className={`${fieldCell} border-b bg-slate-50`}>
                <span className="sr-only">{t('table.field')}</span>
              </td>
              {listings.map((listing) => (
                <th
                  key={listing.id}
                  scope="col"
                  className="min-w-44 border-b border-slate-200 bg-slate-50 px-3 py-3 text-left align-top font-normal sm:min-w-56 sm:px-4"
                >
                  <div className="aspect-[4/3] w-full max-w-56 overflow-hidden rounded-lg bg-slate-100">
                    {listing.coverPath ? (
                      <ResponsiveImage
                        path={listing.coverPath}
                        alt=""
                        sizes="(min-width: 640px) 224px, 176px"
                        className="size-full object-cover"
                      />
                    ) : (
                      <NoImage className="size-full" />
                    )}
                  </div>
                  <Link to={PATHS.detail(listing.id)} className="mt-2 block text-base font-semibold text-brand-800 hover:underline">
                    {listing.title}
                  </Link>
                  <div className="mt-1 flex flex-wrap items-center gap-2">
                    {listing.status ? <ListingStatusBadge status={listing.status} /> : null}
                    {removeHref ? (
                      <Link to={removeHref(listing.id)} className="text-xs font-semibold text-slate-600 underline hover:text-slate-900">
                        {t('table.remove')} <span className="sr-only">{listing.title}</span>
                      </Link>
                    ) : null}
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          {COMPARE_GROUPS.map((group) => {
            const groupRows = rows.filter((row) => row.field.group === group && (!onlyDifferences || row.differs));
            if (groupRows.length === 0) return null;
            return (
              <tbody key={group}>
                <tr>
                  <th scope="colgroup" colSpan={columns + 1} className="border-b border-slate-200 bg-brand-50 p-0 text-left">
                    <span className="sticky left-0 inline-block px-3 py-2 text-xs font-bold uppercase tracking-wide text-brand-800 sm:px-4">
                      {t(`group.${group}` as CompareTextKey)}
                    </span>
                  </th>
                </tr>
                {groupRows.map((row) => (
                  <tr
                    key={row.field.id}
                    data-field={row.field.id}
                    data-differs={row.differs ? 'true' : undefined}
                    className={row.differs ? 'compare-row-differs' : undefined}
                  >
                    <th
                      scope="row"
                      className={`${fieldCell} border-b font-medium text-slate-700 ${row.differs ? 'bg-amber-50' : 'bg-white'}`}
                    >
                      <span>{t(`field.${row.field.id}` as CompareTextKey, { defaultValue: row.field.label })}</span>
                      {row.differs ? ' ' : null}
                      {row.differs ? (
                        <span className="ml-1.5 inline-block whitespace-nowrap rounded-full bg-amber-200 px-2 py-0.5 align-[1px] text-[0.65rem] font-semibold uppercase tracking-wide text-amber-900">
                          {t('table.differs')}
                        </span>
                      ) : null}
                    </th>
                    {row.values.map((value, i) => (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: one cell per listing column, in column order
                        key={i}
                        className={`border-b border-slate-200 px-3 py-2.5 align-top sm:px-4 ${row.differs ? 'bg-amber-50/70 text-slate-900' : 'text-slate-800'}`}
                      >
                        {value === MISSING ? (
                          <>
                            <span aria-hidden="true" className="text-slate-400">
                              {MISSING}
                            </span>
                            <span className="sr-only">{t('missing.sr')}</span>
                          </>
                        ) : (
                          value
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            );
          })}
        </table>
      </section>
    </div>
  );
}

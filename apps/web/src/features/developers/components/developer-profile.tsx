import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { BadgeCheck, Building2, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Bone, Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useDeveloper } from '../api/use-developer.ts';
import { useDevelopersTexts } from '../texts.ts';
import { DeveloperProjectCard } from './developer-project-card.tsx';

/** What a visitor reads for an unknown developer id (docs/product/builders.md, "Public"), in English (key 'notFound.title'). */
export const DEVELOPER_NOT_FOUND = 'Developer not found';

function DeveloperNotFound() {
  const t = useDevelopersTexts();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <Link to={PATHS.properties} className="btn-primary mt-8">
        {t('notFound.browse')}
      </Link>
    </section>
  );
}

function DeveloperSkeleton() {
  const t = useDevelopersTexts();
  return (
    <Skeleton label={t('loading')}>
      <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700">
        <div className="container-page space-y-4 py-10 sm:py-14">
          <Bone tone="dark" className="h-4 w-24" />
          <Bone tone="dark" className="h-10 w-2/3 max-w-md" />
          <Bone tone="dark" className="h-5 w-48" />
        </div>
      </div>
      <div className="container-page py-10">
        <Bone className="mb-6 h-7 w-56" />
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {['first', 'second', 'third'].map((card, i) => (
            <div
              key={card}
              className={`overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${i === 1 ? 'hidden md:block' : i === 2 ? 'hidden lg:block' : ''}`}
            >
              <Bone className="aspect-[4/3] w-full rounded-none" />
              <div className="space-y-3 p-4">
                <Bone className="h-3 w-20" />
                <Bone className="h-5 w-3/4" />
                <Bone className="h-4 w-1/2" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </Skeleton>
  );
}

/**
 * The public page of a developer, /developers/{builderId} (docs/product/builders.md, "Public"):
 * the company name, its city, a "GSTIN verified" mark when the builder's GSTIN passed the
 * check-digit test, and its approved projects as listing cards; no contact details. A grey
 * outline while loading (also what the server draws), "Developer not found" for an unknown id
 * (404, or an id that is not a positive whole number), and a message with "Try again" otherwise.
 */
export function DeveloperProfile({ builderId }: { builderId: number | undefined }) {
  const t = useDevelopersTexts();
  const developer = useDeveloper(builderId);
  const data = developer.data;
  const isNotFound = builderId === undefined || hasErrorCode(developer.error, ERROR_CODES.NOT_FOUND, ERROR_CODES.VALIDATION_FAILED);

  if (isNotFound) return <DeveloperNotFound />;
  if (developer.isError)
    return (
      <div role="alert" className="container-page py-20 text-center">
        <p className="text-lg font-semibold text-red-700">{t('error')}</p>
        <button type="button" className="btn-outline mt-6" onClick={() => developer.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  if (!data) return <DeveloperSkeleton />;

  return (
    <article aria-labelledby="developer-heading">
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="container-page py-10 sm:py-14">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-100">
            <Building2 aria-hidden="true" className="size-4" />
            {t('eyebrow')}
          </p>
          <h1 id="developer-heading" className="mt-3 text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">
            {data.company}
          </h1>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {data.city ? (
              <p className="flex items-center gap-2 text-brand-100">
                <MapPin aria-hidden="true" className="size-5 text-accent-400" />
                {data.city}
              </p>
            ) : null}
            {data.gstin_verified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                <BadgeCheck aria-hidden="true" className="size-3.5 text-brand-600" />
                {t('gstinVerified')}
              </span>
            ) : null}
          </div>
        </div>
      </header>
      <section aria-labelledby="developer-projects-heading" className="container-page py-10">
        <h2 id="developer-projects-heading" className="mb-6 text-2xl font-bold text-slate-900">
          {t('projects.title', { company: data.company })}
        </h2>
        {data.projects.length === 0 ? (
          <p role="status" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">
            {t('projects.none')}
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.projects.map((site) => (
              <li key={site.site_id}>
                <DeveloperProjectCard site={site} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

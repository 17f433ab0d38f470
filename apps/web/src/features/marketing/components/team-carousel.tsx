import { ExternalLink } from 'lucide-react';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { TeamCardsSkeleton } from '../../../components/ui/skeleton.tsx';
import { fileUrl } from '../../../config/paths.ts';
import { useTeams } from '../api/teams.ts';
import { useMarketingTexts } from '../texts.ts';
import { SectionHeading } from './section-heading.tsx';

/**
 * The team carousel of the about page from `GET /api/teams`, moving every 6 s (docs/product/content.md
 * §2, §4), drawn as grey card outlines while it loads. A failed fetch is only logged and the
 * section is left out (§8).
 */
export function TeamCarousel() {
  const t = useMarketingTexts();
  const { data, error, isPending } = useTeams();
  if (error) console.warn('Team could not be loaded', error);
  const members = data?.data ?? [];
  if (!isPending && members.length === 0) return null;
  return (
    <section aria-labelledby="team-title" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="team-title" eyebrow={t('team.eyebrow')} title={t('team.title')} />
        {isPending ? (
          <TeamCardsSkeleton label={t('loading')} />
        ) : (
          <Carousel
            label={t('team.label')}
            items={members}
            getKey={(m) => m.team_id}
            intervalMs={6000}
            slideClassName="basis-full sm:basis-1/2 md:basis-1/3 lg:basis-1/4"
            renderItem={(m) => (
              <article className="h-full rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
                {m.team_profile_image ? (
                  <img
                    src={fileUrl(m.team_profile_image)}
                    alt={t('team.portrait', { name: m.team_name })}
                    width={400}
                    height={400}
                    loading="lazy"
                    className="mx-auto aspect-square w-full max-w-48 rounded-full object-cover"
                  />
                ) : (
                  <div
                    aria-hidden="true"
                    className="mx-auto flex aspect-square w-full max-w-48 items-center justify-center rounded-full bg-brand-100 text-4xl font-bold text-brand-700"
                  >
                    {m.team_name.charAt(0)}
                  </div>
                )}
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{m.team_name}</h3>
                <p className="text-sm text-brand-700">{m.team_designation}</p>
                {m.team_social && (
                  <a
                    href={m.team_social}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-3 inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-brand-50 hover:text-brand-700"
                  >
                    <ExternalLink aria-hidden="true" className="size-5" />
                    <span className="sr-only">{t('team.profile', { name: m.team_name })}</span>
                  </a>
                )}
              </article>
            )}
          />
        )}
      </div>
    </section>
  );
}

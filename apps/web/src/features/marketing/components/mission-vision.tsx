import { Eye, Target } from 'lucide-react';
import { useState } from 'react';
import { useMarketingTexts } from '../texts.ts';

const BLOCKS = [
  { id: 'mission', title: 'missionVision.mission.title', text: 'missionVision.mission.text', Icon: Target },
  { id: 'vision', title: 'missionVision.vision.title', text: 'missionVision.vision.text', Icon: Eye },
] as const;

/**
 * Mission and vision (docs/product/content.md "About page"): side by side from the large breakpoint;
 * on smaller screens two toggle buttons show one of the two states at a time.
 */
export function MissionVision() {
  const t = useMarketingTexts();
  const [shown, setShown] = useState<'mission' | 'vision'>('mission');
  return (
    <section aria-labelledby="mission-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
        <h2 id="mission-title" className="mb-8 text-center text-2xl font-bold text-slate-900 sm:text-3xl lg:text-4xl">
          {t('missionVision.title')}
        </h2>
        <div className="mb-6 flex justify-center gap-3 lg:hidden">
          {BLOCKS.map((block) => (
            <button
              key={block.id}
              type="button"
              aria-pressed={shown === block.id}
              onClick={() => setShown(block.id)}
              className={`rounded-full px-5 py-2 text-sm font-semibold ${shown === block.id ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-700'}`}
            >
              {t(block.title)}
            </button>
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {BLOCKS.map(({ id, title, text, Icon }) => (
            <article
              key={id}
              className={`${shown === id ? 'block' : 'hidden'} rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 lg:block`}
            >
              <Icon aria-hidden="true" className="size-10 text-brand-600" />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-3 leading-relaxed text-slate-700">{t(text)}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

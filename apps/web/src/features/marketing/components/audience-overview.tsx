import { Building2, Handshake, Users } from 'lucide-react';
import { useState } from 'react';
import { usePrefersReducedMotion } from '../../../components/ui/use-prefers-reduced-motion.ts';
import { AUDIENCES } from '../content/pages.ts';
import { useHold } from '../hooks/use-hold.ts';
import { useRotatingIndex } from '../hooks/use-rotating-index.ts';
import { useLocalise, useMarketingTexts } from '../texts.ts';
import { RotationToggle } from './rotation-toggle.tsx';
import { SectionHeading } from './section-heading.tsx';

const ICONS = [Users, Handshake, Building2] as const;

/**
 * The about page overview of clients, associates and builders (docs/product/content.md): the
 * highlighted card moves every 5 s (§4); it holds still while hovered or focused, after its pause
 * button, and with reduced motion. Choosing a card highlights it.
 */
export function AudienceOverview() {
  const t = useMarketingTexts();
  const local = useLocalise();
  const isReducedMotion = usePrefersReducedMotion();
  const [isPaused, setPaused] = useState(false);
  const { isHeld, handlers } = useHold();
  const [active, setActive] = useRotatingIndex(AUDIENCES.length, 5000, !isPaused && !isHeld && !isReducedMotion);
  return (
    <section aria-labelledby="overview-title" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="overview-title" eyebrow={t('audiences.eyebrow')} title={t('audiences.title')} />
        <div {...handlers}>
          <ul className="grid gap-5 md:grid-cols-3">
            {AUDIENCES.map(local).map((audience, index) => {
              const Icon = ICONS[index] ?? Users;
              const isActive = index === active;
              return (
                <li key={audience.key}>
                  <button
                    type="button"
                    onClick={() => setActive(index)}
                    aria-current={isActive ? 'true' : undefined}
                    className={`flex h-full w-full flex-col rounded-2xl p-6 text-left transition ${
                      isActive ? 'bg-brand-800 text-white shadow-lg' : 'bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-brand-50'
                    }`}
                  >
                    <Icon aria-hidden="true" className={`size-9 ${isActive ? 'text-accent-400' : 'text-brand-600'}`} />
                    <span className="mt-4 block text-xl font-semibold">{audience.title}</span>
                    <span className={`mt-2 block text-sm leading-relaxed ${isActive ? 'text-brand-100' : 'text-slate-600'}`}>
                      {audience.text}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          {!isReducedMotion && (
            <div className="mt-5 flex justify-center">
              <RotationToggle isPaused={isPaused} onToggle={() => setPaused((p) => !p)} name={t('rotation.highlight')} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

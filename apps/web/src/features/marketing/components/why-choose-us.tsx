import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { usePrefersReducedMotion } from '../../../components/ui/use-prefers-reduced-motion.ts';
import { WHY_CHOOSE_US } from '../content/pages.ts';
import { useHold } from '../hooks/use-hold.ts';
import { useRotatingIndex } from '../hooks/use-rotating-index.ts';
import { useLocalise, useMarketingTexts } from '../texts.ts';
import { RotationToggle } from './rotation-toggle.tsx';
import { SectionHeading } from './section-heading.tsx';

/**
 * /propertyseekers 'Why Choose Us': the list with one reason highlighted in turn every 3 s
 * (docs/product/content.md); holds still while hovered or focused, after its pause button, and with
 * reduced motion.
 */
export function WhyChooseUs() {
  const t = useMarketingTexts();
  const local = useLocalise();
  const isReducedMotion = usePrefersReducedMotion();
  const [isPaused, setPaused] = useState(false);
  const { isHeld, handlers } = useHold();
  const [active] = useRotatingIndex(WHY_CHOOSE_US.length, 3000, !isPaused && !isHeld && !isReducedMotion);
  return (
    <section aria-labelledby="why-choose-title" className="py-16 sm:py-20">
      <div className="container-page max-w-3xl" {...handlers}>
        <SectionHeading id="why-choose-title" eyebrow={t('whyChooseUs.eyebrow')} title={t('whyChooseUs.title')} />
        <ul className="space-y-3">
          {WHY_CHOOSE_US.map(local).map((reason, index) => (
            <li
              key={reason.key}
              className={`flex items-center gap-3 rounded-xl px-5 py-4 transition ${index === active && !isReducedMotion ? 'bg-brand-800 text-white shadow-md' : 'bg-white text-slate-800 ring-1 ring-slate-200'}`}
            >
              <CheckCircle2
                aria-hidden="true"
                className={`size-6 shrink-0 ${index === active && !isReducedMotion ? 'text-accent-400' : 'text-brand-600'}`}
              />
              {reason.text}
            </li>
          ))}
        </ul>
        {!isReducedMotion && (
          <div className="mt-5 flex justify-center">
            <RotationToggle isPaused={isPaused} onToggle={() => setPaused((p) => !p)} name={t('rotation.highlight')} />
          </div>
        )}
      </div>
    </section>
  );
}

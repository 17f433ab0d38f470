import { Pause, Play } from 'lucide-react';
import { useMarketingTexts } from '../texts.ts';

/** The pause/play button of a rotating highlight; `name` completes its label ('Pause {name}', in the page's language). */
export function RotationToggle({
  isPaused,
  onToggle,
  name,
  tone = 'light',
}: {
  isPaused: boolean;
  onToggle: () => void;
  name: string;
  tone?: 'light' | 'dark';
}) {
  const t = useMarketingTexts();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={t(isPaused ? 'rotation.play' : 'rotation.pause', { name })}
      className={
        tone === 'dark'
          ? 'inline-flex size-10 items-center justify-center rounded-full border border-white/60 text-white hover:bg-white/10 focus-visible:outline-white'
          : 'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 hover:bg-brand-50'
      }
    >
      {isPaused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
    </button>
  );
}

import { PartyPopper } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useAuthTexts } from '../texts.ts';

/** Time before the welcome popup leads to the dashboard, in milliseconds (docs/product/accounts.md). */
export const WELCOME_REDIRECT_MS = 3000;

/** Props of {@link WelcomePopup}. */
export type WelcomePopupProps = {
  /** The new member's display name. */
  name: string;
  /** Called once, {@link WELCOME_REDIRECT_MS} after the popup opens or when its button is pressed. */
  onContinue: () => void;
  /** The member goes back to the page they came from rather than to the dashboard. */
  isReturning?: boolean;
};

/**
 * The welcome popup shown after a successful sign-up (docs/product/accounts.md): a modal dialog that
 * greets the member and continues after 3 seconds to the dashboard, or back to the page they
 * came from. Texts in the page's language (docs/product/seo.md, "Hindi").
 */
export function WelcomePopup({ name, onContinue, isReturning = false }: WelcomePopupProps) {
  const t = useAuthTexts();
  const titleId = useId();
  const textId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const continueRef = useRef(onContinue);
  continueRef.current = onContinue;
  const isDone = useRef(false);

  const finish = () => {
    if (isDone.current) return;
    isDone.current = true;
    continueRef.current();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer starts once, when the popup opens.
  useEffect(() => {
    buttonRef.current?.focus();
    const timer = window.setTimeout(finish, WELCOME_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl"
      >
        <PartyPopper aria-hidden="true" className="mx-auto size-12 text-accent-500" />
        <h2 id={titleId} className="mt-3 text-xl font-semibold text-slate-900">
          {t('common.welcome', { name })}
        </h2>
        <p id={textId} className="mt-2 text-slate-600" aria-live="polite">
          {isReturning ? t('welcome.returning') : t('welcome.dashboard')}
        </p>
        <button ref={buttonRef} type="button" onClick={finish} className="btn-primary mt-5 w-full">
          {isReturning ? t('welcome.continue') : t('welcome.goToDashboard')}
        </button>
      </div>
    </div>
  );
}

import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAuthTexts } from '../texts.ts';

/**
 * The back arrow of the account screens (docs/product/accounts.md): one step back in history, or home
 * when the page was opened directly (the home page of the page's language). Accessible name
 * 'Go back', in the page's language.
 */
export function BackButton({ className = '' }: { className?: string }) {
  const t = useAuthTexts();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      aria-label={t('common.goBack')}
      onClick={() => {
        const state = window.history.state as { idx?: number } | null;
        if (state && typeof state.idx === 'number' && state.idx > 0) navigate(-1);
        else navigate('/');
      }}
      className={`inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 ${className}`}
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
    </button>
  );
}

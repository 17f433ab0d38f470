import type { ReactNode } from 'react';
import { BackButton } from './back-button.tsx';
import { ImageSlider } from './image-slider.tsx';

/** Props of {@link AuthShell}. */
export type AuthShellProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shows the side image slider (sign-up screens and the role chooser). */
  hasSlider?: boolean;
  /** Widens the form column (the associate sign-up form). */
  isWide?: boolean;
};

/**
 * Frame of every account screen (docs/product/accounts.md): a back button, the heading, the form and, on
 * sign-up screens, the side image slider (below the form on phones, beside it on desktops). Its
 * background reaches down to the footer (app/root-layout.tsx, `data-fills-page`).
 */
export function AuthShell({ title, subtitle, children, hasSlider = false, isWide = false }: AuthShellProps) {
  return (
    <div data-fills-page="" className="min-h-[60vh] flex-1 bg-brand-50/60">
      <div
        className={`container-page grid gap-6 py-6 sm:py-10 ${hasSlider ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-stretch' : ''}`}
      >
        <div
          className={`w-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 ${hasSlider ? '' : isWide ? 'mx-auto max-w-3xl' : 'mx-auto max-w-md'}`}
        >
          <BackButton />
          <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle ? <div className="mt-1 text-slate-600">{subtitle}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {hasSlider ? <ImageSlider className="min-h-64 lg:min-h-[32rem]" /> : null}
      </div>
    </div>
  );
}

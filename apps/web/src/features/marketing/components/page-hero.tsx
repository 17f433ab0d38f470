import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A call-to-action link of a hero: its text, target path and look. */
export type HeroAction = { label: string; to: string; variant?: 'accent' | 'light' };

/**
 * The hero band at the top of a content page (docs/product/content.md): an h1, an optional lead
 * paragraph, call-to-action links and optional extra content, on the brand gradient.
 */
export function PageHero({
  title,
  lead,
  actions = [],
  eyebrow,
  children,
}: {
  title: string;
  lead?: string;
  actions?: readonly HeroAction[];
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 size-80 rounded-full bg-accent-400/20 blur-2xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 size-96 rounded-full bg-brand-500/30 blur-3xl" />
      <div className="container-page relative py-16 sm:py-20 lg:py-24">
        <div className="max-w-3xl">
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-400">{eyebrow}</p>}
          <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl lg:text-5xl">{title}</h1>
          {lead && <p className="mt-5 max-w-2xl text-base text-brand-100 sm:text-lg">{lead}</p>}
          {actions.length > 0 && (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {actions.map((action) => (
                <Link
                  key={action.label}
                  to={action.to}
                  className={
                    action.variant === 'light'
                      ? 'inline-flex items-center justify-center gap-2 rounded-lg border border-white/70 px-5 py-2.5 font-semibold text-white transition hover:bg-white/10 focus-visible:outline-white'
                      : 'btn-accent focus-visible:outline-white'
                  }
                >
                  {action.label}
                </Link>
              ))}
            </div>
          )}
          {children}
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';

/**
 * A titled white card of the customer dashboard (docs/product/pipeline.md, "Screens"), the look
 * of the dashboard's other panels: `title` is its heading (level 2) named by `id`; `action` sits
 * beside the heading (a button such as "Post a requirement").
 */
export function Panel({
  id,
  title,
  icon,
  action,
  className = '',
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A quiet line of text for an empty, loading or failed list. */
export function Quiet({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <p role={role} className="text-sm text-slate-600">
      {children}
    </p>
  );
}

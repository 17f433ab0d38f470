import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Bone, Skeleton } from '../../../components/ui/skeleton.tsx';
import { useWorkWords } from './use-work-words.ts';

/**
 * Building blocks every section of the associate dashboard shares (docs/product/pipeline.md,
 * "Screens": every screen handles the empty state, loading, errors and the phone layout).
 */

/**
 * A failed load: `title` (what could not be loaded, a sentence in the page's language, e.g.
 * "Your offers could not be loaded."), the reason and a "Try again" button that asks once more.
 */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) {
  const { t, failure } = useWorkWords();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>
        {title} {failure(error, '')}
      </p>
      <button type="button" onClick={onRetry} className="btn-outline mt-3 border-red-700 px-3 py-1.5 text-sm text-red-800 hover:bg-red-100">
        <RotateCw aria-hidden="true" className="size-4" /> {t('state.tryAgain')}
      </button>
    </div>
  );
}

/** Nothing to show yet: what that means, and the next step (`children`). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 text-sm text-slate-700">
      <p className="font-medium text-slate-900">{title}</p>
      {children ? <div className="mt-1">{children}</div> : null}
    </div>
  );
}

/** Placeholder of `count` cards while a list loads; `label` is what screen readers hear ("Loading..." by default). */
export function CardsSkeleton({ count = 2, label }: { count?: number; label?: string }) {
  const { t } = useWorkWords();
  return (
    <Skeleton label={label ?? t('state.loading')}>
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity but their position
          <div key={i} className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <Bone className="h-5 w-1/2" />
            <Bone className="h-4 w-3/4" />
            <Bone className="h-4 w-2/3" />
            <div className="flex gap-3 pt-2">
              <Bone className="h-10 w-24 rounded-lg" />
              <Bone className="h-10 w-24 rounded-lg" />
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}

/** Placeholder of `rows` lines of a table or list while it loads; `label` is what screen readers hear ("Loading..." by default). */
export function RowsSkeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useWorkWords();
  return (
    <Skeleton label={label ?? t('state.loading')}>
      <div className="space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their position
          <Bone key={i} className="h-12 w-full rounded-xl" />
        ))}
      </div>
    </Skeleton>
  );
}

/** One section of the dashboard: an anchor (`id`), its `h2` and its content. */
export function DashboardSection({
  id,
  title,
  icon,
  aside,
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          {icon}
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A small coloured label (a status). */
export function Pill({ className, children }: { className: string; children: ReactNode }) {
  return <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}>{children}</span>;
}

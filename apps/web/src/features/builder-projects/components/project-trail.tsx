import type { ProjectTrailEntry } from '@realty/contracts/builders/project';
import { useProjectStatusLabel } from './project-status-pill.tsx';
import { useBuilderWords } from './use-builder-words.ts';

/**
 * A project's trail (docs/product/builders.md, "Projects"): each status change with when, who
 * (the builder's contact or the staff member, as the API names them), from → to and the comment,
 * in the order the API gives (oldest first).
 */
export function ProjectTrail({ trail }: { trail: readonly ProjectTrailEntry[] }) {
  const { t, when } = useBuilderWords();
  const projectStatusLabel = useProjectStatusLabel();
  if (trail.length === 0) return <p className="text-sm text-slate-600">{t('trail.none')}</p>;
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4" aria-label={t('trail.label')}>
      {trail.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: trail entries have no id; their order never changes
        <li key={index} className="relative text-sm">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-600 ring-2 ring-white" />
          <p className="text-slate-900">
            <span className="font-semibold">{entry.from_status ? projectStatusLabel(entry.from_status) : t('trail.new')}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> {t('trail.to')} </span>
            <span className="font-semibold">{projectStatusLabel(entry.to_status)}</span>
          </p>
          <p className="text-xs text-slate-600">
            <time dateTime={entry.at}>{when(entry.at)}</time> · {entry.actor_type === 'staff' ? t('trail.staff') : t('trail.you')}
            {entry.actor_name ? ` (${entry.actor_name})` : ''}
          </p>
          {entry.comment && <p className="mt-1 whitespace-pre-line rounded-md bg-slate-50 p-2 text-slate-800">{entry.comment}</p>}
        </li>
      ))}
    </ol>
  );
}

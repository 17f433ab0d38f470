/** Words of each project status (docs/product/builders.md, "Projects"); an unknown status is shown as sent. */
export const PROJECT_STATUS_LABELS: Readonly<Record<string, string>> = {
  draft: 'Draft',
  submitted: 'Submitted',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  rejected: 'Rejected',
};

const COLOURS: Readonly<Record<string, string>> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  submitted: 'bg-sky-50 text-sky-800 ring-sky-200',
  changes_requested: 'bg-amber-50 text-amber-900 ring-amber-300',
  approved: 'bg-green-50 text-green-800 ring-green-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

/** The words of `status` ("changes_requested" → "Changes requested"; docs/product/builders.md, "Projects"). */
export function projectStatusLabel(status: string | null | undefined): string {
  if (!status) return '—';
  return PROJECT_STATUS_LABELS[status] ?? status;
}

/**
 * A small coloured label for a project's status (draft, submitted, changes requested, approved,
 * rejected; docs/product/builders.md, "Projects"). The text itself says the status, so colour is
 * never the only cue.
 */
export function ProjectStatusPill({ status }: { status: string }) {
  return (
    <span
      data-testid="project-status"
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${COLOURS[status] ?? 'bg-slate-100 text-slate-700 ring-slate-300'}`}
    >
      {projectStatusLabel(status)}
    </span>
  );
}

import { PROJECT_STATUSES, type ProjectStatus } from '@realty/contracts/builders/project';
import { Link } from 'react-router';
import { type AdminProject, useAdminProjects } from '../api/admin-projects.ts';
import { formatWhen } from '../utils/format.ts';
import { PROJECT_FILTER_STATUSES, PROJECT_STATUS_LABELS, projectStatusClass } from './project-format.ts';
import { useUrlFilters } from './use-url-filters.ts';

/** Address of one project's review screen. */
export const projectReviewPath = (projectId: number): string => `/admin/projects/${projectId}`;

const isProjectStatus = (value: string): value is ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(value);

const EMPTY_TEXT: Readonly<Record<ProjectStatus, string>> = {
  submitted: 'No projects are waiting for verification.',
  approved: 'No approved projects yet.',
  changes_requested: 'No projects are waiting for changes from their builder.',
  rejected: 'No rejected projects.',
  draft: 'No draft projects.',
};

/** A project's status label. */
export function ProjectStatusPill({ status }: { status: ProjectStatus }) {
  return <span className={projectStatusClass(status)}>{PROJECT_STATUS_LABELS[status]}</span>;
}

function SubmittedOn({ project }: { project: AdminProject }) {
  return project.submitted_at ? <time dateTime={project.submitted_at}>{formatWhen(project.submitted_at)}</time> : <>Not submitted</>;
}

/**
 * The verification queue (docs/product/builders.md, "Verification"): builders' projects of one
 * status (`submitted` unless the address's `status` names another: approved, changes requested,
 * rejected, draft), oldest submitted first, each with its title (opening the project's review),
 * the builder's company, city, submitted time and revision. A table on wide screens, cards on
 * phones; loading, empty and error states.
 */
export function ProjectQueue() {
  const { values, update } = useUrlFilters(['status'] as const);
  const status: ProjectStatus = isProjectStatus(values.status) ? values.status : 'submitted';
  const projects = useAdminProjects({ status });
  const rows = projects.data?.data ?? [];

  return (
    <section aria-labelledby="projects-heading">
      <h1 id="projects-heading" className="mb-1 text-2xl font-bold text-slate-900">
        Project verification
      </h1>
      <p className="mb-4 text-sm text-slate-600">
        Builders' projects waiting for a decision, oldest first. Approving publishes the project as a verified listing.
      </p>
      <div className="mb-4 max-w-xs">
        <label htmlFor="projects-status" className="label">
          Status
        </label>
        <select
          id="projects-status"
          className="input"
          value={status}
          onChange={(e) => update({ status: e.target.value === 'submitted' ? '' : e.target.value })}
        >
          {PROJECT_FILTER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PROJECT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>

      {projects.isPending ? (
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          Loading projects...
        </p>
      ) : projects.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          <p>{projects.error.message}</p>
          <button type="button" className="btn-outline mt-3 px-3 py-1.5 text-sm" onClick={() => projects.refetch()}>
            Try again
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          {EMPTY_TEXT[status]}
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{PROJECT_STATUS_LABELS[status]} projects, oldest first</caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    Project
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Builder
                  </th>
                  <th scope="col" className="px-3 py-3">
                    City
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Submitted
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Revision
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((project) => (
                  <tr key={project.project_id} className="hover:bg-slate-50">
                    <td className="px-3 py-3">
                      <Link
                        to={projectReviewPath(project.project_id)}
                        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                      >
                        {project.data.site_title}
                      </Link>
                      <span className="block text-xs text-slate-500">{project.data.site_category}</span>
                    </td>
                    <td className="px-3 py-3">{project.builder.company}</td>
                    <td className="px-3 py-3">{project.data.site_city}</td>
                    <td className="whitespace-nowrap px-3 py-3">
                      <SubmittedOn project={project} />
                    </td>
                    <td className="px-3 py-3 text-right tabular-nums">{project.revision}</td>
                    <td className="px-3 py-3">
                      <ProjectStatusPill status={project.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden" aria-label={`${PROJECT_STATUS_LABELS[status]} projects, oldest first`}>
            {rows.map((project) => (
              <li
                key={project.project_id}
                className="relative rounded-xl border border-slate-200 bg-white p-4 focus-within:ring-2 focus-within:ring-brand-600"
              >
                <div className="flex items-start justify-between gap-2">
                  <h2 className="font-semibold text-slate-900">
                    <Link
                      to={projectReviewPath(project.project_id)}
                      className="text-brand-700 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                    >
                      {project.data.site_title}
                    </Link>
                  </h2>
                  <ProjectStatusPill status={project.status} />
                </div>
                <dl className="mt-2 grid grid-cols-[6.5rem_1fr] gap-x-2 gap-y-1 text-sm text-slate-700">
                  <dt className="text-slate-500">Builder</dt>
                  <dd>{project.builder.company}</dd>
                  <dt className="text-slate-500">City</dt>
                  <dd>{project.data.site_city}</dd>
                  <dt className="text-slate-500">Submitted</dt>
                  <dd>
                    <SubmittedOn project={project} />
                  </dd>
                  <dt className="text-slate-500">Revision</dt>
                  <dd>{project.revision}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

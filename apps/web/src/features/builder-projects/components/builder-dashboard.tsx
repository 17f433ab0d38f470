import type { Project } from '@realty/contracts/builders/project';
import { PROJECT_EDITABLE_STATUSES } from '@realty/contracts/builders/project';
import { SITE_CATEGORIES } from '@realty/contracts/sites/site';
import { Building2, ExternalLink, Eye, Heart, MessageSquare, Plus, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Bone, Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useBuilderCompany, useProjectsQuery } from '../api/builder-projects-api.ts';
import type { BuilderProjectsTextKey } from '../texts.ts';
import { formatCount } from '../utils/format.ts';
import { ProjectStatusPill } from './project-status-pill.tsx';
import { ProjectTrail } from './project-trail.tsx';
import { useBuilderGate, useSignOutOnSessionLoss } from './use-builder-gate.ts';
import { useBuilderWords } from './use-builder-words.ts';

/** Address of the editor of a new project (docs/product/builders.md, "Builder dashboard"). */
export const NEW_PROJECT_PATH = `${PATHS.builderDashboard}/projects/new`;
/** Address of one project's page (docs/product/builders.md, "Builder dashboard"). */
export const projectPath = (projectId: number): string => `${PATHS.builderDashboard}/projects/${projectId}`;

/** Catalogue key of the staff comment box's heading by status: what to change, why it was refused, or a plain note. */
function commentHeadingKey(status: Project['status']): BuilderProjectsTextKey {
  if (status === 'changes_requested') return 'comment.changes';
  if (status === 'rejected') return 'comment.rejected';
  return 'comment.note';
}

/**
 * The builder dashboard (docs/product/builders.md, "Builder dashboard"): the heading "My projects"
 * with the company name and a "New project" button, then one card per project with its status,
 * revision, the staff's last comment, the trail, and for a project that became a listing the
 * listing's counts (views, favourites, enquiries: never who) and a link to it. Loading, empty and
 * error states; a visitor who is not a signed-in builder goes to /signinbuilder. `account` is drawn
 * under the heading for a signed-in builder (the page puts the e-mail line there:
 * docs/product/accounts.md, "E-mail confirmation").
 */
export function BuilderDashboard({ account }: { account?: ReactNode } = {}) {
  const gate = useBuilderGate();
  const isBuilder = gate.state === 'builder';
  const projects = useProjectsQuery(isBuilder);
  const company = useBuilderCompany(isBuilder);
  const navigate = useNavigate();
  const { t, message } = useBuilderWords();
  useSignOutOnSessionLoss(projects.error);

  if (gate.state === 'unknown') return null;
  if (gate.state === 'away') return <Navigate to={gate.signInPath} replace />;

  const list = projects.data?.data;
  return (
    <div className="container-page max-w-5xl py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('common.myProjects')}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {company ? <span className="font-semibold text-slate-800">{company}</span> : null}
            {company ? ' · ' : null}
            {t('dashboard.intro')}
          </p>
        </div>
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={() => navigate(NEW_PROJECT_PATH)}>
          <Plus aria-hidden="true" className="size-4" /> {t('common.newProject')}
        </button>
      </div>

      {account ? <div className="mt-6">{account}</div> : null}

      <div className="mt-6">
        {projects.isPending ? (
          <Skeleton label={t('dashboard.loading')} className="flex flex-col gap-4">
            {[0, 1].map((i) => (
              <div key={i} className="rounded-xl border border-slate-200 bg-white p-5">
                <Bone className="h-5 w-2/3" />
                <Bone className="mt-3 h-4 w-1/3" />
                <Bone className="mt-5 h-16 w-full" />
              </div>
            ))}
          </Skeleton>
        ) : projects.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
            <p className="font-semibold">{t('dashboard.loadError')}</p>
            <p className="mt-1 text-sm">{message(projects.error.message)}</p>
            <button type="button" className="btn-outline mt-3 bg-white px-4 py-2 text-sm" onClick={() => void projects.refetch()}>
              <RotateCcw aria-hidden="true" className="size-4" /> {t('common.tryAgain')}
            </button>
          </div>
        ) : !list || list.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <Building2 aria-hidden="true" className="size-10 text-brand-600" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('dashboard.emptyTitle')}</h2>
            <p className="mt-1 max-w-md text-sm text-slate-600">{t('dashboard.emptyBody')}</p>
            <button type="button" className="btn-primary mt-5" onClick={() => navigate(NEW_PROJECT_PATH)}>
              <Plus aria-hidden="true" className="size-4" /> {t('dashboard.createFirst')}
            </button>
          </div>
        ) : (
          <ul className="flex flex-col gap-4" aria-label={t('dashboard.projects')}>
            {list.map((project) => (
              <li key={project.project_id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** One project on the dashboard (docs/product/builders.md, "Builder dashboard"). */
export function ProjectCard({ project }: { project: Project }) {
  const { t, label, when } = useBuilderWords();
  const { data } = project;
  const title = data.site_title || t('card.untitled');
  const isEditable = (PROJECT_EDITABLE_STATUSES as readonly string[]).includes(project.status);
  const place = [data.site_landmark, data.site_city].filter(Boolean).join(', ');
  const category = (SITE_CATEGORIES as readonly string[]).includes(data.site_category) ? label('category', data.site_category) : '';
  const headingId = `project-${project.project_id}-title`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            <Link to={projectPath(project.project_id)} className="hover:text-brand-700 hover:underline">
              {title}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{[category, place].filter(Boolean).join(' · ') || t('card.noPlace')}</p>
        </div>
        <div className="flex items-center gap-2">
          <ProjectStatusPill status={project.status} />
          <span className="text-xs font-medium text-slate-600">{t('common.revision', { revision: project.revision })}</span>
        </div>
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {t('card.lastChanged')} <time dateTime={project.updated_at}>{when(project.updated_at)}</time>
      </p>

      {project.last_comment && project.status !== 'submitted' && (
        <div className="mt-3 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{t(commentHeadingKey(project.status))}</p>
          <p className="mt-1 whitespace-pre-line">{project.last_comment}</p>
        </div>
      )}

      {project.site_id !== null && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3">
          {project.stats && (
            <dl className="grid grid-cols-3 gap-2 text-center" aria-label={t('card.counts')}>
              <div>
                <dt className="flex items-center justify-center gap-1 text-xs text-slate-600">
                  <Eye aria-hidden="true" className="size-3.5" /> {t('card.views')}
                </dt>
                <dd className="text-lg font-bold text-slate-900">{formatCount(project.stats.views)}</dd>
              </div>
              <div>
                <dt className="flex items-center justify-center gap-1 text-xs text-slate-600">
                  <Heart aria-hidden="true" className="size-3.5" /> {t('card.favourites')}
                </dt>
                <dd className="text-lg font-bold text-slate-900">{formatCount(project.stats.favourites)}</dd>
              </div>
              <div>
                <dt className="flex items-center justify-center gap-1 text-xs text-slate-600">
                  <MessageSquare aria-hidden="true" className="size-3.5" /> {t('card.enquiries')}
                </dt>
                <dd className="text-lg font-bold text-slate-900">{formatCount(project.stats.enquiries)}</dd>
              </div>
            </dl>
          )}
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
            <Link to={PATHS.detail(project.site_id)} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline">
              <ExternalLink aria-hidden="true" className="size-4" /> {t('common.seeLiveListing')}{' '}
              <span className="sr-only">{t('card.ofTitle', { title })}</span>
            </Link>
            {project.status !== 'approved' && <span className="text-xs text-slate-600">{t('card.liveStays')}</span>}
          </div>
        </div>
      )}

      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <details className="group min-w-0 flex-1">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            {t('common.statusHistory', { count: project.trail.length })}
          </summary>
          <div className="mt-3">
            <ProjectTrail trail={project.trail} />
          </div>
        </details>
        <Link to={projectPath(project.project_id)} className="btn-outline self-start px-4 py-1.5 text-sm">
          {isEditable ? t('common.edit') : t('common.view')} <span className="sr-only">{title}</span>
        </Link>
      </div>
    </article>
  );
}

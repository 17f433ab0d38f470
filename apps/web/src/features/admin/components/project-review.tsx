import { type ProjectDecision, reviewProjectBodySchema } from '@realty/contracts/builders/admin-projects';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { ArrowLeft, BadgeCheck, CircleCheck, CircleX, FileText } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/modal-dialog.tsx';
import { fileUrl } from '../../../config/paths.ts';
import { ApiError, hasErrorCode } from '../../../lib/api-client.ts';
import { type AdminProject, useAdminProject, useReviewProject } from '../api/admin-projects.ts';
import { formatWhen, thumbnailUrl } from '../utils/format.ts';
import { PROJECT_STATUS_LABELS, projectFieldRows } from './project-format.ts';
import { ProjectStatusPill } from './project-queue.tsx';

/** Address of the verification queue. */
const QUEUE_PATH = '/admin/projects';

/** The label of each decision's button. */
export const DECISION_LABELS: Readonly<Record<ProjectDecision, string>> = {
  approve: 'Approve',
  request_changes: 'Request changes',
  reject: 'Reject',
};

function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The verification checklist: each item with its label and a plain OK / Not OK beside the icon. */
function Checklist({ project }: { project: AdminProject }) {
  return (
    <ul className="flex flex-col gap-2 text-sm" aria-label="Checklist">
      {project.checklist.map((item) => (
        <li key={item.key} data-check={item.key} className="flex items-start gap-2">
          {item.ok ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          ) : (
            <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
          )}
          <span className="min-w-0 flex-1 text-slate-800">{item.label}</span>
          <span className={`shrink-0 text-xs font-semibold ${item.ok ? 'text-green-800' : 'text-red-800'}`}>
            {item.ok ? 'OK' : 'Not OK'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The builder's profile: company, contact person, GSTIN with a "verified" mark when its check digit held, promoter number. */
function BuilderProfile({ project }: { project: AdminProject }) {
  const b = project.builder;
  return (
    <dl className="grid grid-cols-[7.5rem_1fr] gap-x-2 gap-y-2 text-sm">
      <dt className="text-slate-500">Company</dt>
      <dd className="font-medium text-slate-900">{b.company}</dd>
      <dt className="text-slate-500">Contact</dt>
      <dd>{b.name || '—'}</dd>
      <dt className="text-slate-500">GSTIN</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <span className="font-mono">{b.gstin || 'Not given'}</span>
        {b.gstin && b.gstin_verified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            verified
          </span>
        ) : b.gstin ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">not verified</span>
        ) : null}
      </dd>
      <dt className="text-slate-500">Promoter no.</dt>
      <dd className="font-mono">{b.rera_promoter_no || 'Not given'}</dd>
    </dl>
  );
}

/** The project's photos (cover first) and brochures, each brochure opening in a new tab. */
function Media({ project }: { project: AdminProject }) {
  const photos = [...project.cover_images, ...project.inner_images];
  return (
    <>
      <h3 className="mb-2 text-sm font-semibold text-slate-700">Photos ({photos.length})</h3>
      {photos.length === 0 ? (
        <p className="mb-4 text-sm text-slate-500">No photos uploaded.</p>
      ) : (
        <ul className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
          {photos.map((path, index) => (
            <li key={path}>
              <a href={fileUrl(path)} target="_blank" rel="noreferrer" className="block">
                <img
                  src={thumbnailUrl(path)}
                  alt={`${project.data.site_title}, ${index + 1} of ${photos.length}${index < project.cover_images.length ? ', cover' : ''}`}
                  width={240}
                  height={180}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mb-2 text-sm font-semibold text-slate-700">Brochures ({project.site_pdfs.length})</h3>
      {project.site_pdfs.length === 0 ? (
        <p className="text-sm text-slate-500">No brochure uploaded.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {project.site_pdfs.map((path, index) => (
            <li key={path}>
              <a href={fileUrl(path)} target="_blank" rel="noreferrer" className="inline-flex items-center gap-2 text-brand-700 underline">
                <FileText aria-hidden="true" className="size-4" />
                Brochure {index + 1} (PDF)
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The trail: every status change, newest last, with when, who, from, to and the comment. */
function Trail({ project }: { project: AdminProject }) {
  if (project.trail.length === 0) return <p className="text-sm text-slate-500">No changes yet.</p>;
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4 text-sm">
      {project.trail.map((entry, index) => (
        // the trail only grows, so an entry's place identifies it
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id
        <li key={index}>
          <p className="text-slate-900">
            <span className="font-medium">{entry.from_status ? PROJECT_STATUS_LABELS[entry.from_status] : 'New'}</span> →{' '}
            <span className="font-medium">{PROJECT_STATUS_LABELS[entry.to_status]}</span>
          </p>
          <p className="text-xs text-slate-500">
            <time dateTime={entry.at}>{formatWhen(entry.at)}</time> · {entry.actor_name || entry.actor_type} (
            {entry.actor_type === 'staff' ? 'staff' : 'builder'})
          </p>
          {entry.comment ? <p className="mt-1 whitespace-pre-line rounded bg-slate-50 p-2 text-slate-700">{entry.comment}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The decision of a submitted project (docs/product/builders.md, "Verification"): a "Comment"
 * and the buttons Approve, Request changes and Reject, sending
 * `POST /api/admin/projects/{id}/review` `{ decision, comment }`. The comment is required for
 * the last two (the contract's rule, checked before sending; the API's 400 naming `comment` shows
 * at the field too); Reject asks first. After a decision the queue opens with a toast.
 */
export function DecisionForm({ project }: { project: AdminProject }) {
  const review = useReviewProject();
  const navigate = useNavigate();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [isConfirming, setConfirming] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const ids = { comment: useId(), hint: useId(), error: useId() };

  const showCommentError = (message: string) => {
    setCommentError(message);
    setConfirming(false);
    textarea.current?.focus();
  };

  const send = (decision: ProjectDecision) => {
    setFormError(undefined);
    review.mutate(
      { projectId: project.project_id, body: { decision, comment } },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          navigate(QUEUE_PATH);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'comment') showCommentError(error.message);
          else if (decision === 'reject' && isConfirming) setFormError(error.message);
          else {
            setFormError(error.message);
            setConfirming(false);
          }
        },
      },
    );
  };

  const decide = (decision: ProjectDecision) => {
    setCommentError(undefined);
    setFormError(undefined);
    const checked = reviewProjectBodySchema.safeParse({ decision, comment });
    const issue = checked.success ? undefined : checked.error.issues.find((i) => i.path[0] === 'comment');
    if (issue) {
      showCommentError(issue.message);
      return;
    }
    if (decision === 'reject') setConfirming(true);
    else send(decision);
  };

  return (
    <form
      aria-label="Decision"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        decide('approve');
      }}
    >
      <label htmlFor={ids.comment} className="label">
        Comment
      </label>
      <p id={ids.hint} className="mb-1 text-xs text-slate-500">
        Sent to the builder. Required to request changes or reject: say what to change, or why.
      </p>
      <textarea
        ref={textarea}
        id={ids.comment}
        rows={5}
        className="input aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600"
        value={comment}
        maxLength={2000}
        aria-describedby={commentError ? `${ids.hint} ${ids.error}` : ids.hint}
        aria-invalid={Boolean(commentError)}
        onChange={(e) => {
          setComment(e.target.value);
          if (commentError) setCommentError(undefined);
        }}
      />
      {commentError ? (
        <p id={ids.error} className="mt-1 text-sm text-red-700">
          {commentError}
        </p>
      ) : null}
      {formError && !isConfirming ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap lg:flex-col xl:flex-row">
        <button type="submit" className="btn-primary px-4 py-2 text-sm" disabled={review.isPending}>
          {DECISION_LABELS.approve}
        </button>
        <button
          type="button"
          className="btn-outline px-4 py-2 text-sm"
          disabled={review.isPending}
          onClick={() => decide('request_changes')}
        >
          {DECISION_LABELS.request_changes}
        </button>
        <button
          type="button"
          className="inline-flex items-center justify-center rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
          disabled={review.isPending}
          onClick={() => decide('reject')}
        >
          {DECISION_LABELS.reject}
        </button>
      </div>
      {review.isPending && !isConfirming ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Saving...
        </p>
      ) : null}
      {isConfirming && (
        <ConfirmDialog
          title={`Reject ${project.data.site_title}?`}
          confirmLabel="Reject the project"
          isDanger
          isPending={review.isPending}
          error={formError}
          onCancel={() => {
            setConfirming(false);
            setFormError(undefined);
          }}
          onConfirm={() => send('reject')}
        >
          <p>
            {project.builder.company} is told by SMS that the project was rejected, with your comment. A rejected project cannot be
            submitted again.
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}

/**
 * One project's review screen (docs/product/builders.md, "Verification"): its fields, photos and
 * brochures, the checklist (each item OK or Not OK), the builder's profile, the trail and, while
 * the project is submitted, the decision form. Loading, "Project not found" (404) and error states.
 */
export function ProjectReview({ projectId }: { projectId: number | undefined }) {
  const project = useAdminProject(projectId);
  const back = (
    <Link to={QUEUE_PATH} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to the queue
    </Link>
  );

  if (projectId === undefined || hasErrorCode(project.error, ERROR_CODES.NOT_FOUND, ERROR_CODES.VALIDATION_FAILED))
    return (
      <section>
        {back}
        <h1 className="text-2xl font-bold text-slate-900">Project not found</h1>
        <p className="mt-2 text-slate-600">It may have been removed, or the address is wrong.</p>
      </section>
    );
  if (project.isError)
    return (
      <section>
        {back}
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          <p>{project.error.message}</p>
          <button type="button" className="btn-outline mt-3 px-3 py-1.5 text-sm" onClick={() => project.refetch()}>
            Try again
          </button>
        </div>
      </section>
    );
  if (!project.data)
    return (
      <section>
        {back}
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          Loading project...
        </p>
      </section>
    );

  const p = project.data.data;
  const rows = projectFieldRows(p);
  return (
    <article aria-labelledby="project-heading">
      {back}
      <header className="mb-5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="project-heading" className="text-2xl font-bold text-slate-900">
            {p.data.site_title}
          </h1>
          <ProjectStatusPill status={p.status} />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {p.builder.company} · {p.data.site_city} · Revision {p.revision}
          {p.submitted_at ? (
            <>
              {' '}
              · Submitted <time dateTime={p.submitted_at}>{formatWhen(p.submitted_at)}</time>
            </>
          ) : null}
        </p>
      </header>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-5">
          {p.last_comment && p.status !== 'submitted' ? (
            <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <span className="font-semibold">Last staff comment:</span> {p.last_comment}
            </p>
          ) : null}
          <Panel title="Fields" id="project-fields">
            <dl className="grid grid-cols-[7.5rem_1fr] gap-x-3 gap-y-2 text-sm sm:grid-cols-[11rem_1fr]">
              {rows.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-slate-500">{row.label}</dt>
                  <dd className="min-w-0 break-words text-slate-900">{row.value}</dd>
                </div>
              ))}
            </dl>
            {p.data.site_description ? (
              <>
                <h3 className="mb-1 mt-4 text-sm font-semibold text-slate-700">Description</h3>
                <p className="whitespace-pre-line text-sm text-slate-800">{p.data.site_description}</p>
              </>
            ) : null}
          </Panel>
          <Panel title="Photos and brochures" id="project-media">
            <Media project={p} />
          </Panel>
          <Panel title="Trail" id="project-trail">
            <Trail project={p} />
          </Panel>
        </div>
        <div className="flex flex-col gap-5">
          <Panel title="Checklist" id="project-checklist">
            <Checklist project={p} />
          </Panel>
          <Panel title="Builder" id="project-builder">
            <BuilderProfile project={p} />
          </Panel>
          <Panel title="Decision" id="project-decision">
            {p.status === 'submitted' ? (
              <DecisionForm project={p} />
            ) : (
              <p className="text-sm text-slate-600">
                Decisions are taken on submitted projects; this one is {PROJECT_STATUS_LABELS[p.status].toLowerCase()}.
              </p>
            )}
          </Panel>
        </div>
      </div>
    </article>
  );
}

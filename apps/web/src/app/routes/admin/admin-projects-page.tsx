import { useParams } from 'react-router';
import { ProjectQueue } from '../../../features/admin/components/project-queue.tsx';
import { ProjectReview } from '../../../features/admin/components/project-review.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * `/admin/projects` and `/admin/projects/{projectId}` (docs/product/builders.md, "Verification"):
 * the queue of builders' projects, and one project's review with the decision.
 */
export default function AdminProjectsPage() {
  const { projectId } = useParams();
  usePageTitle(projectId === undefined ? 'Project verification' : 'Project review');
  if (projectId === undefined) return <ProjectQueue />;
  return <ProjectReview projectId={/^\d{1,10}$/.test(projectId) ? Number(projectId) : undefined} />;
}

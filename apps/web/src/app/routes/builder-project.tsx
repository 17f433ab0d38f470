import { useParams } from 'react-router';
import { ProjectEditorPage } from '../../features/builder-projects/components/project-editor.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useWorkPageTexts } from './work/texts.ts';

/**
 * /builderdashboard/projects/new and /builderdashboard/projects/:projectId: a builder's project
 * editor (docs/product/builders.md, "Projects"); anyone who is not a signed-in builder is sent
 * to /signinbuilder.
 */
export default function BuilderProjectPage() {
  const { projectId } = useParams();
  const t = useWorkPageTexts();
  usePageTitle(projectId ? t('title.project') : t('title.newProject'));
  return <ProjectEditorPage projectId={projectId === undefined ? undefined : Number(projectId)} />;
}

import { PipelineBoard } from '../../../features/admin/components/pipeline-board.tsx';
import { PipelineReport } from '../../../features/admin/components/pipeline-report.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/pipeline`: the leads with their filters, the unassigned queue and reassigning, then the report (docs/product/pipeline.md). */
export default function AdminPipelinePage() {
  usePageTitle('Pipeline');
  return (
    <>
      <PipelineBoard />
      <PipelineReport />
    </>
  );
}

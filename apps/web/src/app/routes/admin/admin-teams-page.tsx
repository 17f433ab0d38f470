import { TeamManager } from '../../../features/admin/components/team-manager.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/teams`: Team (docs/product/back-office.md). */
export default function AdminTeamManagerPage() {
  usePageTitle('Team');
  return <TeamManager />;
}

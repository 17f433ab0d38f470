import { TeamManager } from '../../../features/admin/components/team-manager.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/teams`: Team (issue "Staff back office"). */
export default function AdminTeamManagerPage() {
  usePageTitle('Team');
  return <TeamManager />;
}

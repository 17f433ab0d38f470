import { Navigate, useParams } from 'react-router';
import { LeadWorkPage } from '../../features/associate-work/components/lead-page.tsx';
import { signInPathFor } from '../../features/auth/components/associate-dashboard-view.tsx';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useWorkPageTexts } from './work/texts.ts';

/**
 * /associatedashboard/leads/{leadId}: one lead's page for its associate (docs/product/pipeline.md,
 * "Screens"): contact after accepting, listings, timeline, visits with "Record the result",
 * "Schedule a visit" and "Record a booking". Anyone but a signed-in associate goes to sign in.
 */
export default function AssociateLeadPage() {
  const { leadId = '' } = useParams();
  const t = useWorkPageTexts();
  usePageTitle(t('title.lead', { id: leadId }));
  const { user, loginType, isKnown } = useSession();
  if (!isKnown) return null;
  if (user?.role !== 'associate') return <Navigate to={signInPathFor(loginType)} replace />;
  const id = /^\d{1,12}$/.test(leadId) ? Number(leadId) : 0;
  return <LeadWorkPage leadId={id} />;
}

import { useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PATHS } from '../../config/paths.ts';
import { MembershipCheckout } from '../../features/membership/components/membership-checkout.tsx';
import { useMembershipTexts } from '../../features/membership/texts.ts';
import { clearStoredLogin, useSession, withReturnTo } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Where a guest signs in before buying Pro, coming back here afterwards. */
const SIGN_IN = withReturnTo(PATHS.signInAssociate, PATHS.membershipCheckout);

/**
 * /associatemembership/checkout: buying Pro by UPI (docs/product/payments.md, "Screens"). A guest
 * (or an ended session) is sent to the associate sign-in and comes back here; a signed-in customer
 * or builder sees the API's message; an associate gets the checkout. Texts in the page's language.
 */
export default function MembershipCheckoutPage() {
  const t = useMembershipTexts();
  usePageTitle(t('checkout.title'));
  const navigate = useNavigate();
  const { user, isKnown } = useSession();
  const onSignedOut = useCallback(() => {
    clearStoredLogin();
    navigate(SIGN_IN, { replace: true });
  }, [navigate]);
  if (!isKnown) return null;
  if (!user) return <Navigate to={SIGN_IN} replace />;
  return <MembershipCheckout onSignedOut={onSignedOut} />;
}

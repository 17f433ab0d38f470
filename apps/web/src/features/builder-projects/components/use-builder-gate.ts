import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { clearStoredLogin, useSession, withReturnTo } from '../../../lib/session.ts';

/**
 * Who may see the builder's screens (docs/product/builders.md, "Account"): `unknown` while the
 * browser takes over a page drawn on the server (draw nothing yet), `builder` for a signed-in
 * builder (stored role or login type `builder`), otherwise `away` with `signInPath`, the builder
 * sign-in page coming back here afterwards.
 */
export type BuilderGate = { state: 'unknown' | 'builder' | 'away'; signInPath: string };

/** The {@link BuilderGate} of the current visitor. */
export function useBuilderGate(): BuilderGate {
  const { user, loginType, isKnown } = useSession();
  const location = useLocation();
  const signInPath = withReturnTo(PATHS.signInBuilder, `${location.pathname}${location.search}`);
  if (!isKnown) return { state: 'unknown', signInPath };
  const isBuilder = user !== null && (user.role === 'builder' || loginType === 'builder' || typeof user.builder_id === 'number');
  return { state: isBuilder ? 'builder' : 'away', signInPath };
}

/**
 * Forgets the stored login when the API says the session is over or is not a builder's (401, or
 * 403 FORBIDDEN), so the screen's gate sends the visitor to sign in (docs/product/builders.md,
 * "Account"). A 403 NOT_OWNER (another builder's project) is not a session problem and is left alone.
 */
export function useSignOutOnSessionLoss(error: unknown): void {
  const isLost = hasErrorCode(error, ERROR_CODES.UNAUTHORIZED, ERROR_CODES.FORBIDDEN);
  useEffect(() => {
    if (isLost) clearStoredLogin();
  }, [isLost]);
}

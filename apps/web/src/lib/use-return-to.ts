import { useSearchParams } from 'react-router';
import { RETURN_TO_PARAM, safeReturnTo } from './session.ts';

/**
 * The page to come back to after this sign-in or sign-up: the page's `returnTo` parameter when
 * it is a path of this site (see `safeReturnTo`), else undefined (then the dashboard follows).
 */
export function useReturnTo(): string | undefined {
  const [params] = useSearchParams();
  return safeReturnTo(params.get(RETURN_TO_PARAM));
}

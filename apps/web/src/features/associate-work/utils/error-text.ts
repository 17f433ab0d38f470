import { ApiError, NETWORK_ERROR, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';

/** What the dashboard says when something failed and the server gave no words for it. */
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/**
 * The message to show for a failed call (docs/product/README.md, "Errors"): the server's own
 * message when it sent one (a 409 says why a lead cannot move, a 400 names the field), the
 * network message when no answer came, else `fallback`.
 */
export function errorText(error: unknown, fallback = GENERIC_FAILURE): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === NETWORK_ERROR) return NETWORK_ERROR_MESSAGE;
  return error.isServerMessage ? error.message : fallback;
}

/** The input a failed call names (`field` of a 400), its first segment ("cities.2" → "cities"); undefined otherwise. */
export function errorField(error: unknown): string | undefined {
  return error instanceof ApiError && error.field ? error.field.split(/[.[]/)[0] : undefined;
}

/** The API's 409 for a visit's result recorded before the visit's time (docs/product/pipeline.md, "Site visits"). */
const RESULT_TOO_EARLY = /^Completed and no show can be recorded from .+ \(the visit's time\); a visit can be cancelled at any time\.$/;

/**
 * Whether `error` is the API's refusal of `completed` or `no_show` before the visit's time (409
 * INVALID_STATE naming the time): the form then words it itself, with the time in the page's language.
 */
export function isResultTooEarly(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && RESULT_TOO_EARLY.test(error.message);
}

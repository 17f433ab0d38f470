import { ApiError } from '../../../lib/api-client.ts';

/**
 * The message to show for a failed call (accounts.md §8: "the server's message is preferred
 * when present"): the API's message for an answered request, `failed` for an answer without
 * one, `thrown` when the request never got an answer (network failure or a bug).
 */
export function failureMessage(error: unknown, failed: string, thrown: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return thrown;
    return error.message && !error.message.startsWith('Request failed (') ? error.message : failed;
  }
  return thrown;
}

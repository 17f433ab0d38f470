import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorOptions } from './api-client.ts';

/** Id of the JSON data block that carries the server's query answers into the page. */
export const QUERY_STATE_ID = 'query-state';

/** An {@link ApiError} as it travels in the data block (an Error's own fields do not survive JSON). */
type SentError = { name: 'ApiError'; status: number; message: string; code: ApiErrorOptions['code']; field?: string };

const isSentError = (value: unknown): value is SentError =>
  typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ApiError' && !(value instanceof Error);

/**
 * The answers the server renderer fetched for a page (its public GETs, successful or failed),
 * as plain JSON for the page's data block. Of the failures only 404s travel (keeping status,
 * code, message and field), so the browser's first render draws the same 'not found' the server
 * drew (the item hooks do not retry on mount); anything else the browser asks again.
 * docs/decisions/0014-server-drawn-pages-and-heads.md.
 */
export function sendableQueryState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || (query.state.error instanceof ApiError && query.state.error.status === 404),
    shouldRedactErrors: () => false,
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const sent: SentError = { name: 'ApiError', status: error.status, message: error.message, code: error.code, field: error.field };
      (query.state as { error: unknown }).error = sent;
    }
  }
  return state;
}

/**
 * Puts the server's answers (the `<script type="application/json" id="query-state">` block the
 * page shell embedded) into `queryClient` before the first render, reviving failures as
 * {@link ApiError}s, and removes the block. Does nothing when there is no block or it cannot be
 * read (the page then asks the API itself).
 */
export function takeQueryState(queryClient: QueryClient): void {
  if (typeof document === 'undefined') return;
  const block = document.getElementById(QUERY_STATE_ID);
  if (!block) return;
  block.remove();
  let state: DehydratedState;
  try {
    state = JSON.parse(block.textContent ?? '') as DehydratedState;
  } catch {
    return;
  }
  for (const query of state.queries ?? []) {
    const error = query.state.error;
    if (isSentError(error)) {
      (query.state as { error: unknown }).error = new ApiError(error.status, error.message, {
        code: error.code,
        field: error.field,
        isServerMessage: true,
      });
    }
  }
  hydrate(queryClient, state);
}

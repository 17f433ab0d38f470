/**
 * The API answer the server embedded in the page it sent (apps/api/src/plugins/page-shell.ts):
 * a `<script type="application/json" id="page-data" data-api-path="/api/…">` data block holding
 * the answer to that GET, so the first paint of a listing does not wait for a second round trip.
 *
 * Returns the parsed answer when the block is for `apiPath` (e.g. `/api/sites/12`) and removes
 * the block, so it is used at most once (later visits ask the API); undefined otherwise or when
 * the block cannot be read.
 */
export function takePageData(apiPath: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById('page-data');
  if (!block || block.dataset.apiPath !== apiPath) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '');
  } catch {
    return undefined;
  }
}

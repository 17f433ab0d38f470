/**
 * # A tap before the page is live is kept, not lost
 *
 * The server sends its page inside `<div id="root" inert>` (docs/decisions/0005-server-drawn-landing-pages.md):
 * seen, but not clickable or focusable, until React has taken it over (app/start.tsx lifts `inert`).
 * On a slow phone that takes a second or more, and a visitor who taps a heart, Enquire Now, a
 * filter or the menu meanwhile got nothing (issue #35, docs/decisions/0033-javascript-budget.md).
 *
 * {@link keepEarlyTaps} (called by main.tsx, the first script) notes what such a tap was aimed at:
 * the control under the finger (a link, a button, a form field, a label, a tab…), found by looking
 * through `inert` for that moment. {@link replayEarlyTap} (called where `inert` is lifted) gives
 * the last one to that control once the page answers taps: hydration keeps the server's elements,
 * so the control tapped is the one now live. A tap that hit no control, or a control no longer on
 * the page, is dropped; a tap with a modifier key or another mouse button is left to the browser.
 */

/** What a tap before the page is live can be aimed at (the nearest such element around the point tapped). */
const CONTROLS =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="menuitem"], [role="switch"], [role="option"]';

/** Form fields a replayed tap puts the cursor in rather than clicks. */
const TYPED_FIELDS =
  'textarea, select, input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], [type="image"], [type="file"], [type="range"], [type="color"])';

/** The control the last tap before the page was live was aimed at, if any. */
let earlyTap: HTMLElement | undefined;

/** Stops noting taps (set by {@link keepEarlyTaps}). */
let stopKeeping: (() => void) | undefined;

/**
 * The control at viewport point (`x`, `y`) inside `root` while `root` is inert: the root's `inert`
 * is lifted for the one synchronous hit test and put back, so nothing else can happen in between.
 */
function controlAt(root: HTMLElement, x: number, y: number): HTMLElement | undefined {
  root.removeAttribute('inert');
  const hit = document.elementFromPoint(x, y);
  root.setAttribute('inert', '');
  const control = hit instanceof Element ? hit.closest<HTMLElement>(CONTROLS) : null;
  return control && root.contains(control) ? control : undefined;
}

/**
 * Notes the control each tap (a click, a touch's click) is aimed at while `root` is inert, until
 * {@link replayEarlyTap} is called. Call it once, as early as possible (main.tsx).
 */
export function keepEarlyTaps(root: HTMLElement): void {
  if (!root.hasAttribute('inert') || stopKeeping) return;
  const onClick = (event: MouseEvent) => {
    if (!root.hasAttribute('inert')) return;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const control = controlAt(root, event.clientX, event.clientY);
    if (control) earlyTap = control;
  };
  document.addEventListener('click', onClick, true);
  stopKeeping = () => document.removeEventListener('click', onClick, true);
}

/**
 * Gives the tap noted by {@link keepEarlyTaps} to its control, now that the page answers taps (call
 * it right after lifting `inert`): a click, or the cursor for a field one types in. At most once.
 * @returns the control tapped, or undefined when there was none (or it left the page).
 */
export function replayEarlyTap(): HTMLElement | undefined {
  stopKeeping?.();
  stopKeeping = undefined;
  const control = earlyTap;
  earlyTap = undefined;
  if (!control?.isConnected) return undefined;
  if (control.matches(TYPED_FIELDS)) control.focus();
  else control.click();
  return control;
}

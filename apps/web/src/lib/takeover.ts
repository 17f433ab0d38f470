import { createContext, startTransition, useContext, useLayoutEffect, useState } from 'react';

/**
 * True from the moment the browser starts taking over a page the server drew until the visitor
 * first moves to another page (and always while the server draws): while it is true, a
 * component's first render must give what the server gave
 * (docs/decisions/0014-server-drawn-pages-and-heads.md, docs/decisions/0017-light-first-load.md).
 */
let isDrawingServerPage = false;

/**
 * True once the first page's hydration as a whole has committed and the page answers taps
 * (`WhenTakenOver` in app/start.tsx). Parts hydrated or drawn after that (a section hydrated
 * when it comes near, decision 0017 point 12) take the browser's stores at once.
 */
let isFirstPageSettled = false;

/** Called by the app's start before it hydrates a page the server drew. */
export function beginTakeover(): void {
  isDrawingServerPage = true;
  isFirstPageSettled = false;
}

/** Called on the first move to another page: from then on components render what the browser knows at once. */
export function endTakeover(): void {
  isDrawingServerPage = false;
}

/** Called by the app's start once the first page answers taps (it lifts the page's `inert`). */
export function settleFirstPage(): void {
  isFirstPageSettled = true;
}

/** True while the browser takes over a page the server drew (from the app's start to the first move to another page). */
export function isTakingOver(): boolean {
  return isDrawingServerPage;
}

/**
 * React hook: the value of a store only the browser has (localStorage, media queries), like
 * `useSyncExternalStore`, but without its one cost on a server-drawn page: there, a store that
 * differs from the server's value right after hydration makes React draw every reader again at
 * once, in one long task that holds up a phone's first taps. Here the first render gives
 * `getServerSnapshot()` while a server-drawn page is taken over (so the markup matches), and the
 * browser's value follows in a transition, which React draws in small slices; in a part hydrated
 * or drawn after the first page answers taps ({@link settleFirstPage}) it follows in the same
 * commit, so no tap on that part meets the server's value. Later changes (`subscribe`'s calls)
 * are drawn at once, as with `useSyncExternalStore`.
 *
 * `subscribe` and `getSnapshot` must be stable (module-level) functions; `getSnapshot` must give
 * the same object while the store is unchanged.
 */
export function useBrowserStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const [value, setValue] = useState<T>(() => (typeof window === 'undefined' || isDrawingServerPage ? getServerSnapshot() : getSnapshot()));
  useLayoutEffect(() => {
    const update = () => setValue(() => getSnapshot());
    const unsubscribe = subscribe(update);
    // The browser's value after a server-drawn first render, or a change between render and now:
    // in a transition while the first page hydrates as a whole (else one long redraw of it), at
    // once for a part hydrated or drawn later, in this commit, so a tap on it sees that value.
    if (isFirstPageSettled) update();
    else startTransition(update);
    return unsubscribe;
  }, [subscribe, getSnapshot]);
  return value;
}

/**
 * Called by {@link PageTakenOver} when the page itself (inside the layout's Suspense boundary) has
 * hydrated; given by the app's start (app/start.tsx) while it takes a server-drawn page over.
 */
export const PageTakenOverContext = createContext<(() => void) | null>(null);

/**
 * Put after the page inside the layout's Suspense boundary (app/root-layout.tsx): React hydrates
 * that boundary in a commit of its own, possibly after the header's, and its layout effect runs
 * after the page's own (siblings in order), where the page's browser stores (the session, so a
 * heart knows a guest from a customer) start their transition. It tells the app's start, which
 * starts its own in the same commit, so the page turns clickable only once the page answers taps
 * with what the browser knows (docs/decisions/0033-javascript-budget.md, "Taps before the page is live").
 */
export function PageTakenOver(): null {
  const onTakenOver = useContext(PageTakenOverContext);
  useLayoutEffect(() => onTakenOver?.(), [onTakenOver]);
  return null;
}

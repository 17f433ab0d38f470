import { type ReactNode, StrictMode, startTransition, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadWaitingSections } from '../components/layout/lazy-section.ts';
import { languageOfPath } from '../lib/i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { takeQueryState } from '../lib/query-state.ts';
import { beginTakeover, endTakeover, PageTakenOverContext, settleFirstPage } from '../lib/takeover.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/**
 * Makes the server-drawn page usable once React has taken it over: the page shell sends it
 * `inert` (seen, but not clickable or focusable); a tap made before then is noted by main.tsx and
 * given to its control once the page is live (lib/early-tap.ts).
 * Effects run children first, so every part of the first render is live by then.
 */
function WhenTakenOver({
  root,
  isServerRendered,
  onLive,
  children,
}: {
  root: HTMLElement;
  isServerRendered: boolean;
  onLive?: () => void;
  children: ReactNode;
}) {
  // The stores only the browser knows (the session, the compare list) follow hydration in a
  // transition started in their layout effects (lib/takeover.ts). The page inside the layout's
  // Suspense boundary hydrates in a commit of its own, possibly after the header's: the page is
  // settled from its `PageTakenOver`'s layout effect, after the page's stores started theirs, so
  // this transition takes the same lane and commits with them, and the page turns clickable once
  // a tap is answered with what the browser knows. Settled from this component's own effect, a
  // heart tapped at once (or replayed, lib/early-tap.ts) could meet a session 'not known yet'.
  // A page the browser draws itself (nothing inert) is settled right away.
  const [isSettled, setSettled] = useState(false);
  const settle = useCallback(() => startTransition(() => setSettled(true)), []);
  useLayoutEffect(() => {
    if (!isServerRendered) settle();
  }, [isServerRendered, settle]);
  useEffect(() => {
    if (!isSettled) return;
    settleFirstPage();
    root.removeAttribute('inert');
    // a tap made while the page was not live yet reaches its control now (lib/early-tap.ts)
    onLive?.();
  }, [root, isSettled, onLive]);
  return <PageTakenOverContext.Provider value={isServerRendered ? settle : null}>{children}</PageTakenOverContext.Provider>;
}

/**
 * Starts the app in `root`: hydrates the page the server drew (entry-server.tsx), or draws it
 * when the root is empty. Either runs as a transition, so React works in small slices and a
 * tap or a scroll on a slow phone is not held up by one long task. `onLive` is called once the
 * server's page answers taps (right after its `inert` is lifted): main.tsx gives it the tap made
 * before then (lib/early-tap.ts).
 */
export async function startApp(root: HTMLElement, isServerRendered: boolean, onLive?: () => void): Promise<void> {
  const queryClient = createQueryClient();
  // the answers the server drew the page with, so the first render matches its markup
  takeQueryState(queryClient);
  const language = languageOfPath(window.location.pathname);
  const router = await createAppRouter(isServerRendered, language);
  if (isServerRendered) {
    beginTakeover();
    const first = router.state.location;
    const stop = router.subscribe((state) => {
      // a change of the router's state reaches sections still waiting to hydrate: bring their code
      loadWaitingSections();
      if (state.location === first) return;
      endTakeover();
      stop();
    });
  }
  const app = (
    <StrictMode>
      <WhenTakenOver root={root} isServerRendered={isServerRendered} onLive={onLive}>
        <AppProviders router={router} queryClient={queryClient} language={language} />
      </WhenTakenOver>
    </StrictMode>
  );
  startTransition(() => {
    if (isServerRendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

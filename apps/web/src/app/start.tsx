import { type ReactNode, StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadWaitingSections } from '../components/layout/lazy-section.ts';
import { languageOfPath } from '../lib/i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { takeQueryState } from '../lib/query-state.ts';
import { beginTakeover, endTakeover, settleFirstPage } from '../lib/takeover.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/**
 * Makes the server-drawn page usable once React has taken it over: the page shell sends it
 * `inert` (seen, but not clickable or focusable, so a tap before then is not silently lost).
 * Effects run children first, so every part of the first render is live by then.
 */
function WhenTakenOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  // The stores only the browser knows (the session, the compare list) follow hydration in a
  // transition (lib/takeover.ts); this one is started after theirs and commits with them, so
  // the page turns clickable once a tap is answered with what the browser knows.
  const [isSettled, setSettled] = useState(false);
  useEffect(() => startTransition(() => setSettled(true)), []);
  useEffect(() => {
    if (!isSettled) return;
    settleFirstPage();
    root.removeAttribute('inert');
  }, [root, isSettled]);
  return children;
}

/**
 * Starts the app in `root`: hydrates the page the server drew (entry-server.tsx), or draws it
 * when the root is empty. Either runs as a transition, so React works in small slices and a
 * tap or a scroll on a slow phone is not held up by one long task.
 */
export async function startApp(root: HTMLElement, isServerRendered: boolean): Promise<void> {
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
      <WhenTakenOver root={root}>
        <AppProviders router={router} queryClient={queryClient} language={language} />
      </WhenTakenOver>
    </StrictMode>
  );
  startTransition(() => {
    if (isServerRendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

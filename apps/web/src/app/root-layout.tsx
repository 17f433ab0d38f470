import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { useLayoutTexts } from '../components/layout/texts.ts';
import { LoadingBlock } from '../components/ui/loading-block.tsx';
import { useSyncGuestActivity } from '../features/activity/hooks/use-sync-guest-activity.ts';
import { usePushRegistration } from '../lib/push.ts';
import { useStoredSessionCheck } from '../lib/session.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The toast area (top right), downloaded beside the page instead of with the first script and
 * mounted only in the browser, after the first render, so a server-drawn page hydrates without
 * it. Toasts raised before it arrives are shown when it mounts (sonner replays active ones).
 */
function Toasts() {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" richColors closeButton duration={3000} />
    </Suspense>
  );
}

/**
 * Scrolls to the top on every path change (docs/product/catalogue.md), unless the URL names a
 * section. Not on the first page: the browser placed it, and a visitor may already have scrolled
 * the page the server drew before the app took it over.
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}

/** Shell of every page: skip link, header, the page, footer, toasts (top right). */
export function RootLayout() {
  const t = useLayoutTexts();
  const navigation = useNavigation();
  usePushRegistration();
  useStoredSessionCheck();
  useSyncGuestActivity();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipLink')}
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" className="min-h-svh" aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={<LoadingBlock />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <Toasts />
    </>
  );
}

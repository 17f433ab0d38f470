import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { useLayoutTexts } from '../components/layout/texts.ts';
import { LoadingBlock } from '../components/ui/loading-block.tsx';
import { useSyncGuestActivity } from '../features/activity/hooks/use-sync-guest-activity.ts';
import { usePushRegistration } from '../lib/push.ts';
import { useStoredSessionCheck } from '../lib/session.ts';
import { PageTakenOver } from '../lib/takeover.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Where toasts sit: below the sticky header (4 rem tall, components/layout/site-header.tsx) with
 * a gap, so a toast never covers the header's buttons (language switch, menu, account), on a
 * desktop and on a phone (sonner's own layout under 600 px).
 */
const TOAST_OFFSET = { top: 'calc(4rem + 16px)' } as const;
/** {@link TOAST_OFFSET} on a phone. */
const TOAST_MOBILE_OFFSET = { top: 'calc(4rem + 12px)' } as const;

/**
 * The toast area (top right, below the header), downloaded beside the page instead of with the first script and
 * mounted only in the browser, after the first render, so a server-drawn page hydrates without
 * it. Toasts raised before it arrives are shown when it mounts (sonner replays active ones).
 */
function Toasts() {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" offset={TOAST_OFFSET} mobileOffset={TOAST_MOBILE_OFFSET} richColors closeButton duration={3000} />
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

/**
 * Shell of every page: skip link, header, the page, footer, toasts (top right, below the header).
 * The page area grows to fill the screen, so a short page (sign-in, OTP, a builder's empty
 * dashboard) ends with the footer instead of blank space; a page whose root carries
 * `data-fills-page` (with `flex-1`) stretches its own background down to the footer.
 */
export function RootLayout() {
  const t = useLayoutTexts();
  const navigation = useNavigation();
  usePushRegistration();
  useStoredSessionCheck();
  useSyncGuestActivity();
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipLink')}
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main
        id="main"
        className="flex-1 has-[>[data-fills-page]]:flex has-[>[data-fills-page]]:flex-col"
        aria-busy={navigation.state === 'loading'}
      >
        <Suspense fallback={<LoadingBlock />}>
          <Outlet />
          <PageTakenOver />
        </Suspense>
      </main>
      <SiteFooter />
      <Toasts />
    </div>
  );
}

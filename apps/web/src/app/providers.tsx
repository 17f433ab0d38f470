import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18nFor, type Language } from '../lib/i18n/i18n.ts';
import { SiteOriginContext } from '../lib/site-origin.tsx';
import type { AppRouter } from './router.tsx';

/**
 * What every page needs above the router, in the browser and in the server renderer alike:
 * the query client, the texts of the page's `language` (docs/product/seo.md, "Hindi") and the
 * site's public `origin` for absolute addresses in the head.
 */
export function PageFrame({
  queryClient,
  language,
  origin,
  children,
}: {
  queryClient: QueryClient;
  language: Language;
  origin: string;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18nFor(language)}>
        <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** Top of the React tree in the browser: {@link PageFrame} around the router (toasts live in the root layout). */
export function AppProviders({
  router,
  queryClient,
  language = 'en',
  origin = typeof window === 'undefined' ? '' : window.location.origin,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  language?: Language;
  origin?: string;
}) {
  return (
    <PageFrame queryClient={queryClient} language={language} origin={origin}>
      <RouterProvider router={router} />
    </PageFrame>
  );
}

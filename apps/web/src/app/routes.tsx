import { Navigate, type RouteObject } from 'react-router';
import { LoadingBlock } from '../components/ui/loading-block.tsx';
import { RootLayout } from './root-layout.tsx';

/** Shown in place of a page while its code downloads on arrival; the header and footer are drawn meanwhile. */
function PageLoading() {
  return <LoadingBlock />;
}

/**
 * Lazily loads a route module whose default export is the page component. On the first page
 * of a visit the layout paints at once with 'Loading...' where the page goes (HydrateFallback),
 * instead of a blank screen until the page's code arrives.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> => ({
  HydrateFallback: PageLoading,
  lazy: async () => ({ Component: (await load()).default }),
});

/** What a route says about itself to the server renderer (entry-server.tsx). */
export type RouteHandle = {
  /** Drawn on the server with its public answers and head (docs/decisions/0014-server-drawn-pages-and-heads.md). */
  serverDrawn?: boolean;
};

/** A public page: lazily loaded like {@link page}, and drawn on the server. */
const publicPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy' | 'HydrateFallback' | 'handle'> => ({
  ...page(load),
  handle: { serverDrawn: true } satisfies RouteHandle,
});

/**
 * Every path of docs/product/catalogue.md and docs/product/accounts.md. Each page is its own lazily loaded chunk,
 * so a visitor downloads only what the page needs; unknown paths show 'Page not found'.
 */
export const routes: RouteObject[] = [
  // The staff back office: its own layout and routes, downloaded only under /admin (docs/product/back-office.md).
  { path: 'admin/*', ...page(() => import('./routes/admin/admin-app.tsx')) },
  {
    element: <RootLayout />,
    children: [
      { index: true, ...publicPage(() => import('./routes/home.tsx')) },
      { path: 'properties', ...publicPage(() => import('./routes/properties.tsx')) },
      { path: 'search-results', ...publicPage(() => import('./routes/properties.tsx')) },
      { path: 'search-box', ...page(() => import('./routes/search-box.tsx')) },
      { path: 'detailpage', element: <Navigate to="/properties" replace /> },
      { path: 'detailpage/:id', ...publicPage(() => import('./routes/detail.tsx')) },
      { path: 'detailproperty', element: <Navigate to="/properties" replace /> },
      { path: 'detailproperty/:id', ...publicPage(() => import('./routes/detail.tsx')) },
      { path: 'property/:slug', ...publicPage(() => import('./routes/property-slug.tsx')) },
      { path: 'contactus', ...publicPage(() => import('./routes/contact.tsx')) },
      { path: 'blogs', ...publicPage(() => import('./routes/blogs.tsx')) },
      { path: 'blogs/:blogId', ...publicPage(() => import('./routes/blog-detail.tsx')) },
      { path: 'aboutpage', ...publicPage(() => import('./routes/about.tsx')) },
      { path: 'associatemembership', ...publicPage(() => import('./routes/membership.tsx')) },
      { path: 'associatemembership/checkout', ...page(() => import('./routes/membership-checkout.tsx')) },
      { path: 'faqs', ...publicPage(() => import('./routes/faqs.tsx')) },
      { path: 'privacy', ...publicPage(() => import('./routes/privacy.tsx')) },
      { path: 'propertyseekers', ...publicPage(() => import('./routes/property-seekers.tsx')) },
      { path: 'associates', ...publicPage(() => import('./routes/associates.tsx')) },
      { path: 'builders', ...publicPage(() => import('./routes/builders.tsx')) },
      { path: 'signinbuilder', ...page(() => import('./routes/sign-in-builder.tsx')) },
      { path: 'registerbuilder', ...page(() => import('./routes/register-builder.tsx')) },
      { path: 'builderdashboard', ...page(() => import('./routes/builder-dashboard.tsx')) },
      { path: 'builderdashboard/projects/new', ...page(() => import('./routes/builder-project.tsx')) },
      { path: 'builderdashboard/projects/:projectId', ...page(() => import('./routes/builder-project.tsx')) },
      { path: 'developers/:id', ...publicPage(() => import('./routes/developer.tsx')) },
      { path: 'registerpage', ...page(() => import('./routes/register-page.tsx')) },
      { path: 'registeruser', ...page(() => import('./routes/register-user.tsx')) },
      { path: 'register', ...page(() => import('./routes/register-user.tsx')) },
      { path: 'registerassociate', ...page(() => import('./routes/register-associate.tsx')) },
      { path: 'registerassocaite', ...page(() => import('./routes/register-associate.tsx')) },
      { path: 'signinuser', ...page(() => import('./routes/sign-in-user.tsx')) },
      { path: 'signinassociate', ...page(() => import('./routes/sign-in-associate.tsx')) },
      { path: 'verify', ...page(() => import('./routes/verify.tsx')) },
      { path: 'forgetpassword', ...page(() => import('./routes/forget-password.tsx')) },
      { path: 'userdashboard', ...page(() => import('./routes/user-dashboard.tsx')) },
      { path: 'associatedashboard', ...page(() => import('./routes/associate-dashboard.tsx')) },
      { path: 'associatedashboard/leads/:leadId', ...page(() => import('./routes/associate-lead.tsx')) },
      { path: 'compare', ...page(() => import('./routes/compare.tsx')) },
      { path: 'confirm-email', ...page(() => import('./routes/confirm-email.tsx')) },
      { path: 'alerts/unsubscribe', ...page(() => import('./routes/alerts-unsubscribe.tsx')) },
      { path: '*', ...publicPage(() => import('./routes/not-found.tsx')) },
    ],
  },
];

import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { AdminShell } from '../../../features/admin/components/admin-shell.tsx';

const SignIn = lazy(() => import('./admin-sign-in-page.tsx'));
const Dashboard = lazy(() => import('./admin-dashboard-page.tsx'));
const Password = lazy(() => import('./admin-password-page.tsx'));
const Sites = lazy(() => import('./admin-sites-page.tsx'));
const SiteEdit = lazy(() => import('./admin-site-edit-page.tsx'));
const Contacts = lazy(() => import('./admin-contacts-page.tsx'));
const Enquiries = lazy(() => import('./admin-enquiries-page.tsx'));
const Blogs = lazy(() => import('./admin-blogs-page.tsx'));
const Teams = lazy(() => import('./admin-teams-page.tsx'));
const People = lazy(() => import('./admin-people-page.tsx'));
const Audit = lazy(() => import('./admin-audit-page.tsx'));
const Import = lazy(() => import('./admin-import-page.tsx'));
const Pipeline = lazy(() => import('./admin-pipeline-page.tsx'));
const Deals = lazy(() => import('./admin-deals-page.tsx'));
const Brokerage = lazy(() => import('./admin-brokerage-page.tsx'));
const Projects = lazy(() => import('./admin-projects-page.tsx'));
const Counters = lazy(() => import('./admin-counters-page.tsx'));
const Payments = lazy(() => import('./admin-payments-page.tsx'));
const Payouts = lazy(() => import('./admin-payouts-page.tsx'));
const Grievances = lazy(() => import('./admin-grievances-page.tsx'));
const AccessLog = lazy(() => import('./admin-access-log-page.tsx'));
const Breaches = lazy(() => import('./admin-breaches-page.tsx'));

/**
 * The staff back office under `/admin/*` (docs/product/back-office.md): its own layout outside the
 * public header and footer, loaded only when a `/admin` path is opened, so visitors never download
 * it. Each section is a further lazily loaded chunk.
 */
export default function AdminApp() {
  return (
    <>
      <Suspense fallback={<LoadingBlock />}>
        <Routes>
          <Route path="signin" element={<SignIn />} />
          <Route
            path="*"
            element={
              <AdminShell>
                {(staff) => (
                  <Suspense fallback={<LoadingBlock />}>
                    <Routes>
                      <Route index element={<Dashboard staff={staff} />} />
                      <Route path="password" element={<Password staff={staff} />} />
                      <Route path="sites" element={<Sites />} />
                      <Route path="sites/new" element={<SiteEdit />} />
                      <Route path="sites/:siteId" element={<SiteEdit />} />
                      <Route path="projects" element={<Projects />} />
                      <Route path="projects/:projectId" element={<Projects />} />
                      <Route path="contacts" element={<Contacts />} />
                      <Route path="enquiries" element={<Enquiries />} />
                      <Route path="pipeline" element={<Pipeline />} />
                      <Route path="deals" element={<Deals />} />
                      <Route path="brokerage" element={<Brokerage staff={staff} />} />
                      <Route path="payments" element={<Payments staff={staff} />} />
                      <Route path="import" element={<Import />} />
                      <Route path="blogs" element={<Blogs />} />
                      <Route path="teams" element={<Teams />} />
                      <Route path="counters" element={<Counters staff={staff} />} />
                      {staff.staff_role === 'admin' && <Route path="people" element={<People />} />}
                      {staff.staff_role === 'admin' && <Route path="audit" element={<Audit />} />}
                      {staff.staff_role === 'admin' && <Route path="payouts" element={<Payouts />} />}
                      <Route path="grievances" element={<Grievances />} />
                      {staff.staff_role === 'admin' && <Route path="access-log" element={<AccessLog />} />}
                      {staff.staff_role === 'admin' && <Route path="breaches" element={<Breaches />} />}
                      <Route path="*" element={<p className="text-slate-700">Page not found</p>} />
                    </Routes>
                  </Suspense>
                )}
              </AdminShell>
            }
          />
        </Routes>
      </Suspense>
      <Toaster position="top-right" richColors closeButton duration={3000} />
    </>
  );
}

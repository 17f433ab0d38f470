import { Link } from 'react-router';
import { StaffSignInForm } from '../../../features/admin/components/staff-sign-in-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/signin`: staff sign-in with mobile, password and an SMS OTP (docs/product/back-office.md). */
export default function AdminSignInPage() {
  usePageTitle('Staff sign-in');
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Kashi Realty</p>
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Staff sign-in</h1>
        <StaffSignInForm />
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-brand-700 underline">
            Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}

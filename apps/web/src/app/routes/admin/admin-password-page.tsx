import type { StaffMember } from '@realty/contracts/admin/staff';
import { ChangePasswordForm } from '../../../features/admin/components/change-password-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/password`: change the staff password (required after a one-time password). */
export default function AdminPasswordPage({ staff }: { staff: StaffMember }) {
  usePageTitle('Change password');
  return (
    <section aria-labelledby="password-heading">
      <h1 id="password-heading" className="mb-4 text-2xl font-bold text-slate-900">
        Change password
      </h1>
      <ChangePasswordForm isRequired={staff.must_change_password} />
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffChangePasswordRequest, staffChangePasswordRequestSchema } from '@realty/contracts/admin/staff-change-password';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangeStaffPassword } from '../api/staff-auth.ts';

/**
 * Password change of the signed-in staff member (docs/product/back-office.md: the one-time password
 * printed by `npm run staff -- create` must be changed at first sign-in). Other sessions end.
 */
export function ChangePasswordForm({ isRequired }: { isRequired: boolean }) {
  const navigate = useNavigate();
  const change = useChangeStaffPassword();
  const form = useForm<StaffChangePasswordRequest>({
    resolver: zodResolver(staffChangePasswordRequestSchema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync(values);
      toast.success(answer.message);
      navigate('/admin', { replace: true });
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (field === 'current_password' || field === 'new_password') form.setError(field, { message: (error as Error).message });
      else form.setError('root', { message: (error as Error).message });
    }
  });
  return (
    <form onSubmit={onSubmit} className="flex max-w-md flex-col gap-4" noValidate>
      {isRequired && (
        <p className="rounded-lg bg-accent-400/20 px-3 py-2 text-sm text-slate-800" role="status">
          You signed in with a one-time password. Choose your own password to continue.
        </p>
      )}
      <div>
        <label htmlFor="current-password" className="label">
          {isRequired ? 'One-time password' : 'Current password'}
        </label>
        <input
          id="current-password"
          type="password"
          className="input"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.current_password)}
          {...form.register('current_password')}
        />
        {errors.current_password && <p className="mt-1 text-sm text-red-700">{errors.current_password.message}</p>}
      </div>
      <div>
        <label htmlFor="new-password" className="label">
          New password (at least 10 characters)
        </label>
        <input
          id="new-password"
          type="password"
          className="input"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.new_password)}
          {...form.register('new_password')}
        />
        {errors.new_password && <p className="mt-1 text-sm text-red-700">{errors.new_password.message}</p>}
      </div>
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-red-700">
        {errors.root?.message}
      </p>
      <button type="submit" className="btn-primary self-start" disabled={change.isPending}>
        {change.isPending ? 'Saving...' : 'Change password'}
      </button>
    </form>
  );
}

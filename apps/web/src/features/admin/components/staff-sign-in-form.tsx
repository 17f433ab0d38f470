import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, OTP_TTL_SECONDS } from '@realty/contracts/accounts/fields';
import { type StaffSignInRequest, staffSignInRequestSchema } from '@realty/contracts/admin/staff-sign-in';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { useStaffResendOtp, useStaffSignIn, useStaffVerifyOtp } from '../api/staff-auth.ts';
import { OtpInput } from './otp-input.tsx';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * `/admin/signin` (issue "Staff back office"): step 1 mobile and password, step 2 the six-digit
 * OTP sent by SMS (resend after 30 seconds). On success the back office opens (or the password
 * change when the password is still one-time).
 */
export function StaffSignInForm() {
  const navigate = useNavigate();
  const signIn = useStaffSignIn();
  const verify = useStaffVerifyOtp();
  const resend = useStaffResendOtp();
  const [mobile, setMobile] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState('');
  const [wait, setWait] = useState(0);
  const form = useForm<z.input<typeof staffSignInRequestSchema>, unknown, StaffSignInRequest>({
    resolver: zodResolver(staffSignInRequestSchema),
    defaultValues: { mobile: '', password: '' },
  });

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((w) => w - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const onCredentials = form.handleSubmit(async (values) => {
    try {
      const answer = await signIn.mutateAsync(values);
      setMobile(values.mobile);
      setOtp('');
      setWait(answer.resend_after_seconds);
    } catch (error) {
      form.setError('root', { message: messageOf(error, 'Sign-in failed') });
    }
  });

  const onOtp = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!mobile) return;
    if (!/^\d{6}$/.test(otp)) {
      setOtpError(ACCOUNT_MESSAGES.otpSixDigits);
      return;
    }
    setOtpError('');
    try {
      const answer = await verify.mutateAsync({ mobile, otp });
      navigate(answer.staff.must_change_password ? '/admin/password' : '/admin', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setMobile(null);
        form.setError('root', { message: error.message });
        return;
      }
      setOtpError(messageOf(error, ACCOUNT_MESSAGES.otpInvalid));
    }
  };

  const onResend = async () => {
    if (!mobile) return;
    try {
      const answer = await resend.mutateAsync(mobile);
      setWait(answer.resend_after_seconds);
      setOtpError('');
    } catch (error) {
      setOtpError(messageOf(error, 'Failed to resend OTP'));
    }
  };

  if (mobile) {
    return (
      <form onSubmit={onOtp} className="flex flex-col gap-4" noValidate>
        <p className="text-sm text-slate-600">
          We sent a six-digit OTP to the mobile number ending in <strong>{mobile.slice(-4)}</strong>.
        </p>
        <OtpInput
          label="OTP"
          value={otp}
          onChange={setOtp}
          describedBy={otpError ? 'otp-error' : undefined}
          isDisabled={verify.isPending}
        />
        <p id="otp-error" role="alert" aria-live="assertive" className="min-h-5 text-sm text-red-700">
          {otpError}
        </p>
        <button type="submit" className="btn-primary" disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify OTP'}
        </button>
        <div className="flex items-center justify-between text-sm">
          <button
            type="button"
            className="font-medium text-brand-700 underline disabled:text-slate-400 disabled:no-underline"
            onClick={onResend}
            disabled={wait > 0 || resend.isPending}
          >
            {wait > 0 ? `Resend OTP in ${wait}s` : 'Resend OTP'}
          </button>
          <button type="button" className="font-medium text-slate-600 underline" onClick={() => setMobile(null)}>
            Use another number
          </button>
        </div>
      </form>
    );
  }

  const { errors } = form.formState;
  return (
    <form onSubmit={onCredentials} className="flex flex-col gap-4" noValidate>
      <div>
        <label htmlFor="staff-mobile" className="label">
          Mobile number
        </label>
        <input
          id="staff-mobile"
          className="input"
          inputMode="numeric"
          autoComplete="username"
          maxLength={10}
          aria-invalid={Boolean(errors.mobile)}
          aria-describedby={errors.mobile ? 'staff-mobile-error' : undefined}
          {...form.register('mobile')}
        />
        {errors.mobile && (
          <p id="staff-mobile-error" className="mt-1 text-sm text-red-700">
            {errors.mobile.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="staff-password" className="label">
          Password
        </label>
        <input
          id="staff-password"
          type="password"
          className="input"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'staff-password-error' : undefined}
          {...form.register('password')}
        />
        {errors.password && (
          <p id="staff-password-error" className="mt-1 text-sm text-red-700">
            {errors.password.message}
          </p>
        )}
      </div>
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-red-700">
        {errors.root?.message}
      </p>
      <button type="submit" className="btn-primary" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </button>
      <p className="text-xs text-slate-500">
        Staff accounts are created by an administrator. The OTP is valid for {OTP_TTL_SECONDS / 60} minutes.
      </p>
    </form>
  );
}

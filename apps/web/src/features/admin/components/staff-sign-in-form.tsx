import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, ACCOUNT_SCREEN_MESSAGES, OTP_TTL_SECONDS, otpSchema } from '@realty/contracts/accounts/fields';
import { type StaffSignInRequest, staffSignInRequestSchema } from '@realty/contracts/admin/staff-sign-in';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { joinBoxes } from '../../../components/ui/code-input.tsx';
import { MobileInput } from '../../../components/ui/mobile-input.tsx';
import { emptyOtp, OtpInput } from '../../../components/ui/otp-input.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useOtpSender } from '../../../lib/use-otp-sender.ts';
import { useStaffResendOtp, useStaffSignIn, useStaffVerifyOtp } from '../api/staff-auth.ts';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * `/admin/signin` (docs/product/back-office.md; docs/product/accounts.md, "Who signs in"): step 1
 * mobile and password, step 2 the six-digit OTP sent by SMS in the shared {@link OtpInput}, with
 * the shared resend lock of {@link useOtpSender} (30 seconds, or what the server says). On
 * success the back office opens (or the password change when the password is still one-time);
 * a lost pending sign-in (code UNAUTHORIZED) goes back to step 1, a wrong code does not.
 */
export function StaffSignInForm() {
  const navigate = useNavigate();
  const signIn = useStaffSignIn();
  const verify = useStaffVerifyOtp();
  const resend = useStaffResendOtp();
  const [mobile, setMobile] = useState<string | null>(null);
  const [otp, setOtp] = useState(emptyOtp);
  const [otpError, setOtpError] = useState('');
  const otpSender = useOtpSender();
  const wait = otpSender.secondsLeft;
  const form = useForm<z.input<typeof staffSignInRequestSchema>, unknown, StaffSignInRequest>({
    resolver: zodResolver(staffSignInRequestSchema),
    defaultValues: { mobile: '', password: '' },
  });

  const onCredentials = form.handleSubmit(async (values) => {
    try {
      await otpSender.send(() => signIn.mutateAsync(values));
      setMobile(values.mobile);
      setOtp(emptyOtp());
    } catch (error) {
      form.setError('root', { message: messageOf(error, 'Sign-in failed') });
    }
  });

  const onOtp = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!mobile) return;
    const code = joinBoxes(otp);
    const checked = otpSchema.safeParse(code);
    if (!checked.success) {
      setOtpError(checked.error.issues[0]?.message ?? ACCOUNT_MESSAGES.otpSixDigits);
      return;
    }
    setOtpError('');
    try {
      const answer = await verify.mutateAsync({ mobile, otp: code });
      navigate(answer.staff.must_change_password ? '/admin/password' : '/admin', { replace: true });
    } catch (error) {
      if (hasErrorCode(error, ERROR_CODES.UNAUTHORIZED)) {
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
      await otpSender.send(() => resend.mutateAsync(mobile));
      setOtpError('');
    } catch (error) {
      setOtpError(messageOf(error, ACCOUNT_SCREEN_MESSAGES.otpResendFailed));
    }
  };

  if (mobile) {
    return (
      <form onSubmit={onOtp} className="flex flex-col gap-4" noValidate>
        <p className="text-sm text-slate-600">
          We sent a six-digit OTP to the mobile number ending in <strong>{mobile.slice(-4)}</strong>.
        </p>
        <OtpInput
          legend="OTP"
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
        <MobileInput
          id="staff-mobile"
          autoComplete="username"
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

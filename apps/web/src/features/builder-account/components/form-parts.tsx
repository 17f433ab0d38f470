export { describedBy, FieldError } from '../../../components/ui/field-error.tsx';
export { PasswordInput, type PasswordInputProps } from '../../../components/ui/password-input.tsx';

/** OTP box size: narrow enough for six boxes on one line of a 390-pixel-wide phone, larger from the sm breakpoint. */
export const OTP_BOX_CLASS = 'h-12 w-10 text-xl sm:h-14 sm:w-12';

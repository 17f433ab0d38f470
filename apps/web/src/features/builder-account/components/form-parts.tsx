/** OTP box size of the builder's screens: narrow enough for six boxes on one line of a 390-pixel-wide phone, larger from the sm breakpoint. */
export const OTP_BOX_CLASS = 'h-12 w-10 text-xl sm:h-14 sm:w-12';

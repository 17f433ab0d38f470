/**
 * The API's words for the person's rights over their data (docs/product/privacy-rights.md), word
 * for word as the `/api/me/…` routes answer them; the web app shows its own English and Hindi words.
 */
export const PRIVACY_RIGHTS_MESSAGES = {
  exportStarted: 'We are preparing your data. We will send you an SMS when the file is ready to download.',
  exportPending: 'Your data is still being prepared. Please check again in a minute.',
  exportReady: 'Your data is ready to download.',
  exportFailed: 'We could not prepare your data. Please ask for it again.',
  exportExpired: 'This download has expired: files of your data are kept for 7 days. Please ask for your data again.',
  exportNotFound: 'There is no such download of your data.',
  exportNotOwner: 'This download belongs to another account.',
  profileUpdated: 'Your details are updated.',
  profileUnchanged: 'Nothing was changed: these are already your details.',
  fieldNotForKind: 'This detail is not part of your kind of account.',
  mobileNeedsOtp: 'To change your mobile number, enter the OTP we sent to the new number.',
  mobileSameAsNow: 'That is already your mobile number.',
  mobileOtpSent: 'OTP sent to your new mobile number.',
  deletionOtpSent: 'OTP sent to your mobile. Enter it to confirm that your account should be deleted.',
  deletionRequested: 'Your account is closed. Your personal data will be erased after 7 days. Sign in before then if you change your mind.',
  deletionAlreadyRequested: 'Your account is already being deleted.',
  deletionCancelled: 'Deletion cancelled: your account is open again.',
  deletionNone: 'Your account is not being deleted.',
  unpaidEarnings:
    'Your account cannot be deleted yet: you have brokerage earnings that are not paid. Once they are paid to your bank account (or waived by our team), you can delete your account.',
  staffNotAllowed: 'Staff accounts are managed in the back office.',
} as const;

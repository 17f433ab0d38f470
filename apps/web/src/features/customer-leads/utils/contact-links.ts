/**
 * Ways to reach "your personal associate" (docs/product/pipeline.md, "Matching"): a phone call and
 * a WhatsApp chat, from the mobile number the API sends (Indian mobiles, 10 digits, perhaps with
 * +91 or a leading 0).
 */

/** The mobile as international digits, "919876543210"; undefined when it holds no 10-digit number. */
export function internationalDigits(mobile: string): string | undefined {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith('91')) return digits;
  return undefined;
}

/** `tel:` link of a mobile, "tel:+919876543210" (the digits as given when they are not an Indian mobile). */
export function telHref(mobile: string): string {
  const intl = internationalDigits(mobile);
  return intl ? `tel:+${intl}` : `tel:${mobile.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp chat link with a first message, "https://wa.me/919876543210?text=…"; undefined when the mobile is not an Indian one. */
export function whatsAppHref(mobile: string, text: string): string | undefined {
  const intl = internationalDigits(mobile);
  return intl ? `https://wa.me/${intl}?text=${encodeURIComponent(text)}` : undefined;
}

/** A mobile as people read it: "+91 98765 43210"; as given when it is not an Indian mobile. */
export function displayMobile(mobile: string): string {
  const intl = internationalDigits(mobile);
  return intl ? `+91 ${intl.slice(2, 7)} ${intl.slice(7)}` : mobile;
}

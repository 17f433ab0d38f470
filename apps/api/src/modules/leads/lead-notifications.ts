import { formatRupeeRange } from '@realty/contracts/listings/price-format';
import type { Notification } from '../notifications/notifications.service.ts';

/**
 * The texts of the pipeline's notifications about leads (docs/product/pipeline.md,
 * "Notifications"): the offer to an associate and the "your personal associate" message to the
 * customer. Pure functions; sending is the `notify` job's.
 */

const deadlineFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * A time as the site's people read it, in India time: '26 Nov, 1:33 pm'.
 * @see docs/product/pipeline.md
 */
export function formatIndiaTime(at: Date): string {
  return deadlineFormat.format(at);
}

/**
 * A lead's budget in lakh/crore words ('₹40 L – ₹60 L', '₹1.2 Cr'), or 'budget not stated' when
 * its maximum is 0; `min`/`max` are rupees as decimal text.
 * @see docs/product/pipeline.md
 */
export function budgetWords(min: string, max: string): string {
  if (/^0+(\.0+)?$/.test(max)) return 'budget not stated';
  try {
    return formatRupeeRange(min, max);
  } catch {
    return 'budget not stated';
  }
}

/**
 * The offer to associate `assId`: city, category, BHK, budget and the deadline (India time),
 * e.g. 'New lead: Apartment in Varanasi, 2 BHK, ₹40 L – ₹60 L. Accept or decline by 26 Nov, 3:30 pm.'
 * @see docs/product/pipeline.md
 */
export function offerNotification(
  assId: number,
  lead: { city: string; category: string; bhk: number | null; budgetMin: string; budgetMax: string },
  expiresAt: Date,
): Notification {
  const bhk = lead.bhk === null ? '' : `, ${lead.bhk} BHK`;
  return {
    recipient: { type: 'associate', id: assId },
    title: 'New lead offered to you',
    text: `New lead: ${lead.category} in ${lead.city}${bhk}, ${budgetWords(lead.budgetMin, lead.budgetMax)}. Accept or decline by ${formatIndiaTime(expiresAt)}.`,
    url: '/associatedashboard',
  };
}

/**
 * The customer's "your personal associate" message once an associate accepted their lead in `city`.
 * @see docs/product/pipeline.md
 */
export function acceptedNotification(userId: number, city: string, associate: { name: string; mobile: string }): Notification {
  return {
    recipient: { type: 'user', id: userId },
    title: 'Your personal associate',
    text: `${associate.name} (${associate.mobile}) is your personal associate for ${city}. They will call you shortly.`,
    url: '/userdashboard',
  };
}

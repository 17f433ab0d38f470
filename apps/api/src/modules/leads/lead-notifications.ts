import { deadlineText } from '../notifications/notification-texts.ts';
import { localisedNotification, type Notification } from '../notifications/notifications.service.ts';

/**
 * The pipeline's notifications about leads (docs/product/pipeline.md, "Notifications"): the offer
 * to an associate and the "your personal associate" message to the customer, as messages the
 * `notify` job writes in the recipient's language (`notifications/notification-texts.ts`). Pure
 * functions; sending is the `notify` job's.
 */

/**
 * A time as the site's people read it, in India time: '26 Nov, 1:33 pm'.
 * @see docs/product/pipeline.md
 */
export function formatIndiaTime(at: Date): string {
  return deadlineText(at.toISOString(), 'en');
}

/**
 * The offer to associate `assId`: city, category, BHK, budget and the deadline (India time),
 * e.g. 'New lead: Apartment in Varanasi, 2 BHK, ₹40 L – ₹60 L. Accept or decline by 26 Nov, 3:30 pm.'
 * (in the associate's language when sent).
 * @see docs/product/pipeline.md
 */
export function offerNotification(
  assId: number,
  lead: { city: string; category: string; bhk: number | null; budgetMin: string; budgetMax: string },
  expiresAt: Date,
): Notification {
  return localisedNotification(
    { type: 'associate', id: assId },
    {
      kind: 'leadOffer',
      city: lead.city,
      category: lead.category,
      bhk: lead.bhk,
      budgetMin: lead.budgetMin,
      budgetMax: lead.budgetMax,
      expiresAt: expiresAt.toISOString(),
    },
    '/associatedashboard',
  );
}

/**
 * The customer's "your personal associate" message once an associate accepted their lead in `city`
 * (in the customer's language when sent).
 * @see docs/product/pipeline.md
 */
export function acceptedNotification(userId: number, city: string, associate: { name: string; mobile: string }): Notification {
  return localisedNotification(
    { type: 'user', id: userId },
    { kind: 'leadAccepted', city, associateName: associate.name, associateMobile: associate.mobile },
    '/userdashboard',
  );
}

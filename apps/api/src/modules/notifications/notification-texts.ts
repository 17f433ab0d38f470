import type { AccountLanguage } from '@realty/contracts/accounts/fields';
import { formatDate } from '@realty/contracts/common/dates';
import { formatRupeeRange, formatRupeesExact } from '@realty/contracts/listings/price-format';
import type { LeadCategory } from '@realty/contracts/pipeline/fields';

/**
 * Every text of the pipeline's notifications (docs/product/pipeline.md, "Notifications";
 * docs/product/builders.md, "Verification"), in each language an account can choose
 * (docs/product/accounts.md, "Language of an account and Hindi listing text"). A notification is
 * queued as a {@link NotificationMessage} (what happened, with its values) and written in the
 * recipient's language when the `notify` job sends it. The English texts are the ones the spec and
 * the tests hold, word for word; the Hindi ones say the same thing the way a buyer or an associate
 * in Varanasi or Prayagraj reads it, keeping the words property sites use (BHK, लीड, साइट विज़िट).
 * Names, listing titles, cities and staff comments are sent as they were entered.
 */

/** What happened, with the values its texts need. Times are ISO 8601 instants; money is rupees as decimal text. */
export type NotificationMessage =
  /** A lead is offered to an associate, who must answer by `expiresAt`. */
  | {
      kind: 'leadOffer';
      city: string;
      category: string;
      bhk: number | null;
      budgetMin: string;
      budgetMax: string;
      expiresAt: string;
    }
  /** The customer's lead in `city` was accepted by an associate. */
  | { kind: 'leadAccepted'; city: string; associateName: string; associateMobile: string }
  /** The associate scheduled a site visit for the customer. */
  | {
      kind: 'visitScheduled';
      siteTitle: string;
      siteCity: string;
      scheduledAt: string;
      meetingPoint: string;
      associateName: string;
      associateMobile: string;
    }
  /** The customer confirmed the visit (to the associate). */
  | { kind: 'visitConfirmed'; customerName: string; siteTitle: string; scheduledAt: string }
  /** The customer asked for another time, `proposedAt` or none (to the associate). */
  | { kind: 'visitRescheduleAsked'; customerName: string; siteTitle: string; scheduledAt: string; proposedAt: string | null }
  /** The customer cancelled the visit (to the associate). */
  | { kind: 'visitCancelledByCustomer'; customerName: string; siteTitle: string; scheduledAt: string }
  /** The associate cancelled the visit (to the customer). */
  | { kind: 'visitCancelledByAssociate'; siteTitle: string; scheduledAt: string; associateName: string; associateMobile: string }
  /** Staff approved the builder's project: it is listed. */
  | { kind: 'projectApproved'; projectTitle: string }
  /** Staff asked the builder for changes, saying `comment`. */
  | { kind: 'projectChangesRequested'; projectTitle: string; comment: string }
  /** Staff did not approve the builder's project, saying `comment`. */
  | { kind: 'projectRejected'; projectTitle: string; comment: string }
  /** The associate's payment for Pro was received: Pro until `endsAt` (docs/product/payments.md). */
  | { kind: 'proActivated'; endsAt: string; invoiceNumber: string }
  /** The associate's Pro period ends at `endsAt`, in `days` days: renew on the dashboard. */
  | { kind: 'proEndingSoon'; endsAt: string; days: number }
  /** The associate's Pro period ended at `endedAt`: they are Free now. */
  | { kind: 'proEnded'; endedAt: string }
  /** Staff could not match the associate's UPI payment, saying `note`. */
  | { kind: 'paymentRejected'; note: string }
  /** The associate's payment of `total` rupees for Pro was refunded with credit note `creditNoteNumber`; `proEnded` when they are Free now. */
  | { kind: 'paymentRefunded'; total: string; creditNoteNumber: string; proEnded: boolean }
  /** A payout of `net` rupees (after `tds` rupees of TDS) was sent to the associate's bank with the bank's `reference` (docs/product/payouts.md). */
  | { kind: 'payoutPaid'; net: string; tds: string; reference: string };

/** The kinds of {@link NotificationMessage}. */
export type NotificationKind = NotificationMessage['kind'];

/** A notification as the person reads it: the push title and the SMS (and push body) text. */
export type NotificationWords = { title: string; text: string };

/** The texts of every kind in every language: each a function of that kind's message. */
type NotificationTexts = {
  [K in NotificationKind]: Record<AccountLanguage, (message: Extract<NotificationMessage, { kind: K }>) => NotificationWords>;
};

/** India Standard Time's offset from UTC (UTC+05:30 all year: no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS_HI = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'] as const;
const MONTHS_HI = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'] as const;

/** The wall clock in India of the ISO instant `iso`, read through the UTC getters. */
const indiaClock = (iso: string): Date => new Date(new Date(iso).getTime() + IST_OFFSET_MS);

/** 12-hour clock of an India wall clock: '11:00', '3:30', '12:05'. */
const twelveHour = (ist: Date): string =>
  `${ist.getUTCHours() % 12 === 0 ? 12 : ist.getUTCHours() % 12}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;

/** The part of the day a Hindi speaker names before a time: सुबह 4–11, दोपहर 12–15, शाम 16–19, रात otherwise. */
function dayPartHi(hours24: number): string {
  if (hours24 >= 4 && hours24 < 12) return 'सुबह';
  if (hours24 >= 12 && hours24 < 16) return 'दोपहर';
  if (hours24 >= 16 && hours24 < 20) return 'शाम';
  return 'रात';
}

/**
 * A visit time in India Standard Time: English "Sat 5 Dec, 11:00 am" (the visits' wording),
 * Hindi "शनिवार, 5 दिसंबर, सुबह 11:00 बजे".
 * @see docs/product/pipeline.md ("Site visits")
 */
export function visitTimeText(iso: string, language: AccountLanguage): string {
  const ist = indiaClock(iso);
  const hours = ist.getUTCHours();
  if (language === 'hi') {
    return `${WEEKDAYS_HI[ist.getUTCDay()]}, ${ist.getUTCDate()} ${MONTHS_HI[ist.getUTCMonth()]}, ${dayPartHi(hours)} ${twelveHour(ist)} बजे`;
  }
  return `${WEEKDAYS_EN[ist.getUTCDay()]} ${ist.getUTCDate()} ${MONTHS_EN[ist.getUTCMonth()]}, ${twelveHour(ist)} ${hours < 12 ? 'am' : 'pm'}`;
}

const deadlineFormatEn = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * A lead offer's deadline in India time: English '26 Nov, 1:33 pm' (the leads' wording), Hindi
 * '26 नवंबर, दोपहर 1:33 बजे'.
 * @see docs/product/pipeline.md ("Notifications")
 */
export function deadlineText(iso: string, language: AccountLanguage): string {
  if (language === 'en') return deadlineFormatEn.format(new Date(iso));
  const ist = indiaClock(iso);
  return `${ist.getUTCDate()} ${MONTHS_HI[ist.getUTCMonth()]}, ${dayPartHi(ist.getUTCHours())} ${twelveHour(ist)} बजे`;
}

/**
 * A lead's budget: English in lakh/crore words ('₹40 L – ₹60 L', '₹1.2 Cr', or 'budget not
 * stated' when its maximum is 0 or unreadable), Hindi '₹40 लाख – ₹60 लाख', '₹1.2 करोड़',
 * 'बजट नहीं बताया'. `min`/`max` are rupees as decimal text.
 * @see docs/product/pipeline.md ("Notifications")
 */
export function budgetText(min: string, max: string, language: AccountLanguage): string {
  let range: string | null = null;
  if (!/^0+(\.0+)?$/.test(max)) {
    try {
      range = formatRupeeRange(min, max);
    } catch {
      range = null;
    }
  }
  if (language === 'en') return range ?? 'budget not stated';
  return range === null ? 'बजट नहीं बताया' : range.replace(/ Cr\b/g, ' करोड़').replace(/ L\b/g, ' लाख');
}

/** Lead categories as Hindi property sites name them. */
const CATEGORY_HI: Readonly<Record<LeadCategory, string>> = {
  Apartment: 'अपार्टमेंट',
  Plots: 'प्लॉट',
  'Family Houses': 'फ़ैमिली हाउस',
  'Town Houses': 'टाउन हाउस',
  Commercial: 'कमर्शियल प्रॉपर्टी',
};

/** A lead category in Hindi; one not in the list is kept as entered. */
export const categoryHi = (category: string): string => CATEGORY_HI[category as LeadCategory] ?? category;

/** Most characters of a notification that quotes a staff comment (the SMS stays a few parts long). */
const COMMENT_TEXT_MAX = 300;

/**
 * The texts of every notification kind in English and Hindi (see the file comment). A missing
 * language or kind does not compile; `notification-texts.test.ts` checks that the Hindi is written
 * in Devanagari and keeps every value of the English.
 */
export const NOTIFICATION_TEXTS: NotificationTexts = {
  leadOffer: {
    en: (m) => ({
      title: 'New lead offered to you',
      text: `New lead: ${m.category} in ${m.city}${m.bhk === null ? '' : `, ${m.bhk} BHK`}, ${budgetText(m.budgetMin, m.budgetMax, 'en')}. Accept or decline by ${deadlineText(m.expiresAt, 'en')}.`,
    }),
    hi: (m) => ({
      title: 'आपके लिए नई लीड',
      text: `नई लीड: ${m.city} में ${categoryHi(m.category)}${m.bhk === null ? '' : `, ${m.bhk} BHK`}, ${budgetText(m.budgetMin, m.budgetMax, 'hi')}। ${deadlineText(m.expiresAt, 'hi')} तक स्वीकार या मना करें।`,
    }),
  },
  leadAccepted: {
    en: (m) => ({
      title: 'Your personal associate',
      text: `${m.associateName} (${m.associateMobile}) is your personal associate for ${m.city}. They will call you shortly.`,
    }),
    hi: (m) => ({
      title: 'आपके प्रॉपर्टी सलाहकार',
      text: `${m.city} में ${m.associateName} (${m.associateMobile}) आपके निजी प्रॉपर्टी सलाहकार होंगे। वे जल्द ही आपको फ़ोन करेंगे।`,
    }),
  },
  visitScheduled: {
    en: (m) => ({
      title: 'Site visit scheduled',
      text: `Site visit scheduled: ${m.siteTitle}, ${m.siteCity} on ${visitTimeText(m.scheduledAt, 'en')}. Meeting point: ${m.meetingPoint}. Your associate: ${m.associateName}, ${m.associateMobile}.`,
    }),
    hi: (m) => ({
      title: 'साइट विज़िट तय हो गई',
      text: `साइट विज़िट तय: ${m.siteTitle}, ${m.siteCity} — ${visitTimeText(m.scheduledAt, 'hi')}। मिलने की जगह: ${m.meetingPoint}। आपके सलाहकार: ${m.associateName}, ${m.associateMobile}।`,
    }),
  },
  visitConfirmed: {
    en: (m) => ({
      title: 'Site visit confirmed',
      text: `${m.customerName} confirmed the site visit to ${m.siteTitle} on ${visitTimeText(m.scheduledAt, 'en')}.`,
    }),
    hi: (m) => ({
      title: 'साइट विज़िट पक्की',
      text: `${m.customerName} ने ${visitTimeText(m.scheduledAt, 'hi')} की ${m.siteTitle} साइट विज़िट पक्की कर दी है।`,
    }),
  },
  visitRescheduleAsked: {
    en: (m) => ({
      title: 'Another time asked for',
      text: `${m.customerName} asked for another time for the site visit to ${m.siteTitle} on ${visitTimeText(m.scheduledAt, 'en')}: ${
        m.proposedAt ? visitTimeText(m.proposedAt, 'en') : ''
      }. Please schedule a new visit.`,
    }),
    hi: (m) => ({
      title: 'विज़िट के लिए दूसरा समय माँगा गया',
      text: `${m.customerName} ने ${visitTimeText(m.scheduledAt, 'hi')} की ${m.siteTitle} साइट विज़िट के लिए दूसरा समय माँगा है${
        m.proposedAt ? `: ${visitTimeText(m.proposedAt, 'hi')}` : ''
      }। कृपया नई विज़िट तय करें।`,
    }),
  },
  visitCancelledByCustomer: {
    en: (m) => ({
      title: 'Site visit cancelled',
      text: `${m.customerName} cancelled the site visit to ${m.siteTitle} on ${visitTimeText(m.scheduledAt, 'en')}.`,
    }),
    hi: (m) => ({
      title: 'साइट विज़िट रद्द',
      text: `${m.customerName} ने ${visitTimeText(m.scheduledAt, 'hi')} की ${m.siteTitle} साइट विज़िट रद्द कर दी है।`,
    }),
  },
  visitCancelledByAssociate: {
    en: (m) => ({
      title: 'Site visit cancelled',
      text: `Your site visit to ${m.siteTitle} on ${visitTimeText(m.scheduledAt, 'en')} has been cancelled by ${m.associateName} (${m.associateMobile}).`,
    }),
    hi: (m) => ({
      title: 'साइट विज़िट रद्द',
      text: `${visitTimeText(m.scheduledAt, 'hi')} की आपकी ${m.siteTitle} साइट विज़िट ${m.associateName} (${m.associateMobile}) ने रद्द कर दी है।`,
    }),
  },
  projectApproved: {
    en: (m) => ({ title: 'Project approved', text: `Kashi Realty: your project "${m.projectTitle}" is approved and now listed.` }),
    hi: (m) => ({
      title: 'प्रोजेक्ट मंज़ूर',
      text: `Kashi Realty: आपका प्रोजेक्ट "${m.projectTitle}" मंज़ूर हो गया है और अब वेबसाइट पर दिख रहा है।`,
    }),
  },
  projectChangesRequested: {
    en: (m) => ({
      title: 'Changes requested',
      text: `Kashi Realty: changes requested on "${m.projectTitle}": ${m.comment}`.slice(0, COMMENT_TEXT_MAX),
    }),
    hi: (m) => ({
      title: 'प्रोजेक्ट में बदलाव चाहिए',
      text: `Kashi Realty: प्रोजेक्ट "${m.projectTitle}" में ये बदलाव करें: ${m.comment}`.slice(0, COMMENT_TEXT_MAX),
    }),
  },
  proActivated: {
    en: (m) => ({
      title: 'You are Pro',
      text: `Kashi Realty: payment received. You are Pro until ${formatDate(m.endsAt, 'en')}. Invoice ${m.invoiceNumber} is on your dashboard.`,
    }),
    hi: (m) => ({
      title: 'आप प्रो सदस्य हैं',
      text: `Kashi Realty: भुगतान मिल गया। आप ${formatDate(m.endsAt, 'hi')} तक प्रो सदस्य हैं। इनवॉइस ${m.invoiceNumber} आपके डैशबोर्ड पर है।`,
    }),
  },
  proEndingSoon: {
    en: (m) => ({
      title: 'Pro ends soon',
      text: `Kashi Realty: your Pro membership ends on ${formatDate(m.endsAt, 'en')} (in ${m.days} days). Renew on your dashboard to keep Pro leads and brokerage.`,
    }),
    hi: (m) => ({
      title: 'प्रो जल्द खत्म होगा',
      text: `Kashi Realty: आपकी प्रो सदस्यता ${formatDate(m.endsAt, 'hi')} को (${m.days} दिन में) खत्म होगी। प्रो लीड और ब्रोकरेज बनाए रखने के लिए डैशबोर्ड पर रिन्यू करें।`,
    }),
  },
  proEnded: {
    en: (m) => ({
      title: 'Pro has ended',
      text: `Kashi Realty: your Pro membership ended on ${formatDate(m.endedAt, 'en')}. You are on the Free plan now; renew on your dashboard any time.`,
    }),
    hi: (m) => ({
      title: 'प्रो खत्म हो गया',
      text: `Kashi Realty: आपकी प्रो सदस्यता ${formatDate(m.endedAt, 'hi')} को खत्म हो गई। अब आप फ़्री प्लान पर हैं; डैशबोर्ड पर कभी भी रिन्यू करें।`,
    }),
  },
  paymentRejected: {
    en: (m) => ({
      title: 'Payment not confirmed',
      text: `Kashi Realty: we could not confirm your payment for Pro: ${m.note}`.slice(0, COMMENT_TEXT_MAX),
    }),
    hi: (m) => ({
      title: 'भुगतान की पुष्टि नहीं हुई',
      text: `Kashi Realty: प्रो के लिए आपके भुगतान की पुष्टि नहीं हो सकी: ${m.note}`.slice(0, COMMENT_TEXT_MAX),
    }),
  },
  paymentRefunded: {
    en: (m) => ({
      title: 'Payment refunded',
      text: `Kashi Realty: your payment of ${formatRupeesExact(m.total)} for Pro is refunded (credit note ${m.creditNoteNumber}).${m.proEnded ? ' You are on the Free plan now.' : ''}`,
    }),
    hi: (m) => ({
      title: 'भुगतान वापस किया गया',
      text: `Kashi Realty: प्रो के लिए आपका ${formatRupeesExact(m.total)} का भुगतान वापस कर दिया गया है (क्रेडिट नोट ${m.creditNoteNumber})।${m.proEnded ? ' अब आप फ़्री प्लान पर हैं।' : ''}`,
    }),
  },
  payoutPaid: {
    en: (m) => ({
      title: 'Payout sent',
      text: `Kashi Realty: your payout of ${formatRupeesExact(m.net)} is sent to your bank account (TDS ${formatRupeesExact(m.tds)}, reference ${m.reference}). The payout advice is on your dashboard.`,
    }),
    hi: (m) => ({
      title: 'भुगतान भेजा गया',
      text: `Kashi Realty: आपका ${formatRupeesExact(m.net)} का भुगतान आपके बैंक खाते में भेज दिया गया है (TDS ${formatRupeesExact(m.tds)}, रेफ़रेंस ${m.reference})। भुगतान विवरण (पेआउट एडवाइस) आपके डैशबोर्ड पर है।`,
    }),
  },
  projectRejected: {
    en: (m) => ({
      title: 'Project not approved',
      text: `Kashi Realty: your project "${m.projectTitle}" was not approved: ${m.comment}`.slice(0, COMMENT_TEXT_MAX),
    }),
    hi: (m) => ({
      title: 'प्रोजेक्ट मंज़ूर नहीं हुआ',
      text: `Kashi Realty: आपका प्रोजेक्ट "${m.projectTitle}" मंज़ूर नहीं हुआ: ${m.comment}`.slice(0, COMMENT_TEXT_MAX),
    }),
  },
};

/** Whether `value` is a message of a kind this version knows (a queued job may come from another version). */
export function isNotificationMessage(value: unknown): value is NotificationMessage {
  return (
    typeof value === 'object' && value !== null && Object.hasOwn(NOTIFICATION_TEXTS, (value as { kind?: unknown }).kind as PropertyKey)
  );
}

/**
 * `message` written in `language`: its push title and SMS text.
 * @example notificationWords({ kind: 'projectApproved', projectTitle: 'Ganga View' }, 'en').text
 *   === 'Kashi Realty: your project "Ganga View" is approved and now listed.'
 */
export function notificationWords(message: NotificationMessage, language: AccountLanguage): NotificationWords {
  const write = NOTIFICATION_TEXTS[message.kind][language] as (m: NotificationMessage) => NotificationWords;
  return write(message);
}

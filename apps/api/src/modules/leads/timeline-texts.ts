import { formatDate } from '@realty/contracts/common/dates';
import { budgetText, categoryHi, visitTimeText } from '../notifications/notification-texts.ts';

/**
 * The notes the site writes itself into a lead's timeline (docs/product/pipeline.md, "The
 * timeline"), in English (stored in `note`, the wording staff and older clients read) and in
 * Hindi (stored in `note_hi`, shown on the `/hi` pages; docs/product/seo.md, "Hindi"). A note a
 * person typed (a negotiation note, a reason) is a plain string and is shown as typed in both
 * languages. Listing titles, cities, units and typed reasons are kept as entered.
 */
export type TimelineNote = { en: string; hi: string };

/** A visit time in India time in `language` (`visitTimeText`). */
const when = (at: Date, language: 'en' | 'hi') => visitTimeText(at.toISOString(), language);

/** Notes one after another, separated by a space, in both languages. */
export const joinNotes = (...notes: TimelineNote[]): TimelineNote => ({
  en: notes.map((n) => n.en).join(' '),
  hi: notes.map((n) => n.hi).join(' '),
});

/** What a customer's interest was, for the lead it made or joined: a listing, or a requirement with a budget (rupees as decimal text). */
export type InterestWords = { siteTitle: string } | { category: string; budgetMin: string; budgetMax: string };

/**
 * The timeline notes the site writes. Times are instants, written in India time as the visits'
 * messages write them ("Sat 5 Dec, 11:00 am"; Hindi "शनिवार, 5 दिसंबर, सुबह 11:00 बजे"), budgets
 * rupees as decimal text. Each English text is the one the pipeline always wrote.
 */
export const TIMELINE_NOTES = {
  /** "Enquiry about Sigra Heights." or "Requirement: Apartment, ₹40 L – ₹60 L." */
  interest: (interest: InterestWords): TimelineNote =>
    'siteTitle' in interest
      ? { en: `Enquiry about ${interest.siteTitle}.`, hi: `${interest.siteTitle} के बारे में पूछताछ।` }
      : {
          en: `Requirement: ${interest.category}, ${budgetText(interest.budgetMin, interest.budgetMax, 'en')}.`,
          hi: `ज़रूरत: ${categoryHi(interest.category)}, ${budgetText(interest.budgetMin, interest.budgetMax, 'hi')}।`,
        },
  /** A second interest joined the customer's open lead, perhaps in another category. */
  addedToSearch: (interest: TimelineNote, alsoCategory: string | null): TimelineNote => ({
    en: `Added to this search: ${interest.en}${alsoCategory ? ` (also interested in ${alsoCategory})` : ''}`,
    hi: `इस खोज में जोड़ा गया: ${interest.hi}${alsoCategory ? ` (${categoryHi(alsoCategory)} में भी रुचि)` : ''}`,
  }),
  offered: (): TimelineNote => ({ en: 'Offered to an associate.', hi: 'लीड एक एसोसिएट को भेजी गई।' }),
  noAssociateInCity: (category: string, city: string): TimelineNote => ({
    en: `No associate takes ${category} leads in ${city} at the moment; waiting for staff.`,
    hi: `अभी ${city} में ${categoryHi(category)} की लीड लेने वाला कोई एसोसिएट नहीं है; स्टाफ़ का इंतज़ार है।`,
  }),
  offeredToNext: (): TimelineNote => ({ en: 'Offered to the next associate.', hi: 'लीड अगले एसोसिएट को भेजी गई।' }),
  noneLeft: (): TimelineNote => ({
    en: 'No eligible associate is left; waiting for staff.',
    hi: 'कोई योग्य एसोसिएट नहीं बचा; स्टाफ़ का इंतज़ार है।',
  }),
  offerLapsed: (): TimelineNote => ({ en: 'The offer lapsed.', hi: 'ऑफ़र का समय निकल गया।' }),
  declined: (reason: string): TimelineNote => ({ en: `Declined: ${reason}.`, hi: `एसोसिएट ने मना किया: ${reason}।` }),
  accepted: (): TimelineNote => ({ en: 'Accepted the lead.', hi: 'लीड स्वीकार की।' }),
  lost: (reason: string): TimelineNote => ({ en: `Lost: ${reason}`, hi: `लीड बंद: ${reason}` }),
  reassigned: (): TimelineNote => ({ en: 'Reassigned by staff.', hi: 'स्टाफ़ ने लीड दोबारा सौंपी।' }),
  visitScheduled: (siteTitle: string, at: Date, meetingPoint: string): TimelineNote => ({
    en: `Visit to ${siteTitle} on ${when(at, 'en')}; meeting point: ${meetingPoint}`,
    hi: `${siteTitle} की साइट विज़िट ${when(at, 'hi')} को; मिलने की जगह: ${meetingPoint}`,
  }),
  visitConfirmed: (siteTitle: string, at: Date): TimelineNote => ({
    en: `The customer confirmed the visit to ${siteTitle} on ${when(at, 'en')}.`,
    hi: `ग्राहक ने ${siteTitle} की ${when(at, 'hi')} वाली विज़िट पक्की की।`,
  }),
  visitRescheduleAsked: (siteTitle: string, at: Date, proposed: Date): TimelineNote => ({
    en: `The customer asked for another time for the visit to ${siteTitle} on ${when(at, 'en')}: ${when(proposed, 'en')}.`,
    hi: `ग्राहक ने ${siteTitle} की ${when(at, 'hi')} वाली विज़िट के लिए दूसरा समय माँगा: ${when(proposed, 'hi')}।`,
  }),
  visitCancelledByCustomer: (siteTitle: string, at: Date): TimelineNote => ({
    en: `The customer cancelled the visit to ${siteTitle} on ${when(at, 'en')}.`,
    hi: `ग्राहक ने ${siteTitle} की ${when(at, 'hi')} वाली विज़िट रद्द की।`,
  }),
  /** The associate's result of a visit, followed by what they typed (`said`, with its leading space, or ''). */
  visitResult: (result: 'completed' | 'no_show' | 'cancelled', siteTitle: string, at: Date, said: string): TimelineNote => {
    const [en, hi] = [when(at, 'en'), when(at, 'hi')];
    if (result === 'completed')
      return { en: `Visit to ${siteTitle} on ${en} completed.${said}`, hi: `${siteTitle} की ${hi} वाली विज़िट पूरी हुई।${said}` };
    if (result === 'no_show')
      return {
        en: `The customer did not come to the visit to ${siteTitle} on ${en}.${said}`,
        hi: `ग्राहक ${siteTitle} की ${hi} वाली विज़िट पर नहीं आए।${said}`,
      };
    return { en: `Visit to ${siteTitle} on ${en} cancelled.${said}`, hi: `${siteTitle} की ${hi} वाली विज़िट रद्द हुई।${said}` };
  },
  /**
   * A booking: the unit, the listing, the agreement value as the site writes rupees in each
   * language, and the booking date (`YYYY-MM-DD`), written as the site writes dates ("28 Nov 2026",
   * "28 नवंबर 2026"; `formatDate` of contracts/common/dates).
   */
  booked: (unit: string, siteTitle: string, valueEn: string, bookedOn: string): TimelineNote => ({
    en: `Booking recorded: ${unit} at ${siteTitle}, agreement value ${valueEn}, booked on ${formatDate(bookedOn, 'en') || bookedOn}.`,
    hi: `बुकिंग दर्ज हुई: ${siteTitle} में ${unit}, एग्रीमेंट वैल्यू ${valueEn}, बुकिंग की तारीख ${formatDate(bookedOn, 'hi') || bookedOn}।`,
  }),
  dealCancelled: (reasonEn: string): TimelineNote => ({ en: reasonEn, hi: 'डील रद्द हुई' }),
  /** What a customer reads for a step taken by an associate who is not theirs (lead-views.ts). */
  passedToAnother: (): TimelineNote => ({ en: 'Passed to another associate.', hi: 'लीड दूसरे एसोसिएट को भेजी गई।' }),
  waitingForTeam: (): TimelineNote => ({ en: 'Waiting for our team to assign an associate.', hi: 'हमारी टीम के एसोसिएट सौंपने का इंतज़ार है।' }),
} as const;

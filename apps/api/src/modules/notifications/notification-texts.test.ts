import { ACCOUNT_LANGUAGES } from '@realty/contracts/accounts/fields';
import { describe, expect, it } from 'vitest';
import {
  budgetText,
  deadlineText,
  NOTIFICATION_TEXTS,
  type NotificationKind,
  type NotificationMessage,
  notificationWords,
  visitTimeText,
} from './notification-texts.ts';

/**
 * The pipeline's notification texts in English and Hindi (docs/product/pipeline.md,
 * "Notifications"; docs/product/accounts.md, "Language of an account and Hindi listing text").
 */

const SAT_5_DEC_11_AM = '2037-12-05T05:30:00.000Z';
const SUN_6_DEC_5_PM = '2037-12-06T11:30:00.000Z';

/** One message of every kind, with the values the spec's examples use. */
const SAMPLES: Record<NotificationKind, NotificationMessage> = {
  leadOffer: {
    kind: 'leadOffer',
    city: 'Varanasi',
    category: 'Apartment',
    bhk: 2,
    budgetMin: '4000000.00',
    budgetMax: '6000000.00',
    expiresAt: '2026-11-26T10:00:00Z',
  },
  leadAccepted: { kind: 'leadAccepted', city: 'Agra', associateName: 'Ravi Kumar', associateMobile: '9415000002' },
  visitScheduled: {
    kind: 'visitScheduled',
    siteTitle: 'Ganga Residency',
    siteCity: 'Varanasi',
    scheduledAt: SAT_5_DEC_11_AM,
    meetingPoint: 'Sigra crossing',
    associateName: 'Vikram Singh',
    associateMobile: '9415000003',
  },
  visitConfirmed: { kind: 'visitConfirmed', customerName: 'Asha Verma', siteTitle: 'Ganga Residency', scheduledAt: SAT_5_DEC_11_AM },
  visitRescheduleAsked: {
    kind: 'visitRescheduleAsked',
    customerName: 'Asha Verma',
    siteTitle: 'Ganga Residency',
    scheduledAt: SAT_5_DEC_11_AM,
    proposedAt: SUN_6_DEC_5_PM,
  },
  visitCancelledByCustomer: {
    kind: 'visitCancelledByCustomer',
    customerName: 'Asha Verma',
    siteTitle: 'Ganga Residency',
    scheduledAt: SAT_5_DEC_11_AM,
  },
  visitCancelledByAssociate: {
    kind: 'visitCancelledByAssociate',
    siteTitle: 'Ganga Residency',
    scheduledAt: SAT_5_DEC_11_AM,
    associateName: 'Vikram Singh',
    associateMobile: '9415000003',
  },
  projectApproved: { kind: 'projectApproved', projectTitle: 'Sarnath Greens' },
  projectChangesRequested: {
    kind: 'projectChangesRequested',
    projectTitle: 'Sarnath Greens',
    comment: 'Add the floor plan to the brochure.',
  },
  projectRejected: { kind: 'projectRejected', projectTitle: 'Sarnath Greens', comment: 'The RERA number does not match.' },
  proActivated: { kind: 'proActivated', endsAt: '2027-11-29T06:30:00.000Z', invoiceNumber: 'KR/26-27/000001' },
  paymentRejected: { kind: 'paymentRejected', note: 'No payment with this UTR reached our account.' },
  proEndingSoon: { kind: 'proEndingSoon', endsAt: '2027-11-29T06:30:00.000Z', days: 15 },
  proEnded: { kind: 'proEnded', endedAt: '2027-11-29T06:30:00.000Z' },
  paymentRefunded: { kind: 'paymentRefunded', total: '1180.00', creditNoteNumber: 'CN/26-27/000001', proEnded: true },
  payoutPaid: { kind: 'payoutPaid', net: '61740.00', tds: '1260.00', reference: 'UTIB0000123456' },
};

/** The English words of every kind, as the pipeline sent them before texts had languages. */
const ENGLISH: Record<NotificationKind, { title: string; text: string }> = {
  leadOffer: {
    title: 'New lead offered to you',
    text: 'New lead: Apartment in Varanasi, 2 BHK, ₹40 L – ₹60 L. Accept or decline by 26 Nov, 3:30 pm.',
  },
  leadAccepted: {
    title: 'Your personal associate',
    text: 'Ravi Kumar (9415000002) is your personal associate for Agra. They will call you shortly.',
  },
  visitScheduled: {
    title: 'Site visit scheduled',
    text: 'Site visit scheduled: Ganga Residency, Varanasi on Sat 5 Dec, 11:00 am. Meeting point: Sigra crossing. Your associate: Vikram Singh, 9415000003.',
  },
  visitConfirmed: { title: 'Site visit confirmed', text: 'Asha Verma confirmed the site visit to Ganga Residency on Sat 5 Dec, 11:00 am.' },
  visitRescheduleAsked: {
    title: 'Another time asked for',
    text: 'Asha Verma asked for another time for the site visit to Ganga Residency on Sat 5 Dec, 11:00 am: Sun 6 Dec, 5:00 pm. Please schedule a new visit.',
  },
  visitCancelledByCustomer: {
    title: 'Site visit cancelled',
    text: 'Asha Verma cancelled the site visit to Ganga Residency on Sat 5 Dec, 11:00 am.',
  },
  visitCancelledByAssociate: {
    title: 'Site visit cancelled',
    text: 'Your site visit to Ganga Residency on Sat 5 Dec, 11:00 am has been cancelled by Vikram Singh (9415000003).',
  },
  projectApproved: { title: 'Project approved', text: 'Kashi Realty: your project "Sarnath Greens" is approved and now listed.' },
  projectChangesRequested: {
    title: 'Changes requested',
    text: 'Kashi Realty: changes requested on "Sarnath Greens": Add the floor plan to the brochure.',
  },
  projectRejected: {
    title: 'Project not approved',
    text: 'Kashi Realty: your project "Sarnath Greens" was not approved: The RERA number does not match.',
  },
  proActivated: {
    title: 'You are Pro',
    text: 'Kashi Realty: payment received. You are Pro until 29 Nov 2027. Invoice KR/26-27/000001 is on your dashboard.',
  },
  paymentRejected: {
    title: 'Payment not confirmed',
    text: 'Kashi Realty: we could not confirm your payment for Pro: No payment with this UTR reached our account.',
  },
  proEndingSoon: {
    title: 'Pro ends soon',
    text: 'Kashi Realty: your Pro membership ends on 29 Nov 2027 (in 15 days). Renew on your dashboard to keep Pro leads and brokerage.',
  },
  proEnded: {
    title: 'Pro has ended',
    text: 'Kashi Realty: your Pro membership ended on 29 Nov 2027. You are on the Free plan now; renew on your dashboard any time.',
  },
  paymentRefunded: {
    title: 'Payment refunded',
    text: 'Kashi Realty: your payment of ₹1,180.00 for Pro is refunded (credit note CN/26-27/000001). You are on the Free plan now.',
  },
  payoutPaid: {
    title: 'Payout sent',
    text: 'Kashi Realty: your payout of ₹61,740.00 is sent to your bank account (TDS ₹1,260.00, reference UTIB0000123456). The payout advice is on your dashboard.',
  },
};

const KINDS = Object.keys(NOTIFICATION_TEXTS) as NotificationKind[];

describe('notification texts', () => {
  it('has a sample and the English words of every kind', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...KINDS].sort());
    expect(Object.keys(ENGLISH).sort()).toEqual([...KINDS].sort());
  });

  it.each(KINDS)('%s has a text in every language', (kind) => {
    expect(Object.keys(NOTIFICATION_TEXTS[kind]).sort()).toEqual([...ACCOUNT_LANGUAGES].sort());
  });

  it.each(KINDS)('%s keeps its English words exactly', (kind) => {
    expect(notificationWords(SAMPLES[kind], 'en')).toEqual(ENGLISH[kind]);
  });

  it.each(KINDS)('%s is written in Hindi in Devanagari, keeping every name, title, number and comment of the English', (kind) => {
    const hi = notificationWords(SAMPLES[kind], 'hi');
    const en = notificationWords(SAMPLES[kind], 'en');
    for (const words of [hi.title, hi.text]) expect(words).toMatch(/[\u0900-\u097F]{3}/);
    expect(hi.title).not.toBe(en.title);
    // what people entered travels untranslated: names, listing titles, cities, mobiles, comments
    const entered = Object.entries(SAMPLES[kind])
      .filter(
        // (amounts are written in Indian digit grouping in both languages: '1180.00' → '₹1,180.00'; a payout's net and TDS too)
        ([key, value]) =>
          typeof value === 'string' &&
          !['kind', 'category', 'budgetMin', 'budgetMax', 'total', 'net', 'tds'].includes(key) &&
          !key.endsWith('At'),
      )
      .map(([, value]) => value as string);
    for (const value of entered) expect(hi.text).toContain(value);
    // the same day of the month and minutes as the English (times are India time in both)
    const clock = (text: string) => (text.match(/\d{1,2}:\d{2}/g) ?? []).sort();
    expect(clock(hi.text)).toEqual(clock(en.text));
  });

  it('writes a refund’s amount to the paisa in Indian grouping, in both languages', () => {
    expect(notificationWords(SAMPLES.paymentRefunded, 'hi').text).toBe(
      'Kashi Realty: प्रो के लिए आपका ₹1,180.00 का भुगतान वापस कर दिया गया है (क्रेडिट नोट CN/26-27/000001)। अब आप फ़्री प्लान पर हैं।',
    );
    const keptPro = notificationWords({ ...SAMPLES.paymentRefunded, proEnded: false, total: '125000.50' } as never, 'en').text;
    expect(keptPro).toBe('Kashi Realty: your payment of ₹1,25,000.50 for Pro is refunded (credit note CN/26-27/000001).');
  });

  it('writes the Hindi the way a buyer or an associate reads it', () => {
    expect(notificationWords(SAMPLES.leadOffer, 'hi')).toEqual({
      title: 'आपके लिए नई लीड',
      text: 'नई लीड: Varanasi में अपार्टमेंट, 2 BHK, ₹40 लाख – ₹60 लाख। 26 नवंबर, दोपहर 3:30 बजे तक स्वीकार या मना करें।',
    });
    expect(notificationWords(SAMPLES.visitScheduled, 'hi').text).toBe(
      'साइट विज़िट तय: Ganga Residency, Varanasi — शनिवार, 5 दिसंबर, सुबह 11:00 बजे। मिलने की जगह: Sigra crossing। आपके सलाहकार: Vikram Singh, 9415000003।',
    );
    expect(notificationWords(SAMPLES.leadAccepted, 'hi').text).toBe(
      'Agra में Ravi Kumar (9415000002) आपके निजी प्रॉपर्टी सलाहकार होंगे। वे जल्द ही आपको फ़ोन करेंगे।',
    );
  });

  it('leaves out the BHK of a lead without one, and the proposed time when none was given', () => {
    const plot = { ...SAMPLES.leadOffer, category: 'Plots', bhk: null } as NotificationMessage;
    expect(notificationWords(plot, 'en').text).toMatch(/^New lead: Plots in Varanasi, ₹40 L/);
    expect(notificationWords(plot, 'hi').text).toMatch(/^नई लीड: Varanasi में प्लॉट, ₹40 लाख/);
    const noTime = { ...SAMPLES.visitRescheduleAsked, proposedAt: null } as NotificationMessage;
    expect(notificationWords(noTime, 'en').text).toBe(
      'Asha Verma asked for another time for the site visit to Ganga Residency on Sat 5 Dec, 11:00 am: . Please schedule a new visit.',
    );
    expect(notificationWords(noTime, 'hi').text).toBe(
      'Asha Verma ने शनिवार, 5 दिसंबर, सुबह 11:00 बजे की Ganga Residency साइट विज़िट के लिए दूसरा समय माँगा है। कृपया नई विज़िट तय करें।',
    );
  });

  it('cuts texts quoting a staff comment at 300 characters in both languages', () => {
    const long = { kind: 'projectRejected', projectTitle: 'Sarnath Greens', comment: 'x'.repeat(400) } as const;
    expect(notificationWords(long, 'en').text).toHaveLength(300);
    expect(notificationWords(long, 'hi').text).toHaveLength(300);
  });
});

describe('times and money in messages', () => {
  it('names the part of the day in Hindi and keeps a 12-hour clock', () => {
    expect(visitTimeText('2037-12-05T05:30:00Z', 'hi')).toBe('शनिवार, 5 दिसंबर, सुबह 11:00 बजे');
    expect(visitTimeText('2037-12-05T06:30:00Z', 'hi')).toBe('शनिवार, 5 दिसंबर, दोपहर 12:00 बजे');
    expect(visitTimeText('2037-12-05T11:30:00Z', 'hi')).toBe('शनिवार, 5 दिसंबर, शाम 5:00 बजे');
    expect(visitTimeText('2037-12-05T15:15:00Z', 'hi')).toBe('शनिवार, 5 दिसंबर, रात 8:45 बजे');
    expect(visitTimeText('2037-12-05T18:35:00Z', 'hi')).toBe('रविवार, 6 दिसंबर, रात 12:05 बजे');
    expect(visitTimeText('2037-12-05T18:35:00Z', 'en')).toBe('Sun 6 Dec, 12:05 am');
    expect(deadlineText('2026-11-26T10:00:00Z', 'hi')).toBe('26 नवंबर, दोपहर 3:30 बजे');
    expect(deadlineText('2026-11-26T10:00:00Z', 'en')).toBe('26 Nov, 3:30 pm');
  });

  it('writes budgets in lakh and crore', () => {
    expect(budgetText('12500000.00', '12500000.00', 'en')).toBe('₹1.25 Cr');
    expect(budgetText('12500000.00', '12500000.00', 'hi')).toBe('₹1.25 करोड़');
    expect(budgetText('8000000.00', '15000000.00', 'hi')).toBe('₹80 लाख – ₹1.5 करोड़');
    expect(budgetText('0.00', '0.00', 'en')).toBe('budget not stated');
    expect(budgetText('0.00', '0.00', 'hi')).toBe('बजट नहीं बताया');
    expect(budgetText('1', 'not money', 'hi')).toBe('बजट नहीं बताया');
  });
});

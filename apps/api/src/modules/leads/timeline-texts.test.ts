import { describe, expect, it } from 'vitest';
import { joinNotes, TIMELINE_NOTES, type TimelineNote } from './timeline-texts.ts';

const at = new Date('2026-12-05T05:30:00.000Z'); // Sat 5 Dec, 11:00 am in India
const proposed = new Date('2026-12-06T11:00:00.000Z'); // Sun 6 Dec, 4:30 pm in India

/** Every note the site writes, with values a person entered (titles, places, units, reasons). */
const ALL: Record<string, TimelineNote> = {
  enquiry: TIMELINE_NOTES.interest({ siteTitle: 'Sigra Heights' }),
  requirement: TIMELINE_NOTES.interest({ category: 'Apartment', budgetMin: '4000000.00', budgetMax: '6000000.00' }),
  added: TIMELINE_NOTES.addedToSearch(TIMELINE_NOTES.interest({ siteTitle: 'Sigra Heights' }), 'Plots'),
  offered: TIMELINE_NOTES.offered(),
  noAssociate: TIMELINE_NOTES.noAssociateInCity('Plots', 'Kanpur'),
  next: TIMELINE_NOTES.offeredToNext(),
  noneLeft: TIMELINE_NOTES.noneLeft(),
  lapsed: TIMELINE_NOTES.offerLapsed(),
  declined: TIMELINE_NOTES.declined('On leave'),
  accepted: TIMELINE_NOTES.accepted(),
  lost: TIMELINE_NOTES.lost('Bought elsewhere'),
  reassigned: TIMELINE_NOTES.reassigned(),
  scheduled: TIMELINE_NOTES.visitScheduled('Ganga Residency', at, 'Sigra crossing'),
  confirmed: TIMELINE_NOTES.visitConfirmed('Ganga Residency', at),
  reschedule: TIMELINE_NOTES.visitRescheduleAsked('Ganga Residency', at, proposed),
  cancelled: TIMELINE_NOTES.visitCancelledByCustomer('Ganga Residency', at),
  completed: TIMELINE_NOTES.visitResult('completed', 'Ganga Residency', at, ' Liked the park.'),
  noShow: TIMELINE_NOTES.visitResult('no_show', 'Ganga Residency', at, ''),
  associateCancelled: TIMELINE_NOTES.visitResult('cancelled', 'Ganga Residency', at, ''),
  booked: TIMELINE_NOTES.booked('Flat 302', 'Ganga Residency', '₹62,00,000', '2026-12-10'),
  dealCancelled: TIMELINE_NOTES.dealCancelled('Deal cancelled'),
};

describe('timeline notes in English and Hindi', () => {
  it('keeps the English wording the pipeline always wrote', () => {
    expect(ALL.requirement?.en).toBe('Requirement: Apartment, ₹40 L – ₹60 L.');
    expect(joinNotes(TIMELINE_NOTES.offerLapsed(), TIMELINE_NOTES.offeredToNext()).en).toBe(
      'The offer lapsed. Offered to the next associate.',
    );
    expect(ALL.scheduled?.en).toBe('Visit to Ganga Residency on Sat 5 Dec, 11:00 am; meeting point: Sigra crossing');
  });

  it('writes every note in Devanagari, keeping what a person entered as entered', () => {
    const enteredValues = [
      'Sigra Heights',
      'Ganga Residency',
      'Sigra crossing',
      'Kanpur',
      'On leave',
      'Bought elsewhere',
      'Flat 302',
      'Liked the park.',
    ];
    for (const [name, note] of Object.entries(ALL)) {
      expect(note.hi, name).toMatch(/[\u0900-\u097F]/);
      let ownWords = note.hi;
      for (const entered of enteredValues) {
        if (note.en.includes(entered)) expect(note.hi, `${name}: ${entered}`).toContain(entered);
        ownWords = ownWords.replaceAll(entered, '');
      }
      expect(ownWords, name).not.toMatch(/\b(the|associate|visit|customer|offer|staff|lead)\b/i);
    }
  });

  it('says budgets in लाख, categories as Hindi sites name them and times in Hindi, India time', () => {
    expect(ALL.requirement?.hi).toBe('ज़रूरत: अपार्टमेंट, ₹40 लाख – ₹60 लाख।');
    expect(ALL.noAssociate?.hi).toContain('Kanpur में प्लॉट की लीड');
    expect(ALL.scheduled?.hi).toBe('Ganga Residency की साइट विज़िट शनिवार, 5 दिसंबर, सुबह 11:00 बजे को; मिलने की जगह: Sigra crossing');
    expect(ALL.reschedule?.hi).toContain('रविवार, 6 दिसंबर, शाम 4:30 बजे');
  });
});

import { describe, expect, it } from 'vitest';
import { budgetText } from '../notifications/notification-texts.ts';
import { offerNotification } from './lead-notifications.ts';
import { moneyText } from './lead-views.ts';
import { joinedWishes } from './leads.service.ts';
import { compareCandidates, type MatchCandidate, orderCandidates, pickAssociate } from './matching.ts';

const at = (iso: string) => new Date(iso);
const candidate = (assId: number, openLeads: number, plan: string, lastOfferedAt: string | null): MatchCandidate => ({
  assId,
  openLeads,
  plan,
  lastOfferedAt: lastOfferedAt === null ? null : at(lastOfferedAt),
});

describe('the matching order (docs/product/pipeline.md, "Matching")', () => {
  it('puts the fewest open leads first, whatever the plan or last offer', () => {
    const ordered = orderCandidates([
      candidate(1, 3, 'pro', null),
      candidate(2, 0, 'free', '2026-11-25T10:00:00Z'),
      candidate(3, 1, 'pro', null),
    ]);
    expect(ordered.map((c) => c.assId)).toEqual([2, 3, 1]);
  });

  it('then Pro before Free', () => {
    const ordered = orderCandidates([candidate(1, 2, 'free', null), candidate(9, 2, 'pro', '2026-11-25T10:00:00Z')]);
    expect(ordered.map((c) => c.assId)).toEqual([9, 1]);
  });

  it('then the oldest last offer, never offered counting as the oldest', () => {
    const ordered = orderCandidates([
      candidate(1, 0, 'free', '2026-11-25T10:00:00Z'),
      candidate(2, 0, 'free', '2026-11-24T10:00:00Z'),
      candidate(3, 0, 'free', null),
    ]);
    expect(ordered.map((c) => c.assId)).toEqual([3, 2, 1]);
  });

  it('then the lowest ass_id', () => {
    const same = '2026-11-25T10:00:00Z';
    expect(
      orderCandidates([candidate(7, 1, 'pro', same), candidate(4, 1, 'pro', same), candidate(5, 1, 'pro', same)]).map((c) => c.assId),
    ).toEqual([4, 5, 7]);
    expect(orderCandidates([candidate(8, 0, 'free', null), candidate(6, 0, 'free', null)]).map((c) => c.assId)).toEqual([6, 8]);
  });

  it('applies every rule in turn on a mixed list', () => {
    const list = [
      candidate(10, 1, 'free', null),
      candidate(11, 0, 'free', '2026-11-20T00:00:00Z'),
      candidate(12, 0, 'pro', '2026-11-25T00:00:00Z'),
      candidate(13, 0, 'pro', '2026-11-21T00:00:00Z'),
      candidate(14, 0, 'free', null),
      candidate(15, 1, 'pro', '2026-11-01T00:00:00Z'),
    ];
    expect(orderCandidates(list).map((c) => c.assId)).toEqual([13, 12, 14, 11, 15, 10]);
    expect(pickAssociate(list)?.assId).toBe(13);
    // the input is left as it was
    expect(list.map((c) => c.assId)).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('counts an unknown plan as Free and has no pick without candidates', () => {
    expect(compareCandidates(candidate(1, 0, 'gold', null), candidate(2, 0, 'free', null))).toBeLessThan(0);
    expect(compareCandidates(candidate(2, 0, 'gold', null), candidate(1, 0, 'pro', null))).toBeGreaterThan(0);
    expect(pickAssociate([])).toBeUndefined();
  });
});

describe('joining new interest to an open lead', () => {
  const lead = { budgetMin: '3000000.00', budgetMax: '5000000.00', bhk: 2, note: 'Near BHU' };

  it('widens the budget to cover both, exactly', () => {
    expect(joinedWishes(lead, { budgetMin: '4000000.00', budgetMax: '8000000.55', bhk: null, note: '', source: 'enquiry' })).toEqual({
      budgetMin: '3000000.00',
      budgetMax: '8000000.55',
      bhk: 2,
      note: 'Near BHU',
    });
    expect(joinedWishes(lead, { budgetMin: '2500000.01', budgetMax: '4000000.00', bhk: null, note: '', source: 'enquiry' })).toMatchObject({
      budgetMin: '2500000.01',
      budgetMax: '5000000.00',
    });
  });

  it('ignores a budget not stated (maximum 0) on either side', () => {
    expect(joinedWishes(lead, { budgetMin: '0.00', budgetMax: '0.00', bhk: null, note: '', source: 'enquiry' })).toMatchObject({
      budgetMin: '3000000.00',
      budgetMax: '5000000.00',
    });
    expect(
      joinedWishes(
        { ...lead, budgetMin: '0.00', budgetMax: '0.00' },
        { budgetMin: '100.00', budgetMax: '900.00', bhk: null, note: '', source: 'enquiry' },
      ),
    ).toMatchObject({ budgetMin: '100.00', budgetMax: '900.00' });
  });

  it('takes the BHK and a note of a requirement, never of an enquiry', () => {
    expect(joinedWishes(lead, { budgetMin: '0.00', budgetMax: '0.00', bhk: 3, note: 'Corner', source: 'requirement' })).toMatchObject({
      bhk: 3,
      note: 'Corner',
    });
    expect(joinedWishes(lead, { budgetMin: '0.00', budgetMax: '0.00', bhk: null, note: '', source: 'requirement' })).toMatchObject({
      bhk: 2,
      note: 'Near BHU',
    });
    expect(joinedWishes(lead, { budgetMin: '0.00', budgetMax: '0.00', bhk: 4, note: 'x', source: 'enquiry' })).toMatchObject({
      bhk: 2,
      note: 'Near BHU',
    });
  });
});

describe('texts and money', () => {
  it('writes the budget in lakh and crore words', () => {
    expect(budgetText('4000000.00', '6000000.00', 'en')).toBe('₹40 L – ₹60 L');
    expect(budgetText('12500000.00', '12500000.00', 'en')).toBe('₹1.25 Cr');
    expect(budgetText('0.00', '0.00', 'en')).toBe('budget not stated');
  });

  it('tells the associate the city, category, BHK, budget and the deadline in India time', () => {
    const message = offerNotification(
      7,
      { city: 'Varanasi', category: 'Apartment', bhk: 2, budgetMin: '4000000.00', budgetMax: '6000000.00' },
      new Date('2026-11-26T10:00:00Z'),
    );
    expect(message).toEqual({
      recipient: { type: 'associate', id: 7 },
      title: 'New lead offered to you',
      text: 'New lead: Apartment in Varanasi, 2 BHK, ₹40 L – ₹60 L. Accept or decline by 26 Nov, 3:30 pm.',
      url: '/associatedashboard',
      // what the notify job writes in the associate's language (notifications/notification-texts.ts)
      message: {
        kind: 'leadOffer',
        city: 'Varanasi',
        category: 'Apartment',
        bhk: 2,
        budgetMin: '4000000.00',
        budgetMax: '6000000.00',
        expiresAt: '2026-11-26T10:00:00.000Z',
      },
    });
  });

  it('shows numeric text with two decimals without float arithmetic', () => {
    expect(moneyText('4500000')).toBe('4500000.00');
    expect(moneyText('12.5')).toBe('12.50');
    expect(moneyText('99999999999999.99')).toBe('99999999999999.99');
    expect(moneyText('-250.00')).toBe('-250.00');
    expect(moneyText('0')).toBe('0.00');
  });
});

import { describe, expect, it } from 'vitest';
import { citiesByState } from './use-places.ts';

const fallback = { 'Uttar Pradesh': ['Varanasi'] } as const;

describe('the featured places lookup', () => {
  it('uses the places answer, canonical names in its order', () => {
    const answer = {
      success: true as const,
      data: [
        {
          state: 'Uttar Pradesh',
          aliases: ['UP'],
          featured: true,
          cities: [
            { city: 'Chitrakoot', aliases: [], localities: [], featured: true, lat: null, lon: null },
            { city: 'Prayagraj', aliases: ['Allahabad'], localities: [], featured: true, lat: null, lon: null },
          ],
        },
      ],
    };
    expect(citiesByState(answer, fallback)).toEqual({ 'Uttar Pradesh': ['Chitrakoot', 'Prayagraj'] });
  });

  it('keeps the fallback until the answer arrives, or when it names no state', () => {
    expect(citiesByState(undefined, fallback)).toBe(fallback);
    expect(citiesByState({ success: true, data: [] }, fallback)).toBe(fallback);
  });
});

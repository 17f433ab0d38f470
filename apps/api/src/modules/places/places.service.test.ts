import { describe, expect, it } from 'vitest';
import type { PlaceRow } from './places.repository.ts';
import { buildPlaceIndex } from './places.service.ts';

const row = (placeId: number, kind: 'state' | 'city', name: string, extra: Partial<PlaceRow> = {}): PlaceRow => ({
  placeId,
  kind,
  name,
  stateId: kind === 'city' ? 1 : null,
  aliases: [],
  localities: [],
  featured: false,
  sortOrder: placeId,
  lat: null,
  lon: null,
  ...extra,
});

const index = buildPlaceIndex([
  row(1, 'state', 'Uttar Pradesh', { aliases: ['UP'] }),
  row(2, 'city', 'Prayagraj', { aliases: ['Allahabad'], localities: ['Civil Lines'] }),
  row(3, 'city', 'Varanasi', { aliases: ['Banaras', 'Benares', 'Kashi'], featured: true }),
  row(4, 'city', 'Bodh Gaya', { aliases: ['Bodhgaya'] }),
]);

describe('the places index', () => {
  it('finds every name of a city, any case, and the canonical name', () => {
    expect(index.cityNames('ALLAHABAD')).toEqual(['prayagraj', 'allahabad']);
    expect(index.cityNames(' Prayagraj ')).toEqual(['prayagraj', 'allahabad']);
    expect(index.cityNames('Ahmedabad')).toEqual(['ahmedabad']);
    expect(index.canonicalCity('allahabad')).toBe('Prayagraj');
    expect(index.canonicalCity('Kashi')).toBe('Varanasi');
    expect(index.canonicalCity('Ahmedabad')).toBeUndefined();
    expect(index.stateNames('up')).toEqual(['uttar pradesh', 'up']);
  });

  it('spells a substring filter with each name of the city it names, whole words only', () => {
    expect(index.nameVariants('Allahabad Civil Lines')).toEqual(['prayagraj civil lines', 'allahabad civil lines']);
    expect(index.nameVariants('bodh gaya')).toEqual(['bodh gaya', 'bodhgaya']);
    expect(index.nameVariants('Kashi Vidyapith')).toEqual([
      'varanasi vidyapith',
      'banaras vidyapith',
      'benares vidyapith',
      'kashi vidyapith',
    ]);
    expect(index.nameVariants('Kashipur')).toEqual(['kashipur']);
    expect(index.nameVariants('lanka')).toEqual(['lanka']);
  });

  it('puts featured cities first and gives the search its places', () => {
    expect(index.states[0]?.cities.map((c) => c.city)).toEqual(['Varanasi', 'Prayagraj', 'Bodh Gaya']);
    expect(index.searchPlaces).toContainEqual({ city: 'Prayagraj', aliases: ['Allahabad'], localities: ['Civil Lines'] });
  });
});

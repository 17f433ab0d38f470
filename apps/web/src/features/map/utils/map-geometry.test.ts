import { describe, expect, it } from 'vitest';
import { boundsToBbox, formatBbox, hasCoordinates, mapNote, parseBbox, placeListings, pointsBounds, roundEdge } from './map-geometry.ts';

describe('boundsToBbox', () => {
  it('rounds each edge outward to 5 decimals, so the box holds the whole view', () => {
    expect(boundsToBbox({ west: 80.8765432, south: 26.7512349, east: 81.0498761, north: 26.9500001 })).toEqual({
      west: 80.87654,
      south: 26.75123,
      east: 81.04988,
      north: 26.95001,
    });
  });

  it('keeps edges that already have 5 decimals, despite float noise', () => {
    expect(roundEdge(80.12345, 'down')).toBe(80.12345);
    expect(roundEdge(80.12345, 'up')).toBe(80.12345);
    expect(roundEdge(0.1 + 0.2, 'up')).toBe(0.3);
    expect(Object.is(roundEdge(-0.000001, 'up'), 0)).toBe(true);
  });

  it('rounds negative edges outward too', () => {
    expect(boundsToBbox({ west: -0.1234567, south: -33.0000049, east: 0.1234561, north: -32.9 })).toEqual({
      west: -0.12346,
      south: -33.00001,
      east: 0.12346,
      north: -32.9,
    });
  });

  it('keeps the box within the world', () => {
    expect(boundsToBbox({ west: -250, south: -95, east: 250, north: 95 })).toEqual({ west: -180, south: -90, east: 180, north: 90 });
    expect(boundsToBbox({ west: 170, south: 0, east: 200, north: 10 })).toEqual({ west: 170, south: 0, east: 180, north: 10 });
  });
});

describe('formatBbox and parseBbox', () => {
  it('write and read west,south,east,north', () => {
    const bbox = { west: 80.85, south: 26.75, east: 81.05, north: 26.95 };
    expect(formatBbox(bbox)).toBe('80.85,26.75,81.05,26.95');
    expect(parseBbox('80.85,26.75,81.05,26.95')).toEqual(bbox);
  });

  it('refuse text that is not a box', () => {
    for (const text of ['', '1,2,3', '81,26,80,27', '80,27,81,26', '80,26,181,27', 'a,b,c,d', '1e2,0,2,1'])
      expect(parseBbox(text), text).toBeNull();
  });
});

describe('placing listings', () => {
  const at = (site_lat: number | null, site_lon: number | null) => ({ site_lat, site_lon });

  it('places listings with usable coordinates and counts the rest', () => {
    const listings = [at(26.85, 80.95), at(null, 80.9), at(0, 0), at(95, 80), at(25.32, 82.97), at(Number.NaN, 80)];
    const { placed, missing } = placeListings(listings);
    expect(placed).toEqual([at(26.85, 80.95), at(25.32, 82.97)]);
    expect(missing).toBe(4);
    expect(hasCoordinates(at(0, 80))).toBe(true);
  });

  it('says how many are shown and how many are left out', () => {
    expect(mapNote(8, 0)).toBe('8 properties on the map.');
    expect(mapNote(1, 1)).toBe('1 property on the map. 1 property has no location and is not shown.');
    expect(mapNote(7, 2)).toBe('7 properties on the map. 2 properties have no location and are not shown.');
    expect(mapNote(0, 3)).toBe('No property of these results can be shown on the map. They have no location.');
    expect(mapNote(0, 0)).toBe('No property of these results can be shown on the map.');
  });

  it('finds the corners around the points', () => {
    expect(pointsBounds([])).toBeNull();
    expect(
      pointsBounds([
        [26.85, 80.95],
        [25.32, 82.97],
        [27.17, 78.04],
      ]),
    ).toEqual([
      [25.32, 78.04],
      [27.17, 82.97],
    ]);
  });
});

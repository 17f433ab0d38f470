import { describe, expect, it } from 'vitest';
import type { AlertItemRow } from './delivery.repository.ts';
import { onePerListing } from './delivery.service.ts';

// A listing with several pending items (new and then cheaper before the digest, or two drops) is
// told once (docs/product/alerts.md, "How alerts are sent": "everything new since the last one").

const item = (
  alertItemId: number,
  siteId: number,
  kind: 'new' | 'price_drop',
  price: string,
  previousPrice: string | null,
): AlertItemRow => ({
  alertItemId,
  userId: 1,
  savedSearchId: 7,
  siteId,
  kind,
  price,
  previousPrice,
  frequency: 'daily',
  createdAt: new Date('2026-12-01T06:30:00Z'),
  deliveredAt: null,
});

describe('one item per listing of an alert', () => {
  it('tells a listing new and then cheaper as new at its latest price, and two drops as one from the first price', () => {
    const merged = onePerListing([
      item(1, 10, 'new', '6500000.00', null),
      item(2, 11, 'price_drop', '5800000.00', '6000000.00'),
      item(3, 10, 'price_drop', '6200000.00', '6500000.00'),
      item(4, 11, 'price_drop', '5500000.00', '5800000.00'),
      item(5, 12, 'new', '4000000.00', null),
    ]);
    expect(merged.map((i) => [i.siteId, i.kind, i.price, i.previousPrice])).toEqual([
      [10, 'new', '6200000.00', null],
      [11, 'price_drop', '5500000.00', '6000000.00'],
      [12, 'new', '4000000.00', null],
    ]);
  });
});

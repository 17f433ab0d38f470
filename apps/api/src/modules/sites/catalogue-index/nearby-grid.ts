/**
 * A grid of the located listings of each category and state, for the detail page's related
 * listings (docs/decisions/0016-catalogue-search-index.md): the nearest listings are looked for
 * in the cells around the listing, ring after ring, instead of among every listing of the
 * category.
 */

/** Side of a grid cell in micro-degrees (0.01°, about 1.1 km of latitude). */
export const CELL_MICRO_DEGREES = 10_000;
/** Rings of cells looked at around a listing before a plain pass over the whole group is cheaper. */
export const MAX_RINGS = 12;

/** The located listings of one category in one state, by cell; and the group's extent in cells. */
type Cells = { byCell: Map<number, Int32Array>; minX: number; maxX: number; minY: number; maxY: number };

const cellOf = (micro: number): number => Math.floor(micro / CELL_MICRO_DEGREES);
/** One number per cell: cell indexes lie within ±18,000 (longitude) and ±9,000 (latitude). */
const keyOf = (x: number, y: number): number => (x + 20_000) * 40_000 + (y + 20_000);
const groupKey = (category: number, state: number): number => category * 1_000_000 + state;

/** What a search of the grid needs of the index: its columns by position. */
export type NearbyColumns = {
  siteIds: Int32Array;
  categoryCodes: Int32Array;
  stateCodes: Int32Array;
  hasPoint: Uint8Array;
  lonMicro: Int32Array;
  latMicro: Int32Array;
};

/**
 * The `wanted` nearest listings offered so far, ordered by squared distance then id (Infinity
 * for a listing without coordinates, after every located one); the excluded ids are skipped.
 */
export class NearestSoFar {
  private readonly distances: Float64Array;
  private readonly ids: Int32Array;
  private count = 0;
  constructor(
    private readonly wanted: number,
    private readonly excluded: ReadonlySet<number>,
  ) {
    this.distances = new Float64Array(wanted);
    this.ids = new Int32Array(wanted);
  }

  /** Keeps listing `id` at squared distance `distance` (micro-degrees²) when it is among the nearest so far. */
  offer(distance: number, id: number): void {
    const { wanted, distances, ids } = this;
    if (this.count === wanted) {
      const last = distances[wanted - 1] as number;
      if (distance > last || (distance === last && id > (ids[wanted - 1] as number))) return;
    }
    if (this.excluded.has(id)) return;
    let at = this.count < wanted ? this.count : wanted - 1;
    while (at > 0) {
      const d = distances[at - 1] as number;
      if (d < distance || (d === distance && (ids[at - 1] as number) < id)) break;
      if (at < wanted) {
        distances[at] = d;
        ids[at] = ids[at - 1] as number;
      }
      at -= 1;
    }
    distances[at] = distance;
    ids[at] = id;
    if (this.count < wanted) this.count += 1;
  }

  /** The squared distance of the furthest kept once `wanted` are kept; Infinity before. */
  furthest(): number {
    return this.count === this.wanted ? (this.distances[this.wanted - 1] as number) : Number.POSITIVE_INFINITY;
  }

  /** The ids kept, nearest first. */
  found(): number[] {
    return Array.from(this.ids.subarray(0, this.count));
  }
}

/** The grid of every category and state group of a catalogue index. */
export class NearbyGrid {
  private readonly groups = new Map<number, Cells>();

  constructor(private readonly columns: NearbyColumns) {
    const { categoryCodes, stateCodes, hasPoint, lonMicro, latMicro } = columns;
    const lists = new Map<number, Map<number, number[]>>();
    for (let i = 0; i < hasPoint.length; i++) {
      if (hasPoint[i] !== 1) continue;
      const key = groupKey(categoryCodes[i] as number, stateCodes[i] as number);
      const x = cellOf(lonMicro[i] as number);
      const y = cellOf(latMicro[i] as number);
      let cells = this.groups.get(key);
      if (!cells) {
        cells = { byCell: new Map(), minX: x, maxX: x, minY: y, maxY: y };
        this.groups.set(key, cells);
        lists.set(key, new Map());
      }
      cells.minX = Math.min(cells.minX, x);
      cells.maxX = Math.max(cells.maxX, x);
      cells.minY = Math.min(cells.minY, y);
      cells.maxY = Math.max(cells.maxY, y);
      const byCell = lists.get(key) as Map<number, number[]>;
      const cell = keyOf(x, y);
      const list = byCell.get(cell);
      if (list) list.push(i);
      else byCell.set(cell, [i]);
    }
    for (const [key, byCell] of lists) {
      const cells = this.groups.get(key) as Cells;
      for (const [cell, list] of byCell) cells.byCell.set(cell, Int32Array.from(list));
    }
  }

  /** Bytes held by the grid's cell lists (about; the map entries come on top). */
  approximateBytes(): number {
    let bytes = 0;
    for (const cells of this.groups.values()) for (const list of cells.byCell.values()) bytes += list.byteLength + 32;
    return bytes;
  }

  /**
   * Up to `wanted` ids of the located listings of the category and state of the located listing
   * at `from`, but for `excluded`, nearest first by the exact squared distance in micro-degrees²,
   * ties by id: the same as a pass over the whole group. `complete` tells whether the whole group
   * was looked at (so fewer than `wanted` means there are no more located listings). Undefined
   * when the search would need more than {@link MAX_RINGS} rings: a pass over the group is then
   * the cheaper way.
   */
  nearest(from: number, excluded: ReadonlySet<number>, wanted: number): { ids: number[]; complete: boolean } | undefined {
    const { siteIds, categoryCodes, stateCodes, lonMicro, latMicro } = this.columns;
    const cells = this.groups.get(groupKey(categoryCodes[from] as number, stateCodes[from] as number));
    if (!cells) return { ids: [], complete: true };
    const hereX = lonMicro[from] as number;
    const hereY = latMicro[from] as number;
    const cx = cellOf(hereX);
    const cy = cellOf(hereY);
    const lastRing = Math.max(cx - cells.minX, cells.maxX - cx, cy - cells.minY, cells.maxY - cy);
    const nearest = new NearestSoFar(wanted, excluded);
    const consider = (list: Int32Array) => {
      for (let j = 0; j < list.length; j++) {
        const i = list[j] as number;
        const dx = (lonMicro[i] as number) - hereX;
        const dy = (latMicro[i] as number) - hereY;
        nearest.offer(dx * dx + dy * dy, siteIds[i] as number);
      }
    };
    for (let ring = 0; ring <= lastRing; ring++) {
      if (ring > MAX_RINGS) return undefined;
      for (let x = cx - ring; x <= cx + ring; x++) {
        // the ring's cells: its first and last columns whole, the columns between at both ends only
        const edge = x === cx - ring || x === cx + ring;
        for (let y = cy - ring; y <= cy + ring; y += edge || ring === 0 ? 1 : 2 * ring) {
          const list = cells.byCell.get(keyOf(x, y));
          if (list) consider(list);
        }
      }
      // every listing of the next ring is further than ring × cell side in x or in y, so
      // strictly further than the furthest kept once that is within this bound
      const bound = ring * CELL_MICRO_DEGREES;
      if (nearest.furthest() <= bound * bound) return { ids: nearest.found(), complete: ring >= lastRing };
    }
    return { ids: nearest.found(), complete: true };
  }
}

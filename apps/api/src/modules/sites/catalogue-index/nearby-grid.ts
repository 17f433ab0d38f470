/**
 * A grid of the located listings of each category and state, for the detail page's related
 * listings (docs/decisions/0016-catalogue-search-index.md): the nearest listings are looked for
 * in the cells around the listing, ring after ring, instead of among every listing of the
 * category.
 */

/** Side of a grid cell in micro-degrees (0.01°, about 1.1 km of latitude) where listings are sparse. */
export const CELL_MICRO_DEGREES = 10_000;
/** The smallest side a dense group's cells are cut to (0.000625°, about 70 m). */
export const MIN_CELL_MICRO_DEGREES = 625;
/**
 * Listings a cell should hold on average: a group whose occupied cells hold more has its cells
 * halved (in both directions) until they hold about this many or reach {@link MIN_CELL_MICRO_DEGREES}.
 */
export const LISTINGS_PER_CELL = 12;
/** Rings of cells looked at around a listing before a plain pass over the whole group is cheaper. */
export const MAX_RINGS = 12;

/**
 * The located listings of one category in one state, by cell: each cell's list holds, for each
 * listing, its `site_id` and its longitude and latitude in micro-degrees (three numbers), so a
 * search reads one run of memory per cell. `side` is the group's cell side in micro-degrees,
 * and the extent is in cells.
 */
type Cells = { side: number; byCell: Map<number, Int32Array>; minX: number; maxX: number; minY: number; maxY: number };

const cellOf = (micro: number, side: number): number => Math.floor(micro / side);
/** One number per cell: cell indexes lie within ±288,000 (longitude, at the smallest side) and ±144,000 (latitude). */
const keyOf = (x: number, y: number): number => (x + 300_000) * 600_000 + (y + 300_000);
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
    const { categoryCodes, stateCodes, hasPoint } = columns;
    const members = new Map<number, number[]>();
    for (let i = 0; i < hasPoint.length; i++) {
      if (hasPoint[i] !== 1) continue;
      const key = groupKey(categoryCodes[i] as number, stateCodes[i] as number);
      const list = members.get(key);
      if (list) list.push(i);
      else members.set(key, [i]);
    }
    for (const [key, positions] of members) {
      let cells = this.cellsOf(positions, CELL_MICRO_DEGREES);
      // a dense group gets smaller cells, so a search looks at a few listings instead of hundreds
      while (cells.side > MIN_CELL_MICRO_DEGREES && positions.length / cells.byCell.size > LISTINGS_PER_CELL) {
        cells = this.cellsOf(positions, Math.max(MIN_CELL_MICRO_DEGREES, cells.side / 2));
      }
      this.groups.set(key, cells);
    }
  }

  /** The cells of side `side` (micro-degrees) holding the listings at `positions`. */
  private cellsOf(positions: readonly number[], side: number): Cells {
    const { siteIds, lonMicro, latMicro } = this.columns;
    const lists = new Map<number, number[]>();
    let minX = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (const i of positions) {
      const lon = lonMicro[i] as number;
      const lat = latMicro[i] as number;
      const x = cellOf(lon, side);
      const y = cellOf(lat, side);
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      const cell = keyOf(x, y);
      const list = lists.get(cell);
      const id = siteIds[i] as number;
      if (list) list.push(id, lon, lat);
      else lists.set(cell, [id, lon, lat]);
    }
    const byCell = new Map<number, Int32Array>();
    for (const [cell, list] of lists) byCell.set(cell, Int32Array.from(list));
    return { side, byCell, minX, maxX, minY, maxY };
  }

  /** The cell side, in micro-degrees, of the group of the located listing at `position` (undefined when it has none); for tests. */
  cellSideAt(position: number): number | undefined {
    return this.groups.get(groupKey(this.columns.categoryCodes[position] as number, this.columns.stateCodes[position] as number))?.side;
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
    const { categoryCodes, stateCodes, lonMicro, latMicro } = this.columns;
    const cells = this.groups.get(groupKey(categoryCodes[from] as number, stateCodes[from] as number));
    if (!cells) return { ids: [], complete: true };
    const { side } = cells;
    const hereX = lonMicro[from] as number;
    const hereY = latMicro[from] as number;
    const cx = cellOf(hereX, side);
    const cy = cellOf(hereY, side);
    const lastRing = Math.max(cx - cells.minX, cells.maxX - cx, cy - cells.minY, cells.maxY - cy);
    const nearest = new NearestSoFar(wanted, excluded);
    for (let ring = 0; ring <= lastRing; ring++) {
      if (ring > MAX_RINGS) return undefined;
      for (let x = cx - ring; x <= cx + ring; x++) {
        // the ring's cells: its first and last columns whole, the columns between at both ends only
        const edge = x === cx - ring || x === cx + ring;
        for (let y = cy - ring; y <= cy + ring; y += edge || ring === 0 ? 1 : 2 * ring) {
          const list = cells.byCell.get(keyOf(x, y));
          if (!list) continue;
          for (let j = 0; j < list.length; j += 3) {
            const dx = (list[j + 1] as number) - hereX;
            const dy = (list[j + 2] as number) - hereY;
            nearest.offer(dx * dx + dy * dy, list[j] as number);
          }
        }
      }
      // every listing of the next ring is further than ring × cell side in x or in y, so
      // strictly further than the furthest kept once that is within this bound
      const bound = ring * side;
      if (nearest.furthest() <= bound * bound) return { ids: nearest.found(), complete: ring >= lastRing };
    }
    return { ids: nearest.found(), complete: true };
  }
}

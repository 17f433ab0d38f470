import type { SiteSort } from '@realty/contracts/sites/list-sites';
import type { SiteFilters } from '../sites.repository.ts';
import { wordsFor } from './bitmaps.ts';
import { CatalogueIndex, INDEXED_SORTS, type IndexedListing, type SearchTuning } from './catalogue-index.ts';
import { paiseOf } from './columns.ts';
import { compareInSort, type SortKeys } from './sort-keys.ts';

/**
 * A catalogue index that follows a changing catalogue (docs/decisions/0022-near-real-time-catalogue-index.md),
 * as search engines serving live catalogues do: a **base** {@link CatalogueIndex} built from the
 * whole catalogue at one version, a bitmap of the base listings still **alive** (a listing
 * changed or deleted since is masked out of every count and page), and a small **delta** index
 * of the current rows of every listing changed or inserted since. Changes read from the change
 * log are applied in place ({@link LiveCatalogue.apply}); a background merge later builds a new
 * base. Searches run synchronously between two applies, so each sees one version.
 */

/** A search's page of listing ids in order, and its total counted up to the bound (with whether more match). */
export type LivePage = { ids: number[]; total: number; totalIsLowerBound: boolean };

/** The ids of a page with their sort keys, for merging. */
type Keyed = { id: number; keys: SortKeys };

/** The sort keys of a listing row as loaded for the index ({@link IndexedListing}). */
function keysOfRow(row: IndexedListing): SortKeys {
  return {
    id: row.site_id,
    paise: paiseOf(row.price),
    createdMicros: row.created_micros ?? 0,
    title: row.title,
    pricePerSqft: row.price_per_sqft ?? Number.POSITIVE_INFINITY,
  };
}

/**
 * A catalogue index of just `rows` (any order; each listing once) at `version`, every sort order
 * made with the catalogue's own comparison: the delta of a live catalogue, or the few listings
 * the alert scan checks saved searches against (docs/product/alerts.md "Alerts"), searched with
 * exactly the listing page's filters.
 */
export function catalogueIndexOfRows(version: number, rows: readonly IndexedListing[], tuning: SearchTuning = {}): CatalogueIndex {
  const sorted = [...rows].sort((a, b) => a.site_id - b.site_id);
  const keyed = sorted.map(keysOfRow);
  const orders = {} as Record<(typeof INDEXED_SORTS)[number], number[]>;
  for (const sort of INDEXED_SORTS) orders[sort] = [...keyed].sort((a, b) => compareInSort(sort, a, b)).map((k) => k.id);
  return new CatalogueIndex(version, sorted, orders, tuning);
}

/** Micro-degrees of a coordinate (the stored 6 decimals, exact). */
const micro = (degrees: number): number => Math.round(degrees * 1_000_000);

/**
 * The base index, the alive mask and the delta of one catalogue version.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`", "Freshness")
 */
export class LiveCatalogue {
  /** The catalogue version every change up to which is applied. */
  version: number;
  /** Base listings changed or deleted since the base was built (masked out), by id. */
  private readonly gone = new Set<number>();
  /** The base positions still in force, as a bitmap; undefined while none is gone. */
  private alive: Uint32Array | undefined;
  /** The current rows of the listings changed or inserted since the base was built, by id. */
  private readonly rows = new Map<number, IndexedListing>();
  /** The delta: an index of {@link rows} (undefined when empty), and each of its listings' sort keys. */
  private delta: CatalogueIndex | undefined;
  private readonly deltaKeys = new Map<number, SortKeys>();

  /**
   * @param base the index of the whole catalogue at `base.version`.
   * @param tuning how the delta's index searches (the base's settings).
   */
  constructor(
    readonly base: CatalogueIndex,
    private readonly tuning: SearchTuning = {},
  ) {
    this.version = base.version;
  }

  /** How many listings the delta and the mask hold (changed, inserted or deleted since the base was built). */
  get changedCount(): number {
    return this.gone.size + this.rows.size;
  }

  /** How many listings are searchable now. */
  get size(): number {
    return this.base.size - this.gone.size + this.rows.size;
  }

  /**
   * Applies the changes of the catalogue up to `version`: `changedIds` were inserted, updated or
   * deleted after {@link version}; `rows` are the current rows of those of them that exist
   * (the others were deleted). The base's copies are masked out; the delta is made anew from
   * every row changed since the base was built (it stays small: a merge folds it into a new base).
   * @throws Error when `version` is older than the version already applied.
   */
  apply(version: number, changedIds: readonly number[], rows: readonly IndexedListing[]): void {
    if (version < this.version) throw new Error(`Catalogue changes of version ${version} are older than ${this.version}`);
    const current = new Map(rows.map((row) => [row.site_id, row]));
    for (const id of changedIds) {
      const position = this.base.positionOf(id);
      if (position !== undefined && !this.gone.has(id)) {
        this.gone.add(id);
        if (!this.alive) {
          this.alive = new Uint32Array(wordsFor(this.base.size));
          this.alive.fill(0xffffffff);
          // the bits past the last position stay 0, as in every other bitmap of the index
          const tail = this.base.size & 31;
          if (tail !== 0) this.alive[this.alive.length - 1] = (1 << tail) - 1;
        }
        this.alive[position >>> 5] = (this.alive[position >>> 5] as number) & ~(1 << (position & 31));
      }
      const row = current.get(id);
      if (row) this.rows.set(id, row);
      else this.rows.delete(id);
    }
    if (changedIds.length > 0) this.rebuildDelta();
    this.version = version;
  }

  /** The delta index of {@link rows}, each sort order made with the catalogue's own comparison ({@link compareInSort}). */
  private rebuildDelta(): void {
    this.deltaKeys.clear();
    if (this.rows.size === 0) {
      this.delta = undefined;
      return;
    }
    const rows = [...this.rows.values()].sort((a, b) => a.site_id - b.site_id);
    for (const row of rows) this.deltaKeys.set(row.site_id, keysOfRow(row));
    const keyed = rows.map((row) => this.deltaKeys.get(row.site_id) as SortKeys);
    const orders = {} as Record<(typeof INDEXED_SORTS)[number], number[]>;
    for (const sort of INDEXED_SORTS) orders[sort] = [...keyed].sort((a, b) => compareInSort(sort, a, b)).map((k) => k.id);
    this.delta = new CatalogueIndex(this.version, rows, orders, this.tuning);
  }

  /** Whether listing `siteId` exists at {@link version}. */
  has(siteId: number): boolean {
    return this.rows.has(siteId) || (!this.gone.has(siteId) && this.base.positionOf(siteId) !== undefined);
  }

  /**
   * The page of `limit` listing ids after `offset` matches of `filters` in `sort` order, with the
   * total counted up to `countUpTo` (the contract of {@link CatalogueIndex.search}), over the base
   * listings still alive and the delta together.
   *
   * Only the first `offset + limit` delta matches can be on the page. With d of them, the merged
   * page [offset, offset + limit) holds only base matches of base rank at least s = offset − d
   * (a base match on the page has fewer than `offset + limit` delta matches before it), so the base is
   * asked for its page from s to the merged page's end; the delta matches after the first of
   * those base matches are merged in by their sort keys, and the merged rank of that first base
   * match is s plus the delta matches before it. When the base has fewer than s matches, its last
   * match is taken as the start instead.
   */
  search(filters: SiteFilters, sort: SiteSort | undefined, offset: number, limit: number, countUpTo: number): LivePage {
    const end = offset + limit;
    // only the first `end` delta matches can reach the page (each stands at least at its own delta rank); all are counted
    const fromDelta = this.delta?.search(filters, sort, 0, end, Number.POSITIVE_INFINITY);
    if (!fromDelta || fromDelta.total === 0) return this.base.search(filters, sort, offset, limit, countUpTo, this.alive);
    const delta = fromDelta.ids;
    let start = Math.max(0, offset - delta.length);
    let found = this.base.search(filters, sort, start, end - start, countUpTo, this.alive);
    // (when the base stops before `start`, its count is exact: a lower bound counts past the page's end)
    if (found.ids.length === 0 && start > 0 && found.total > 0) {
      start = found.total - 1;
      found = { ...this.base.search(filters, sort, start, 1, countUpTo, this.alive), total: found.total };
    }
    const base: Keyed[] = found.ids.map((id) => ({ id, keys: this.base.sortKeysAt(this.base.positionOf(id) as number) }));
    const extra: Keyed[] = delta.map((id) => ({ id, keys: this.deltaKeys.get(id) as SortKeys }));
    // the delta matches before the first base match asked for, and the merged rank of that match
    // (none when the base asked from its start, or has no match at all: the merge then starts at rank 0)
    const first = start > 0 ? base[0] : undefined;
    let before = 0;
    if (first) while (before < extra.length && compareInSort(sort, (extra[before] as Keyed).keys, first.keys) < 0) before++;
    const mergedStart = first ? start + before : 0;
    const ids: number[] = [];
    let i = 0;
    let j = before;
    for (let rank = mergedStart; rank < end && (i < base.length || j < extra.length); rank++) {
      const takeBase = j >= extra.length || (i < base.length && compareInSort(sort, (base[i] as Keyed).keys, (extra[j] as Keyed).keys) < 0);
      const next = takeBase ? (base[i++] as Keyed) : (extra[j++] as Keyed);
      if (rank >= offset) ids.push(next.id);
    }
    const count = found.totalIsLowerBound ? countUpTo + 1 : found.total + fromDelta.total;
    return { ids, total: Math.min(count, countUpTo), totalIsLowerBound: count > countUpTo };
  }

  /**
   * The related listings of `siteId` (the contract of {@link CatalogueIndex.relatedOf}) over the
   * base listings still alive and the delta together: its staff picks that still exist, then the
   * same category's listings in the same state, then in other states, each nearest first (exact
   * micro-degree distances, listings without coordinates last, ties by id). Undefined when the
   * listing changed since the base was built (the SQL path answers then).
   */
  relatedOf(siteId: number, limit: number): number[] | undefined {
    if (this.rows.has(siteId) || this.gone.has(siteId)) return undefined;
    const position = this.base.positionOf(siteId);
    if (position === undefined) return undefined;
    const exists = (id: number) => this.has(id);
    const fromBase = this.base.relatedOf(siteId, limit, this.gone, exists);
    if (!fromBase || this.rows.size === 0) return fromBase;
    const here = this.base.placeAt(position);
    const picked = this.base
      .picksAt(position)
      .filter((id) => id !== siteId)
      .slice(0, limit);
    const kept = picked.filter(exists);
    const wanted = limit - kept.length;
    if (wanted <= 0) return kept;
    const excluded = new Set([siteId, ...picked]);
    // every candidate: the base's nearest (already the best of the base) and the delta's listings of the category
    type Candidate = { id: number; otherState: number; distance: number };
    const distanceTo = (point: { lon: number; lat: number } | null): number => {
      if (!here.point || !point) return Number.POSITIVE_INFINITY;
      const dx = point.lon - here.point.lon;
      const dy = point.lat - here.point.lat;
      return dx * dx + dy * dy;
    };
    const candidates: Candidate[] = fromBase.slice(kept.length).map((id) => {
      const place = this.base.placeAt(this.base.positionOf(id) as number);
      return { id, otherState: place.state === here.state ? 0 : 1, distance: distanceTo(place.point) };
    });
    for (const row of this.rows.values()) {
      if (row.category !== here.category || excluded.has(row.site_id)) continue;
      const point = row.x === null || row.y === null ? null : { lon: micro(row.x), lat: micro(row.y) };
      candidates.push({ id: row.site_id, otherState: row.state === here.state ? 0 : 1, distance: distanceTo(point) });
    }
    candidates.sort(
      (a, b) => a.otherState - b.otherState || (a.distance < b.distance ? -1 : a.distance > b.distance ? 1 : 0) || a.id - b.id,
    );
    return [...kept, ...candidates.slice(0, wanted).map((c) => c.id)];
  }

  /**
   * About how many bytes the live catalogue holds: the base ({@link CatalogueIndex.approximateBytes}),
   * the delta index and the alive bitmap.
   */
  approximateBytes(): number {
    return this.base.approximateBytes() + (this.delta?.approximateBytes() ?? 0) + (this.alive?.byteLength ?? 0);
  }
}

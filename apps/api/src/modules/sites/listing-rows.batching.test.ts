import type { Database } from '@realty/db/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteRow } from './sites.repository.ts';

/**
 * The shared reads of listing rows and the catalogue version
 * (docs/decisions/0018-rows-per-catalogue-version.md): requests waiting at the same time share a
 * query, and none is ever answered by a query that started before it asked. The repository is
 * replaced by reads this test finishes by hand, so the order of events is exact.
 */

type Pending = { ids: number[] | undefined; finish: (version: number) => void; fail: (error: Error) => void };
const pending: Pending[] = [];
/** The listings as stored: title and the catalogue version of their last change. */
let stored = new Map<number, { title: string; version: number }>();

vi.mock('./sites.repository.ts', () => {
  const wait = (ids: number[] | undefined) =>
    new Promise<number>((resolve, reject) => {
      pending.push({ ids, finish: resolve, fail: reject });
    });
  return {
    findCatalogueVersion: async () => wait(undefined),
    findSiteRowsWithVersion: async (_db: Database, ids: number[]) => {
      // like a query's snapshot: the rows as they are when the read starts
      const rows = ids
        .filter((id) => stored.has(id))
        .map((id) => ({ siteId: id, title: stored.get(id)?.title, catalogueVersion: stored.get(id)?.version }) as SiteRow);
      const version = await wait(ids);
      return { rows, version };
    },
  };
});

const { currentCatalogueVersion, readSiteRows, catalogueReadCounts, configureKeptSiteRows, forgetKeptSiteRows, MAX_KEPT_SITE_ROWS } =
  await import('./listing-rows.ts');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const titles = (entries: { row: { title: string } }[] | undefined) => entries?.map((e) => e.row.title);

beforeEach(() => {
  pending.length = 0;
  stored = new Map([
    [1, { title: 'Sigra Heights', version: 1 }],
    [2, { title: 'Lanka Enclave', version: 1 }],
    [3, { title: 'Civil Lines Residency', version: 2 }],
  ]);
});

describe('shared reads of the catalogue', () => {
  it('serve everyone who arrived while a read was on its way with one read that starts after them', async () => {
    const db = {} as Database;
    const first = readSiteRows(db, [1], 3);
    await settle();
    expect(pending.map((p) => p.ids)).toEqual([[1]]);
    // these arrive while the first read is on its way: they must not get its answer
    const second = readSiteRows(db, [2], 3);
    const third = readSiteRows(db, [3, 1], 3);
    const version = currentCatalogueVersion(db);
    await settle();
    expect(pending).toHaveLength(1);
    pending[0]?.finish(3);
    expect(titles(await first)).toEqual(['Sigra Heights']);
    await settle();
    // one read for the three who waited, with all their ids
    expect(pending).toHaveLength(2);
    expect(new Set(pending[1]?.ids)).toEqual(new Set([1, 2, 3]));
    pending[1]?.finish(3);
    expect(titles(await second)).toEqual(['Lanka Enclave']);
    expect(titles(await third)).toEqual(['Civil Lines Residency', 'Sigra Heights']);
    expect(await version).toBe(3);
  });

  it('answer nothing when a row changed after the version asked for, or is gone, or the read is older than it', async () => {
    const db = {} as Database;
    stored.set(1, { title: 'Sigra Heights Phase 2', version: 5 });
    const changed = readSiteRows(db, [2, 1], 4);
    await settle();
    pending[0]?.finish(5);
    expect(await changed).toBeUndefined();
    stored.delete(2);
    const gone = readSiteRows(db, [3, 2], 5);
    await settle();
    pending[1]?.finish(5);
    expect(await gone).toBeUndefined();
    const older = readSiteRows(db, [3], 6);
    await settle();
    pending[2]?.finish(5);
    expect(await older).toBeUndefined();
  });

  /** Reads `ids` of `db` for version `asked` and finishes that read at `version` (the read must be the only one pending). */
  async function readAt(db: Database, ids: number[], asked: number, version = asked) {
    const read = readSiteRows(db, ids, asked);
    await settle();
    pending[pending.length - 1]?.finish(version);
    return read;
  }

  it('keep a row from its second read for the index version, and answer it from memory after without a query', async () => {
    const db = {} as Database;
    forgetKeptSiteRows(db, 'all', 3);
    await readAt(db, [1, 2], 3);
    // read once: not kept, so asked for again
    const second = readSiteRows(db, [2, 1], 3);
    await settle();
    expect(pending[1]?.ids).toEqual([2, 1]);
    pending[1]?.finish(3);
    const kept = await second;
    const reads = catalogueReadCounts();
    const again = await readSiteRows(db, [1, 2], 3);
    expect(pending).toHaveLength(2);
    expect(again?.[0]).toBe(kept?.[1]);
    expect(catalogueReadCounts().rowsKept - reads.rowsKept).toBe(2);
    // not for another version
    const other = readSiteRows(db, [1], 4);
    await settle();
    expect(pending).toHaveLength(3);
    pending[2]?.finish(4);
    expect(titles(await other)).toEqual(['Sigra Heights']);
  });

  it('forget the kept rows of listings a refresh applied changes to, and keep the others for the new version', async () => {
    const db = {} as Database;
    forgetKeptSiteRows(db, 'all', 3);
    await readAt(db, [1, 2, 3], 3);
    await readAt(db, [1, 2, 3], 3);
    stored.set(2, { title: 'Lanka Enclave II', version: 4 });
    forgetKeptSiteRows(db, [2], 4);
    const later = readSiteRows(db, [3, 2, 1], 4);
    await settle();
    // 1 and 3 are unchanged since they were kept: only 2 is read
    expect(pending[2]?.ids).toEqual([2]);
    pending[2]?.finish(4);
    expect(titles(await later)).toEqual(['Civil Lines Residency', 'Lanka Enclave II', 'Sigra Heights']);
  });

  it('never keep a row read at a snapshot older than the index, nor one newer than it', async () => {
    const db = {} as Database;
    forgetKeptSiteRows(db, 'all', 4);
    // a read for an older search (version 3) whose snapshot is older than the index's version
    await readAt(db, [1], 3);
    await readAt(db, [1], 3);
    stored.set(2, { title: 'Lanka Enclave II', version: 6 });
    await readAt(db, [2], 6, 6);
    await readAt(db, [2], 6, 6);
    const again = readSiteRows(db, [1, 2], 4);
    await settle();
    expect(pending[4]?.ids).toEqual([1, 2]);
    pending[4]?.finish(6);
    expect(await again).toBeUndefined();
  });

  it('keep no row when configured to keep none, and at most the configured number otherwise', async () => {
    configureKeptSiteRows(0);
    try {
      const db = {} as Database;
      forgetKeptSiteRows(db, 'all', 3);
      await readAt(db, [1, 2], 3);
      await readAt(db, [1, 2], 3);
      const again = readSiteRows(db, [1, 2], 3);
      await settle();
      expect(pending[2]?.ids).toEqual([1, 2]);
      pending[2]?.finish(3);
      expect(titles(await again)).toEqual(['Sigra Heights', 'Lanka Enclave']);

      configureKeptSiteRows(2);
      const other = {} as Database;
      forgetKeptSiteRows(other, 'all', 4);
      await readAt(other, [1, 2, 3], 4);
      await readAt(other, [1, 2, 3], 4);
      // the oldest (1) made room for 3: 2 and 3 are kept, 1 is read again
      const later = readSiteRows(other, [1, 2, 3], 4);
      await settle();
      expect(pending[5]?.ids).toEqual([1]);
      pending[5]?.finish(4);
      expect((await later)?.map((e) => e.row.siteId)).toEqual([1, 2, 3]);
    } finally {
      configureKeptSiteRows(MAX_KEPT_SITE_ROWS);
    }
  });

  it('pass a failed read on to everyone it served, and start afresh for the next caller', async () => {
    const db = {} as Database;
    const first = readSiteRows(db, [1], 5);
    await settle();
    const waiting = readSiteRows(db, [2], 5);
    pending[0]?.finish(5);
    await first;
    await settle();
    pending[1]?.fail(new Error('Connection terminated unexpectedly'));
    await expect(waiting).rejects.toThrow('Connection terminated unexpectedly');
    const next = readSiteRows(db, [2], 5);
    await settle();
    expect(pending).toHaveLength(3);
    pending[2]?.finish(5);
    expect(titles(await next)).toEqual(['Lanka Enclave']);
  });
});

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
let stored = new Map<number, string>();

vi.mock('./sites.repository.ts', () => {
  const wait = (ids: number[] | undefined) =>
    new Promise<number>((resolve, reject) => {
      pending.push({ ids, finish: resolve, fail: reject });
    });
  return {
    findCatalogueVersion: async () => wait(undefined),
    findSiteRowsWithVersion: async (_db: Database, ids: number[]) => {
      // like a query's snapshot: the rows as they are when the read starts
      const rows = ids.filter((id) => stored.has(id)).map((id) => ({ siteId: id, title: stored.get(id) }) as SiteRow);
      const version = await wait(ids);
      return { rows, version };
    },
  };
});

const { currentCatalogueVersion, readSiteRows, catalogueReadCounts, configureKeptSiteRows, MAX_KEPT_SITE_ROWS } = await import(
  './listing-rows.ts'
);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  pending.length = 0;
  stored = new Map([
    [1, 'Sigra Heights'],
    [2, 'Lanka Enclave'],
    [3, 'Civil Lines Residency'],
  ]);
});

describe('shared reads of the catalogue', () => {
  it('serve everyone who arrived while a read was on its way with one read that starts after them', async () => {
    const db = {} as Database;
    const first = readSiteRows(db, [1]);
    await settle();
    expect(pending.map((p) => p.ids)).toEqual([[1]]);
    // these arrive while the first read is on its way: they must not get its answer
    const second = readSiteRows(db, [2]);
    const third = readSiteRows(db, [3, 1]);
    const version = currentCatalogueVersion(db);
    await settle();
    expect(pending).toHaveLength(1);
    // the catalogue changes before the first read answers
    stored.set(1, 'Sigra Heights Phase 2');
    pending[0]?.finish(7);
    expect((await first).entries?.map((e) => e.row.title)).toEqual(['Sigra Heights']);
    await settle();
    // one read for the three who waited, with all their ids
    expect(pending).toHaveLength(2);
    expect(new Set(pending[1]?.ids)).toEqual(new Set([1, 2, 3]));
    pending[1]?.finish(8);
    expect((await second).entries?.map((e) => e.row.title)).toEqual(['Lanka Enclave']);
    expect(await third).toMatchObject({ version: 8 });
    expect((await third).entries?.map((e) => e.row.title)).toEqual(['Civil Lines Residency', 'Sigra Heights Phase 2']);
    expect(await version).toBe(8);
  });

  /** Reads `ids` of `db` and finishes that read at `version` (the read must be the only one pending). */
  async function readAt(db: Database, ids: number[], version: number) {
    const read = readSiteRows(db, ids);
    await settle();
    pending[pending.length - 1]?.finish(version);
    return read;
  }

  it('keep a row from its second read at a version, and answer it from memory after, with a read of the version alone', async () => {
    const db = {} as Database;
    await readAt(db, [1, 2], 3);
    // read once: not kept, so asked for again
    const second = readSiteRows(db, [2, 1]);
    await settle();
    expect(pending[1]?.ids).toEqual([2, 1]);
    pending[1]?.finish(3);
    const kept = await second;
    const reads = catalogueReadCounts();
    const again = readSiteRows(db, [1, 2]);
    await settle();
    expect(pending[2]?.ids).toEqual(undefined);
    pending[2]?.finish(3);
    const answer = await again;
    expect(answer.entries?.[0]).toBe(kept.entries?.[1]);
    expect(catalogueReadCounts().rowsKept - reads.rowsKept).toBe(2);
  });

  it('keep no row when configured to keep none, and at most the configured number otherwise', async () => {
    configureKeptSiteRows(0);
    try {
      const db = {} as Database;
      await readAt(db, [1, 2], 3);
      await readAt(db, [1, 2], 3);
      const again = readSiteRows(db, [1, 2]);
      await settle();
      expect(pending[2]?.ids).toEqual([1, 2]);
      pending[2]?.finish(3);
      expect((await again).entries?.map((e) => e.row.title)).toEqual(['Sigra Heights', 'Lanka Enclave']);

      configureKeptSiteRows(2);
      const other = {} as Database;
      await readAt(other, [1, 2, 3], 4);
      await readAt(other, [1, 2, 3], 4);
      // the oldest (1) made room for 3: 2 and 3 are kept, 1 is read again
      const later = readSiteRows(other, [1, 2, 3]);
      await settle();
      expect(pending[5]?.ids).toEqual([1]);
      pending[5]?.finish(4);
      expect((await later).entries?.map((e) => e.row.siteId)).toEqual([1, 2, 3]);
    } finally {
      configureKeptSiteRows(MAX_KEPT_SITE_ROWS);
    }
  });

  it('read every row again once the version moved on, and say when a listing is gone', async () => {
    const db = {} as Database;
    await readAt(db, [1, 2], 3);
    await readAt(db, [1, 2], 3);
    stored.set(2, 'Lanka Enclave II');
    stored.delete(1);
    // asks for 3 (not kept) and learns of version 4: the kept 1 and 2 are of version 3, so every row is read again
    const later = readSiteRows(db, [3, 2]);
    await settle();
    expect(pending[2]?.ids).toEqual([3]);
    pending[2]?.finish(4);
    await settle();
    expect(pending[3]?.ids).toEqual([3, 2]);
    pending[3]?.finish(4);
    expect((await later).entries?.map((e) => e.row.title)).toEqual(['Civil Lines Residency', 'Lanka Enclave II']);
    const gone = readSiteRows(db, [1]);
    await settle();
    pending[4]?.finish(4);
    expect(await gone).toEqual({ entries: undefined, version: 4 });
  });

  it('pass a failed read on to everyone it served, and start afresh for the next caller', async () => {
    const db = {} as Database;
    const first = readSiteRows(db, [1]);
    await settle();
    const waiting = readSiteRows(db, [2]);
    pending[0]?.finish(5);
    await first;
    await settle();
    pending[1]?.fail(new Error('Connection terminated unexpectedly'));
    await expect(waiting).rejects.toThrow('Connection terminated unexpectedly');
    const next = readSiteRows(db, [2]);
    await settle();
    expect(pending).toHaveLength(3);
    pending[2]?.finish(5);
    expect((await next).entries?.map((e) => e.row.title)).toEqual(['Lanka Enclave']);
  });
});

import type { Database } from '@realty/db/client';
import { describe, expect, it, vi } from 'vitest';
import { createReads, isUnreachable, REPLICA_RETRY_MS } from './reads.ts';

const primary = { name: 'primary' } as unknown as Database;
const replica = { name: 'replica' } as unknown as Database;
const nameOf = async (db: Database) => (db as unknown as { name: string }).name;

describe('public reads and the read replica (docs/deploying.md, "Read replica")', () => {
  it('runs on the primary when there is no replica', async () => {
    const reads = createReads(primary, undefined, { warn: vi.fn() });
    expect(reads.hasReplica).toBe(false);
    expect(await reads.run(nameOf)).toBe('primary');
  });

  it('runs on the replica while it answers', async () => {
    const reads = createReads(primary, replica, { warn: vi.fn() });
    expect(await reads.run(nameOf)).toBe('replica');
  });

  it('falls back to the primary with a warning when the replica cannot be reached, and tries it again 10 s later', async () => {
    const warn = vi.fn();
    let clock = 1_000;
    const reads = createReads(primary, replica, { warn }, () => clock);
    let replicaDown = true;
    const work = async (db: Database) => {
      if (db === replica && replicaDown) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
      return nameOf(db);
    };
    expect(await reads.run(work)).toBe('primary');
    expect(warn).toHaveBeenCalledTimes(1);
    replicaDown = false;
    clock += REPLICA_RETRY_MS - 1;
    expect(await reads.run(work)).toBe('primary');
    clock += 2;
    expect(await reads.run(work)).toBe('replica');
  });

  it('passes on errors that are not about reaching the replica', async () => {
    const reads = createReads(primary, replica, { warn: vi.fn() });
    const notFound = Object.assign(new Error('Property not found.'), { statusCode: 404 });
    await expect(reads.run(async () => Promise.reject(notFound))).rejects.toBe(notFound);
  });

  it('tells connection failures from query errors', () => {
    expect(isUnreachable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isUnreachable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnreachable(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: '08006' }) }))).toBe(true);
    expect(isUnreachable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isUnreachable(new Error('Property not found.'))).toBe(false);
  });
});

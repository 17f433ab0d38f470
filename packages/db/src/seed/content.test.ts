import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../client.ts';
import { blogs, teams } from '../schema.ts';
import { seedContent } from './content.ts';

const NOW = new Date('2026-11-20T06:00:00Z');
const DAY = 86_400_000;
let handle: DatabaseHandle;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'content-seed-'));
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(handle);
  await seedContent(handle.db, { uploadsDir }, NOW);
});
afterAll(async () => {
  await handle?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('seedContent', () => {
  it('loads at least eight Active posts spread around now, and one Hidden post', async () => {
    const rows = await handle.db.select().from(blogs);
    const active = rows.filter((r) => r.status === 'Active');
    expect(active.length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => r.status === 'Hidden')).toHaveLength(1);
    const ages = active.map((r) => (NOW.getTime() - new Date(r.createdAt).getTime()) / DAY);
    expect(ages.filter((a) => a <= 28).length).toBeGreaterThanOrEqual(3);
    expect(ages.filter((a) => a > 31).length).toBeGreaterThanOrEqual(3);
    for (const row of active) {
      // several paragraphs with headings and lists: a real article, not a stub
      expect((row.description.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(2);
      expect((row.description.match(/<(p|h2|li)>/g) ?? []).length).toBeGreaterThanOrEqual(8);
      expect(row.excerpt.length).toBeGreaterThan(20);
    }
  });

  it('writes each cover as WebP at 1600, 960 and 480 pixels', async () => {
    const rows = await handle.db.select().from(blogs);
    for (const row of rows) {
      const base = join(uploadsDir, row.image);
      expect(existsSync(base)).toBe(true);
      expect(existsSync(base.replace(/\.webp$/, '-w960.webp'))).toBe(true);
      expect(existsSync(base.replace(/\.webp$/, '-w480.webp'))).toBe(true);
    }
  });

  it('loads a team of at least five in order, each with a generated portrait', async () => {
    const rows = await handle.db.select().from(teams).orderBy(teams.sortOrder);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows[0]?.designation).toBe('Founder & Managing Director');
    for (const row of rows) expect(existsSync(join(uploadsDir, row.profileImage))).toBe(true);
  });

  it('adds nothing when run again', async () => {
    const before = (await handle.db.select().from(blogs)).length;
    await seedContent(handle.db, { uploadsDir }, NOW);
    expect(await handle.db.select().from(blogs)).toHaveLength(before);
  });
});

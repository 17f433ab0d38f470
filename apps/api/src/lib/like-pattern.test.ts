import { type DatabaseHandle, openDatabase } from '@realty/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like-pattern.ts';

describe('escapeLike', () => {
  it('puts a backslash before every backslash, percent sign and underscore, and nothing else', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('plot_12')).toBe('plot\\_12');
    expect(escapeLike('C:\\temp')).toBe('C:\\\\temp');
    expect(escapeLike('%_\\')).toBe('\\%\\_\\\\');
    expect(escapeLike('Sarnath Greens, Phase 2 (A-block) [new] *')).toBe('Sarnath Greens, Phase 2 (A-block) [new] *');
    expect(escapeLike('')).toBe('');
  });
});

describe('containsPattern', () => {
  it('wraps the escaped text in percent signs', () => {
    expect(containsPattern('ghat')).toBe('%ghat%');
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(containsPattern('')).toBe('%%');
  });
});

describe('on the database (PGlite, or TEST_DATABASE_URL with TEST_DB=postgres)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    const databaseUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    handle = await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 1 });
  });
  afterAll(async () => handle?.close());

  async function matches(value: string, typed: string): Promise<boolean> {
    const result = await handle.db.execute(sql`select (${value}::text ilike ${containsPattern(typed)}) as hit`);
    return (result as unknown as { rows: { hit: boolean }[] }).rows[0]?.hit === true;
  }

  it.each([
    ['Lanka Apartments 100%', '100%', true],
    ['Lanka Apartments 1000', '100%', false],
    ['plot_12 Vihar', 'PLOT_12', true],
    ['plotA12 Vihar', 'plot_12', false],
    ['C:\\Brochures', 'c:\\b', true],
    ['C:Brochures', 'c:\\b', false],
    ['Assi Ghat Villas', 'ghat', true],
    ['Assi Ghat Villas', '%', false],
    ['Assi Ghat Villas', '_', false],
  ])('%j contains %j: %s', async (value, typed, expected) => {
    expect(await matches(value, typed)).toBe(expected);
  });
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// `npm run alerts:digest -- --at …` (docs/product/alerts.md, "The daily digest"): the command an
// operator or a test runs, on a fresh embedded database.

const run = promisify(execFile);
const CLI = join(import.meta.dirname, '../../../cli/alerts-digest.ts');

describe('npm run alerts:digest', { timeout: 120_000 }, () => {
  it('runs the digest as of --at and prints what it sent; a moment without a zone is refused in words', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'alerts-digest-'));
    const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: '', SEED_DEMO: 'never' };
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', CLI, '--at', '2026-12-01T09:00+05:30'], { env });
      expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')).toMatchObject({ at: '2026-12-01T03:30:00.000Z', items: 0, sms: 0 });
      const refused = await run(process.execPath, ['--import', 'tsx', CLI, '--at', '2026-12-01 09:00'], { env }).catch((error) => error);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('--at must be a date and time with its zone, such as 2026-12-01T09:00+05:30');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

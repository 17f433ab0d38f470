import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const probe = fileURLToPath(new URL('../../../test/fixtures/pii-log-probe.ts', import.meta.url));

describe('Aadhaar and PAN never reach the logs', () => {
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'a full sign-up with request logging at trace level writes neither number anywhere',
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'realty-logs-'));
      const aadhaar = '567890123458';
      const pan = 'PQRST6789K';
      try {
        const run = spawnSync(process.execPath, ['--import', 'tsx', probe], {
          env: { ...process.env, DATA_DIR: dataDir, PROBE_AADHAAR: aadhaar, PROBE_PAN: pan, NODE_ENV: 'development' },
          encoding: 'utf8',
          timeout: 120_000,
        });
        const output = `${run.stdout}\n${run.stderr}`;
        expect(output, output.slice(-2000)).toContain('PROBE DONE 201');
        expect(output).toContain('incoming request'); // the logger really was on
        expect(output).toContain('/api/associate/sign-up');
        expect(output).not.toContain(aadhaar);
        expect(output).not.toContain(aadhaar.slice(0, 8));
        expect(output).not.toContain(pan);
        expect(output).not.toContain(pan.toLowerCase());
        // nor the outbox or the secrets file
        expect(readFileSync(join(dataDir, 'sms-outbox.jsonl'), 'utf8')).not.toContain(aadhaar);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    150_000,
  );
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSecretLogKey } from '../../plugins/error-handler.ts';

// docs/product/payouts-bank-details.md, "Never logged".
const probe = fileURLToPath(new URL('../../../test/fixtures/bank-account-log-probe.ts', import.meta.url));

describe('the bank account number never reaches the logs', () => {
  it('redacts values under every spelling of the account number’s field, and leaves other account fields readable', () => {
    for (const key of ['account_number', 'accountNumber', 'account_number_enc', 'accountNumberEnc', 'AccountNo', 'acc_no']) {
      expect(isSecretLogKey(key), key).toBe(true);
    }
    for (const key of ['account_id', 'accountKind', 'number', 'ifsc', 'holder_name']) expect(isSecretLogKey(key), key).toBe(false);
  });

  it.skipIf(process.env.TEST_DB === 'postgres')(
    'saving an account, and sending it wrong in several ways, with request logging at trace level writes the number nowhere',
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'realty-bank-logs-'));
      const accountNumber = '918273645501928';
      try {
        const run = spawnSync(process.execPath, ['--import', 'tsx', probe], {
          env: { ...process.env, DATA_DIR: dataDir, PROBE_ACCOUNT_NUMBER: accountNumber, NODE_ENV: 'development' },
          encoding: 'utf8',
          timeout: 120_000,
        });
        const output = `${run.stdout}\n${run.stderr}`;
        expect(output, output.slice(-2000)).toContain('PROBE DONE 200');
        expect(output).toContain('incoming request'); // the logger really was on
        expect(output).toContain('/api/associate/bank-account');
        expect(output).not.toContain(accountNumber);
        expect(output).not.toContain(accountNumber.slice(0, 8));
        // nor the SMS outbox
        expect(readFileSync(join(dataDir, 'sms-outbox.jsonl'), 'utf8')).not.toContain(accountNumber.slice(0, 8));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    150_000,
  );
});

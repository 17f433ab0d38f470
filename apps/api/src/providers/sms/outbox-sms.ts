import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ProviderLogger, SmsProvider } from './sms-provider.ts';

/**
 * Development and test SMS provider: appends `{"to","body","at"}` (ISO time) as one JSON line
 * to `path` and logs it, so a developer or a test reads the OTP back like a phone would.
 */
export function createOutboxSmsProvider(path: string, log: ProviderLogger): SmsProvider {
  let ready: Promise<unknown> | undefined;
  return {
    name: 'outbox',
    async send({ to, body }) {
      ready ??= mkdir(dirname(path), { recursive: true });
      await ready;
      const line = JSON.stringify({ to, body, at: new Date().toISOString() });
      await appendFile(path, `${line}\n`, 'utf8');
      log.info({ sms: { to, body } }, 'SMS written to the outbox');
    },
  };
}

import { join } from 'node:path';
import type { Env } from '../../config/env.ts';

/** One text message: `to` is a 10-digit Indian mobile (sent as +91…), `body` the text. */
export type SmsMessage = { to: string; body: string };

/** Something that delivers SMS (ARCHITECTURE.md, "Swappable providers"). `send` rejects when delivery failed. */
export type SmsProvider = { name: string; send: (message: SmsMessage) => Promise<void> };

/** Where the outbox provider writes: SMS_OUTBOX_PATH, else DATA_DIR/sms-outbox.jsonl. */
export function smsOutboxPath(env: Pick<Env, 'SMS_OUTBOX_PATH' | 'DATA_DIR'>): string {
  return env.SMS_OUTBOX_PATH ?? join(env.DATA_DIR, 'sms-outbox.jsonl');
}

/** Minimal logger the providers write to. */
export type ProviderLogger = { info: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };

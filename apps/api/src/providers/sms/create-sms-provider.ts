import type { Env } from '../../config/env.ts';
import { createOutboxSmsProvider } from './outbox-sms.ts';
import { type ProviderLogger, type SmsProvider, smsOutboxPath } from './sms-provider.ts';
import { createTwilioSmsProvider } from './twilio-sms.ts';

/**
 * The SMS provider chosen by SMS_PROVIDER: `outbox` (default; no real SMS, one JSON line per
 * message in {@link smsOutboxPath}) or `twilio` (HTTPS to TWILIO_BASE_URL).
 */
export function createSmsProvider(env: Env, log: ProviderLogger): SmsProvider {
  if (env.SMS_PROVIDER === 'twilio') {
    return createTwilioSmsProvider({
      baseUrl: env.TWILIO_BASE_URL,
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      from: env.TWILIO_FROM ?? '',
    });
  }
  return createOutboxSmsProvider(smsOutboxPath(env), log);
}

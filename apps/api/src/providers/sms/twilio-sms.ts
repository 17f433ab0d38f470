import type { SmsProvider } from './sms-provider.ts';

/** Twilio account settings; `baseUrl` is https://api.twilio.com in production (a local fake in tests). */
export type TwilioSettings = { baseUrl: string; accountSid: string; authToken: string; from: string; timeoutMs?: number };

/**
 * Sends SMS through Twilio's Messages API over HTTPS (`POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded, basic auth). Indian numbers get the +91 prefix. The message body is never logged.
 * @throws Error 'SMS gateway answered {status}' when Twilio refuses the message, or on a timeout (10 s).
 */
export function createTwilioSmsProvider(settings: TwilioSettings): SmsProvider {
  const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`, settings.baseUrl);
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send({ to, body }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: to.startsWith('+') ? to : `+91${to}`, From: settings.from, Body: body }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`SMS gateway answered ${response.status}`);
      }
      await response.body?.cancel();
    },
  };
}

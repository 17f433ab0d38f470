import { Bell, BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type PushAccount, type PushState, pushState, pushToken, savePushSubscription, turnOnPushNotifications } from '../../lib/push.ts';
import { usePushTexts } from './texts.ts';

/** Props of {@link PushAlertsSwitch}. */
export type PushAlertsSwitchProps = {
  /** Whose alerts: an associate's lead offers ('Offer alerts') or a customer's visit updates ('Visit updates'). */
  account: PushAccount;
  /** Extra classes of the panel. */
  className?: string;
};

type Shown = PushState | 'turningOn' | 'failed';

/**
 * The dashboards' notification switch (docs/product/accounts.md, "Web Push"): says what the alerts
 * are for ("Offer alerts" for an associate's lead offers, "Visit updates" for a customer's
 * visits) and asks the browser for permission only when the person presses "Turn on …" — never
 * on arrival. Once on, the subscription is saved for the signed-in account (and saved again on
 * each visit, as it is renewed); a refusal is remembered and explained (allow notifications in the
 * browser's settings, then "Try again"), never asked about on its own. Texts in the page's
 * language (docs/product/seo.md, "Hindi").
 */
export function PushAlertsSwitch({ account, className = '' }: PushAlertsSwitchProps) {
  const t = usePushTexts();
  const [shown, setShown] = useState<Shown | undefined>(undefined);

  useEffect(() => {
    const state = pushState();
    setShown(state);
    const token = pushToken();
    // already allowed: keep this account's copy of the (renewed) subscription current, asking nothing
    if (state === 'on' && token) savePushSubscription(account, token).catch(() => undefined);
  }, [account]);

  async function turnOn() {
    setShown('turningOn');
    const result = await turnOnPushNotifications();
    if (result.state !== 'on') {
      setShown(result.state);
      return;
    }
    try {
      await savePushSubscription(account, result.token);
      setShown('on');
    } catch {
      setShown('failed');
    }
  }

  if (shown === undefined || shown === 'unsupported') return null;
  const Icon = shown === 'on' ? BellRing : shown === 'refused' ? BellOff : Bell;
  return (
    <section
      aria-labelledby={`push-${account}-title`}
      className={`flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <h2 id={`push-${account}-title`} className="font-semibold text-slate-900">
            {t(`${account}.title`)}
          </h2>
          <p className="text-sm text-slate-600">{t(`${account}.text`)}</p>
          <p role="status" className="mt-1 text-sm font-medium text-slate-800 empty:hidden">
            {shown === 'on' ? t('state.on') : shown === 'refused' ? t('state.refused') : shown === 'failed' ? t('state.failed') : ''}
          </p>
        </div>
      </div>
      {shown === 'on' ? null : (
        <button type="button" className="btn-primary shrink-0" onClick={turnOn} disabled={shown === 'turningOn'}>
          {shown === 'turningOn'
            ? t('state.turningOn')
            : shown === 'refused' || shown === 'failed'
              ? t('state.tryAgain')
              : t(`${account}.turnOn`)}
        </button>
      )}
    </section>
  );
}

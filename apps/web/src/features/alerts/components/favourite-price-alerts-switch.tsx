import { TrendingDown } from 'lucide-react';
import { toast } from 'sonner';
import { ToggleSwitch } from '../../../components/ui/toggle-switch.tsx';
import { useAlertSettings, useUpdateAlertSettings } from '../api/alerts-api.ts';
import { useAlertTexts } from '../texts.ts';

/**
 * The customer dashboard's "Price drops of favourites" setting (docs/product/alerts.md, "Price
 * drops of favourites"): a switch (`role="switch"`, a button: Space and Enter toggle it, its state
 * read out as on/off) that turns the price-drop alerts of the customer's favourites on or off
 * through `PATCH /api/user/alert-settings`, saying the outcome in a toast. On by default; hidden
 * while the setting loads; a failure to load says so in words.
 */
export function FavouritePriceAlertsSwitch() {
  const t = useAlertTexts();
  const settings = useAlertSettings();
  const update = useUpdateAlertSettings();
  const on = settings.data?.data.favourite_price_alerts;

  async function toggle() {
    if (on === undefined) return;
    try {
      const answer = await update.mutateAsync(!on);
      toast.success(answer.data.favourite_price_alerts ? t('switch.turnedOn') : t('switch.turnedOff'));
    } catch {
      toast.error(t('switch.failed'));
    }
  }

  if (settings.isPending) return null;
  return (
    <section
      aria-labelledby="favourite-price-alerts-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <TrendingDown aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <h2 id="favourite-price-alerts-title" className="font-semibold text-slate-900">
            {t('switch.title')}
          </h2>
          <p className="text-sm text-slate-600">{on === undefined ? t('switch.loadError') : t('switch.text')}</p>
        </div>
      </div>
      {on === undefined ? null : (
        <div className="flex shrink-0 items-center gap-3 pl-8 sm:pl-0">
          <span aria-hidden="true" className="text-sm font-medium text-slate-800">
            {on ? t('switch.on') : t('switch.off')}
          </span>
          <ToggleSwitch on={on} label={t('switch.label')} disabled={update.isPending} onToggle={() => void toggle()} />
        </div>
      )}
    </section>
  );
}

/** What a {@link ToggleSwitch} is told: its state, what it is named by, whether it waits, and what a toggle does. */
export type ToggleSwitchProps = {
  on: boolean;
  onToggle: () => void;
  disabled?: boolean;
  /** Its accessible name: the id of the element naming it, or a label of its own. */
  labelledBy?: string;
  label?: string;
  /** Extra data attributes (`data-purpose`, …) for the page's scripts and tests. */
  data?: Record<`data-${string}`, string>;
};

/**
 * An on/off switch (`role="switch"`: a button, so Space and Enter toggle it and its state is read
 * out as on or off): a 48 × 28 px track, brand green when on, slate when off, with a visible focus
 * ring; dimmed while `disabled` (a change under way). The settings of the dashboards use it
 * (docs/product/alerts.md, "Price drops of favourites"; docs/product/privacy.md, "Consents").
 */
export function ToggleSwitch({ on, onToggle, disabled, labelledBy, label, data }: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      disabled={disabled}
      onClick={onToggle}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ${on ? 'bg-brand-700' : 'bg-slate-400'}`}
      {...data}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-6 rounded-full bg-white shadow transition ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}

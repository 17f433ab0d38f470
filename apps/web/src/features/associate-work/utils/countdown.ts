/**
 * The time left on an offer (docs/product/pipeline.md, "Matching": an associate accepts or
 * declines within `LEAD_ACCEPT_SECONDS`, 7,200 seconds by default).
 */

/** What a countdown shows: the clock text, its unit and whether time is up. */
export type CountdownText = {
  /** "mm:ss" under an hour ("42:05"), "hh:mm" from an hour up ("01:59"); "00:00" once expired. */
  clock: string;
  /** 'min' for mm:ss, 'h' for hh:mm: says which of the two the clock shows. */
  unit: 'min' | 'h';
  /** The same time in words for screen readers: "1 hour 59 minutes", "42 minutes 5 seconds". */
  spoken: string;
  isExpired: boolean;
};

const two = (n: number) => String(n).padStart(2, '0');

/** A unit of time the spoken countdown names. */
export type CountdownUnit = 'hour' | 'minute' | 'second';

/** Says `count` of `unit` in words ("1 hour", "59 minutes"): English by default; the screen passes its language's words. */
export type SpellCount = (unit: CountdownUnit, count: number) => string;

const spellInEnglish: SpellCount = (unit, count) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The countdown for `remainingMs` milliseconds left: under an hour as minutes and seconds
 * ("42:05", unit 'min'), from an hour up as hours and minutes ("01:59", unit 'h'); seconds are
 * rounded up, so the clock reads "00:01" until the very end, then "00:00" and `isExpired`.
 *
 * @param remainingMs Milliseconds until the deadline (0 or less means expired).
 * @param spell Words of each part of `spoken` (default English: "1 hour 59 minutes").
 */
export function countdownText(remainingMs: number, spell: SpellCount = spellInEnglish): CountdownText {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  if (seconds <= 0) return { clock: '00:00', unit: 'min', spoken: 'expired', isExpired: true };
  if (seconds < 3600) {
    const m = Math.floor(seconds / 60);
    const s = seconds % 60;
    const spoken = [m ? spell('minute', m) : '', s ? spell('second', s) : ''].filter(Boolean).join(' ');
    return { clock: `${two(m)}:${two(s)}`, unit: 'min', spoken, isExpired: false };
  }
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const spoken = [spell('hour', h), m ? spell('minute', m) : ''].filter(Boolean).join(' ');
  return { clock: `${two(h)}:${two(m)}`, unit: 'h', spoken, isExpired: false };
}

import { formatDate } from '@realty/contracts/common/dates';
import type { Language } from '../../../lib/i18n/i18n.ts';

/**
 * Times of site visits (docs/product/pipeline.md, "Site visits") are shown and chosen in India
 * time (IST, UTC+05:30) wherever the visitor's device is, since the visits happen in Uttar Pradesh.
 */

/** The time zone every visit time is shown in. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** India's offset from UTC, as ISO 8601 writes it. */
export const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

const formatOptions: Intl.DateTimeFormatOptions = {
  timeZone: INDIA_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  numberingSystem: 'latn',
};

/** The formatter of each language: English (India) and Hindi names of days and months, Latin digits in both. */
const formats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', formatOptions),
  hi: new Intl.DateTimeFormat('hi-IN', formatOptions),
};

/** The named parts of `d` in India time ('weekday', 'day', 'month', 'year', 'hour', 'minute', 'dayPeriod'). */
function indiaParts(d: Date, language: Language): Record<string, string> {
  return Object.fromEntries(formats[language].formatToParts(d).map((p) => [p.type, p.value]));
}

/**
 * An ISO time as India time in `language` (docs/product/seo.md, "Hindi"), e.g. "Tue, 1 Dec 2026,
 * 10:30 am", in Hindi "मंगल, 1 दिस॰ 2026, 10:30 am"; the text itself when it cannot be read.
 */
export function formatIndiaTime(iso: string, language: Language = 'en'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = indiaParts(d, language);
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toLowerCase()}`.trim();
}

/**
 * An ISO time as an India date in `language`, e.g. "1 Dec 2026", in Hindi "1 दिसंबर 2026", by the
 * site's one date formatter (`formatDate`, contracts/common/dates); the text itself when it cannot be read.
 */
export function formatIndiaDate(iso: string, language: Language = 'en'): string {
  return formatDate(iso, language) || iso;
}

/**
 * The value of a `datetime-local` box ("2026-12-01T10:30", read as India time) as the ISO time
 * the API takes: "2026-12-01T10:30:00+05:30". Undefined for a blank or malformed value.
 */
export function indiaLocalToIso(local: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(local.trim());
  if (!match) return undefined;
  const iso = `${match[1]}T${match[2]}${match[3] ?? ':00'}${INDIA_OFFSET}`;
  return Number.isNaN(new Date(iso).getTime()) ? undefined : iso;
}

/** `at` (milliseconds since the epoch) as a `datetime-local` value in India time, to the minute ("2026-12-01T10:30"). */
export function indiaLocalOf(at: number): string {
  return new Date(at + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

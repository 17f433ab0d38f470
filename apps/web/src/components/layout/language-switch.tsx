import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { type Language, localisedPath } from '../../lib/i18n/i18n.ts';
import { useLanguage } from '../../lib/i18n/texts.ts';

/**
 * What the switch says in the language it leads to (each name written in its own language, as
 * language pickers do): its visible name and its accessible name.
 */
const SWITCH_TO: Record<Language, { name: string; label: string }> = {
  hi: { name: 'हिन्दी', label: 'हिन्दी में देखें' },
  en: { name: 'English', label: 'View in English' },
};

/**
 * The address of the page being shown in `language`: the same path, query and hash, with the
 * `/hi` prefix for Hindi and without it for English (docs/product/seo.md, "Hindi").
 *
 * @param location The router's location (its `pathname` never carries the `/hi` basename).
 * @param language The language of the address wanted.
 * @example languageSwitchHref({ pathname: '/properties', search: '?city=Varanasi', hash: '' }, 'hi') // '/hi/properties?city=Varanasi'
 */
export function languageSwitchHref(location: { pathname: string; search: string; hash: string }, language: Language): string {
  return localisedPath(`${location.pathname}${location.search}${location.hash}`, language);
}

/**
 * The language switch of the header (docs/product/seo.md, "Hindi"): on an English page
 * "हिन्दी" (`lang="hi"`) leading to the same page under `/hi`, on a Hindi page "English" leading
 * to the English address, query and hash kept. A plain link, so the page loads afresh: the
 * router's basename and the page's texts change with the language.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const location = useLocation();
  const other: Language = useLanguage() === 'hi' ? 'en' : 'hi';
  const { name, label } = SWITCH_TO[other];
  return (
    <a
      href={languageSwitchHref(location, other)}
      hrefLang={other}
      lang={other}
      aria-label={label}
      className={`inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-[15px] font-semibold text-brand-700 transition hover:bg-slate-50 ${className}`}
    >
      <Languages aria-hidden="true" className="size-4" />
      {name}
    </a>
  );
}

import { ExternalLink, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useCatalogueTexts } from '../texts.ts';

/** Google Maps link for coordinates (degrees), or for an address when there are none. (docs/product/catalogue.md) */
export function googleMapsUrl(lat: number | null, lon: number | null, address: string): string {
  if (lat !== null && lon !== null && Number.isFinite(lat) && Number.isFinite(lon)) return `https://www.google.com/maps?q=${lat},${lon}`;
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}`;
}

const degrees = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;

/**
 * Whether the element of `ref` has come within 400 px of the window (once true, stays true), so
 * the interactive map's code and tiles load only for visitors who reach the location. False on
 * the server, in the first render, while `isWanted` is false, and where IntersectionObserver is
 * missing. See docs/product/catalogue.md ("The detail page").
 */
function useIsNearView<T extends HTMLElement>(
  ref: React.RefObject<T | null>,
  isWanted: boolean,
): { ref: React.RefObject<T | null>; value: boolean } {
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!isWanted || isNear || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isWanted, isNear]);
  return { ref, value: isNear };
}

/** Props of {@link LocationBlock}. */
export type LocationBlockProps = {
  lat: number | null;
  lon: number | null;
  address: string;
  title: string;
  /**
   * Draws the interactive map over the drawn locator, which it gets as `fallback` (shown on the
   * server, until the visitor scrolls near the location, while the map loads, and for good when
   * the map cannot load).
   */
  renderMap?: (fallback: React.ReactNode) => React.ReactNode;
};

/**
 * Location block of the detail page (docs/product/catalogue.md, "The detail page": the location
 * with a drawn map and a link to a maps service). A drawn locator (SVG) shows the pin and the
 * coordinates; `renderMap` may lay an interactive map over it, the drawn locator staying as the fallback. 'Open in Google Maps' opens in a new tab.
 * Its words follow the page's language (docs/product/seo.md, "Hindi").
 */
export function LocationBlock({ lat, lon, address, title, renderMap }: LocationBlockProps) {
  const t = useCatalogueTexts();
  const hasCoordinates = lat !== null && lon !== null;
  const isNear = useIsNearView(useRef<HTMLElement>(null), Boolean(renderMap));
  const figureRef = isNear.ref;
  const drawn = (
    <svg
      viewBox="0 0 640 260"
      role="img"
      aria-label={
        hasCoordinates
          ? t('location.locatorAt', { title, coordinates: `${degrees(lat, 'N', 'S')}, ${degrees(lon, 'E', 'W')}` })
          : t('location.locator', { title })
      }
      preserveAspectRatio="xMidYMid slice"
      className="h-52 w-full sm:h-64"
    >
      <defs>
        <pattern id="locator-grid" width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0H0V32" fill="none" stroke="#b0e2dd" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="640" height="260" fill="#effaf9" />
      <rect width="640" height="260" fill="url(#locator-grid)" />
      <path
        d="M-10 190 C 120 150, 200 230, 330 180 S 520 120, 660 160"
        fill="none"
        stroke="#7cc3e0"
        strokeWidth="18"
        strokeLinecap="round"
        opacity="0.7"
      />
      <path d="M0 80 H640 M210 0 V260 M470 0 L420 260" stroke="#ffffff" strokeWidth="10" />
      <path d="M0 80 H640 M210 0 V260 M470 0 L420 260" stroke="#d7f1ee" strokeWidth="2" />
      <circle cx="320" cy="124" r="46" fill="#1f8a84" opacity="0.12" />
      <circle cx="320" cy="124" r="24" fill="#1f8a84" opacity="0.18" />
      <path d="M320 70c-17 0-30 13-30 30 0 23 30 54 30 54s30-31 30-54c0-17-13-30-30-30z" fill="#135a57" />
      <circle cx="320" cy="100" r="11" fill="#f4b942" />
      <text x="320" y="186" textAnchor="middle" fontSize="19" fontWeight="600" fill="#0f3d3e">
        {title.length > 40 ? `${title.slice(0, 39)}…` : title}
      </text>
      {hasCoordinates ? (
        <text x="320" y="212" textAnchor="middle" fontSize="16" fill="#135a57">
          {degrees(lat, 'N', 'S')}, {degrees(lon, 'E', 'W')}
        </text>
      ) : null}
    </svg>
  );
  return (
    <section aria-labelledby="location-heading">
      <h2 id="location-heading" className="text-2xl font-bold text-slate-900">
        {t('location.title')}
      </h2>
      <p className="mt-2 flex items-start gap-2 text-slate-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        {address}
      </p>
      <figure ref={figureRef} className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-brand-50">
        {renderMap && isNear.value ? renderMap(drawn) : drawn}
        <figcaption className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 text-sm">
          <span className="text-slate-600">
            {hasCoordinates ? `${degrees(lat, 'N', 'S')}, ${degrees(lon, 'E', 'W')}` : t('location.noCoordinates')}
          </span>
          <a
            href={googleMapsUrl(lat, lon, address)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
          >
            {t('location.openMaps')}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('location.newTab')}</span>
          </a>
        </figcaption>
      </figure>
    </section>
  );
}

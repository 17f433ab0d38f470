import { Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { BUSINESS, businessTexts } from '../../../config/business.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { useContactTexts } from '../texts.ts';

/** Google Maps link to the office coordinates of `config/business.ts`. */
export const OFFICE_MAP_URL = `https://www.google.com/maps/search/?api=1&query=${BUSINESS.office.lat},${BUSINESS.office.lon}`;

/** A drawn locator map (no external tiles): streets, the Ganga and a pin at the office. */
function LocatorMap() {
  const t = useContactTexts();
  return (
    <svg viewBox="0 0 400 260" role="img" aria-labelledby="locator-title" className="h-auto w-full rounded-2xl">
      <title id="locator-title">{t('office.mapTitle')}</title>
      <rect width="400" height="260" fill="#eef6f4" />
      <path d="M330 0 C300 70 360 120 320 180 C300 215 320 240 310 260 L400 260 L400 0 Z" fill="#b0e2dd" />
      <g stroke="#ffffff" strokeWidth="10" strokeLinecap="round" fill="none">
        <path d="M0 140 H300" />
        <path d="M150 0 V260" />
        <path d="M20 40 L290 220" />
        <path d="M60 260 L260 20" />
      </g>
      <g stroke="#dbe7e4" strokeWidth="4" fill="none">
        <path d="M0 70 H310" />
        <path d="M0 205 H305" />
        <path d="M75 0 V260" />
        <path d="M230 0 V260" />
      </g>
      <rect x="168" y="150" width="46" height="34" rx="4" fill="#d7f1ee" />
      <rect x="96" y="84" width="40" height="40" rx="4" fill="#d7f1ee" />
      <text x="346" y="130" fontSize="12" fill="#135a57" fontFamily="system-ui, sans-serif" transform="rotate(80 346 130)">
        {t('office.ganga')}
      </text>
      <text x="172" y="131" fontSize="11" fill="#475569" fontFamily="system-ui, sans-serif">
        {t('office.road')}
      </text>
      <g transform="translate(118 140)">
        <circle r="22" fill="#17706b" opacity="0.18" />
        <path
          d="M0 -4 C-14 -4 -20 -16 -20 -24 C-20 -36 -11 -44 0 -44 C11 -44 20 -36 20 -24 C20 -16 14 -4 0 -4 Z M0 0 L-8 -10 H8 Z"
          fill="#135a57"
        />
        <circle cy="-25" r="7" fill="#f4b942" />
      </g>
    </svg>
  );
}

/**
 * The location block of the contact page (docs/product/content.md "Contact page"): a locator map with
 * the office pin and an 'Open in Google Maps' link (new tab), the postal address, phone, e-mail and
 * working hours 'Monday to Friday 09:00AM to 08:30PM', in the page's language (docs/product/seo.md, "Hindi").
 */
export function OfficeLocation() {
  const t = useContactTexts();
  const business = businessTexts(useLanguage());
  return (
    <div className="space-y-6">
      <LocatorMap />
      <a href={OFFICE_MAP_URL} target="_blank" rel="noopener noreferrer" className="btn-outline w-full sm:w-auto">
        <MapPin aria-hidden="true" className="size-4" /> {t('office.openMap')} <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('office.newTab')}</span>
      </a>
      <address className="space-y-4 not-italic text-slate-700">
        <p className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            <span className="block font-semibold text-slate-900">{BUSINESS.legalName}</span>
            {business.address.line1}
            <br />
            {business.address.line2}
          </span>
        </p>
        <p className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a href={BUSINESS.phoneHref} className="hover:text-brand-700 hover:underline">
            {BUSINESS.phone}
          </a>
        </p>
        <p className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a href={`mailto:${BUSINESS.email}`} className="hover:text-brand-700 hover:underline">
            {BUSINESS.email}
          </a>
        </p>
        <p className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{business.hours}</span>
        </p>
      </address>
    </div>
  );
}

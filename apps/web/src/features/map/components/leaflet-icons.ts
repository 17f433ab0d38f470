import L from 'leaflet';
// the MarkerCluster types (the plugin itself is loaded by react-leaflet-cluster)
import type {} from 'leaflet.markercluster';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { clusterLabel, listingMarkerHtml } from '../utils/map-listing.ts';

/** A divIcon whose element carries `label` as its `aria-label` (Leaflet only sets `title`). */
function labelledDivIcon(options: L.DivIconOptions, label: string, extra: Record<string, string> = {}): L.DivIcon {
  const icon = L.divIcon(options);
  const create = icon.createIcon.bind(icon);
  icon.createIcon = (oldIcon?: HTMLElement) => {
    const element = create(oldIcon);
    element.setAttribute('aria-label', label);
    for (const [name, value] of Object.entries(extra)) element.setAttribute(name, value);
    return element;
  };
  return icon;
}

/** Rough width in pixels of a price tag of `text` (12 px bold), so Leaflet can centre it over the point. */
const tagWidth = (text: string) => Math.max(44, Math.round(16 + text.length * 7.4));

/**
 * The marker icon of a listing: a price tag pointing at the spot, or a dot when the price is
 * unknown. A real element (`.listing-marker`, `aria-label` = the title, `data-site-id`), drawn
 * with CSS only: no marker picture is downloaded (docs/decisions/0009-map-library.md).
 */
export function listingIcon(siteId: number, title: string, priceText: string | null): L.DivIcon {
  const extra = { 'data-site-id': String(siteId) };
  if (!priceText) {
    return labelledDivIcon(
      {
        className: 'listing-marker listing-marker--dot',
        html: listingMarkerHtml(null),
        iconSize: [20, 20],
        iconAnchor: [10, 10],
        popupAnchor: [0, -10],
      },
      title,
      extra,
    );
  }
  const width = tagWidth(priceText);
  return labelledDivIcon(
    {
      className: 'listing-marker',
      html: listingMarkerHtml(priceText),
      iconSize: [width, 26],
      iconAnchor: [width / 2, 33],
      popupAnchor: [0, -33],
    },
    title,
    extra,
  );
}

/** The icon of a cluster of listings: its count in a ring (`.listing-cluster`, `data-count`), sized by the count, labelled in `language`. */
export function clusterIcon(cluster: L.MarkerCluster, language: Language = 'en'): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 36 : count < 100 ? 42 : 50;
  return labelledDivIcon(
    { className: 'listing-cluster', html: `<span>${count}</span>`, iconSize: [size, size] },
    clusterLabel(count, language),
    {
      'data-count': String(count),
    },
  );
}

/** The icon of the detail page's single location pin (`.listing-marker--pin`, `aria-label` = the title). */
export function locationPinIcon(title: string): L.DivIcon {
  return labelledDivIcon(
    {
      className: 'listing-marker listing-marker--pin',
      html: '<svg viewBox="0 0 24 32" width="30" height="40" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 20 12 20s12-11 12-20C24 5.4 18.6 0 12 0z" fill="#135a57"/><circle cx="12" cy="12" r="5" fill="#f4b942"/></svg>',
      iconSize: [30, 40],
      iconAnchor: [15, 40],
      popupAnchor: [0, -38],
    },
    title,
  );
}

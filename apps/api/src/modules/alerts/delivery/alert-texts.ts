import type { AccountLanguage } from '@realty/contracts/accounts/fields';
import { formatIndianDigits, formatRupees } from '@realty/contracts/listings/price-format';

/**
 * Every text of the alerts (docs/product/alerts.md, "How alerts are sent") in each language an
 * account can choose (docs/product/accounts.md, "Language of an account and Hindi listing text"),
 * following the notifications' pattern (`modules/notifications/notification-texts.ts`): the SMS,
 * the Web Push title and body, and the e-mail's subject and words. Saved-search names, listing
 * titles and localities are sent as they were entered; prices in lakh/crore by the one formatter
 * of `@realty/contracts/listings/price-format` (Hindi: लाख, करोड़).
 */

/** A listing as an alert tells of it: prices are rupees as decimal text (numeric(14,2)); areas square feet as decimal text. */
export type AlertListing = {
  siteId: number;
  title: string;
  kind: 'new' | 'price_drop';
  price: string;
  previousPrice: string | null;
  bhk: number[];
  carpetMin: string | null;
  carpetMax: string | null;
  locality: string;
  /** Absolute address of the card's photo, or null when the listing has none. */
  photoUrl: string | null;
  /** Absolute address of the listing's page, `{origin}/detailpage/{site_id}`. */
  url: string;
};

/** What one alert is about: a saved search (`name`) or the customer's favourites (`name` null). */
export type AlertSubject = { name: string | null };

/** A price in the account's language: '₹55 L', '₹1.2 Cr'; Hindi '₹55 लाख', '₹1.2 करोड़'; '' when unreadable. */
export function priceText(amount: string, language: AccountLanguage): string {
  let text: string;
  try {
    text = formatRupees(amount);
  } catch {
    return '';
  }
  return language === 'hi' ? text.replace(/ Cr$/, ' करोड़').replace(/ L$/, ' लाख') : text;
}

/** Bedrooms as the site writes them: [2, 3] → '2, 3 BHK', [0] → '1 RK'; '' when none. */
export function bhkText(bhk: readonly number[]): string {
  const counts = [...new Set(bhk.filter((n) => Number.isInteger(n) && n >= 0 && n <= 20))].sort((a, b) => a - b);
  const rooms = counts.filter((n) => n > 0);
  return [...(counts.includes(0) ? ['1 RK'] : []), ...(rooms.length ? [`${rooms.join(', ')} BHK`] : [])].join(', ');
}

/** Carpet area: '1,050–1,450 sq ft' or '1,200 sq ft' (Hindi 'वर्ग फ़ुट'); '' when not given. */
export function carpetAreaText(min: string | null, max: string | null, language: AccountLanguage): string {
  const whole = (v: string | null) => (v !== null && Number(v) > 0 ? Math.round(Number(v)) : undefined);
  const lo = whole(min);
  const hi = whole(max);
  const unit = language === 'hi' ? 'वर्ग फ़ुट' : 'sq ft';
  if (lo !== undefined && hi !== undefined && lo !== hi) {
    return `${formatIndianDigits(Math.min(lo, hi))}–${formatIndianDigits(Math.max(lo, hi))} ${unit}`;
  }
  const one = lo ?? hi;
  return one === undefined ? '' : `${formatIndianDigits(one)} ${unit}`;
}

/** The facts line of a listing's card: BHK · carpet area · locality (the ones it has). */
export function listingFacts(listing: AlertListing, language: AccountLanguage): string {
  return [bhkText(listing.bhk), carpetAreaText(listing.carpetMin, listing.carpetMax, language), listing.locality]
    .filter(Boolean)
    .join(' · ');
}

/** The price line of a listing's card: '₹55 L', or for a price drop '₹55 L (was ₹60 L)' / '₹55 लाख (पहले ₹60 लाख)'. */
export function priceLine(listing: AlertListing, language: AccountLanguage): string {
  const now = priceText(listing.price, language);
  if (listing.kind !== 'price_drop' || !listing.previousPrice) return now;
  const was = priceText(listing.previousPrice, language);
  return language === 'hi' ? `${now} (पहले ${was})` : `${now} (was ${was})`;
}

/** How many new listings and price drops an alert tells of, in words: '3 new properties and 1 price drop'. */
export function countText(newCount: number, drops: number, language: AccountLanguage): string {
  const parts: string[] = [];
  if (language === 'hi') {
    if (newCount > 0) parts.push(`${newCount} नई प्रॉपर्टी`);
    if (drops > 0) parts.push(`${drops} प्रॉपर्टी की क़ीमत घटी`);
    return parts.join(' और ');
  }
  if (newCount > 0) parts.push(`${newCount} new ${newCount === 1 ? 'property' : 'properties'}`);
  if (drops > 0) parts.push(`${drops} price ${drops === 1 ? 'drop' : 'drops'}`);
  return parts.join(' and ');
}

/** What the alert is for: 'for "2 BHK in Sigra"' / 'on your favourites'; Hindi '"2 BHK in Sigra" के लिए' / 'आपकी पसंदीदा प्रॉपर्टी में'. */
function forWhat(subject: AlertSubject, language: AccountLanguage): string {
  if (language === 'hi') return subject.name === null ? 'आपकी पसंदीदा प्रॉपर्टी में' : `"${subject.name}" के लिए`;
  return subject.name === null ? 'on your favourites' : `for "${subject.name}"`;
}

/**
 * The alert SMS (one short text): the business name, the count, what it is for, one link (the
 * listing's page when it tells of one, else all of them) and the unsubscribe link.
 * @example smsText({ name: '2 BHK in Sigra' }, 3, 0, 'https://x.in/properties?city=Varanasi', 'https://x.in/alerts/unsubscribe?token=t', 'en')
 *   === 'Kashi Realty: 3 new properties for "2 BHK in Sigra": https://x.in/properties?city=Varanasi Stop alerts: https://x.in/alerts/unsubscribe?token=t'
 */
export function smsText(
  subject: AlertSubject,
  newCount: number,
  drops: number,
  link: string,
  unsubscribeUrl: string,
  language: AccountLanguage,
): string {
  if (language === 'hi') {
    return `काशी रियल्टी: ${forWhat(subject, language)} ${countText(newCount, drops, language)}: ${link} अलर्ट बंद करें: ${unsubscribeUrl}`;
  }
  return `Kashi Realty: ${countText(newCount, drops, language)} ${forWhat(subject, language)}: ${link} Stop alerts: ${unsubscribeUrl}`;
}

/** A Web Push message: its title, body and the address it opens. */
export type PushWords = { title: string; body: string };

/** The push of one listing (instant alerts: one per listing): 'New for "2 BHK in Sigra"' / 'Price drop for "2 BHK in Sigra"' (Hindi '"2 BHK in Sigra" के लिए नई प्रॉपर्टी' / '… के लिए क़ीमत घटी'); the body its title, price and facts. */
export function listingPush(subject: AlertSubject, listing: AlertListing, language: AccountLanguage): PushWords {
  const hi = language === 'hi';
  // Hindi puts what it is for first: '"2 BHK in Sigra" के लिए क़ीमत घटी'
  const title =
    listing.kind === 'price_drop'
      ? hi
        ? `${forWhat(subject, language)} क़ीमत घटी`
        : `Price drop ${forWhat(subject, language)}`
      : hi
        ? `${forWhat(subject, language)} नई प्रॉपर्टी`
        : `New ${forWhat(subject, language)}`;
  const body = [listing.title, priceLine(listing, language), listingFacts(listing, language)].filter(Boolean).join(' · ');
  return { title, body };
}

/** The push of a daily digest (one per digest): '3 new properties for "2 BHK in Sigra"', the body naming the first listings. */
export function digestPush(subject: AlertSubject, listings: readonly AlertListing[], language: AccountLanguage): PushWords {
  const newCount = listings.filter((l) => l.kind === 'new').length;
  const drops = listings.length - newCount;
  const title =
    language === 'hi'
      ? `${forWhat(subject, language)} ${countText(newCount, drops, language)}`
      : `${countText(newCount, drops, language)} ${forWhat(subject, language)}`;
  const names = listings.slice(0, 3).map((l) => `${l.title} (${priceText(l.price, language)})`);
  const more = listings.length > 3 ? (language === 'hi' ? ` और ${listings.length - 3} और` : ` and ${listings.length - 3} more`) : '';
  return { title: title.charAt(0).toUpperCase() + title.slice(1), body: `${names.join(', ')}${more}` };
}

/** The words of an alert e-mail in each language (see {@link emailWords}). */
export type EmailWords = {
  subject: string;
  preview: string;
  heading: string;
  intro: string;
  seeAll: string;
  why: string;
  stop: string;
};

/**
 * The words of an alert e-mail: the subject ('3 new properties for "2 BHK in Sigra"'), preview,
 * heading, the opening line, the "See all N" button, why it came, and how to stop it. `digest`
 * is true for the daily digest.
 */
export function emailWords(
  subject: AlertSubject,
  listings: readonly AlertListing[],
  digest: boolean,
  language: AccountLanguage,
): EmailWords {
  const newCount = listings.filter((l) => l.kind === 'new').length;
  const drops = listings.length - newCount;
  const counted = countText(newCount, drops, language);
  if (language === 'hi') {
    const line = `${forWhat(subject, language)} ${counted}`;
    return {
      subject: line,
      preview: digest
        ? 'आज का अलर्ट: आपकी खोज की नई प्रॉपर्टी और घटी क़ीमतें'
        : newCount === 0
          ? 'आपकी खोज की प्रॉपर्टी की क़ीमत घटी'
          : 'आपकी खोज से मिलती नई प्रॉपर्टी',
      heading:
        subject.name === null
          ? 'आपकी पसंदीदा प्रॉपर्टी की क़ीमत घटी'
          : newCount === 0
            ? `"${subject.name}" की प्रॉपर्टी की क़ीमत घटी`
            : `"${subject.name}" की नई प्रॉपर्टी`,
      intro: digest ? `पिछले डाइजेस्ट के बाद: ${line}।` : `${line}।`,
      seeAll: `सभी ${listings.length} देखें`,
      why:
        subject.name === null
          ? 'यह अलर्ट इसलिए आया क्योंकि ये प्रॉपर्टी आपकी पसंदीदा सूची में हैं।'
          : `यह अलर्ट आपकी सहेजी गई खोज "${subject.name}" का है।`,
      stop: 'ये अलर्ट एक क्लिक में बंद करने के लिए नीचे "ये ई-मेल बंद करें" चुनें; डैशबोर्ड से इन्हें फिर चालू कर सकते हैं।',
    };
  }
  const line = `${counted} ${forWhat(subject, language)}`;
  return {
    subject: line.charAt(0).toUpperCase() + line.slice(1),
    preview: digest
      ? 'Your daily digest of new matches and lower prices'
      : newCount === 0
        ? 'Lower prices for your saved search'
        : 'New matches for your saved search',
    // a price drop alone is not "new"
    heading:
      subject.name === null
        ? 'Price drops on your favourites'
        : newCount === 0
          ? `Lower prices for "${subject.name}"`
          : `New for "${subject.name}"`,
    intro: digest ? `Since your last digest: ${line}.` : `${line.charAt(0).toUpperCase() + line.slice(1)}.`,
    seeAll: `See all ${listings.length}`,
    why:
      subject.name === null
        ? 'You get this alert because these properties are in your favourites.'
        : `You get this alert for your saved search "${subject.name}".`,
    stop: 'To stop these alerts with one click, choose "Unsubscribe from these e-mails" below; you can turn them on again from your dashboard.',
  };
}

import type { AccountLanguage } from '@realty/contracts/accounts/fields';
import { type EmailBlock, type EmailContent, type RenderedEmail, renderEmail } from '../../../lib/email/email-layout.ts';
import { type AlertListing, type AlertSubject, emailWords, listingFacts, priceLine } from './alert-texts.ts';

/** Most listings an alert e-mail shows as cards; the "See all N" button leads to the rest. */
export const EMAIL_CARDS_MAX = 10;

/**
 * The content of an alert e-mail (docs/product/alerts.md, "How alerts are sent"; the layout of
 * docs/decisions/0028-email-channel.md) in the account's `language`: the heading, the opening line
 * with the count, up to {@link EMAIL_CARDS_MAX} listing cards (photo, price in lakh/crore, BHK,
 * carpet area, locality, linking to `/detailpage/{site_id}`), the "See all N" button to
 * `seeAllUrl`, why it came and how to stop it, and `unsubscribeUrl` in the footer (the sender adds
 * the RFC 8058 List-Unsubscribe headers from the same address).
 */
export function alertEmailContent(params: {
  language: AccountLanguage;
  subject: AlertSubject;
  listings: readonly AlertListing[];
  digest: boolean;
  seeAllUrl: string;
  unsubscribeUrl: string;
}): EmailContent {
  const { language, listings } = params;
  const words = emailWords(params.subject, listings, params.digest, language);
  const cards: EmailBlock[] = listings.slice(0, EMAIL_CARDS_MAX).map((listing) => ({
    kind: 'listing',
    title: listing.title,
    price: priceLine(listing, language),
    facts: listingFacts(listing, language),
    url: listing.url,
    photoUrl: listing.photoUrl,
    photoAlt: listing.title,
  }));
  return {
    language,
    subject: words.subject,
    preview: words.preview,
    unsubscribeUrl: params.unsubscribeUrl,
    blocks: [
      { kind: 'heading', text: words.heading },
      { kind: 'paragraph', text: words.intro },
      ...cards,
      { kind: 'button', text: words.seeAll, url: params.seeAllUrl },
      { kind: 'note', text: words.why },
      { kind: 'note', text: words.stop },
    ],
  };
}

/** {@link alertEmailContent} rendered in the base layout: subject, HTML and text parts. @throws Error from `renderEmail`. */
export function renderAlertEmail(params: Parameters<typeof alertEmailContent>[0]): Promise<RenderedEmail> {
  return renderEmail(alertEmailContent(params));
}

import type { Blog } from '@realty/contracts/content/blog';
import type { Site } from '@realty/contracts/sites/site';
import type { Thing, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../config/business.ts';
import { sampleSite } from '../../test/sample-site.ts';
import {
  blogPostingStructuredData,
  breadcrumbStructuredData,
  businessAddress,
  faqPageStructuredData,
  jsonLdText,
  listingAvailability,
  listingStructuredData,
  organizationStructuredData,
  webSiteStructuredData,
} from './structured-data.ts';

const ORIGIN = 'https://example.in';

/** A block as a crawler reads it: the script's text parsed as JSON, with the schema.org context and a type. */
function parsed(data: WithContext<Thing>): Record<string, unknown> & { '@type': string } {
  const text = jsonLdText(data);
  expect(text).not.toMatch(/[<>]/);
  const block = JSON.parse(text) as Record<string, unknown> & { '@type': string };
  expect(block['@context']).toBe('https://schema.org');
  expect(typeof block['@type']).toBe('string');
  return block;
}

const listing = (extra: Record<string, unknown> = {}) =>
  sampleSite(12, {
    site_lat: 25.3176,
    site_lon: 82.9739,
    cover_images: ['media/sites/12/cover-1.webp'],
    inner_images: ['media/sites/12/inner-1.webp', 'https://cdn.example.com/x.webp'],
    created_at: '2026-02-03T04:05:06.000Z',
    updated_at: '2026-03-04T05:06:07.000Z',
    ...extra,
  }) as Site;

describe('JSON-LD blocks (docs/product/seo.md, "Page heads, structured data and status codes")', () => {
  it('describe a listing as a RealEstateListing with its Offer in INR, place, coordinates and date posted', () => {
    const url = `${ORIGIN}/detailpage/12`;
    const block = parsed(
      listingStructuredData(listing(), { url, origin: ORIGIN, language: 'en', name: 'Ganga View 12', description: 'Flats.' }),
    );
    expect(block['@type']).toBe('RealEstateListing');
    expect(block).toMatchObject({
      url,
      name: 'Ganga View 12',
      description: 'Flats.',
      inLanguage: 'en-IN',
      datePosted: '2026-02-03T04:05:06.000Z',
      dateModified: '2026-03-04T05:06:07.000Z',
      image: [
        `${ORIGIN}/server/media/sites/12/cover-1.webp`,
        `${ORIGIN}/server/media/sites/12/inner-1.webp`,
        'https://cdn.example.com/x.webp',
      ],
      offers: { '@type': 'Offer', price: 6_200_000, priceCurrency: 'INR', availability: 'https://schema.org/InStock', url },
      contentLocation: {
        '@type': 'Place',
        name: 'Sigra, Varanasi',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Sigra',
          addressLocality: 'Varanasi',
          addressRegion: 'Uttar Pradesh',
          addressCountry: 'IN',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 25.3176, longitude: 82.9739 },
      },
    });
  });

  it('take the availability from site_status, the price from the range when there is none, and leave out unknown coordinates', () => {
    expect(listingAvailability('Sold')).toBe('https://schema.org/SoldOut');
    expect(listingAvailability('Not Available')).toBe('https://schema.org/OutOfStock');
    expect(listingAvailability('Available')).toBe('https://schema.org/InStock');
    const sold = parsed(
      listingStructuredData(
        listing({ site_status: 'Sold', site_price: '0.00', site_lat: null, site_lon: null, cover_images: [], inner_images: [] }),
        {
          url: `${ORIGIN}/hi/detailpage/12`,
          origin: ORIGIN,
          language: 'hi',
          name: 'x',
          description: 'y',
        },
      ),
    ) as unknown as { offers: Record<string, unknown>; contentLocation: Record<string, unknown>; image?: unknown; inLanguage: string };
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/SoldOut', price: 4_800_000 });
    expect(sold.contentLocation.geo).toBeUndefined();
    expect(sold.image).toBeUndefined();
    expect(sold.inLanguage).toBe('hi-IN');
  });

  it('list the breadcrumb Home › City › Listing with positions', () => {
    const block = parsed(
      breadcrumbStructuredData([
        { name: 'Home', url: `${ORIGIN}/` },
        { name: 'Varanasi', url: `${ORIGIN}/properties?city=Varanasi` },
        { name: 'Ganga View 12', url: `${ORIGIN}/detailpage/12` },
      ]),
    );
    expect(block['@type']).toBe('BreadcrumbList');
    expect(block.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Varanasi', item: `${ORIGIN}/properties?city=Varanasi` },
      { '@type': 'ListItem', position: 3, name: 'Ganga View 12', item: `${ORIGIN}/detailpage/12` },
    ]);
  });

  it('describe the business as a RealEstateAgent with its address, phone and e-mail', () => {
    const block = parsed(organizationStructuredData(ORIGIN, 'en'));
    expect(block['@type']).toBe('RealEstateAgent');
    expect(block).toMatchObject({
      '@id': `${ORIGIN}/#organization`,
      name: BUSINESS.name,
      url: `${ORIGIN}/`,
      telephone: '+919415012345',
      email: BUSINESS.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '2nd Floor, Vinayak Plaza, Sigra–Mahmoorganj Road, Sigra',
        addressLocality: 'Varanasi',
        addressRegion: 'Uttar Pradesh',
        postalCode: '221010',
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: BUSINESS.office.lat, longitude: BUSINESS.office.lon },
    });
    expect(businessAddress().addressCountry).toBe('IN');
    expect(parsed(organizationStructuredData(ORIGIN, 'hi')).url).toBe(`${ORIGIN}/hi`);
  });

  it('describe the site as a WebSite whose SearchAction searches the listings', () => {
    const block = parsed(webSiteStructuredData(ORIGIN, 'en', 'Homes in Uttar Pradesh.'));
    expect(block['@type']).toBe('WebSite');
    expect(block).toMatchObject({
      url: `${ORIGIN}/`,
      inLanguage: 'en-IN',
      publisher: { '@id': `${ORIGIN}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/properties?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    const hindi = parsed(webSiteStructuredData(ORIGIN, 'hi', 'x')) as unknown as { potentialAction: { target: { urlTemplate: string } } };
    expect(hindi.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/hi/properties?search={search_term_string}`);
  });

  it('describe a blog post as a BlogPosting with its title, excerpt, picture, date and author', () => {
    const blog: Blog = {
      blog_id: 4,
      blog_title: 'Stamp duty in UP </script><!-- explained',
      blog_excerpt: 'What you pay & when.',
      blog_description: '<p>Body</p>',
      blog_image: 'media/blogs/4/cover.webp',
      blog_status: 'Active',
      blog_author: 'Anita Rao',
      created_at: '2026-01-05T00:00:00.000Z',
    };
    const url = `${ORIGIN}/blogs/4`;
    const text = jsonLdText(blogPostingStructuredData(blog, { url, origin: ORIGIN }));
    expect(text).not.toContain('</script>');
    const block = parsed(blogPostingStructuredData(blog, { url, origin: ORIGIN }));
    expect(block['@type']).toBe('BlogPosting');
    expect(block).toMatchObject({
      headline: 'Stamp duty in UP </script><!-- explained',
      description: 'What you pay & when.',
      image: [`${ORIGIN}/server/media/blogs/4/cover.webp`],
      datePublished: '2026-01-05T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Anita Rao' },
      publisher: { '@type': 'Organization', name: BUSINESS.name },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    });
    const anonymous = parsed(
      blogPostingStructuredData({ ...blog, blog_author: ' ', blog_image: '', blog_title: 'x'.repeat(200) }, { url, origin: ORIGIN }),
    );
    expect(anonymous.author).toMatchObject({ '@type': 'Organization', name: BUSINESS.name });
    expect(anonymous.image).toBeUndefined();
    expect(String(anonymous.headline)).toHaveLength(110);
  });

  it('describe the FAQ page as an FAQPage of questions with their accepted answers', () => {
    const block = parsed(
      faqPageStructuredData(
        [
          { question: 'Do I pay anything?', answer: 'No.' },
          { question: 'Is a <b> tag kept?', answer: 'As text, & escaped.' },
        ],
        { url: `${ORIGIN}/faqs`, language: 'en' },
      ),
    );
    expect(block['@type']).toBe('FAQPage');
    expect(block.mainEntity).toEqual([
      { '@type': 'Question', name: 'Do I pay anything?', acceptedAnswer: { '@type': 'Answer', text: 'No.' } },
      { '@type': 'Question', name: 'Is a <b> tag kept?', acceptedAnswer: { '@type': 'Answer', text: 'As text, & escaped.' } },
    ]);
  });

  it('write JSON that no text can break out of, and that reads back unchanged', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script> & \u2028 <!--' } as const;
    const text = jsonLdText(data);
    expect(text).toBe(
      '{"@context":"https://schema.org","@type":"Thing","name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u2028 \\u003c!--"}',
    );
    expect(JSON.parse(text)).toEqual(data);
  });
});

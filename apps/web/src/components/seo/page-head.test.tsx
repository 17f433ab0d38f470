import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor, type Language } from '../../lib/i18n/i18n.ts';
import { SiteOriginContext } from '../../lib/site-origin.tsx';
import { PageHead, type PageHeadProps } from './page-head.tsx';

const ORIGIN = 'https://example.in';

/** What the app puts above every page that PageHead reads: the page's language and the site's origin. */
function Frame({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <SiteOriginContext.Provider value={ORIGIN}>{children}</SiteOriginContext.Provider>
    </I18nextProvider>
  );
}

/** The head tags PageHead draws at `address`, as the server renderer sends them, read back as elements. */
function serverHead(address: string, props: PageHeadProps, language: Language = 'en'): Document {
  const markup = renderToString(
    <Frame language={language}>
      <MemoryRouter initialEntries={[address]} basename={language === 'hi' ? '/hi' : undefined}>
        <main>
          <PageHead {...props} />
        </main>
      </MemoryRouter>
    </Frame>,
  );
  // React 19 hoists the head tags in front of the page's markup
  expect(markup).toMatch(/^<title>/);
  expect(markup.indexOf('<main>')).toBeGreaterThan(markup.lastIndexOf('<meta'));
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${markup.slice(0, markup.indexOf('<main>'))}</head></html>`,
    'text/html',
  );
}

const meta = (doc: Document, attribute: 'name' | 'property', key: string) =>
  doc.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content');

describe('PageHead (docs/product/seo.md, "Page heads, structured data and status codes")', () => {
  it('draws the title, description, canonical address, Open Graph, Twitter card and hreflang alternates', () => {
    const doc = serverHead('/properties?city=Varanasi&utm_source=whatsapp&bhk=2', {
      title: '2 BHK flats in Varanasi',
      description: 'Flats for sale.',
      image: 'media/sites/9/cover-1.webp',
      path: '/properties',
      query: '?city=Varanasi&utm_source=whatsapp&bhk=2',
    });
    expect(doc.title).toBe('2 BHK flats in Varanasi | Kashi Realty');
    expect(meta(doc, 'name', 'description')).toBe('Flats for sale.');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/properties?city=Varanasi&bhk=2`);
    expect(meta(doc, 'property', 'og:title')).toBe('2 BHK flats in Varanasi');
    expect(meta(doc, 'property', 'og:description')).toBe('Flats for sale.');
    expect(meta(doc, 'property', 'og:url')).toBe(`${ORIGIN}/properties?city=Varanasi&bhk=2`);
    expect(meta(doc, 'property', 'og:type')).toBe('website');
    expect(meta(doc, 'property', 'og:image')).toBe(`${ORIGIN}/server/media/sites/9/cover-1.webp`);
    expect(meta(doc, 'property', 'og:locale')).toBe('en_IN');
    expect(meta(doc, 'property', 'og:locale:alternate')).toBe('hi_IN');
    expect(meta(doc, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'name', 'robots')).toBeUndefined();
    expect(
      [...doc.head.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    ).toEqual([
      ['en-IN', `${ORIGIN}/properties?city=Varanasi&bhk=2`],
      ['hi-IN', `${ORIGIN}/hi/properties?city=Varanasi&bhk=2`],
      ['x-default', `${ORIGIN}/properties?city=Varanasi&bhk=2`],
    ]);
  });

  it('keeps the whole site title on the home page and shares the hero poster by default', () => {
    const doc = serverHead('/', {
      title: 'Kashi Realty – Connecting Dreams with the Perfect Property',
      isSiteTitle: true,
      description: 'Homes.',
    });
    expect(doc.title).toBe('Kashi Realty – Connecting Dreams with the Perfect Property');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/`);
    expect(meta(doc, 'property', 'og:image')).toBe(`${ORIGIN}/media/hero/hero-poster.webp`);
  });

  it('gives a Hindi page its /hi address, the hi_IN locale and the English page as alternate', () => {
    const doc = serverHead('/hi/aboutpage', { title: 'हमारे बारे में', description: 'परिचय' }, 'hi');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/hi/aboutpage`);
    expect(meta(doc, 'property', 'og:locale')).toBe('hi_IN');
    expect(meta(doc, 'property', 'og:locale:alternate')).toBe('en_IN');
    expect(doc.head.querySelector('link[hreflang="en-IN"]')?.getAttribute('href')).toBe(`${ORIGIN}/aboutpage`);
    expect(doc.head.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(`${ORIGIN}/aboutpage`);
  });

  it('tells search engines not to index the page when asked, without a canonical address', () => {
    const doc = serverHead('/detailpage/1', { title: 'A', description: 'B', noindex: true, type: 'article' });
    expect(meta(doc, 'name', 'robots')).toBe('noindex');
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.head.querySelector('link[rel="alternate"]')).toBeNull();
    expect(meta(doc, 'property', 'og:type')).toBe('article');
  });

  it('puts the tags into the document head in the browser and follows navigation', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <PageHead title="First" description="First page." /> },
        { path: '/faqs', element: <PageHead title="Questions" description="Answers." /> },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <Frame language="en">
        <RouterProvider router={router} />
      </Frame>,
    );
    expect(document.title).toBe('First | Kashi Realty');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/`);
    await act(() => router.navigate('/faqs'));
    expect(document.title).toBe('Questions | Kashi Realty');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta(document, 'name', 'description')).toBe('Answers.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/faqs`);
  });
});

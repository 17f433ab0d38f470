// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server.tsx';

// Runs without a DOM, as on the server: a page that touches window or storage while rendering fails here.
describe('server rendering of the landing pages', () => {
  it('draws the home hero, its search box and the poster picture', async () => {
    const html = (await renderPage('http://localhost/')) ?? '';
    expect(html).toContain('Connecting Dreams with the Perfect Property.');
    expect(html).toContain('Find Your Dream Property Today!');
    expect(html).toContain('src="/media/hero/hero-poster.webp"');
    expect(html).not.toContain('<!--$!-->');
  });

  it('draws the listing search with the criteria of its address, before any listing has arrived', async () => {
    const html = (await renderPage('http://localhost/properties?title=Heights&category=Apartment')) ?? '';
    expect(html).toContain('Search Results for');
    expect(html).toContain('value="Heights"');
    expect(html).toContain('Loading...');
    expect(html).not.toContain('<!--$!-->');
  });

  it('draws a listing page as loading: the browser fills it from the answer embedded beside it', async () => {
    const html = (await renderPage('http://localhost/detailpage/12')) ?? '';
    expect(html).toContain('Loading...');
    // the server cannot know who is signed in: the header's account corner is a neutral placeholder
    expect(html).toContain('data-account-placeholder');
    expect(html).not.toContain('Register Now');
  });
});

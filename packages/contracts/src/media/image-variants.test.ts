import { describe, expect, it } from 'vitest';
import { fileUrl, photoSources } from './image-variants.ts';

describe('photoSources', () => {
  it('gives the 960 px rendition as src and every width in srcset, under /server/', () => {
    expect(photoSources('media/sites/9/cover-1.webp')).toEqual({
      src: '/server/media/sites/9/cover-1-w960.webp',
      srcSet:
        '/server/media/sites/9/cover-1-w480.webp 480w, /server/media/sites/9/cover-1-w960.webp 960w, /server/media/sites/9/cover-1.webp 1600w',
    });
  });

  it('gives the file itself without srcset when it does not follow the naming convention', () => {
    expect(photoSources('uploads/old.jpg')).toEqual({ src: '/server/uploads/old.jpg', srcSet: undefined });
  });
});

describe('fileUrl', () => {
  it('serves stored paths under /server/ and keeps addresses as they are', () => {
    expect(fileUrl('media/a.pdf')).toBe('/server/media/a.pdf');
    expect(fileUrl('/media/hero/hero-poster.webp')).toBe('/media/hero/hero-poster.webp');
    expect(fileUrl('https://cdn.example.in/a.webp')).toBe('https://cdn.example.in/a.webp');
  });
});

import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { faqPageStructuredData } from '../../lib/seo/structured-data.ts';
import { JsonLd } from './json-ld.tsx';

const data = faqPageStructuredData([{ question: 'Is </script> safe?', answer: 'Yes & always.' }], {
  url: 'https://example.in/faqs',
  language: 'en',
});

describe('JsonLd (docs/product/seo.md, "Page heads, structured data and status codes")', () => {
  it('draws one application/ld+json block in place, whose text parses back to the data', () => {
    const markup = renderToString(
      <main>
        <JsonLd data={data} />
      </main>,
    );
    const block = /^<main><script type="application\/ld\+json">([^<]*)<\/script><\/main>$/.exec(markup);
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? '')).toEqual(data);
  });

  it('is the same block in the browser', () => {
    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(data);
  });
});

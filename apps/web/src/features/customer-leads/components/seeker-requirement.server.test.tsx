// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SeekerRequirement } from './seeker-requirement.tsx';

// Runs without a DOM, as on the server: /propertyseekers is drawn there before the browser takes over.
describe('the Submit step of /propertyseekers on the server', () => {
  it('draws the empty requirement form without touching the browser or asking who is signed in', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location="/propertyseekers">
          <SeekerRequirement />
        </StaticRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('Tell us what you need');
    expect(html).toContain('Submit requirement');
    expect(html).toContain('0/500 characters');
    expect(html).not.toContain('Please login to submit your requirement.');
    expect(html).not.toContain('You will be asked to');
  });
});

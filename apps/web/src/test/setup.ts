import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `npm test` runs these beside the browser tests on two cores: a text that appears after an
// answer may take longer than the default second to come. A test that fails still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // server-rendering tests run without a DOM (`@vitest-environment node`)
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});

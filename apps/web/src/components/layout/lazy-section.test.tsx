import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BelowFold } from './below-fold.tsx';
import { type LazySection, lazySection, preloadLazySections } from './lazy-section.ts';

/** A section with state, so hydration is seen working: its button counts clicks. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

/** The page around a section, the same on the server and in the browser. */
function pageWith(Section: LazySection<{ label: string }>) {
  return (
    <main>
      <h1>Home</h1>
      <BelowFold>
        <Section label="Featured" />
      </BelowFold>
    </main>
  );
}

/** A section module whose loading the test finishes by hand, as a slow network would. */
function slowModule() {
  let finish = () => {};
  const arrived = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const load = vi.fn(async () => {
    await arrived;
    return { default: Counter };
  });
  return { load, finish };
}

describe('lazySection', () => {
  it('is drawn in full by the server once preloaded, and hydrated in the browser when its code arrives, keeping the markup meanwhile', async () => {
    const OnServer = lazySection<{ label: string }>(async () => ({ default: Counter }));
    await preloadLazySections();
    const html = renderToString(pageWith(OnServer));
    expect(html).toContain('Featured');

    // the browser: the same page, its section's code not loaded yet
    const { load, finish } = slowModule();
    const InBrowser = lazySection<{ label: string }>(load);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, pageWith(InBrowser), { onRecoverableError: recoverable }));
    expect(load).toHaveBeenCalledTimes(1);
    // the server's markup stays while the code is on its way
    expect(screen.getByRole('button', { name: 'Featured: 0' })).toBeInTheDocument();
    await act(async () => finish());
    await userEvent.click(screen.getByRole('button', { name: 'Featured: 0' }));
    expect(screen.getByRole('button', { name: 'Featured: 1' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('loads its code once, however often it is preloaded or drawn', async () => {
    const load = vi.fn(async () => ({ default: Counter }));
    const Section = lazySection<{ label: string }>(load);
    await Promise.all([Section.preload(), Section.preload(), preloadLazySections()]);
    renderToString(<Section label="Once" />);
    expect(renderToString(<Section label="Once" />)).toContain('Once');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries its code again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue({ default: Counter });
    const Section = lazySection<{ label: string }>(load);
    await expect(Section.preload()).rejects.toThrow('network');
    await Section.preload();
    expect(renderToString(<Section label="Again" />)).toContain('Again');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

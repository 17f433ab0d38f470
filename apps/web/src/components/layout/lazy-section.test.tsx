// This file keeps modules of its own (vitest.config.ts): lazy sections are registered module-wide, and each test expects none loaded yet.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, startTransition, useContext, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginTakeover, endTakeover } from '../../lib/takeover.ts';
import { stubNearViewport } from '../../test/layout-stubs.ts';
import { LazyBelowFold } from './below-fold.tsx';
import { type LazySection, lazySection, loadWaitingSections, preloadLazySections } from './lazy-section.ts';

/** What the page above a section gives it (a router's state, say), changed by buttons outside the section. */
const Theme = createContext('light');

/** A section with state, so hydration is seen working: its button counts clicks and shows the page's theme. */
function Counter() {
  const theme = useContext(Theme);
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Featured ({theme}): {count}
    </button>
  );
}

/** The page around a section, the same on the server and in the browser, with controls above it. */
function Page({ section }: { section: LazySection<object> }) {
  const [theme, setTheme] = useState('light');
  const [visits, setVisits] = useState(0);
  return (
    <Theme.Provider value={theme}>
      <main>
        <h1>Home</h1>
        <button type="button" onClick={() => setVisits(visits + 1)}>
          Visits {visits}
        </button>
        <button type="button" onClick={() => setTheme('dark')}>
          Dark
        </button>
        <button type="button" onClick={() => startTransition(() => setTheme('dim'))}>
          Dim
        </button>
        <p>Theme {theme}</p>
        <LazyBelowFold section={section} />
      </main>
    </Theme.Provider>
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

/** The server's markup of {@link Page}, and a container in the document holding it. */
async function serverPage() {
  const onServer = lazySection<object>(async () => ({ default: Counter }));
  await preloadLazySections();
  const html = renderToString(<Page section={onServer} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return { html, container };
}

/**
 * The server draws {@link Page}; the browser then takes it over as the app's start does, with a
 * section whose code comes from `load` and an IntersectionObserver moved by hand.
 */
async function takeOverWith(load: () => Promise<{ default: typeof Counter }>) {
  const { container } = await serverPage();
  const { bringNear } = stubNearViewport();
  const recoverable = vi.fn();
  beginTakeover();
  const section = lazySection<object>(load);
  const root = await act(async () => hydrateRoot(container, <Page section={section} />, { onRecoverableError: recoverable }));
  return { root, recoverable, bringNear };
}

/** Lets timers and promises run. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  endTakeover();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('lazySection in LazyBelowFold', () => {
  it('is drawn in full by the server once preloaded', async () => {
    const { html } = await serverPage();
    expect(html.replaceAll('<!-- -->', '')).toContain('Featured (light): 0');
  });

  it('on a page the server drew, loads its code only when the section comes near, keeping the markup until then, then hydrates it', async () => {
    const { load, finish } = slowModule();
    const { root, recoverable, bringNear } = await takeOverWith(load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Featured (light): 0' })).toBeInTheDocument();

    await act(async () => bringNear());
    expect(load).toHaveBeenCalledTimes(1);
    // the server's markup stays while the code is on its way
    expect(screen.getByRole('button', { name: 'Featured (light): 0' })).toBeInTheDocument();
    await act(async () => finish());
    await userEvent.click(screen.getByRole('button', { name: 'Featured (light): 0' }));
    expect(screen.getByRole('button', { name: 'Featured (light): 1' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('keeps its server markup, not loading its code, when the page above it redraws', async () => {
    const load = vi.fn(async () => ({ default: Counter }));
    const { root, recoverable, bringNear } = await takeOverWith(load);
    await userEvent.click(screen.getByRole('button', { name: 'Visits 0' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Visits 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Featured (light): 0' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(async () => bringNear());
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Featured (light): 0' }));
    expect(screen.getByRole('button', { name: 'Featured (light): 1' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('does not hold a change of the page above it for longer than its code takes once the router asks for it', async () => {
    const { load, finish } = slowModule();
    const { root } = await takeOverWith(load);
    await userEvent.click(screen.getByRole('button', { name: 'Dim' }));
    await settle();
    // React holds a change that reaches markup it has not hydrated…
    expect(screen.getByText('Theme light')).toBeInTheDocument();
    // …until the section's code is there, which the app's start asks for on any router change
    loadWaitingSections();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await settle();
    expect(screen.getByText('Theme dim')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Featured (dim): 0' })).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('is asked for again by the router after its code failed to load, keeping its markup meanwhile', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue({ default: Counter });
    const { root, recoverable } = await takeOverWith(load);
    loadWaitingSections();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Featured (light): 0' })).toBeInTheDocument();
    loadWaitingSections();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Featured (light): 0' }));
    expect(screen.getByRole('button', { name: 'Featured (light): 1' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('comes back after an urgent change above it made React drop its markup', async () => {
    const load = vi.fn(async () => ({ default: Counter }));
    const { root } = await takeOverWith(load);
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    await settle();
    expect(screen.getByText('Theme dark')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Featured (dark): 0' })).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('on a page the browser draws itself, loads its code at once and shows the section when it arrives', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    stubNearViewport();
    const { load, finish } = slowModule();
    const section = lazySection<object>(load);
    const root = createRoot(container);
    await act(async () => root.render(<Page section={section} />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Featured/ })).not.toBeInTheDocument();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Featured (light): 0' })).toBeInTheDocument();
    act(() => root.unmount());
  });
});

describe('lazySection', () => {
  it('loads its code once, however often it is preloaded or drawn', async () => {
    const load = vi.fn(async () => ({ default: Counter }));
    const Section = lazySection<object>(load);
    await Promise.all([Section.preload(), Section.preload(), preloadLazySections()]);
    renderToString(<Section />);
    expect(renderToString(<Section />)).toContain('Featured');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries its code again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue({ default: Counter });
    const Section = lazySection<object>(load);
    await expect(Section.preload()).rejects.toThrow('network');
    await Section.preload();
    expect(renderToString(<Section />)).toContain('Featured');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginTakeover, endTakeover, settleFirstPage, useBrowserStore } from './takeover.ts';

/** A store only the browser has: a word, with listeners. */
let word = 'browser';
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const read = () => word;
const readServer = () => 'server';
function setWord(next: string) {
  word = next;
  for (const listener of listeners) listener();
}

/** Draws the store's word and counts its renders with the word each one saw. */
const seen: string[] = [];
function Probe() {
  const value = useBrowserStore(subscribe, read, readServer);
  seen.push(value);
  return createElement('p', null, value);
}

afterEach(() => {
  endTakeover();
  word = 'browser';
  seen.length = 0;
  document.body.innerHTML = '';
});

describe('useBrowserStore', () => {
  it("gives the server's value when drawing a page on the server", () => {
    beginTakeover();
    expect(renderToString(createElement(Probe))).toContain('server');
  });

  it("takes over a server-drawn page without a mismatch, then shows the browser's value", async () => {
    beginTakeover();
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(Probe));
    document.body.append(container);
    seen.length = 0;
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, createElement(Probe), { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(seen[0]).toBe('server');
    expect(container.textContent).toBe('browser');
    act(() => root.unmount());
  });

  it("in a part drawn after the first page answers taps, gives the browser's value in the commit that draws it", () => {
    beginTakeover();
    settleFirstPage();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    // outside act, as a tap would find the page: nothing is flushed but what React does itself
    const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      flushSync(() => root.render(createElement(Probe)));
      expect(seen[0]).toBe('server');
      expect(container.textContent).toBe('browser');
    } finally {
      reactGlobal.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
      flushSync(() => root.unmount());
    }
  });

  it("draws the browser's value at once when no server page is being taken over (no flash of the server's)", () => {
    render(createElement(Probe));
    expect(seen[0]).toBe('browser');
    expect(screen.getByText('browser')).toBeInTheDocument();
  });

  it('follows later changes of the store, and stops listening when unmounted', () => {
    const { unmount } = render(createElement(Probe));
    act(() => setWord('changed'));
    expect(screen.getByText('changed')).toBeInTheDocument();
    unmount();
    expect(listeners.size).toBe(0);
  });
});

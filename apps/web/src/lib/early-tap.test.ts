import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyTaps, replayEarlyTap } from './early-tap.ts';

// Issue #35: a tap on the server's page before the app has taken it over (`#root` still inert)
// reaches its control once the page is live. The browser's hit test through `inert` is stood in
// for by `document.elementFromPoint`, which the test page cannot compute.

/** A server-drawn page: an inert root holding a heart (with its icon), a search box and some text. */
function serverPage() {
  document.body.innerHTML = `<div id="root" inert><p>Sigra flats</p><button type="button" aria-label="Add Sigra flats to favourites"><svg></svg></button><input type="search" aria-label="Search"></div>`;
  const root = document.getElementById('root') as HTMLElement;
  const heart = root.querySelector('button') as HTMLButtonElement;
  return {
    root,
    heart,
    icon: heart.querySelector('svg') as SVGElement,
    search: root.querySelector('input') as HTMLInputElement,
    text: root.querySelector('p') as HTMLElement,
  };
}

/** A tap at (10, 20) that hits `target` once the root's `inert` is set aside; what the hit test saw of `inert`. */
function tapOn(target: Element, init: MouseEventInit = {}) {
  const inertAtHitTest: boolean[] = [];
  document.elementFromPoint = vi.fn(() => {
    inertAtHitTest.push((document.getElementById('root') as HTMLElement).hasAttribute('inert'));
    return target;
  });
  // an inert subtree is not hit: the click lands on the body
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 10, clientY: 20, button: 0, ...init }));
  return inertAtHitTest;
}

afterEach(() => {
  replayEarlyTap();
  document.body.innerHTML = '';
});

describe('a tap before the page is live', () => {
  it('is given to the control under it once the page is live, once, and the page stays inert meanwhile', () => {
    const { root, heart, icon } = serverPage();
    const onClick = vi.fn();
    heart.addEventListener('click', onClick);
    keepEarlyTaps(root);

    expect(tapOn(icon)).toEqual([false]);
    expect(root.hasAttribute('inert')).toBe(true);
    expect(onClick).not.toHaveBeenCalled();

    root.removeAttribute('inert');
    expect(replayEarlyTap()).toBe(heart);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(replayEarlyTap()).toBeUndefined();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps the last of several taps, and puts the cursor in a box one types in', () => {
    const { root, heart, search } = serverPage();
    const onClick = vi.fn();
    heart.addEventListener('click', onClick);
    keepEarlyTaps(root);
    tapOn(heart);
    tapOn(search);

    root.removeAttribute('inert');
    expect(replayEarlyTap()).toBe(search);
    expect(document.activeElement).toBe(search);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('drops a tap on no control, a tap with a modifier key, and a tap on a control no longer on the page', () => {
    const { root, heart, text } = serverPage();
    keepEarlyTaps(root);
    tapOn(text);
    tapOn(heart, { ctrlKey: true });
    expect(replayEarlyTap()).toBeUndefined();

    keepEarlyTaps(root);
    tapOn(heart);
    heart.remove();
    expect(replayEarlyTap()).toBeUndefined();
  });

  it('notes nothing once the page is live', () => {
    const { root, heart } = serverPage();
    keepEarlyTaps(root);
    root.removeAttribute('inert');
    tapOn(heart);
    expect(replayEarlyTap()).toBeUndefined();
  });
});

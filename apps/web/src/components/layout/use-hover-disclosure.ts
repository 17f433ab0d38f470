import { useCallback, useEffect, useRef, useState } from 'react';

/** Delay before a header dropdown closes after the pointer leaves, in milliseconds (docs/product/catalogue.md). */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/**
 * State and handlers of a header dropdown (docs/product/catalogue.md "Header dropdowns"): opens on
 * hover and on click or keyboard; closes 200 ms after the pointer leaves, on Escape (focus back
 * on the button), when focus or a click goes elsewhere. A click right after a hover-open keeps
 * it open instead of toggling it shut.
 */
export function useHoverDisclosure(closeDelayMs = DROPDOWN_CLOSE_DELAY_MS) {
  const [isOpen, setOpenState] = useState(false);
  // Mirrors isOpen synchronously, so a hover and the click that follows it see the same state.
  const openRef = useRef(false);
  const setOpen = useCallback((next: boolean) => {
    openRef.current = next;
    setOpenState(next);
  }, []);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);

  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const close = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  }, [cancelClose, setOpen]);

  useEffect(() => cancelClose, [cancelClose]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, close]);

  const containerProps = {
    ref: containerRef,
    onMouseEnter: () => {
      cancelClose();
      if (!openRef.current) openedByHover.current = true;
      setOpen(true);
    },
    onMouseLeave: () => {
      cancelClose();
      timer.current = setTimeout(close, closeDelayMs);
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Escape' && isOpen) {
        event.stopPropagation();
        close();
        buttonRef.current?.focus();
      }
    },
    onBlur: (event: React.FocusEvent) => {
      if (event.relatedTarget && !containerRef.current?.contains(event.relatedTarget as Node)) close();
    },
  };

  const buttonProps = {
    ref: buttonRef,
    'aria-expanded': isOpen,
    onClick: () => {
      cancelClose();
      if (openedByHover.current) {
        openedByHover.current = false;
        setOpen(true);
        return;
      }
      setOpen(!openRef.current);
    },
  };

  return { isOpen, close, containerProps, buttonProps };
}

import { type FocusEvent, useState } from 'react';

/**
 * Whether the pointer is over an element or focus is inside it, with the handlers to spread on
 * that element. Auto-moving content holds still while this is true (WCAG 2.2.2).
 */
export function useHold() {
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  return {
    isHeld: isHovered || isFocused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

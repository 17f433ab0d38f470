import { useEffect } from 'react';
import { BUSINESS } from '../config/business.ts';

/** Sets the document title to "{title} | {business name}" while the page is shown. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BUSINESS.name}` : `${BUSINESS.name} – ${BUSINESS.tagline}`;
  }, [title]);
}

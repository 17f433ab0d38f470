import { useEffect, useState } from 'react';

/**
 * False on the server and in the first browser render (so a server-drawn page hydrates with the
 * same markup), true once the component has mounted in the browser: the moment browser-only
 * code such as Leaflet may be loaded (docs/decisions/0005-server-drawn-landing-pages.md).
 */
export function useHasMounted(): boolean {
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => setHasMounted(true), []);
  return hasMounted;
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** Geolocation settings of docs/product/accounts.md: high accuracy and a 20-second timeout. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };

/** A device position in decimal degrees. */
export type DeviceLocation = { lat: number; lon: number };

/** Result of {@link requestLocation}. */
export type LocationResult =
  | { status: 'obtained'; location: DeviceLocation }
  | { status: 'denied' }
  | { status: 'unavailable' }
  | { status: 'unsupported' };

/**
 * Asks the browser for the device position once (docs/product/accounts.md "Customer sign-up" step 2).
 * Never rejects: 'denied' when the visitor refuses, 'unavailable' on timeout or failure,
 * 'unsupported' when the browser has no geolocation.
 */
export function requestLocation(): Promise<LocationResult> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
    return Promise.resolve({ status: 'unsupported' });
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ status: 'obtained', location: { lat: position.coords.latitude, lon: position.coords.longitude } }),
      (error) => resolve({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      GEOLOCATION_OPTIONS,
    );
  });
}

/** State of the associate form's location line. */
export type LocationState = { status: 'checking' } | LocationResult;

/**
 * Requests the location as soon as the component mounts and offers `retry` (docs/product/accounts.md
 * "Associate sign-up": a location status line; the location is required).
 */
export function useGeolocation(): { state: LocationState; retry: () => void } {
  const [state, setState] = useState<LocationState>({ status: 'checking' });
  const attempt = useRef(0);

  const retry = useCallback(() => {
    const current = ++attempt.current;
    setState({ status: 'checking' });
    void requestLocation().then((result) => {
      if (current === attempt.current) setState(result);
    });
  }, []);

  useEffect(() => {
    retry();
    return () => {
      attempt.current += 1;
    };
  }, [retry]);

  return { state, retry };
}

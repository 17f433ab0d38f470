import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { type ListPlacesResponse, listPlacesResponseSchema } from '@realty/contracts/places/places';
import { useQuery } from '@tanstack/react-query';
import { Loader2, MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { apiRequest } from '../../lib/api-client.ts';
import { type DeviceLocation, type LocationResult, type LocationState, requestLocation, useGeolocation } from '../../lib/geolocation.ts';
import { useMessageText } from '../../lib/i18n/messages/messages.ts';
import { SIGN_UP_TOAST } from './account-rules.ts';
import { useAccountFormTexts } from './texts.ts';

/** A city a person may choose instead of sharing the device location: its name and centre in degrees. */
export type SignUpCity = { city: string; lat: number; lon: number };

/** The cities of `GET /api/places` whose centre is known, in the answer's order, without repeats. */
export function signUpCitiesOf(answer: ListPlacesResponse | undefined): SignUpCity[] {
  const seen = new Set<string>();
  const cities: SignUpCity[] = [];
  for (const state of answer?.data ?? [])
    for (const { city, lat, lon } of state.cities)
      if (lat !== null && lon !== null && !seen.has(city)) {
        seen.add(city);
        cities.push({ city, lat, lon });
      }
  return cities;
}

/**
 * The cities offered when the device location is refused (docs/product/accounts.md, "Associate
 * sign-up"): `GET /api/places`, asked only when `isEnabled`; cached for the visit.
 */
export function useSignUpCities(isEnabled: boolean) {
  return useQuery({
    queryKey: ['sign-up-cities'] as const,
    queryFn: ({ signal }) => apiRequest('/places', { signal, schema: listPlacesResponseSchema }),
    select: signUpCitiesOf,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: isEnabled,
  });
}

/** What {@link useLocationOrCity} gives a form that needs a place. */
export type LocationOrCity = {
  /** The device location's state: checking, obtained, denied, unavailable or unsupported. */
  state: LocationState;
  /** Asks the device again ('Try again'). */
  retry: () => void;
  /** The city chosen instead, if any. */
  city: SignUpCity | null;
  setCity: (city: SignUpCity | null) => void;
  /** Where the person is: the device location, else the chosen city's centre; null while neither. */
  place: DeviceLocation | null;
};

/**
 * The required place of a sign-up (docs/product/accounts.md, "Associate sign-up"): the device
 * location, asked as the form opens, or, when it is refused, unavailable or unsupported, a city
 * chosen instead, whose centre stands for the location. Draw it with {@link LocationOrCityStep}.
 */
export function useLocationOrCity(): LocationOrCity {
  const { state, retry } = useGeolocation();
  const [city, setCity] = useState<SignUpCity | null>(null);
  const place = state.status === 'obtained' ? state.location : city ? { lat: city.lat, lon: city.lon } : null;
  return { state, retry, city, setCity, place };
}

/**
 * The location step of a sign-up form (docs/product/accounts.md, "Associate sign-up"): why the
 * location is asked ('We ask for your location to offer you leads near you.'), its state in a
 * live region ('Checking your location...', 'Location obtained.', 'City chosen: …', else 'Please
 * enable your location to continue.' with 'Try again'), and, whenever the device location is
 * refused, unavailable or unsupported, 'Your city' with the cities of {@link useSignUpCities}.
 * Texts in the page's language.
 */
export function LocationOrCityStep({ location }: { location: LocationOrCity }) {
  const t = useAccountFormTexts();
  const msg = useMessageText();
  const cityId = useId();
  const { state, retry, city, setCity } = location;
  const isRefused = state.status !== 'checking' && state.status !== 'obtained';
  const cities = useSignUpCities(isRefused);
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <p className="text-slate-700">{t('location.why')}</p>
      <div role="status" aria-live="polite" className="flex flex-wrap items-center gap-2">
        {state.status === 'checking' ? (
          <span className="inline-flex items-center gap-1.5 text-slate-700">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {t('location.checking')}
          </span>
        ) : state.status === 'obtained' ? (
          <span className="inline-flex items-center gap-1.5 text-green-700">
            <MapPin aria-hidden="true" className="size-4" /> {t('location.obtained')}
          </span>
        ) : city ? (
          <span className="inline-flex items-center gap-1.5 text-green-700">
            <MapPin aria-hidden="true" className="size-4" /> {t('location.cityChosen', { city: city.city })}
          </span>
        ) : (
          <>
            <span className="inline-flex items-center gap-1.5 text-red-700">
              <MapPin aria-hidden="true" className="size-4" />
              {state.status === 'unsupported' ? `${t('location.unsupported')} ` : ''}
              {msg(ACCOUNT_MESSAGES.locationRequired)}
            </span>
            <button type="button" onClick={retry} className="font-semibold text-brand-700 underline hover:text-brand-800">
              {t('location.tryAgain')}
            </button>
          </>
        )}
      </div>
      {isRefused ? (
        <div>
          <p className="mb-1 text-slate-700">{t('location.chooseCity')}</p>
          <label htmlFor={cityId} className="label">
            {t('location.city')}
          </label>
          <select
            id={cityId}
            className="input"
            value={city?.city ?? ''}
            onChange={(event) => setCity(cities.data?.find((one) => one.city === event.target.value) ?? null)}
          >
            <option value="">{t('location.cityPlaceholder')}</option>
            {(cities.data ?? []).map((one) => (
              <option key={one.city} value={one.city}>
                {one.city}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}

/** What {@link useLocationOnSend} gives a form that would like the location but never waits for it. */
export type LocationOnSend = {
  /** The device location once obtained, else null. */
  location: DeviceLocation | null;
  /** Asks for the location without waiting (again after a refusal, not while a request is pending or done). */
  ask: () => void;
  /** Calls `save` with the location now, or when it arrives, if it ever does. */
  whenFound: (save: (at: DeviceLocation) => void) => void;
};

/**
 * The optional location of the customers' sign-up (docs/product/accounts.md, "Customer sign-up"):
 * asked at 'Send OTP', at the same time as the code and never waited for; a refusal toasts
 * 'Please enable location to find nearby properties.' (or 'Geolocation not supported') while the
 * form is still open, and is asked again at the next 'Send OTP'.
 */
export function useLocationOnSend(): LocationOnSend {
  const msg = useMessageText();
  const [location, setLocation] = useState<DeviceLocation | null>(null);
  /** The location asked for, pending or obtained; null before, or after a refusal (asked again next time). */
  const request = useRef<Promise<LocationResult> | null>(null);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const ask = () => {
    if (request.current) return;
    request.current = requestLocation().then((found) => {
      if (found.status === 'obtained') setLocation(found.location);
      else {
        request.current = null;
        // an answer that comes after the visitor has left the form is not worth a message
        if (!isMounted.current) return found;
        if (found.status === 'unsupported') toast.error(msg('Geolocation not supported'), SIGN_UP_TOAST);
        else toast.warning(msg('Please enable location to find nearby properties.'), SIGN_UP_TOAST);
      }
      return found;
    });
  };

  const whenFound = (save: (at: DeviceLocation) => void) => {
    if (location) save(location);
    else
      void request.current?.then((found) => {
        if (found.status === 'obtained') save(found.location);
      });
  };

  return { location, ask, whenFound };
}

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../test/render-page.tsx';
import { LocationOrCityStep, signUpCitiesOf, useLocationOnSend, useLocationOrCity } from './location-step.tsx';

// The location step of sign-up (docs/product/accounts.md, "Customer sign-up", "Associate sign-up").

type Geo = { getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => void };
const setGeolocation = (geo: Geo | undefined) => Object.defineProperty(window.navigator, 'geolocation', { value: geo, configurable: true });
const granted: Geo = { getCurrentPosition: (ok) => ok({ coords: { latitude: 25.3176, longitude: 82.9739 } } as GeolocationPosition) };
const denied: Geo = {
  getCurrentPosition: (_ok, fail) =>
    fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError),
};

const PLACES = {
  success: true,
  data: [
    {
      state: 'Uttar Pradesh',
      aliases: [],
      featured: true,
      cities: [
        { city: 'Varanasi', aliases: [], localities: [], featured: true, lat: 25.3176, lon: 82.9739 },
        { city: 'Lucknow', aliases: [], localities: [], featured: true, lat: 26.8467, lon: 80.9462 },
        { city: 'Nowhere', aliases: [], localities: [], featured: false, lat: null, lon: null },
      ],
    },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
  setGeolocation(undefined);
});

/** The location step with the place it gives, as a form would send it. */
function Step() {
  const location = useLocationOrCity();
  return (
    <>
      <LocationOrCityStep location={location} />
      <output data-testid="place">{location.place ? `${location.place.lat},${location.place.lon}` : 'none'}</output>
    </>
  );
}

describe('the location or city step', { timeout: 20_000 }, () => {
  it('says why it asks, and gives the device location when it is shared', async () => {
    setGeolocation(granted);
    renderPage(<Step />, '/registerassociate');
    expect(screen.getByText('We ask for your location to offer you leads near you.')).toBeInTheDocument();
    expect(await screen.findByText('Location obtained.')).toBeInTheDocument();
    expect(screen.getByTestId('place')).toHaveTextContent('25.3176,82.9739');
    expect(screen.queryByLabelText('Your city')).toBeNull();
  });

  it('offers a city instead when the location is refused, and gives its centre', async () => {
    setGeolocation(denied);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(PLACES));
    renderPage(<Step />, '/registerassociate');
    expect(await screen.findByText('Please enable your location to continue.')).toBeInTheDocument();
    const city = screen.getByLabelText('Your city');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Lucknow' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'Nowhere' })).toBeNull();
    expect(screen.getByTestId('place')).toHaveTextContent('none');
    await userEvent.setup().selectOptions(city, 'Lucknow');
    expect(await screen.findByText('City chosen: Lucknow.')).toBeInTheDocument();
    expect(screen.getByTestId('place')).toHaveTextContent('26.8467,80.9462');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/places');
  });

  it('keeps only cities with a known centre, each once', () => {
    const twice = { success: true as const, data: [...PLACES.data, ...PLACES.data] };
    expect(signUpCitiesOf(twice).map((one) => one.city)).toEqual(['Varanasi', 'Lucknow']);
    expect(signUpCitiesOf(undefined)).toEqual([]);
  });
});

/** The customers' location asked at 'Send OTP', and where it is saved once found. */
function OnSend({ onFound }: { onFound: (at: { lat: number; lon: number }) => void }) {
  const location = useLocationOnSend();
  return (
    <>
      <button type="button" onClick={location.ask}>
        Ask
      </button>
      <button type="button" onClick={() => location.whenFound(onFound)}>
        Save
      </button>
    </>
  );
}

describe('the location asked at Send OTP', { timeout: 20_000 }, () => {
  it('never waits: a location that arrives after the account is saved then', async () => {
    let answer: (position: GeolocationPosition) => void = () => {};
    setGeolocation({ getCurrentPosition: (ok) => (answer = ok) });
    const onFound = vi.fn();
    const user = userEvent.setup();
    renderPage(<OnSend onFound={onFound} />, '/registeruser');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onFound).not.toHaveBeenCalled();
    answer({ coords: { latitude: 25.3176, longitude: 82.9739 } } as GeolocationPosition);
    await waitFor(() => expect(onFound).toHaveBeenCalledWith({ lat: 25.3176, lon: 82.9739 }));
  });

  it('says why a refusal matters and asks again next time', async () => {
    const geo = { getCurrentPosition: vi.fn(denied.getCurrentPosition) };
    setGeolocation(geo);
    const user = userEvent.setup();
    renderPage(<OnSend onFound={vi.fn()} />, '/registeruser');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Please enable location to find nearby properties.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(geo.getCurrentPosition).toHaveBeenCalledTimes(2));
  });
});

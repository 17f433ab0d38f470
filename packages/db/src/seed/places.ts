/**
 * The cities the company sells in, with a bounding box (degrees) and named localities whose
 * coordinates lie inside it. Shared by the hand-written demo catalogue and the scale-data
 * generator, so both place listings where they really are (docs/product/catalogue.md: plots in three
 * states). City names are the canonical names of the places table (migration 0007; Prayagraj,
 * not Allahabad), and every locality here is one of that city's localities there, so the
 * free-text search recognises it (checked by `places.test.ts`).
 */

/** A locality or landmark inside a city: where a listing sits and the famous place near it. */
export type Locality = {
  /** Landmark text stored in `site_landmark`, e.g. 'Sigra'. */
  name: string;
  /** Famous place nearby stored in `site_famous_place`, e.g. 'Kashi Vidyapith'. */
  famousPlace: string;
  lat: number;
  lon: number;
};

/** A city with its state, bounding box (south, west, north, east in degrees) and localities. */
export type City = {
  city: string;
  state: string;
  bbox: { south: number; west: number; north: number; east: number };
  localities: Locality[];
};

/** Uttar Pradesh, the home state of every featured filter city (docs/product/catalogue.md). */
export const UTTAR_PRADESH = 'Uttar Pradesh';

const UP = UTTAR_PRADESH;

/** Every city of the generated catalogues, keyed by the canonical city name stored in `site_city`. */
export const CITIES: Record<string, City> = {
  Varanasi: {
    city: 'Varanasi',
    state: UP,
    bbox: { south: 25.2, west: 82.83, north: 25.47, east: 83.1 },
    localities: [
      { name: 'Sigra', famousPlace: 'Kashi Vidyapith', lat: 25.3181, lon: 82.988 },
      { name: 'Lanka', famousPlace: 'BHU Main Gate', lat: 25.283, lon: 82.999 },
      { name: 'BHU', famousPlace: 'Banaras Hindu University', lat: 25.2677, lon: 82.9913 },
      { name: 'Assi Ghat', famousPlace: 'Assi Ghat', lat: 25.288, lon: 83.0065 },
      { name: 'Mahmoorganj', famousPlace: 'Durga Kund', lat: 25.304, lon: 82.981 },
      { name: 'Sarnath', famousPlace: 'Dhamek Stupa', lat: 25.3811, lon: 83.0214 },
      { name: 'Bhelupur', famousPlace: 'Tulsi Manas Mandir', lat: 25.296, lon: 82.995 },
      { name: 'Cantonment', famousPlace: 'Varanasi Junction', lat: 25.335, lon: 82.97 },
      { name: 'Shivpur', famousPlace: 'Shivpur Bypass', lat: 25.355, lon: 82.959 },
      { name: 'Babatpur Road', famousPlace: 'Lal Bahadur Shastri Airport', lat: 25.418, lon: 82.885 },
    ],
  },
  Prayagraj: {
    city: 'Prayagraj',
    state: UP,
    bbox: { south: 25.33, west: 81.74, north: 25.56, east: 81.98 },
    localities: [
      { name: 'Civil Lines', famousPlace: 'Anand Bhawan', lat: 25.4522, lon: 81.835 },
      { name: 'George Town', famousPlace: 'Allahabad University', lat: 25.455, lon: 81.845 },
      { name: 'Jhunsi', famousPlace: 'Triveni Sangam', lat: 25.433, lon: 81.905 },
      { name: 'Naini', famousPlace: 'Naini Bridge', lat: 25.39, lon: 81.87 },
      { name: 'Phaphamau', famousPlace: 'Ganga Bridge Phaphamau', lat: 25.523, lon: 81.864 },
      { name: 'Katra', famousPlace: 'Anand Bhawan', lat: 25.4605, lon: 81.8557 },
      { name: 'Kydganj', famousPlace: 'Triveni Sangam', lat: 25.437, lon: 81.868 },
    ],
  },
  Mirzapur: {
    city: 'Mirzapur',
    state: UP,
    bbox: { south: 25.05, west: 82.45, north: 25.25, east: 82.95 },
    localities: [
      { name: 'Vindhyachal', famousPlace: 'Maa Vindhyavasini Temple', lat: 25.168, lon: 82.505 },
      { name: 'Chunar', famousPlace: 'Chunar Fort', lat: 25.126, lon: 82.879 },
      { name: 'Sangmohal', famousPlace: 'Pakka Ghat', lat: 25.146, lon: 82.572 },
      { name: 'Lalganj Road', famousPlace: 'Wyndham Falls', lat: 25.118, lon: 82.56 },
    ],
  },
  Chitrakoot: {
    city: 'Chitrakoot',
    state: UP,
    bbox: { south: 25.1, west: 80.78, north: 25.28, east: 80.98 },
    localities: [
      { name: 'Karwi', famousPlace: 'Karwi Railway Station', lat: 25.2, lon: 80.9 },
      { name: 'Ramghat', famousPlace: 'Ramghat on the Mandakini', lat: 25.175, lon: 80.866 },
      { name: 'Sitapur Chitrakoot', famousPlace: 'Kamadgiri Parikrama', lat: 25.163, lon: 80.878 },
    ],
  },
  Lucknow: {
    city: 'Lucknow',
    state: UP,
    bbox: { south: 26.7, west: 80.8, north: 27.0, east: 81.1 },
    localities: [
      { name: 'Gomti Nagar', famousPlace: 'Ambedkar Memorial Park', lat: 26.85, lon: 81.0 },
      { name: 'Hazratganj', famousPlace: 'Hazratganj Market', lat: 26.85, lon: 80.945 },
      { name: 'Aliganj', famousPlace: 'Kapoorthala Complex', lat: 26.89, lon: 80.94 },
      { name: 'Sultanpur Road', famousPlace: 'Ekana Stadium', lat: 26.78, lon: 81.02 },
      { name: 'Indira Nagar', famousPlace: 'Munshi Pulia', lat: 26.875, lon: 80.995 },
    ],
  },
  Ayodhya: {
    city: 'Ayodhya',
    state: UP,
    bbox: { south: 26.72, west: 82.1, north: 26.84, east: 82.28 },
    localities: [
      { name: 'Ram Path', famousPlace: 'Shri Ram Janmabhoomi Mandir', lat: 26.79, lon: 82.198 },
      { name: 'Saket Puri', famousPlace: 'Guptar Ghat', lat: 26.785, lon: 82.145 },
      { name: 'Airport Road', famousPlace: 'Maharishi Valmiki Airport', lat: 26.752, lon: 82.15 },
    ],
  },
  Gorakhpur: {
    city: 'Gorakhpur',
    state: UP,
    bbox: { south: 26.68, west: 83.3, north: 26.84, east: 83.45 },
    localities: [
      { name: 'Ramgarh Tal', famousPlace: 'Ramgarh Tal Lake', lat: 26.735, lon: 83.405 },
      { name: 'Golghar', famousPlace: 'Gorakhnath Temple', lat: 26.76, lon: 83.37 },
    ],
  },
  Kanpur: {
    city: 'Kanpur',
    state: UP,
    bbox: { south: 26.35, west: 80.2, north: 26.55, east: 80.45 },
    localities: [
      { name: 'Swaroop Nagar', famousPlace: 'Moti Jheel', lat: 26.478, lon: 80.318 },
      { name: 'Kalyanpur', famousPlace: 'IIT Kanpur', lat: 26.5, lon: 80.27 },
    ],
  },
  Patna: {
    city: 'Patna',
    state: 'Bihar',
    bbox: { south: 25.55, west: 85.0, north: 25.66, east: 85.25 },
    localities: [
      { name: 'Bailey Road', famousPlace: 'Patna Museum', lat: 25.61, lon: 85.09 },
      { name: 'Danapur', famousPlace: 'Danapur Cantonment', lat: 25.62, lon: 85.045 },
      { name: 'Boring Road', famousPlace: 'Gandhi Maidan', lat: 25.615, lon: 85.115 },
    ],
  },
  'Bodh Gaya': {
    city: 'Bodh Gaya',
    state: 'Bihar',
    bbox: { south: 24.65, west: 84.94, north: 24.75, east: 85.04 },
    localities: [{ name: 'Domuhan Road', famousPlace: 'Mahabodhi Temple', lat: 24.7, lon: 84.995 }],
  },
  Rewa: {
    city: 'Rewa',
    state: 'Madhya Pradesh',
    bbox: { south: 24.48, west: 81.23, north: 24.6, east: 81.37 },
    localities: [{ name: 'Civil Lines Rewa', famousPlace: 'Rewa Fort', lat: 24.535, lon: 81.3 }],
  },
  Satna: {
    city: 'Satna',
    state: 'Madhya Pradesh',
    bbox: { south: 24.54, west: 80.76, north: 24.65, east: 80.9 },
    localities: [{ name: 'Rewa Road', famousPlace: 'Venkatesh Temple', lat: 24.59, lon: 80.84 }],
  },
};

/** The city record for `name`. @throws Error for a city not in {@link CITIES}. */
export function cityOf(name: string): City {
  const city = CITIES[name];
  if (!city) throw new Error(`Unknown seed city ${name}`);
  return city;
}

/** The locality `name` of `city`. @throws Error when the city has no such locality. */
export function localityOf(city: string, name: string): Locality {
  const found = cityOf(city).localities.find((l) => l.name === name);
  if (!found) throw new Error(`Unknown locality ${name} in ${city}`);
  return found;
}

/** True when (lat, lon) in degrees lies inside the bounding box of `city`. */
export function isInsideCity(city: string, lat: number, lon: number): boolean {
  const { south, west, north, east } = cityOf(city).bbox;
  return lat >= south && lat <= north && lon >= west && lon <= east;
}

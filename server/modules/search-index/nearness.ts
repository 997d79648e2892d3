import { toSearchWords } from '../jobs/search-terms.js';
import { placeNamedIn } from './place-names.js';

// How near two listings' places are, for similar internships (docs/decisions/0045): the same city, then the
// same state. A city is named by its official name (place-names.ts knows the other spellings); a place the
// tables do not know is its text before the first comma, and its state only when the text names one.

/** Each state and union territory with the cities listings name most, by official name. */
const CITIES_OF_STATE: Readonly<Record<string, readonly string[]>> = {
  karnataka: [
    'bengaluru',
    'mysuru',
    'mangaluru',
    'hubballi',
    'belagavi',
    'kalaburagi',
    'vijayapura',
    'shivamogga',
    'tumakuru',
    'ballari',
    'davanagere',
    'udupi',
    'dharwad',
  ],
  maharashtra: ['mumbai', 'pune', 'nagpur', 'nashik', 'thane', 'navi mumbai', 'aurangabad'],
  'tamil nadu': ['chennai', 'coimbatore', 'madurai', 'tiruchirappalli', 'thoothukudi', 'salem'],
  kerala: ['thiruvananthapuram', 'kochi', 'kozhikode', 'thrissur'],
  telangana: ['hyderabad', 'warangal', 'secunderabad'],
  'andhra pradesh': ['visakhapatnam', 'vijayawada', 'guntur', 'tirupati'],
  delhi: ['delhi'],
  haryana: ['gurugram', 'faridabad'],
  'uttar pradesh': ['noida', 'ghaziabad', 'lucknow', 'kanpur', 'varanasi', 'prayagraj', 'agra'],
  'west bengal': ['kolkata', 'durgapur'],
  gujarat: ['ahmedabad', 'vadodara', 'surat', 'rajkot', 'gandhinagar'],
  rajasthan: ['jaipur', 'jodhpur', 'udaipur'],
  'madhya pradesh': ['indore', 'bhopal'],
  odisha: ['bhubaneswar', 'cuttack'],
  punjab: ['ludhiana', 'amritsar', 'mohali'],
  chandigarh: ['chandigarh'],
  puducherry: ['puducherry'],
  goa: ['panaji', 'margao'],
  bihar: ['patna'],
  assam: ['guwahati'],
  jharkhand: ['ranchi', 'jamshedpur'],
  uttarakhand: ['dehradun'],
  chhattisgarh: ['raipur'],
};

const STATE_OF_CITY = new Map(
  Object.entries(CITIES_OF_STATE).flatMap(([state, cities]) => cities.map((city) => [city, state] as const)),
);
const STATES = Object.keys(CITIES_OF_STATE);

export interface Place {
  city: string;
  state: string | null;
  remote: boolean;
}

/** Where a listing's location text puts it: "Bengaluru Rural" and "ಬೆಂಗಳೂರು" are Bengaluru, Karnataka. */
export function placeOf(location: string): Place {
  const words = toSearchWords(location);
  const named = placeNamedIn(words);
  const city = named ?? location.split(',')[0].trim().toLowerCase();
  const text = words.join(' ');
  const state = STATE_OF_CITY.get(city) ?? STATES.find((name) => ` ${text} `.includes(` ${name} `)) ?? null;
  return { city, state, remote: named === 'remote' };
}

/** How near a listing at `other` is to one at `place`: 2 the same city (or it is remote), 1 the same state, 0 neither. */
export function nearness(place: Place, other: Place): 0 | 1 | 2 {
  if (other.remote || other.city === place.city) return 2;
  return place.state !== null && other.state === place.state ? 1 : 0;
}

import { describe, expect, it } from 'vitest';
import { nearness, placeOf } from './nearness.js';

describe('where a listing is (docs/decisions/0045)', () => {
  it('knows a place by any of its spellings, with its state', () => {
    expect(placeOf('Bengaluru Rural')).toEqual({ city: 'bengaluru', state: 'karnataka', remote: false });
    expect(placeOf('ಬೆಂಗಳೂರು')).toEqual(placeOf('Bangalore'));
    expect(placeOf('Gurgaon')).toEqual({ city: 'gurugram', state: 'haryana', remote: false });
    expect(placeOf('Ahmedabad')).toEqual({ city: 'ahmedabad', state: 'gujarat', remote: false });
    expect(placeOf('Anand, Gujarat')).toEqual({ city: 'anand', state: 'gujarat', remote: false });
    expect(placeOf('Work from home')).toEqual({ city: 'remote', state: null, remote: true });
    expect(placeOf('Somewhere')).toEqual({ city: 'somewhere', state: null, remote: false });
  });

  it('ranks the same city, then the same state; a remote listing is near everyone', () => {
    const mysuru = placeOf('Mysuru');
    expect(nearness(mysuru, placeOf('Mysore'))).toBe(2);
    expect(nearness(mysuru, placeOf('Remote'))).toBe(2);
    expect(nearness(mysuru, placeOf('Bengaluru'))).toBe(1);
    expect(nearness(mysuru, placeOf('Pune'))).toBe(0);
    expect(nearness(placeOf('Somewhere'), placeOf('Elsewhere'))).toBe(0);
  });
});

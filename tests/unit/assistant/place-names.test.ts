/** Place names in a visitor's text (src/domain/assistant/place-names.ts) and the names of the service area (area-names.ts). */
import { describe, expect, it } from 'vitest';
import { findNames, nameMatchers } from '../../../src/domain/assistant/place-names.ts';
import { OUTSIDE_SERVICE_AREA, servedPlaces } from '../../../src/domain/assistant/area-names.ts';

describe('a one-word name typed with one typo', () => {
  const towns = nameMatchers(['Clinton', 'Victor', 'Frenchtown']);

  it('is found for names of seven letters, from a word of six', () => {
    expect(findNames('do you serve clintn', towns, true)).toEqual({ found: ['Clinton'], rest: 'do you serve  ' });
  });

  it('is not found for names under seven letters', () => {
    expect(findNames('do you serve vicotr', towns, true).found).toEqual([]);
    expect(findNames('do you serve victor', towns, true).found).toEqual(['Victor']);
  });

  it('counts two letters trading places as one typo, but not two neighbouring letters changed', () => {
    expect(findNames('frenhctown', towns, true).found).toEqual(['Frenchtown']);
    expect(findNames('frenxctown', towns, true).found).toEqual([]);
    expect(findNames('frenhxtown', towns, true).found).toEqual([]);
  });
});

describe('the names of the service area', () => {
  const served = servedPlaces();

  it('names each county with and without "County", but not "Lake" alone', () => {
    expect(served).toEqual(expect.arrayContaining(['Missoula County', 'Ravalli County', 'Lake County', 'Missoula', 'Ravalli']));
    expect(served).not.toContain('Lake');
  });

  it('names the towns of the business profile and the areas of the landing page, each once', () => {
    expect(served).toEqual(expect.arrayContaining(['Bonner', 'Seeley Lake', 'Stevensville', 'Polson', 'Ronan', 'Victor']));
    expect(new Set(served).size).toBe(served.length);
  });

  it('names no place both served and outside', () => {
    expect(served.filter((name) => OUTSIDE_SERVICE_AREA.includes(name))).toEqual([]);
  });
});

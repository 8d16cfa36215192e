import { describe, expect, it } from 'vitest';
import { findNames, nameMatchers } from '../../../src/domain/assistant/place-names.ts';
import { detectBuildingType, detectQuantity, detectServiceType } from '../../../src/server/assistant/service-detection.ts';

const towns = nameMatchers(['Stevensville', 'Frenchtown', 'Missoula', 'East Missoula', 'Lolo', 'Hamilton']);

describe('place names with one typo', () => {
  it.each([
    ['stevensvile', 'Stevensville'], // a letter dropped
    ['stevensvillee', 'Stevensville'], // a letter added
    ['stevenzville', 'Stevensville'], // a letter changed
    ['frenchtwon', 'Frenchtown'], // two letters swapped
    ['frecnhtown', 'Frenchtown'], // two letters swapped in the middle
    ['missuola', 'Missoula'],
  ])('finds "%s" as %s, and blanks it out', (typed, name) => {
    expect(findNames(`do you serve ${typed}?`, towns, true)).toEqual({ found: [name], rest: 'do you serve  ?' });
  });

  it.each(['stevensvil', 'frnchtwn', 'hamiltonian', 'loloo', 'xtevensvilly', 'stevensvilleee'])('does not take "%s" for a town', (typed) => {
    expect(findNames(`do you serve ${typed}?`, towns, true).found).toEqual([]);
  });

  it('finds typos only when asked, each name once, and a name typed right only once', () => {
    expect(findNames('frenchtwon', towns).found).toEqual([]);
    expect(findNames('frenchtwon or frenchtonw', towns, true)).toEqual({ found: ['Frenchtown'], rest: '  or  ' });
    expect(findNames('Frenchtown and frenchtwon', towns, true)).toEqual({ found: ['Frenchtown'], rest: '  and frenchtwon' });
    expect(findNames('East Missoula and Missoula', towns).found).toEqual(['East Missoula', 'Missoula']);
  });
});

describe('what a chat message says about the job', () => {
  it('reads the service from the wizard label or id, else the keywords, else the hint', () => {
    expect(detectServiceType('Service: Other Service\nDetails: hot tub')).toBe('other');
    expect(detectServiceType('Service type:   fan  ')).toBe('fan');
    expect(detectServiceType('Service: Panel Upgrade/Replacement (residential building)')).toBe('panel');
    expect(detectServiceType('Service: something else, three outlets')).toBe('outlets');
    expect(detectServiceType('hello there', 'generator')).toBe('generator');
    expect(detectServiceType('hello there', 'hot tub')).toBe('unknown');
    expect(detectServiceType('rewire my whole house')).toBe('unknown');
  });

  it('reads the building', () => {
    expect(detectBuildingType('lights for our manufacturing plant')).toBe('industrial');
    expect(detectBuildingType('a manufacturer')).toBe('industrial');
    expect(detectBuildingType('my retail shop')).toBe('commercial');
    expect(detectBuildingType('my kitchen')).toBe('residential');
  });

  it('reads the number of items', () => {
    expect(detectQuantity('Quantity: 12')).toBe(12);
    expect(detectQuantity('quantity =  4')).toBe(4);
    expect(detectQuantity('Quantity: 0')).toBe(1);
    expect(detectQuantity('number of outlets: 123')).toBe(123);
    expect(detectQuantity('install 14 new outlets')).toBe(14);
    expect(detectQuantity('a dozen recessed lights')).toBe(12);
    expect(detectQuantity('0 outlets')).toBe(1);
    expect(detectQuantity('just fix it')).toBe(1);
  });
});

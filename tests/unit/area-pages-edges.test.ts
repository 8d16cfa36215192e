import { describe, expect, it } from 'vitest';
import { areaPath, byKindThenOrder, pageForName, type AreaRef } from '../../src/domain/areas/pages.ts';
import { durationPhrase, estimateDrive } from '../../src/domain/areas/drive-time.ts';

const areas: AreaRef[] = [
  { id: 'hamilton', name: 'Hamilton', kind: 'town', county: 'ravalli-county', towns: [] },
  { id: 'ravalli-county', name: 'Ravalli County', kind: 'county', towns: ['Hamilton', 'Victor'] },
];

describe('service-area pages, edges', () => {
  it('link a name to its own page, else its county page, whatever the case and spaces', () => {
    expect(areaPath('polson')).toBe('/service-areas/polson');
    expect(pageForName(' hamilton ', areas)?.id).toBe('hamilton');
    expect(pageForName('VICTOR', areas)?.id).toBe('ravalli-county');
    expect(pageForName('Lolo', areas)).toBeUndefined();
    expect(pageForName('Victor', [{ ...areas[0], towns: ['Victor'] }])).toBeUndefined();
  });

  it('list counties first, then towns, each in order', () => {
    const list = [
      { id: 't2', kind: 'town' as const, order: 2 },
      { id: 'c2', kind: 'county' as const, order: 2 },
      { id: 't1', kind: 'town' as const, order: 1 },
      { id: 'c1', kind: 'county' as const, order: 1 },
    ];
    expect(byKindThenOrder(list).map((area) => area.id)).toEqual(['c1', 'c2', 't1', 't2']);
  });

  it('say a drive in hours and minutes, and none for the same place', () => {
    expect(durationPhrase(60)).toBe('about 1 hour');
    expect(durationPhrase(125)).toBe('about 2 hours 5 minutes');
    expect(durationPhrase(25)).toBe('about 25 minutes');
    const bonner = { latitude: 46.877, longitude: -113.887 };
    expect(estimateDrive(bonner, bonner)).toEqual({ miles: 0, minutes: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { addContext, contextSummary, extractContext, mostConfident, rememberText, type ContextElement } from '../../../src/domain/assistant/context-memory.ts';

const NOW = 1_700_000_000_000;
const element = (fields: Partial<ContextElement> & Pick<ContextElement, 'key'>): ContextElement => ({
  source: 'chat',
  type: 'service',
  value: fields.key,
  confidence: 0.9,
  timestamp: NOW,
  ...fields,
});
/** key: value (confidence) of each element, in order. */
const read = (elements: ContextElement[]) => elements.map((item) => `${item.key}: ${item.value} (${item.confidence})`);

describe('extraction rules (spec section 9)', () => {
  it('reads bracketed tags with confidence 1, a county tag as the county', () => {
    expect(read(extractContext('[county: Ravalli County] [service: panel] [issue: sparks] [recommendation: call us] [severity: high]', 'chat', NOW))).toEqual([
      'location-county-ravalli: Ravalli County (1)',
      'service-tag: panel (1)',
      'issue-tag: sparks (1)',
      'recommendation-tag: call us (1)',
      'severity-tag: high (1)',
    ]);
    expect(extractContext('[severity: high]', 'chat', NOW)[0]).toMatchObject({ type: 'issue', source: 'chat', timestamp: NOW });
    expect(extractContext('[county:  Deer Lodge ]', 'chat', NOW)[0]).toMatchObject({ key: 'location-county-deer-lodge', value: 'Deer Lodge' });
    // A tag's words are not read again by the other rules.
    expect(read(extractContext('[issue: flickering lights]', 'chat', NOW))).toEqual(['issue-tag: flickering lights (1)']);
  });

  it('reads counties, towns and local zip codes', () => {
    expect(read(extractContext('We are in Lake County, near St. Ignatius, zip 59865 (not 59701 or 598651).', 'chat', NOW))).toEqual([
      'location-county-lake: Lake County (0.95)',
      'location-city-st-ignatius: St. Ignatius (0.9)',
      'location-zip-59865: 59865 (0.95)',
    ]);
  });

  it('reads the building, the phase, the issues and the equipment', () => {
    // (The services named are the intent router's keywords, tested with it.)
    const found = extractContext('Remodel of my house: the breaker keeps tripping and I smell burning near the 200 amp Square D panel, 240V, no GFCI or AFCI', 'chat', NOW);
    expect(read(found.filter((item) => item.type !== 'service'))).toEqual([
      'property-building-type: residential (0.8)',
      'property-construction-phase: remodel (0.8)',
      'issue-breaker-tripping: breaker tripping (0.85)',
      'issue-burning-smell: burning smell (0.85)',
      'equipment-amps-200: 200 amp (0.75)',
      'equipment-volts-240: 240 volt (0.75)',
      'equipment-gfci: GFCI (0.75)',
      'equipment-afci: AFCI (0.75)',
      'equipment-panel-brand: Square D (0.75)',
    ]);
    expect(extractContext('an old ge panel', 'chat', NOW).find((item) => item.key === 'equipment-panel-brand')?.value).toBe('GE');
    expect(extractContext('an FPE panel', 'chat', NOW).find((item) => item.key === 'equipment-panel-brand')?.value).toBe('FPE');
    // Typed in lower case, the initials are still written as initials; a longer name only gets its capitals.
    expect(extractContext('an old fpe panel', 'chat', NOW).find((item) => item.key === 'equipment-panel-brand')?.value).toBe('FPE');
    expect(extractContext('a general electric panel', 'chat', NOW).find((item) => item.key === 'equipment-panel-brand')?.value).toBe('General Electric');
    expect(extractContext('federal   pacific breakers', 'chat', NOW).find((item) => item.key === 'equipment-panel-brand')?.value).toBe('Federal Pacific');
  });

  it('records each key once, and where the text came from', () => {
    const found = extractContext('Missoula, Missoula and 59802, 59802', 'estimate', NOW);
    expect(read(found)).toEqual(['location-city-missoula: Missoula (0.9)', 'location-zip-59802: 59802 (0.95)']);
    expect(found.every((item) => item.source === 'estimate')).toBe(true);
    expect(extractContext('Polson')[0].source).toBe('chat');
    expect(rememberText([], 'Polson')[0].source).toBe('chat');
  });
});

describe('the memory', () => {
  it('updates only the element with the same key', () => {
    const memory = [element({ key: 'a', value: 'one' }), element({ key: 'b', value: 'two' })];
    expect(addContext(memory, { source: 'user', type: 'service', key: 'b', value: 'three', confidence: 0.5 }, NOW + 1)).toEqual([
      element({ key: 'a', value: 'one' }),
      element({ key: 'b', value: 'three', confidence: 0.5, timestamp: NOW + 1 }),
    ]);
  });

  it('summarises from a confidence of exactly 0.7, case-insensitively without repeats', () => {
    expect(contextSummary([element({ key: 'x', value: 'fan', confidence: 0.7 })])).toBe('Service: fan');
    expect(
      contextSummary([
        element({ key: 'x', value: 'Fan', confidence: 0.9 }),
        element({ key: 'y', value: 'FAN', confidence: 0.8 }),
        element({ key: 'z', value: 'panel', confidence: 0.75 }),
      ]),
    ).toBe('Service: Fan, panel');
  });

  it('summarises the two most confident values, the newer first on a tie', () => {
    const memory = [
      element({ key: 'a', value: 'old', confidence: 0.8, timestamp: 1 }),
      element({ key: 'b', value: 'new', confidence: 0.8, timestamp: 3 }),
      element({ key: 'c', value: 'best', confidence: 0.95, timestamp: 2 }),
    ];
    expect(contextSummary(memory)).toBe('Service: best, new');
  });

  it('gives the most confident value, the newest on a tie', () => {
    const memory = [
      element({ key: 'a', value: 'low', confidence: 0.75, timestamp: 9 }),
      element({ key: 'b', value: 'older', confidence: 0.9, timestamp: 1 }),
      element({ key: 'c', value: 'newer', confidence: 0.9, timestamp: 2 }),
      element({ key: 'd', value: 'other type', type: 'location', confidence: 1 }),
    ];
    expect(mostConfident(memory, 'service')).toBe('newer');
    expect(
      mostConfident([element({ key: 'a', value: 'low', confidence: 0.6, timestamp: 9 }), element({ key: 'b', value: 'high', confidence: 0.9, timestamp: 1 })], 'service'),
    ).toBe('high');
    expect(mostConfident(memory, 'location')).toBe('other type');
  });
});

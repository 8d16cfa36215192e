import { describe, expect, it } from 'vitest';
import {
  addContext,
  clearContext,
  contextSummary,
  extractContext,
  mostConfident,
  queryWithContext,
  relevantContext,
  rememberText,
  removeContext,
  updateContext,
  type ContextElement,
} from '../../../src/domain/assistant/context-memory.ts';

const element = (overrides: Partial<ContextElement> & Pick<ContextElement, 'key' | 'value'>): ContextElement => ({
  source: 'chat',
  type: 'service',
  confidence: 0.9,
  timestamp: 1,
  ...overrides,
});

describe('context memory operations', () => {
  it('appends an element with a new key and stamps it', () => {
    const memory = addContext([], { source: 'chat', type: 'location', key: 'city', value: 'Missoula', confidence: 0.9 }, 1000);
    expect(memory).toEqual([{ source: 'chat', type: 'location', key: 'city', value: 'Missoula', confidence: 0.9, timestamp: 1000 }]);
  });

  it('updates value, confidence and timestamp of an element with an existing key, in place', () => {
    let memory = addContext([], element({ key: 'a', value: 'one' }), 1);
    memory = addContext(memory, element({ key: 'b', value: 'two' }), 2);
    memory = addContext(memory, { source: 'estimate', type: 'issue', key: 'a', value: 'three', confidence: 0.5 }, 3);
    expect(memory).toHaveLength(2);
    expect(memory[0]).toEqual({ source: 'chat', type: 'service', key: 'a', value: 'three', confidence: 0.5, timestamp: 3 });
  });

  it('does not change the list it was given', () => {
    const before: ContextElement[] = [element({ key: 'a', value: 'one' })];
    addContext(before, element({ key: 'a', value: 'two' }));
    removeContext(before, 'a');
    expect(before[0].value).toBe('one');
  });

  it('removes, updates and clears', () => {
    let memory = [element({ key: 'a', value: 'one' }), element({ key: 'b', value: 'two' })];
    memory = removeContext(memory, 'a');
    expect(memory.map((item) => item.key)).toEqual(['b']);
    memory = updateContext(memory, 'b', { value: 'changed', confidence: 0.4 }, 50);
    expect(memory[0]).toMatchObject({ key: 'b', value: 'changed', confidence: 0.4, timestamp: 50 });
    expect(updateContext(memory, 'missing', { value: 'x' })).toEqual(memory);
    expect(clearContext()).toEqual([]);
  });

  it('keeps confidence between 0 and 1', () => {
    expect(addContext([], element({ key: 'a', value: 'x', confidence: 4 }))[0].confidence).toBe(1);
    expect(addContext([], element({ key: 'a', value: 'x', confidence: -1 }))[0].confidence).toBe(0);
  });
});

describe('relevant context and summary', () => {
  const memory: ContextElement[] = [
    element({ key: 'l1', type: 'location', value: 'Missoula', confidence: 0.9, source: 'chat' }),
    element({ key: 'l2', type: 'location', value: 'Hamilton', confidence: 0.75, source: 'estimate', timestamp: 5 }),
    element({ key: 'l3', type: 'location', value: '59802', confidence: 0.95, source: 'chat' }),
    element({ key: 's1', type: 'service', value: 'panel', confidence: 0.79, source: 'troubleshooter' }),
    element({ key: 's2', type: 'service', value: 'fan', confidence: 0.6, source: 'estimate' }),
    element({ key: 'i1', type: 'issue', value: 'flickering lights', confidence: 0.8, source: 'troubleshooter' }),
  ];

  it('gives the elements of the source, or with confidence of at least 0.8', () => {
    expect(relevantContext(memory, 'estimate').map((item) => item.key)).toEqual(['l1', 'l2', 'l3', 's2', 'i1']);
    expect(relevantContext(memory, 'chat').map((item) => item.key)).toEqual(['l1', 'l3', 'i1']);
  });

  it('summarises elements of confidence at least 0.7, at most two values per type, most confident first', () => {
    expect(contextSummary(memory)).toBe('Location: 59802, Missoula; Service: panel; Issue: flickering lights');
  });

  it('is empty without confident elements', () => {
    expect(contextSummary([])).toBe('');
    expect(contextSummary([element({ key: 'x', value: 'fan', confidence: 0.69 })])).toBe('');
    expect(queryWithContext('Hello', [])).toBe('Hello');
  });

  it('adds the summary to the chat query', () => {
    expect(queryWithContext('Do you install fans?', memory)).toBe('Do you install fans?\n\n[Context: Location: 59802, Missoula; Service: panel; Issue: flickering lights]');
  });

  it('finds the most confident value of a type', () => {
    expect(mostConfident(memory, 'service')).toBe('panel');
    expect(mostConfident(memory, 'recommendation')).toBeUndefined();
  });
});

describe('extraction rules', () => {
  const values = (text: string, type?: ContextElement['type']) =>
    extractContext(text, 'chat', 0)
      .filter((item) => !type || item.type === type)
      .map((item) => item.value);

  it('finds western Montana counties, cities and local zip codes', () => {
    expect(values('We live in Ravalli County near Hamilton, 59840', 'location')).toEqual(['Ravalli County', 'Hamilton', '59840']);
    expect(values('Cabin in Seeley Lake and a shop in Polson', 'location')).toEqual(['Seeley Lake', 'Polson']);
    expect(values('East Missoula', 'location')).toEqual(['East Missoula']);
    expect(values('My zip is 10001', 'location')).toEqual([]);
  });

  it('finds services, building type and construction phase', () => {
    expect(values('I need a panel upgrade and two new outlets', 'service')).toEqual(['panel', 'outlets']);
    expect(values('Wiring for a ceiling fan', 'service')).toEqual(['fan']);
    expect(values('EV charger in the garage', 'service')).toEqual(['ev-charger']);
    expect(values('Our restaurant kitchen remodel', 'property')).toEqual(['commercial', 'remodel']);
    expect(values('We are building a new home', 'property')).toEqual(['new construction']);
  });

  it('finds the issues of the spec', () => {
    expect(values('My breaker keeps tripping', 'issue')).toEqual(['breaker tripping']);
    expect(values('We have no power', 'issue')).toEqual(['power loss']);
    expect(values('Lights flicker at night', 'issue')).toEqual(['flickering lights']);
    expect(values('The outlet is not working', 'issue')).toEqual(['outlet not working']);
    expect(values('There is a burning smell', 'issue')).toEqual(['burning smell']);
    expect(values('I saw sparks', 'issue')).toEqual(['sparking']);
    expect(values('I got a shock from the switch', 'issue')).toEqual(['electric shock']);
  });

  it('finds equipment: amps, volts, GFCI, AFCI and panel brands', () => {
    expect(values('Upgrade from 100 amp to 200A with a Square D panel', 'equipment')).toEqual(['100 amp', 'Square D']);
    expect(values('A 240V line and GFCI plus AFCI breakers', 'equipment')).toEqual(['240 volt', 'GFCI', 'AFCI']);
    expect(values('Old Federal Pacific box', 'equipment')).toEqual(['Federal Pacific']);
  });

  it('reads bracketed tags with confidence 1', () => {
    const found = extractContext('[county: Lake] [service: generator] [issue: Power Loss] [severity: high] [recommendation: Call us]', 'troubleshooter', 0);
    expect(found.map(({ type, value, confidence }) => [type, value, confidence])).toEqual([
      ['location', 'Lake', 1],
      ['service', 'generator', 1],
      ['issue', 'Power Loss', 1],
      ['issue', 'high', 1],
      ['recommendation', 'Call us', 1],
    ]);
  });

  it('gives rule finds confidences from 0.75 to 0.95', () => {
    const found = extractContext('Ravalli County, Hamilton 59840, panel, commercial, flicker, 200 amp', 'chat', 0);
    expect(found.length).toBeGreaterThan(5);
    for (const item of found) {
      expect(item.confidence).toBeGreaterThanOrEqual(0.75);
      expect(item.confidence).toBeLessThanOrEqual(0.95);
    }
  });

  it('remembers what a message says, updating what was known', () => {
    let memory = rememberText([], 'I need a panel in Missoula', 'chat', 1);
    memory = rememberText(memory, 'Actually the panel is in Missoula too', 'chat', 2);
    expect(memory.map((item) => [item.key, item.timestamp])).toEqual([
      ['location-city-missoula', 2],
      ['service-panel', 2],
    ]);
  });
});

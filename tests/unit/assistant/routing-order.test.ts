import { describe, expect, it } from 'vitest';
import { mentionsMoney, routeMessage, withoutFactWords } from '../../../src/domain/assistant/intent.ts';

/** The router's rules in their order: a message that two rules match goes to the earlier one. */
const route = (text: string, context = {}) => {
  const { intent, fact, service, pricedService, smalltalk } = routeMessage(text, context);
  return Object.fromEntries(Object.entries({ intent, fact, service, pricedService, smalltalk }).filter(([, value]) => value !== undefined));
};

describe('the order of the routing rules', () => {
  it.each([
    // An emergency beats small talk, a price and a fact; only the first 2,000 characters count.
    ['thanks! sparks are coming out of the panel, how much to fix?', 'emergency'],
    [`${'x'.repeat(2000)} sparks are flying`, 'service'],
    // Small talk is a greeting, thanks or goodbye and little else, curly apostrophes included.
    ['Hello?', 'smalltalk'],
    ['thanks, that was worth asking', 'smalltalk'],
    ['that’s all', 'smalltalk'],
    ['thanks, what are your hours', 'business-fact'],
    ['thanks for the panel info', 'service'],
    // Gadgets and other trades are out of scope, unless house wiring or one of our services is named.
    ['my iphone charger broke', 'out-of-scope'],
    ['fix my plumbing', 'out-of-scope'],
    ['plumbing for my hot tub', 'service'],
    ['solar panels on my roof and a new panel', 'service'],
  ])('"%s" is %s', (text, intent) => {
    expect(routeMessage(text).intent).toBe(intent);
  });

  it('sends a problem to the troubleshooter unless something is to be installed', () => {
    expect(route('my outlets are not working')).toEqual({ intent: 'service', service: 'troubleshoot', pricedService: 'troubleshoot' });
    expect(route('do my lights flicker because of the breaker')).toMatchObject({ service: 'troubleshoot' });
    expect(route('install new outlets, the old ones are not working')).toMatchObject({ service: 'outlets' });
    expect(route('fix my lights')).toMatchObject({ service: 'lighting' });
  });

  it('takes the free estimate as a fact even with a service named', () => {
    expect(route('is the estimate free for a panel')).toEqual({ intent: 'business-fact', fact: 'free-estimate', service: 'panel', pricedService: 'panel' });
  });

  it('answers permits: know-how as a service question, their price as a fact, a job with a permit as a price', () => {
    expect(route('do I need a permit for a panel')).toEqual({ intent: 'service', fact: 'permits', service: 'panel', pricedService: 'panel' });
    expect(route('is a permit required for a generator?')).toMatchObject({ intent: 'service', fact: 'permits' });
    expect(route('how much is a permit')).toEqual({ intent: 'business-fact', fact: 'permits' });
    expect(route('how much is a permit for a panel')).toEqual({ intent: 'price', service: 'panel', pricedService: 'panel' });
  });

  it("prices a follow-up by the conversation's service", () => {
    expect(route('how much would that be', { service: 'fan' })).toEqual({ intent: 'price', service: 'fan', pricedService: 'fan' });
    expect(route('how much would that be', { service: 'ev-charger' })).toEqual({ intent: 'price', service: 'ev-charger', pricedService: 'circuits' });
    expect(route('what do you charge')).toEqual({ intent: 'price' });
  });

  it('asks about the area when areas are named, about the work when only a service is', () => {
    expect(route('what areas do you cover for generators')).toEqual({ intent: 'business-fact', fact: 'area', service: 'generator', pricedService: 'generator' });
    expect(route('do you service generators')).toEqual({ intent: 'service', service: 'generator', pricedService: 'generator' });
  });

  it('routes a message that is not text as an empty service question', () => {
    expect(routeMessage(undefined as never)).toEqual({ intent: 'service', places: { served: [], outside: [] } });
  });
});

describe('router helpers', () => {
  it("takes a fact topic's own words out of a message, every occurrence, any case ('the office' is a contact word too)", () => {
    expect(withoutFactWords('How do I get ahold of you, or GET AHOLD of the office?', 'contact')).toBe('How do I   you, or    ?');
    expect(withoutFactWords('what are your hours', 'no-such-topic')).toBe('what are your hours');
  });

  it('tell a message that mentions money', () => {
    expect(mentionsMoney('is it worth it')).toBe(true);
    expect(mentionsMoney('do you install fans')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { goesToEstimator, routeMessage } from '../../../src/domain/assistant/intent.ts';

describe('the intent router', () => {
  it.each([
    ['hi', 'smalltalk'],
    ['Hello there!', 'smalltalk'],
    ['good morning', 'smalltalk'],
    ['thanks!!', 'smalltalk'],
    ['thank u so much', 'smalltalk'],
    ['ok thanks bye', 'smalltalk'],
    ['bye', 'smalltalk'],
    ['hi do you do panels', 'service'],
    ['do quotes cost anything?', 'business-fact'],
    ['are estimates free', 'business-fact'],
    ['do u guys charge for estimates', 'business-fact'],
    ['do you offer financing', 'business-fact'],
    ['can i pay with a credit card', 'business-fact'],
    ['whats ur email', 'business-fact'],
    ['email', 'business-fact'],
    ['what are your hours', 'business-fact'],
    ['are you open saturday', 'business-fact'],
    ['are you guys insured', 'business-fact'],
    ['is your work guaranteed', 'business-fact'],
    ['how much experience do you have', 'business-fact'],
    ['do you serve Victor', 'business-fact'],
    ['how much does a panel upgrade cost', 'price'],
    ['HOW MUCH TO INSTALL 3 OUTLETS', 'price'],
    ['how much to rewire my house', 'price'],
    ['what do u guys charge', 'price'],
    ['price?', 'price'],
    ['is it worth switching to LED', 'service'],
    ['how long to rewire a house', 'service'],
    ['do you install ev chargers', 'service'],
    ['my outlet doesnt work', 'service'],
    ['generator', 'service'],
    ['do you serve billings', 'out-of-area'],
    ['can you come to Bozeman for a panel upgrade', 'out-of-area'],
    ['do u come up to lincoln', 'out-of-area'],
    ['any chance youd drive out to ovando for a panel job', 'out-of-area'],
    ['can you wire a 240 outlet for my lincoln welder', 'service'],
    ['do you guys work in pablo', 'business-fact'],
    ['do you do plumbing', 'out-of-scope'],
    ['can you fix my furnace', 'out-of-scope'],
    ['do you install solar panels', 'service'],
    ['is solar even worth it up here', 'out-of-scope'],
    ['my outlet is smoking', 'emergency'],
    ['hi, sparks are coming out of my panel', 'emergency'],
  ])('"%s" is %s', (text, intent) => {
    expect(routeMessage(text).intent).toBe(intent);
  });

  it.each([
    ['is it extra if you come out on a weekend for an emergency', 'price', 'rates'],
    ['do you charge more for nights and holidays', 'price', 'rates'],
    ['will the final bill be more than the estimate', 'business-fact', 'price-changes'],
    ['can the price go up once you start the job', 'business-fact', 'price-changes'],
    ['if something goes wrong on christmas day can someone come out', 'business-fact', 'hours'],
    ['can you do the work at night so we dont have to close the store', 'service', 'work-hours'],
    ['do you work evenings or weekends for businesses', 'service', 'work-hours'],
    // Who pulls the permit is how we work (record 0033, "Eighth round"); whether one is needed is know-how.
    ['do you pull the permit', 'business-fact', 'permits'],
    ['who pulls the permit for a panel swap, me or you', 'business-fact', 'permits'],
    ['do i need to go get the permit myself or do you', 'business-fact', 'permits'],
    ['does a panel swap need a permit', 'service', 'permits'],
    ['do i need to pull a permit to put in a standby generator', 'service', 'permits'],
    ['is a permit needed for a subpanel', 'service', 'permits'],
  ])('"%s" is %s about %s', (text, intent, fact) => {
    const route = routeMessage(text);
    expect(route.intent).toBe(intent);
    expect(route.fact).toBe(fact);
  });

  it.each([
    ['can i pay with venmo', 'business-fact'],
    ['do you take credit cards?', 'business-fact'],
    ['how often should my wiring be inspected', 'service'],
    ['how much does it cost to have someone track down a short', 'price'],
    ['are you open on weekends', 'business-fact'],
  ])('"%s" is %s', (text, intent) => {
    const route = routeMessage(text);
    expect(route.intent).toBe(intent);
    if (intent === 'service') expect(route.fact).toBeUndefined();
  });

  it('prices tracking down a short as troubleshooting', () => {
    expect(routeMessage('whats the price to find a short in my wiring').pricedService).toBe('troubleshoot');
  });

  it('gives the emergency reply with the route, before anything else', () => {
    const route = routeMessage('thanks, also how much to fix the outlet that is smoking?');
    expect(route.intent).toBe('emergency');
    expect(route.emergency?.kind).toBe('smoke');
  });

  it('names the small talk', () => {
    expect(routeMessage('THANK YOU').smalltalk).toBe('thanks');
    expect(routeMessage('hey there').smalltalk).toBe('greeting');
    expect(routeMessage('have a good day').smalltalk).toBe('goodbye');
  });

  it('keeps jobs outside the price table out of the nearest row', () => {
    expect(routeMessage('cost to rewire a 1940s house').pricedService).toBeNull();
    expect(routeMessage('200 amp service upgrade price').pricedService).toBeNull();
    expect(routeMessage('quote for wiring a new construction home').pricedService).toBeNull();
    expect(routeMessage('price for 2 ceiling fans').pricedService).toBe('fan');
  });

  it('sends to the estimate helper only price questions about a job of the table', () => {
    expect(goesToEstimator(routeMessage('how much for 4 outlets'))).toBe(true);
    expect(goesToEstimator(routeMessage('How much is a standby generator?'))).toBe(true);
    expect(goesToEstimator(routeMessage('how much to rewire my house'))).toBe(false);
    expect(goesToEstimator(routeMessage('do quotes cost anything?'))).toBe(false);
    expect(goesToEstimator(routeMessage('what do u guys charge'))).toBe(false);
    expect(goesToEstimator(routeMessage('thanks, that is a good price'))).toBe(false);
  });

  it('uses the conversation service for a follow-up price question', () => {
    expect(routeMessage('what would that cost?', { service: 'panel' })).toMatchObject({ intent: 'price', pricedService: 'panel' });
  });
});

describe('small talk strangers type', () => {
  it.each([
    ['good mornin', 'greeting'],
    ['gud morning', 'greeting'],
    ['evenin folks', 'greeting'],
    ['helo', 'greeting'],
    ['hellooo anyone on here?', 'greeting'],
    ['ok cool', 'ack'],
    ['okay got it', 'ack'],
    ['oh ok makes sense', 'ack'],
    ['k thx', 'thanks'],
    ['thank u so much that actually helped a ton', 'thanks'],
    ['appreciate it, that clears things up', 'thanks'],
    ['thx for the quick answer', 'thanks'],
    ['r u a bot', 'bot'],
    ['am i talking to a real person or a computer', 'bot'],
    ['is this automated', 'bot'],
    ['are you AI or a person typing', 'bot'],
    ['i got a question for ya', 'opener'],
    ['can i ask u something real quick', 'opener'],
    ['hmm', 'opener'],
    ['?', 'opener'],
  ])('"%s" is small talk: %s', (text, kind) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'smalltalk', smalltalk: kind });
  });

  it.each([
    ['can you help me with my taxes', 'out-of-scope'],
    ['i have a question about my panel', 'service'],
    ['is it a real electrician that picks up at night', 'business-fact'],
    ['thanks, do you do free estimates?', 'business-fact'],
  ])('"%s" asks something: %s', (text, intent) => {
    expect(routeMessage(text).intent).toBe(intent);
  });
});

describe('business facts strangers ask', () => {
  it.each([
    ['can yall text me instead, i dont pick up unknown numbers', 'texts'],
    ['do you send sms updates', 'texts'],
    ['is it a real electrician that picks up at night or some answering service', 'who-answers'],
    ['if i call at 3am do i get an actual person or a machine', 'who-answers'],
    ['does the quote expire', 'free-estimate'],
    ['how long is a qoute good for once u send it', 'free-estimate'],
    ['if a breaker u put in goes bad in 18 months who pays', 'warranty'],
    ['the panel you installed quit after 3 years, is that covered', 'warranty'],
    ['what are people saying about you guys', 'reviews'],
    ['where are you guys acutally based out of', 'address'],
    ['what time do you close', 'hours'],
    ['if the breaker box acts up at like 11pm will someone come', 'hours'],
  ])('"%s" is a business fact: %s', (text, fact) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'business-fact', fact });
  });

  it('reads "close" as near, not as closing time, where it is asked so', () => {
    for (const text of ['milltown by the state park, u guys close by?', 'how close are u to potomac', 'is lolo close enough for yall', 'east missoula - are you guys close?']) {
      const route = routeMessage(text);
      expect(route.fact, text).toBe('area');
      expect(route.facts ?? [], text).not.toContain('hours');
    }
  });
});

describe('what is not ours to do', () => {
  it.each([
    'who won the griz game saturday',
    'can you fix a cracked phone screen',
    'write me a cover letter for a warehouse job',
    'tell me a good joke about electricians',
    'do you do plumbing in hamilton',
  ])('"%s" is another trade or no work at all', (text) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'out-of-scope', scope: 'not-ours' });
  });

  it('what the site says nothing about stays an honest "I don\'t know", not a "not ours"', () => {
    expect(routeMessage('do you install solar panels').scope).toBeUndefined();
    expect(routeMessage('are you hiring').scope).toBeUndefined();
  });
});

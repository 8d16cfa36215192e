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
    ['can i pay with a credit card', 'out-of-scope'],
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
    ['do you install solar panels', 'out-of-scope'],
    ['my outlet is smoking', 'emergency'],
    ['hi, sparks are coming out of my panel', 'emergency'],
  ])('"%s" is %s', (text, intent) => {
    expect(routeMessage(text).intent).toBe(intent);
  });

  it.each([
    ['is it extra if you come out on a weekend for an emergency', 'business-fact', 'rates'],
    ['do you charge more for nights and holidays', 'business-fact', 'rates'],
    ['will the final bill be more than the estimate', 'business-fact', 'price-changes'],
    ['can the price go up once you start the job', 'business-fact', 'price-changes'],
    ['if something goes wrong on christmas day can someone come out', 'business-fact', 'hours'],
    ['can you do the work at night so we dont have to close the store', 'service', 'work-hours'],
    ['do you work evenings or weekends for businesses', 'service', 'work-hours'],
    ['do you pull the permit', 'service', 'permits'],
  ])('"%s" is %s about %s', (text, intent, fact) => {
    const route = routeMessage(text);
    expect(route.intent).toBe(intent);
    expect(route.fact).toBe(fact);
  });

  it.each([
    ['can i pay with venmo', 'out-of-scope'],
    ['do you take credit cards?', 'out-of-scope'],
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

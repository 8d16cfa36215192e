/**
 * How the guard's rules (src/server/assistant/guard-rules.ts) read the words of a reply: the place
 * named in a claim to serve it, warranty lengths beside years of experience, our own links written
 * in other ways, and a promise to arrive within the hour however it is spaced.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaRule, arrivalRule, credentialsRule, linkRule } from '../../../src/server/assistant/guard-rules.ts';
import { guardReply } from '../../../src/server/assistant/guard.ts';

const facts = {
  phoneDigits: '+14065550142',
  email: 'office@blackfootriverelectric.example',
  siteUrl: 'https://blackfootriverelectric.example',
  ownLinks: ['https://www.facebook.com/BlackfootRiverElectric/'],
};

describe('the place a claim to serve names', () => {
  it.each([
    ['We serve Downtown Billings.', 'Billings'],
    ['We serve Lolo  Springfield.', 'Lolo Springfield'],
    ['We serve Springfield.', 'Springfield'],
    ['We serve Springfield..', 'Springfield'],
    ['We serve St.Regis.', 'St.Regis'],
    ['We serve The Springfield area.', 'Springfield'],
    ['We serve Teton County.', 'Teton County'],
    ['We serve County Road folks.', 'Road'],
  ])('"%s" names %s', (reply, evidence) => {
    expect(areaRule(reply)).toEqual({ rule: 'area', evidence });
  });

  it('names nothing when every capitalised word is not a place', () => {
    expect(areaRule('We serve all of Western Montana.')).toBeUndefined();
  });
});

describe('warranty lengths and years of experience', () => {
  it.each([
    'Our warranty is backed by 15 years of experience.',
    'Our warranty is backed by 15 years  of  experience.',
    'Our warranty is backed by 15 years experience.',
    'Our warranty comes from 15 years in business.',
    'Our warranty comes from 15 years in  business.',
    'Our warranty covers homes 50 years old.',
  ])('"%s" gives no warranty length', (reply) => {
    expect(credentialsRule(reply, 1)).toBeUndefined();
  });

  it('a length followed by experience later in the sentence is a warranty length', () => {
    expect(credentialsRule('Our warranty lasts 2 years, backed by our experience.', 1)).toEqual({ rule: 'credentials', evidence: '2 years' });
  });
});

describe('links', () => {
  it('allows our own profile written without the scheme, with http, without "www." or the last slash, in any case', () => {
    for (const reply of [
      'Find us at facebook.com/blackfootriverelectric',
      'Find us at http://facebook.com/BlackfootRiverElectric',
      'Find us at https://facebook.com/BlackfootRiverElectric/',
    ]) {
      expect(linkRule(reply, facts), reply).toBeUndefined();
    }
  });

  it('allows our site with an address in its query', () => {
    expect(linkRule('See blackfootriverelectric.example/?from=http://x', facts)).toBeUndefined();
  });

  it('names a foreign link without the punctuation after it', () => {
    expect(linkRule('Go to www.evil.com?!', facts)).toEqual({ rule: 'link', evidence: 'www.evil.com' });
  });
});

describe('a promise to arrive', () => {
  it('"within the hour" however it is spaced', () => {
    expect(arrivalRule('Expect us within  the  hour.')).toEqual({ rule: 'arrival', evidence: 'within  the  hour' });
  });
});

describe('the log of a replaced reply', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names the rule and the first 80 characters of the words that broke it', () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sentence = `We will be there within 30 minutes, ${'and then some more words '.repeat(4)}ok.`;
    expect(guardReply('Can someone come?', sentence)).toEqual({ rule: 'arrival', evidence: sentence });
    expect(warnings).toHaveBeenCalledWith(`assistant: AI reply replaced (guard rule arrival: ${sentence.slice(0, 80)})`);
    expect(sentence.length).toBeGreaterThan(80);
  });
});

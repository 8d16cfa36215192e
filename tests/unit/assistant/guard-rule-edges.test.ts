import { describe, expect, it } from 'vitest';
import { amountsIn, areaRule, arrivalRule, checkReply, contactRule, credentialsRule, linkRule, priceBounds, safetyRule } from '../../../src/server/assistant/guard-rules.ts';

const facts = {
  phoneDigits: '+14065550142',
  email: 'office@blackfootriverelectric.example',
  siteUrl: 'https://blackfootriverelectric.example',
  ownLinks: ['https://www.facebook.com/blackfootriverelectric'],
  warrantyYears: 1,
};

describe('the order of the rules: the first breach is named', () => {
  const safety = 'Sparks from an outlet are totally normal.';
  const contact = 'Call 406-555-0199.';
  const link = 'See https://other.example.';
  const area = 'We serve Kalispell.';
  const credentials = 'We are bonded.';
  const price = 'A panel is $20.';
  const arrival = 'We will be there within 30 minutes.';

  it.each([
    [[safety, contact, link, area, credentials, price, arrival], 'safety'],
    [[contact, link, area, credentials, price, arrival], 'contact'],
    [[link, area, credentials, price, arrival], 'link'],
    [[area, credentials, price, arrival], 'area'],
    [[credentials, price, arrival], 'credentials'],
    [[price, arrival], 'price'],
    [[arrival], 'arrival'],
  ])('%j breaks %s first', (sentences, rule) => {
    expect(checkReply(sentences.join(' '), facts, { serviceType: 'panel' })?.rule).toBe(rule);
    expect(checkReply([...sentences].reverse().join(' '), facts, { serviceType: 'panel' })?.rule).toBe(rule);
  });
});

describe('rule edges', () => {
  it('contact: our number with a country code or without the area code passes; another seven-digit number does not', () => {
    expect(contactRule('Call 1-406-555-0142 or 555-0142.', facts)).toBeUndefined();
    expect(contactRule('Call 555-0199.', facts)).toEqual({ rule: 'contact', evidence: '555-0199' });
    expect(contactRule('Write to OFFICE@blackfootriverelectric.example...', facts)).toBeUndefined();
    expect(contactRule('Write to info@other.example.', facts)).toEqual({ rule: 'contact', evidence: 'info@other.example' });
  });

  it('area: a county named with the word County passes; a place after a claim is named as evidence', () => {
    expect(areaRule('We serve Missoula County and Ravalli Counties.')).toBeUndefined();
    expect(areaRule('We serve Lake counties.')).toBeUndefined();
    expect(areaRule('We proudly serve Lolo, Florence and Whitehall.')).toEqual({ rule: 'area', evidence: 'Whitehall' });
    expect(areaRule('We serve Kalispell.')).toEqual({ rule: 'area', evidence: 'Kalispell' });
    expect(areaRule('We serve Missoula.\nWe do not serve Kalispell.')).toBeUndefined();
  });

  it('credentials: years of experience are no warranty, months count as years', () => {
    expect(credentialsRule('Our warranty is backed by 15 years of experience.', 1)).toBeUndefined();
    expect(credentialsRule('Our warranty covers 12 months.', 1)).toBeUndefined();
    expect(credentialsRule('Our warranty covers 6 months.', 1)).toEqual({ rule: 'credentials', evidence: '6 months' });
    expect(credentialsRule('A two-year warranty on all work.', 1)).toEqual({ rule: 'credentials', evidence: 'two-year' });
  });

  it('price: an unknown service is bounded by the whole table, scaled by quantity and building', () => {
    expect(priceBounds({ serviceType: 'hot tub' })).toEqual({ lower: 50, upper: 45000 });
    expect(priceBounds({ serviceType: 'other', quantity: 200 })).toEqual({ lower: 50, upper: 240000 });
    expect(priceBounds({ serviceType: 'unknown', buildingType: 'commercial' })).toEqual({ lower: 50, upper: 67500 });
    expect(priceBounds({ serviceType: 'unknown', quantity: 0.5 })).toEqual({ lower: 50, upper: 45000 });
    expect(priceBounds({ serviceType: 'outlets', quantity: 4 })).toEqual({ lower: 75, upper: 3600 });
    expect(amountsIn('about $1,500 - $4k, or $2 thousand')).toEqual([
      { text: '$1,500', value: 1500 },
      { text: '$4k', value: 4000 },
      { text: '$2 thousand', value: 2000 },
    ]);
  });

  it('link: our site and profiles, in any case, pass; other paths of a profile host do not', () => {
    expect(linkRule('Visit https://BlackfootRiverElectric.example/contact or www.facebook.com/blackfootriverelectric/.', facts)).toBeUndefined();
    expect(linkRule('Visit http://www.blackfootriverelectric.example.', facts)).toBeUndefined();
    expect(linkRule('See https://www.facebook.com/someoneelse.', facts)).toEqual({ rule: 'link', evidence: 'https://www.facebook.com/someoneelse' });
    expect(linkRule('See other.example/page!', facts)).toEqual({ rule: 'link', evidence: 'other.example/page' });
  });

  it('arrival: "within the hour" anywhere, otherwise a verb and a time in one sentence, evidence trimmed', () => {
    expect(arrivalRule('Call us; within the hour.')).toEqual({ rule: 'arrival', evidence: 'within the hour' });
    expect(arrivalRule('  We can be there in 20 minutes.  ')).toEqual({ rule: 'arrival', evidence: 'We can be there in 20 minutes.' });
    expect(arrivalRule('We can be there. It takes 20 minutes to install.')).toBeUndefined();
    expect(arrivalRule('It takes 20 minutes.')).toBeUndefined();
    expect(arrivalRule('We will arrive on time.')).toBeUndefined();
  });

  it('safety: the sentence is the evidence, trimmed, and each sentence is judged alone', () => {
    expect(safetyRule('  A buzzing panel is nothing to worry about.  ')).toEqual({ rule: 'safety', evidence: 'A buzzing panel is nothing to worry about.' });
    expect(safetyRule('Sparks mean danger!\nNo need to worry about the bill.')).toBeUndefined();
    expect(safetyRule('Sparks mean danger! Your bill is not a problem.')).toBeUndefined();
  });
});

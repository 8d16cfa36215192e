import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaRule, arrivalRule, checkReply, contactRule, credentialsRule, linkRule, priceBounds, priceRule, safetyRule } from '../../../src/server/assistant/guard-rules.ts';
import { guardFacts, guardReply } from '../../../src/server/assistant/guard.ts';

const facts = guardFacts();

describe('contact rule', () => {
  it('lets the business phone through in every common format', () => {
    for (const reply of ['Call (406) 555-0142.', 'Call 406-555-0142.', 'Call 406.555.0142', 'Call +1 406 555 0142', 'Dial 4065550142', 'Call 555-0142 any time']) {
      expect(contactRule(reply, facts), reply).toBeUndefined();
    }
  });
  it('catches another number in the same format', () => {
    expect(contactRule('Call (406) 555-0143 for service.', facts)?.evidence).toBe('(406) 555-0143');
    expect(contactRule('Call 406-555-1234.', facts)?.rule).toBe('contact');
    expect(contactRule('Our office line is 555-9999.', facts)?.rule).toBe('contact');
    expect(contactRule('Call (800) 555-0142.', facts)?.rule).toBe('contact');
  });
  it('does not take prices, 911 or years for phone numbers', () => {
    expect(contactRule('In an emergency call 911. A panel costs $1,200 - $4,000 and we have 15 years of experience since 2010.', facts)).toBeUndefined();
  });
  it('lets only the business e-mail through', () => {
    expect(contactRule('Write to office@blackfootriverelectric.example.', facts)).toBeUndefined();
    expect(contactRule('Write to OFFICE@BlackfootRiverElectric.example', facts)).toBeUndefined();
    expect(contactRule('Write to sales@blackfootriverelectric.example.', facts)?.evidence).toBe('sales@blackfootriverelectric.example');
    expect(contactRule('Write to office@blackfootriverelectric.com', facts)?.rule).toBe('contact');
  });
});

describe('area rule', () => {
  it('allows the towns and counties we serve', () => {
    for (const reply of [
      'We serve homes and businesses throughout Missoula, Ravalli and Lake counties from our base in Bonner.',
      'Yes, we serve Lolo, Florence, Hamilton and East Missoula.',
      'We cover Missoula County and Ravalli County.',
      'Seeley Lake is in our service area.',
    ]) {
      expect(areaRule(reply), reply).toBeUndefined();
    }
  });
  it('catches a town or county outside the area claimed as served', () => {
    expect(areaRule('Yes, we serve Kalispell and Whitefish.')?.evidence).toBe('Kalispell');
    expect(areaRule('We cover Flathead County too.')?.evidence).toBe('Flathead County');
    expect(areaRule('Our service area includes Bozeman.')?.evidence).toBe('Bozeman');
    // A place the site never names, even inside our counties (the offline answer is "I'm not sure" about it).
    expect(areaRule('We serve Lolo, Florence and Darby.')?.evidence).toBe('Darby');
    expect(areaRule('Yes, we serve Corvallis and Lolo.')?.evidence).toBe('Corvallis');
    // A place no list knows at all.
    expect(areaRule('We serve Lolo and Gotham.')?.evidence).toBe('Gotham');
  });
  it('allows a place named as outside the area, and a place name inside another word', () => {
    expect(areaRule('Kalispell is outside our service area; we do not serve Flathead County.')).toBeUndefined();
    expect(areaRule('We serve Missoula with superior workmanship and helpful explanations.')).toBeUndefined();
    expect(areaRule('Our Butterfield-style panels serve homes in Missoula.')).toBeUndefined();
    expect(areaRule('A panel in Kalispell costs about the same.')).toBeUndefined();
  });
});

describe('credentials rule', () => {
  it('allows the profile and the terms: licensed and insured, a one-year workmanship warranty, manufacturers warranties', () => {
    expect(credentialsRule('We are a licensed and insured electrical contractor with a one-year workmanship warranty.', 1)).toBeUndefined();
    expect(credentialsRule('Our work carries a 1-year warranty on workmanship; a 12-month warranty in plain words.', 1)).toBeUndefined();
    expect(credentialsRule('With 15 years of experience, our work carries a one-year workmanship warranty.', 1)).toBeUndefined();
    expect(credentialsRule("Panels carry their manufacturer's 10-year warranty, which we pass on.", 1)).toBeUndefined();
  });
  it('catches invented licence numbers, certifications, bonding, ratings and longer warranties', () => {
    expect(credentialsRule('Our Montana licence number is EL-12345.', 1)?.rule).toBe('credentials');
    expect(credentialsRule('We are licensed (license #98765) and insured.', 1)?.rule).toBe('credentials');
    expect(credentialsRule('We are licensed, bonded and insured.', 1)?.evidence).toBe('bonded');
    expect(credentialsRule('Our Tesla-certified installers can help.', 1)?.rule).toBe('credentials');
    expect(credentialsRule('We have an A+ rating with the BBB.', 1)?.rule).toBe('credentials');
    expect(credentialsRule('All work has a lifetime warranty.', 1)?.rule).toBe('credentials');
    expect(credentialsRule('We offer a 5-year warranty on our work.', 1)?.rule).toBe('credentials');
    expect(credentialsRule('We are insured for $2 million.', 1)?.rule).toBe('credentials');
  });
  it('stays in step with the terms of service', () => {
    const terms = readFileSync('src/content/legal/terms-of-service.md', 'utf8');
    expect(terms).toContain('licensed and insured electrical contractor');
    expect(terms).toContain('within one year of completion');
    expect(facts.warrantyYears).toBe(1);
  });
});

describe('price rule', () => {
  it('bounds a service at half the minimum and three times the maximum', () => {
    expect(priceBounds({ serviceType: 'panel' })).toEqual({ lower: 600, upper: 12000 });
    expect(priceBounds({ serviceType: 'panel', buildingType: 'commercial' })).toEqual({ lower: 900, upper: 18000 });
    // Per item: the lower bound is one item's, the upper bound the quantity's.
    expect(priceBounds({ serviceType: 'outlets', quantity: 4 })).toEqual({ lower: 75, upper: 3600 });
  });
  it('passes amounts exactly at the bounds and fails a dollar beyond them', () => {
    expect(priceRule('Between $600 and $12,000.', { serviceType: 'panel' })).toBeUndefined();
    expect(priceRule('As little as $599.', { serviceType: 'panel' })?.evidence).toBe('$599');
    expect(priceRule('Up to $12,001.', { serviceType: 'panel' })?.evidence).toBe('$12,001');
    expect(priceRule('A panel upgrade costs about $50.', { serviceType: 'panel' })?.rule).toBe('price');
    expect(priceRule('Up to $18,000 for a shop.', { serviceType: 'panel', buildingType: 'commercial' })).toBeUndefined();
    expect(priceRule('Around $5k.', { serviceType: 'panel' })).toBeUndefined();
    expect(priceRule('Around $13k.', { serviceType: 'panel' })?.rule).toBe('price');
  });
  it('bounds an unknown service by the whole table', () => {
    expect(priceRule('From $50 to $45,000.', { serviceType: 'unknown' })).toBeUndefined();
    expect(priceRule('Only $20.', { serviceType: 'unknown' })?.rule).toBe('price');
  });
});

describe('link rule', () => {
  it('allows the site and our own social profiles', () => {
    expect(linkRule('See https://blackfootriverelectric.example/services/panel-upgrade.', facts)).toBeUndefined();
    expect(linkRule('Follow us at https://www.facebook.com/blackfootriverelectric', facts)).toBeUndefined();
    expect(linkRule('Write to office@blackfootriverelectric.example', facts)).toBeUndefined();
  });
  it('catches other sites, look-alike hosts and bare domains', () => {
    expect(linkRule('See https://cheap-electric.com/deals', facts)?.evidence).toBe('https://cheap-electric.com/deals');
    expect(linkRule('See https://blackfootriverelectric.example.evil.com/x', facts)?.rule).toBe('link');
    expect(linkRule('Visit homedepot.com for parts.', facts)?.evidence).toBe('homedepot.com');
    expect(linkRule('See https://www.facebook.com/someoneelse', facts)?.rule).toBe('link');
  });
});

describe('arrival rule', () => {
  it('catches promises of a time of arrival', () => {
    expect(arrivalRule("We'll be there in 30 minutes.")?.rule).toBe('arrival');
    expect(arrivalRule('An electrician can arrive within the hour.')?.rule).toBe('arrival');
    expect(arrivalRule('We can get someone out to you today.')?.rule).toBe('arrival');
    expect(arrivalRule('Our tech is on the way and will be at your door in under an hour.')?.rule).toBe('arrival');
  });
  it('lets durations of the work and opening hours through', () => {
    expect(arrivalRule('A panel upgrade takes 1-2 days; an outlet takes 2-3 hours.')).toBeUndefined();
    expect(arrivalRule('We are open Monday - Friday 7:00 AM - 5:00 PM, and emergencies are answered 24/7.')).toBeUndefined();
    expect(arrivalRule('Call us and we will schedule a visit.')).toBeUndefined();
  });
});

describe('safety rule', () => {
  it('catches a hazard talked down', () => {
    expect(safetyRule('Sparks are normal, no need to call anyone.')?.rule).toBe('safety');
    expect(safetyRule('A warm, buzzing outlet is nothing to worry about.')?.rule).toBe('safety');
  });
  it('lets safe advice through', () => {
    expect(safetyRule('Sparks from an outlet are a warning sign: stop using it and call us.')).toBeUndefined();
    expect(safetyRule("Don't worry, our free estimate has no obligation.")).toBeUndefined();
  });
});

describe('the whole guard', () => {
  it('passes a good reply untouched and names the first rule a bad one breaks', () => {
    expect(checkReply('A panel upgrade usually costs about $1,500 to $4,000. Call (406) 555-0142 for a free estimate.', facts, { serviceType: 'panel' })).toBeUndefined();
    expect(guardReply('How much is a panel upgrade?', 'A panel upgrade is only $50 with us!')?.rule).toBe('price');
    expect(guardReply('How much for 10 outlets?', 'Ten outlets run about $1,500 to $3,000.')).toBeUndefined();
  });
});

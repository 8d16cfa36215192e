import { describe, expect, it } from 'vitest';
import { answerServiceArea } from '../../../src/server/assistant/service-area.ts';

// The spec's service area (three counties, Polson included) and the profile's phone, written out.
const BASE = 'We serve homes and businesses throughout Missoula, Ravalli and Lake counties from our base in Bonner';
const TOWNS = 'Bonner, Missoula, East Missoula, Milltown, Clinton, Potomac, Seeley Lake, Frenchtown, Lolo, Florence, Stevensville, Victor, Hamilton, Polson and Ronan';
const PHONE = '(406) 555-0142';

describe('answers about the service area', () => {
  it.each([
    ['Do you serve Lolo?', { text: `Yes! Lolo is in our service area. ${BASE}. Call us at ${PHONE} to schedule service or a free estimate.`, served: ['Lolo'], notServed: [] }],
    ['lolo mt?', { text: `Yes! Lolo is in our service area. ${BASE}. Call us at ${PHONE} to schedule service or a free estimate.`, served: ['Lolo'], notServed: [] }],
    [
      'Do you serve Lolo and Hamilton?',
      { text: `Yes! Hamilton and Lolo are in our service area. ${BASE}. Call us at ${PHONE} to schedule service or a free estimate.`, served: ['Hamilton', 'Lolo'], notServed: [] },
    ],
    [
      'Do you serve Billings?',
      {
        text: `I'm sorry, Billings is outside our service area. ${BASE}; we take work outside those counties only now and then, at our discretion. For a project in Billings, call us at ${PHONE} to ask, or contact a licensed electrician near you.`,
        served: [],
        notServed: ['Billings'],
      },
    ],
    [
      'Do you serve Billings and Bozeman?',
      {
        text: `I'm sorry, Billings and Bozeman are outside our service area. ${BASE}; we take work outside those counties only now and then, at our discretion. For a project in Billings and Bozeman, call us at ${PHONE} to ask, or contact a licensed electrician near you.`,
        served: [],
        notServed: ['Billings', 'Bozeman'],
      },
    ],
    [
      'do you cover Missoula and Kalispell',
      {
        text: `Missoula is in our service area, but Kalispell is outside our service area. ${BASE}; we take work outside those counties only now and then, at our discretion. For a project in Kalispell, call us at ${PHONE} to ask, or contact a licensed electrician near you.`,
        served: ['Missoula'],
        notServed: ['Kalispell'],
      },
    ],
    [
      'Do you serve Springfield?',
      {
        text: `I can't confirm whether Springfield is in our service area. ${BASE}, including ${TOWNS}. Please call us at ${PHONE} and we'll tell you right away.`,
        served: [],
        notServed: [],
        unknown: 'Springfield',
      },
    ],
    ['What areas do you serve?', { text: `${BASE}, including ${TOWNS}. Not sure if you're in our area? Call us at ${PHONE}.`, served: [], notServed: [] }],
    // A town of our counties that the profile does not list (content/assistant-places.json): its county named.
    [
      'do you go as far as st ignatius',
      {
        text: `Yes! St. Ignatius (Lake County) is in our service area. ${BASE}. Call us at ${PHONE} to schedule service or a free estimate.`,
        served: ['St. Ignatius'],
        notServed: [],
      },
    ],
    [
      'are you able to come to corvallis',
      {
        // A town of our counties that the site never names is not confirmed (record 0035).
        text: `I'm not sure about Corvallis: it isn't among the towns our website lists, though it's in Ravalli County. ${BASE}; please call us at ${PHONE} and we'll tell you right away whether we can come out.`,
        served: ['Corvallis'],
        notServed: [],
        unknown: 'Corvallis',
      },
    ],
    // A town outside our counties that the old list did not name, in lower case.
    [
      'do u come up to lincoln',
      {
        text: `I'm sorry, Lincoln is outside our service area. ${BASE}; we take work outside those counties only now and then, at our discretion. For a project in Lincoln, call us at ${PHONE} to ask, or contact a licensed electrician near you.`,
        served: [],
        notServed: ['Lincoln'],
      },
    ],
    // A town we serve named only to say where the other one is: nothing said of it.
    [
      'st regis is about an hour past missoula, do you go that far',
      {
        text: `I'm sorry, St. Regis is outside our service area. ${BASE}; we take work outside those counties only now and then, at our discretion. For a project in St. Regis, call us at ${PHONE} to ask, or contact a licensed electrician near you.`,
        served: ['Missoula'],
        notServed: ['St. Regis'],
      },
    ],
  ])('"%s"', (question, answer) => {
    expect(answerServiceArea(question)).toEqual(answer);
  });

  it('uses the phone number it is given', () => {
    expect(answerServiceArea('Do you serve Lolo?', '(406) 555-0000')?.text).toContain('Call us at (406) 555-0000 to schedule');
  });

  it('reads "Lincoln" before a welder or "Electric" as the make, not the town', () => {
    expect(answerServiceArea('can you wire a 240 outlet for my lincoln welder')).toBeUndefined();
    expect(answerServiceArea('Do you serve Lincoln?')?.notServed).toEqual(['Lincoln']);
  });

  it('leaves other questions alone', () => {
    expect(answerServiceArea('How much is a panel?')).toBeUndefined();
    expect(answerServiceArea('Do you install generators?')).toBeUndefined();
  });
});

describe('a town the site never names, asked with a town outside the area', () => {
  it('is "not sure", as when asked alone, never "in our service area"', () => {
    const reply = answerServiceArea('do you serve corvallis or kalispell')!;
    expect(reply.text).toMatch(/^I'm sorry, Kalispell is outside our service area\. I'm not sure about Corvallis: our website doesn't list it, though it's in Ravalli County\./);
    expect(reply.text).not.toMatch(/Corvallis[^.]* in our service area/);
  });

  it('keeps the yes for the town the site names', () => {
    expect(answerServiceArea('do you go to lolo, corvallis and whitefish')!.text).toMatch(
      /^Lolo is in our service area, but Whitefish is outside our service area\. I'm not sure about Corvallis:/,
    );
  });
});

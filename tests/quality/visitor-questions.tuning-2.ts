/**
 * A second set of tuning questions (see visitor-questions.ts for the labels' meaning), written to
 * widen what the assistant is tuned on: other wordings and other topics than the first tuning half
 * (visitor-questions.tuning.ts). Every question here is for tuning only; none is part of the
 * seeded split of the first set, so these questions carry no batch number and must not be merged
 * into TUNING_QUESTIONS (the split test would then expect half of them in the checking half).
 *
 * Every expected fact comes from the site's own content: src/content/business.json, faq.json,
 * service-areas.json, testimonials.json, services/*, areas/*, legal/terms-of-service.md (estimates,
 * scheduling, payment, warranty), the financing page, and the spec's price table
 * (assistant-and-admin.md section 9: fallback ranges, quantities for outlets and lighting, and
 * commercial work at 1.5 times the ranges that do not depend on a quantity).
 * Emergencies take their required facts from EMERGENCY_RULES, after the safety note.
 */
import {
  ALWAYS_OPEN,
  CALL_911,
  CLOSES_5,
  DONT_KNOW,
  EMAIL,
  EMERGENCY_RULES,
  ESTIMATE_OFFER,
  ESTIMATOR_MISFIRE,
  FREE,
  GREET,
  IN_AREA_CLAIM,
  LICENSED_INSURED,
  NEGATIVE_AREA,
  NO_INFO,
  NO_PRICE,
  OFFER_HELP,
  ONE_YEAR,
  OPENS_7,
  OUTLET_PRICE,
  PANEL_PRICE,
  PHONE,
  REWIRE_DAYS,
  REWIRE_DRIVERS,
  SINGLE_CIRCUIT_PRICE,
  STARTS_WITH_YES,
  WEEKDAYS,
  WELCOME,
  BYE,
  YES,
  yesInArea,
  type EmergencyKind,
  type Fact,
  type Intent,
  type NextStep,
  type VisitorQuestion,
} from './visitor-questions.ts';

/** A question of this set: a visitor question marked as tuning data. */
export type TuningQuestion2 = VisitorQuestion & { half: 'tuning' };

interface Extra {
  mustNot?: readonly Fact[];
  next?: NextStep | readonly NextStep[];
  note?: string;
}

/** What no reply of the intent may contain, whatever the question. */
const BASE_MUST_NOT: Record<Exclude<Intent, 'emergency'>, readonly Fact[]> = {
  'business-fact': [NO_INFO, ESTIMATOR_MISFIRE],
  service: [NO_INFO, ESTIMATOR_MISFIRE],
  price: [NO_INFO, ESTIMATOR_MISFIRE],
  smalltalk: [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE],
  'out-of-area': [STARTS_WITH_YES, IN_AREA_CLAIM, NO_INFO],
  'out-of-scope': [STARTS_WITH_YES, NO_PRICE],
};

function ask(id: string, question: string, intent: Exclude<Intent, 'emergency'>, must: readonly Fact[], extra: Extra = {}): TuningQuestion2 {
  const { mustNot = [], ...rest } = extra;
  return { id: `t2-${id}`, question, intent, must, mustNot: [...BASE_MUST_NOT[intent], ...mustNot], ...rest, half: 'tuning' };
}

/** An emergency: 911 first where life is at risk, the 24/7 number, the first steps of its situation, nothing unsafe, no price. */
function emergency(id: string, question: string, kind: EmergencyKind, extra: Omit<Extra, 'next'> = {}): TuningQuestion2 {
  const rules = EMERGENCY_RULES[kind];
  const { mustNot = [], ...rest } = extra;
  return {
    id: `t2-em-${kind}-${id}`,
    question,
    intent: 'emergency',
    emergency: kind,
    must: [...(rules.lifeRisk ? [CALL_911] : []), PHONE, ...rules.first],
    mustNot: [...rules.unsafe, NO_PRICE, NO_INFO, ...mustNot],
    next: 'call',
    ...rest,
    half: 'tuning',
  };
}

/** A town the profile names: "Yes" (or the town named as in the area) first, and the town. */
function inArea(id: string, question: string, town: string, note?: string): TuningQuestion2 {
  return ask(id, question, 'business-fact', [yesInArea(town), town], { mustNot: [NEGATIVE_AREA], ...(note ? { note } : {}) });
}

function outOfArea(id: string, question: string, note?: string): TuningQuestion2 {
  return ask(id, question, 'out-of-area', [NEGATIVE_AREA], { next: 'contact', ...(note ? { note } : {}) });
}

function dontKnow(id: string, question: string, mustNot: readonly Fact[] = [], note?: string): TuningQuestion2 {
  return ask(id, question, 'out-of-scope', [DONT_KNOW, PHONE], { mustNot, ...(note ? { note } : {}) });
}

// Facts of this set (from the terms, the FAQ and the service pages).
const PAID_ON_COMPLETION: Fact = {
  re: "(when|once|after) (the |your )?(work|job|project)('s| is| has been)? (is )?(complete|completed|done|finished)|(on|upon|at) completion",
  label: 'when the work is complete',
  example: 'when the work is complete',
};
const FIFTEEN_YEARS: Fact = ['15 years', 'fifteen years', '15+ years', '15 plus years'];
const NOT_COVERED: Fact = ['not covered', "isn't covered", 'is not covered', 'does not cover', "doesn't cover", 'not cover', 'excludes', 'excluded'];
const CANCEL_NOTICE: Fact = ['24 hours', '24-hour', 'twenty-four hours', 'a day before', 'one day'];
const EMERGENCY_RATES: Fact = ['emergency rates', 'emergency rate', 'after-hours rates', 'after hours rates', 'may apply'];
const CREDIT_APPROVAL: Fact = ['credit approval', 'subject to credit', 'depend on your credit', 'depends on your credit', 'your credit'];
/** An invented street address: the profile gives the town and ZIP code only. */
const STREET_ADDRESS: Fact = { re: '\\b\\d{2,5} [a-z]+( [a-z]+)? (st|street|ave|avenue|rd|road|hwy|highway|dr|drive|ln|lane|way|blvd)\\b', label: 'a street address' };
/** An invented percentage (interest rate): the site gives none. */
const PERCENT: Fact = { re: '\\d+(\\.\\d+)?\\s?%', label: 'a percentage' };
const NOT_OPEN_WEEKEND: Fact[] = [
  { claim: 'open on saturday' },
  { claim: 'open saturday' },
  { claim: 'open on the weekend' },
  { claim: 'open weekends' },
  { claim: 'open on sunday' },
];
/** Commercial work at 1.5 times the fallback range (spec section 9). */
const COMMERCIAL_PANEL: Fact = { range: [1800, 6000] };
const HELPFUL_NEXT: readonly NextStep[] = ['troubleshooter', 'contact'];

export const tuningQuestions2: TuningQuestion2[] = [
  // -------------------------------------------------------------------------------------------
  // Business facts: where, how to reach, hours
  ask('address-01', 'where r u guys based out of', 'business-fact', ['Bonner']),
  ask('address-02', 'whats your physical address', 'business-fact', ['Bonner'], {
    mustNot: [STREET_ADDRESS],
    note: 'The profile has the town and ZIP only; no street address may be made up.',
  }),
  ask('address-03', 'what zip code are you in', 'business-fact', ['59823']),
  ask('address-04', 'where is your shop located, could i stop by?', 'business-fact', ['Bonner'], { mustNot: [STREET_ADDRESS] }),
  ask('email-01', 'email address pls', 'business-fact', [EMAIL]),
  ask('email-02', 'can i email you some pics of my panel? what address', 'business-fact', [EMAIL]),
  ask('email-03', 'EMAIL???', 'business-fact', [EMAIL]),
  ask('contact-01', 'whats the best way to get ahold of somebody over there', 'business-fact', [PHONE], { next: 'contact' }),
  ask('phone-01', 'PHONE NUMBER', 'business-fact', [PHONE], { next: 'contact' }),
  ask('phone-02', 'hey so um what number do i text or call', 'business-fact', [PHONE], { next: 'contact', note: 'The site gives a phone number; nothing says texting works.' }),
  ask('hours-sat-01', 'open saturday?', 'business-fact', [WEEKDAYS, ALWAYS_OPEN], { mustNot: NOT_OPEN_WEEKEND, note: 'Office Mon-Fri; emergencies 24/7.' }),
  ask('hours-weekend-01', 'r u guys open on the weekend', 'business-fact', [WEEKDAYS, ALWAYS_OPEN], { mustNot: NOT_OPEN_WEEKEND }),
  ask('hours-fri-01', 'fri closing time?', 'business-fact', [CLOSES_5]),
  ask('hours-open-01', 'how early do you guys start in the morning', 'business-fact', [OPENS_7]),
  ask('hours-now-01', 'are you open right now? its like 6pm on a tuesday', 'business-fact', [CLOSES_5, ALWAYS_OPEN], {
    mustNot: [{ claim: "we're open now" }, { claim: 'we are open now' }],
  }),
  ask('hours-mon-01', 'what time do the phones open monday', 'business-fact', [OPENS_7]),
  ask('hours-town-01', 'business hours for missoula customers?', 'business-fact', [OPENS_7, CLOSES_5]),
  ask('hours-town-02', 'if im out in hamilton what hours are you guys working', 'business-fact', [OPENS_7, CLOSES_5]),
  ask('hours-caps-01', 'WHAT ARE YOUR HOURS THURSDAY AND FRIDAY', 'business-fact', [OPENS_7, CLOSES_5]),
  ask('hours-late-01', 'do you stay open late any night of the week', 'business-fact', [CLOSES_5, ALWAYS_OPEN], {
    note: 'No late office hours on the site: 7-5 Mon-Fri, emergencies 24/7.',
  }),
  ask('hours-multi-01', 'hey so um quick question are u guys open on saturdays and do u charge for estimates', 'business-fact', [WEEKDAYS, FREE], {
    mustNot: [...NOT_OPEN_WEEKEND, NO_PRICE],
  }),
  // Emergency availability
  ask('holidays-01', 'do you work holidays', 'business-fact', [ALWAYS_OPEN, 'holiday'], { note: 'Emergency service 24/7 including weekends and holidays.' }),
  ask('holidays-02', 'if something goes wrong on christmas day can someone actually come out', 'business-fact', [ALWAYS_OPEN, PHONE], {
    note: 'A question about availability, nothing happening now.',
  }),
  ask('after-hours-01', 'whats the number for after hours', 'business-fact', [PHONE, ALWAYS_OPEN]),
  ask('weekend-rates-01', 'is it extra if you come out on a weekend for an emergency', 'price', [EMERGENCY_RATES], {
    mustNot: [NO_PRICE],
    note: 'The site gives no figure for emergency rates.',
  }),
  // Years, licence, insurance
  ask('years-01', 'how long have u been in business', 'business-fact', [FIFTEEN_YEARS]),
  ask('years-02', 'are you a new company or have you been around a while', 'business-fact', [FIFTEEN_YEARS]),
  ask('licence-01', 'ARE YOU LICENSED', 'business-fact', [YES, 'licensed']),
  ask('insurance-01', 'do you carry insurance in case something gets damaged', 'business-fact', [YES, 'insured']),
  ask('bonded-01', 'are you bonded', 'business-fact', [LICENSED_INSURED, PHONE], {
    mustNot: [{ claim: 'bonded and insured' }, { claim: 'we are bonded' }, { claim: "we're bonded" }, { claim: 'licensed, bonded' }],
    note: 'The site says licensed and insured, and nothing about a bond: say what it says, invent no bond.',
  }),
  // Warranty
  ask('warranty-01', 'is your work guaranteed and for how long', 'business-fact', [ONE_YEAR], { mustNot: [{ claim: 'lifetime' }] }),
  ask('warranty-02', 'what happens if something you installed quits working like a month later', 'business-fact', [ONE_YEAR, ['workmanship', 'labor', 'labour']], {
    mustNot: [{ claim: 'lifetime' }],
  }),
  ask('warranty-03', 'warranty on parts?', 'business-fact', ['manufacturer']),
  ask('warranty-04', 'does your warranty cover light fixtures i bought myself', 'business-fact', [NOT_COVERED], {
    note: 'Terms: the warranty does not cover materials supplied by you.',
  }),
  ask('warranty-05', 'lightning hit last summer and fried some stuff you put in, is that under warranty', 'business-fact', [NOT_COVERED], {
    note: 'Terms: acts of nature such as lightning are excluded. Past damage, not an emergency.',
  }),
  ask('warranty-06', 'whats the warranty on a new standby generator', 'business-fact', ['manufacturer'], { mustNot: [{ claim: 'lifetime' }] }),
  // Payment, deposit, cancellation
  ask('deposit-01', 'do you need a deposit up front', 'business-fact', ['deposit', PAID_ON_COMPLETION], {
    note: 'Payment on completion; larger projects may require a deposit and progress payments.',
  }),
  ask('payment-01', 'can i pay half now and half when its done', 'business-fact', [PAID_ON_COMPLETION]),
  ask('cancel-01', 'cancellation policy?', 'business-fact', [CANCEL_NOTICE]),
  ask('cancel-02', 'i need to reschedule tomorrows appointment how much notice do u need', 'business-fact', [CANCEL_NOTICE]),
  ask('cancel-03', 'is there a fee if i cancel', 'business-fact', [CANCEL_NOTICE], {
    mustNot: [{ claim: 'cancellation fee' }, { claim: 'charge a fee' }, { claim: 'charge you a fee' }],
    note: 'The terms ask for notice (ideally 24 hours) and name no fee.',
  }),
  // Financing
  ask('financing-01', 'do you guys do payment plans', 'business-fact', ['financing', CREDIT_APPROVAL]),
  ask('financing-02', 'if i finance can i pay it off early without a penalty', 'business-fact', ['prepayment penalty']),
  ask('financing-03', 'whats the interest rate on your financing', 'business-fact', ['credit'], {
    mustNot: [PERCENT],
    note: 'Rates depend on the credit; the site gives no figure.',
  }),
  ask('financing-04', 'can i finance a generator', 'business-fact', [YES, 'generator']),
  // Estimates
  ask('estimate-01', 'is the estimate free or do u charge for it', 'business-fact', [FREE], { mustNot: [NO_PRICE] }),
  ask('estimate-02', 'quote cost anything?', 'business-fact', [FREE], { mustNot: [NO_PRICE], note: 'Whether quotes cost anything is a business fact, not a price request.' }),
  ask('estimate-03', 'how long is a quote good for', 'business-fact', [['30 days', 'thirty days']]),
  ask('estimate-04', 'will the price change after you start the job', 'business-fact', [['approval', 'approve']], {
    note: 'Terms: hidden conditions may change scope and cost; work stops and approval is asked first.',
  }),
  ask('estimate-05', 'free quotes for commercial jobs too?', 'business-fact', [FREE], { mustNot: [NO_PRICE] }),
  ask('estimate-06', 'is the generator estimate free and do you come look at where it would go', 'business-fact', [FREE, ['site visit', 'placement']], { mustNot: [NO_PRICE] }),
  // Social media and reviews
  ask('social-01', 'facebook page?', 'business-fact', ['facebook.com/blackfootriverelectric']),
  ask('social-02', 'u guys on insta', 'business-fact', ['instagram.com/blackfootriverelectric']),
  ask('social-03', 'linkedin?', 'business-fact', ['linkedin.com/company/blackfootriverelectric']),
  ask('reviews-01', 'anyone in polson used you guys? any reviews', 'business-fact', [['Linda', 'scorched connection']]),
  ask('reviews-02', 'do you have reviews from people who got a generator from you', 'business-fact', [['Dave R', 'propane standby generator', 'weekly self-test']]),

  // -------------------------------------------------------------------------------------------
  // Service area: towns the profile names (business facts) and towns outside the three counties
  inArea('area-in-01', 'do u come out to potomac', 'Potomac'),
  inArea('area-in-02', 'seeley lake?', 'Seeley Lake'),
  inArea('area-in-03', 'frenchtwon mt service?', 'Frenchtown', 'Typo of Frenchtown.'),
  inArea('area-in-04', 'we just bought a place in milltown do you guys work there', 'Milltown'),
  inArea('area-in-05', 'stevensvile area ok?', 'Stevensville', 'Typo of Stevensville.'),
  inArea('area-in-06', 'HAMILTON', 'Hamilton'),
  inArea('area-in-07', 'do you do work in missoula proper or just out of town', 'Missoula'),
  inArea('area-in-08', 'lake county?', 'Lake'),
  inArea('area-in-09', 'im right there in bonner, can someone come by this week', 'Bonner'),
  ask('area-list-01', 'what towns do you cover', 'business-fact', ['Missoula', 'Hamilton', 'Polson']),
  outOfArea('area-out-01', 'bozeman?'),
  outOfArea('area-out-02', 'do you guys go to spokane wa'),
  outOfArea('area-out-03', 'im down in dillon is that too far'),
  outOfArea('area-out-04', 'libby mt electrician needed, do you come up'),
  outOfArea('area-out-05', 'superior montana?'),
  outOfArea('area-out-06', 'we have a cabin near philipsburg can you wire it', 'Outside the three counties; the cabin is in the question but the place decides.'),
  outOfArea('area-out-07', 'coeur d alene idaho'),

  // -------------------------------------------------------------------------------------------
  // Services
  ask('ev-01', 'do you do ev chargers', 'service', [YES, ['EV', 'electric vehicle']]),
  ask('ev-02', 'can u install a tesla wall connector in my garage', 'service', [YES, ['EV', 'charger', 'chargers']]),
  ask('ev-03', 'charging stations for a business parking lot?', 'service', [YES, ['EV charging', 'charging station']]),
  ask('hottub-01', 'hot tub hookup?', 'service', [YES, 'hot tub']),
  ask('sauna-01', 'need a sauna wired in the basement', 'service', [YES, 'sauna']),
  ask('three-phase-01', 'three phase power for my shop - can you do it', 'service', [YES, ['three-phase', 'three phase']]),
  ask('retail-01', "we're opening a retail store downtown and need the whole space wired", 'service', [YES, ['tenant', 'commercial', 'retail']]),
  ask('office-01', 'office remodel, need outlets moved and a few more circuits', 'service', [YES, ['circuit', 'outlet', 'relocated']]),
  ask('led-retrofit-01', 'can you swap out the old lights in our warehouse for LED', 'service', [YES, 'LED']),
  ask('controls-01', 'occupancy sensors?', 'service', [YES, 'occupancy sensor']),
  ask('machines-01', 'we need disconnects and machine controls for new equipment in the mill', 'service', [YES, ['disconnect', 'controls']]),
  ask('maintenance-01', 'do u guys do scheduled maintenance visits for a plant', 'service', [YES, 'maintenance']),
  ask('after-hours-work-01', 'can you do the work at night so we dont have to close the store', 'service', [['evening', 'early morning', 'weekend', 'outside']]),
  ask('commercial-inspection-01', 'how often should our office building get an electrical inspection', 'service', [['every year', 'annual', 'yearly', 'once a year']]),
  ask('barn-01', 'do you do barns', 'service', [YES, 'barn']),
  ask('shop-01', 'shop wiring?', 'service', [YES, 'shop']),
  ask('smart-01', 'smart home stuff?', 'service', [YES, 'smart']),
  ask('smart-02', 'can you put in smart switches and dimmers', 'service', [YES, ['smart switch', 'dimmer']]),
  ask('security-light-01', 'motion security lights on the barn and driveway', 'service', [YES, ['security lighting', 'security lights']]),
  ask('led-dimmer-01', 'my new led bulbs flicker on the dimmer', 'service', [['LED-compatible', 'compatible']], { next: HELPFUL_NEXT }),
  ask('fuse-box-01', 'still got a fuse box, u replace those?', 'service', [YES, 'fuse box']),
  ask('permit-01', 'do i need a permit to upgrade my panel', 'service', [YES, 'permit', 'inspection']),
  ask('fpe-01', 'we have a federal pacific panel, should we be worried', 'service', [['Federal Pacific', 'Zinsco']]),
  ask('heat-pump-01', 'is a 100 amp panel enough if we add a heat pump', 'service', ['heat pump', ['200A', '200 amp', '200-amp', 'upgrade']]),
  ask('panel-signs-01', 'how do i know if my panel is going bad', 'service', [['25 years', 'fuse box', 'trip']]),
  ask('meter-base-01', 'meter base replacement?', 'service', [YES, 'meter base']),
  ask('interlock-01', 'can you set me up so i can run my portable generator into the house', 'service', [YES, ['interlock', 'inlet', 'transfer switch']]),
  ask(
    'backfeed-01',
    'can i just plug my generator into the dryer plug with a double male cord',
    'service',
    [
      ['backfeed', 'backfeeding', 'utility workers'],
      ['interlock', 'transfer switch', 'inlet'],
    ],
    {
      mustNot: [{ claim: 'plug it into the dryer' }],
      note: 'Generator FAQ: no; backfeeding endangers utility workers; an inlet with an interlock or transfer switch instead.',
    },
  ),
  ask('gen-maint-01', 'do you service generators every year', 'service', [YES, 'maintenance']),
  ask('gen-fuel-01', 'propane or natural gas for a standby', 'service', ['propane', 'natural gas']),
  ask('gen-selftest-01', 'does the generator test itself or do i have to run it', 'service', [['self-test', 'self test', 'exercises itself']]),
  ask('gen-priority-01', 'if i have a maintenance plan do i get priority when the power goes out', 'service', [['first in line', 'priority']]),
  ask('gen-server-01', 'backup power for our server closet and walk-in cooler', 'service', [YES, ['standby', 'generator']]),
  ask('new-build-01', 'building a new house, do you do new construction', 'service', [YES, ['new construction', 'new home', 'builder']]),
  ask('remodel-01', 'kitchen remodel wiring', 'service', [YES, ['kitchen', 'remodel']]),
  ask('afci-01', 'AFCI breakers??', 'service', ['AFCI']),
  ask('lightning-01', 'do you repair lightning damage', 'service', [YES, ['lightning', 'surge']]),
  ask('dead-outlet-01', 'couple outlets in the bedroom just stopped working', 'service', [['breaker', 'GFCI', 'dead outlets', 'dead circuits']], { next: HELPFUL_NEXT }),
  ask(
    'tripping-01',
    'breaker trips every time i run the microwave and the toaster together',
    'service',
    [['too many', 'share', 'shared', 'overloaded', 'dedicated circuit', 'circuit of its own']],
    { next: HELPFUL_NEXT },
  ),
  ask(
    'partial-power-01',
    'half the house has no power but the neighbors are fine',
    'service',
    [['partial power', 'main breaker', 'loose neutral', 'lost phase', 'dead circuits']],
    {
      next: [...HELPFUL_NEXT, 'call'],
      note: 'A loss of power with no danger named: the site lists it among the emergencies it handles, but no safety situation applies.',
    },
  ),
  ask('outage-01', 'power just went out whole house what should i check', 'service', [
    ['neighbors', 'neighbours'],
    ['utility', 'main breaker'],
  ]),
  ask('flicker-wind-01', 'lights flicker worse when its windy out', 'service', [['loose connection', 'service', 'panel']], { next: HELPFUL_NEXT }),
  ask('gfci-test-01', 'how often am i supposed to test the gfci', 'service', [['monthly', 'every month', 'once a month']]),
  ask('adapter-01', 'can i plug my dryer into a regular outlet with one of those adapters', 'service', [['adapter', 'adapters'], { re: '240', label: '240 V', example: '240 V' }], {
    mustNot: [{ claim: 'use an adapter' }],
  }),
  ask('freezer-circuit-01', 'does a chest freezer in the garage need its own circuit', 'service', [
    ['dedicated circuit', 'circuit of its own', 'own circuit', 'circuit of their own'],
  ]),
  ask('led-worth-01', 'are LED bulbs worth it', 'service', [['less energy', 'last', 'longer']], { mustNot: [NO_PRICE], note: "'worth' is a cost word; the FAQ answers it." }),
  ask('inspection-buying-01', 'buying a 1960s house, should i get the wiring looked at', 'service', [['buying', 'older', 'inspection']]),
  ask('cleanup-01', 'do you guys clean up after yourselves', 'service', [YES, ['clean', 'cleanup']]),
  ask('ranch-gen-01', 'generators for ranches?', 'service', [YES, ['ranch', 'farm', 'standby']]),

  // -------------------------------------------------------------------------------------------
  // Prices: the table (with quantities, commercial at 1.5x) and jobs outside it
  ask('outlets-qty-01', 'how much for 3 new outlets in the bedroom', 'price', [[{ range: [450, 900] }, OUTLET_PRICE]], {
    next: 'estimate',
    note: 'Outlets $150-300 each times 3, or the per-outlet figure.',
  }),
  ask('lighting-qty-01', 'price to put 4 pendant lights over the kitchen island', 'price', [[{ range: [400, 1600] }, { range: [100, 400] }]], { next: 'estimate' }),
  ask('lighting-qty-02', 'cost to replace 8 light fixtures', 'price', [[{ range: [800, 3200] }, { range: [100, 400] }]], { next: 'estimate' }),
  ask('lighting-qty-03', 'ballpark for 3 outdoor security lights', 'price', [[{ range: [300, 1200] }, { range: [100, 400] }]], { next: 'estimate' }),
  ask('panel-commercial-01', 'what does a panel upgrade run for a commercial building', 'price', [COMMERCIAL_PANEL], {
    next: 'estimate',
    note: 'Commercial: 1.5 times $1,200-4,000.',
  }),
  ask('panel-01', '$$ for a 200 amp panel', 'price', [PANEL_PRICE], { next: 'estimate' }),
  ask('panel-02', 'we still have a 60 amp service, whats it cost to go bigger', 'price', [PANEL_PRICE], { next: 'estimate' }),
  ask('circuit-01', 'cost for a new 20 amp circuit', 'price', [{ range: [400, 1200] }], { next: 'estimate' }),
  ask('circuit-ev-01', 'how much to run an ev charger circuit in my garage', 'price', [{ range: [400, 1200] }], {
    next: 'estimate',
    note: 'An EV charger needs a dedicated 240 V circuit (FAQ): the circuits range.',
  }),
  ask('circuit-hottub-01', 'hot tub circuit how much', 'price', [{ range: [400, 1200] }], { next: 'estimate' }),
  ask('circuit-commercial-01', 'new dedicated circuit at our warehouse for an air compressor, price?', 'price', [{ range: [600, 1800] }], {
    next: 'estimate',
    note: 'Commercial: 1.5 times $400-1,200.',
  }),
  ask('troubleshoot-01', 'how much does it cost to have someone track down a short', 'price', [{ range: [150, 500] }], { next: 'estimate' }),
  ask('troubleshoot-commercial-01', 'price for troubleshooting at my restaurant, kitchen circuits keep dropping', 'price', [{ range: [225, 750] }], {
    next: 'estimate',
    note: 'Commercial: 1.5 times $150-500.',
  }),
  ask('generator-commercial-01', 'standby generator for our office building, what are we looking at cost wise', 'price', [{ range: [6000, 22500] }], {
    next: 'estimate',
    note: 'Commercial: 1.5 times $4,000-15,000.',
  }),
  ask('generator-01', 'WHAT DOES A BACKUP GENERATOR FOR MY HOUSE COST', 'price', [{ range: [4000, 15000] }], { next: 'estimate' }),
  ask('fan-qty-01', '2 ceiling fans installed price', 'price', [[{ range: [200, 500] }, { range: [400, 1000] }]], {
    next: 'estimate',
    note: 'The fan range is per fan; either the per-fan or the total figure.',
  }),
  ask('fan-commercial-01', 'cost to put ceiling fans in at our shop office (commercial)', 'price', [{ range: [300, 750] }], {
    next: 'estimate',
    note: 'Commercial: 1.5 times $200-500.',
  }),
  ask('smarthome-01', 'smart switches and stuff for the whole house, rough cost', 'price', [{ range: [500, 5000] }], { next: 'estimate' }),
  ask('gfci-qty-01', 'two gfci outlets for the bathroom what would that be', 'price', [[{ range: [120, 250] }, { range: [240, 500] }, { range: [300, 600] }]], {
    next: 'estimate',
  }),
  ask('usb-qty-01', 'how much 2 usb outlets', 'price', [[{ range: [150, 275] }, { range: [300, 550] }, { range: [300, 600] }]], { next: 'estimate' }),
  ask('rewire-01', 'whole house rewire for a 1920s bungalow in missoula how much', 'price', [REWIRE_DAYS, REWIRE_DRIVERS, ESTIMATE_OFFER], {
    mustNot: [NO_PRICE, ...SINGLE_CIRCUIT_PRICE],
    next: 'estimate',
  }),
  ask('rewire-02', 'ballpark to rewire an old farmhouse, the wiring is all original', 'price', [REWIRE_DAYS, ESTIMATE_OFFER], {
    mustNot: [NO_PRICE, ...SINGLE_CIRCUIT_PRICE],
    next: 'estimate',
  }),
  ask('new-construction-01', 'estimate for wiring a new 40x60 shop building', 'price', [ESTIMATE_OFFER], {
    mustNot: [NO_PRICE, ...SINGLE_CIRCUIT_PRICE],
    next: 'estimate',
    note: 'New construction: outside the price table.',
  }),
  ask('new-construction-02', 'new custom home electrical cost per square foot?', 'price', [ESTIMATE_OFFER], { mustNot: [NO_PRICE, ...SINGLE_CIRCUIT_PRICE], next: 'estimate' }),
  ask('service-upgrade-01', 'what does it cost to upgrade to a 400 amp service', 'price', [ESTIMATE_OFFER], {
    mustNot: [...SINGLE_CIRCUIT_PRICE],
    next: 'estimate',
    note: 'Beyond the usual 100A-200A upgrade: the panel figures may be cited as a start, never a single circuit.',
  }),

  // -------------------------------------------------------------------------------------------
  // Small talk
  ask('greeting-01', 'hiya', 'smalltalk', [GREET, OFFER_HELP]),
  ask('greeting-02', 'yo', 'smalltalk', [GREET, OFFER_HELP]),
  ask('greeting-03', 'good evening!', 'smalltalk', [GREET, OFFER_HELP]),
  ask('greeting-04', 'HEY GUYS', 'smalltalk', [GREET, OFFER_HELP]),
  ask('thanks-01', 'thx so much!!', 'smalltalk', [WELCOME]),
  ask('thanks-02', "you've been super helpful thank you", 'smalltalk', [WELCOME]),
  ask('thanks-03', 'ty', 'smalltalk', [WELCOME]),
  ask('thanks-04', 'cheers mate', 'smalltalk', [WELCOME]),
  ask('bye-01', "ok that's all i needed, have a good one", 'smalltalk', [[BYE, WELCOME]]),
  ask('bye-02', 'see ya', 'smalltalk', [[BYE, WELCOME]]),

  // -------------------------------------------------------------------------------------------
  // Out of scope: what an electrician does not do, or what the site does not say
  ask('cards-01', 'do you take credit cards', 'business-fact', [DONT_KNOW, PHONE], {
    mustNot: [{ claim: 'we accept credit cards' }, { claim: 'we take credit cards' }],
    note: 'The site names no payment methods (a business fact it does not state; relabelled from out of scope, record 0033).',
  }),
  dontKnow('owner-01', 'who owns blackfoot river electric', [], 'The site names no owner.'),
  dontKnow('hiring-01', 'are you guys hiring apprentices', [{ claim: "we're hiring" }, { claim: 'we are hiring' }]),
  dontKnow('fence-01', 'can you put in an electric fence for my horses', [{ claim: 'we install electric fence' }]),
  dontKnow('pool-01', 'do you wire swimming pools', [{ claim: 'we wire pools' }, { claim: 'we wire swimming pools' }], 'The site names hot tubs and saunas, not pools.'),
  dontKnow('dishwasher-01', 'can u fix my dishwasher its not draining', [{ claim: 'we can fix' }, { claim: 'we repair dishwashers' }]),
  dontKnow('wind-01', 'do you install wind turbines', [{ claim: 'we install wind' }]),
  dontKnow('weather-01', 'whats the weather gonna be in missoula this weekend'),
  dontKnow('roofing-01', 'do you do roofing too', [{ claim: 'we do roofing' }]),
  dontKnow('propane-01', 'do you sell propane', [{ claim: 'we sell propane' }], "Propane is the supplier's; the generator page says the work is coordinated with them."),
  dontKnow('poem-01', 'write me a poem about electricity'),

  // -------------------------------------------------------------------------------------------
  // Emergencies
  emergency('01', 'theres flames coming out of the wall plate in the bedroom', 'fire'),
  emergency('02', 'the panel is throwing sparks and the basement is filling with smoke', 'fire'),
  emergency('01', 'burning plastic smell coming out of the wall, no idea where', 'burning', { mustNot: [{ claim: 'find the source' }, { claim: 'open the wall' }] }),
  emergency('02', 'the light switch in the hall is melted and brown around the edges', 'burning'),
  emergency('01', 'my breaker box is buzzing really loud', 'hot', { note: 'A buzzing panel, no word of heat: the safety note puts buzzing with warm devices.' }),
  emergency('02', 'the cover on the panel is warm to the touch and making a crackling noise', 'hot'),
  emergency('01', 'felt a tingle from the faucet when i was washing dishes', 'shock', { note: 'A tingle from plumbing can mean a ground fault.' }),
  emergency('02', 'the dryer gives me a little jolt every time i touch it', 'shock'),
  emergency('01', 'my husband is stuck to the wire and shaking, i cant get him off', 'contact'),
  emergency('01', 'theres a wire hanging down into our pasture from the pole and the cows are near it', 'line-down', {
    mustNot: [{ claim: 'move the cows' }, { claim: 'touch the fence' }],
  }),
  emergency('02', 'tree took out the line to the house its laying across the driveway', 'line-down'),
  emergency('01', 'we hit a pole and the wires are on top of our truck, were still in it', 'line-on-car'),
  emergency('01', 'water is dripping into the breaker box from upstairs', 'water'),
  emergency('02', 'hot water heater burst and the floor by the panel is soaked', 'water'),
  emergency('01', 'the storm ripped the meter right off the side of the house', 'storm-mast'),
  emergency('02', 'wind knocked the service mast over and the wires are pulling on the roof', 'storm-mast'),
];

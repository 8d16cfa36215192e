/**
 * A third set of tuning questions (see visitor-questions.ts for the labels' meaning), written for
 * the classes of messages the assistant answered badly: problems that are not emergencies,
 * "can you / do you ..." questions the site answers, commercial and specific jobs the site covers
 * in part, fact questions with a typo or a word the site never uses, questions about things the
 * site truly does not say, and business facts asked in other words. Several wordings per class
 * (typos, slang, all caps, filler), so that a fix for one wording is checked on others.
 *
 * Tuning only, like visitor-questions.tuning-2.ts: no batch numbers, never merged into the seeded
 * split. Every expected fact comes from the site's own content: src/content/business.json,
 * faq.json, services/*, legal/terms-of-service.md, and the troubleshooter's tree
 * (src/domain/assistant/troubleshooter.ts), which the site shows in its Troubleshoot tab.
 */
import {
  ALWAYS_OPEN,
  CLOSES_5,
  DONT_KNOW,
  EMAIL,
  EMERGENCY_RULES,
  ESTIMATE_OFFER,
  ESTIMATOR_MISFIRE,
  FREE,
  LICENSED_INSURED,
  NO_INFO,
  NO_PRICE,
  ONE_YEAR,
  OPENS_7,
  PHONE,
  REWIRE_DAYS,
  SINGLE_CIRCUIT_PRICE,
  STARTS_WITH_YES,
  WEEKDAYS,
  YES,
  CALL_911,
  yesInArea,
  type EmergencyKind,
  type Fact,
  type Intent,
  type NextStep,
  type VisitorQuestion,
} from './visitor-questions.ts';

/** A question of this set: a visitor question marked as tuning data. */
export type TuningQuestion3 = VisitorQuestion & { half: 'tuning' };

interface Extra {
  mustNot?: readonly Fact[];
  next?: NextStep | readonly NextStep[];
  note?: string;
}

/** The reply that guesses at nothing and says nothing about the problem described. */
const GENERIC_PROBLEM: Fact = ["won't guess at the cause", "can't see your wiring"];
/** "Yes, we do." in front of a problem described, which asks nothing. */
const YES_WE_DO: Fact = { re: '^\\W*yes,? we do\\b', label: '"Yes, we do." first', example: 'Yes, we do.' };

/** What no reply of the intent may contain, whatever the question. */
const BASE_MUST_NOT: Record<Exclude<Intent, 'emergency'>, readonly Fact[]> = {
  'business-fact': [NO_INFO, ESTIMATOR_MISFIRE],
  service: [NO_INFO, ESTIMATOR_MISFIRE],
  price: [NO_INFO, ESTIMATOR_MISFIRE],
  smalltalk: [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE],
  'out-of-area': [STARTS_WITH_YES, NO_INFO],
  'out-of-scope': [STARTS_WITH_YES, NO_PRICE],
};

function ask(id: string, question: string, intent: Exclude<Intent, 'emergency'>, must: readonly Fact[], extra: Extra = {}): TuningQuestion3 {
  const { mustNot = [], ...rest } = extra;
  return { id: `t3-${id}`, question, intent, must, mustNot: [...BASE_MUST_NOT[intent], ...mustNot], ...rest, half: 'tuning' };
}

/**
 * A problem described, no danger named: what the site says about it (the FAQ, the troubleshooter,
 * the emergency page's list), the troubleshooter or a call as the next step, never the generic
 * "I can't see your wiring" text, no price, and no "Yes, we do." (nothing was asked).
 */
function problem(id: string, question: string, must: readonly Fact[], extra: Extra = {}): TuningQuestion3 {
  const { mustNot = [], ...rest } = extra;
  return ask(`problem-${id}`, question, 'service', must, { next: ['troubleshooter', 'contact'], mustNot: [GENERIC_PROBLEM, NO_PRICE, YES_WE_DO, ...mustNot], ...rest });
}

/** "Can you / do you ...?" about work a service page lists: "Yes" first, then the fact. */
function yes(id: string, question: string, facts: readonly Fact[], extra: Extra = {}): TuningQuestion3 {
  return ask(`yes-${id}`, question, 'service', [YES, ...facts], extra);
}

/** Something the site does not say: the honest "I don't know" with the phone, no yes, no price. */
function dontKnow(id: string, question: string, mustNot: readonly Fact[] = [], note?: string): TuningQuestion3 {
  return ask(`unknown-${id}`, question, 'out-of-scope', [DONT_KNOW, PHONE], { mustNot, ...(note ? { note } : {}) });
}

/**
 * The same answer for a fact about us that the site does not state: a business fact. Discounts were
 * labelled out of scope when this set was written; five of the six independent writers who asked
 * later called them business facts, and the labels follow them (record 0033, "Sixth round").
 */
function dontKnowFact(id: string, question: string, mustNot: readonly Fact[] = []): TuningQuestion3 {
  return ask(`unknown-${id}`, question, 'business-fact', [DONT_KNOW, PHONE], { mustNot });
}

/** An emergency: 911 first where life is at risk, the 24/7 number, the first steps of its situation, nothing unsafe, no price. */
function emergency(id: string, question: string, kind: EmergencyKind): TuningQuestion3 {
  const rules = EMERGENCY_RULES[kind];
  return {
    id: `t3-em-${kind}-${id}`,
    question,
    intent: 'emergency',
    emergency: kind,
    must: [...(rules.lifeRisk ? [CALL_911] : []), PHONE, ...rules.first],
    mustNot: [...rules.unsafe, NO_PRICE, NO_INFO],
    next: 'call',
    half: 'tuning',
  };
}

// Facts of the troubleshooting content (FAQ, troubleshooter, emergency page).
const BREAKER: Fact = ['breaker', 'breakers'];
const GFCI: Fact = ['GFCI', 'GFCIs'];
const PARTIAL_CAUSE: Fact = ['loose connection', 'loose neutral', 'lost phase', 'lost leg', 'failed breaker'];
const OVERLOAD: Fact = ['too many', 'share', 'shared', 'overloaded', 'overload', 'dedicated circuit', 'circuit of its own'];
const SHORT_OR_FAULT: Fact = ['short circuit', 'ground fault'];
const SHARED_CIRCUIT: Fact = ['shared', 'overloaded', 'same circuit', 'dedicated circuit'];
const LOOSE: Fact = ['loose connection', 'loose main', 'loose or worn', 'loose'];
const REPLACE: Fact = ['replace', 'replaced'];
const EMERGENCY_RATES: Fact = ['emergency rates', 'emergency rate', 'after-hours rates', 'after hours rates', 'may apply'];
const APPROVAL: Fact = ['approval', 'approve'];
const FIFTEEN_YEARS: Fact = ['15 years', 'fifteen years', '15+ years'];

export const tuningQuestions3: TuningQuestion3[] = [
  // -------------------------------------------------------------------------------------------
  // Problems that are not emergencies
  problem('partial-01', 'half my house lost power but the other half still works', [BREAKER, PARTIAL_CAUSE]),
  problem('partial-02', 'HALF THE LIGHTS IN THE HOUSE ARE OUT', [BREAKER, PARTIAL_CAUSE]),
  problem('partial-03', 'power went out in two bedrooms but the rest of the house is fine', [BREAKER, PARTIAL_CAUSE]),
  problem('partial-04', 'no power in the garage, everything else works', [BREAKER, GFCI]),
  problem('partial-05', 'some of my outlets and lights quit working all of a sudden', [BREAKER, GFCI]),
  problem('dead-outlet-01', 'outlet in the kitchen stopped working', [BREAKER, GFCI]),
  problem('dead-outlet-02', 'the outside outlet on the porch has no power', [BREAKER, GFCI]),
  problem('dead-outlet-03', 'my bathroom outlets are dead after i used the hair dryer', [GFCI]),
  problem('dead-outlet-04', 'plug in the living room doesnt work anymore', [BREAKER, GFCI]),
  problem('dead-switch-01', 'the light switch in the hallway doesnt do anything', [['bulb', 'worn', 'loose wire', 'loose connection']]),
  problem('trips-01', 'breaker keeps tripping', [OVERLOAD]),
  problem('trips-02', 'the breaker in the garage keeps flipping off when i run the space heater', [OVERLOAD]),
  problem('trips-03', 'my microwave trips the breaker every morning', [OVERLOAD]),
  problem('trips-04', 'breaker wont stay on, it trips the second i reset it', [SHORT_OR_FAULT], { mustNot: [{ claim: 'reset it again' }] }),
  problem('trips-05', 'my breker keeps triping', [OVERLOAD], { note: 'Typos of breaker and tripping.' }),
  problem('fuse-01', 'fuse keeps blowing in the old part of the house', [[...(OVERLOAD as string[]), 'short circuit', 'fuse box', 'panel upgrade']]),
  problem('gfci-01', 'gfci wont reset no matter what i do', [REPLACE]),
  problem('gfci-02', 'the gfci in my bathroom keeps tripping', [['ground fault', 'ground faults', 'moisture', 'unplug', 'faulty']]),
  problem('flicker-01', 'lights flicker when the washing machine starts', [SHARED_CIRCUIT], {
    note: 'An appliance named: the shared circuit, not "out of scope" for the washing machine.',
  }),
  problem('flicker-02', 'all the lights in my house flicker', [LOOSE]),
  problem('flicker-03', 'one ceiling light keeps flickering in the kitchen', [['bulb', 'worn fixture', 'loose connection']]),
  problem('flicker-04', 'my lights dim every time the furnace kicks on', [SHARED_CIRCUIT], { note: 'The furnace is named as the load, not as work asked of us.' }),
  problem('flicker-05', 'lights flicker when its storming out', [LOOSE]),
  problem('led-01', 'new led bulbs flicker when i dim them', [['LED-compatible', 'compatible', 'rated for LED', 'dimmable']]),
  problem('outage-01', 'my whole house has no power but my neighbor has lights', ['main breaker']),
  problem('outage-02', 'power is out at my place, what should i check first', [
    ['neighbors', 'neighbours'],
    ['utility', 'main breaker'],
  ]),
  problem('intermittent-01', 'outlet in the bedroom works on and off', [LOOSE]),
  yes('problem-fix-01', 'can you fix a breaker that keeps tripping', [BREAKER], { note: 'A request for work: the yes, then what the site says about the problem.' }),
  yes('problem-fix-02', 'do you guys fix flickering lights', [['flicker', 'flickering']]),

  // -------------------------------------------------------------------------------------------
  // "Can you / do you ...?" about what the service pages list
  yes('ev-01', 'do you guys install ev chargers at peoples homes', [['EV', 'electric vehicle']]),
  yes('outlets-01', 'can u put in a couple new outlets in my living room', [['outlet', 'outlets', 'circuit', 'circuits']]),
  yes('relocate-01', 'can you relocate some outlets in our office', [['relocated outlets', 'outlets']]),
  yes('subpanel-01', 'do you install subpanels', ['subpanel']),
  yes('shop-01', 'can you wire my new shop', ['shop']),
  yes('recessed-01', 'Do you install recessed lighting?', ['recessed']),
  yes('fusebox-01', 'can yall replace an old fuse box', ['fuse box']),
  yes('hottub-01', 'do you hook up hot tubs', ['hot tub']),
  yes('gen-maint-01', 'do you do generator maintenance', ['maintenance']),
  yes('gen-maint-02', 'do you offer maintenance plans for generators', ['maintenance']),
  yes('transfer-01', 'can you install a transfer switch for my generator', ['transfer switch']),
  yes('service-200-01', 'can you upgrade my service to 200 amps', [['200A', '200 amp', '200-amp']]),
  yes('panel-200-01', 'can you upgrade my panel to 200 amp', [['200A', '200 amp', '200-amp']]),
  yes('surge-01', 'do you install whole home surge protectors', ['surge']),
  yes('security-light-01', 'can you put in outdoor security lights', [['security lighting', 'security lights', 'security']]),
  yes('freezer-circuit-01', 'can you put a dedicated circuit in for my freezer', [['dedicated circuit', 'circuit of their own', 'circuit of its own']]),
  yes('basement-01', 'can you do the wiring for a basement finish', ['basement']),
  yes('addition-01', 'do you wire additions', ['addition']),
  yes('occupancy-01', 'can you install occupancy sensors in our office', ['occupancy sensor']),
  yes('led-retrofit-01', 'do you do LED retrofits for businesses', ['LED']),
  yes('inspection-01', 'do you do annual electrical inspections for businesses', [['annual electrical inspection', 'inspection', 'every year']]),
  yes('well-pump-01', 'can you install a well pump circuit', ['well pump']),
  yes('smart-01', 'do you put in smart switches', [['smart switch', 'smart switches', 'smart home']]),
  yes('interlock-01', 'can you hook up a portable generator with an interlock', [['interlock', 'inlet']]),
  yes('sauna-01', 'would you be able to wire up a sauna for us', ['sauna']),
  yes('fan-01', 'could you install a ceiling fan in my bedroom', ['ceiling fan']),
  yes('new-build-01', 'you guys do electrical for new builds?', [['new construction', 'new home', 'new homes']]),
  yes('barn-01', 'do u do work on barns and outbuildings', [['barn', 'barns']]),
  yes('knob-tube-01', 'do you replace knob and tube wiring', [['knob-and-tube', 'rewiring']]),
  yes('three-phase-01', 'can you do 3 phase power for a mill', [['three-phase', 'three phase']]),
  yes('motor-01', 'do you hook up motors and equipment', [['motor', 'equipment']]),
  yes('permit-01', 'do you handle the permit for a panel swap', ['permit']),

  // -------------------------------------------------------------------------------------------
  // Commercial and specific jobs the site covers in part: what it says, and the free estimate
  yes('retail-01', 'we are opening a boutique in a storefront and need it wired', [['tenant', 'commercial', 'retail']], { next: 'estimate' }),
  yes('office-01', 'can you wire a new dental office', [['office', 'commercial']], { next: 'estimate' }),
  yes('restaurant-01', 'we need the lighting redone in our restaurant', [['restaurant', 'restaurants', 'lighting']], { next: 'estimate' }),
  yes('machine-01', 'need power run to a new CNC machine in our shop', [['equipment', 'motor', 'machine']], { next: 'estimate', note: '"CNC" is a word the site never uses.' }),
  yes('warehouse-led-01', 'can you swap the old lights in our warehouse for LEDs', ['LED'], { next: 'estimate' }),
  yes('property-01', 'do you work for property managers', [['property managers', 'landlords']]),
  yes('tenant-01', "we're building out a tenant space for a coffee shop", [['tenant', 'commercial']], { next: 'estimate' }),
  yes('ev-business-01', 'ev chargers for our employees at the office?', [['EV charging', 'EV']], { next: 'estimate' }),
  yes('gen-business-01', 'backup generator for our clinic so the fridges stay cold', [['standby', 'generator', 'refrigeration']], { next: 'estimate' }),
  ask('commercial-new-01', 'how much to wire a new commercial building', 'price', [ESTIMATE_OFFER], { mustNot: [...SINGLE_CIRCUIT_PRICE], next: 'estimate' }),
  ask('commercial-hours-01', 'can you schedule the work after we close so we dont lose sales', 'service', [
    ['evening', 'evenings', 'early morning', 'early mornings', 'weekend', 'weekends', 'outside'],
  ]),
  ask('commercial-hours-02', 'do you work evenings or weekends for businesses', 'service', [['evening', 'evenings', 'weekend', 'weekends']]),

  // -------------------------------------------------------------------------------------------
  // Facts with a typo or a word the site never uses
  ask('typo-hours-01', 'wat r ur hourz', 'business-fact', [OPENS_7, CLOSES_5]),
  ask('typo-email-01', 'whats ur emial adress', 'business-fact', [EMAIL]),
  ask('typo-licence-01', 'are u guys lisenced', 'business-fact', [YES, 'licensed']),
  ask('typo-warranty-01', 'whats the warrenty on your work', 'business-fact', [ONE_YEAR]),
  ask('typo-warranty-02', 'do you garantee ur work', 'business-fact', [ONE_YEAR]),
  ask('typo-financing-01', 'do you offer finacing', 'business-fact', ['financing']),
  ask('typo-years-01', 'how many yrs you been doing this', 'business-fact', [FIFTEEN_YEARS]),
  ask('typo-phone-01', 'phone # for the office?', 'business-fact', [PHONE]),
  yes('typo-generator-01', 'do you do genrator installs', ['generator']),
  ask('typo-rewire-01', 'how long to rewire a housse', 'service', [REWIRE_DAYS]),
  ask('typo-gfci-01', 'what is a gfci outlit', 'service', [['ground-fault', 'ground fault']]),
  ask('typo-area-01', 'do you serve misoula', 'business-fact', [yesInArea('Missoula'), 'Missoula']),
  ask('typo-saturday-01', 'r u open on saterday', 'business-fact', [WEEKDAYS, ALWAYS_OPEN]),
  yes('typo-panel-01', 'do you do panel upgades', ['panel']),
  ask('word-estimate-01', 'are estimates free or nah', 'business-fact', [FREE], { mustNot: [NO_PRICE] }),
  yes('word-hottub-01', 'do you guys do the wiring for hot tubs, asking for my uncle', ['hot tub'], { note: '"uncle" is a word the site never uses.' }),
  ask('word-generator-01', 'how long does a generator install take, we live out on a ranch', 'service', [['1 to 3 days', 'one to three days']]),
  ask('word-inspection-01', 'should i have the electrical checked before i buy a 1950s house', 'service', [['buying', 'older', 'inspection']]),
  ask('word-inspection-02', 'how often should the wiring in a 1940s farmhouse be inspected', 'service', [['3 to 5 years', 'sooner', 'older']]),
  ask('word-generator-02', 'what size generator would i need for my cabin', 'service', [['load calculation', 'depends on what you want to run']]),
  ask('word-short-01', 'whats the price to find a short in my wiring', 'price', [{ range: [150, 500] }], { next: 'estimate' }),
  ask('word-insurance-01', 'do you carry liability insurance', 'business-fact', [YES, 'insured']),
  ask('word-insurance-02', 'r u guys insured in case of damage', 'business-fact', [YES, 'insured']),
  ask('word-selftest-01', 'does a standby generator run a test by itself', 'service', [['self-test', 'exercises itself']]),

  // -------------------------------------------------------------------------------------------
  // What the site truly does not say
  dontKnow('cameras-01', 'do you install security cameras', [{ claim: 'we install security cameras' }]),
  dontKnow('doorbell-01', 'can you put in a video doorbell', [{ claim: 'we install doorbells' }]),
  dontKnowFact('senior-01', 'do you offer senior discounts', [{ claim: 'senior discount' }]),
  ask('unknown-venmo-01', 'can i pay with venmo', 'business-fact', [DONT_KNOW, PHONE], {
    mustNot: [{ claim: 'we accept venmo' }],
    note: 'The site names no payment methods (a business fact it does not state; relabelled from out of scope, record 0033).',
  }),
  dontKnow('union-01', 'are you a union shop', [{ claim: 'we are union' }]),
  dontKnow('lightning-rod-01', 'do you do lightning rods', [{ claim: 'we install lightning rods' }]),
  dontKnow('employees-01', 'how many employees do you have'),
  dontKnow('tv-01', 'can you mount my tv on the wall', [{ claim: 'we mount' }]),
  dontKnowFact('military-01', 'military discount?', [{ claim: 'military discount' }]),
  dontKnow('garage-door-01', 'can you fix my garage door opener', [{ claim: 'we fix garage door' }], 'An appliance, not the wiring.'),

  // -------------------------------------------------------------------------------------------
  // Business facts asked in other words
  ask('rates-01', 'is it more expensive to call you out on a sunday', 'price', [EMERGENCY_RATES], { mustNot: [NO_PRICE] }),
  ask('rates-02', 'do you charge extra for nights and holidays', 'price', [EMERGENCY_RATES], { mustNot: [NO_PRICE] }),
  ask('holiday-01', 'if my power goes out on thanksgiving will someone come', 'business-fact', [ALWAYS_OPEN, PHONE]),
  ask('holiday-02', 'anyone available new years eve if something breaks', 'business-fact', [ALWAYS_OPEN, PHONE]),
  ask('price-change-01', 'will the final bill be more than the estimate', 'business-fact', [APPROVAL]),
  ask('price-change-02', 'can the price go up once you start the job', 'business-fact', [APPROVAL]),
  ask('estimate-visit-01', 'is the panel upgrade estimate free? do you come look at it', 'business-fact', [FREE], { mustNot: [NO_PRICE] }),
  ask('finance-gen-01', 'can i finance a standby generator', 'business-fact', [YES, ['generator', 'generators']]),
  ask('finance-ev-01', 'can i get financing for an ev charger', 'business-fact', [YES, ['EV', 'charger', 'chargers']]),
  ask('finance-rewire-01', 'is rewiring something i can finance', 'business-fact', [YES, ['rewiring']]),
  ask('licensed-ins-01', 'u guys licensed and insured or what', 'business-fact', [LICENSED_INSURED]),
  ask(
    'warranty-past-01',
    'lightning hit our house last spring and fried the panel you put in, does the warranty cover that',
    'business-fact',
    [['not cover', 'does not cover', "doesn't cover", 'excluded', 'excludes']],
    {
      note: 'A past event asked about the warranty: not an emergency; the terms exclude acts of nature such as lightning.',
    },
  ),

  // -------------------------------------------------------------------------------------------
  // Emergencies in other words (must stay safe)
  emergency('01', 'the breaker panel is hot and smells like burning', 'burning'),
  emergency('02', 'got a shock off the bathroom light switch this morning', 'shock'),
  emergency('03', 'storm knocked a power line onto our fence', 'line-down'),
  emergency('04', 'outlet sparked and now the wall is smoking', 'fire'),
];

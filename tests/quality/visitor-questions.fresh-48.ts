/**
 * The forty-eighth held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone, from
 * frightened people with something happening right now to homeowners, ranchers, landlords and small
 * business owners across western Montana planning a job or sizing up the business.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page and the SMS consent page)
 * and the price table of the specification (assistant-and-admin.md, section 9); emergencies follow
 * the safety note (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns: a town the site names is answered "yes"; a town inside the three counties the site never
 * names (Greenough) gets "not sure, call us"; a town outside the counties is out of area.
 *
 * Spread: 15 emergencies (every kind at least once), 6 small talk, 19 business facts, 18 service
 * questions, 7 price questions, 5 out of area, 5 out of scope.
 */
import {
  ALWAYS_OPEN,
  BONNER,
  BYE,
  CLOSES_5,
  DONT_KNOW,
  EMAIL,
  ESTIMATE_OFFER,
  ESTIMATOR_MISFIRE,
  FREE,
  GREET,
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
  REWIRE_DRIVERS,
  SINGLE_CIRCUIT_PRICE,
  STARTS_WITH_YES,
  WEEKDAYS,
  WELCOME,
  YES,
  yesInArea,
  type Fact,
  type VisitorQuestion,
} from './visitor-questions.ts';
import { emergency, NO_PRICE_TALK, NOT_LISTED, outOfArea, outOfScope, PROBLEM_NEXT, REACH_US, SERVICE_NEXT, SITE_SAYS, unlistedTown } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** A greeting in the afternoon is answered in kind, or with any greeting. */
const GREET_AFTERNOON: Fact = [GREET, 'good afternoon'];
/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** The three five-star testimonials of the home page. */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial'];
/** Financing page: subject to credit approval. */
const CREDIT: Fact = ['credit approval', 'subject to credit', 'depend on your credit', 'depends on your credit', 'approved', 'approval'];
/** Terms, "Payment": due when the work is complete. */
const PAID_ON_COMPLETION: Fact = [
  'when the work is complete',
  'when the work is done',
  'when the work is finished',
  'when the job is done',
  'when the job is complete',
  'when the job is finished',
  'on completion',
  'upon completion',
  'after the work',
  'after the job',
];
/** Permits: we pull them and arrange the inspection (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const WE_HANDLE_PERMIT: Fact = [
  'we pull',
  "we'll pull",
  'we will pull',
  'we obtain',
  "we'll obtain",
  'we handle',
  "we'll handle",
  'we will handle',
  'we take care',
  "we'll take care",
  'we will take care',
  'handled for you',
  'we arrange',
  'we get the permit',
  "we'll get the permit",
  'as part of the job',
  'included',
];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** Privacy policy and SMS page: we do not sell or rent personal information, nor share the number for marketing. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell', 'never share'];
/** Terms and SMS page: reply STOP to stop the texts. */
const REPLY_STOP: Fact = ['reply STOP', 'text STOP', 'send STOP', 'replying STOP', 'texting STOP', 'respond STOP', 'responding with STOP', 'reply with STOP', 'STOP to'];
/** The home page's troubleshooter and what it does. */
const TROUBLESHOOTER: Fact = ['troubleshooter', 'troubleshooting tool', 'guided diagnosis'];
const TROUBLESHOOTER_WHAT: Fact = [
  'flickering',
  'tripping',
  'dead outlet',
  'burning smell',
  'diagnosis',
  'diagnose',
  'urgent',
  'step through',
  'step by step',
  'step-by-step',
  'steps',
  'questions',
];

const REPLACED: Fact = ['replace', 'replaced', 'replacing', 'replacement', 'swap', 'swapped', 'new one'];
const VOLTS_240: Fact = ['240 volts', '240V', '240 V', '240-volt', '220V', '220 volts', '220-volt', '240', '220'];
const OWN_CIRCUIT: Fact = ['dedicated circuit', 'circuit of its own', 'own circuit', 'separate circuit', 'dedicated', 'new circuit', 'added circuit'];
const OVERLOAD: Fact = [OWN_CIRCUIT, 'overloaded', 'overload', 'too many', 'too much'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'generator inlet', 'inlet'];
const BACKFEED_DANGER: Fact = [
  'backfeed',
  'backfeeding',
  'back-feed',
  'back-feeding',
  'utility workers',
  'line workers',
  'lineworkers',
  'linemen',
  'electrocute',
  'dangerous',
  'unsafe',
  'not safe',
];
const GEN_DAYS: Fact = ['1 to 3 days', '1-3 days', 'one to three days', 'a few days', 'two to three days'];
const INSPECT_3_5: Fact = ['3 to 5 years', '3-5 years', 'three to five years', 'every 3 to 5', 'every three to five'];
const EVERY_YEAR: Fact = ['every year', 'annual', 'annually', 'yearly', 'once a year', 'each year'];
const OFF_HOURS: Fact = [
  'early mornings',
  'early morning',
  'evenings',
  'evening',
  'weekends',
  'after hours',
  'after close',
  'outside your business hours',
  'outside business hours',
  'around your schedule',
  'around your hours',
];
const DIMMER: Fact = ['dimmer'];
const LED_COMPATIBLE: Fact = ['LED-compatible', 'LED compatible', 'compatible', 'not rated', 'rated for LED'];
const LOOSE_CONNECTION: Fact = ['loose connection', 'loose or corroded', 'loose', 'service', 'neutral'];
const FEEDER: Fact = ['feeder', 'subpanel', 'sub-panel', 'underground', 'trench'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
const OLD_PANEL_SIGN: Fact = ['Zinsco', 'Federal Pacific', '25 years'];
const KNOB_AND_TUBE: Fact = ['knob-and-tube', 'knob and tube', 'rewire', 'rewiring'];
const PANEL_OR_CIRCUIT: Fact = ['panel', 'circuit'];
/** An honest "the site does not list that service": not a yes. */
const UNSURE_SERVICE: Fact = [DONT_KNOW, NOT_LISTED, "isn't one of", 'not one of', "isn't a service", 'not a service', "isn't something we list", 'not something we list'];
/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
/** The "other and unknown" range: wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact = { range: [300, 1500] };
/** What a big job's price depends on (FAQ "costs-estimates" and "rewiring-time"). */
const COST_DRIVERS: Fact = [REWIRE_DRIVERS, 'depends on', 'depend on', 'materials', 'square footage', 'size'];
/** Wrong for a whole-house job: a made-up figure of the table. */
const MADE_UP_BIG_JOB: Fact[] = [NO_PRICE, ...SINGLE_CIRCUIT_PRICE, UNKNOWN_JOB_PRICE, ESTIMATOR_MISFIRE, NO_INFO];

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_48_QUESTIONS: readonly VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh48-001', question: 'omg sparks AND flames coming out of the wall plug in the kids room what do i do', ...emergency('fire') },
  { id: 'fresh48-002', question: 'SMOKE POURING OUT OF THE ELECTRICAL PANEL IN OUR GARAGE', ...emergency('fire') },
  {
    id: 'fresh48-003',
    question: 'smells like burning plastic by the microwave outlet, not seeing any smoke tho. can someone come tonight or do i wait for monday',
    ...emergency('burning'),
  },
  { id: 'fresh48-004', question: 'black scorch marks on the light switch plate in the hall and kind of a fishy burnt smell', ...emergency('burning') },
  {
    id: 'fresh48-005',
    question: 'block heater cord plug is super hot and the garage outlet its in is hot too. its -20 out so is it ok to keep using it till morning',
    ...emergency('hot'),
    note: 'The visitor asks to keep using it: the safety note says stop.',
  },
  { id: 'fresh48-006', question: 'dimmer in the dining room is really hot to the touch and buzzing like crazy', ...emergency('hot') },
  { id: 'fresh48-007', question: 'got a jolt off the metal shower handle this morning and my wife felt it too', ...emergency('shock') },
  { id: 'fresh48-008', question: 'grabbed the fridge door and felt a buzz thru my fingers? happened like 3 times now', ...emergency('shock') },
  {
    id: 'fresh48-009',
    question: 'my brother is holding a broken trouble light cord in the wet barn and hes shaking and cant let go HELP',
    ...emergency('contact'),
  },
  { id: 'fresh48-010', question: 'big wind last night and a power line snapped, its laying in our pasture right by the horses', ...emergency('line-down') },
  {
    id: 'fresh48-011',
    question: 'tree came down and theres a wire hanging real low across the county road by our place, can i push it off to the side with a rake',
    ...emergency('line-down'),
    note: 'The visitor proposes moving the line: the reply must not agree.',
  },
  { id: 'fresh48-012', question: 'slid into a power pole on hwy 200, the wires are on the roof of my car, me and the dog are still inside', ...emergency('line-on-car') },
  {
    id: 'fresh48-013',
    question: 'sump pump quit and theres like 4 inches of water in the basement, the dehumidifier and a power strip are sitting in it',
    ...emergency('water'),
  },
  { id: 'fresh48-014', question: 'snowmelt is leaking down the wall right onto the breaker panel in our mudroom', ...emergency('water') },
  { id: 'fresh48-015', question: 'heavy wet snow pulled the service mast over and the meter is kind of hanging off the house now', ...emergency('storm-mast') },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh48-016', question: 'hey', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh48-017', question: 'howdy neighbor', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh48-018', question: 'thx a bunch u guys rock', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh48-019', question: 'ok great thanks, bye!', intent: 'smalltalk', must: [[BYE, WELCOME]], mustNot: NO_PRICE_TALK },
  { id: 'fresh48-020', question: 'Good afternoon', intent: 'smalltalk', must: [GREET_AFTERNOON, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh48-021', question: 'alrighty thats everything i needed, you have a good one', intent: 'smalltalk', must: [[BYE, WELCOME]], mustNot: NO_PRICE_TALK },

  // --- Business facts (19) ------------------------------------------------------------------
  {
    id: 'fresh48-022',
    question: 'whats ur number and email, id rather email',
    intent: 'business-fact',
    must: [PHONE, EMAIL],
    mustNot: SITE_SAYS,
    next: 'contact',
  },
  {
    id: 'fresh48-023',
    question: 'r u guys open saturdays or just weekdays, i work m-f',
    intent: 'business-fact',
    must: [WEEKDAYS, ALWAYS_OPEN],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'The office is Mon-Fri; emergency service runs 24/7 including weekends, which a careful answer to a Saturday question mentions.',
  },
  {
    id: 'fresh48-024',
    question: 'what are your hours on like a tuesday',
    intent: 'business-fact',
    must: [OPENS_7, CLOSES_5],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh48-025',
    question: 'if the power goes out at 2am on christmas is anybody actually gonna pick up',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
    note: 'A hypothetical: asks about emergency availability, nothing is happening now.',
  },
  {
    id: 'fresh48-026',
    question: 'where is your shop at, like what town',
    intent: 'business-fact',
    must: [BONNER],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh48-027',
    question: 'how long have yall been doing this and are you licensed + insured? my landlord asks',
    intent: 'business-fact',
    must: [YEARS_15, LICENSED_INSURED],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh48-028',
    question: 'do estimates cost anything or is there a trip charge to come look',
    intent: 'business-fact',
    must: [FREE],
    mustNot: [...SITE_SAYS, NO_PRICE],
    next: REACH_US,
    note: 'Estimates are free, written, with no hidden fees; the site names no trip charge, so no dollar figure.',
  },
  {
    id: 'fresh48-029',
    question: 'if something you wired goes bad a few months later is that covered',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh48-030',
    question: 'so do i pay up front or when the jobs done',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh48-031',
    question: 'financing?? our panel is shot and money is tight rn',
    intent: 'business-fact',
    must: ['financing', CREDIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh48-032',
    question: 'do i have to go get the permit from the county myself or do you do that part',
    intent: 'business-fact',
    must: [PERMIT, WE_HANDLE_PERMIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh48-033',
    question: 'sent something thru the contact form yesterday afternoon, how long before somebody gets back to me',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh48-034',
    question: 'if i sign up for the text updates are you gonna sell my number to anyone? and how do i make them stop later',
    intent: 'business-fact',
    must: [NOT_SOLD, REPLY_STOP],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh48-035',
    question: 'got any reviews i can look at before i hire somebody',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh48-036',
    question: 'whats the troubleshooter thing on here for',
    intent: 'business-fact',
    must: [TROUBLESHOOTER, TROUBLESHOOTER_WHAT],
    mustNot: SITE_SAYS,
    next: ['troubleshooter', 'contact'],
  },
  {
    id: 'fresh48-037',
    question: 'frenchtown?? do u come out that far',
    intent: 'business-fact',
    must: [yesInArea('Frenchtown')],
    mustNot: [NEGATIVE_AREA, ...SITE_SAYS],
    next: REACH_US,
  },
  {
    id: 'fresh48-038',
    question: 'were up past potomac near greenough, is that too far out for you',
    ...unlistedTown(),
    note: 'Greenough is in Missoula County, but the site never names it: not sure, call us.',
  },
  {
    id: 'fresh48-039',
    question: 'any of your electricians speak spanish? my dads english isnt great',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES],
    next: ['call', 'contact'],
    note: 'The site says nothing about the languages its staff speak.',
  },
  {
    id: 'fresh48-040',
    question: 'my dad is a vet and 78, any military or senior discount for him',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, NO_PRICE, { re: '\\d+\\s?%', label: 'a percentage', example: '10%' }],
    next: ['call', 'contact'],
    note: 'The site names no discounts.',
  },

  // --- Service (18) -------------------------------------------------------------------------
  {
    id: 'fresh48-041',
    question: 'just bought a rivian, can u put a charger in my garage in lolo',
    intent: 'service',
    must: [YES, PANEL_OR_CIRCUIT],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh48-042',
    question: 'house in the university district still has knob and tube and the insurance company is freaking out. is that something you replace',
    intent: 'service',
    must: [YES, KNOB_AND_TUBE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh48-043',
    question: 'hot tub getting delivered next month, it says it needs a 50 amp gfci disconnect?? can you wire that up',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh48-044',
    question: 'how long does putting in a standby generator take start to finish',
    intent: 'service',
    must: [GEN_DAYS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh48-045',
    question: 'buddy says i can just run my portable genny into the dryer plug with a double ended cord, legit?',
    intent: 'service',
    must: [TRANSFER, BACKFEED_DANGER],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'The FAQ says no: backfeeding endangers utility workers; an inlet with an interlock or a transfer switch is the safe way.',
  },
  {
    id: 'fresh48-046',
    question: 'bathroom outlet with the test and reset buttons wont reset anymore, nothing works on it',
    intent: 'service',
    must: [REPLACED],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "gfci": if it will not reset, have it replaced.',
  },
  {
    id: 'fresh48-047',
    question: 'kitchen breaker trips every time the microwave and toaster run at the same time',
    intent: 'service',
    must: [OVERLOAD],
    mustNot: [{ claim: 'bigger breaker' }, { claim: 'hold it on' }, ...SITE_SAYS],
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh48-048',
    question: 'all the lights in the house flicker when the wind blows hard. old farmhouse outside stevensville',
    intent: 'service',
    must: [LOOSE_CONNECTION],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "flickering-lights": flicker across the house that worsens in wind points to a loose connection in the service or panel.',
  },
  {
    id: 'fresh48-049',
    question: 'how often should a house get an electrical inspection? we just bought a 1950s place',
    intent: 'service',
    must: [INSPECT_3_5],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh48-050',
    question: 'I manage a little strip mall on brooks st, yall do the yearly electrical inspections for commercial buildings?',
    intent: 'service',
    must: [YES, EVERY_YEAR],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh48-051',
    question: 'restaurant owner here, we need a new panel but cant shut down during service. can the work happen early morning or after we close',
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh48-052',
    question: 'new LED bulbs buzz and flicker on the living room dimmer, annoying af',
    intent: 'service',
    must: [DIMMER, LED_COMPATIBLE],
    mustNot: SITE_SAYS,
    next: [...PROBLEM_NEXT, 'estimate'],
  },
  {
    id: 'fresh48-053',
    question: 'putting up a pole barn south of ronan and need power run out to it, its maybe 300 ft from the house',
    intent: 'service',
    must: [YES, FEEDER],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh48-054',
    question: 'lightning fried our well pump controller last summer. is there something at the panel that protects everything',
    intent: 'service',
    must: [SURGE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh48-055',
    question: 'so basically whats the diff between 110 and 220, my new welder has a weird big plug',
    intent: 'service',
    must: [VOLTS_240, OWN_CIRCUIT],
    mustNot: [{ claim: 'use an adapter' }, ...SITE_SAYS],
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh48-056',
    question: 'how do i know if my panel needs replacing? its a zinsco from like 1978',
    intent: 'service',
    must: [OLD_PANEL_SIGN],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh48-057',
    question: 'do you install solar panels and batteries? thinking about going off grid up by seeley',
    intent: 'service',
    must: [UNSURE_SERVICE, PHONE],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: ['call', 'contact'],
    note: 'No service page, FAQ or area page lists solar installation: not a yes, but "not sure, call us".',
  },
  {
    id: 'fresh48-058',
    question: 'can yall put lightning rods on a barn',
    intent: 'service',
    must: [UNSURE_SERVICE, PHONE],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: ['call', 'contact'],
    note: 'The site lists surge protection, not lightning rods: not a yes, but "not sure, call us".',
  },

  // --- Price (7) ----------------------------------------------------------------------------
  {
    id: 'fresh48-059',
    question: 'ballpark to go from a 100 to a 200 amp panel?',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  {
    id: 'fresh48-060',
    question: 'roughly what does it cost to swap out one worn out outlet in the living room',
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  {
    id: 'fresh48-061',
    question: 'price to hang a ceiling fan where theres already a light fixture',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  {
    id: 'fresh48-062',
    question: 'whole house generator, propane, 2000 sq ft near hamilton. what are we looking at $$ wise',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  {
    id: 'fresh48-063',
    question: 'what do you charge to run a new 240 circuit for an electric dryer',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  {
    id: 'fresh48-064',
    question: 'what would it cost to rewire a 1920s bungalow, roughly 1400 sq ft, plaster walls',
    intent: 'price',
    must: [ESTIMATE_OFFER, COST_DRIVERS],
    mustNot: MADE_UP_BIG_JOB,
    next: 'estimate',
    note: 'The site gives no price for a whole-house rewire: no figure, the free on-site estimate.',
  },
  {
    id: 'fresh48-065',
    question: 'new build outside florence about 2600 sq ft, what does wiring the whole house usually run',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: MADE_UP_BIG_JOB,
    next: 'estimate',
    note: 'New construction is not in the price table: no figure, the free on-site estimate.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh48-066', question: 'do you do work in bozeman', ...outOfArea([NEGATIVE_AREA]) },
  { id: 'fresh48-067', question: 'were in kalispell, would you come up for a panel swap', ...outOfArea([NEGATIVE_AREA]) },
  { id: 'fresh48-068', question: 'service in butte?', ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh48-069',
    question: 'cabin near philipsburg needs a generator hookup, is that too far for you guys',
    ...outOfArea([[NEGATIVE_AREA, NOT_LISTED, DONT_KNOW]]),
    note: 'Philipsburg is in Granite County: "outside our area" or "not sure, call us" are both honest.',
  },
  { id: 'fresh48-070', question: "Do you service Coeur d'Alene Idaho? My parents live there and need an electrician", ...outOfArea([NEGATIVE_AREA]) },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh48-071', question: 'can you also fix a leaky kitchen faucet while youre here', ...outOfScope() },
  { id: 'fresh48-072', question: 'wind tore a bunch of shingles off the roof, do you guys do roofing', ...outOfScope() },
  { id: 'fresh48-073', question: 'whats a good pizza place in missoula', ...outOfScope() },
  { id: 'fresh48-074', question: 'can you recommend a good plumber in hamilton', ...outOfScope() },
  { id: 'fresh48-075', question: 'um who do i call about my cable tv bill, its wrong again', ...outOfScope() },
];

/**
 * The forty-second held-out set of visitor questions for the assistant, written apart from the
 * other sets and never tuned on: 75 messages as strangers type them into the chat bubble on a
 * phone, from ranchers, landlords, retirees, new homeowners, a dental office and a few visitors
 * writing in simple English as a second language.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page) and the price table of
 * the specification (assistant-and-admin.md, section 9); emergencies follow the safety note
 * (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Where the site says nothing (the owner's name, a senior or veteran discount, solar panels,
 * lightning rods, a town of our counties it never names) the right answer is an honest "not sure,
 * call us", never an invented fact or a "yes".
 *
 * Spread: 15 emergencies (every kind at least once), 6 small talk, 19 business facts, 18 service
 * questions, 7 price questions, 5 out of area, 5 out of scope.
 */
import {
  ALWAYS_OPEN,
  BONNER,
  BYE,
  DONT_KNOW,
  EMAIL,
  ESTIMATE_OFFER,
  ESTIMATOR_MISFIRE,
  FREE,
  GREET,
  NEGATIVE_AREA,
  NO_INFO,
  OFFER_HELP,
  ONE_YEAR,
  OPENS_7,
  PANEL_PRICE,
  PHONE,
  REWIRE_DAYS,
  SINGLE_CIRCUIT_PRICE,
  STARTS_WITH_YES,
  WEEKDAYS,
  WELCOME,
  YES,
  yesInArea,
  type Fact,
  type VisitorQuestion,
} from './visitor-questions.ts';
import { ASK_US, emergency, NO_PRICE_TALK, NOT_LISTED, outOfArea, outOfScope, PROBLEM_NEXT, REACH_US, SERVICE_NEXT, SITE_SAYS, unlistedTown } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** The honest answer where the site does not say: not sure, not listed, or not something we know. */
const NOT_SURE: Fact = [DONT_KNOW, NOT_LISTED];

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** Insured (business.json licence, the FAQ). */
const INSURED: Fact = ['insured', 'insurance'];
/** Estimates are free (business.json estimates, FAQ "Do you offer free estimates?"), said of an estimate or quote. */
const ESTIMATE_WORD: Fact = ['estimate', 'quote', 'look at the job', 'come out and look'];
/** Warranty (business.json warranty, terms "Warranty of workmanship"). */
const WARRANTY: Fact = ['warranty', 'warrant', 'guarantee', 'workmanship'];
/** Terms, "Payment": due when the work is complete. */
const PAID_ON_COMPLETION: Fact = [
  'when the work is complete',
  'when the work is completed',
  'when the work is done',
  'when the work is finished',
  'when the job is done',
  'when the job is complete',
  'when the job is finished',
  'once the work is',
  'once the job is',
  'after the work',
  'after the job',
  'on completion',
  'upon completion',
];
/** Financing (financing page): subject to credit approval; rates and terms depend on your credit. */
const FINANCING: Fact = ['financing', 'finance'];
const CREDIT: Fact = ['credit approval', 'subject to credit', 'depend on your credit', 'depends on your credit', 'approval', 'approved', 'qualify'];
/** Permits: we pull them and arrange the inspection (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const WE_HANDLE: Fact = [
  'we pull',
  'we handle',
  'we obtain',
  'we take care',
  'we get the',
  'we arrange',
  'handled for you',
  'as part of the job',
  'included',
  "we'll pull",
  "we'll handle",
  "we'll take care",
];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** Terms and SMS page: reply STOP to stop the texts. */
const STOP: Fact = 'STOP';
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell'];
/** The three five-star testimonials of the home page ("What Our Customers Say"). */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', 'What Our Customers Say', 'testimonial', 'review'];
/** The assistant's cost calculator (home page, "Three tools in one assistant"): a preliminary price range. */
const PRICE_TOOL: Fact = ['cost calculator', 'calculator', 'estimator', 'preliminary', 'price range', 'rough estimate', 'rough range', 'ballpark', 'rough price'];
/** A percentage: an invented discount. */
const PERCENT: Fact = { re: '\\b\\d+ ?(%|percent)', label: 'a percentage', example: '10% off' };

// Service know-how (service pages and FAQ)
const NO_BACKFEED: Fact = ['no', "don't", 'do not', 'never', 'not safe', 'unsafe', 'dangerous'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'inlet'];
const GFCI_FAILED: Fact = ['replace', 'replaced', 'replacing', 'replacement', 'fault', 'faulty', 'failed', 'failing', 'moisture', 'water'];
const OVERLOAD: Fact = [
  'too many',
  'overload',
  'overloaded',
  'same circuit',
  'share',
  'shared',
  'sharing',
  'dedicated',
  'own circuit',
  'separate circuit',
  'new circuit',
  'added circuit',
];
const LOOSE_SERVICE: Fact = ['loose', 'corroded', 'neutral', 'service drop', 'service entrance', 'in the service', 'your service', 'service or panel'];
const HOME_INSPECTION: Fact = ['3 to 5 years', '3-5 years', 'three to five years', '3 to 5'];
const OFF_HOURS: Fact = [
  'early mornings',
  'early morning',
  'evenings',
  'evening',
  'weekends',
  'weekend',
  'after hours',
  'outside your business hours',
  'outside business hours',
  'around your schedule',
];
const DIMMER: Fact = ['dimmer'];
const LED_COMPATIBLE: Fact = ['compatible', 'incompatible', 'rated for led', 'led-rated', 'made for led'];
const GENERATOR: Fact = ['generator'];
const SUBPANEL: Fact = ['subpanel', 'sub-panel', 'sub panel', 'feeder'];

// Prices of the specification's table (section 9) and the FAQ
/** Per outlet (the AI guidance or the fallback table), or three outlets of the fallback table. */
const OUTLET_PRICE_3: Fact = [{ range: [100, 200] }, { range: [150, 300] }, { range: [450, 900] }, { range: [300, 600] }];
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
/** The "other and unknown" range: wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact = { range: [300, 1500] };
/** A made-up figure for a whole-house job the table does not price. */
const NO_MADE_UP_RANGE: Fact[] = [...SINGLE_CIRCUIT_PRICE, UNKNOWN_JOB_PRICE, ESTIMATOR_MISFIRE];

// Areas
/** A town far outside Missoula, Ravalli and Lake counties. */
const OUTSIDE: Fact = [NEGATIVE_AREA, 'outside of our', 'outside the three', 'outside missoula'];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [OUTSIDE, NOT_LISTED, DONT_KNOW];

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_42_QUESTIONS: readonly VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh42-001', question: 'the dryer outlet is on fire!!! flames coming out of the wall', ...emergency('fire') },
  {
    id: 'fresh42-002',
    question: 'Good evening. I am so sorry to bother you, but there is smoke and a small flame coming from the electrical panel in our garage. What should I do first?',
    ...emergency('fire'),
  },
  { id: 'fresh42-003', question: 'smells like burning plastic by the light switch in the kids room. no smoke i think', ...emergency('burning') },
  { id: 'fresh42-004', question: 'SO BASICALLY THE OUTLET BEHIND THE FRIDGE HAS BLACK MARKS AROUND IT AND IT SMELLS BURNT', ...emergency('burning') },
  {
    id: 'fresh42-005',
    question: 'hello, the wall plug for my electric blanket is very hot, i cannot hold my hand on it. sorry my english not good',
    ...emergency('hot'),
  },
  {
    id: 'fresh42-006',
    question: 'panel in the basement is humming loud and the metal door is warm. landlord says it can wait til monday lol',
    ...emergency('hot'),
    note: 'Waiting for Monday is what the safety note forbids: stop using it and switch it off now.',
  },
  { id: 'fresh42-007', question: 'touched the metal porch lamp and it bit me. hand still tingles', ...emergency('shock') },
  { id: 'fresh42-008', question: 'my shower faucet gives me little shocks when the water runs, is that dangerous??', ...emergency('shock') },
  { id: 'fresh42-009', question: 'my brother is holding the broken cord in the shop and he cant let go hes shaking PLEASE', ...emergency('contact') },
  { id: 'fresh42-010', question: 'big pine came down and took the wires with it, theyre laying in the snow in front of the barn', ...emergency('line-down') },
  { id: 'fresh42-011', question: 'there is a power line down on the sidewalk by the school bus stop and its buzzing', ...emergency('line-down') },
  {
    id: 'fresh42-012',
    question: 'hit a pole on hwy 200 and the wires came down across my windshield, me and my wife are still inside, can we get out',
    ...emergency('line-on-car'),
  },
  { id: 'fresh42-013', question: 'Water pipe burst in the crawl space and it is pooling right under the panel. Do I need to shut the power off?', ...emergency('water') },
  { id: 'fresh42-014', question: 'river came up and theres a foot of water in the basement, the washer and the plugs are under it', ...emergency('water') },
  {
    id: 'fresh42-015',
    question: 'the wind last night ripped the mast off the roof, the wires and the meter are hanging down the side of the house',
    ...emergency('storm-mast'),
  },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh42-016', question: 'hey there', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh42-017', question: 'Good afternoon!', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh42-018', question: 'oh thanks a bunch, you folks are the best', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh42-019', question: "ok that's all i needed, bye now", intent: 'smalltalk', must: [BYE], mustNot: NO_PRICE_TALK },
  { id: 'fresh42-020', question: 'Thank you kindly.', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh42-021', question: 'hiya :)', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },

  // --- Business facts (19) ------------------------------------------------------------------
  { id: 'fresh42-022', question: 'whats ur phone # and ur email addy', intent: 'business-fact', must: [PHONE, EMAIL], mustNot: SITE_SAYS, next: ASK_US },
  {
    id: 'fresh42-023',
    question: 'what time do u open in the morning? and r u open saturdays',
    intent: 'business-fact',
    must: [OPENS_7, WEEKDAYS],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Office Mon-Fri 7 AM to 5 PM; a mention of the 24/7 emergency line for weekends is welcome, not required.',
  },
  {
    id: 'fresh42-024',
    question: 'If my power dies at 2am on Christmas Eve, will a real person actually answer the phone?',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    next: 'call',
  },
  { id: 'fresh42-025', question: "where's your shop at, like what town are you guys out of", intent: 'business-fact', must: [BONNER], mustNot: SITE_SAYS, next: REACH_US },
  { id: 'fresh42-026', question: 'how long u been doing electrical and r u insured', intent: 'business-fact', must: [YEARS_15, INSURED], mustNot: SITE_SAYS, next: REACH_US },
  {
    id: 'fresh42-027',
    question: 'do u charge to come look at a job n give a price',
    intent: 'business-fact',
    must: [FREE, ESTIMATE_WORD],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: REACH_US,
    note: 'Estimates are free: "yes, we charge" first would be wrong.',
  },
  {
    id: 'fresh42-028',
    question: 'Say you wire something and it quits 6 months later. Are you gonna come back and fix it or am I paying all over again?',
    intent: 'business-fact',
    must: [ONE_YEAR, WARRANTY],
    mustNot: SITE_SAYS,
    next: ASK_US,
  },
  {
    id: 'fresh42-029',
    question: "Do you want the money up front, or do we settle up when the job's all done?",
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Terms: due on completion; larger projects may need a deposit, agreed in writing.',
  },
  {
    id: 'fresh42-030',
    question: 'can we finance a generator? my credit is not amazing tbh',
    intent: 'business-fact',
    must: [FINANCING, CREDIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh42-031',
    question: 'for a panel swap do I have to go down and get the permit myself or do you handle that',
    intent: 'business-fact',
    must: [PERMIT, WE_HANDLE],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh42-032',
    question: 'I filled out your contact form yesterday afternoon, how long until somebody gets back to me?',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: ASK_US,
  },
  { id: 'fresh42-033', question: 'how do i stop the appointment text messages from you guys', intent: 'business-fact', must: [STOP], mustNot: SITE_SAYS, next: ASK_US },
  {
    id: 'fresh42-034',
    question: 'If I put my cell number in your form are you going to sell it to spammers?',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
  },
  { id: 'fresh42-035', question: 'got any reviews? how do i know ur legit', intent: 'business-fact', must: [REVIEWS], mustNot: SITE_SAYS, next: REACH_US },
  {
    id: 'fresh42-036',
    question: 'can this chat thing give me a rough price before i call anyone',
    intent: 'business-fact',
    must: [PRICE_TOOL],
    mustNot: SITE_SAYS,
    note: 'The home page names the cost calculator: a preliminary price range, not a quote.',
  },
  {
    id: 'fresh42-037',
    question: 'do you guys come all the way out to frenchtown',
    intent: 'business-fact',
    must: [yesInArea('Frenchtown')],
    mustNot: [NEGATIVE_AREA, ...SITE_SAYS],
    next: REACH_US,
  },
  {
    id: 'fresh42-038',
    question: 'do you go up to condon in the swan valley?',
    ...unlistedTown(),
    note: 'Condon is in Missoula County, but the site never names it: not sure, call us.',
  },
  {
    id: 'fresh42-039',
    question: "who's the owner of the company, what's their name?",
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: ASK_US,
    note: 'The site names no owner or staff: an honest "I don\'t know", never an invented name.',
  },
  {
    id: 'fresh42-040',
    question: 'Do you give any discount for seniors or veterans? My dad is 78 and a vet, the house is his.',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, PERCENT, ESTIMATOR_MISFIRE],
    next: ASK_US,
    note: 'The site states no discounts: not sure, call us; no invented percentage.',
  },

  // --- Service (18) -------------------------------------------------------------------------
  { id: 'fresh42-041', question: 'just bought a tesla, can u guys put a charger in my garage', intent: 'service', must: [YES], mustNot: SITE_SAYS, next: SERVICE_NEXT },
  {
    id: 'fresh42-042',
    question: 'Our 1920s house near the university still has the old knob and tube wiring. Is that something you can replace?',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh42-043',
    question: 'Hello. I want ask, you can make the electric for new house? We build near Lolo next spring.',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'New construction wiring is on the residential page; Lolo is a town the site names.',
  },
  {
    id: 'fresh42-044',
    question: 'can i just plug my portable generator into the dryer outlet with one of those double ended cords? my neighbor does it',
    intent: 'service',
    must: [NO_BACKFEED, TRANSFER],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Generator FAQ: never backfeed through an outlet; an inlet with an interlock or a transfer switch.',
  },
  {
    id: 'fresh42-045',
    question: 'bathroom gfci wont reset no matter how many times i push the button',
    intent: 'service',
    must: [GFCI_FAILED],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh42-046',
    question: 'the kitchen breaker pops every time the microwave and the toaster run at once, whats going on with that',
    intent: 'service',
    must: [OVERLOAD],
    mustNot: [{ claim: 'bigger breaker' }, { claim: 'hold it on' }, ...SITE_SAYS],
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh42-047',
    question: 'LIGHTS FLICKER ALL OVER THE HOUSE WHEN THE WIND BLOWS HARD. SHOULD I BE WORRIED',
    intent: 'service',
    must: [LOOSE_SERVICE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ: house-wide flicker worse in wind can mean a loose connection in the service or panel.',
  },
  {
    id: 'fresh42-048',
    question: "we bought an old farmhouse and nobody's had the wiring looked at in forever. how often is it supposed to get inspected?",
    intent: 'service',
    must: [HOME_INSPECTION],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh42-049',
    question: "We run a small dental office in Missoula. Could the electrical work be done in the evenings or on a weekend so we don't have to close?",
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh42-050',
    question: 'new led bulbs buzz and flicker on the dining room dimmer, fix?',
    intent: 'service',
    must: [DIMMER, LED_COMPATIBLE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh42-051',
    question: 'need outdoor plugs for the stock tank heaters out by the corral. thats an electrician job right?',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Ronan page: outdoor outlets for tank heaters on their own protected circuits.',
  },
  {
    id: 'fresh42-052',
    question: 'when the power goes out our well pump quits and we got no water. what are my options',
    intent: 'service',
    must: [GENERATOR],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  { id: 'fresh42-053', question: 'wanna put a sub panel out in the detached shop for my welder', intent: 'service', must: [SUBPANEL], mustNot: SITE_SAYS, next: SERVICE_NEXT },
  {
    id: 'fresh42-054',
    question: 'how many days does rewiring a whole house take? will we have to move out while you do it',
    intent: 'service',
    must: [REWIRE_DAYS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'The FAQ gives 3 to 10 days; it does not say whether to move out.',
  },
  {
    id: 'fresh42-055',
    question: 'still have a fuse box n my insurance agent keeps bugging me about it. yall swap those out?',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh42-056',
    question: 'looking into going solar on the barn roof, is that something you guys install',
    intent: 'service',
    must: [NOT_SURE, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ASK_US,
    note: 'Solar is on no service page: not sure, call us; never a "yes".',
  },
  {
    id: 'fresh42-057',
    question: 'do you put up lightning rods? lightning hit a tree right next to our barn last summer and it spooked us',
    intent: 'service',
    must: [NOT_SURE, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ASK_US,
    note: 'The site lists whole-home surge protection, not lightning rods: no "yes"; mentioning surge protection is welcome.',
  },
  {
    id: 'fresh42-058',
    question: "could somebody hang a ceiling fan where there's only a light right now? vaulted ceiling, like 14 ft up",
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },

  // --- Price (7) ----------------------------------------------------------------------------
  {
    id: 'fresh42-059',
    question: 'ballpark for bumping our old 100 amp panel up to 200 amps?',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  {
    id: 'fresh42-060',
    question: 'what would it cost to swap out 3 old outlets in the living room, theyre the 2 prong kind',
    intent: 'price',
    must: [OUTLET_PRICE_3],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  { id: 'fresh42-061', question: 'how much cost for put new fan in ceiling please', intent: 'price', must: [FAN_PRICE], mustNot: [ESTIMATOR_MISFIRE, NO_INFO], next: 'estimate' },
  {
    id: 'fresh42-062',
    question: 'Roughly what does a whole-house standby generator run, installed? We have propane already.',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  {
    id: 'fresh42-063',
    question: 'price for running a 240 circuit out to the garage for an EV charger',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  {
    id: 'fresh42-064',
    question: "so basically we want to rewire our 1950s house, it's about 1400 sq ft. what is that gonna cost us",
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [...NO_MADE_UP_RANGE, NO_INFO],
    next: 'estimate',
    note: 'The price table has no whole-house rewire: the free on-site estimate, no made-up range.',
  },
  {
    id: 'fresh42-065',
    question: 'Building a new 2,400 sq ft home in Victor. What would the electrical for the whole house cost?',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [...NO_MADE_UP_RANGE, NO_INFO],
    next: 'estimate',
    note: 'New construction is priced only after a visit: the free estimate, no single-circuit or "other" range.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh42-066', question: 'do you do work up in kalispell at all? moving there in june', ...outOfArea([OUTSIDE]), note: 'Kalispell is in Flathead County.' },
  {
    id: 'fresh42-067',
    question: 'Hi, we have a cabin near Ovando, just up the Blackfoot from you. Would you come out there to look at the wiring?',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Ovando is in Powell County, just past the edge of Missoula County: "outside our area" or "not sure, call us" are both honest.',
  },
  { id: 'fresh42-068', question: 'BOZEMAN?? need an electrician asap for a remodel', ...outOfArea([OUTSIDE]), note: 'Bozeman is in Gallatin County.' },
  {
    id: 'fresh42-069',
    question: 'my daughter lives in philipsburg and needs a new panel, is that too far for you',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Philipsburg is in Granite County, next to the area but outside it.',
  },
  {
    id: 'fresh42-070',
    question: 'Do you serve Salmon Idaho? It is over the pass from Hamilton.',
    ...outOfArea([OUTSIDE]),
    note: 'Salmon is in Idaho, outside the three Montana counties.',
  },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh42-071', question: 'can you guys fix a leaky kitchen faucet too while youre here', ...outOfScope() },
  { id: 'fresh42-072', question: 'know a good roofer in missoula?', ...outOfScope() },
  { id: 'fresh42-073', question: 'Do you sell refrigerators? Ours died and we need a new one', ...outOfScope() },
  { id: 'fresh42-074', question: 'whats the weather supposed to be like in missoula tomorrow', ...outOfScope() },
  { id: 'fresh42-075', question: 'um do you do snow plowing? our driveway is like half a mile long', ...outOfScope() },
];

/**
 * The thirty-fourth held-out set of visitor questions for the assistant, written apart from the
 * other sets and never tuned on: 75 messages as strangers type them into the chat bubble on a
 * phone. Ranchers and farm families in the Bitterroot and the Mission Valley, renters and buyers of
 * old Missoula houses, a restaurant owner, a few visitors writing in simple English as a second
 * language, one-word messages, all caps, filler words, two questions in one, and questions about
 * the site itself (the cost calculator, the troubleshooter, the contact form, text messages,
 * privacy, reviews).
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page) and the price table of
 * the specification (assistant-and-admin.md, section 9); emergencies follow the safety note
 * (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns: Victor and Seeley Lake are named by the site (yes). Alberton, in Missoula County but never
 * named, gets the honest "not sure, call us". Kalispell, Butte, Helena and Sandpoint are outside
 * the three counties; Philipsburg, just over the edge and never named, may be answered "outside
 * our area" or "not sure, call us".
 *
 * Facts the site does not state (answered "don't know, call us"): a senior discount, and the size
 * of the crew. Jobs the site does not list (no "yes"): solar panels, an RV pedestal.
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
  OFFER_HELP,
  ONE_YEAR,
  OPENS_7,
  OUTLET_PRICE,
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
import { emergency, NO_PRICE_TALK, NOT_LISTED, outOfArea, outOfScope, PROBLEM_NEXT, REACH_US, SERVICE_NEXT, SITE_SAYS, unlistedTown } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** An honest "not sure / the site does not say, call us". */
const UNSURE: Fact = [DONT_KNOW, NOT_LISTED];
/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
const LICENSED: Fact = ['licensed', 'license'];
/** The three five-star testimonials of the home page ("What Our Customers Say"). */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial'];
/** Financing: subject to credit approval (financing page, terms). */
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
/** Terms, "Payment": larger projects may need a deposit. */
const DEPOSIT: Fact = ['deposit'];
/** Permits: we pull them (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const WE_HANDLE_IT: Fact = [
  'we pull',
  'we obtain',
  'we handle',
  'we take care',
  'we get',
  'we arrange',
  'we apply',
  'handled for you',
  'handle the permit',
  'pull the permit',
  'as part of the job',
  "we'll pull",
  "we'll handle",
  "we'll take care",
  "we'll get",
  'we will pull',
  'we will handle',
  'we take it',
];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** Texts: reply STOP (SMS consent page, privacy policy, terms). */
const STOP: Fact = 'STOP';
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell'];
/** Terms, "The online assistant": its prices are preliminary; only a written estimate sets a price. */
const PRELIMINARY: Fact = ['preliminary', 'not a quote', 'not a binding', "isn't a quote", 'general information', 'ballpark', 'rough', 'not binding'];
const WRITTEN_ESTIMATE: Fact = ['written estimate', 'estimate in writing'];
/** A made-up discount. */
const PERCENT_OFF: Fact = { re: '\\b\\d+ ?(%|percent)', label: 'a percentage', example: '10% off' };

const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
const TRANSFER: Fact = ['transfer switch', 'interlock'];
const NOT_SAFE: Fact = ['never', 'not safe', "isn't safe", 'unsafe', 'dangerous', 'backfeed', 'back-feed', 'backfeeding', 'electrocute', "don't", 'do not'];
const SIZING: Fact = ['load calculation', 'depends on what', 'what you want to run', 'what you need to run', 'essential circuits', 'whole home', 'whole-home', 'whole house'];
const PANEL_CAPACITY: Fact = ['panel', 'capacity', 'load calculation', 'room for'];
const SUBPANEL: Fact = ['subpanel', 'sub-panel', 'feeder'];
const AT_THE_PANEL: Fact = ['at the panel', 'whole house', 'whole-home', 'whole home', 'entire house', 'whole-house'];
const DIMMER: Fact = ['dimmer'];
const LED_COMPATIBLE: Fact = ['compatible', 'not made for led', 'not rated', 'not designed for led', 'led-rated', 'led rated'];
const OVERLOAD: Fact = [
  'dedicated circuit',
  'own circuit',
  'circuit of its own',
  'separate circuit',
  'new circuit',
  'added circuit',
  'overload',
  'overloaded',
  'too many',
  'share',
  'shared',
  'sharing',
];
const WET_LOCATION: Fact = [
  'wet location',
  'wet locations',
  'wet and damp',
  'water and ice',
  'wet-location',
  'protected circuit',
  'GFCI',
  'weatherproof',
  'weather-resistant',
  'outdoor-rated',
  'rated for outdoor',
];
const OFF_HOURS: Fact = [
  'early mornings',
  'early morning',
  'evenings',
  'evening',
  'weekends',
  'after hours',
  'after you close',
  'outside your business hours',
  'outside business hours',
  'around your schedule',
  'around your hours',
];
const HOME_INSPECTION: Fact = ['3 to 5 years', '3-5 years', 'three to five years'];
const PANEL_DAYS: Fact = ['one to two days', '1 to 2 days', '1-2 days', 'a day or two', 'one or two days'];
const TANK_HEATER_CAUSE: Fact = ['damaged cord', 'cord', 'failing', 'outdoor circuit', 'own circuit', 'protected circuit', 'proper circuit'];
const NEIGHBORS: Fact = ['neighbor', 'neighbour'];
const UTILITY_OUTAGE: Fact = ['utility', 'power company', 'northwestern', 'electric company', 'co-op', 'cooperative'];
const REWIRE: Fact = ['rewire', 'rewiring'];
const KNOB_AND_TUBE: Fact = ['knob-and-tube', 'knob and tube'];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW];
/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
/** The "other and unknown" range: wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact = { range: [300, 1500] };
/** A job the site prices only after a visit: no made-up range. */
const NO_MADE_UP_RANGE: Fact[] = [...SINGLE_CIRCUIT_PRICE, UNKNOWN_JOB_PRICE];

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_34_QUESTIONS: readonly VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh34-001', question: 'OUTLET IN THE KIDS ROOM IS ON FIRE', ...emergency('fire') },
  {
    id: 'fresh34-002',
    question: 'so basically the dryer plug popped and now theres smoke and little flames going up the wall, can i throw water on it or what',
    ...emergency('fire'),
    note: 'The visitor proposes water: get out and call 911 first, never water on it.',
  },
  { id: 'fresh34-003', question: 'hallway light switch smells like burning plastic right now, no smoke that i can see', ...emergency('burning') },
  {
    id: 'fresh34-004',
    question: 'hello. the outlet in my kitchen is black and melt and it smell like burning. what I must do now?',
    ...emergency('burning'),
    note: 'Simple English as a second language.',
  },
  { id: 'fresh34-005', question: 'space heater cord AND the outlet its plugged into are super hot, like i cant keep my hand on it', ...emergency('hot') },
  {
    id: 'fresh34-006',
    question: 'main panel is humming and the cover feels hot when i put my palm on it. got people coming over tonight, can i just ignore it till tomorrow',
    ...emergency('hot'),
    note: 'Putting it off is what the safety note forbids: stop using it, switch it off, call.',
  },
  { id: 'fresh34-007', question: 'got shocked from the shower faucet this morning and now my wife did too', ...emergency('shock') },
  { id: 'fresh34-008', question: 'um my dishwasher zaps me every time i grab the door handle lol is that a thing', ...emergency('shock') },
  { id: 'fresh34-009', question: 'my brother is up in the attic holding onto a wire and hes not moving or talking', ...emergency('contact') },
  { id: 'fresh34-010', question: 'big ponderosa came down in the wind and the power line is laying across the pasture where the horses are', ...emergency('line-down') },
  { id: 'fresh34-011', question: 'wire down on the road in front of our place in Lolo, it sparks when the wind blows and the kids wanna go look', ...emergency('line-down') },
  {
    id: 'fresh34-012',
    question: 'we slid into a pole outside frenchtown and the wires are on top of the car now, my daughter wants to get out and walk',
    ...emergency('line-on-car'),
  },
  { id: 'fresh34-013', question: 'sump pump quit, like 4 inches of water in the basement and extension cords floating by the chest freezer', ...emergency('water') },
  { id: 'fresh34-014', question: 'rain is pouring through the garage ceiling straight onto the breaker panel as we speak', ...emergency('water') },
  { id: 'fresh34-015', question: 'wind tore the mast thing off the roof and the wires are hanging down by our back door', ...emergency('storm-mast') },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh34-016', question: 'hey guys', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh34-017', question: 'Good evening', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh34-018', question: 'hi there, just looking around', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh34-019', question: 'thx a lot', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh34-020', question: 'THANK YOU!! you guys are great', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh34-021', question: 'alright that covers it for me, have a good one folks', intent: 'smalltalk', must: [BYE], mustNot: NO_PRICE_TALK },

  // --- Business facts (19) ------------------------------------------------------------------
  {
    id: 'fresh34-022',
    question: 'whats ur phone number and email? want to send some pics of my panel',
    intent: 'business-fact',
    must: [PHONE, EMAIL],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh34-023',
    question: 'are you open saturday? and what time do you open on weekdays',
    intent: 'business-fact',
    must: [WEEKDAYS, OPENS_7],
    mustNot: SITE_SAYS,
    note: 'Office Monday to Friday, 7 AM to 5 PM (business.json); the emergency line is 24/7.',
  },
  {
    id: 'fresh34-024',
    question: 'if something goes wrong on thanksgiving day can i actually reach a person or is it just voicemail',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
    note: 'Emergency service 24/7 including weekends and holidays (emergency page); a question, not an emergency now.',
  },
  {
    id: 'fresh34-025',
    question: 'where r u guys based, and do u come up as far as seeley lake',
    intent: 'business-fact',
    must: [BONNER, 'Seeley Lake'],
    mustNot: [...SITE_SAYS, { claim: 'outside our service area' }, { claim: 'not in our service area' }],
    note: 'Shop in Bonner; Seeley Lake is a named town (business.json, Missoula County page).',
  },
  {
    id: 'fresh34-026',
    question: 'You have license for electric work in Montana? How many years you do this job?',
    intent: 'business-fact',
    must: [LICENSED, YEARS_15],
    mustNot: SITE_SAYS,
    note: 'Simple English as a second language. Licensed and insured, more than 15 years (FAQ).',
  },
  {
    id: 'fresh34-027',
    question: 'do estimates cost anything or do you guys charge a trip fee just to come look at my barn',
    intent: 'business-fact',
    must: [FREE],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Free estimates, no hidden fees (business.json, FAQ).',
  },
  {
    id: 'fresh34-028',
    question: 'if something you guys put in stops working after like 8 months, do you come fix it for free?',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: SITE_SAYS,
    note: 'One-year workmanship warranty, no charge for labour (business.json, terms).',
  },
  {
    id: 'fresh34-029',
    question: 'Do I pay up front or after the job is done? Its a bigger project, a new shop building',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION, DEPOSIT],
    mustNot: SITE_SAYS,
    note: 'Terms, "Payment": due when the work is complete; larger projects may need a deposit and progress payments.',
  },
  {
    id: 'fresh34-030',
    question: 'can we finance a standby generator? my credit isnt amazing tbh',
    intent: 'business-fact',
    must: [CREDIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Financing for generators, subject to credit approval (financing page).',
  },
  {
    id: 'fresh34-031',
    question: 'who gets the permit, you or me? dont really want to deal with the county office',
    intent: 'business-fact',
    must: [PERMIT, WE_HANDLE_IT],
    mustNot: SITE_SAYS,
    note: 'We pull the permits and arrange the inspection (FAQ, terms).',
  },
  {
    id: 'fresh34-032',
    question: 'sent a message through the form last night, how long till somebody gets back to me?',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh34-033',
    question: 'keep getting appointment texts from yall, how do i make them quit',
    intent: 'business-fact',
    must: [STOP],
    mustNot: SITE_SAYS,
    note: 'Reply STOP (SMS consent page, privacy policy).',
  },
  {
    id: 'fresh34-034',
    question: 'if i fill out your form do you sell my number to other companies? i get enough spam calls',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
    note: 'Privacy policy: we do not sell or rent personal information.',
  },
  {
    id: 'fresh34-035',
    question: 'any reviews from actual customers??',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh34-036',
    question: 'the cost calculator in here told me about $1500 for my job. is that what you will charge me for sure?',
    intent: 'business-fact',
    must: [PRELIMINARY, WRITTEN_ESTIMATE],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
    next: REACH_US,
    note: "Terms: the assistant's ranges are preliminary; only a written estimate sets a price.",
  },
  {
    id: 'fresh34-037',
    question: 'victor mt?',
    intent: 'business-fact',
    must: [yesInArea('Victor')],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  { id: 'fresh34-038', question: 'would you guys be willing to drive out to Alberton for a job', ...unlistedTown() },
  {
    id: 'fresh34-039',
    question: 'do you have a senior discount? its for my dad, hes 78 and on a fixed income',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, PERCENT_OFF, { claim: 'we offer a senior discount' }],
    next: ['call', 'contact'],
    note: 'The site says nothing about discounts: an honest "not sure, call us", never an invented discount.',
  },
  {
    id: 'fresh34-040',
    question: 'how many electricians work there? is it a big crew or just one guy with a truck',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, { re: '\\b\\d+ (electricians|employees|people|staff)', label: 'a head count', example: '12 electricians' }],
    next: ['call', 'contact'],
    note: 'The site never states the size of the crew.',
  },

  // --- Service (18) -------------------------------------------------------------------------
  {
    id: 'fresh34-041',
    question: 'just bought an old house by the university in missoula and the inspector said knob and tube. can you replace all that',
    intent: 'service',
    must: [YES, [KNOB_AND_TUBE, REWIRE]],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh34-042',
    question: 'getting a hot tub AND an electric car this year lol. can you wire both, and will my 100 amp panel even handle that',
    intent: 'service',
    must: [YES, PANEL_CAPACITY],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Hot tub and EV charger circuits are listed; a 100 A panel may need an upgrade (panel page).',
  },
  {
    id: 'fresh34-043',
    question: 'can i just plug the portable generator into my dryer outlet with one of those double male cords',
    intent: 'service',
    must: [NOT_SAFE, TRANSFER],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
    next: SERVICE_NEXT,
    note: 'Generator page FAQ: no, backfeeding can electrocute line workers; an inlet with an interlock or transfer switch.',
  },
  {
    id: 'fresh34-044',
    question: 'how big of a standby generator would we need to keep the well pump, furnace and fridge going',
    intent: 'service',
    must: [SIZING],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh34-045',
    question: 'putting up a pole barn outside Ronan, need lights and outlets out there. thats something you do?',
    intent: 'service',
    must: [YES, SUBPANEL],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh34-046',
    question: 'lightning fried our well pump controller last summer in stevensville. is there surge protection for the whole house?',
    intent: 'service',
    must: [YES, AT_THE_PANEL],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh34-047',
    question: 'what is gfci? the home inspector say I need in garage, why?',
    intent: 'service',
    must: [GFCI, ['shock', 'leak', 'ground']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Simple English as a second language. FAQ "What is a GFCI outlet and where do I need one?"',
  },
  {
    id: 'fresh34-048',
    question: 'new LED bulbs in the dining room flicker and buzz when i turn the dimmer down, why',
    intent: 'service',
    must: [DIMMER, LED_COMPATIBLE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh34-049',
    question: 'kitchen breaker trips every time the microwave and the toaster run at the same time. annoying. is there something on here to figure it out?',
    intent: 'service',
    must: [OVERLOAD],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "Why does my circuit breaker keep tripping?" and "new circuits"; the troubleshooter is the site tool.',
  },
  {
    id: 'fresh34-050',
    question: 'we have a place on the lake in polson, can you put lights on the dock and along the path down',
    intent: 'service',
    must: [YES, [WET_LOCATION, 'outdoor lighting', 'outdoor', 'landscape']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh34-051',
    question: 'we just bought a 1960s house, how often should somebody actually look over the wiring',
    intent: 'service',
    must: [HOME_INSPECTION],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'FAQ: every 3 to 5 years for homes, sooner when buying an older home.',
  },
  {
    id: 'fresh34-052',
    question: 'if we do the panel upgrade how long is the power gonna be off? I work from home',
    intent: 'service',
    must: [PANEL_DAYS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Panel page: a typical upgrade takes one to two days, power off for part of it.',
  },
  {
    id: 'fresh34-053',
    question: 'stock tank heater keeps tripping the breaker every cold night, cows need water. can yall sort that out',
    intent: 'service',
    must: [YES, TANK_HEATER_CAUSE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Ronan page FAQ: often a damaged cord or a failing heater; a proper outdoor circuit.',
  },
  {
    id: 'fresh34-054',
    question: 'all power in my house is gone just now. it is my problem or the power company problem?',
    intent: 'service',
    must: [NEIGHBORS, UTILITY_OUTAGE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'Simple English as a second language. FAQ "What should I do when my power goes out?": check the neighbors; if they are out too, report it to the utility.',
  },
  {
    id: 'fresh34-055',
    question: 'how many days does rewiring a whole two story house usually take? not asking price just time',
    intent: 'service',
    must: [REWIRE_DAYS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh34-056',
    question: 'I run a restaurant on Higgins and the panel needs swapping. we cant close during dinner, could the work happen when we are closed?',
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Commercial page FAQ: disruptive work can be scheduled for early mornings, evenings or weekends.',
  },
  {
    id: 'fresh34-057',
    question: 'do you guys install solar panels and the battery thing for when the grid goes down',
    intent: 'service',
    must: [UNSURE, PHONE],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
    next: ['call', 'contact'],
    note: 'Solar is not among the services the site lists: no "yes", an honest "not sure, call us" (a standby generator may be mentioned).',
  },
  {
    id: 'fresh34-058',
    question: 'need a 50 amp RV pedestal set by the shop for when the in-laws visit in the summer',
    intent: 'service',
    must: [UNSURE, PHONE],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
    next: ['call', 'contact'],
    note: 'An RV pedestal is not a service the site lists: no "yes", an honest "not sure, call us".',
  },

  // --- Price (7) ----------------------------------------------------------------------------
  {
    id: 'fresh34-059',
    question: 'ballpark for bumping our old 100 amp panel up to 200 in a 1970s ranch house?',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: ['estimate', 'call', 'contact'],
  },
  {
    id: 'fresh34-060',
    question: 'what do u charge to replace one outlet thats loose and the plugs fall out',
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: ['estimate', 'call', 'contact'],
  },
  {
    id: 'fresh34-061',
    question: 'cost to put up a ceiling fan where theres just a light right now',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: ['estimate', 'call', 'contact'],
  },
  {
    id: 'fresh34-062',
    question: 'WHAT DOES A WHOLE HOUSE STANDBY GENERATOR RUN, INSTALLED',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: ['estimate', 'call', 'contact'],
  },
  {
    id: 'fresh34-063',
    question: 'price for adding a dedicated 20 amp circuit for a chest freezer out in the garage?',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: ['estimate', 'call', 'contact'],
  },
  {
    id: 'fresh34-064',
    question: 'so how much would it be to rewire a 1920s two bedroom bungalow, all of it, its got the old knob and tube',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [ESTIMATOR_MISFIRE, ...NO_MADE_UP_RANGE],
    next: ['estimate', 'call', 'contact'],
    note: 'Whole-house rewiring has no published price: the free on-site estimate, no single-circuit or catch-all range.',
  },
  {
    id: 'fresh34-065',
    question: 'building a 2400 sq ft house in Florence next spring. what would wiring the whole thing cost roughly',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [ESTIMATOR_MISFIRE, ...NO_MADE_UP_RANGE],
    next: ['estimate', 'call', 'contact'],
    note: 'New construction has no published price: the free estimate, no made-up range.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh34-066', question: 'Do you ever do jobs up in Kalispell or is that too far north', ...outOfArea([NEGATIVE_AREA]) },
  { id: 'fresh34-067', question: 'my mom lives in butte and her outlets keep dying, could you send someone over there', ...outOfArea([NEGATIVE_AREA]) },
  { id: 'fresh34-068', question: 'helena area?? need a panel swapped', ...outOfArea([NEGATIVE_AREA]) },
  { id: 'fresh34-069', question: 'we have a cabin near sandpoint idaho, any chance you go that far', ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh34-070',
    question: 'philipsburg?',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Granite County, just past the edge and never named: "outside our area" or "not sure, call us" are both honest.',
  },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh34-071', question: 'kitchen sink is clogged and backing up, can someone come snake it', ...outOfScope() },
  { id: 'fresh34-072', question: 'since youre on the river, hows the fishing on the blackfoot this week', ...outOfScope() },
  { id: 'fresh34-073', question: 'need the shingles on my roof replaced after the hail, who do i call', ...outOfScope() },
  { id: 'fresh34-074', question: 'best pizza in missoula? asking for a hungry crew', ...outOfScope() },
  { id: 'fresh34-075', question: 'my iphone screen is cracked can u fix it', ...outOfScope() },
];

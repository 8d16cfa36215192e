/**
 * The fiftieth held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone.
 * Ranchers with shops, barns and stock tanks, cabin owners up the Blackfoot and on Flathead Lake,
 * small business owners and contractors; one-word messages, all caps, filler, typos, a story before
 * the question, two questions in one, and questions about the site's own tools and pages.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page) and the price table of
 * the specification (assistant-and-admin.md, section 9); emergencies follow the safety note
 * (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns: a town the site names is answered "yes"; a town inside the three counties that the site
 * never names (Corvallis) gets the honest "not sure, call us". Towns outside the three counties are
 * out of area; for one near the edge that the site never names (Lincoln, Thompson Falls) "not sure,
 * call us" is as right as "outside our area", since the terms say work outside the area may be
 * accepted at our discretion.
 *
 * Facts the site does not state (which cards are accepted, a senior discount) get an honest
 * "don't know" with the phone number, never an invented answer; jobs the site never lists (solar
 * panels, a home battery) get "not sure, call us", never a "yes".
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
  NEGATIVE_AREA,
  NO_INFO,
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
  type NextStep,
  type VisitorQuestion,
} from './visitor-questions.ts';
import { emergency, NO_PRICE_TALK, NOT_LISTED, outOfArea, outOfScope, PROBLEM_NEXT, REACH_US, SERVICE_NEXT, SITE_SAYS, unlistedTown } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** Next steps for a price question: the free estimate or a way to reach us. */
const PRICE_NEXT: readonly NextStep[] = ['estimate', 'call', 'contact'];

/** A greeting in the afternoon may be returned in kind. */
const GREET_BACK: Fact = [GREET, 'good afternoon', 'good evening'];
/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
const LICENSED: Fact = ['licensed'];
/** Permits: we pull them (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
/** The three five-star testimonials of the home page ("What Our Customers Say"). */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial', 'review'];
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
  'once the work',
];
/** Terms, "Payment": larger projects may need a deposit. */
const DEPOSIT: Fact = ['deposit'];
/** Terms, "Estimates": a written estimate is valid for 30 days. */
const VALID_30_DAYS: Fact = ['30 days', 'thirty days'];
/** Emergency rates may apply after hours, weekends and holidays (emergency page, terms). */
const EMERGENCY_RATES: Fact = [
  'emergency rates',
  'emergency rate',
  'after-hours rate',
  'after hours rate',
  'higher rate',
  'cost more',
  'costs more',
  'extra charge',
  'additional charge',
];
/** The text-message terms: reply STOP. */
const STOP: Fact = 'STOP';
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** The assistant's cost calculator (home page, "Three tools in one assistant"). */
const CALCULATOR: Fact = ['cost calculator', 'calculator', 'estimate tool', 'estimator', 'preliminary price range', 'preliminary range', 'preliminary estimate'];
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', 'never sold'];
/** An honest "not sure" for a job or a fact the site does not list. */
const UNSURE: Fact = [DONT_KNOW, NOT_LISTED];
/** A town outside the three counties: said plainly. */
const AREA_NO: Fact = [
  NEGATIVE_AREA,
  'not one of the counties',
  "isn't one of the counties",
  'outside the three counties',
  'outside the counties',
  'not in missoula, ravalli or lake',
  'outside missoula, ravalli and lake',
];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [AREA_NO, NOT_LISTED, DONT_KNOW];

const TRANSFER: Fact = ['transfer switch', 'interlock'];
const BACKFEED: Fact = ['transfer switch', 'interlock', 'inlet', 'backfeed', 'backfeeding', 'back-feed'];
const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault', 'GFI'];
const CODE: Fact = ['code', 'required', 'requires', 'require'];
const PANEL_DAYS: Fact = ['one to two days', '1 to 2 days', '1-2 days', 'a day or two', 'one or two days'];
const DIMMER: Fact = ['dimmer'];
const EVERY_YEAR: Fact = ['every year', 'annual', 'yearly', 'once a year', 'each year'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
const LOOSE_CONNECTION: Fact = ['loose connection', 'loose or corroded', 'service', 'neutral'];
const OFF_HOURS: Fact = [
  'early mornings',
  'early morning',
  'evenings',
  'weekends',
  'after hours',
  'outside your business hours',
  'outside business hours',
  'around your schedule',
  'around your business',
];
const LOAD_CALC: Fact = ['load calculation', 'what you want to run', 'what you need to run', 'what you want to keep', 'essential circuits', 'whole home', 'whole house', 'size it'];
/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
/** The "other and unknown" range: wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact = { range: [300, 1500] };
/** A job the price table does not hold: no borrowed range, the free on-site estimate instead. */
const NO_MADE_UP_RANGE: Fact[] = [...SINGLE_CIRCUIT_PRICE, UNKNOWN_JOB_PRICE, ESTIMATOR_MISFIRE];

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_50_QUESTIONS: readonly VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh50-001', question: 'theres fire coming out of the wall where the dryer plugs in what do i do', ...emergency('fire') },
  {
    id: 'fresh50-002',
    question: 'PANEL IN THE BARN IS THROWING SPARKS NONSTOP AND THE HAY NEXT TO IT IS STARTING TO SMOKE',
    ...emergency('fire'),
    note: 'Sparks that keep going and smoke: get out and call 911 first.',
  },
  { id: 'fresh50-003', question: 'smells like burning plastic in the kitchen, cant tell where but i think its the stove outlet', ...emergency('burning') },
  { id: 'fresh50-004', question: 'there are black scorch marks around the outlet in my kids room and it smells burnt', ...emergency('burning') },
  { id: 'fresh50-005', question: 'the block heater cord is hot as heck right where it plugs into the shop wall', ...emergency('hot') },
  {
    id: 'fresh50-006',
    question: 'so basically my breaker panel is buzzing pretty loud and the door feels warm, is this a call now thing or can it wait a few days',
    ...emergency('hot'),
    note: 'Waiting is what the safety note forbids for a warm, buzzing panel.',
  },
  { id: 'fresh50-007', question: 'got a jolt off the stock tank heater this morning and the horses wont drink from it', ...emergency('shock') },
  { id: 'fresh50-008', question: 'my wife just got shocked from the shower handle??', ...emergency('shock') },
  { id: 'fresh50-009', question: 'guy on our crew is stuck on the temp power pole wire and he cant let go HELP', ...emergency('contact') },
  { id: 'fresh50-010', question: 'power line down across the county road by our cattle guard and its sparking in the snow', ...emergency('line-down') },
  { id: 'fresh50-011', question: 'big wind last night, the line from the pole is laying in the pasture with the cows', ...emergency('line-down') },
  {
    id: 'fresh50-012',
    question: 'hit a pole on hwy 200 and now the wires are laying on top of my pickup, im still inside, do i get out',
    ...emergency('line-on-car'),
  },
  {
    id: 'fresh50-013',
    question: 'snowmelt is coming into the basement, like 3 inches deep around the water heater and the power strips are sitting in it',
    ...emergency('water'),
  },
  { id: 'fresh50-014', question: 'ceiling leak and water is dripping out the bottom of the breaker box', ...emergency('water') },
  { id: 'fresh50-015', question: 'wind tore the mast off the cabin roof and the meter is hanging off the wall by the wires', ...emergency('storm-mast') },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh50-016', question: 'hey there', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh50-017', question: 'Good afternoon!', intent: 'smalltalk', must: [GREET_BACK, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh50-018', question: 'hi is anybody on here', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh50-019', question: 'thanks a bunch, appreciate it', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh50-020', question: 'ok thank you bye', intent: 'smalltalk', must: [[BYE, WELCOME]], mustNot: NO_PRICE_TALK },
  { id: 'fresh50-021', question: 'ok great thats everything i needed, you have a good one now', intent: 'smalltalk', must: [[BYE, WELCOME]], mustNot: NO_PRICE_TALK },

  // --- Business facts (19) ------------------------------------------------------------------
  { id: 'fresh50-022', question: 'whats ur phone # and ur email so i can send pics of the panel', intent: 'business-fact', must: [PHONE, EMAIL], mustNot: SITE_SAYS },
  {
    id: 'fresh50-023',
    question: 'you guys open saturdays?',
    intent: 'business-fact',
    must: [WEEKDAYS, ALWAYS_OPEN],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'The office is open Monday to Friday; emergency service is 24/7, which a weekend caller needs to hear.',
  },
  {
    id: 'fresh50-024',
    question: 'what time do yall start in the morning and when do you close up',
    intent: 'business-fact',
    must: [OPENS_7, CLOSES_5],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh50-025',
    question: 'if something goes wrong at like 2am can i actually call you, and does it cost more at night',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, EMERGENCY_RATES, PHONE],
    mustNot: SITE_SAYS,
    next: 'call',
    note: 'Emergency service is 24/7; emergency rates may apply after hours (emergency page, terms). No figure is published.',
  },
  {
    id: 'fresh50-026',
    question: 'so where is your shop at exactly and how many years you been wiring houses',
    intent: 'business-fact',
    must: [BONNER, YEARS_15],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh50-027',
    question: 'Are you licensed in Montana and do you pull the permit or do I have to',
    intent: 'business-fact',
    must: [LICENSED, PERMIT],
    mustNot: SITE_SAYS,
    note: 'We pull the permits the work requires and arrange the inspection (FAQ, terms).',
  },
  {
    id: 'fresh50-028',
    question: 'is the estimate free? and how long is the price good for after you write it up',
    intent: 'business-fact',
    must: [FREE, VALID_30_DAYS],
    mustNot: SITE_SAYS,
    note: 'Terms, "Estimates": free, and a written estimate is valid for 30 days unless it says otherwise.',
  },
  {
    id: 'fresh50-029',
    question: 'if something you wired goes bad next spring, what kind of guarantee is there on the work',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: SITE_SAYS,
    note: 'One-year workmanship warranty (business.json, terms).',
  },
  {
    id: 'fresh50-030',
    question: 'do i pay up front or after? and do you need a deposit',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION, DEPOSIT],
    mustNot: SITE_SAYS,
    note: 'Terms, "Payment": due when the work is complete; larger projects may need a deposit.',
  },
  {
    id: 'fresh50-031',
    question: 'um can we make payments on a generator or is it all at once',
    intent: 'business-fact',
    must: [CREDIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Financing for larger projects such as standby generators, subject to credit approval.',
  },
  {
    id: 'fresh50-032',
    question: 'filled out the form on your website yesterday, how long before somebody gets back to me',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh50-033',
    question: 'how do i get the appointment texts to quit',
    intent: 'business-fact',
    must: [STOP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh50-034',
    question: 'if i put my address and phone in this chat are you going to sell it to somebody',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
    note: 'Privacy policy: we do not sell or rent personal information.',
  },
  {
    id: 'fresh50-035',
    question: 'got any reviews i can read from people around here',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
    note: 'The home page shows three five-star testimonials (Missoula, Hamilton, Polson).',
  },
  {
    id: 'fresh50-036',
    question: 'is there a way on this site to get a rough price without having somebody drive out',
    intent: 'business-fact',
    must: [CALCULATOR],
    mustNot: SITE_SAYS,
    note: 'The assistant\'s cost calculator gives a preliminary price range (home page, "Three tools in one assistant").',
  },
  { id: 'fresh50-037', question: 'do you come out to lolo', intent: 'business-fact', must: [yesInArea('Lolo')], mustNot: SITE_SAYS },
  {
    id: 'fresh50-038',
    question: 'are you able to come to corvallis, were just off the eastside hwy',
    ...unlistedTown(),
    note: 'Corvallis is in Ravalli County but the site never names it; the Ravalli page says to call for places farther south.',
  },
  {
    id: 'fresh50-039',
    question: 'can i pay the bill with a credit card or venmo or does it have to be a check',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site says when payment is due, not how it may be made: an honest "don\'t know", never invented.',
  },
  {
    id: 'fresh50-040',
    question: 'My dad is 78, is there any kind of senior discount',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site names no discount of any kind: an honest "don\'t know", never invented.',
  },

  // --- Service (18) -------------------------------------------------------------------------
  {
    id: 'fresh50-041',
    question: 'just bought an electric truck, can you put a charger in my garage',
    intent: 'service',
    must: [YES],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'EV charger circuits (residential page, Missoula page: we check the panel has room first).',
  },
  {
    id: 'fresh50-042',
    question: 'hot tub getting delivered in 3 weeks and it needs 240 ... who wires that, you guys?',
    intent: 'service',
    must: [YES],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'Hot tub, sauna and shop wiring (residential page, specialty services).',
  },
  {
    id: 'fresh50-043',
    question: 'we put up a pole barn about 300 ft from the house, can you run power out to it',
    intent: 'service',
    must: [YES],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'Feeders to shops and barns (Hamilton, Ravalli County, Lake County and Bonner pages).',
  },
  {
    id: 'fresh50-044',
    question: 'every time the power goes out our well quits and we got no water. what are our options',
    intent: 'service',
    must: [['standby generator', 'generator'], TRANSFER],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'Hamilton page: a standby generator with an automatic transfer switch keeps the well pump running.',
  },
  {
    id: 'fresh50-045',
    question: 'brother in law says i can run my portable generator into the dryer plug with a male to male cord, thats fine right',
    intent: 'service',
    must: [BACKFEED],
    mustNot: [...NO_PRICE_TALK, STARTS_WITH_YES],
    next: SERVICE_NEXT,
    note: 'Generator page FAQ: no; backfeeding can electrocute utility workers; an inlet with an interlock or transfer switch.',
  },
  {
    id: 'fresh50-046',
    question: 'How long would we be without power for a panel swap?',
    intent: 'service',
    must: [PANEL_DAYS],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh50-047',
    question: 'ballpark how many days to rewire an old 1950s ranch house, we want to plan around it',
    intent: 'service',
    must: [REWIRE_DAYS],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh50-048',
    question: 'house in the northside still has knob and tube in the attic, is that something you replace',
    intent: 'service',
    must: [YES],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'Missoula page FAQ: yes, we rewire older homes, room by room.',
  },
  {
    id: 'fresh50-049',
    question: 'does the garage need one of those gfi outlets or is that just bathrooms',
    intent: 'service',
    must: [GFCI, CODE],
    mustNot: NO_PRICE_TALK,
    note: 'FAQ "GFCI": code requires it in garages, bathrooms, kitchens, basements and outdoors.',
  },
  {
    id: 'fresh50-050',
    question: 'put LED bulbs in the dining room and now they flicker and hum when i dim them, why',
    intent: 'service',
    must: [DIMMER],
    mustNot: NO_PRICE_TALK,
    next: [...PROBLEM_NEXT, 'estimate'],
    note: 'FAQ "LED lighting": the dimmer may not be LED-compatible.',
  },
  {
    id: 'fresh50-051',
    question: 'I run a small bakery in Missoula. Could you do the rewiring in the evening or on a Sunday so we dont have to close?',
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'Commercial page FAQ: disruptive work can often be scheduled for early mornings, evenings or weekends.',
  },
  {
    id: 'fresh50-052',
    question: 'property manager here, how often should our office building get an electrical inspection',
    intent: 'service',
    must: [EVERY_YEAR],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh50-053',
    question: 'lights all over the house flicker when the wind kicks up. whats going on',
    intent: 'service',
    must: [LOOSE_CONNECTION],
    mustNot: NO_PRICE_TALK,
    next: PROBLEM_NEXT,
    note: 'FAQ "flickering lights": flickering that gets worse in wind can point to a loose connection in the service or panel.',
  },
  {
    id: 'fresh50-054',
    question: 'lightning got our tv and the furnace control board in july, is there a gadget for the panel that protects everything in the house',
    intent: 'service',
    must: [SURGE],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'Whole-home surge protection (residential page, Stevensville page).',
  },
  {
    id: 'fresh50-055',
    question: 'need 3 ceiling fans hung in the new addition, that something you do',
    intent: 'service',
    must: [YES],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'Ceiling fans and light fixtures (residential page).',
  },
  {
    id: 'fresh50-056',
    question: 'how big of a generator would we need for a 2000 sq ft house with a well',
    intent: 'service',
    must: [LOAD_CALC],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'Generator page FAQ: it depends on what you want to run; we do a load calculation on our visit.',
  },
  {
    id: 'fresh50-057',
    question: 'do you guys install solar panels? thinking about putting some on the shop roof',
    intent: 'service',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site never lists solar installation: no "yes", an honest "not sure, call us".',
  },
  {
    id: 'fresh50-058',
    question: 'Can you install a home battery backup like a Tesla Powerwall',
    intent: 'service',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site lists generators, not battery systems: no "yes", an honest "not sure, call us".',
  },

  // --- Price (7) ----------------------------------------------------------------------------
  {
    id: 'fresh50-059',
    question: 'whats a 100 to 200 amp upgrade usually run',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: PRICE_NEXT,
  },
  {
    id: 'fresh50-060',
    question: 'how much to swap out one regular outlet thats gone dead',
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: PRICE_NEXT,
  },
  {
    id: 'fresh50-061',
    question: 'price to put up a ceiling fan where theres already a light box?',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: PRICE_NEXT,
  },
  {
    id: 'fresh50-062',
    question: 'rough cost for a propane standby generator installed, we are in the Bitterroot',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: PRICE_NEXT,
  },
  {
    id: 'fresh50-063',
    question: 'what would it cost to add a 240 circuit in the shop for my welder',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: PRICE_NEXT,
    note: 'A new circuit: $400-1,200 in the price table.',
  },
  {
    id: 'fresh50-064',
    question: 'HOW MUCH TO REWIRE A WHOLE HOUSE, ITS ABOUT 1600 SQ FT',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: NO_MADE_UP_RANGE,
    next: 'estimate',
    note: 'Whole-house rewiring is not in the price table: no borrowed range, the free on-site estimate.',
  },
  {
    id: 'fresh50-065',
    question: 'general contractor here, what do you charge to wire a new build, 2400 sq ft single family',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: NO_MADE_UP_RANGE,
    next: 'estimate',
    note: 'New construction is not in the price table: no borrowed range, the free on-site estimate.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh50-066', question: 'any chance you guys drive up to kalispell for a shop wiring job', ...outOfArea([AREA_NO]) },
  { id: 'fresh50-067', question: 'Any chance you service Butte? Cant find anybody reliable', ...outOfArea([AREA_NO]) },
  { id: 'fresh50-068', question: 'we have a rental in helena that needs a panel looked at, can you do it', ...outOfArea([AREA_NO]) },
  {
    id: 'fresh50-069',
    question: 'cabin outside lincoln, is that too far for you guys',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Lincoln (Lewis and Clark County) is up Highway 200, outside the three counties; the site never names it.',
  },
  {
    id: 'fresh50-070',
    question: 'thompson falls?',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Thompson Falls is in Sanders County, outside the three counties; the site never names it.',
  },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh50-071', question: 'kitchen sink is leaking under the cabinet can you guys fix that', ...outOfScope() },
  { id: 'fresh50-072', question: 'our internet keeps dropping out, is that a you thing or the provider', ...outOfScope() },
  { id: 'fresh50-073', question: 'do you do roof repair? lost some shingles in that storm', ...outOfScope() },
  { id: 'fresh50-074', question: 'know any good well drillers in the valley', ...outOfScope() },
  { id: 'fresh50-075', question: 'whats the weather supposed to do this weekend', ...outOfScope() },
];

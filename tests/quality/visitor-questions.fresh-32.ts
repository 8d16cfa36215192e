/**
 * The thirty-second held-out set of visitor questions for the assistant, written apart from the
 * other sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone
 * (typos, all caps, no punctuation, voice-to-text run-ons, two questions in one). Visitors are rural
 * homeowners on wells, ranchers, people in old Missoula houses, small-business owners (a restaurant,
 * a dental office, a machine shop) and a driver stuck under a line.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page) and the price table of
 * the specification (assistant-and-admin.md, section 9); emergencies follow the safety note
 * (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Where the site says nothing (languages spoken by the staff, background checks, solar panels,
 * lightning rods) the right reply is an honest "not sure, call us", never a made-up yes.
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
  LICENSED_INSURED,
  NEGATIVE_AREA,
  NO_INFO,
  NO_PRICE,
  OFFER_HELP,
  ONE_YEAR,
  OPENS_7,
  PANEL_PRICE,
  PHONE,
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

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** Licensed and insured, in any order of words (business.json licence, FAQ). */
const LICENSED_AND_INSURED: Fact = [LICENSED_INSURED, { re: '\\blicensed\\b.{0,60}\\binsured\\b', label: 'licensed ... insured', example: 'licensed and fully insured' }];
/** Office hours end on Friday (business.json hours). */
const MON_TO_FRI: Fact = [WEEKDAYS, 'friday'];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** The three five-star testimonials of the home page ("What Our Customers Say"). */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial'];
/** Financing: subject to credit approval (financing page, FAQ, terms). */
const CREDIT: Fact = ['credit approval', 'subject to credit', 'depend on your credit', 'depends on your credit', 'based on your credit', 'approval'];
/** Terms, "Payment": due when the work is complete. */
const PAID_ON_COMPLETION: Fact = [
  'when the work is complete',
  'when the work is done',
  'when the work is finished',
  'when the job is done',
  'when the job is complete',
  'when the job is finished',
  'once the work is complete',
  'once the work is done',
  'once the job is done',
  'after the work is done',
  'after the job is done',
  'on completion',
  'upon completion',
];
/** Permits: we pull them (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const WE_PULL: Fact = [
  'we pull',
  "we'll pull",
  'we will pull',
  'we obtain',
  "we'll obtain",
  'we get the permit',
  "we'll get the permit",
  'we handle',
  "we'll handle",
  'we take care',
  "we'll take care",
  'handled for you',
  'we arrange',
  'we apply',
];
/** Text messages: reply STOP (SMS consent page, privacy policy, terms). */
const STOP: Fact = 'STOP';
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell', 'never share'];
/** The assistant's cost calculator (home page, "Three tools in one assistant"; terms). */
const CALCULATOR: Fact = ['cost calculator', 'calculator', 'estimate tool', 'estimator', 'estimate tab', 'preliminary', 'ballpark', 'rough range', 'price range'];

const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
const REPLACE_IT: Fact = ['replace', 'replaced', 'replacing', 'replacement', 'swap', 'new one', 'checked'];
const VOLTS_240: Fact = ['240 volts', '240V', '240 V', '240-volt', '220V', '220 volts', '220-volt'];
const OWN_CIRCUIT: Fact = ['dedicated circuit', 'circuit of its own', 'own circuit', 'separate circuit', 'dedicated', 'new circuit', 'added circuit'];
/** FAQ "Why does my circuit breaker keep tripping?": too many appliances share one circuit. */
const OVERLOAD: Fact = [OWN_CIRCUIT, 'overload', 'overloaded', 'too many', 'share one circuit', 'sharing one circuit', 'same circuit'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'generator inlet', 'inlet'];
const GENERATOR: Fact = ['standby generator', 'generator'];
const PANEL_DAYS: Fact = ['one to two days', '1 to 2 days', '1-2 days', 'a day or two', 'one or two days', 'within a day'];
const EVERY_3_TO_5: Fact = ['3 to 5 years', '3-5 years', 'three to five years', 'every 3', 'every three'];
const THREE_PHASE: Fact = ['three-phase', '3-phase', '3 phase', 'three phase'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
const KNOB_AND_TUBE_WORK: Fact = ['rewire', 'rewiring', 'replace', 'knob-and-tube', 'knob and tube'];
/** FAQ "Why do my lights flicker or dim?": flickering that gets worse in wind points to the service or panel. */
const LOOSE_CONNECTION: Fact = ['loose connection', 'loose or corroded', 'service', 'neutral', 'service drop', 'service mast'];
/** Commercial FAQ "Can you work outside our business hours?". */
const OFF_HOURS: Fact = [
  'early mornings',
  'early morning',
  'evenings',
  'evening',
  'weekends',
  'after hours',
  'outside your business hours',
  'outside business hours',
  'around your schedule',
];
const CEILING_FAN_YES: Fact = [YES, 'usually', 'can be done', 'doable', 'we install ceiling fans', 'we can install', 'possible'];
/** The site does not list the job: no yes, an honest "not sure / not listed". */
const NOT_A_LISTED_JOB: Fact = [DONT_KNOW, NOT_LISTED];
/** A town outside the three counties. */
const OUTSIDE: Fact = [
  NEGATIVE_AREA,
  'only serve',
  'only work in',
  'only cover',
  'we serve missoula, ravalli and lake',
  "isn't one of the counties",
  'not one of the counties',
  'too far',
];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [OUTSIDE, NOT_LISTED, DONT_KNOW];
/** Price table of the specification (section 9): fallback ranges and the AI's guidance. */
const FAN_PRICE: Fact = [{ range: [200, 500] }, { range: [400, 1000] }];
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
const TROUBLESHOOT_PRICE: Fact = { range: [150, 500] };
/** GFCI outlets: the AI's guidance ($120-250 each) or the fallback per-outlet range ($150-300), each or for three. */
const GFCI_PRICE: Fact = [{ range: [120, 250] }, { range: [150, 300] }, { range: [360, 750] }, { range: [450, 900] }];
/** The "other and unknown" range: wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact = { range: [300, 1500] };
const PRICE_MISS: Fact[] = [ESTIMATOR_MISFIRE, NO_INFO];

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_32_QUESTIONS: readonly VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh32-001', question: 'SPARKS AND FLAMES COMING OUT OF THE GARAGE OUTLET WHERE THE BATTERY CHARGER IS PLUGGED IN', ...emergency('fire') },
  {
    id: 'fresh32-002',
    question: 'so basically the heat lamp in the chicken coop fell and the cord is on fire and the coop is attached to the barn, do i throw the water trough bucket on it',
    ...emergency('fire'),
    note: 'The visitor proposes water on an electrical fire: the reply must not agree.',
  },
  { id: 'fresh32-003', question: 'smells like burnt toast but nothings cooking, its strongest right by the panel in the mudroom', ...emergency('burning') },
  {
    id: 'fresh32-004',
    question: 'theres a black scorch mark around the dryer plug and it smells burnt. can i just tape over it for now',
    ...emergency('burning'),
    note: 'Taping over a scorched outlet is what the safety note forbids.',
  },
  { id: 'fresh32-005', question: 'cover plate on the kitchen light switch is warm enough that i notice it when i flip it, normal?', ...emergency('hot') },
  {
    id: 'fresh32-006',
    question: 'garage subpanel humming and the door of it is warm, ok if i keep running the shop heater thru the weekend',
    ...emergency('hot'),
    note: 'Keeping it in use "until the weekend" is what the safety note forbids.',
  },
  { id: 'fresh32-007', question: 'got a jolt off the metal floor lamp in the living room, i was barefoot on the tile', ...emergency('shock') },
  { id: 'fresh32-008', question: 'my 6 yr old says the fridge handle bites him. i touched it and felt a buzz too', ...emergency('shock') },
  { id: 'fresh32-009', question: 'HELP my brother grabbed the pump wire in the well house and hes not moving', ...emergency('contact') },
  { id: 'fresh32-010', question: 'power line laying across the county road by our gate after the windstorm and the cows are in that pasture', ...emergency('line-down') },
  { id: 'fresh32-011', question: 'tree came down on the line out back and now its draped over our chain link fence, sparks when the wind blows', ...emergency('line-down') },
  { id: 'fresh32-012', question: 'hit a pole on 93 and the wires are laying on my car roof. im ok but freaking out what do i do', ...emergency('line-on-car') },
  {
    id: 'fresh32-013',
    question: 'snowmelt pouring in the basement window, like 3 inches of water down there and the power strip for the sump pump is sitting in it',
    ...emergency('water'),
  },
  { id: 'fresh32-014', question: 'water dripping out of the bathroom ceiling light from the tub upstairs overflowing and the light is still on', ...emergency('water') },
  {
    id: 'fresh32-015',
    question: 'wind tore the pipe thing off the roof where the wires come in from the pole, wires hanging real low over the driveway now',
    ...emergency('storm-mast'),
  },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh32-016', question: 'hey there', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh32-017', question: 'evening folks', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh32-018', question: 'thx a bunch u guys r great', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh32-019', question: 'THANK YOU', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh32-020', question: 'ok bye now', intent: 'smalltalk', must: [BYE], mustNot: NO_PRICE_TALK },
  { id: 'fresh32-021', question: 'cool beans, appreciate it, have a good one', intent: 'smalltalk', must: [[WELCOME, BYE]], mustNot: NO_PRICE_TALK },

  // --- Business facts (19) ------------------------------------------------------------------
  { id: 'fresh32-022', question: 'whats ur phone number', intent: 'business-fact', must: [PHONE], mustNot: SITE_SAYS, next: ASK_US },
  {
    id: 'fresh32-023',
    question: 'email address pls? want to send pics of my panel. and how fast do u usually answer',
    intent: 'business-fact',
    must: [EMAIL, ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: ASK_US,
  },
  {
    id: 'fresh32-024',
    question: 'what time u open in the morning? and r u open saturdays',
    intent: 'business-fact',
    must: [OPENS_7, MON_TO_FRI],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: REACH_US,
    note: 'The office is open Monday to Friday only; emergencies are answered 24/7, so a "yes" to Saturdays would mislead.',
  },
  {
    id: 'fresh32-025',
    question: 'if my power goes out at like 2am on christmas can i actually reach a real person',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    next: 'call',
    note: 'A question about availability, not an outage happening now.',
  },
  { id: 'fresh32-026', question: 'where r u guys located exactly', intent: 'business-fact', must: [BONNER], mustNot: SITE_SAYS, next: REACH_US },
  {
    id: 'fresh32-027',
    question: 'how many yrs u been doing this and r u actually licensed + insured',
    intent: 'business-fact',
    must: [YEARS_15, LICENSED_AND_INSURED],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh32-028',
    question: 'do estimates cost anything or is there a trip fee just for u to come look',
    intent: 'business-fact',
    must: [FREE],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Estimates are free, with no hidden fees (business.json, FAQ, terms).',
  },
  {
    id: 'fresh32-029',
    question: 'if something you installed quits in like 8 months do you come fix it for free',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'One-year workmanship warranty (business.json, terms); materials fall under the manufacturer warranty.',
  },
  {
    id: 'fresh32-030',
    question: 'do i gotta pay the whole thing up front before u start??',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: REACH_US,
    note: 'Terms, "Payment": due when the work is complete; larger projects may need a deposit.',
  },
  {
    id: 'fresh32-031',
    question: 'can i finance a standby generator? my credit is kinda meh ngl',
    intent: 'business-fact',
    must: [CREDIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  { id: 'fresh32-032', question: 'who gets the permit, me or you guys', intent: 'business-fact', must: [PERMIT, WE_PULL], mustNot: SITE_SAYS, next: REACH_US },
  { id: 'fresh32-033', question: 'keep gettin appt texts from u guys, how do i turn those off', intent: 'business-fact', must: [STOP], mustNot: SITE_SAYS },
  {
    id: 'fresh32-034',
    question: 'if i put my number in ur form r u gonna sell it to telemarketers',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
  },
  { id: 'fresh32-035', question: 'any reviews? wanna see what ppl say before i hire anybody', intent: 'business-fact', must: [REVIEWS], mustNot: SITE_SAYS },
  {
    id: 'fresh32-036',
    question: 'can this chat thing give me a rough price or do i have to call somebody',
    intent: 'business-fact',
    must: [CALCULATOR],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: "About the site's tools: the assistant's cost calculator gives a preliminary range; only a written estimate sets a price.",
  },
  {
    id: 'fresh32-037',
    question: 'yall come down to victor? got an old farmhouse that needs some work',
    intent: 'business-fact',
    must: [yesInArea('Victor')],
    mustNot: [NEGATIVE_AREA, ...SITE_SAYS],
    next: REACH_US,
  },
  {
    id: 'fresh32-038',
    question: 'we have a summer place at big arm on the lake, do u come out there',
    ...unlistedTown(),
    note: 'Big Arm is in Lake County, but the site never names it.',
  },
  {
    id: 'fresh32-039',
    question: 'does anybody there habla español? my dad is more comfortable in spanish',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ASK_US,
    note: 'The site says nothing about the languages its staff speak: an honest "not sure, call us".',
  },
  {
    id: 'fresh32-040',
    question: 'r ur techs background checked? its just me and my teenage daughter at the house',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ASK_US,
    note: 'The site says nothing about background checks: an honest "not sure, call us", never an invented yes.',
  },

  // --- Services (18) ------------------------------------------------------------------------
  {
    id: 'fresh32-041',
    question: 'can u guys put in a tesla wall charger in my garage, house was built in 78',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  { id: 'fresh32-042', question: 'do u do hot tub hookups? deck is already built', intent: 'service', must: [YES], mustNot: SITE_SAYS, next: SERVICE_NEXT },
  {
    id: 'fresh32-043',
    question: 'bought a house on the northside w knob and tube wiring and the insurance company is freaking out, can u replace it',
    intent: 'service',
    must: [YES, KNOB_AND_TUBE_WORK],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh32-044',
    question: 'want a ceiling fan where the bedroom light is but theres no attic above it, doable?',
    intent: 'service',
    must: [CEILING_FAN_YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh32-045',
    question: 'the bathroom plug with the test and reset buttons wont reset anymore and now the hair dryer is dead',
    intent: 'service',
    must: [GFCI, REPLACE_IT],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "What is a GFCI outlet": one that will not reset should be replaced.',
  },
  {
    id: 'fresh32-046',
    question: 'kitchen breaker pops every time the microwave and toaster r on at the same time. so annoying',
    intent: 'service',
    must: [OVERLOAD],
    mustNot: [{ claim: 'bigger breaker' }, { claim: 'hold it on' }, ...SITE_SAYS],
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh32-047',
    question: 'ALL the lights in the house flicker when the wind picks up. whats going on with that',
    intent: 'service',
    must: [LOOSE_CONNECTION],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "Why do my lights flicker or dim?": flickering that gets worse in wind points to a loose connection in the service or panel.',
  },
  {
    id: 'fresh32-048',
    question: 'were on a well outside stevensville and every time the power goes out we lose water too. what are our options',
    intent: 'service',
    must: [GENERATOR],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh32-049',
    question: 'can i plug my portable generator into the dryer outlet with one of those double ended cords',
    intent: 'service',
    must: [TRANSFER],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Generator page FAQ: no, backfeeding is dangerous; an inlet with an interlock or a transfer switch is the safe way.',
  },
  {
    id: 'fresh32-050',
    question: 'do yall install lightning rods on barns',
    intent: 'service',
    must: [NOT_A_LISTED_JOB],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: ASK_US,
    note: 'Lightning protection systems are not on any service page (surge protection is, which is a different thing).',
  },
  {
    id: 'fresh32-051',
    question: 'if u swap out my panel how long r we gonna be without power, i work from home',
    intent: 'service',
    must: [PANEL_DAYS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh32-052',
    question: 'how often should the wiring get inspected in an older house? ours never has been',
    intent: 'service',
    must: [EVERY_3_TO_5],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh32-053',
    question: 'i run a restaurant downtown missoula and need circuits for a new walk in cooler, do you do commercial work',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh32-054',
    question: 'can ur crew do the work at our dental office after we close so we dont have to cancel patients',
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  { id: 'fresh32-055', question: 'need 3 phase run to a new cnc machine in my shop in frenchtown', intent: 'service', must: [THREE_PHASE], mustNot: SITE_SAYS, next: SERVICE_NEXT },
  {
    id: 'fresh32-056',
    question: 'is a whole house surge protector worth it? lightning took out our tv and the well pump last summer',
    intent: 'service',
    must: [SURGE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh32-057',
    question: 'bought a welder that needs 240 and the garage only has normal plugs, can i just use an adapter',
    intent: 'service',
    must: [[OWN_CIRCUIT, VOLTS_240]],
    mustNot: [STARTS_WITH_YES, { claim: 'use an adapter' }, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'FAQ "110V and 220V": never use adapters; a 240V appliance needs its own circuit.',
  },
  {
    id: 'fresh32-058',
    question: 'do you guys install solar panels and batteries',
    intent: 'service',
    must: [NOT_A_LISTED_JOB],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: ASK_US,
    note: 'Solar is on no service page: no yes, an honest "not sure, call us".',
  },

  // --- Prices (7) ---------------------------------------------------------------------------
  { id: 'fresh32-059', question: 'ballpark to go from 100 amp to 200 amp service?', intent: 'price', must: [PANEL_PRICE], mustNot: PRICE_MISS, next: 'estimate' },
  { id: 'fresh32-060', question: 'how much to hang 2 ceiling fans, the boxes are already there', intent: 'price', must: [FAN_PRICE], mustNot: PRICE_MISS, next: 'estimate' },
  {
    id: 'fresh32-061',
    question: 'rough cost for a whole house propane standby generator, installed?',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: PRICE_MISS,
    next: 'estimate',
  },
  {
    id: 'fresh32-062',
    question: '$$ for a dedicated circuit for a chest freezer out in the garage',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: PRICE_MISS,
    next: 'estimate',
  },
  { id: 'fresh32-063', question: 'what would it run to swap 3 bathroom outlets to gfci', intent: 'price', must: [GFCI_PRICE], mustNot: PRICE_MISS, next: 'estimate' },
  {
    id: 'fresh32-064',
    question: 'um so how much does it cost to rewire a whole 1950s house, its like 1400 sq ft single story',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [NO_PRICE, ...SINGLE_CIRCUIT_PRICE, UNKNOWN_JOB_PRICE, ...PRICE_MISS],
    next: 'estimate',
    note: 'Whole-house rewiring is not in the price table: no made-up range, the free on-site estimate instead.',
  },
  {
    id: 'fresh32-065',
    question: 'what do u charge to come out and figure out why half the outlets in the living room quit',
    intent: 'price',
    must: [TROUBLESHOOT_PRICE],
    mustNot: PRICE_MISS,
    next: 'estimate',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh32-066', question: 'need an electrician in kalispell next week, u guys go up there?', ...outOfArea([OUTSIDE]) },
  { id: 'fresh32-067', question: 'do u ever come over the pass to butte for a panel swap', ...outOfArea([OUTSIDE]) },
  { id: 'fresh32-068', question: 'cabin on the clark fork near thompson falls needs new wiring, is that too far for yall', ...outOfArea([OUTSIDE]) },
  {
    id: 'fresh32-069',
    question: 'were out past ovando off hwy 200, any chance u come that far',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Ovando is in Powell County, just past the Missoula County line: "not sure, call us" is as honest as "outside our area".',
  },
  { id: 'fresh32-070', question: 'hi we just moved to bozeman, do u work out here', ...outOfArea([OUTSIDE]) },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh32-071', question: 'know a good plumber? kitchen drain is super slow', ...outOfScope() },
  { id: 'fresh32-072', question: 'do u guys sweep chimneys too', ...outOfScope() },
  { id: 'fresh32-073', question: 'is it gonna snow on the pass saturday, driving to the griz game', ...outOfScope() },
  { id: 'fresh32-074', question: 'my wifi keeps dropping, can somebody fix the router', ...outOfScope() },
  { id: 'fresh32-075', question: 'anyone there know a good fishing guide on the blackfoot lol', ...outOfScope() },
];

/**
 * The fifty-third held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone, most
 * of them sizing the company up before they call (terms, payment, the warranty, the licence, the
 * team, privacy, texts, the site's tools, prices and towns), with the emergencies and small talk
 * every set holds.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page) and the price table of
 * the specification (assistant-and-admin.md, section 9); emergencies follow the safety note
 * (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns: a town the site names is answered "yes"; Corvallis (Ravalli County, never named by the
 * site) gets "not sure, call us". Kalispell, Bozeman and Sandpoint are outside the three counties;
 * for Philipsburg and St. Regis, close to the edge and never named, "not sure, call us" is as right
 * as "outside our area". Three facts the site does not state (the size of the team, a veterans'
 * discount, the ways to pay) get the honest "don't know" with the number.
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
  OUTLET_PRICE,
  PANEL_PRICE,
  PHONE,
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

/** Next steps for a price: the free estimate, or a way to reach us. */
const PRICE_NEXT: readonly NextStep[] = ['estimate', 'call', 'contact'];
/** Wrong for a price question: the estimator's misfire and the old "no information" text. */
const PRICE_NOT: Fact[] = [ESTIMATOR_MISFIRE, NO_INFO];

/** The honest answer to what the site does not state: not sure, with the number to ask. */
const UNSURE: Fact = [DONT_KNOW, NOT_LISTED];

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** Licensed (business.json licence, FAQ, About: "Montana-licensed electricians"). */
const LICENSED: Fact = ['licensed', 'license', 'licence'];
/** Permits: we pull them and arrange the inspection (FAQ, panel page, terms "Permits and inspections"). */
const PERMIT: Fact = ['permit'];
/** The three five-star testimonials of the home page. */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', 'testimonial', 'What Our Customers Say'];
/** Financing: subject to credit approval (financing page, terms). */
const CREDIT: Fact = ['credit approval', 'subject to credit', 'depend on your credit', 'depends on your credit', 'on your credit', 'approved', 'approval'];
/** Financing: no prepayment penalty (financing page). */
const NO_PREPAYMENT_PENALTY: Fact = [
  'prepayment penalty',
  'pay off your balance early',
  'pay it off early',
  'pay off early',
  'pay off the balance early',
  'no penalty',
  'no extra cost',
];
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
  'once the work is',
  'once the job is',
];
/** Terms, "Estimates": a written estimate is valid for 30 days. */
const VALID_30_DAYS: Fact = ['30 days', 'thirty days'];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** Texts: usually 2 to 5 per service request (privacy policy, terms, the SMS consent page). */
const TWO_TO_FIVE: Fact = ['2 to 5', '2-5', 'two to five'];
const STOP: Fact = 'STOP';
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell'];
/** Terms, "The online assistant": its prices are preliminary; only a written estimate sets a price. */
const PRELIMINARY: Fact = ['preliminary', 'not a quote', 'not a binding', "isn't a quote", 'is not a quote', 'general information', 'ballpark', 'rough'];
const WRITTEN_ESTIMATE: Fact = ['written estimate', 'estimate in writing', 'written quote'];
/** The workmanship warranty (business.json warranty, terms). */
const WORKMANSHIP: Fact = ['workmanship', 'labor', 'labour', 'our work'];

const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
const CODE_REQUIRES: Fact = ['code', 'required', 'requires', 'require', 'need one', 'needs one', 'should have'];
const DIMMER: Fact = ['dimmer'];
const LED_COMPATIBLE: Fact = ['LED-compatible', 'compatible', "doesn't suit", 'does not suit', 'not rated', 'not made for', 'older dimmer', 'incandescent'];
const OVERLOAD: Fact = [
  'overload',
  'too many',
  'too much',
  'share',
  'shared',
  'same circuit',
  'one circuit',
  'dedicated',
  'own circuit',
  'new circuit',
  'added circuit',
  'circuit of its own',
  'separate circuit',
];
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
  'at night',
];
const PANEL_ROOM: Fact = ['room', 'capacity', 'load calculation', 'panel upgrade', 'upgrade the panel', 'upgrading the panel', 'enough power', 'space'];
const REWIRE: Fact = ['rewire', 'rewiring', 'replace', 'replacing', 'replacement'];
const SUBPANEL: Fact = ['subpanel', 'sub-panel', 'feeder'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'generator inlet', 'inlet'];
const BACKFEED_DANGER: Fact = [
  'backfeed',
  'back-feed',
  'backfeeding',
  'utility worker',
  'lineworker',
  'line worker',
  'lineman',
  'linemen',
  'electrocute',
  'dangerous',
  'unsafe',
  'not safe',
  'never',
];
const GENERATOR: Fact = ['generator'];
const AUTO_TRANSFER: Fact = ['transfer switch', 'automatic', 'automatically', 'starts on its own'];
const INSPECTION: Fact = ['inspection', 'inspected', 'inspect'];
const THREE_TO_FIVE: Fact = ['3 to 5', '3-5', 'three to five'];
const UPGRADE_OR_REPLACE: Fact = ['upgrade', 'replace', 'replacement', 'replacing', 'upgrading', 'swap'];
const EVERY_YEAR: Fact = ['every year', 'annual', 'yearly', 'once a year', 'each year'];
/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
const TROUBLESHOOT_PRICE: Fact = { range: [150, 500] };
/** The "other and unknown" range: wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact = { range: [300, 1500] };

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_53_QUESTIONS: readonly VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh53-001', question: 'SPARKS AND FLAMES COMING OUT OF THE OUTLET BEHIND THE TV', ...emergency('fire') },
  {
    id: 'fresh53-002',
    question: 'theres smoke pouring out of the panel in the garage and like an orange glow, kids are still upstairs asleep',
    ...emergency('fire'),
    note: 'Flames and people inside: get everyone out and call 911 first.',
  },
  { id: 'fresh53-003', question: 'smells like burning plastic by the bedroom light switch but i dont see any smoke', ...emergency('burning') },
  { id: 'fresh53-004', question: 'scorch marks on the outlet where the toaster plugs in and it smells burnt. can i just tape it up for tonight', ...emergency('burning') },
  { id: 'fresh53-005', question: 'the cover plate on my dimmer is super hot, like i cant keep my finger on it', ...emergency('hot') },
  { id: 'fresh53-006', question: 'Electrical panel is humming and warm to the touch. Is this an emergency or can it wait a few days?', ...emergency('hot') },
  { id: 'fresh53-007', question: 'got a jolt off the metal shower handle this morning', ...emergency('shock') },
  { id: 'fresh53-008', question: 'so um the fridge door gives me a little zap every single time i grab the handle??', ...emergency('shock') },
  {
    id: 'fresh53-009',
    question: 'my husband was cutting a wire up in the attic and hes still holding it and not answering me',
    ...emergency('contact'),
    note: 'A person still in contact with a live wire: do not touch him, 911 first.',
  },
  { id: 'fresh53-010', question: 'big pine came down in the wind and took the power line with it, its laying across our fence', ...emergency('line-down') },
  { id: 'fresh53-011', question: 'power line snapped and is on the sidewalk in front of the school sparking', ...emergency('line-down') },
  { id: 'fresh53-012', question: 'hit a pole on hwy 200, wires are draped over my car and im still in the drivers seat', ...emergency('line-on-car') },
  { id: 'fresh53-013', question: 'creek came up and flooded the basement, water is above the outlets and the furnace is down there', ...emergency('water') },
  { id: 'fresh53-014', question: 'snowmelt is leaking through the ceiling right onto the breaker panel, water running down the front of it', ...emergency('water') },
  { id: 'fresh53-015', question: 'wind bent the pipe where the power comes into the house and the wires are hanging low over the driveway', ...emergency('storm-mast') },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh53-016', question: 'hey there', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh53-017', question: 'Good evening!', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh53-018', question: 'howdy from the bitterroot', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh53-019', question: 'thanks a bunch!!', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh53-020', question: 'appreciate the help, have a good one yall', intent: 'smalltalk', must: [[WELCOME, BYE]], mustNot: NO_PRICE_TALK },
  { id: 'fresh53-021', question: 'ok bye', intent: 'smalltalk', must: [BYE], mustNot: NO_PRICE_TALK },

  // --- Business facts (19) ------------------------------------------------------------------
  {
    id: 'fresh53-022',
    question: 'whats ur phone # and email? want to send some pics of my panel first',
    intent: 'business-fact',
    must: [PHONE, EMAIL],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh53-023',
    question: 'r u open saturdays',
    intent: 'business-fact',
    must: [WEEKDAYS, ALWAYS_OPEN],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Office hours are Monday to Friday, 7 AM to 5 PM; emergency service runs 24/7, weekends included.',
  },
  {
    id: 'fresh53-024',
    question: 'if my power goes out at like 2am on a sunday does anybody actually pick up the phone',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: [{ claim: 'leave a message' }, ...SITE_SAYS],
    next: REACH_US,
    note: 'business.json emergencyLine: a real electrician answers, day or night.',
  },
  {
    id: 'fresh53-025',
    question: 'how long have you guys been around and where are you actually located',
    intent: 'business-fact',
    must: [YEARS_15, BONNER],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh53-026',
    question: 'Are you licensed in Montana? And do you pull the permits or is that on me',
    intent: 'business-fact',
    must: [LICENSED, PERMIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh53-027',
    question: 'is the estimate actually free or is there a trip charge. and how long is the quote good for once you give it',
    intent: 'business-fact',
    must: [FREE, VALID_30_DAYS],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Estimates are free, with no hidden fees; a written estimate is valid for 30 days (terms, "Estimates").',
  },
  {
    id: 'fresh53-028',
    question: 'what kind of guarantee comes with the work you guys do, like if something goes wrong next spring',
    intent: 'business-fact',
    must: [ONE_YEAR, WORKMANSHIP],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh53-029',
    question: 'do i have to pay everything up front or after the job',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Terms, "Payment": due when the work is complete; larger projects may need a deposit.',
  },
  {
    id: 'fresh53-030',
    question: 'so basically can i finance a generator thru you guys, and if i do can i pay it off early without getting dinged',
    intent: 'business-fact',
    must: [CREDIT, NO_PREPAYMENT_PENALTY],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh53-031',
    question: 'emailed you guys yesterday about a quote, how long does it usually take to hear back',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh53-032',
    question: 'if i sign up for your texts how many am i gonna get and how do i make them stop',
    intent: 'business-fact',
    must: [TWO_TO_FIVE, STOP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh53-033',
    question: 'Do you sell my info to anyone if I fill out the contact form?',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
  },
  {
    id: 'fresh53-034',
    question: 'any reviews? how do i know youre legit lol',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh53-035',
    question: 'is the number the cost calculator spits out an actual quote or just a guess',
    intent: 'business-fact',
    must: [PRELIMINARY, WRITTEN_ESTIMATE],
    mustNot: SITE_SAYS,
    next: ['estimate', 'call', 'contact'],
    note: 'Terms, "The online assistant": its ranges are preliminary; only a written estimate sets a price. No must-not "yes": the message asks "a quote or just a guess".',
  },
  {
    id: 'fresh53-036',
    question: 'do yall come out as far as lolo',
    intent: 'business-fact',
    must: [yesInArea('Lolo')],
    mustNot: [NEGATIVE_AREA, ...SITE_SAYS],
    next: REACH_US,
  },
  {
    id: 'fresh53-037',
    question: 'we live in corvallis off the eastside hwy, is that too far for you',
    ...unlistedTown(),
    note: 'Corvallis is in Ravalli County but the site never names it: not sure, call us.',
  },
  {
    id: 'fresh53-038',
    question: 'how many electricians do you have on staff? is it just one guy or a crew',
    intent: 'business-fact',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site says "experienced, qualified electricians" and "local team" but never how many.',
  },
  {
    id: 'fresh53-039',
    question: 'do you give a military or veterans discount',
    intent: 'business-fact',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'No discount is named anywhere on the site.',
  },
  {
    id: 'fresh53-040',
    question: 'can i pay with venmo or does it have to be card or check',
    intent: 'business-fact',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site says when payment is due, never how: the ways to pay are not stated.',
  },

  // --- Service (18) -------------------------------------------------------------------------
  {
    id: 'fresh53-041',
    question: 'can you put in a level 2 charger for my new rivian? 1970s house with a 100 amp panel',
    intent: 'service',
    must: [YES, PANEL_ROOM],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Missoula page: we check whether the panel has room for the charger circuit; if not, we explain the options, a panel upgrade among them.',
  },
  {
    id: 'fresh53-042',
    question: 'old house in the university district still has knob and tube in it, is that something you replace',
    intent: 'service',
    must: [YES, REWIRE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh53-043',
    question: 'hot tub getting delivered in june and it needs to be wired up',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Residential page, specialty services: hot tub, sauna and shop wiring.',
  },
  {
    id: 'fresh53-044',
    question: 'neighbor says i can run my portable generator into the house thru the dryer plug with a double male cord, ok to do?',
    intent: 'service',
    must: [TRANSFER, BACKFEED_DANGER],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Generator page FAQ: no; backfeeding can electrocute utility workers; an inlet with an interlock or a transfer switch is the safe way.',
  },
  {
    id: 'fresh53-045',
    question: 'need power run out to my detached shop, about 150 ft from the house, for a welder and some lights',
    intent: 'service',
    must: [YES, SUBPANEL],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh53-046',
    question: 'whole house surge protector, is that a thing you install',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh53-047',
    question: 'whats a gfci and does my garage need one',
    intent: 'service',
    must: [GFCI, CODE_REQUIRES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh53-048',
    question: 'put in new LED bulbs and now they flicker whenever i dim them. why??',
    intent: 'service',
    must: [DIMMER, LED_COMPATIBLE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh53-049',
    question: 'bathroom breaker trips every time my wife runs the hair dryer and the little heater at the same time',
    intent: 'service',
    must: [OVERLOAD],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh53-050',
    question: 'we run a cafe downtown and cant close during the day. could a panel swap happen at night or on a sunday',
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Commercial FAQ: disruptive tasks such as a panel change can be scheduled for early mornings, evenings or weekends when possible.',
  },
  {
    id: 'fresh53-051',
    question: 'does your company do three phase work? we have a small sawmill up the blackfoot',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Commercial page: three-phase power distribution, motor circuits and industrial facilities such as mills.',
  },
  {
    id: 'fresh53-052',
    question: 'lake place in polson, want lights down the path to the water and a couple outlets on the dock',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Polson page FAQ: outdoor lighting and outlets on protected circuits for wet locations, on paths, decks and docks.',
  },
  {
    id: 'fresh53-053',
    question: 'every time the power goes out our well pump quits and we have no water. what are our options',
    intent: 'service',
    must: [GENERATOR, AUTO_TRANSFER],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh53-054',
    question: 'buying a 1950s house in missoula, should i get the electrical looked at first? and how often after that',
    intent: 'service',
    must: [INSPECTION, THREE_TO_FIVE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'FAQ: every 3 to 5 years for homes, and sooner when buying an older home.',
  },
  {
    id: 'fresh53-055',
    question: 'home inspector flagged our Federal Pacific panel. do we really need to replace it',
    intent: 'service',
    must: [UPGRADE_OR_REPLACE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Panel page: a Federal Pacific or Zinsco panel is among the signs you need a panel upgrade.',
  },
  {
    id: 'fresh53-056',
    question: 'we already have a standby generator, do you do maintenance on them',
    intent: 'service',
    must: [YES, EVERY_YEAR],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh53-057',
    question: 'do yall install solar panels',
    intent: 'service',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'Solar is not among the services the site lists: no yes, an honest "not sure, call us".',
  },
  {
    id: 'fresh53-058',
    question: 'thinking about a heated driveway, the snow melt kind with cables under the concrete. is that something you wire',
    intent: 'service',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'Snow-melt systems are not among the services the site lists: no yes, an honest "not sure, call us".',
  },

  // --- Price (7) ----------------------------------------------------------------------------
  {
    id: 'fresh53-059',
    question: 'ballpark for going from a 100 to a 200 amp panel?',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: PRICE_NOT,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh53-060',
    question: 'how much to swap out one cracked outlet in the bedroom',
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: PRICE_NOT,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh53-061',
    question: 'what would you charge to hang a ceiling fan where theres already a light fixture',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: PRICE_NOT,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh53-062',
    question: 'STANDBY GENERATOR FOR THE WHOLE HOUSE HOW MUCH ROUGHLY',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: PRICE_NOT,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh53-063',
    question: 'cost to add a 240 circuit in my garage for a welder',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: PRICE_NOT,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh53-064',
    question: 'half my kitchen outlets just stopped working, what does it cost to have someone come figure out why',
    intent: 'price',
    must: [TROUBLESHOOT_PRICE],
    mustNot: PRICE_NOT,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh53-065',
    question: 'um how much would it be to rewire a whole 1600 sq ft house from the 40s',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [...SINGLE_CIRCUIT_PRICE, UNKNOWN_JOB_PRICE, ...PRICE_NOT],
    next: PRICE_NEXT,
    note: 'Whole-house rewiring is not in the price table: no made-up range, the free on-site estimate instead.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh53-066', question: 'any chance you take jobs up in kalispell, near the airport', ...outOfArea([NEGATIVE_AREA]) },
  { id: 'fresh53-067', question: 'BOZEMAN?', ...outOfArea([NEGATIVE_AREA]) },
  { id: 'fresh53-068', question: 'my sister lives in sandpoint idaho, could you guys wire her new garage', ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh53-069',
    question: 'we have a cabin outside philipsburg that needs a new panel, do you go that far',
    ...outOfArea([[NEGATIVE_AREA, NOT_LISTED, DONT_KNOW]]),
    note: 'Granite County, near the edge and never named: "not sure, call us" is as right as "outside our area".',
  },
  {
    id: 'fresh53-070',
    question: 'st regis is only like an hour from you, any chance you come out there',
    ...outOfArea([[NEGATIVE_AREA, NOT_LISTED, DONT_KNOW]]),
    note: 'Mineral County, near the edge and never named: "not sure, call us" is as right as "outside our area".',
  },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh53-071', question: 'know a good plumber? need the kitchen sink redone', ...outOfScope() },
  { id: 'fresh53-072', question: 'whats the weather supposed to be in bonner this weekend', ...outOfScope() },
  { id: 'fresh53-073', question: 'do you guys sell firewood or know who does', ...outOfScope() },
  { id: 'fresh53-074', question: 'my iphone screen is cracked, can you fix it or nah', ...outOfScope() },
  { id: 'fresh53-075', question: 'write me a poem about the blackfoot river lol', ...outOfScope() },
];

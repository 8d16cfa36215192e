/**
 * The forty-first held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone.
 * Ranchers and farmers, cabin and lake-place owners, landlords and small business owners; short
 * and long, typos, all caps, filler, two questions in one.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page and the SMS consent
 * page) and the price table of the specification (assistant-and-admin.md, section 9); emergencies
 * follow the safety note (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Facts the site does not state (payment methods, a veterans' discount) get the honest "don't know,
 * call us", never an invented answer. A town inside the counties that the site never names
 * (Condon) gets "not sure, call us", never a yes. A job outside the price table (whole-house
 * rewiring, new construction) gets the free on-site estimate, never a made-up range.
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

/** Next steps for a price: the free estimate or a way to reach us. */
const PRICE_NEXT: readonly NextStep[] = ['estimate', 'call', 'contact'];

/** An honest "not sure" or "we don't list that": never a yes. */
const UNSURE: Fact = [NOT_LISTED, DONT_KNOW];

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** The three five-star testimonials of the home page ("What Our Customers Say"). */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial'];
/** Financing: subject to credit approval (financing page, terms). */
const CREDIT: Fact = ['credit approval', 'subject to credit', 'depend on your credit', 'depends on your credit', 'approved', 'approval'];
/** Financing: no prepayment penalty (financing page). */
const NO_PREPAYMENT_PENALTY: Fact = [
  'prepayment penalty',
  'pay off your balance early',
  'pay off the balance early',
  'pay it off early',
  'pay off early',
  'no penalty',
  'no extra cost',
  'without penalty',
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
  'once the work',
];
/** Terms, "Payment": larger projects may need a deposit. */
const DEPOSIT: Fact = ['deposit'];
/** Terms, "Estimates": a written estimate is valid for 30 days. */
const VALID_30_DAYS: Fact = ['30 days', 'thirty days'];
/** Emergency rates may apply after hours, weekends and holidays (emergency page, terms). */
const EMERGENCY_RATES: Fact = ['emergency rates', 'emergency rate', 'after-hours rate', 'after hours rate', 'higher rate', 'cost more', 'costs more', 'extra charge'];
/** Permits: we pull them (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const INSPECTION: Fact = ['inspection', 'inspected', 'inspector'];
const STOP: Fact = 'STOP';
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** Terms, "The online assistant": its prices are preliminary; only a written estimate sets a price. */
const PRELIMINARY: Fact = ['preliminary', 'not a quote', 'not a binding', "isn't a quote", 'is not a quote', 'general information', 'ballpark', 'rough', 'estimate only'];
const WRITTEN_ESTIMATE: Fact = ['written estimate', 'estimate in writing', 'written quote'];
/** Privacy policy and SMS consent page: we do not sell or share numbers. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell', 'never share'];
/** Warranty: a defect in our workmanship, fixed at no charge for labour. */
const WORKMANSHIP: Fact = ['workmanship', 'labor', 'labour'];
/** A percentage, as a made-up discount would carry. */
const PERCENT: Fact = { re: '\\d+\\s?%', label: 'a percentage', example: '10%' };

const TRANSFER: Fact = ['transfer switch', 'interlock', 'inlet'];
const GEN_DAYS: Fact = ['1 to 3 days', '1-3 days', 'one to three days'];
const PANEL_DAYS: Fact = ['one to two days', '1 to 2 days', '1-2 days', 'a day or two', 'one or two days'];
const EVERY_YEAR: Fact = ['every year', 'annual', 'yearly', 'once a year', 'each year'];
const KNOB_AND_TUBE: Fact = ['knob-and-tube', 'knob and tube'];
const REWIRE: Fact = ['rewire', 'rewiring'];
const SUBPANEL: Fact = ['subpanel', 'sub-panel', 'feeder'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
const DIMMER: Fact = ['dimmer'];
const OFF_HOURS: Fact = ['early mornings', 'early morning', 'evenings', 'weekends', 'after hours', 'outside your business hours', 'outside business hours', 'around your schedule'];
const THREE_PHASE: Fact = ['three-phase', 'three phase', '3-phase', '3 phase'];
const REPLACE: Fact = ['replace', 'replaced', 'replacing', 'replacement', 'upgrade', 'upgraded', 'upgrading', 'swap', 'new one', 'new panel'];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW];
/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
/** The "other and unknown" range: wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact = { range: [300, 1500] };

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_41_QUESTIONS: readonly VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh41-001', question: 'OUTLET IN THE BUNKHOUSE IS ON FIRE', ...emergency('fire') },
  {
    id: 'fresh41-002',
    question: 'so basically the cord to the tank heater in the barn caught and theres flames in the straw now, cant i just dump the water trough on it??',
    ...emergency('fire'),
    note: 'Flames now: get out and call 911 first; the visitor proposes water, the reply must not agree.',
  },
  { id: 'fresh41-003', question: 'smells like burning plastic down by the panel in the cabin crawlspace, no smoke that i can see', ...emergency('burning') },
  { id: 'fresh41-004', question: 'the switch for our porch light smells scorched and the cover plate went kinda brown', ...emergency('burning') },
  { id: 'fresh41-005', question: 'the outlet my truck block heater plugs into is real hot to the touch this morning', ...emergency('hot') },
  {
    id: 'fresh41-006',
    question: 'Breaker panel in my restaurant kitchen is warm and making a crackling noise. We open in an hour, can it wait till close?',
    ...emergency('hot'),
    note: 'Waiting it out is what the safety note forbids.',
  },
  { id: 'fresh41-007', question: 'i got a jolt off the metal shower handle at our rental cabin, is that an emergency', ...emergency('shock') },
  { id: 'fresh41-008', question: 'um every time my daughter touches the fridge door she gets a little tingle', ...emergency('shock') },
  { id: 'fresh41-009', question: 'MY NEIGHBOR GRABBED THE BROKEN WIRE AT THE WELL HOUSE AND HES LOCKED ON IT SHAKING', ...emergency('contact') },
  { id: 'fresh41-010', question: 'wind snapped a pole and the line is laying in the horse pasture, horses are out there', ...emergency('line-down') },
  {
    id: 'fresh41-011',
    question: 'wire down across the county road by our gate, should i drag it out of the way with a rope before somebody drives into it',
    ...emergency('line-down'),
  },
  { id: 'fresh41-012', question: 'we slid into a pole in the snow and the wires are laying on our car, me and my wife are inside, do we get out??', ...emergency('line-on-car') },
  { id: 'fresh41-013', question: 'the river came up and theres a foot of water in the cabin basement right where the panel is', ...emergency('water') },
  { id: 'fresh41-014', question: 'pipe burst upstairs and water is pouring down the wall and out of the light switch', ...emergency('water') },
  { id: 'fresh41-015', question: 'hail and wind ripped the mast off the roof, service wires dangling over the porch steps', ...emergency('storm-mast') },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh41-016', question: 'howdy', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh41-017', question: 'hey there!!', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh41-018', question: 'Good afternoon.', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh41-019', question: 'thx', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh41-020', question: 'ok thanks, that pretty much answers it', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh41-021', question: 'alright great, bye now', intent: 'smalltalk', must: [BYE], mustNot: NO_PRICE_TALK },

  // --- Business facts (19) ------------------------------------------------------------------
  { id: 'fresh41-022', question: 'phone #?', intent: 'business-fact', must: [PHONE], mustNot: SITE_SAYS },
  {
    id: 'fresh41-023',
    question: 'whats your email, and if i send pics of the job how fast do you usually get back to people',
    intent: 'business-fact',
    must: [EMAIL, ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
  },
  { id: 'fresh41-024', question: 'what time do u guys close on fridays', intent: 'business-fact', must: [CLOSES_5], mustNot: SITE_SAYS },
  {
    id: 'fresh41-025',
    question: 'Are you open Saturdays for regular non emergency stuff? I work all week',
    intent: 'business-fact',
    must: [WEEKDAYS, ALWAYS_OPEN],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'The office is Monday to Friday; emergencies are answered 24/7.',
  },
  {
    id: 'fresh41-026',
    question: 'if the power dies at like 2am on a sunday does a real person actually pick up, and does that cost extra',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, EMERGENCY_RATES, PHONE],
    mustNot: SITE_SAYS,
    note: 'Emergency service is 24/7; emergency rates may apply after hours, and the cost is given before any work.',
  },
  { id: 'fresh41-027', question: 'where r u guys out of', intent: 'business-fact', must: [BONNER], mustNot: SITE_SAYS },
  {
    id: 'fresh41-028',
    question: 'how long have you been in business and are you actually licensed and insured? my property manager needs to know before I hire anyone',
    intent: 'business-fact',
    must: [LICENSED_INSURED, YEARS_15],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh41-029',
    question: 'is the estimate free and how long is the price good for, we might not do it until spring',
    intent: 'business-fact',
    must: [FREE, VALID_30_DAYS],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Terms, "Estimates": free, and a written estimate is valid for 30 days unless it says otherwise.',
  },
  {
    id: 'fresh41-030',
    question: 'what kind of guarantee do you put on your work? last guy we had wouldnt come back',
    intent: 'business-fact',
    must: [ONE_YEAR, WORKMANSHIP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh41-031',
    question: 'do you want money up front or when youre done',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION, DEPOSIT],
    mustNot: SITE_SAYS,
    note: 'Terms, "Payment": due when the work is complete; larger projects may need a deposit.',
  },
  {
    id: 'fresh41-032',
    question: 'Looking at financing for a generator. Do you run my credit, and can I pay the thing off early without getting dinged?',
    intent: 'business-fact',
    must: [CREDIT, NO_PREPAYMENT_PENALTY],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh41-033',
    question: 'i own a rental in town, for a panel swap do i have to go get the permit myself or is that on you',
    intent: 'business-fact',
    must: [PERMIT, INSPECTION],
    mustNot: SITE_SAYS,
    note: 'We pull the permit and arrange the inspection.',
  },
  {
    id: 'fresh41-034',
    question: 'thinking of signing up for the appointment texts but wont that get my cell sold to spammers? how would i opt back out later',
    intent: 'business-fact',
    must: [NOT_SOLD, STOP],
    mustNot: SITE_SAYS,
  },
  { id: 'fresh41-035', question: 'got any reviews I can look at from people youve done work for', intent: 'business-fact', must: [REVIEWS], mustNot: SITE_SAYS },
  {
    id: 'fresh41-036',
    question: 'the price your little calculator thing spits out, is that what i will actually pay',
    intent: 'business-fact',
    must: [PRELIMINARY, WRITTEN_ESTIMATE],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
    next: REACH_US,
    note: "Terms: the assistant's ranges are preliminary; only a written estimate sets a price.",
  },
  { id: 'fresh41-037', question: 'do u come out to clinton', intent: 'business-fact', must: [yesInArea('Clinton')], mustNot: SITE_SAYS },
  {
    id: 'fresh41-038',
    question: 'we have a summer place up past Seeley in Condon, would you drive that far?',
    ...unlistedTown(),
    note: 'Condon is in Missoula County, but the site never names it: not sure, call us.',
  },
  {
    id: 'fresh41-039',
    question: 'do you guys give a veterans discount',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, NO_PRICE, PERCENT, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site says nothing about discounts: an honest "don\'t know, call us", never an invented discount.',
  },
  {
    id: 'fresh41-040',
    question: 'can i pay with a credit card or venmo',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site never says which payment methods are accepted.',
  },

  // --- Service (18) -------------------------------------------------------------------------
  {
    id: 'fresh41-041',
    question: 'just bought a tesla, can someone put a charger in my garage',
    intent: 'service',
    must: [YES],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh41-042',
    question: 'we got a hot tub coming in 2 weeks and it needs wiring. is that something yall handle',
    intent: 'service',
    must: [YES],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh41-043',
    question: 'my buddy says i can just run my portable generator into the dryer plug with a double male cord when the power goes out, thats fine right?',
    intent: 'service',
    must: [TRANSFER],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE, NO_INFO],
    next: SERVICE_NEXT,
    note: 'Generator FAQ: no; backfeeding can electrocute utility workers. An inlet with an interlock or transfer switch is the safe way.',
  },
  {
    id: 'fresh41-044',
    question: 'How many days does it take to put in a standby generator once we decide?',
    intent: 'service',
    must: [GEN_DAYS],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh41-045',
    question: 'need power run out to a new pole barn about 300 ft from the house, lights and a few outlets and maybe a welder',
    intent: 'service',
    must: [SUBPANEL],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: SERVICE_NEXT,
    note: 'Area pages: an underground feeder to the building, a subpanel, lights and outlets.',
  },
  {
    id: 'fresh41-046',
    question: 'our heifer barn tank heater trips its breaker pretty much every night below zero, could one of you come track that down',
    intent: 'service',
    must: [YES],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: [...PROBLEM_NEXT, 'estimate'],
    note: 'Ronan page: yes; often a damaged cord or a failing heater, and the heaters need a proper outdoor circuit.',
  },
  {
    id: 'fresh41-047',
    question: 'the 1920s house we just closed on still has knob and tube in the upstairs. you guys deal with that?',
    intent: 'service',
    must: [YES, [KNOB_AND_TUBE, REWIRE]],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh41-048',
    question: 'if we do the panel upgrade how long will we be without power, I work from home',
    intent: 'service',
    must: [PANEL_DAYS],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh41-049',
    question: 'home inspector flagged our Zinsco panel. do we really have to replace it or is he just being dramatic',
    intent: 'service',
    must: [REPLACE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: SERVICE_NEXT,
    note: 'Panel page: a Federal Pacific or Zinsco panel is a sign you need an upgrade.',
  },
  {
    id: 'fresh41-050',
    question: 'could you light up our dock and the path down to the lake at our polson place',
    intent: 'service',
    must: [YES],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh41-051',
    question: 'the outlet w the little test/reset buttons in the bathroom wont reset anymore. whats up with that',
    intent: 'service',
    must: [REPLACE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: [...PROBLEM_NEXT, 'estimate'],
    note: 'GFCI FAQ: if it does not trip on TEST, or will not reset, have it replaced.',
  },
  {
    id: 'fresh41-052',
    question: 'Put LED bulbs in the dining room and now they flicker and buzz on the dimmer. Annoying. Why?',
    intent: 'service',
    must: [DIMMER],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: [...PROBLEM_NEXT, 'estimate'],
    note: 'LED FAQ: the dimmer may not be LED-compatible; an electrician can replace it.',
  },
  {
    id: 'fresh41-053',
    question: 'I manage a small strip mall on Reserve, how often should the electrical get inspected',
    intent: 'service',
    must: [EVERY_YEAR],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh41-054',
    question: 'we run a cafe and cant shut down during the day, any chance the rewiring can happen after we close',
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: SERVICE_NEXT,
    note: 'Commercial FAQ: disruptive work can often be scheduled for early mornings, evenings or weekends.',
  },
  {
    id: 'fresh41-055',
    question: 'got a small sawmill operation, need 3 phase for a new edger. do you do that kind of work',
    intent: 'service',
    must: [THREE_PHASE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh41-056',
    question: 'lightning last summer fried our well pump controller and the furnace board. is there something you can put in so that doesnt happen again',
    intent: 'service',
    must: [SURGE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: SERVICE_NEXT,
    note: 'Stevensville page: whole-home surge protection at the panel guards well pumps, furnaces and electronics.',
  },
  {
    id: 'fresh41-057',
    question: 'do you install solar panels? thinking about putting some on the shop roof',
    intent: 'service',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site lists no solar installation: not a yes; not sure, call us.',
  },
  {
    id: 'fresh41-058',
    question: 'can one of your guys come fix the electric fence for my cattle, charger quit clicking',
    intent: 'service',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site never lists electric fences: not a yes; not sure, call us.',
  },

  // --- Price (7) ----------------------------------------------------------------------------
  {
    id: 'fresh41-059',
    question: 'ballpark for going from 100 amp to 200 amp',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: PRICE_NEXT,
  },
  {
    id: 'fresh41-060',
    question: 'roughly what do you charge to replace one outlet',
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: PRICE_NEXT,
  },
  {
    id: 'fresh41-061',
    question: 'How much to hang a ceiling fan in the bedroom where theres already a light fixture?',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: PRICE_NEXT,
  },
  {
    id: 'fresh41-062',
    question: 'whole house propane generator so the well keeps going in an outage... what are we looking at $$',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: PRICE_NEXT,
  },
  {
    id: 'fresh41-063',
    question: 'cost to add a 240 circuit in the garage for my welder?',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: PRICE_NEXT,
  },
  {
    id: 'fresh41-064',
    question: 'what would it run to rewire a whole old farmhouse, 2 stories, maybe 1800 sq ft, some of it still on fuses',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [UNKNOWN_JOB_PRICE, ...SINGLE_CIRCUIT_PRICE, ESTIMATOR_MISFIRE, NO_INFO],
    next: PRICE_NEXT,
    note: 'The site publishes no price for whole-house rewiring: a free on-site estimate, no made-up range.',
  },
  {
    id: 'fresh41-065',
    question: 'building a new house outside lolo next year, how much do you charge to wire the whole thing',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [NO_PRICE, ESTIMATOR_MISFIRE, NO_INFO],
    next: PRICE_NEXT,
    note: 'New construction wiring has no published price: a free on-site estimate, no dollar figure.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh41-066', question: 'do you service kalispell', ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh41-067',
    question: 'my parents have an old house in Butte that needs a new panel, would you guys come over there',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh41-068',
    question: 'lake place in bigfork on the east shore. i saw you do polson so maybe??',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Bigfork is in Flathead County, never named by the site: outside the area or "not sure, call us", never a yes.',
  },
  { id: 'fresh41-069', question: 'Philipsburg?', ...outOfArea([OUTSIDE_OR_UNSURE]), note: 'Granite County, never named by the site.' },
  {
    id: 'fresh41-070',
    question: 'opening a second shop location in helena, could yall do the tenant finish there too',
    ...outOfArea([NEGATIVE_AREA]),
  },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh41-071', question: 'can you fix a leaky kitchen faucet while youre out here anyway', ...outOfScope() },
  { id: 'fresh41-072', question: 'do you guys plow driveways in the winter', ...outOfScope() },
  { id: 'fresh41-073', question: 'hey random q but did the griz win last weekend', ...outOfScope() },
  { id: 'fresh41-074', question: 'need the chimney swept on our wood stove before it gets cold, who does that', ...outOfScope() },
  { id: 'fresh41-075', question: 'wind tore a bunch of shingles off the roof, do you do roofing', ...outOfScope() },
];

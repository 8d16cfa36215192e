/**
 * The twenty-second held-out set of visitor questions for the assistant, written apart from the
 * other sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page) and the price table of
 * the specification (assistant-and-admin.md, section 9); emergencies follow the safety note
 * (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns the site names are answered "yes"; towns of the three counties it never names (Corvallis,
 * Condon) get "not sure, call us"; towns outside the counties are out of area, and for one close to
 * the edge that the site never names (Ovando, Superior) "not sure, call us" is as right as "outside".
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
  FREE_ESTIMATE,
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

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** The three five-star testimonials of the home page ("What Our Customers Say"). */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial'];
/** Financing page: financing for larger projects, subject to credit approval. */
const FINANCING: Fact = ['financing', 'finance', 'monthly payments', 'payment plan'];
const CREDIT: Fact = ['credit approval', 'subject to credit', 'depend on your credit', 'depends on your credit', 'approved'];
/** Terms, "Payment": due when the work is complete. */
const PAID_ON_COMPLETION: Fact = [
  'when the work is complete',
  'when the work is done',
  'when the work is finished',
  'when the job is done',
  'when the job is complete',
  'on completion',
  'upon completion',
  'once the work is done',
  'once the job is done',
];
const DEPOSIT: Fact = ['deposit'];
/** Permits: we pull them (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const INSPECTION: Fact = ['inspection', 'inspected', 'inspector'];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** Terms, "Text messages": reply STOP; privacy policy: we do not sell or rent personal information. */
const STOP: Fact = 'STOP';
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell'];
/** The home page's tools ("Three tools in one assistant"): the troubleshooter. */
const TROUBLESHOOTER: Fact = ['troubleshooter', 'troubleshooting tool', 'guided diagnosis'];
/** No, with a reason: not on a Saturday (office hours are Monday to Friday). */
const NOT_SATURDAY: Fact = [WEEKDAYS, 'closed on saturday', 'closed saturday', 'not open on saturday', "aren't open on saturday"];

const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'inlet'];
const BACKFEED_NO: Fact = ['no', 'never', 'not safe', 'unsafe', 'backfeed', 'backfeeding', 'dangerous'];
const GEN_DAYS: Fact = ['1 to 3 days', '1-3 days', 'one to three days'];
const PANEL_DAYS: Fact = ['one to two days', '1 to 2 days', '1-2 days', 'a day or two', 'one or two days'];
const HOME_INSPECTION_EVERY: Fact = ['3 to 5 years', '3-5 years', 'three to five years'];
const TRIP_CAUSES: Fact = ['too many', 'overload', 'overloaded', 'faulty', 'short circuit', 'ground fault', 'short'];
const KNOB_AND_TUBE: Fact = ['knob-and-tube', 'knob and tube', 'rewire', 'rewiring'];
const SUBPANEL: Fact = ['subpanel', 'sub-panel', 'feeder'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
const DIMMER: Fact = ['dimmer'];
const THREE_PHASE: Fact = ['three-phase', '3-phase', 'three phase'];
/** A job the site does not list: not a "yes", an honest "not sure, call us". */
const NOT_A_LISTED_SERVICE: Fact = [
  DONT_KNOW,
  'not one of the services',
  "isn't one of the services",
  'not listed',
  "isn't listed",
  "don't list",
  'do not list',
  'check with us',
  'call to confirm',
  'call us to confirm',
  "can't confirm",
  'cannot confirm',
];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW];
/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
/** The "other and unknown" range: wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact = { range: [300, 1500] };
/** Priced only on a visit: no single-circuit or "other" range passed off as its price. */
const NO_MADE_UP_RANGE: Fact[] = [...SINGLE_CIRCUIT_PRICE, UNKNOWN_JOB_PRICE];

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_22_QUESTIONS: readonly VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh22-001', question: 'flames coming out of the wall plug by the christmas tree, kids are in the next room', ...emergency('fire') },
  {
    id: 'fresh22-002',
    question: 'SMOKE POURING OUT OF THE METER BOX ON THE SIDE OF THE CABIN can i put it out with the garden hose',
    ...emergency('fire'),
    note: 'The visitor proposes water on an electrical fire: the reply must not agree.',
  },
  { id: 'fresh22-003', question: 'so basically the breaker panel in the garage smells like burnt toast and one breaker looks black', ...emergency('burning') },
  { id: 'fresh22-004', question: 'scorch marks around the dryer outlet and a weird fish smell, nothing on fire tho', ...emergency('burning') },
  { id: 'fresh22-005', question: 'the switch for the bathroom fan is warm enough that i noticed it through my hand??', ...emergency('hot') },
  {
    id: 'fresh22-006',
    question: 'Good evening. The outlet my grandson uses for his gaming computer is hot and making a faint crackling noise. Is it alright to leave it until a weekday?',
    ...emergency('hot'),
    note: 'Keeping it in use until later is what the safety note forbids.',
  },
  { id: 'fresh22-007', question: 'got bit by the fridge handle, like a real jolt up my arm', ...emergency('shock') },
  { id: 'fresh22-008', question: 'i feel tingling when i touch the metal shower valve and the tub at the same time', ...emergency('shock') },
  { id: 'fresh22-009', question: 'my husband grabbed the chainsaw cord and its shorting and hes shaking and cant let go of it', ...emergency('contact') },
  { id: 'fresh22-010', question: 'big limb brought the wires down in the pasture behind the barn and the horses are out', ...emergency('line-down') },
  { id: 'fresh22-011', question: 'theres a power line laying across the road in front of our house near lolo its buzzing', ...emergency('line-down') },
  { id: 'fresh22-012', question: 'crashed into a pole, wire came down on top of the car, my wife and i are ok and still inside', ...emergency('line-on-car') },
  { id: 'fresh22-013', question: 'sump pump quit and theres like 4 inches of water in the basement, extension cords are floating', ...emergency('water') },
  { id: 'fresh22-014', question: 'ice dam melted and water is running down the wall into the electrical panel right now', ...emergency('water') },
  { id: 'fresh22-015', question: 'wind tore the service mast half off the roof and the wires to the house are hanging low over the driveway', ...emergency('storm-mast') },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh22-016', question: 'hey hey', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh22-017', question: 'Good afternoon!', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh22-018', question: 'thanks a bunch you guys rock', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh22-019', question: 'ok appreciate it', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh22-020', question: 'alright thats all i needed, bye for now', intent: 'smalltalk', must: [BYE], mustNot: NO_PRICE_TALK },
  { id: 'fresh22-021', question: 'howdy neighbor', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },

  // --- Business facts (19) ------------------------------------------------------------------
  {
    id: 'fresh22-022',
    question: 'whats the best number to reach you at, and do you have an email too',
    intent: 'business-fact',
    must: [PHONE, EMAIL],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh22-023',
    question: 'are u open saturdays? and what time do you open on a normal weekday',
    intent: 'business-fact',
    must: [NOT_SATURDAY, OPENS_7],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    note: 'Office hours are Monday to Friday 7 AM to 5 PM; only emergency service runs on weekends.',
  },
  {
    id: 'fresh22-024',
    question: 'where exactly is your shop?',
    intent: 'business-fact',
    must: [BONNER],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh22-025',
    question: 'How many years has your company been doing electrical work around here',
    intent: 'business-fact',
    must: [YEARS_15],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh22-026',
    question: 'r u guys actually licensed and insured or just handymen',
    intent: 'business-fact',
    must: [LICENSED_INSURED],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh22-027',
    question: 'do I have to pay for someone to come look at the job and tell me what it costs',
    intent: 'business-fact',
    must: [FREE_ESTIMATE],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    note: 'The estimate is free: "yes, you pay" would be wrong.',
  },
  {
    id: 'fresh22-028',
    question: 'what kind of guarantee is on your work if something goes wrong a few months later',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh22-029',
    question: 'um when do i pay, like up front or after',
    intent: 'business-fact',
    must: [[PAID_ON_COMPLETION, DEPOSIT]],
    mustNot: SITE_SAYS,
    note: 'Terms: due when the work is complete; larger projects may need a deposit.',
  },
  {
    id: 'fresh22-030',
    question: 'can we make monthly payments on a standby generator instead of paying it all at once',
    intent: 'business-fact',
    must: [FINANCING, CREDIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh22-031',
    question: 'who pulls the permit, me or you? county said I need one for the new panel',
    intent: 'business-fact',
    must: [PERMIT, [INSPECTION, 'we pull', 'we obtain', 'we handle', 'we take care']],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh22-032',
    question: 'I filled out the contact form yesterday morning, how long till someone gets back to me',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh22-033',
    question: 'if i sign up for the text messages are you going to sell my number? and how do i make them stop',
    intent: 'business-fact',
    must: [NOT_SOLD, STOP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh22-034',
    question: 'any reviews from real customers?',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh22-035',
    question: 'what does the troubleshooter thing on your home page actually do, is it a person',
    intent: 'business-fact',
    must: [TROUBLESHOOTER, ['guided', 'step through', 'steps', 'diagnosis', 'diagnose', 'flickering', 'tripping', 'dead outlet', 'burning smell', 'how urgent']],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
  },
  {
    id: 'fresh22-036',
    question: 'do yall pick up the phone at 2am if something goes wrong or is that just voicemail',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    note: 'The emergency line answers 24/7; emergency rates may apply, which a reply may add.',
  },
  {
    id: 'fresh22-037',
    question: 'florance mt? do you come out that far',
    intent: 'business-fact',
    must: [yesInArea('Florence')],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh22-038',
    question: 'we live out past Corvallis on the east side, would you drive out to us',
    ...unlistedTown(),
    note: 'Corvallis is in Ravalli County but the site never names it.',
  },
  {
    id: 'fresh22-039',
    question: 'do you give any kind of senior or veteran discount? im 78 and on a fixed income',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, NO_PRICE, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site says nothing about discounts: honest "not sure", never an invented discount.',
  },
  {
    id: 'fresh22-040',
    question: 'Does anyone on your crew speak Spanish? My father is more comfortable in Spanish',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site says nothing about the languages its staff speak.',
  },

  // --- Service (18) -------------------------------------------------------------------------
  {
    id: 'fresh22-041',
    question: 'just bought a Rivian, can you put a charger in my detached garage',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh22-042',
    question: 'HOT TUB WIRING????',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh22-043',
    question: 'our place in the university district still has some of that old knob and tube stuff in the attic, is that something you replace',
    intent: 'service',
    must: [YES, KNOB_AND_TUBE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh22-044',
    question: 'need 2 ceiling fans hung in the bedrooms, the boxes are already there',
    intent: 'service',
    must: [YES],
    mustNot: [...SITE_SAYS],
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh22-045',
    question: 'what even is a gfci and does my laundry room need one',
    intent: 'service',
    must: [GFCI, ['laundry', 'wet', 'damp']],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh22-046',
    question: 'Our 1950s farmhouse outside Stevensville still runs on screw-in fuses. Can that be swapped for breakers?',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh22-047',
    question: 'so can i just run a cord from my portable generator into the dryer plug when the power goes out',
    intent: 'service',
    must: [BACKFEED_NO, TRANSFER],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    note: 'Generator FAQ: never backfeed through an outlet; an inlet with an interlock or a transfer switch.',
  },
  {
    id: 'fresh22-048',
    question: 'how many days does it take to put in a whole house standby generator once you start',
    intent: 'service',
    must: [GEN_DAYS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh22-049',
    question: 'if we do the panel swap how long will we be without power, I work from home',
    intent: 'service',
    must: [PANEL_DAYS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh22-050',
    question: 'rough idea how long a full rewire takes on a two story house? not asking price',
    intent: 'service',
    must: [REWIRE_DAYS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh22-051',
    question: 'how often should someone actually come check the wiring in a regular house',
    intent: 'service',
    must: [HOME_INSPECTION_EVERY],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh22-052',
    question: 'my kitchen breaker pops every time the microwave and toaster run together. why',
    intent: 'service',
    must: [TRIP_CAUSES],
    mustNot: [...SITE_SAYS, { claim: 'bigger breaker' }, { claim: 'hold it on' }],
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh22-053',
    question: 'new LED bulbs flicker like crazy when i turn the dimmer down in the dining room, whats going on',
    intent: 'service',
    must: [DIMMER],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh22-054',
    question: 'We are opening a small brewery in Missoula and need three phase for the brewhouse equipment - is that work you take on?',
    intent: 'service',
    must: [YES, THREE_PHASE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh22-055',
    question: 'need power run out to the horse barn about 200 ft from the house near hamilton, maybe a little panel out there',
    intent: 'service',
    must: [SUBPANEL],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh22-056',
    question: 'lightning fried our tv and router last summer, is there something for the whole house to stop that',
    intent: 'service',
    must: [SURGE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh22-057',
    question: 'do you install solar panels on the roof',
    intent: 'service',
    must: [NOT_A_LISTED_SERVICE, PHONE],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: ['call', 'contact'],
    note: 'Solar is not among the services the site lists (only in an image description): not a yes.',
  },
  {
    id: 'fresh22-058',
    question: 'thinking about one of those tesla powerwall battery things for outages, is that you guys or someone else',
    intent: 'service',
    must: [NOT_A_LISTED_SERVICE, PHONE],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: ['call', 'contact'],
    note: 'Home batteries are not listed (standby generators are): not sure, call us; mentioning generators is fine.',
  },

  // --- Price (7) ----------------------------------------------------------------------------
  {
    id: 'fresh22-059',
    question: 'ballpark for going from 100 amp to 200 amp service panel?',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  {
    id: 'fresh22-060',
    question: 'what would you charge to replace one old outlet in the hallway',
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  {
    id: 'fresh22-061',
    question: 'ceiling fan install cost? theres already a light there',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  {
    id: 'fresh22-062',
    question: 'So how much are we talking for a propane standby generator for a 3 bedroom house in Victor',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  {
    id: 'fresh22-063',
    question: 'price to add a 240 circuit for my welder in the shop',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
  },
  {
    id: 'fresh22-064',
    question: 'how much does it cost to rewire an entire 1920s house, roughly 1600 sq ft',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [...NO_MADE_UP_RANGE, ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
    note: 'No whole-house rewiring price on the site: the free on-site estimate, no single-circuit range; what drives the cost may be named.',
  },
  {
    id: 'fresh22-065',
    question: 'were building a new house up the Blackfoot next spring. what do you charge to wire the whole thing',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [...NO_MADE_UP_RANGE, ESTIMATOR_MISFIRE, NO_INFO],
    next: 'estimate',
    note: 'New construction has no figure on the site: the free estimate, never a made-up range.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh22-066', question: 'do you service kalispell? my rental needs a new panel', ...outOfArea([NEGATIVE_AREA]) },
  { id: 'fresh22-067', question: 'Any chance you travel to Butte for a commercial job', ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh22-068',
    question: 'cabin near ovando off hwy 200, is that too far for you',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Ovando is in Powell County, close to the edge, and never named by the site.',
  },
  {
    id: 'fresh22-069',
    question: 'hi im in superior mt, would you come over the pass',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Superior is in Mineral County, next to Missoula County, and never named by the site.',
  },
  { id: 'fresh22-070', question: "we're in coeur d'alene idaho do you work over here", ...outOfArea([NEGATIVE_AREA]) },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh22-071', question: 'my kitchen faucet drips all night can you fix that', ...outOfScope() },
  { id: 'fresh22-072', question: 'is it gonna snow in missoula this weekend', ...outOfScope() },
  { id: 'fresh22-073', question: 'Can someone clean out our gutters before winter?', ...outOfScope() },
  { id: 'fresh22-074', question: 'know a good roofer in the bitterroot? ours retired', ...outOfScope() },
  { id: 'fresh22-075', question: 'can you guys fix a cracked phone screen', ...outOfScope() },
];

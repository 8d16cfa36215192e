/**
 * The twenty-eighth held-out set of visitor questions for the assistant, written apart from the
 * other sets and never tuned on: 75 messages as strangers type them into the chat bubble on a
 * phone in western Montana: ranchers, cabin owners, a restaurant, a mill, renters and people in a
 * hurry. Fragments, typos, all caps, emoji, follow-ups with no context, two questions in one, and
 * a few long stories.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page) and the price table of
 * the specification (assistant-and-admin.md, section 9); emergencies follow the safety note
 * (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Facts the site does not state (which cards we take, a senior discount) and jobs it does not list
 * (solar panels, a heated driveway) are labelled with the honest "not sure, call us", never a yes.
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
  ESTIMATOR_MISFIRE,
  FREE_ESTIMATE,
  GREET,
  NEGATIVE_AREA,
  NO_INFO,
  NO_PRICE,
  OFFER_HELP,
  ONE_YEAR,
  OPENS_7,
  OUTLET_PRICE,
  PANEL_PRICE,
  PHONE,
  STARTS_WITH_YES,
  YES,
  yesInArea,
  WEEKDAYS,
  WELCOME,
  type Fact,
  type NextStep,
  type VisitorQuestion,
} from './visitor-questions.ts';
import { emergency, NO_PRICE_TALK, NOT_LISTED, outOfArea, outOfScope, PROBLEM_NEXT, REACH_US, SERVICE_NEXT, SITE_SAYS, unlistedTown } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** Insured (business.json licence, FAQ "Are you licensed and insured?"). */
const INSURED: Fact = ['insured', 'insurance'];
/** Estimates cost nothing (business.json estimates, FAQ "costs-estimates", terms "Estimates"). */
const ESTIMATE_FREE: Fact = [FREE_ESTIMATE, 'no charge', 'free of charge', "don't charge", 'do not charge', 'at no cost'];
/** Terms, "Warranty of workmanship": defects in our workmanship within a year, fixed at no charge for labour. */
const WORKMANSHIP: Fact = ['workmanship', 'our work', 'labor', 'labour'];
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
/** Financing page: financing for larger projects, no prepayment penalty. */
const FINANCING: Fact = ['financing', 'finance'];
const NO_PREPAYMENT_PENALTY: Fact = ['prepayment penalty', 'pay off your balance early', 'pay it off early', 'pay off early', 'pay off the balance early', 'pay it off sooner'];
/** Permits: we pull them and arrange the inspection (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const WE_PULL: Fact = [
  'we pull',
  "we'll pull",
  'we will pull',
  'we obtain',
  'we handle',
  "we'll handle",
  'we take care',
  "we'll take care",
  'we get the',
  'we apply',
  'we arrange',
  'handled for you',
  'handle the permit',
  'part of the job',
  'included',
];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** The text-message consent page and terms: reply STOP. */
const STOP: Fact = 'STOP';
/** Privacy policy: we do not sell or rent personal information, nor share the mobile number for others' marketing. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "don't share", 'do not share', 'never share', 'not share', "don't rent", 'do not rent'];
/** The three five-star testimonials of the home page ("What Our Customers Say"). */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial'];
/** A town the site names said to be outside the area: false. */
const WRONG_OUTSIDE: Fact = ['outside our service area', 'not in our service area', 'outside the area', 'outside our area'];
/** The assistant's cost calculator (home page, "Three tools in one assistant"; the Estimate tab). */
const CALCULATOR: Fact = ['cost calculator', 'calculator', 'estimate tab', 'estimator', 'preliminary price range', 'preliminary range', 'preliminary estimate'];
/** Something the site does not say: the honest answer, never an invented policy. */
const UNSURE: Fact = [DONT_KNOW, NOT_LISTED, "doesn't say", "doesn't list", 'does not list', "doesn't mention", 'does not mention', 'best to ask', 'ask us', 'ask the office'];
/** An invented answer given first: "We accept all major cards", "We take Visa". */
const CARDS_FIRST: Fact = { re: '^\\W*(we (accept|take)|all major)', label: 'says first that we take cards', example: 'We accept all major cards.' };
/** An invented discount: a percentage off. */
const PERCENT_OFF: Fact = { re: '\\b\\d{1,2}\\s?(%|percent)', label: 'a percentage off', example: '10% off' };
/** Saying we are open on Saturdays: false, the office is Monday to Friday. */
const OPEN_SATURDAY: Fact[] = [{ claim: 'open on saturday' }, { claim: 'open saturday' }];

const CIRCUIT_OR_PANEL: Fact = ['circuit', 'panel'];
const INLET: Fact = ['transfer switch', 'interlock', 'inlet'];
const DANGER: Fact = ['backfeed', 'backfeeding', 'back-feed', 'back-feeding', 'dangerous', 'unsafe', 'not safe', "isn't safe", 'electrocute', 'deadly'];
const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
const REQUIRED: Fact = ['required', 'requires', 'require', 'code', 'need'];
const AUTOMATIC: Fact = ['automatic', 'automatically', 'on its own', 'by itself'];
const TRANSFER: Fact = ['transfer switch', 'interlock'];
const EVERY_3_TO_5: Fact = ['3 to 5 years', '3-5 years', 'three to five years', 'every 3', 'every three'];
const PANEL_DAYS: Fact = ['one to two days', '1 to 2 days', '1-2 days', 'a day or two', 'one or two days'];
const DIMMER: Fact = ['dimmer'];
const COMPATIBLE: Fact = ['compatible', 'not rated', 'rated for LED', 'made for LED', 'designed for LED'];
const OVERLOAD: Fact = ['dedicated circuit', 'own circuit', 'separate circuit', 'new circuit', 'added circuit', 'another circuit', 'overload', 'too many', 'too much'];

/** Next steps for a price question: the free estimate or a way to reach us. */
const PRICE_NEXT: readonly NextStep[] = ['estimate', 'call', 'contact'];
const LOOSE_CONNECTION: Fact = ['loose connection', 'loose or corroded', 'service', 'neutral'];
const FEEDER: Fact = ['feeder', 'underground', 'subpanel', 'sub-panel', 'trench'];
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
  'when you are closed',
  "when you're closed",
];
const THREE_PHASE: Fact = ['three-phase', 'three phase', '3-phase', '3 phase'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
const ANNUAL: Fact = ['annual', 'yearly', 'every year', 'once a year', 'each year'];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW];
/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
const LIGHT_PRICE: Fact = { range: [100, 400] };

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_28_QUESTIONS: readonly VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh28-001', question: 'FIRE coming out of the outlet in the kids room!!!', ...emergency('fire') },
  {
    id: 'fresh28-002',
    question: 'um so the extension cord under the rug is on fire, small flames, can i dump my water bottle on it',
    ...emergency('fire'),
    note: 'The visitor proposes water on an electrical fire: the reply must not agree, and must send everyone out and to 911 first.',
  },
  { id: 'fresh28-003', question: 'smells like burnt plastic by the panel in the garage, dont see any smoke tho', ...emergency('burning') },
  { id: 'fresh28-004', question: 'bedroom outlet cover is black around the holes and stinks like something burning', ...emergency('burning') },
  { id: 'fresh28-005', question: 'dimmer switch in the living room is super hot to touch rn', ...emergency('hot') },
  {
    id: 'fresh28-006',
    question: 'the plug on our chest freezer is hot and the outlet feels warm too. can we keep it running till tmrw? dont want to lose 200 lbs of elk',
    ...emergency('hot'),
    note: 'Keeping it in use until later is what the safety note forbids.',
  },
  { id: 'fresh28-007', question: 'i got shocked from the shower faucet 😳 like a real jolt', ...emergency('shock') },
  { id: 'fresh28-008', question: 'dryer door zaps my wife every time she touches it, just did it again', ...emergency('shock') },
  { id: 'fresh28-009', question: 'guy on our job site is stuck to a live wire, cant let go, hes shaking HELP', ...emergency('contact') },
  { id: 'fresh28-010', question: 'theres a power line on the ground in the back pasture and the horses are right there', ...emergency('line-down') },
  { id: 'fresh28-011', question: 'wind dropped a line onto our wire fence and the fence is buzzing', ...emergency('line-down') },
  { id: 'fresh28-012', question: 'power line came down across my car im still in it what do i do', ...emergency('line-on-car') },
  {
    id: 'fresh28-013',
    question: 'creek came up into the crawlspace and now the water is over the extension cords for the sump pump. should i go down and unplug them',
    ...emergency('water'),
  },
  { id: 'fresh28-014', question: 'ceiling leak dripping water straight into the hallway light fixture', ...emergency('water') },
  { id: 'fresh28-015', question: 'wind tore the mast off the roof and the wires are hanging over the back deck', ...emergency('storm-mast') },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh28-016', question: 'hey', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh28-017', question: 'hello? anyone there', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh28-018', question: 'good evening!', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh28-019', question: 'thx a bunch 👍', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh28-020', question: 'appreciate the help, yall have a good one', intent: 'smalltalk', must: [[WELCOME, BYE]], mustNot: NO_PRICE_TALK },
  { id: 'fresh28-021', question: 'ok bye', intent: 'smalltalk', must: [BYE], mustNot: NO_PRICE_TALK },

  // --- Business facts (19) ------------------------------------------------------------------
  {
    id: 'fresh28-022',
    question: 'number and email pls',
    intent: 'business-fact',
    must: [PHONE, EMAIL],
    mustNot: SITE_SAYS,
    note: 'Two questions in one: both the phone number and the e-mail address (business.json).',
  },
  {
    id: 'fresh28-023',
    question: 'what time do u open in the morning.. and saturdays?',
    intent: 'business-fact',
    must: [OPENS_7, WEEKDAYS],
    mustNot: [...SITE_SAYS, ...OPEN_SATURDAY],
    note: 'Office hours Monday to Friday, 7:00 AM to 5:00 PM: no Saturday hours (the 24/7 line is for emergencies).',
  },
  {
    id: 'fresh28-024',
    question: 'if something goes wrong at like 2am on a sunday does anybody actually pick up',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    note: 'Emergency service 24/7, including nights, weekends and holidays, on the one number (business.json, emergency page).',
  },
  { id: 'fresh28-025', question: 'where are you guys based', intent: 'business-fact', must: [BONNER], mustNot: SITE_SAYS },
  {
    id: 'fresh28-026',
    question: 'how long have yall been doing this and r u insured',
    intent: 'business-fact',
    must: [YEARS_15, INSURED],
    mustNot: SITE_SAYS,
    note: 'Two questions in one: more than 15 years, licensed and insured.',
  },
  {
    id: 'fresh28-027',
    question: 'do you charge to come look at it and give a quote',
    intent: 'business-fact',
    must: [ESTIMATE_FREE],
    mustNot: [...SITE_SAYS, NO_PRICE],
    next: REACH_US,
    note: 'Estimates are free (business.json, FAQ, terms): no fee to name.',
  },
  {
    id: 'fresh28-028',
    question: 'what if something u installed quits working after a few months, is there a guarantee',
    intent: 'business-fact',
    must: [ONE_YEAR, WORKMANSHIP],
    mustNot: SITE_SAYS,
    note: 'One-year workmanship warranty; materials carry the manufacturer warranty (terms).',
  },
  {
    id: 'fresh28-029',
    question: 'do i gotta pay up front or after ur done',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION],
    mustNot: SITE_SAYS,
    note: 'Terms, "Payment": due when the work is complete; larger projects may need a deposit.',
  },
  {
    id: 'fresh28-030',
    question: 'Can we finance the generator, and if we do is there a penalty for paying it off early?',
    intent: 'business-fact',
    must: [FINANCING, NO_PREPAYMENT_PENALTY],
    mustNot: SITE_SAYS,
    note: 'Financing page: generators qualify, subject to credit approval, no prepayment penalty.',
  },
  {
    id: 'fresh28-031',
    question: 'so who gets the permit, me or you guys',
    intent: 'business-fact',
    must: [PERMIT, WE_PULL],
    mustNot: SITE_SAYS,
    note: 'FAQ and terms: we obtain the permit and arrange the inspection.',
  },
  {
    id: 'fresh28-032',
    question: 'sent an email yesterday afternoon, how long til someone gets back to me',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh28-033',
    question: 'how do i make the appointment texts stop',
    intent: 'business-fact',
    must: [STOP],
    mustNot: SITE_SAYS,
    note: 'SMS consent page and terms: reply STOP.',
  },
  {
    id: 'fresh28-034',
    question: 'if i fill out ur form r u gonna sell my number to a bunch of telemarketers',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
    note: 'Privacy policy: we do not sell or rent personal information.',
  },
  { id: 'fresh28-035', question: 'got any reviews? are u guys actually any good lol', intent: 'business-fact', must: [REVIEWS], mustNot: SITE_SAYS },
  {
    id: 'fresh28-036',
    question: 'do u go down as far as victor',
    intent: 'business-fact',
    must: [yesInArea('Victor')],
    mustNot: [...SITE_SAYS, WRONG_OUTSIDE],
    next: REACH_US,
    note: 'Victor is one of the towns of business.json and the Ravalli County page.',
  },
  {
    id: 'fresh28-037',
    question: 'corvallis??',
    ...unlistedTown(),
    note: 'Corvallis is in Ravalli County, but no page of the site names it: not sure, call us.',
  },
  {
    id: 'fresh28-038',
    question: 'do you take credit cards or is it check only',
    intent: 'business-fact',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, CARDS_FIRST, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site says when payment is due but never which methods are accepted: an honest "not sure", never an invented list.',
  },
  {
    id: 'fresh28-039',
    question: 'my dad is 78, any kind of senior discount?',
    intent: 'business-fact',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, PERCENT_OFF, NO_PRICE, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'No discount of any kind is on the site: not sure, call us.',
  },
  {
    id: 'fresh28-040',
    question: 'is there a price calculator thing on this site or do i have to call',
    intent: 'business-fact',
    must: [CALCULATOR],
    mustNot: SITE_SAYS,
    note: 'Home page "Three tools in one assistant": the Cost Calculator gives a preliminary price range.',
  },

  // --- Service questions (18) ---------------------------------------------------------------
  {
    id: 'fresh28-041',
    question: 'can you put a tesla charger in my garage? house is in lolo',
    intent: 'service',
    must: [YES, CIRCUIT_OR_PANEL],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'EV chargers (residential page, Missoula page): we check the panel has room for its circuit. Lolo is in the area.',
  },
  {
    id: 'fresh28-042',
    question: 'we bought an old house on the northside and the inspector said knob and tube. is that something u replace',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Missoula page: knob-and-tube replacement, room by room.',
  },
  { id: 'fresh28-043', question: 'hot tub wiring?', intent: 'service', must: [YES], mustNot: SITE_SAYS, next: SERVICE_NEXT, note: 'Residential page, "Specialty Services".' },
  {
    id: 'fresh28-044',
    question: 'can i just plug my portable generator into the dryer outlet with one of those double male cords when the power goes out',
    intent: 'service',
    must: [INLET, DANGER],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES, { claim: 'plug it into' }],
    next: SERVICE_NEXT,
    note: 'Generator FAQ: no, backfeeding can electrocute utility workers; an inlet with an interlock or transfer switch.',
  },
  {
    id: 'fresh28-045',
    question: 'does code want gfci outlets in the garage',
    intent: 'service',
    must: [GFCI, REQUIRED],
    mustNot: SITE_SAYS,
    note: 'FAQ "gfci": required in garages, among other wet and damp locations.',
  },
  {
    id: 'fresh28-046',
    question: 'whats better standby or portable gen, we are on a well out past florence',
    intent: 'service',
    must: [AUTOMATIC, TRANSFER],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'FAQ "generators": a standby starts on its own; either way, only through a transfer switch or interlock.',
  },
  {
    id: 'fresh28-047',
    question: 'how often should the wiring get checked, house was built in 78',
    intent: 'service',
    must: [EVERY_3_TO_5],
    mustNot: SITE_SAYS,
    note: 'FAQ "inspection-frequency": every 3 to 5 years for homes, sooner for an older one.',
  },
  {
    id: 'fresh28-048',
    question: 'if we do the panel swap how long are we without power',
    intent: 'service',
    must: [PANEL_DAYS],
    mustNot: SITE_SAYS,
    note: 'Panel page: one to two days, the power off for part of it.',
  },
  {
    id: 'fresh28-049',
    question: 'put in new LED bulbs and now they flicker and hum on the dimmer. why??',
    intent: 'service',
    must: [DIMMER, COMPATIBLE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "led-lighting": the dimmer may not be LED-compatible.',
  },
  {
    id: 'fresh28-050',
    question: 'kitchen breaker pops every time the microwave and toaster run at the same time, can that be fixed',
    intent: 'service',
    must: [OVERLOAD],
    mustNot: [...SITE_SAYS, { claim: 'bigger breaker' }],
    next: PROBLEM_NEXT,
    note: 'FAQ "new-circuits" and "breaker-tripping": an overloaded shared circuit; an added circuit is the fix. Never a bigger breaker.',
  },
  {
    id: 'fresh28-051',
    question: 'every light in the house flickers when its windy out. whats going on',
    intent: 'service',
    must: [LOOSE_CONNECTION],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "flickering-lights": flickering throughout the house, worse in wind, points to a loose connection in the service or panel.',
  },
  {
    id: 'fresh28-052',
    question: 'need power run to a new pole barn outside ronan, its maybe 300 ft from the house',
    intent: 'service',
    must: [YES, FEEDER],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Ronan page: an underground feeder from the service or a separate one, a subpanel, lights and outlets.',
  },
  {
    id: 'fresh28-053',
    question:
      'we run a little restaurant in town and need a couple new circuits for a second fryer and a walk in cooler but we cant really shut down during lunch or dinner. can the work happen when were closed',
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Commercial FAQ "Can you work outside our business hours?": often, early mornings, evenings or weekends.',
  },
  {
    id: 'fresh28-054',
    question: 'adding a bigger saw at the mill, need 3 phase ran to it',
    intent: 'service',
    must: [YES, THREE_PHASE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Commercial page, "Industrial Electrical Services": motor hookups and three-phase power.',
  },
  {
    id: 'fresh28-055',
    question: 'whole house surge protector is that a thing you do',
    intent: 'service',
    must: [YES, SURGE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Residential page ("Specialty Services") and Stevensville page.',
  },
  {
    id: 'fresh28-056',
    question: 'yearly generator maintenance?',
    intent: 'service',
    must: [ANNUAL],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Generator page: annual maintenance packages (oil, filters, battery, transfer switch test).',
  },
  {
    id: 'fresh28-057',
    question: 'do yall install solar panels on the roof',
    intent: 'service',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'No page lists solar panels: not a yes, an honest "not sure, call us".',
  },
  {
    id: 'fresh28-058',
    question: 'thinking about a heated driveway / snow melt mats for our steep driveway up in seeley, is that you guys or someone else',
    intent: 'service',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'Snow-melt systems are on no service page: not a yes, an honest "not sure, call us".',
  },

  // --- Price questions (7) ------------------------------------------------------------------
  {
    id: 'fresh28-059',
    question: 'ballpark to swap out an old outlet',
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: [NO_INFO, ESTIMATOR_MISFIRE],
    next: PRICE_NEXT,
    note: 'Price guidance $100-200 per standard outlet, or the fallback table $150-300 each (spec, section 9).',
  },
  {
    id: 'fresh28-060',
    question: 'HOW MUCH FOR 100 TO 200 AMP UPGRADE',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: [NO_INFO, ESTIMATOR_MISFIRE],
    next: PRICE_NEXT,
    note: 'FAQ $1,500-4,000; fallback table $1,200-4,000.',
  },
  {
    id: 'fresh28-061',
    question: 'cost to hang a ceiling fan? theres already a light box up there',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: [NO_INFO, ESTIMATOR_MISFIRE],
    next: PRICE_NEXT,
  },
  {
    id: 'fresh28-062',
    question:
      'ok so we lost power for 3 days in january and the pipes almost froze and my husband finally agreed we need one of those automatic generators that run on propane. what does something like that usually run us, roughly',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: [NO_INFO, ESTIMATOR_MISFIRE],
    next: PRICE_NEXT,
  },
  {
    id: 'fresh28-063',
    question: 'price for a dedicated circuit for a freezer in the shop',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: [NO_INFO, ESTIMATOR_MISFIRE],
    next: PRICE_NEXT,
  },
  {
    id: 'fresh28-064',
    question: 'new light fixture over the dining table, what would that cost me',
    intent: 'price',
    must: [LIGHT_PRICE],
    mustNot: [NO_INFO, ESTIMATOR_MISFIRE],
    next: PRICE_NEXT,
  },
  {
    id: 'fresh28-065',
    question: 'rough number to rewire a whole 1950s house, 1400 sq ft, one story',
    intent: 'price',
    must: [FREE_ESTIMATE],
    mustNot: [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE],
    next: 'estimate',
    note: 'No published price for a whole-house rewire: no made-up range (not the single-circuit one either), the free on-site estimate instead.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh28-066', question: 'would u guys come all the way up to kalispell', ...outOfArea([NEGATIVE_AREA]), note: 'Kalispell is in Flathead County.' },
  {
    id: 'fresh28-067',
    question: 'we have a cabin on the east shore by bigfork, would you make the drive',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Bigfork is in Flathead County, just past the Lake County line: "outside our area" or "not sure, call us".',
  },
  { id: 'fresh28-068', question: 'BUTTE???', ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh28-069',
    question: 'ranch near ovando needs a shop wired, thats not too far from you right',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Ovando is in Powell County, near the Missoula County line: "outside our area" or "not sure, call us"; never a yes.',
  },
  { id: 'fresh28-070', question: 'any chance you work in coeur d alene', ...outOfArea([NEGATIVE_AREA]), note: 'Idaho.' },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh28-071', question: 'toilet wont stop running, know a plumber?', ...outOfScope() },
  { id: 'fresh28-072', question: 'snow wrecked some shingles, do u do roof repair', ...outOfScope() },
  { id: 'fresh28-073', question: 'my wifi keeps dropping how do i fix the router', ...outOfScope() },
  { id: 'fresh28-074', question: 'do you guys sell firewood by the cord', ...outOfScope() },
  { id: 'fresh28-075', question: 'whats the forecast for missoula this weekend', ...outOfScope() },
];

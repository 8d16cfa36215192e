/**
 * The tenth held-out set of visitor questions for the assistant, written apart from the other sets
 * and never tuned on: 75 messages as strangers type them into the chat bubble on a phone. Texting
 * shorthand, all-caps panic, broken English, one word or a long story, two questions in one; young
 * renters and first-time buyers, people comparing quotes, a restaurant, a shop, a barn wedding venue,
 * ranchers, and questions about the site itself (its calculator, troubleshooter, forms and texts).
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page components) and the price
 * table of the specification (assistant-and-admin.md, section 9); emergencies follow the safety note
 * (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns: a town the site names is answered "yes"; a town inside the three counties that the site
 * never names (Condon) gets the honest "not sure, call us"; a town outside the counties is out of
 * area, and for one near the edge (Plains, Philipsburg) "not sure, call us" is as right as "outside".
 * Facts the site does not state (payment methods, the size of the crew) get an honest "don't know"
 * with the phone number; jobs it does not list (solar, an electric fence) get no "yes".
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
  NO_PRICE,
  OFFER_HELP,
  ONE_YEAR,
  OPENS_7,
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
import { emergency, NOT_LISTED, outOfArea, outOfScope, PROBLEM_NEXT, REACH_US, SERVICE_NEXT, SITE_SAYS, unlistedTown } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** Next steps for a price question: the free estimate or a way to reach us. */
const PRICE_NEXT: readonly NextStep[] = ['estimate', 'call', 'contact'];

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** Licensed (and insured): business.json licence, the FAQ, the About section. */
const LICENSED: Fact = [LICENSED_INSURED, 'licensed electrical contractor', 'licensed electricians', 'licensed contractor', 'montana-licensed'];
/** Estimates cost nothing (business.json estimates, FAQ, terms). */
const ESTIMATE_WORD: Fact = ['estimate', 'quote'];
/** The three five-star testimonials of the home page ("What Our Customers Say"). */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial'];
/** Financing: subject to credit approval (financing page, terms). */
const CREDIT: Fact = ['credit approval', 'subject to credit', 'depend on your credit', 'depends on your credit', 'approved', 'approval'];
const FINANCING: Fact = ['financing', 'finance', 'financed', 'monthly payments', 'payment plan'];
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
  'once the work is complete',
  'once the work is done',
  'once the job is done',
  'after the work is done',
  'after the job is done',
];
/** Permits: we pull them (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const WE_HANDLE_IT: Fact = [
  'we pull',
  'we obtain',
  'we get',
  'we handle',
  'we take care',
  'we arrange',
  'we apply',
  "we'll pull",
  "we'll get",
  "we'll handle",
  "we'll take care",
  'we will pull',
  'we will handle',
  'we will get',
  'handled for you',
  'part of the job',
  'we do that',
];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "don't share", 'do not share', 'never share'];
const STOP: Fact = 'STOP';
/** The assistant's cost calculator is preliminary; only a written estimate sets a price (terms). */
const PRELIMINARY: Fact = ['preliminary', 'not a quote', 'not a binding', "isn't a quote", 'general information', 'ballpark', 'rough', 'not final', "isn't final"];
const WRITTEN_ESTIMATE: Fact = ['written estimate', 'estimate in writing', 'on-site estimate', 'free estimate'];
const TROUBLESHOOTER: Fact = ['troubleshooter', 'troubleshooting tool', 'guided diagnosis'];

const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
const REPLACE: Fact = ['replace', 'replaced', 'replacing', 'replacement', 'swap', 'new one'];
const VOLTS_240: Fact = ['240 volts', '240V', '240 V', '240-volt', '220V', '220 volts', '220-volt'];
const OWN_CIRCUIT: Fact = ['dedicated circuit', 'circuit of its own', 'own circuit', 'separate circuit', 'dedicated', 'new circuit', 'added circuit', 'right circuit'];
const ADAPTER: Fact = ['adapter', 'adaptor', 'converter'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'inlet'];
const BACKFEED_DANGER: Fact = ['backfeed', 'back-feed', 'utility worker', 'lineworker', 'line worker', 'lineman', 'linemen', 'electrocute', 'dangerous', 'unsafe', 'not safe'];
const STANDBY: Fact = ['standby'];
const AUTOMATIC: Fact = ['automatically', 'automatic', 'on its own', 'by itself'];
const PANEL_DAYS: Fact = ['one to two days', '1 to 2 days', '1-2 days', 'a day or two', 'one or two days'];
const HOME_INSPECTION: Fact = ['3 to 5 years', '3-5 years', 'three to five years'];
const KNOB_AND_TUBE: Fact = ['knob-and-tube', 'knob and tube', 'rewire', 'rewiring'];
const FUSE_TO_BREAKERS: Fact = ['breaker panel', 'breakers', 'modern panel', 'new panel', 'panel'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
const DIMMER: Fact = ['dimmer'];
const LED_COMPATIBLE: Fact = ['LED-compatible', 'LED compatible', 'compatible', "doesn't suit", 'does not suit', 'not suited', 'not made for'];
const OVERLOAD: Fact = ['too many', 'overload', 'overloaded', 'share one circuit', 'same circuit', 'shared circuit', 'sharing a circuit', 'one circuit'];
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
/** An honest "the site does not list that job": not a yes, but not a refusal either. */
const UNLISTED_JOB: Fact = [
  DONT_KNOW,
  "isn't one of",
  'is not one of',
  'not one of',
  "isn't listed",
  'not listed',
  "don't list",
  'do not list',
  "can't confirm",
  'cannot confirm',
  "doesn't mention",
  'does not mention',
  "don't see",
  'check with us',
  'call to ask',
  'ask us',
  'call us to ask',
];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW];
/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
/** The "other and unknown" range: wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact = { range: [300, 1500] };

/** A job the site does not list: no "yes", no price, an honest "not sure, ask us". */
function unlistedJob(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'service', must: [UNLISTED_JOB], mustNot: [STARTS_WITH_YES, NO_PRICE, ESTIMATOR_MISFIRE], next: ['call', 'contact'] };
}

/** A fact the site does not state: an honest "don't know" and the number to ask, nothing invented. */
function notStated(mustNot: Fact[] = []): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'business-fact', must: [DONT_KNOW, PHONE], mustNot: [ESTIMATOR_MISFIRE, ...mustNot], next: ['call', 'contact'] };
}

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_10_QUESTIONS: VisitorQuestion[] = [
  {
    id: 'fresh10-001',
    question: 'SMOKE COMING OUT OF THE OUTLET IN MY KIDS ROOM AND NOW I SEE FLAMES WHAT DO I DO',
    ...emergency('fire'),
  },
  {
    id: 'fresh10-002',
    question: 'whats ur phone # and email? want to send pics of my panel',
    intent: 'business-fact',
    must: [PHONE, EMAIL],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh10-003',
    question: 'just got a used tesla lol can u guys put a charger in my garage or do i need someone else',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh10-004',
    question: 'got quoted $5200 to go from 100 amp to 200 amp panel. is that crazy? what do u guys usually charge',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: SITE_SAYS,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh10-005',
    question: 'heyyy',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: [NO_PRICE, ...SITE_SAYS],
  },
  {
    id: 'fresh10-006',
    question: 'r u open saturdays? i work all week',
    intent: 'business-fact',
    must: [WEEKDAYS, [ALWAYS_OPEN, 'emergency', 'emergencies']],
    mustNot: [{ claim: 'open on saturday' }, { claim: 'open saturday' }, ...SITE_SAYS],
    next: REACH_US,
    note: 'Office hours are Monday to Friday, 7 AM to 5 PM; only emergency service runs on weekends.',
  },
  {
    id: 'fresh10-007',
    question:
      'so basically we are first time buyers and the inspector said the house (1938) has knob and tube in the attic. is that something you guys deal with or do we walk away lol',
    intent: 'service',
    must: [YES, KNOB_AND_TUBE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh10-008',
    question: 'smells like burning plastic by the hallway light switch. no smoke i can see. is this bad??',
    ...emergency('burning'),
  },
  {
    id: 'fresh10-009',
    question: 'do you come up to kalispell',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh10-010',
    question: 'where r u guys actually based? want someone local not from spokane',
    intent: 'business-fact',
    must: [BONNER],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh10-011',
    question: 'We own a small restaurant downtown and need circuits for a new fryer line + walk in cooler. We cant close during lunch or dinner. Can you work around that?',
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Commercial FAQ: disruptive work can be scheduled for early mornings, evenings or weekends.',
  },
  {
    id: 'fresh10-012',
    question: 'the outlet behind my fridge is hot when i touch the cover plate, like actually hot. fridge still running',
    ...emergency('hot'),
  },
  {
    id: 'fresh10-013',
    question: 'how much to swap a bedroom light for a ceiling fan? theres already a box up there',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: SITE_SAYS,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh10-014',
    question: 'can you recommend a good plumber? kitchen faucet drips all night',
    ...outOfScope(),
  },
  {
    id: 'fresh10-015',
    question: 'how long u been in business and r u actually licensed or just handymen',
    intent: 'business-fact',
    must: [YEARS_15, LICENSED],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh10-016',
    question: 'bathroom outlet with the little test and reset buttons wont reset no matter what. hair dryer dead. what now',
    intent: 'service',
    must: [GFCI, REPLACE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ on GFCI outlets: if it does not trip or will not reset, have it replaced.',
  },
  {
    id: 'fresh10-017',
    question: 'i got a tingle from the kitchen faucet when i touched it and the dishwasher was running?? wtf',
    ...emergency('shock'),
  },
  {
    id: 'fresh10-018',
    question: 'last electrician charged me $95 just to come look. do you charge to come out and give a quote?',
    intent: 'business-fact',
    must: [FREE, ESTIMATE_WORD],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh10-019',
    question: 'hot tub getting delivered in 3 weeks, who wires it? u?',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh10-020',
    question: 'MY HUSBAND IS STUCK ON A WIRE IN THE CRAWLSPACE HE CANT LET GO HELP',
    ...emergency('contact'),
  },
  {
    id: 'fresh10-021',
    question: 'ballpark to rewire a whole 1950s house? about 1400 sq ft, one story, has a basement',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [NO_PRICE, ...SINGLE_CIRCUIT_PRICE, UNKNOWN_JOB_PRICE, ESTIMATOR_MISFIRE],
    next: PRICE_NEXT,
    note: 'The site gives no price for whole-house rewiring: no range, the free on-site estimate.',
  },
  {
    id: 'fresh10-022',
    question: 'can i pay off a generator monthly? my credit is kinda mid ngl',
    intent: 'business-fact',
    must: [FINANCING, CREDIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh10-023',
    question: 'do u install solar panels and the battery wall thing',
    ...unlistedJob(),
    note: 'Solar is not among the services the site lists.',
  },
  {
    id: 'fresh10-024',
    question: 'tree came down on the power line and the line is laying across our driveway. its sparking in the snow',
    ...emergency('line-down'),
  },
  {
    id: 'fresh10-025',
    question: 'ok thank u so much',
    intent: 'smalltalk',
    must: [WELCOME],
    mustNot: [NO_PRICE, ...SITE_SAYS],
  },
  {
    id: 'fresh10-026',
    question: 'if something you install breaks like 6 months later am i just screwed or is there a warranty',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh10-027',
    question: 'kitchen breaker trips everytime the microwave and toaster r on at the same time. annoying not scary. why',
    intent: 'service',
    must: [OVERLOAD],
    mustNot: [{ claim: 'bigger breaker' }, { claim: 'tape over' }, ...SITE_SAYS],
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh10-028',
    question: 'power line fell on top of my car im still inside with my son what do i do',
    ...emergency('line-on-car'),
  },
  {
    id: 'fresh10-029',
    question: 'Butte??',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh10-030',
    question: 'who gets the permit for a panel swap, do i have to go to the county office myself',
    intent: 'business-fact',
    must: [PERMIT, WE_HANDLE_IT],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh10-031',
    question: 'put new LED bulbs in the dining room and now they flicker and kinda buzz when dimmed. old bulbs were fine',
    intent: 'service',
    must: [DIMMER, LED_COMPATIBLE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh10-032',
    question: 'basement is flooding fast and the water is getting up to the power strip and the chest freezer cord',
    ...emergency('water'),
  },
  {
    id: 'fresh10-033',
    question: 'whats the going rate per outlet? just need one more by my desk',
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: SITE_SAYS,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh10-034',
    question: 'filled out ur contact form this morning. how long b4 somebody actually gets back to me',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh10-035',
    question: 'we are on a ranch outside victor, well pump quits every time the power goes out. whats better a standby or a portable generator for that',
    intent: 'service',
    must: [STANDBY, AUTOMATIC],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh10-036',
    question: 'wind tore the mast off the side of the house and the wires are hanging down by the meter. lights still on inside',
    ...emergency('storm-mast'),
  },
  {
    id: 'fresh10-037',
    question: 'the wind ripped a bunch of shingles off my roof can u fix that too',
    ...outOfScope(),
  },
  {
    id: 'fresh10-038',
    question: 'if i sign up for ur text messages r u gonna sell my number to spammers? and how do i make them stop later',
    intent: 'business-fact',
    must: [NOT_SOLD, STOP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh10-039',
    question: 'my friend says i can just plug the portable generator into the dryer outlet with a double male cord when the power goes out. that ok?',
    intent: 'service',
    must: [TRANSFER, BACKFEED_DANGER],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Generator FAQ: backfeeding through an outlet can electrocute utility workers; an inlet with an interlock or transfer switch is the safe way.',
  },
  {
    id: 'fresh10-040',
    question: 'um theres sparks shooting out of the panel in the garage and it wont stop and now theres smoke',
    ...emergency('fire'),
  },
  {
    id: 'fresh10-041',
    question: 'good morning :)',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: [NO_PRICE, ...SITE_SAYS],
  },
  {
    id: 'fresh10-042',
    question: 'any reviews from ppl who actually used you? not the fake google ones',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh10-043',
    question:
      'We host barn weddings on our property outside Stevensville. The barn has 2 outlets total lol. We need string lights, more outlets for the DJ and caterer. Is that a job you take?',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh10-044',
    question: 'roughly what does a whole house standby generator run installed? propane',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: SITE_SAYS,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh10-045',
    question: 'ngl the outlet by the bathroom fan has black scorch marks on it and the whole room smells fishy rn',
    ...emergency('burning'),
  },
  {
    id: 'fresh10-046',
    question: 'we have a cabin at seeley lake, do you come up that far or nah',
    intent: 'business-fact',
    must: [yesInArea('Seeley Lake')],
    mustNot: [NEGATIVE_AREA, ...SITE_SAYS],
    next: REACH_US,
  },
  {
    id: 'fresh10-047',
    question: 'buying a house built in 1962. how often are u supposed to get the wiring checked? never been done i think',
    intent: 'service',
    must: [HOME_INSPECTION],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh10-048',
    question: 'moving to bozeman next month, can i still use you guys there',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh10-049',
    question: 'do u take venmo or is it cash/check only',
    ...notStated([STARTS_WITH_YES, { claim: 'take venmo' }, { claim: 'accept venmo' }]),
    note: 'The site names no payment methods.',
  },
  {
    id: 'fresh10-050',
    question: 'Panel in the back of our restaurant is buzzing really loud and the door of it is warm. Dinner rush in an hour, what do we do',
    ...emergency('hot'),
  },
  {
    id: 'fresh10-051',
    question: 'lightning fried my tv and the router last summer. is there like a whole house surge protector thing',
    intent: 'service',
    must: [YES, SURGE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh10-052',
    question: 'we are up in condon in the swan valley, is that too far for u',
    ...unlistedTown(),
    note: 'Condon is in Missoula County, but the site never names it or the Swan Valley.',
  },
  {
    id: 'fresh10-053',
    question: 'how much for a 240 circuit for a welder in my detached garage, panel has room',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: SITE_SAYS,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh10-054',
    question: 'is lolo pass open rn or still closed from the snow',
    ...outOfScope(),
  },
  {
    id: 'fresh10-055',
    question: 'washing machine give me electric shock when i touch the metal side. what i do now please',
    ...emergency('shock'),
  },
  {
    id: 'fresh10-056',
    question: 'half my living room outlets just died, breakers all look fine. is there a tool on here to figure it out before i pay someone?',
    intent: 'service',
    must: [TROUBLESHOOTER],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: "The home page's assistant section: the Troubleshooter steps through dead outlets, tripping breakers and flickering lights.",
  },
  {
    id: 'fresh10-057',
    question: 'the cost calculator on ur site said $400-1200. is that what ill actually pay or can it change',
    intent: 'business-fact',
    must: [PRELIMINARY, WRITTEN_ESTIMATE],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: "Terms, 'The online assistant': its ranges are preliminary; only a written estimate sets a price.",
  },
  {
    id: 'fresh10-058',
    question: 'ok cool bye',
    intent: 'smalltalk',
    must: [BYE],
    mustNot: [NO_PRICE, ...SITE_SAYS],
  },
  {
    id: 'fresh10-059',
    question: 'moved here from germany with my oven, it is 220. can i use an adapter in the normal kitchen plug or no',
    intent: 'service',
    must: [[VOLTS_240, OWN_CIRCUIT], ADAPTER],
    mustNot: [STARTS_WITH_YES, { claim: 'use an adapter' }, { claim: 'adapter is fine' }, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'FAQ 110V vs 220V: never use adapters between 240V and 120V; an electrician adds the right circuit.',
  },
  {
    id: 'fresh10-060',
    question: 'my coworker is touching a live wire at the shop and shaking!! do i pull him off??',
    ...emergency('contact'),
  },
  {
    id: 'fresh10-061',
    question: 'what time do yall open in the morning',
    intent: 'business-fact',
    must: [OPENS_7],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh10-062',
    question: 'plains mt? near thompson falls',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Plains is in Sanders County, next to Lake and Missoula counties, and the site never names it.',
  },
  {
    id: 'fresh10-063',
    question: 'house still has the old screw in fuses. can those get swapped to regular breakers',
    intent: 'service',
    must: [YES, FUSE_TO_BREAKERS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh10-064',
    question: 'building a house near florence next spring, 2400 sq ft. ballpark for wiring the whole thing start to finish?',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [NO_PRICE, ...SINGLE_CIRCUIT_PRICE, UNKNOWN_JOB_PRICE, ESTIMATOR_MISFIRE],
    next: PRICE_NEXT,
    note: 'The site gives no price for new construction wiring: no range, the free on-site estimate.',
  },
  {
    id: 'fresh10-065',
    question: 'power line is hanging real low over the barn after the wind last night and the horses are out in that pasture',
    ...emergency('line-down'),
  },
  {
    id: 'fresh10-066',
    question: 'how many electricians work there? is it like one guy and a truck',
    ...notStated([{ re: '\\b\\d+ (electricians|employees|techs|technicians|people|guys|trucks)\\b', label: 'a made-up head count', example: '6 electricians' }]),
    note: 'The site speaks of its electricians and its local team but never says how many.',
  },
  {
    id: 'fresh10-067',
    question: 'how long will my power be off for a panel upgrade? i work from home',
    intent: 'service',
    must: [PANEL_DAYS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh10-068',
    question: 'can you help me with my physics homework its about circuits lol',
    ...outOfScope(),
  },
  {
    id: 'fresh10-069',
    question: 'if something goes wrong at like 2am is anybody even gonna pick up the phone',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh10-070',
    question: 'need an electric fence put up around the horse pasture, 5 acres. that you?',
    ...unlistedJob(),
    note: 'Electric fencing is not among the services the site lists.',
  },
  {
    id: 'fresh10-071',
    question: 'gracias amigo',
    intent: 'smalltalk',
    must: [WELCOME],
    mustNot: [NO_PRICE, ...SITE_SAYS],
  },
  {
    id: 'fresh10-072',
    question: 'Philipsburg area, we have a cabin at Georgetown Lake. Would you drive out that way for a panel upgrade?',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Philipsburg and Georgetown Lake are in Granite County, beside Missoula County; the site never names them.',
  },
  {
    id: 'fresh10-073',
    question: 'best pizza in missoula? asking for the crew lol',
    ...outOfScope(),
  },
  {
    id: 'fresh10-074',
    question: 'do i pay upfront or after? its a bigger job, a whole kitchen remodel',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION, 'deposit'],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: "Terms, 'Payment': due when the work is complete; larger projects may require a deposit and progress payments.",
  },
  {
    id: 'fresh10-075',
    question: 'hello?? anyone there',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: [NO_PRICE, ...SITE_SAYS],
  },
];

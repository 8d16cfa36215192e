/**
 * The forty-ninth held-out set of visitor questions for the assistant, written apart from the
 * other sets and never tuned on: 75 messages as strangers type them into the chat bubble on a
 * phone. Older homeowners, people who just bought a house, renters, landlords and property
 * managers, a machine-shop owner; one-word messages, all caps, typos, filler, a story before the
 * question, two questions in one.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page's assistant and contact
 * sections) and the price table of the specification (assistant-and-admin.md, section 9);
 * emergencies follow the safety note (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Things the site does not say (whether the electricians speak Spanish, senior or veteran
 * discounts) get the honest "don't know, call us". Jobs the site does not list (solar panels, pool
 * wiring) get no "yes", but "not sure, call us". A whole-house rewire has no published price: the
 * reply must offer the free estimate and name no dollar figure. Elmo lies in Lake County but the
 * site never names it: "not sure, call us", never a yes.
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
  NO_PRICE,
  OFFER_HELP,
  ONE_YEAR,
  OPENS_7,
  OUTLET_PRICE,
  PANEL_PRICE,
  PHONE,
  REWIRE_DAYS,
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
  'once the work is complete',
  'once the work is done',
  'once the job is done',
];
/** Terms, "Estimates": a written estimate is valid for 30 days. */
const VALID_30_DAYS: Fact = ['30 days', 'thirty days'];
/** Permits: we pull them (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
/** The text-message consent page and terms: reply STOP. */
const STOP: Fact = 'STOP';
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** The assistant's cost calculator (home page, "Three tools in one assistant"). */
const CALCULATOR: Fact = ['cost calculator', 'calculator', 'estimate tool', 'estimator', 'preliminary price range', 'preliminary range'];
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell'];

const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
const VOLTS_240: Fact = ['240 volts', '240V', '240 V', '240-volt', '220V', '220 volts', '220-volt', '240', '220'];
const OWN_CIRCUIT: Fact = ['dedicated circuit', 'circuit of its own', 'own circuit', 'separate circuit', 'dedicated', 'new circuit', 'added circuit'];
const OVERLOAD: Fact = [OWN_CIRCUIT, 'overload', 'overloaded', 'too many', 'same circuit', 'share', 'sharing', 'shared'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'inlet'];
const AUTOMATIC: Fact = ['automatic', 'automatically', 'on its own', 'by hand', 'manually', 'transfer switch'];
const PANEL_DAYS: Fact = ['one to two days', '1 to 2 days', '1-2 days', 'a day or two', 'one or two days'];
const EVERY_3_TO_5: Fact = ['3 to 5 years', '3-5 years', 'three to five years', 'every few years'];
const LOOSE_CONNECTION: Fact = ['loose connection', 'loose or corroded', 'service', 'neutral'];
/** A job the site does not list: not sure, call us. */
const UNLISTED_JOB: Fact = [DONT_KNOW, NOT_LISTED];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW];
/** Price table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
const TROUBLESHOOT_PRICE: Fact = { range: [150, 500] };

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_49_QUESTIONS: VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh49-001', question: 'FLAMES coming out of the dryer plug in the laundry room!!! what do i do', ...emergency('fire') },
  {
    id: 'fresh49-002',
    question: 'my tenant just called me, she says the ceiling light in unit 3 is on fire and the hallway is full of smoke. what do I tell her',
    ...emergency('fire'),
    note: 'A landlord relaying a fire: get everyone out and call 911 first.',
  },
  { id: 'fresh49-003', question: 'smells like burning plastic right by the breaker panel in the garage, cant see anything though, what now', ...emergency('burning') },
  {
    id: 'fresh49-004',
    question: 'There are black scorch marks on my bedroom outlet and a burnt smell. I am 72 and live alone, not sure who to call',
    ...emergency('burning'),
  },
  { id: 'fresh49-005', question: 'dimmer switch in the dining room is so hot i can barely keep my finger on it', ...emergency('hot') },
  {
    id: 'fresh49-006',
    question: 'panel door in my rental feels warm and its humming way louder than usual.. ok to leave it till monday?',
    ...emergency('hot'),
    note: 'Waiting for Monday is what the safety note forbids.',
  },
  { id: 'fresh49-007', question: 'renter here, just got a jolt off the metal floor lamp in my apartment, what should i do', ...emergency('shock') },
  { id: 'fresh49-008', question: 'so um every time i touch the shower faucet i feel like a buzz in my hand??', ...emergency('shock') },
  {
    id: 'fresh49-009',
    question: 'MY HUSBAND IS STUCK ON THE PUMP WIRE IN THE WELL HOUSE AND SHAKING I CANT GET HIM OFF',
    ...emergency('contact'),
    note: 'Do not touch him; 911 first.',
  },
  { id: 'fresh49-010', question: 'wind knocked a power line onto our barbed wire fence and the post is smoking', ...emergency('line-down') },
  { id: 'fresh49-011', question: 'theres a wire down in the alley behind my house and the neighbor kids are playing out there', ...emergency('line-down') },
  {
    id: 'fresh49-012',
    question: 'i hit a pole and now theres power lines laying across my car roof. im still inside, is it safe to get out',
    ...emergency('line-on-car'),
  },
  {
    id: 'fresh49-013',
    question: 'sump pump quit overnight and theres water all over the basement floor where all the extension cords are plugged in',
    ...emergency('water'),
  },
  { id: 'fresh49-014', question: 'snowmelt is leaking down the wall and dripping into my electrical panel right now', ...emergency('water') },
  {
    id: 'fresh49-015',
    question: 'the wind bent the pipe on my roof where the power comes in and now the wires are hanging low over the driveway',
    ...emergency('storm-mast'),
  },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh49-016', question: 'hello?', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh49-017', question: 'good evening', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh49-018', question: 'thanks a bunch!', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh49-019', question: 'ok thx bye', intent: 'smalltalk', must: [BYE], mustNot: NO_PRICE_TALK },
  { id: 'fresh49-020', question: 'hey there, just poking around', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh49-021', question: 'appreciate the help, have a good one', intent: 'smalltalk', must: [[WELCOME, BYE]], mustNot: NO_PRICE_TALK },

  // --- Business facts (19) ------------------------------------------------------------------
  { id: 'fresh49-022', question: 'phone number and email please', intent: 'business-fact', must: [PHONE, EMAIL], mustNot: SITE_SAYS },
  {
    id: 'fresh49-023',
    question: 'what are your hours? do you guys do saturdays',
    intent: 'business-fact',
    must: [WEEKDAYS, OPENS_7, CLOSES_5],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    note: 'Office hours are Monday to Friday; emergency service 24/7 may be added.',
  },
  {
    id: 'fresh49-024',
    question: 'if my power dies at 2 in the morning on a sunday does anybody actually pick up the phone',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    next: 'call',
  },
  { id: 'fresh49-025', question: "where's your shop at? like what town are you out of", intent: 'business-fact', must: [BONNER], mustNot: SITE_SAYS },
  {
    id: 'fresh49-026',
    question: 'how long has blackfoot river electric been around',
    intent: 'business-fact',
    must: [YEARS_15],
    mustNot: SITE_SAYS,
    note: 'The site states more than 15 years of experience, not a founding year.',
  },
  {
    id: 'fresh49-027',
    question: 'r u licensed n insured?? and do u pull the permit or is that on me',
    intent: 'business-fact',
    must: [LICENSED_INSURED, PERMIT],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh49-028',
    question: 'Is the estimate free, and once I get it how long is the price good for?',
    intent: 'business-fact',
    must: [FREE, VALID_30_DAYS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh49-029',
    question: 'if something you guys install goes bad a few months later do you come back and fix it for free',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: SITE_SAYS,
    note: 'One-year workmanship warranty; parts fall under the manufacturer.',
  },
  {
    id: 'fresh49-030',
    question: 'do you need money up front or do i just pay when the jobs done',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION],
    mustNot: SITE_SAYS,
    note: 'Terms: due on completion; larger projects may need a deposit.',
  },
  {
    id: 'fresh49-031',
    question: 'can I finance a generator? my credit is not the greatest honestly',
    intent: 'business-fact',
    must: [CREDIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh49-032',
    question: 'I emailed yesterday about a quote for my duplex, how long does it usually take to hear back',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh49-033',
    question: 'keep getting texts about my appointment from you, how do i make them stop',
    intent: 'business-fact',
    must: [STOP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh49-034',
    question: 'if i put my info in your contact form are you gonna sell it to a bunch of spammers',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
  },
  {
    id: 'fresh49-035',
    question: 'got any reviews? like to see what other folks said before i hire anybody',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh49-036',
    question: 'does this site have some kinda cost calculator or do i have to call for every little price',
    intent: 'business-fact',
    must: [CALCULATOR],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh49-037',
    question: 'just bought a place in florence... you guys come out that way?',
    intent: 'business-fact',
    must: [yesInArea('Florence')],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh49-038',
    question: 'we have a lake cabin in Elmo, would you come up there',
    ...unlistedTown(),
    note: 'Elmo is in Lake County, but the site never names it: not sure, call us.',
  },
  {
    id: 'fresh49-039',
    question: 'do any of your electricians speak spanish? my dad is way more comfortable in spanish',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site does not say: an honest "don\'t know", with the number.',
  },
  {
    id: 'fresh49-040',
    question: 'Is there any kind of senior or veterans discount? Retired Army, on a fixed income.',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site names no discount: an honest "don\'t know", never an invented one.',
  },

  // --- Service (18) -------------------------------------------------------------------------
  {
    id: 'fresh49-041',
    question: 'bought a tesla, need a charger put in the garage, is that a thing you do',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh49-042',
    question: 'home inspector says our 1920s house in the university district still has knob and tube, can you guys replace that',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh49-043',
    question: 'we got a used hot tub off craigslist, need it wired on the back deck',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh49-044',
    question: 'need a 220 outlet in my shop for a welder',
    intent: 'service',
    must: [[VOLTS_240, OWN_CIRCUIT]],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh49-045',
    question: 'can i just plug my generator into the dryer outlet with one of those double ended cords during an outage',
    intent: 'service',
    must: [TRANSFER],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Backfeeding through an outlet is dangerous (generator FAQ): no, an inlet with an interlock or a transfer switch.',
  },
  {
    id: 'fresh49-046',
    question: 'whats the difference between a standby generator and just a portable one? were on a well out by victor',
    intent: 'service',
    must: [AUTOMATIC],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh49-047',
    question: 'the bathroom outlet with the little test and reset buttons wont reset anymore. what even is that thing',
    intent: 'service',
    must: [GFCI],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh49-048',
    question: 'kitchen breaker trips every time the microwave and the toaster run together, more annoying than anything',
    intent: 'service',
    must: [OVERLOAD],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh49-049',
    question: 'lights all over the house flicker when the wind kicks up, whats going on with that',
    intent: 'service',
    must: [LOOSE_CONNECTION],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh49-050',
    question: 'property manager here, how often should we get the wiring looked at in our rental houses? theyre all 1970s builds',
    intent: 'service',
    must: [EVERY_3_TO_5],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh49-051',
    question: 'I run a small machine shop in Missoula and need 3 phase run to a new lathe. something you guys handle?',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh49-052',
    question: 'landlord w/ a 12 unit building, want the hallway and stairwell lights swapped to LED. do you work on apartment buildings',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh49-053',
    question: 'putting up a pole barn outside ronan and it needs power run out to it, like 300 ft from the house',
    intent: 'service',
    must: [[YES, 'feeder', 'subpanel', 'sub-panel', 'underground']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh49-054',
    question: 'if we upgrade the panel how long are we gonna be without power? I work from home',
    intent: 'service',
    must: [PANEL_DAYS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh49-055',
    question: 'roughly how many days does it take to rewire a 2 story farmhouse, we need to plan where to stay',
    intent: 'service',
    must: [REWIRE_DAYS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh49-056',
    question: 'lightning fried our TV and the well pump controller last summer. is there something at the panel to protect the whole house',
    intent: 'service',
    must: [['surge protection', 'surge protector', 'surge']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh49-057',
    question: 'thinking about solar panels and a battery on the roof, you guys install that?',
    intent: 'service',
    must: [UNLISTED_JOB, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'Solar is not among the services the site lists: no "yes", but an honest "not sure, call us".',
  },
  {
    id: 'fresh49-058',
    question: 'we are putting in an inground swimming pool next spring, would you do the pump wiring and the bonding',
    intent: 'service',
    must: [UNLISTED_JOB, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site lists hot tubs, not pools: no "yes", but an honest "not sure, call us".',
  },

  // --- Price (7) ----------------------------------------------------------------------------
  {
    id: 'fresh49-059',
    question: 'ballpark on going from a 100 to a 200 amp panel? old house in east missoula',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh49-060',
    question: 'how much per outlet to swap out the old 2 prong ones? theres like 8 of them',
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh49-061',
    question: 'what would it cost to take down the bedroom light and put up a ceiling fan instead',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh49-062',
    question: 'PRICE RANGE FOR A PROPANE STANDBY GENERATOR, INSTALLED, FOR A 3 BEDROOM HOUSE?',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh49-063',
    question: 'cost for a dedicated circuit for a chest freezer out in the garage?',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh49-064',
    question: 'how much do you charge just to come figure out why half the outlets in my living room went dead',
    intent: 'price',
    must: [TROUBLESHOOT_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh49-065',
    question: 'so basically we bought a 1950s ranch house, about 1800 sq ft, and want the whole thing rewired. what are we looking at price wise',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [NO_PRICE, ESTIMATOR_MISFIRE],
    next: 'estimate',
    note: 'The site publishes no rewiring price: the free on-site estimate, no made-up figure.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh49-066', question: 'do you service kalispell? we have a rental up there with some dead outlets', ...outOfArea([NEGATIVE_AREA]) },
  { id: 'fresh49-067', question: 'Bozeman??', ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh49-068',
    question: 'my moms house is in butte and her fuse box is ancient, could you send someone over to look at it',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh49-069',
    question: 'anybody come out as far as st regis? got a cabin off the interstate',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'St. Regis is in Mineral County, near the edge and never named: "outside" or "not sure, call us" are both honest.',
  },
  { id: 'fresh49-070', question: 'can your crew do a small office remodel in helena', ...outOfArea([NEGATIVE_AREA]) },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh49-071', question: 'toilet upstairs keeps running all night can you fix that', ...outOfScope() },
  { id: 'fresh49-072', question: 'my internet keeps cutting out every evening, is it the router or the provider', ...outOfScope() },
  { id: 'fresh49-073', question: 'hail took a bunch of shingles off the roof, do you do roof repair too', ...outOfScope() },
  { id: 'fresh49-074', question: 'how do i get my security deposit back from my landlord, he wont answer my calls', ...outOfScope() },
  { id: 'fresh49-075', question: 'whats the weather supposed to be like on the blackfoot this weekend, going fishing', ...outOfScope() },
];

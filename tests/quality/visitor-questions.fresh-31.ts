/**
 * The thirty-first held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone, on an
 * ordinary day in western Montana. Homeowners, renters, a landlord's tenant, ranchers, a cabin owner,
 * a cabinet shop and a restaurant; one-word messages, all caps, typos, filler, two questions in one.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page's assistant section) and
 * the price table of the specification (assistant-and-admin.md, section 9); emergencies follow the
 * safety note (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns: a town the site names is answered "yes" (Seeley Lake). A town inside the three counties
 * that the site never names (Corvallis) gets the honest "not sure, call us". Towns outside the three
 * counties are out of area; for a town near the edge (Thompson Falls, Philipsburg, Bigfork) "not
 * sure, call us" is as right as "outside our area", since the terms say work outside the area may be
 * accepted at our discretion.
 *
 * Facts the site does not state (a senior or military discount, background checks on staff) get the
 * honest "don't know" and the phone number; jobs the site does not list (solar panels, repairing a
 * stove) get no "yes", but a "not sure, call us".
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
import { emergency, NOT_LISTED, outOfArea, outOfScope, PROBLEM_NEXT, REACH_US, SERVICE_NEXT, SITE_SAYS, unlistedTown } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** The three five-star testimonials of the home page. */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial', 'review'];
/** Financing: subject to credit approval, terms depend on credit (financing page, terms). */
const CREDIT: Fact = ['credit approval', 'subject to credit', 'depend on your credit', 'depends on your credit', 'based on your credit', 'approved', 'approval'];
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
  'at completion',
  'once the work is complete',
  'once the work is done',
  'once the job is done',
];
/** Terms, "Payment": larger projects may need a deposit (and progress payments). */
const DEPOSIT: Fact = ['deposit', 'progress payment'];
/** Permits: we obtain them and arrange the inspection (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const WE_PULL: Fact = [
  'we pull',
  "we'll pull",
  'we will pull',
  'we obtain',
  "we'll obtain",
  'we handle',
  "we'll handle",
  'we take care',
  "we'll take care",
  'we get the permit',
  "we'll get the permit",
  'we arrange',
  'handled for you',
  'handle the permit',
  'handles the permit',
  'we file',
  'we apply',
];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** Text messages: reply STOP (terms, privacy policy, SMS consent page). */
const STOP: Fact = 'STOP';
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell'];
/** Terms, "The online assistant": its prices are preliminary, not a quote; only a written estimate sets a price. */
const PRELIMINARY: Fact = ['preliminary', 'not a quote', 'not an actual quote', 'not a binding', "isn't a quote", 'not a firm', 'general information', 'ballpark', 'rough'];

/** An honest "not sure": for a job the site does not list. */
const UNSURE: Fact = [DONT_KNOW, NOT_LISTED];
/** A way to reach us written out or named. */
const CALL_US: Fact = [PHONE, 'call us', 'give us a call', 'contact us', 'reach us', EMAIL];

const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault', 'GFI'];
const CODE: Fact = ['code', 'require', 'required', 'requires', 'requirement'];
const TRANSFER: Fact = ['transfer switch', 'interlock'];
const SUBPANEL: Fact = ['subpanel', 'sub-panel', 'sub panel', 'feeder'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
const DIMMER: Fact = ['dimmer'];
const LED_COMPATIBLE: Fact = ['compatible', 'rated for LED', 'LED-rated', 'made for LED', 'replace the dimmer', 'new dimmer', 'different dimmer', 'swap the dimmer'];
const EVERY_YEAR: Fact = ['every year', 'annual', 'yearly', 'once a year', 'each year'];
const OWN_CIRCUIT: Fact = ['dedicated circuit', 'circuit of its own', 'own circuit', 'separate circuit', 'dedicated', 'new circuit', 'added circuit', 'another circuit'];
const OVERLOAD: Fact = [OWN_CIRCUIT, 'overload', 'overloaded', 'too many', 'too much', 'share', 'shared', 'same circuit'];
const GEN_DAYS: Fact = ['1 to 3 days', '1-3 days', 'one to three days', '1 3 days'];
const UPGRADE: Fact = ['upgrade', 'replace', 'replaced', 'replacing', 'replacement', 'swap'];
const THREE_PHASE: Fact = ['three-phase', 'three phase', '3-phase', '3 phase'];
/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
const LIGHT_PRICE: Fact = { range: [100, 400] };
/** The "other and unknown" range: wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact = { range: [300, 1500] };
/** Either answer is honest for a town just outside the counties. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW];

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_31_QUESTIONS: VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh31-001', question: 'EXTENSION CORD IN THE GARAGE IS ON FIRE', ...emergency('fire') },
  {
    id: 'fresh31-002',
    question: 'so basically theres smoke and like little flames coming out of the wall behind the stove and my kids are upstairs what do i do',
    ...emergency('fire'),
    note: 'Flames now: get everyone out and call 911 first.',
  },
  { id: 'fresh31-003', question: 'smells like burnt plastic down by the breaker panel in the basement, no smoke that i can see', ...emergency('burning') },
  {
    id: 'fresh31-004',
    question: 'outlet next to my bed has a black scorch mark around it n smells burnt... should I unplug the lamp',
    ...emergency('burning'),
    note: 'The safety note: switch the circuit off at the panel rather than unplug at the hot spot.',
  },
  { id: 'fresh31-005', question: 'dryer plug is hot to the touch, like REALLY hot', ...emergency('hot') },
  {
    id: 'fresh31-006',
    question:
      "Renting a place in Missoula. The hallway light switch is warm and buzzes when I flip it. Landlord says he'll send someone next week, is it ok to keep using it till then?",
    ...emergency('hot'),
    note: 'Keeping it in use until later is what the safety note forbids.',
  },
  { id: 'fresh31-007', question: 'got a shock off the shower faucet this morning and again just now', ...emergency('shock') },
  { id: 'fresh31-008', question: 'every time i fill the stock tank i get zapped from the metal rim, the tank heater is plugged in', ...emergency('shock') },
  { id: 'fresh31-009', question: 'HELP my husband grabbed the pump wire in the well house and hes shaking and cant let go', ...emergency('contact') },
  { id: 'fresh31-010', question: 'power line snapped n is lying in the front yard sparking', ...emergency('line-down') },
  { id: 'fresh31-011', question: 'theres a wire down across the county road by our ranch gate and the cows are right there', ...emergency('line-down') },
  { id: 'fresh31-012', question: 'a line came down on my car while i was driving and im still inside, whats safe to do', ...emergency('line-on-car') },
  { id: 'fresh31-013', question: 'um the basement is flooding and the water is getting close to the panel and the furnace', ...emergency('water') },
  { id: 'fresh31-014', question: "snowmelt is leaking into the garage subpanel, I can see drips inside the box and the floor's wet", ...emergency('water') },
  { id: 'fresh31-015', question: 'wind last night tore the mast off the roof and the wires are hanging down over our deck', ...emergency('storm-mast') },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh31-016', question: 'hey there', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: SITE_SAYS },
  { id: 'fresh31-017', question: 'Good afternoon!', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: SITE_SAYS },
  { id: 'fresh31-018', question: 'howdy', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: SITE_SAYS },
  { id: 'fresh31-019', question: 'thanks a bunch!', intent: 'smalltalk', must: [WELCOME], mustNot: SITE_SAYS },
  { id: 'fresh31-020', question: 'appreciate it, that helps a lot', intent: 'smalltalk', must: [WELCOME], mustNot: SITE_SAYS },
  { id: 'fresh31-021', question: 'ok perfect thx. bye', intent: 'smalltalk', must: [[WELCOME, BYE]], mustNot: SITE_SAYS },

  // --- Business facts (19) ------------------------------------------------------------------
  {
    id: 'fresh31-022',
    question: 'whats your phone # and email? want both for my records',
    intent: 'business-fact',
    must: [PHONE, EMAIL],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh31-023',
    question: 'what time do you open and close on a friday',
    intent: 'business-fact',
    must: [OPENS_7, CLOSES_5],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh31-024',
    question: 'r u guys open saturdays? what if something breaks on the weekend',
    intent: 'business-fact',
    must: [WEEKDAYS, ALWAYS_OPEN],
    mustNot: SITE_SAYS,
    note: 'Office Monday to Friday; emergency service 24/7, weekends included.',
  },
  {
    id: 'fresh31-025',
    question: "where's your shop located? i'd rather hire somebody local",
    intent: 'business-fact',
    must: [BONNER],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh31-026',
    question: 'how long have u been in business and are you licensed',
    intent: 'business-fact',
    must: [YEARS_15, LICENSED_INSURED],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh31-027',
    question: 'Do you charge anything to come out and look at the job before giving me a price?',
    intent: 'business-fact',
    must: [FREE],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh31-028',
    question: 'You did some wiring in our kitchen about 8 months ago and one of the new outlets already quit. Is that covered?',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
    note: 'One-year workmanship warranty (business.json, terms); contact us promptly.',
  },
  {
    id: 'fresh31-029',
    question: 'for a big basement remodel do we pay everything up front or when youre finished',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION, DEPOSIT],
    mustNot: SITE_SAYS,
    note: 'Terms, "Payment": due on completion; larger projects may need a deposit and progress payments.',
  },
  {
    id: 'fresh31-030',
    question: "can I finance a generator? my credit isn't amazing tbh",
    intent: 'business-fact',
    must: [CREDIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh31-031',
    question: 'hot tub going in, do i have to go get the permit myself or do you guys do that',
    intent: 'business-fact',
    must: [PERMIT, WE_PULL],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh31-032',
    question: 'sent an email yesterday about a quote... how long does it usually take to hear back?',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh31-033',
    question: 'getting appointment texts from you guys on my old phone number, how do i make them stop',
    intent: 'business-fact',
    must: [STOP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh31-034',
    question: 'if i fill out your contact form are you gonna sell my info to marketers',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
  },
  {
    id: 'fresh31-035',
    question: 'Any reviews I can look at? Want to see what other folks said first',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh31-036',
    question: 'is the number the calculator thing on your site gives me an actual quote or more of a guess',
    intent: 'business-fact',
    must: [PRELIMINARY],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: 'Terms, "The online assistant": preliminary, not a quote; only a written estimate sets a price.',
  },
  {
    id: 'fresh31-037',
    question: 'We have a cabin up at Seeley Lake, do you go up there?',
    intent: 'business-fact',
    must: [yesInArea('Seeley Lake')],
    mustNot: [NEGATIVE_AREA, ...SITE_SAYS],
  },
  { id: 'fresh31-038', question: 'corvallis?? do u come out there', ...unlistedTown(), note: 'Corvallis is in Ravalli County but the site never names it.' },
  {
    id: 'fresh31-039',
    question: 'do you give any kind of senior or military discount',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site says nothing about discounts: an honest "not sure, call us", never an invented yes.',
  },
  {
    id: 'fresh31-040',
    question: "are your electricians background checked? it's just me and my teenage daughter at the house",
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site says nothing about background checks: an honest "not sure, call us".',
  },

  // --- Service questions (18) ---------------------------------------------------------------
  {
    id: 'fresh31-041',
    question: 'we just got a model Y, can you guys put a charger in the garage? panel is kinda old',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh31-042',
    question: 'hot tub is being delivered in april and needs wiring, is that something u do',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh31-043',
    question: 'can i just plug the generator into the dryer outlet with one of those double ended cords? my neighbor does it',
    intent: 'service',
    must: [TRANSFER],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Generator page FAQ: no, backfeeding is dangerous; an inlet with an interlock or transfer switch.',
  },
  {
    id: 'fresh31-044',
    question: '1918 house in the university district, still has knob and tube upstairs. is that something you replace?',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh31-045',
    question: 'Still got a fuse box in this old farmhouse. Time to swap it for breakers?',
    intent: 'service',
    must: [YES, UPGRADE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'A fuse box is one of the signs (FAQ, panel page); fuse box replacement is listed.',
  },
  {
    id: 'fresh31-046',
    question: 'need a subpanel run out to my detached shop for a welder + some lights',
    intent: 'service',
    must: [SUBPANEL],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh31-047',
    question: 'does the laundry room outlet have to be a gfci one? landlord says no',
    intent: 'service',
    must: [GFCI, CODE],
    mustNot: SITE_SAYS,
    note: 'FAQ: code requires GFCI protection in laundry areas.',
  },
  {
    id: 'fresh31-048',
    question: 'can u put up a motion light on the barn and maybe another one out on the driveway pole',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh31-049',
    question: 'whats whole home surge protection and is it worth it out here with all the lightning storms',
    intent: 'service',
    must: [SURGE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh31-050',
    question: 'new LED bulbs flicker like crazy when i dim them',
    intent: 'service',
    must: [DIMMER, LED_COMPATIBLE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "Is it worth switching to LED lighting?": the dimmer may not be LED-compatible.',
  },
  {
    id: 'fresh31-051',
    question: 'We run a small cabinet shop in Frenchtown and need 3 phase power for a new CNC router. Can you handle that?',
    intent: 'service',
    must: [YES, THREE_PHASE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh31-052',
    question: 'how often should a restaurant get its electrical inspected',
    intent: 'service',
    must: [EVERY_YEAR],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh31-053',
    question: 'microwave and toaster at the same time = breaker trips every single morning lol',
    intent: 'service',
    must: [OVERLOAD],
    mustNot: [...SITE_SAYS, { claim: 'bigger breaker' }, { claim: 'hold it on' }],
    next: PROBLEM_NEXT,
    note: 'FAQ "When do I need a new or dedicated circuit?" and "Why does my circuit breaker keep tripping?"',
  },
  {
    id: 'fresh31-054',
    question: 'Say we go with a propane standby generator. How many days are you out here installing it, start to finish?',
    intent: 'service',
    must: [GEN_DAYS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh31-055',
    question: 'the home inspector flagged our Federal Pacific panel on the house we are buying.. does it really need to be replaced',
    intent: 'service',
    must: [UPGRADE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Panel page, "Signs You Need a Panel Upgrade": a Federal Pacific or Zinsco panel.',
  },
  {
    id: 'fresh31-056',
    question: 'how long would a full rewire take on a 1600 sq ft ranch house',
    intent: 'service',
    must: [REWIRE_DAYS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh31-057',
    question: 'do you guys install solar panels + a battery',
    intent: 'service',
    must: [UNSURE, CALL_US],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    note: 'Solar is on no service page: no "yes", an honest "not sure, call us".',
  },
  {
    id: 'fresh31-058',
    question: 'one of the burners on my electric stove quit working, can someone come fix it',
    intent: 'service',
    must: [UNSURE, CALL_US],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    note: 'Appliance repair is on no service page: no "yes", an honest "not sure, call us".',
  },

  // --- Price questions (7) ------------------------------------------------------------------
  {
    id: 'fresh31-059',
    question: 'ballpark on going from a 100 to a 200 amp panel?',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh31-060',
    question: "price to replace one outlet that's loose and won't hold a plug anymore",
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh31-061',
    question: "what do you charge to put in a ceiling fan where there's already a light",
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh31-062',
    question: 'Roughly what does a whole house standby generator run, installed? We are on a well out past Hamilton.',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh31-063',
    question: 'cost for a dedicated 20 amp circuit for a chest freezer in the garage?',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh31-064',
    question: 'HOW MUCH TO HANG A CHANDELIER IN THE DINING ROOM, JUST THE ONE',
    intent: 'price',
    must: [LIGHT_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh31-065',
    question: 'whats it cost to rewire a whole 1920s two story house? plaster walls',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [...SINGLE_CIRCUIT_PRICE, UNKNOWN_JOB_PRICE, ESTIMATOR_MISFIRE],
    next: 'estimate',
    note: 'Whole-house rewiring is not in the price table: no made-up range, the free on-site estimate.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh31-066', question: 'Kalispell?', ...outOfArea([NEGATIVE_AREA]) },
  { id: 'fresh31-067', question: "we're over in Butte, would you make the drive for a panel job", ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh31-068',
    question: 'our cabin near thompson falls needs a new service, do you go out that far',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Sanders County, next to the area: "outside our area" or "not sure, call us".',
  },
  { id: 'fresh31-069', question: 'Philipsburg MT - do you service there', ...outOfArea([OUTSIDE_OR_UNSURE]), note: 'Granite County, next to the area.' },
  {
    id: 'fresh31-070',
    question: 'summer place in Bigfork on the east shore, could you come redo the dock lights',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Flathead County, just north of Lake County.',
  },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh31-071', question: 'do you fix leaky faucets too or just electrical stuff', ...outOfScope() },
  { id: 'fresh31-072', question: 'can anyone recommend a roofer? hail messed up our shingles', ...outOfScope() },
  { id: 'fresh31-073', question: 'is it supposed to snow in the missoula valley this weekend or nah', ...outOfScope() },
  { id: 'fresh31-074', question: 'does anybody there do snow plowing, our driveway is buried', ...outOfScope() },
  { id: 'fresh31-075', question: 'good burger place near bonner?', ...outOfScope() },
];

/**
 * The nineteenth held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone, over
 * an ordinary day on the site of a small electrical contractor in western Montana. Short questions
 * mostly (hours, do you do this, what does that cost, do you come out to us), some typed in a hurry,
 * in capitals or without punctuation, a few told as a story, a few with two questions in one.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page) and the price table of
 * the specification (assistant-and-admin.md, section 9); emergencies follow the safety note
 * (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Where the site says nothing (how we take payment, background checks of our electricians, solar
 * panels, lightning rods), the right answer is an honest "not sure, call us", never a made-up "yes".
 * Darby lies in Ravalli County, but south of Hamilton, where the county page asks visitors to call
 * first, so it is answered "not sure, call us" too. A town just outside the three counties that the
 * site never names (Superior, Bigfork, Philipsburg) may be answered "outside our area" or "not sure".
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
  IN_AREA_CLAIM,
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
  type Fact,
  type NextStep,
  type VisitorQuestion,
} from './visitor-questions.ts';
import { emergency, NOT_LISTED, outOfScope, PROBLEM_NEXT, SERVICE_NEXT, SITE_SAYS } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** A way to reach us. */
const CALL_US: readonly NextStep[] = ['call', 'contact'];
/** Next steps for a price: the free estimate, or a way to reach us. */
const PRICE_NEXT: readonly NextStep[] = ['estimate', 'call', 'contact'];

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** Insurance (business.json licence, FAQ). */
const INSURED: Fact = ['insured', 'insurance'];
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
  'on completion',
  'upon completion',
  'after the work',
  'after the job',
  'once the work is',
  'once the job is',
];
/** Terms, "Estimates": a written estimate is valid for 30 days. */
const VALID_30_DAYS: Fact = ['30 days', 'thirty days'];
/** Permits: we pull them (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const STOP: Fact = 'STOP';
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** The assistant's cost calculator (home page, "Three tools in one assistant"). */
const CALCULATOR: Fact = ['cost calculator', 'calculator', 'estimate tool', 'estimator', 'preliminary price range', 'preliminary range'];
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', 'never sold', "don't rent", 'do not rent'];

const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
/** The FAQ on a GFCI that won't reset: have it replaced (or checked). */
const REPLACE_OR_CHECK: Fact = ['replace', 'replaced', 'replacing', 'replacement', 'checked', 'check it', 'look at it', 'inspect', 'inspected'];
const OWN_CIRCUIT: Fact = [
  'dedicated circuit',
  'circuit of its own',
  'own circuit',
  'separate circuit',
  'dedicated',
  'new circuit',
  'added circuit',
  'another circuit',
  'second circuit',
];
const TRANSFER: Fact = ['transfer switch', 'interlock'];
const GEN_DAYS: Fact = ['1 to 3 days', '1-3 days', 'one to three days'];
const PANEL_DAYS: Fact = ['one to two days', '1 to 2 days', '1-2 days', 'a day or two', 'one or two days'];
const INSPECTION_YEARS: Fact = ['3 to 5', '3-5', 'three to five'];
const KNOB_AND_TUBE: Fact = ['knob-and-tube', 'knob and tube'];
const REWIRE: Fact = ['rewire', 'rewiring'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
const DIMMER: Fact = ['dimmer'];
const LOOSE: Fact = ['loose', 'corroded', 'neutral', 'service connection', 'service entrance', 'service drop'];
const PANEL: Fact = ['panel', 'breaker'];
const OFF_HOURS: Fact = [
  'early mornings',
  'early morning',
  'evenings',
  'weekends',
  'weekend',
  'saturday',
  'after hours',
  'outside your business hours',
  'outside business hours',
  'around your schedule',
];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW];
/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
const TROUBLESHOOT_PRICE: Fact = { range: [150, 500] };

/** An out-of-area town: no "yes", no "in our service area". */
function outOfArea(must: Fact[]): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'out-of-area', must, mustNot: [STARTS_WITH_YES, IN_AREA_CLAIM, ESTIMATOR_MISFIRE], next: CALL_US };
}

/** A town inside the counties that the site never names: not sure, call us. */
function unlistedTown(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'business-fact', must: [NOT_LISTED, PHONE], mustNot: [STARTS_WITH_YES, IN_AREA_CLAIM, ...SITE_SAYS], next: CALL_US };
}

/** What the site does not say: an honest "not sure", the number, and no made-up "yes". */
function notOnSite(intent: 'business-fact' | 'service'): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent, must: [DONT_KNOW, PHONE], mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE], next: CALL_US };
}

/** A greeting, a thank-you, a goodbye: a friendly word back, no price, no "no information". */
const GREETING: Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot'> = { intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: [NO_PRICE, ...SITE_SAYS] };
const THANKS: Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot'> = { intent: 'smalltalk', must: [WELCOME], mustNot: [NO_PRICE, ...SITE_SAYS] };
const GOODBYE: Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot'> = { intent: 'smalltalk', must: [BYE], mustNot: [NO_PRICE, ...SITE_SAYS] };

/** A price from the table: the figures, and no misfire or "no information". */
function price(figures: Fact): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'price', must: [figures], mustNot: SITE_SAYS, next: PRICE_NEXT };
}

export const FRESH_19_QUESTIONS: VisitorQuestion[] = [
  { id: 'fresh19-001', question: 'hey there', ...GREETING },
  {
    id: 'fresh19-002',
    question: 'whats the number to call you guys',
    intent: 'business-fact',
    must: [PHONE],
    mustNot: SITE_SAYS,
    next: CALL_US,
  },
  {
    id: 'fresh19-003',
    question: 'just bought a rivian, can u put a 240 charger in my garage',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'EV charger circuits: residential page (service upgrades), Missoula page FAQ.',
  },
  { id: 'fresh19-004', question: 'SMOKE COMING OUT OF THE WALL BEHIND THE DRYER WHAT DO I DO', ...emergency('fire') },
  {
    id: 'fresh19-005',
    question: 'ballpark for going from a 100 amp to a 200 amp panel?',
    ...price(PANEL_PRICE),
  },
  {
    id: 'fresh19-006',
    question: 'what time do u open n close',
    intent: 'business-fact',
    must: [OPENS_7, CLOSES_5],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh19-007',
    question: 'we got hit by lightning last summer and it fried the well pump controller. is there something that protects the whole house from that?',
    intent: 'service',
    must: [SURGE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Whole-home surge protection: residential page (specialty services), Stevensville FAQ.',
  },
  {
    id: 'fresh19-008',
    question: 'Cash, check, card... what do you guys take for payment?',
    ...notOnSite('business-fact'),
    note: 'The site says when payment is due, never which ways of paying are accepted.',
  },
  { id: 'fresh19-009', question: 'yall service butte?', ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh19-010',
    question: 'um theres a burning plastic smell coming from the outlet behind the couch, no smoke tho',
    ...emergency('burning'),
  },
  {
    id: 'fresh19-011',
    question: "Our house on the Northside was built in 1925 and I'm pretty sure there's still knob and tube up in the attic. Is that something you replace?",
    intent: 'service',
    must: [YES, [KNOB_AND_TUBE, REWIRE, 'replace']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Missoula page FAQ: we replace knob-and-tube wiring in older homes.',
  },
  {
    id: 'fresh19-012',
    question: 'open on saturday?',
    intent: 'business-fact',
    must: [WEEKDAYS],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    note: 'Office hours Monday to Friday; emergencies 24/7 may be added, but not a plain "yes".',
  },
  { id: 'fresh19-013', question: 'my toilet wont stop running, can you send someone out', ...outOfScope() },
  {
    id: 'fresh19-014',
    question: 'cost to hang a ceiling fan where the light is now?',
    ...price(FAN_PRICE),
  },
  {
    id: 'fresh19-015',
    question: 'tree took the power line down across our driveway in the wind, the wire is just laying there in the snow',
    ...emergency('line-down'),
  },
  {
    id: 'fresh19-016',
    question: 'email address? and how long till someone writes back',
    intent: 'business-fact',
    must: [EMAIL, ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh19-017',
    question: "bathroom outlet with the test and reset buttons won't reset anymore, hair dryer is dead",
    intent: 'service',
    must: [GFCI, REPLACE_OR_CHECK],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "What is a GFCI outlet": if it will not reset, have it replaced.',
  },
  { id: 'fresh19-018', question: 'good morning!', ...GREETING },
  {
    id: 'fresh19-019',
    question: 'how long have you been in business, and are you insured?',
    intent: 'business-fact',
    must: [YEARS_15, INSURED],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh19-020',
    question: 'HELP my husband grabbed the fence by the pump house and he cant let go its buzzing',
    ...emergency('contact'),
  },
  {
    id: 'fresh19-021',
    question: "every time the microwave and the toaster run at the same time the kitchen breaker trips. so annoying. what's the fix",
    intent: 'service',
    must: [OWN_CIRCUIT],
    mustNot: [...SITE_SAYS, { claim: 'bigger breaker' }],
    next: [...PROBLEM_NEXT, 'estimate'],
    note: 'FAQ "When do I need a new or dedicated circuit?"; the safety note forbids a bigger breaker.',
  },
  {
    id: 'fresh19-022',
    question: 'price to run a new 20 amp circuit out to the garage for a chest freezer?',
    ...price(CIRCUIT_PRICE),
  },
  {
    id: 'fresh19-023',
    question: 'is the estimate free? how long is the quote good for',
    intent: 'business-fact',
    must: [FREE, VALID_30_DAYS],
    mustNot: SITE_SAYS,
    note: 'Terms, "Estimates": free, a written estimate is valid for 30 days.',
  },
  {
    id: 'fresh19-024',
    question:
      'basement flooded, maybe 4 inches of water down there. the water heater and a power strip with stuff plugged in are sitting in it and the power is still on upstairs. what should I do',
    ...emergency('water'),
  },
  {
    id: 'fresh19-025',
    question: 'can i just run my portable generator into the dryer plug with one of those double male cords when the power goes out',
    intent: 'service',
    must: [TRANSFER],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    note: 'Generator page FAQ: no backfeeding through an outlet; an inlet with an interlock or transfer switch.',
  },
  {
    id: 'fresh19-026',
    question: 'who pulls the permit, you or me?',
    intent: 'business-fact',
    must: [PERMIT],
    mustNot: SITE_SAYS,
    note: 'FAQ and terms: we pull the permit and arrange the inspection.',
  },
  {
    id: 'fresh19-027',
    question: 'im in my truck and a power line just fell on the hood, my kid is in the back seat, what do we do',
    ...emergency('line-on-car'),
  },
  {
    id: 'fresh19-028',
    question: 'how many days does a full rewire usually take? 1800 sq ft ranch house',
    intent: 'service',
    must: [REWIRE_DAYS],
    mustNot: SITE_SAYS,
  },
  { id: 'fresh19-029', question: 'weather tomorrow in missoula? supposed to snow?', ...outOfScope() },
  {
    id: 'fresh19-030',
    question: "financing available? my credit's not the greatest",
    intent: 'business-fact',
    must: [CREDIT],
    mustNot: [...SITE_SAYS, { claim: 'guaranteed approval' }],
    note: 'Financing page: subject to credit approval; rates and terms depend on your credit.',
  },
  {
    id: 'fresh19-031',
    question: 'the light switch in the hallway is hot to the touch and kinda crackles when i flip it',
    ...emergency('hot'),
  },
  { id: 'fresh19-032', question: 'thanks!! that helps a lot', ...THANKS },
  {
    id: 'fresh19-033',
    question: 'how much to rewire a whole 1950s house, roughly? its a two bedroom',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [NO_PRICE, ...SITE_SAYS],
    next: 'estimate',
    note: 'Whole-house rewiring is not in the price table: no made-up figure, the free on-site estimate.',
  },
  { id: 'fresh19-034', question: 'Superior MT?', ...outOfArea([OUTSIDE_OR_UNSURE]) },
  {
    id: 'fresh19-035',
    question:
      "I manage a dental office off Brooks in Missoula and we need the panel swapped. Patients all week though, so can your crew do the shutdown part on a Saturday so we don't have to close?",
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Commercial page FAQ "Can you work outside our business hours?": often, early mornings, evenings or weekends.',
  },
  {
    id: 'fresh19-036',
    question: 'warranty on your work?',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh19-037',
    question: 'the wind ripped the mast off the side of the house and the meter box is hanging by the wires',
    ...emergency('storm-mast'),
  },
  {
    id: 'fresh19-038',
    question: 'swapped all my bulbs for LEDs and now they flicker and buzz on the dimmer. what gives',
    intent: 'service',
    must: [DIMMER],
    mustNot: SITE_SAYS,
    note: 'FAQ "Is it worth switching to LED lighting?": the dimmer may not be LED-compatible.',
  },
  {
    id: 'fresh19-039',
    question: 'how do i stop the text messages from you guys',
    intent: 'business-fact',
    must: [STOP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh19-040',
    question: 'got zapped turning on the kitchen faucet?? like a tingle',
    ...emergency('shock'),
  },
  {
    id: 'fresh19-041',
    question: 'Need power run out to a new pole barn about 300 ft from the house, outside Stevensville. Is that a job you take on?',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Stevensville and Ravalli County pages: shop, barn and outbuilding wiring, long underground feeders.',
  },
  { id: 'fresh19-042', question: "know a good roofer? we've got a leak by the chimney", ...outOfScope() },
  {
    id: 'fresh19-043',
    question: 'does my info get sold to spammers if i fill out the contact form',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh19-044',
    question: 'whole house standby generator installed, what are we looking at cost wise',
    ...price(GENERATOR_PRICE),
  },
  { id: 'fresh19-045', question: 'theres sparks and flames coming out of the panel in the garage!!!', ...emergency('fire') },
  {
    id: 'fresh19-046',
    question: "where are you guys based out of? we're in lolo",
    intent: 'business-fact',
    must: [BONNER, 'Lolo'],
    mustNot: SITE_SAYS,
    note: 'Based in Bonner; Lolo is one of the towns the site names.',
  },
  {
    id: 'fresh19-047',
    question: 'how often should a house get an electrical inspection?',
    intent: 'service',
    must: [INSPECTION_YEARS],
    mustNot: SITE_SAYS,
  },
  { id: 'fresh19-048', question: 'hello?', ...GREETING },
  {
    id: 'fresh19-049',
    question: 'smells like fish burning near the breaker box. is that electrical??',
    ...emergency('burning'),
    note: 'A "fishy" burning smell is overheating plastic, in the safety note.',
  },
  {
    id: 'fresh19-050',
    question: 'still have a fuse box and the home insurance wants it gone. can you swap it for breakers',
    intent: 'service',
    must: [YES, PANEL],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh19-051',
    question: 'is there a way to get a rough price online before calling anyone',
    intent: 'business-fact',
    must: [CALCULATOR],
    mustNot: SITE_SAYS,
    note: 'Home page, "Three tools in one assistant": the cost calculator gives a preliminary price range.',
  },
  {
    id: 'fresh19-052',
    question: "Breaker panel's warm to the touch and buzzing pretty loud, started tonight",
    ...emergency('hot'),
  },
  { id: 'fresh19-053', question: 'We have a rental in Helena. Would you guys come out there?', ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh19-054',
    question: "wiring for a hot tub on the back deck, do y'all do that?",
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh19-055',
    question: "what's it cost to replace a regular outlet that's gotten loose",
    ...price(OUTLET_PRICE),
  },
  { id: 'fresh19-056', question: 'ok cool thanks, bye', ...GOODBYE },
  {
    id: 'fresh19-057',
    question: 'any reviews from past customers i can look at',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh19-058',
    question: 'Little shock from the washer lid every time I touch it. Is that bad??',
    ...emergency('shock'),
  },
  {
    id: 'fresh19-059',
    question: 'so if we go with a standby generator how long is the install, like days or weeks?',
    intent: 'service',
    must: [GEN_DAYS],
    mustNot: SITE_SAYS,
  },
  { id: 'fresh19-060', question: 'snowblower wont start, pull cord jammed. do you fix those?', ...outOfScope() },
  {
    id: 'fresh19-061',
    question: "Are your electricians background checked? I'm 78 and live by myself",
    ...notOnSite('business-fact'),
    note: 'The site says nothing about background checks of its electricians.',
  },
  {
    id: 'fresh19-062',
    question: 'lights all over the house flicker whenever the wind picks up. like the whole house not just one room',
    intent: 'service',
    must: [LOOSE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "Why do my lights flicker or dim?": flickering that gets worse in wind points to a loose connection in the service or panel.',
  },
  { id: 'fresh19-063', question: 'POWER LINE DOWN ON MY FENCE AND THE DOG IS OUT THERE', ...emergency('line-down') },
  {
    id: 'fresh19-064',
    question: 'darby too far for you?',
    ...unlistedTown(),
    note: 'Darby is in Ravalli County but south of Hamilton; the county page asks places farther south to call.',
  },
  {
    id: 'fresh19-065',
    question: 'service call fee? half the outlets in my kitchen quit and I need someone to figure out why',
    ...price(TROUBLESHOOT_PRICE),
  },
  {
    id: 'fresh19-066',
    question: 'Got a cabin on the lake in Bigfork, is that too far for you guys',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Bigfork is in Flathead County, near the edge of Lake County.',
  },
  {
    id: 'fresh19-067',
    question: 'looking into solar panels with battery backup, is that something yall install',
    ...notOnSite('service'),
    note: 'No service page or FAQ lists solar installation.',
  },
  {
    id: 'fresh19-068',
    question: 'water is dripping out of the ceiling light in the bathroom, the upstairs tub overflowed',
    ...emergency('water'),
  },
  {
    id: 'fresh19-069',
    question: "do i pay up front or after the job's done",
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION],
    mustNot: SITE_SAYS,
    note: 'Terms, "Payment": due when the work is complete; larger projects may need a deposit.',
  },
  {
    id: 'fresh19-070',
    question: 'Working from home here. During a panel upgrade how long is the power actually off?',
    intent: 'service',
    must: [[PANEL_DAYS, 'part of']],
    mustNot: SITE_SAYS,
    note: 'Panel page FAQ: a typical upgrade takes one to two days, with the power off for part of that time.',
  },
  { id: 'fresh19-071', question: 'septic pumping? any recommendations', ...outOfScope() },
  {
    id: 'fresh19-072',
    question: 'if something goes wrong at like 2am on a sunday can i actually reach someone',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    next: CALL_US,
  },
  {
    id: 'fresh19-073',
    question: 'Lightning rods for the barn roof - you guys do that or do I need somebody else?',
    ...notOnSite('service'),
    note: 'No page lists lightning rods (whole-home surge protection is a different job).',
  },
  {
    id: 'fresh19-074',
    question: 'philipsburg area, building a cabin up by georgetown lake and need it wired',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
  },
  { id: 'fresh19-075', question: 'appreciate the help 👍', ...THANKS },
];

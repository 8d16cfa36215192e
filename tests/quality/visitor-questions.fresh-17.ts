/**
 * The seventeenth held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone.
 * Homeowners in old mill-town and Bitterroot houses, ranchers on wells, a restaurant owner, a motel
 * manager, people asking for a parent; questions with a wrong guess to correct ("that's fine,
 * right?"), things described without the trade words ("the grey box with the switches", "the plug
 * thing with the buttons"), two or three questions in one, one-word and all-caps messages.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page and the SMS consent page)
 * and the price table of the specification (assistant-and-admin.md, section 9); emergencies follow
 * the safety note (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns: a town the site names is answered "yes"; Darby, south of Hamilton, which the site never
 * names (the Ravalli County page says "call us for places farther south"), gets "not sure, call us";
 * a town outside the three counties is out of area, and for one near the edge (Superior,
 * Philipsburg) "not sure, call us" is as right as "outside our area".
 *
 * Facts the site does not state (the owner's name, discounts for veterans or seniors) are answered
 * with an honest "I don't know" and the phone number; services it does not list (solar panels,
 * lightning rods) get "not sure, call us", never a "yes".
 *
 * Spread: 15 emergencies (every kind at least once), 6 small talk, 19 business facts, 18 service
 * questions, 7 price questions, 5 out of area, 5 out of scope.
 */
import {
  ALWAYS_OPEN,
  BONNER,
  BYE,
  COUNTIES,
  DONT_KNOW,
  EMAIL,
  ESTIMATE_OFFER,
  ESTIMATOR_MISFIRE,
  FREE,
  FREE_ESTIMATE,
  GREET,
  LICENSED_INSURED,
  NEGATIVE_AREA,
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
import { ASK_US, emergency, NO_PRICE_TALK, NOT_LISTED, outOfArea, outOfScope, PROBLEM_NEXT, SERVICE_NEXT, SITE_SAYS, unlistedTown } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** The three five-star testimonials of the home page ("What Our Customers Say"). */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial'];
/** Financing: no prepayment penalty (financing page). */
const NO_PREPAYMENT_PENALTY: Fact = [
  'prepayment penalty',
  'pay off your balance early',
  'pay it off early',
  'pay off early',
  'pay off the balance early',
  'pay the balance off early',
  'paying it off early',
  'no penalty',
  'without penalty',
  'without a penalty',
];
const FINANCING: Fact = ['financing', 'finance', 'financed'];
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
  'after the work is done',
  'after the work is complete',
  'once the work is complete',
  'once the work is done',
  'once the job is done',
  'once the job is complete',
  'when we finish',
  'after the job',
];
/** Permits: we pull them (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const WE_HANDLE_IT: Fact = ['inspection', 'inspected', 'inspector', 'we pull', 'we handle', 'we obtain', 'we take care', 'we arrange', 'we get the permit', 'handled for you'];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** The SMS consent page and the terms: reply STOP. */
const STOP: Fact = 'STOP';
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "don't rent", 'do not rent'];
/** The assistant's cost calculator (home page, "Three tools in one assistant"). */
const CALCULATOR: Fact = ['cost calculator', 'calculator', 'estimate tool', 'estimator', 'preliminary price range', 'preliminary range'];
/** Terms, "The online assistant": its prices are preliminary; only a written estimate sets a price. */
const PRELIMINARY: Fact = ['preliminary', 'not a quote', 'not a binding', "isn't a quote", 'general information', 'ballpark', 'rough', 'written estimate'];
/** A discount the site never offers. */
const MADE_UP_DISCOUNT: Fact = { re: '\\b\\d{1,2} ?(%|percent)', label: 'a made-up discount', example: '10% off' };

const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
const REPLACE: Fact = ['replace', 'replaced', 'replacing', 'replacement', 'new one'];
const VOLTS_240: Fact = ['240 volts', '240V', '240 V', '240-volt', '220V', '220 volts', '220-volt'];
const OWN_CIRCUIT: Fact = [
  'dedicated circuit',
  'circuit of its own',
  'own circuit',
  'separate circuit',
  'dedicated',
  'new circuit',
  'added circuit',
  'right circuit',
  'proper circuit',
];
const TRANSFER: Fact = ['transfer switch', 'interlock'];
const BACKFEED: Fact = [
  'backfeed',
  'back-feed',
  'backfeeding',
  'back-feeding',
  'utility worker',
  'lineworker',
  'line worker',
  'lineman',
  'linemen',
  'electrocute',
  'electrocution',
  'utility crew',
];
const KNOB_AND_TUBE: Fact = ['knob-and-tube', 'knob and tube'];
const REWIRE: Fact = ['rewire', 'rewiring', 'replace', 'replacing', 'replacement'];
const THREE_PHASE: Fact = ['three-phase', 'three phase', '3-phase', '3 phase'];
const OFF_HOURS: Fact = [
  'early mornings',
  'early morning',
  'evenings',
  'weekends',
  'weekend',
  'sunday',
  'after hours',
  'outside your business hours',
  'outside business hours',
  'outside your hours',
  'around your schedule',
  "when you're closed",
  'when you are closed',
];
const OVERLOAD: Fact = [
  'too many',
  'overload',
  'overloaded',
  'overloading',
  'share a circuit',
  'same circuit',
  'sharing',
  'shared',
  'dedicated',
  'own circuit',
  'new circuit',
  'added circuit',
];
const LOOSE_CONNECTION: Fact = ['loose connection', 'loose or corroded', 'connection', 'neutral', 'service'];
const NOT_NORMAL: Fact = ['not normal', "isn't normal", 'promptly', 'right away', 'soon', 'checked', 'look at'];
const INSPECT_3_TO_5: Fact = ['3 to 5 years', '3-5 years', 'three to five years', 'every few years'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
const GENERATOR: Fact = ['standby generator', 'generator'];
const STARTS_ITSELF: Fact = ['transfer switch', 'interlock', 'automatic', 'automatically', 'starts on its own', 'starts by itself'];
const DIMMER: Fact = ['dimmer'];
const LED_COMPATIBLE: Fact = ['compatible', 'rated for led', 'works with led', 'made for led', 'led dimmer'];
const SUBPANEL: Fact = ['subpanel', 'sub-panel', 'sub panel'];
const FEEDER: Fact = ['feeder', 'underground', 'trench', 'run power', 'buried'];
const MAINTENANCE_VISIT: Fact = ['oil', 'filter', 'battery', 'transfer switch', 'under load'];
const PANEL_CAPACITY: Fact = ['capacity', 'room', 'load calculation', 'panel upgrade', 'panel'];
const FUSE_BOX_HONEST: Fact = ['undersized', 'over-fuse', 'over-fused', 'over-fusing', 'too small', 'capacity', 'not meant', 'safer', 'insur', 'insurance', 'worth', 'look at'];
/** An honest "the site does not list that service": not sure, ask us. */
const UNSURE_SERVICE: Fact = [
  DONT_KNOW,
  "isn't a service we list",
  'not a service we list',
  'not one of the services',
  'not listed',
  "isn't listed",
  "don't list",
  'do not list',
  "don't see",
  "can't confirm",
  'cannot confirm',
  'check with us',
  'call to ask',
  'call us to ask',
];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW];

/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
const TROUBLESHOOT_PRICE: Fact = { range: [150, 500] };
/** The "other and unknown" range (and its commercial version): wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact[] = [{ range: [300, 1500] }, { range: [450, 2250] }];
/** What a price question must not carry for a job outside the table. */
const MADE_UP_RANGE: Fact[] = [...SINGLE_CIRCUIT_PRICE, ...UNKNOWN_JOB_PRICE, ESTIMATOR_MISFIRE];

/** A service the site does not list: no "yes", an honest "not sure, ask us". */
function unlistedService(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'service', must: [UNSURE_SERVICE], mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE, NO_PRICE], next: ASK_US };
}

/** A fact the site does not state: an honest "I don't know", and the number to ask. */
function dontKnow(mustNot: Fact[] = []): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'business-fact', must: [DONT_KNOW, PHONE], mustNot: [ESTIMATOR_MISFIRE, ...mustNot], next: ASK_US };
}

/** A job outside the price table: no made-up range, the free on-site estimate. */
function unpricedJob(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'price', must: [ESTIMATE_OFFER], mustNot: MADE_UP_RANGE, next: 'estimate' };
}

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_17_QUESTIONS: VisitorQuestion[] = [
  {
    id: 'fresh17-001',
    question: 'hi there',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: [NO_PRICE, ...SITE_SAYS],
  },
  {
    id: 'fresh17-002',
    question: 'SMOKE AND LITTLE FLAMES COMING OUT OF THE OUTLET IN MY SONS ROOM WHAT DO I DO',
    ...emergency('fire'),
  },
  {
    id: 'fresh17-003',
    question: 'whats ur phone number and email, want to send pics of the job',
    intent: 'business-fact',
    must: [PHONE, EMAIL],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh17-004',
    question: "We've got a Tesla coming next month. Can you guys put a charger in the garage? House is kinda old so idk if the panel can even handle it",
    intent: 'service',
    must: [YES, PANEL_CAPACITY],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Residential page: EV charger circuits; Missoula page: we check whether the panel has room for the charger circuit first.',
  },
  {
    id: 'fresh17-005',
    question: 'how much to hang a ceiling fan in the bedroom? theres already a light fixture up there',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: 'Price table (spec section 9): fan $200-500.',
  },
  {
    id: 'fresh17-006',
    question: 'Are you open on Saturdays? And what time do you guys start in the morning during the week?',
    intent: 'business-fact',
    must: [WEEKDAYS, OPENS_7],
    mustNot: SITE_SAYS,
    note: 'Office hours Monday to Friday, 7:00 AM to 5:00 PM; a reply may add the 24/7 emergency line.',
  },
  {
    id: 'fresh17-007',
    question: "my fuse box works fine, we've never even blown a fuse, so there's no real reason to replace it right? the realtor keeps saying otherwise",
    intent: 'service',
    must: [FUSE_BOX_HONEST],
    mustNot: [STARTS_WITH_YES, ...NO_PRICE_TALK],
    next: SERVICE_NEXT,
    note: 'Stevensville page: a working fuse box can still be undersized and easy to over-fuse; we tell you honestly whether an upgrade makes sense. "Yes, no reason" is wrong.',
  },
  {
    id: 'fresh17-008',
    question: 'we have a cabin up by Kalispell, would you guys come up and wire a new detached garage there',
    ...outOfArea([NEGATIVE_AREA, COUNTIES]),
    note: 'Kalispell is in Flathead County. The terms allow work outside the area at our discretion, so "outside our usual area, call us" is right.',
  },
  {
    id: 'fresh17-009',
    question: 'um theres like a burnt plastic / kind of fishy smell coming from the grey metal box in the basement with all the switches. no smoke i dont think. what should i do',
    ...emergency('burning'),
  },
  {
    id: 'fresh17-010',
    question: "where's your shop actually at? google shows missoula but idk",
    intent: 'business-fact',
    must: [BONNER],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh17-011',
    question: 'the plug thing in the bathroom with the two little buttons wont reset anymore and the hair dryer is dead. do i need an electrician for that',
    intent: 'service',
    must: [GFCI, REPLACE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "What is a GFCI outlet": if it doesn\'t trip or won\'t reset, have it replaced. The reply should name the device the visitor could not.',
  },
  {
    id: 'fresh17-012',
    question: 'do you guys do roofing too? hail tore up our shingles pretty bad last week',
    ...outOfScope(),
  },
  {
    id: 'fresh17-013',
    question: "how long have you been in business? and I'm guessing you're not insured since you're a small outfit, right?",
    intent: 'business-fact',
    must: [YEARS_15, LICENSED_INSURED],
    mustNot: [{ claim: 'not insured' }, { claim: "aren't insured" }, ...SITE_SAYS],
    note: 'More than 15 years; a licensed and insured electrical contractor. The visitor guesses wrong.',
  },
  {
    id: 'fresh17-014',
    question: 'Tree came down on the power line and now the wire is lying across our gravel driveway. I have to get to work, can I just drive over it slowly?',
    ...emergency('line-down'),
  },
  {
    id: 'fresh17-015',
    question:
      "ok so the grey box in the basement with all the switches, one of them flips off every morning when the microwave and the toaster oven are both going. what's up with that",
    intent: 'service',
    must: [OVERLOAD],
    mustNot: [{ claim: 'bigger breaker' }, { claim: 'tape over' }, { claim: 'hold it on' }, ...SITE_SAYS],
    next: PROBLEM_NEXT,
    note: 'FAQ "Why does my circuit breaker keep tripping?" and "When do I need a new or dedicated circuit?": too many appliances on one circuit; an added circuit is the safe fix.',
  },
  {
    id: 'fresh17-016',
    question: 'ballpark for a whole house standby generator? propane, about 2400 sq ft, near Victor',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: 'Price table: generator $4,000-15,000. Victor is a town the site names.',
  },
  {
    id: 'fresh17-017',
    question: "I'm assuming there's a fee for you to come out, look at the job and write up a quote. What is it?",
    intent: 'business-fact',
    must: [
      [FREE_ESTIMATE, FREE, 'no fee', 'free of charge'],
      ['estimate', 'quote'],
    ],
    mustNot: [NO_PRICE, ...SITE_SAYS],
    note: 'Estimates are free (business.json, FAQ, terms). Any fee amount would be made up.',
  },
  {
    id: 'fresh17-018',
    question: "my buddy says I can run the portable generator into the house with a double ended cord in the dryer outlet. that's fine during an outage right?",
    intent: 'service',
    must: [TRANSFER, BACKFEED],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Generator page FAQ: no; backfeeding through an outlet can electrocute utility workers; an inlet with an interlock or transfer switch.',
  },
  {
    id: 'fresh17-019',
    question: 'Got a little zap, like a tingle, off the kitchen faucet twice now while doing dishes. Is that a thing??',
    ...emergency('shock'),
  },
  {
    id: 'fresh17-020',
    question: 'if something you install goes bad after like 8 months am I stuck paying for it again',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    note: 'One-year workmanship warranty; materials carry the manufacturer warranty, which we pass on.',
  },
  {
    id: 'fresh17-021',
    question: 'thanks, that actually helps a lot',
    intent: 'smalltalk',
    must: [WELCOME],
    mustNot: [NO_PRICE, ...SITE_SAYS],
  },
  {
    id: 'fresh17-022',
    question: "Hot tub getting delivered in May. Can your crew wire it up? It's going on the back deck",
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Residential page, "Specialty Services": hot tub, sauna and shop wiring.',
  },
  {
    id: 'fresh17-023',
    question: 'who owns the company? my dad thinks he went to Big Sky High with the owner',
    ...dontKnow(),
    note: 'The site never names the owner or any staff member.',
  },
  {
    id: 'fresh17-024',
    question: 'basement flooded from the snowmelt and the water is up around the outlets and the freezer cord. ok if i wade down there and unplug stuff?',
    ...emergency('water'),
  },
  {
    id: 'fresh17-025',
    question: 'do you service butte',
    ...outOfArea([NEGATIVE_AREA]),
    note: 'Butte is in Silver Bow County.',
  },
  {
    id: 'fresh17-026',
    question:
      "Buying a 1920s house in the University District. The inspector said there's old cloth-covered wire on little white porcelain knobs up in the attic. Is that a big deal and can you replace it?",
    intent: 'service',
    must: [KNOB_AND_TUBE, REWIRE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Missoula page: we replace knob-and-tube wiring in older homes, room by room, with a free estimate first. The visitor describes it without the name.',
  },
  {
    id: 'fresh17-027',
    question: 'do you want all the money up front or how does paying work with you guys',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    note: 'Terms, "Payment": due when the work is complete; larger projects may need a deposit and progress payments, agreed in writing.',
  },
  {
    id: 'fresh17-028',
    question: "outlet behind the couch is hot to the touch, the space heater's plugged into it. i think its fine to keep using it till monday right?",
    ...emergency('hot'),
  },
  {
    id: 'fresh17-029',
    question: "so what's it gonna run me to go from 100 amp to 200? and is the permit on me or on you",
    intent: 'price',
    must: [PANEL_PRICE, PERMIT],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: 'FAQ: most panel upgrades $1,500-4,000 (the price table: $1,200-4,000); we pull the permit and arrange the inspection.',
  },
  {
    id: 'fresh17-030',
    question: "Restaurant owner downtown. New walk-in cooler and fryer line need three phase. Can you do the work on a Sunday/Monday when we're closed??",
    intent: 'service',
    must: [THREE_PHASE, OFF_HOURS],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'Commercial page: three-phase power; disruptive work scheduled for early mornings, evenings or weekends when possible.',
  },
  {
    id: 'fresh17-031',
    question: 'is there financing for a generator? and if I get it can I pay it off early without getting dinged',
    intent: 'business-fact',
    must: [FINANCING, NO_PREPAYMENT_PENALTY],
    mustNot: SITE_SAYS,
    note: 'Financing page: standby generators qualify, subject to credit approval, no prepayment penalty.',
  },
  {
    id: 'fresh17-032',
    question: "HELP my husband is stuck on the wire at the well pump he's shaking and can't let go",
    ...emergency('contact'),
  },
  {
    id: 'fresh17-033',
    question: "where's a good spot to fish on the blackfoot this weekend",
    ...outOfScope(),
  },
  {
    id: 'fresh17-034',
    question: 'so basically every light in the house flickers when the wind picks up. like all of them. is that normal for an older house out here',
    intent: 'service',
    must: [LOOSE_CONNECTION, NOT_NORMAL],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: PROBLEM_NEXT,
    note: 'FAQ "Why do my lights flicker or dim?": flickering throughout the house, worse in wind or storms, can point to a loose connection in the service or panel; have it checked promptly.',
  },
  {
    id: 'fresh17-035',
    question: "We're finishing the basement ourselves but want a pro for the electrical. Do I have to pull the permit or do you handle that?",
    intent: 'business-fact',
    must: [PERMIT, WE_HANDLE_IT],
    mustNot: SITE_SAYS,
    note: 'FAQ, residential page, terms: we pull the permits the work requires and arrange the inspection.',
  },
  {
    id: 'fresh17-036',
    question: 'a power line fell on our car, me and my daughter are still inside and theres sparks on the road',
    ...emergency('line-on-car'),
  },
  {
    id: 'fresh17-037',
    question: 'good morning!!',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: [NO_PRICE, ...SITE_SAYS],
  },
  {
    id: 'fresh17-038',
    question: "can i just get one of those adapters so my new welder plugs into the regular garage outlet? don't really want to pay for a whole new plug",
    intent: 'service',
    must: [VOLTS_240, OWN_CIRCUIT],
    mustNot: [STARTS_WITH_YES, { claim: 'use an adapter' }, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'FAQ "110V and 220V": welders use 240 volts on a dedicated circuit; never use adapters.',
  },
  {
    id: 'fresh17-039',
    question: 'sent a message through the contact form yesterday afternoon, how long till someone usually gets back to me',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh17-040',
    question: 'Superior MT, need a breaker panel looked at. too far for you?',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Superior is in Mineral County, near the edge: "outside our area" and "not sure, call us" are both honest.',
  },
  {
    id: 'fresh17-041',
    question: 'the kitchen light fixture just popped and theres flames on the ceiling around it, should I throw a pot of water on it??',
    ...emergency('fire'),
  },
  {
    id: 'fresh17-042',
    question: "how often should someone actually look over the wiring? we've lived here 12 years and nobody ever has lol",
    intent: 'service',
    must: [INSPECT_3_TO_5],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'FAQ: an inspection every 3 to 5 years for homes.',
  },
  {
    id: 'fresh17-043',
    question: 'what do you charge to come out and figure out why half the outlets in my living room went dead',
    intent: 'price',
    must: [TROUBLESHOOT_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: 'Price table: troubleshooting $150-500.',
  },
  {
    id: 'fresh17-044',
    question: 'I signed up for your text messages and now I want them to stop. how?',
    intent: 'business-fact',
    must: [STOP],
    mustNot: SITE_SAYS,
    note: 'SMS consent page, privacy policy, terms: reply STOP at any time.',
  },
  {
    id: 'fresh17-045',
    question: 'the wind ripped the pipe thing with the wires off the side of my house and the meter box is kind of just hanging there now',
    ...emergency('storm-mast'),
  },
  {
    id: 'fresh17-046',
    question: 'whole house surge protector thing. u do those',
    intent: 'service',
    must: [YES, SURGE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Residential page and Stevensville page: whole-home surge protection.',
  },
  {
    id: 'fresh17-047',
    question: "Can you pump our septic tank? It's backing up into the shower",
    ...outOfScope(),
  },
  {
    id: 'fresh17-048',
    question: 'Before I put my info in your form: do you sell phone numbers to marketers or anything like that?',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    note: 'Privacy policy: we do not sell or rent your personal information.',
  },
  {
    id: 'fresh17-049',
    question: "we're on a well outside hamilton and every time the power goes out we lose our water too. what are our options",
    intent: 'service',
    must: [GENERATOR, STARTS_ITSELF],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Hamilton page FAQ: a standby generator with an automatic transfer switch keeps the pump running.',
  },
  {
    id: 'fresh17-050',
    question: 'burning smell light switch hallway',
    ...emergency('burning'),
  },
  {
    id: 'fresh17-051',
    question: 'any reviews from real customers i can look at? never heard of you before',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
    note: 'Home page, "What Our Customers Say": three five-star reviews (Sarah M., Dave R., Linda K.).',
  },
  {
    id: 'fresh17-052',
    question: 'Need a dedicated 20 amp circuit run out to the garage for a chest freezer. Rough cost?',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: 'Price table: circuits $400-1,200.',
  },
  {
    id: 'fresh17-053',
    question: 'Swapped everything to LED bulbs and now the dining room ones buzz and flicker on the dimmer. Do I need to rewire the room?',
    intent: 'service',
    must: [DIMMER, LED_COMPATIBLE],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'FAQ "Is it worth switching to LED lighting?": the dimmer may not be LED-compatible; an electrician can replace it. No rewiring.',
  },
  {
    id: 'fresh17-054',
    question: 'ok bye',
    intent: 'smalltalk',
    must: [BYE],
    mustNot: [NO_PRICE, ...SITE_SAYS],
  },
  {
    id: 'fresh17-055',
    question: 'Good evening. The door of our electrical panel is warm to the touch and there is a faint buzzing, crackling sound coming from inside it. Please advise.',
    ...emergency('hot'),
  },
  {
    id: 'fresh17-056',
    question: 'can this chat thing give me a rough price before I call you? how does that work',
    intent: 'business-fact',
    must: [CALCULATOR, PRELIMINARY],
    mustNot: SITE_SAYS,
    note: 'Home page, "Three tools in one assistant": the cost calculator gives a preliminary price range; terms: only a written estimate sets a price.',
  },
  {
    id: 'fresh17-057',
    question: 'putting up a pole barn about 200 ft from the house outside ronan, need lights and a few outlets out there. do i need a subpanel or what',
    intent: 'service',
    must: [SUBPANEL, FEEDER],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Ronan page FAQ: an underground feeder from your service or a separate one, a subpanel, lights and outlets.',
  },
  {
    id: 'fresh17-058',
    question: 'Hello, I manage a small motel in Philipsburg and we need some of the exterior lighting redone. Is that within your service area?',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Philipsburg is in Granite County, near the edge: "outside our area" and "not sure, call us" are both honest.',
  },
  {
    id: 'fresh17-059',
    question: 'how much does it cost to rewire a whole 1950s ranch house, about 1400 sq ft, one level',
    ...unpricedJob(),
    note: 'Whole-house rewiring is not in the price table; the FAQ gives only the time (3 to 10 days) and what drives it.',
  },
  {
    id: 'fresh17-060',
    question: "my wife touched the dryer and the washer at the same time and got shocked pretty good. she's ok. what now",
    ...emergency('shock'),
  },
  {
    id: 'fresh17-061',
    question: 'florence mt - do you come out that far?',
    intent: 'business-fact',
    must: [yesInArea('Florence')],
    mustNot: [['outside our service area', 'not in our service area', "don't serve", 'do not serve'], ...SITE_SAYS],
    note: 'Florence is named in business.json, the FAQ and the Ravalli County page.',
  },
  {
    id: 'fresh17-062',
    question: 'do yall install solar panels? like on the roof with the batteries and everything',
    ...unlistedService(),
    note: 'No page lists solar installation.',
  },
  {
    id: 'fresh17-063',
    question: 'do you plow driveways in the winter? we are up past Potomac',
    ...outOfScope(),
  },
  {
    id: 'fresh17-064',
    question: 'wire down in the back pasture after last nights wind and the horses are out there, how do i get them in',
    ...emergency('line-down'),
  },
  {
    id: 'fresh17-065',
    question: "We're in Darby, a ways past Hamilton. Would you come down that far for a panel upgrade?",
    ...unlistedTown(),
    note: 'The site never names Darby; the Ravalli County page says "call us for places farther south and we will tell you plainly whether we can help".',
  },
  {
    id: 'fresh17-066',
    question: 'Can you put a lightning rod system on our barn? it got hit two summers ago',
    ...unlistedService(),
    note: 'No page lists lightning rods; surge protection and lightning-damage repair are listed, which a reply may mention.',
  },
  {
    id: 'fresh17-067',
    question: 'thank u so much, you guys are awesome',
    intent: 'smalltalk',
    must: [WELCOME],
    mustNot: [NO_PRICE, ...SITE_SAYS],
  },
  {
    id: 'fresh17-068',
    question: 'building a new 3 bedroom house in Lolo next spring. what would the electrical for the whole thing cost, roughly?',
    ...unpricedJob(),
    note: 'New construction wiring is a listed service but not in the price table: no made-up range, the free estimate.',
  },
  {
    id: 'fresh17-069',
    question: 'water is dripping from the upstairs bathroom leak right into the breaker panel in the laundry room!!',
    ...emergency('water'),
  },
  {
    id: 'fresh17-070',
    question: "Do you give a discount for veterans or seniors? My mom's on a fixed income and needs some outlets fixed",
    ...dontKnow([STARTS_WITH_YES, MADE_UP_DISCOUNT]),
    note: 'The site states no discounts.',
  },
  {
    id: 'fresh17-071',
    question: 'what do you actually do on the yearly generator maintenance visit',
    intent: 'service',
    must: [MAINTENANCE_VISIT],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Generator page, "Annual Maintenance Packages": oil and filters, the battery, the transfer switch tested under load.',
  },
  {
    id: 'fresh17-072',
    question: 'Sandpoint Idaho, lake house. do u travel that far',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh17-073',
    question: 'if something goes wrong at like 2am on christmas does anyone actually pick up the phone',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    note: 'Emergency service 24/7, including nights, weekends and holidays; emergency rates may apply after hours.',
  },
  {
    id: 'fresh17-074',
    question: 'can u help me write a cover letter, applying for a job at the mill',
    ...outOfScope(),
  },
  {
    id: 'fresh17-075',
    question: "ok cool that's all i needed, have a good one",
    intent: 'smalltalk',
    must: [BYE],
    mustNot: [NO_PRICE, ...SITE_SAYS],
  },
];

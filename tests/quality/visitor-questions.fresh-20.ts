/**
 * The twentieth held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone.
 * Older people and people who write simply, caregivers and grown children asking for a parent,
 * tenants, and people who are frightened or confused by something electrical without being in
 * danger; one-word messages, all caps, typos, filler, two questions in one.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page and the SMS consent
 * page) and the price table of the specification (assistant-and-admin.md, section 9); emergencies
 * follow the safety note (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns: a town the site names is answered "yes"; a town inside the three counties that the site
 * never names (Corvallis) gets "not sure, call us", never a "yes"; a town outside the counties is
 * out of area, and for one near the edge (Superior, Thompson Falls) "not sure, call us" is as
 * right as "outside our area". Facts the site does not state (a senior discount, the owner's
 * name) get the honest "don't know" and the phone number, nothing invented.
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
  FREE_ESTIMATE,
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
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', 'What Our Customers Say', 'testimonial'];
/** Financing: subject to credit approval (financing page, terms). */
const CREDIT: Fact = ['credit approval', 'subject to credit', 'depend on your credit', 'depends on your credit', 'approved', 'approval'];
const FINANCING: Fact = ['financing', 'finance', 'monthly payments', 'payment plan'];
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
  'once the work is',
  'once the job is',
  'when we finish',
  'once we finish',
  'after we finish',
];
/** Permits: we pull them and arrange the inspection (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const WE_PULL: Fact = [
  'we pull',
  'we get',
  'we obtain',
  'we handle',
  'we take care',
  'we arrange',
  'we apply',
  "we'll pull",
  "we'll get",
  "we'll handle",
  "we'll take care",
  'handled for you',
  'part of the job',
  'included',
];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** The SMS consent page and the privacy policy: reply STOP to stop the texts. */
const REPLY_STOP: Fact = { re: '\\b(reply|text|send|respond|answer)\\b\\W+(with\\W+)?(the word\\W+)?"?stop\\b', label: 'reply STOP', example: 'Reply STOP' };
/** Privacy policy and SMS page: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell', 'never share', "don't share", 'do not share'];
/** The assistant's tools (home page, "Three tools in one assistant"). */
const TOOLS: Fact = [
  'cost calculator',
  'calculator',
  'troubleshooter',
  'troubleshooting',
  'troubleshoot',
  'guided diagnosis',
  'price estimate',
  'preliminary price',
  'price range',
  'cost estimate',
  'preliminary estimate',
];
/** A discount the site never offers, invented. */
const MADE_UP_DISCOUNT: Fact = { re: '\\d+\\s?(%|percent)', label: 'a made-up discount', example: '10% off' };

const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
const VOLTS_240: Fact = ['240 volts', '240V', '240 V', '240-volt', '220V', '220 volts', '220-volt'];
const OWN_CIRCUIT: Fact = ['dedicated circuit', 'circuit of its own', 'own circuit', 'separate circuit', 'dedicated', 'new circuit', 'added circuit'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'inlet'];
const KNOB_AND_TUBE: Fact = ['knob-and-tube', 'knob and tube'];
const REWIRE: Fact = ['rewire', 'rewiring'];
const SUBPANEL: Fact = ['subpanel', 'sub-panel', 'feeder', 'underground', 'trench'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge suppressor', 'surge'];
const WHOLE_HOUSE: Fact = ['panel', 'whole-home', 'whole home', 'whole house', 'whole-house'];
const DIMMER: Fact = ['dimmer', 'compatible'];
const RESET: Fact = ['reset'];
/** FAQ "Why do my lights flicker or dim?": flicker that gets worse in wind points to the service or panel. */
const LOOSE: Fact = ['loose', 'corroded', 'neutral', 'service entrance', 'service drop', 'service mast', 'weatherhead', 'meter'];
/** FAQ "Why does my circuit breaker keep tripping?": too much on one circuit. */
const OVERLOAD: Fact = [
  'overload',
  'overloaded',
  'overloading',
  'too many',
  'too much',
  'same circuit',
  'shared circuit',
  'share a circuit',
  'sharing',
  'one circuit',
  'own circuit',
  'dedicated circuit',
];
const INSPECTION: Fact = ['inspection', 'inspect', 'inspected', 'inspector'];
/** Commercial FAQ "Can you work outside our business hours?". */
const OFF_HOURS: Fact = [
  'early mornings',
  'early morning',
  'evenings',
  'evening',
  'weekends',
  'after hours',
  'after you close',
  'after closing',
  'outside your business hours',
  'outside business hours',
  'around your schedule',
  'around your business',
];
/** Dead outlets: troubleshooting is a listed service (residential page, emergency page "Partial Power Loss"). */
const DEAD_OUTLETS: Fact = ['troubleshoot', 'troubleshooting', 'troubleshooter', 'breaker', 'GFCI', 'dead outlet', 'partial power'];
/** Generator FAQ "Can I plug a portable generator into a dryer outlet?": no, it backfeeds the lines. */
const NOT_SAFE: Fact = ['not safe', 'unsafe', 'dangerous', 'never', "don't", 'do not', 'no'];
const BACKFEED: Fact = ['backfeed', 'backfeeding', 'back-feed', 'back feed', 'utility worker', 'line worker', 'lineworker', 'lineman', 'linemen', 'electrocute'];
/** An honest answer about a job the site does not list: not a yes. */
const UNSURE_SERVICE: Fact = [
  DONT_KNOW,
  "isn't one of",
  'not one of',
  "isn't a service",
  'not a service',
  "don't list",
  'do not list',
  "doesn't list",
  'not listed',
  "isn't listed",
  "don't see",
  "don't repair",
  'do not repair',
  "don't fix",
  'do not fix',
  "don't install",
  'do not install',
  'not something',
];
/** A town outside the three counties. */
const OUTSIDE: Fact = [NEGATIVE_AREA, 'only serve', 'only cover', 'only work in', 'too far', 'farther than we'];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [OUTSIDE, NOT_LISTED, DONT_KNOW];

/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };

/** A fact the site does not state: the honest "don't know" and the number to ask. */
function notStated(mustNot: Fact[] = []): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'business-fact', must: [DONT_KNOW, PHONE], mustNot: [ESTIMATOR_MISFIRE, ...mustNot], next: ['call', 'contact'] };
}

/** A job the site does not list: no "yes", an honest "not sure", and a way to ask. */
function unlistedJob(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'service', must: [UNSURE_SERVICE], mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE], next: ['call', 'contact'] };
}

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_20_QUESTIONS: VisitorQuestion[] = [
  {
    id: 'fresh20-001',
    question: 'whats your phone number and your email too please. my dad wants both wrote down by the phone',
    intent: 'business-fact',
    must: [PHONE, EMAIL],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh20-002',
    question: 'smells like burnt plastic in the hallway and the light switch plate has gone brown around the edges. no smoke that i can see',
    ...emergency('burning'),
  },
  {
    id: 'fresh20-003',
    question: 'we just got one of them electric pickups. can you guys put the charger plug in our garage',
    intent: 'service',
    must: [YES, ['panel', 'circuit', '240']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh20-004',
    question: 'Hello? is anybody there',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: NO_PRICE_TALK,
  },
  {
    id: 'fresh20-005',
    question: 'ballpark what does it cost to go from a 100 amp panel to 200 amp',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh20-006',
    question: 'r u open on saturday and sunday or just weekdays?? what if something goes out on a sunday',
    intent: 'business-fact',
    must: [WEEKDAYS, ALWAYS_OPEN],
    mustNot: [...SITE_SAYS, { claim: 'open on saturday' }],
  },
  {
    id: 'fresh20-007',
    question: 'Bought an old house on the northside, the home inspector wrote knob and tube on his report. Is that something you guys replace?',
    intent: 'service',
    must: [YES, [KNOB_AND_TUBE, REWIRE]],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh20-008',
    question: 'a tree came down on the power line in front of our house and the wire is laying in the yard. the dog is still out there',
    ...emergency('line-down'),
  },
  {
    id: 'fresh20-009',
    question: 'my dad lives up in kalispell and his lights keep going out. can you send somebody up to look',
    ...outOfArea([OUTSIDE]),
    note: 'Kalispell is in Flathead County, outside Missoula, Ravalli and Lake counties.',
  },
  {
    id: 'fresh20-010',
    question: "does it cost money for you to come out and look and tell me a price. I'm on a fixed income",
    intent: 'business-fact',
    must: [[FREE_ESTIMATE, 'no charge', 'free of charge', 'at no cost']],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh20-011',
    question: 'the plug in the bathroom with the 2 little buttons clicked off and now my hair dryer is dead. did i break it??',
    intent: 'service',
    must: [GFCI, RESET],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "What is a GFCI outlet": the outlet trips to protect against shock; reset it, and have it replaced if it will not reset.',
  },
  {
    id: 'fresh20-012',
    question: 'what does my landlord legally have to fix in my apartment? he never fixes anything',
    ...outOfScope(),
    note: 'Tenant law is not on the site; an electrical problem in the apartment is something we can help with.',
  },
  {
    id: 'fresh20-013',
    question: 'the outlet behind my moms recliner is hot when i touch it, like really warm. she has her heating pad plugged in there all day',
    ...emergency('hot'),
  },
  {
    id: 'fresh20-014',
    question: 'do you go out to Lolo? my mother lives there and needs some lights fixed',
    intent: 'business-fact',
    must: [yesInArea('Lolo')],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh20-015',
    question: 'I rent a trailer in East Missoula and like half the outlets in the bedroom quit working. landlord wont call me back. can i just call you guys myself',
    intent: 'service',
    must: [DEAD_OUTLETS],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'Dead outlets and partial power loss are listed jobs; the site says nothing about tenants hiring us, so no rule about landlords is asked.',
  },
  {
    id: 'fresh20-016',
    question: 'how much to replace one outlet? the plug keeps falling out of it',
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh20-017',
    question: 'THERES SMOKE COMING OUT OF THE WALL NEXT TO THE BREAKER BOX WHAT DO I DO',
    ...emergency('fire'),
  },
  {
    id: 'fresh20-018',
    question: "do you give a senior discount? I'm 78",
    ...notStated([MADE_UP_DISCOUNT]),
    note: 'The site states no discounts.',
  },
  {
    id: 'fresh20-019',
    question: 'my brother in law says just plug the generator into the dryer outlet with a double ended cord when the power goes out. is that ok??',
    intent: 'service',
    must: [NOT_SAFE, BACKFEED],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Generator page FAQ "Can I plug a portable generator into a dryer outlet?": no, backfeeding can electrocute utility workers; an inlet with an interlock or transfer switch is the safe way.',
  },
  {
    id: 'fresh20-020',
    question: 'good morning dear',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: NO_PRICE_TALK,
  },
  {
    id: 'fresh20-021',
    question: 'how long have u been doing this and r u licensed and insured? the last guy we had wasnt',
    intent: 'business-fact',
    must: [YEARS_15, LICENSED_INSURED],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh20-022',
    question: 'I got a little tingle off the kitchen faucet when I touched it and the toaster at the same time. what should I do',
    ...emergency('shock'),
  },
  {
    id: 'fresh20-023',
    question: 'so I put new LED bulbs in the dining room light and now they flicker and kinda hum. did i do something wrong',
    intent: 'service',
    must: [DIMMER],
    mustNot: SITE_SAYS,
    next: [...SERVICE_NEXT, 'troubleshooter'],
    note: 'FAQ "Is it worth switching to LED lighting?": LEDs that flicker or buzz on a dimmer need an LED-compatible dimmer.',
  },
  {
    id: 'fresh20-024',
    question: 'any chance yall come over to Butte? we got a cabin there that needs wired',
    ...outOfArea([OUTSIDE]),
    note: 'Butte is in Silver Bow County.',
  },
  {
    id: 'fresh20-025',
    question: 'basement flooded from the snow melting and the water is up to the outlets, the freezer is still plugged in down there',
    ...emergency('water'),
  },
  {
    id: 'fresh20-026',
    question: 'what time does your office open in the morning and what time do you close up',
    intent: 'business-fact',
    must: [OPENS_7, CLOSES_5],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh20-027',
    question: 'hot tub is getting delivered next month. who hooks up the electric for it, is that you',
    intent: 'service',
    must: [YES, 'hot tub'],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Residential page, "Specialty Services": hot tub, sauna and shop wiring.',
  },
  {
    id: 'fresh20-028',
    question: 'my daughter bought me a ceiling fan for the bedroom, how much would you charge to put it up? theres a light there now',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh20-029',
    question: 'MY HUSBAND IS STUCK ON A WIRE IN THE SHOP HE CANT LET GO HELP',
    ...emergency('contact'),
  },
  {
    id: 'fresh20-030',
    question: 'if something you fix goes bad in a few months do you come back and fix it for free or do i pay again',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: [...SITE_SAYS, { claim: 'lifetime' }],
    note: 'One-year workmanship warranty (business.json, terms): a defect in our workmanship within one year is corrected at no charge for labour.',
  },
  {
    id: 'fresh20-031',
    question: 'is there something that protects the whole house from lightning? we lost a tv and the well pump last summer in a storm',
    intent: 'service',
    must: [SURGE, WHOLE_HOUSE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Stevensville page and residential page: whole-home surge protection at the panel.',
  },
  {
    id: 'fresh20-032',
    question: 'my toilet keeps running all night long can you come fix it',
    ...outOfScope(),
  },
  {
    id: 'fresh20-033',
    question: 'the wind ripped the pipe thing where the wires come into the house right off the roof. its hanging down the side of the house now',
    ...emergency('storm-mast'),
  },
  {
    id: 'fresh20-034',
    question: 'do i gotta pay before you start the work or after',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION],
    mustNot: SITE_SAYS,
    note: 'Terms, "Payment": due when the work is complete; larger projects may need a deposit.',
  },
  {
    id: 'fresh20-035',
    question: 'my parents house still has the old screw in fuses. can that be changed over to breakers',
    intent: 'service',
    must: [YES, ['breaker', 'panel']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh20-036',
    question: 'thank you so much, you have been very helpful',
    intent: 'smalltalk',
    must: [WELCOME],
    mustNot: NO_PRICE_TALK,
  },
  {
    id: 'fresh20-037',
    question: 'power line fell on my car on the highway, im still in it with my 2 kids, what do i do',
    ...emergency('line-on-car'),
  },
  {
    id: 'fresh20-038',
    question: "can i make payments on a new panel? my credit isn't the greatest",
    intent: 'business-fact',
    must: [FINANCING, CREDIT],
    mustNot: SITE_SAYS,
    note: 'Financing page: financing for larger projects, subject to credit approval.',
  },
  {
    id: 'fresh20-039',
    question: 'gonna put up a pole barn out back maybe 200 ft from the house. can you run power out to it',
    intent: 'service',
    must: [YES, SUBPANEL],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Ronan and Lake County pages: we run the feeder, install a subpanel and wire the building.',
  },
  {
    id: 'fresh20-040',
    question: 'whats a whole house generator run, put in and everything? were on propane',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh20-041',
    question: 'um so basically theres a fishy smell by the kitchen outlet and the plastic looks kinda melted? no smoke or anything',
    ...emergency('burning'),
  },
  {
    id: 'fresh20-042',
    question: 'my aunt is in corvallis (the montana one lol), can you guys get down there',
    ...unlistedTown(),
    note: 'Corvallis is in Ravalli County but the site never names it.',
  },
  {
    id: 'fresh20-043',
    question: 'the bathroom breaker keeps popping every time my wife runs the hair dryer and the little space heater',
    intent: 'service',
    must: [OVERLOAD],
    mustNot: [...SITE_SAYS, { claim: 'bigger breaker' }, { claim: 'hold it on' }],
    next: PROBLEM_NEXT,
    note: 'FAQ "Why does my circuit breaker keep tripping?" and "When do I need a new or dedicated circuit?".',
  },
  {
    id: 'fresh20-044',
    question: 'Superior MT??',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Superior is in Mineral County, next to Missoula County; the site never names it.',
  },
  {
    id: 'fresh20-045',
    question: 'the panel in the garage is buzzing real loud and the metal door on it feels hot',
    ...emergency('hot'),
  },
  {
    id: 'fresh20-046',
    question: 'my son says we need a permit for the new panel. do you get that or do I have to go down to the county myself',
    intent: 'business-fact',
    must: [PERMIT, WE_PULL],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh20-047',
    question: 'were buying my grandmas old house from the rest of the family. should we get the wiring looked at first, its from like 1960',
    intent: 'service',
    must: [INSPECTION],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'FAQ "How often should I have my electrical system inspected?": sooner if you are buying an older home.',
  },
  {
    id: 'fresh20-048',
    question: 'do you know a good roofer in missoula',
    ...outOfScope(),
  },
  {
    id: 'fresh20-049',
    question: 'my daughter got zapped touching the lamp in her room. shes ok just cried. what now',
    ...emergency('shock'),
  },
  {
    id: 'fresh20-050',
    question: 'I sent a message on your contact form yesterday. how long before somebody calls me back',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh20-051',
    question: 'all the lights in my house flicker when the wind blows hard. i live by myself out here and it scares me at night. is something wrong',
    intent: 'service',
    must: [LOOSE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "Why do my lights flicker or dim?": flickering throughout the house that gets worse in wind can point to a loose connection in the service or panel.',
  },
  {
    id: 'fresh20-052',
    question: 'price for adding a new circuit for a chest freezer out in the garage?',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh20-053',
    question: 'ok thx',
    intent: 'smalltalk',
    must: [WELCOME],
    mustNot: NO_PRICE_TALK,
  },
  {
    id: 'fresh20-054',
    question: 'theres little flames coming out of the plug behind the dryer!! me and my grandson are in the laundry room right now',
    ...emergency('fire'),
  },
  {
    id: 'fresh20-055',
    question: 'how do i make the text messages from you stop',
    intent: 'business-fact',
    must: [REPLY_STOP],
    mustNot: SITE_SAYS,
    note: 'SMS consent page, privacy policy and terms: reply STOP at any time.',
  },
  {
    id: 'fresh20-056',
    question: 'I run a little diner in Frenchtown. can the electrical work be done after we close so we dont lose business',
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Commercial page FAQ "Can you work outside our business hours?": often, yes, early mornings, evenings or weekends.',
  },
  {
    id: 'fresh20-057',
    question: 'we live in Salmon Idaho just over the pass. would you come that far to put in a generator',
    ...outOfArea([OUTSIDE]),
  },
  {
    id: 'fresh20-058',
    question: 'if i put my phone number in your form are you gonna sell it to them telemarketers',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh20-059',
    question: 'need a plug for my welder in the garage, the big kind. can you do that',
    intent: 'service',
    must: [YES, [VOLTS_240, OWN_CIRCUIT]],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'FAQ "What is the difference between 110V and 220V?": welders use 240 volts on a dedicated circuit.',
  },
  {
    id: 'fresh20-060',
    question: 'the ceiling leaked and now theres water dripping out of the breaker box in the basement',
    ...emergency('water'),
  },
  {
    id: 'fresh20-061',
    question: 'how much does it cost to rewire a whole house? its from the 1950s, about 1400 sq ft',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [NO_PRICE, ...SITE_SAYS],
    next: 'estimate',
    note: 'The price table has no whole-house rewire; any dollar figure would be made up. The FAQ gives the time (3 to 10 days) and a free estimate.',
  },
  {
    id: 'fresh20-062',
    question: 'got any reviews? i want to see what other people said about you before i call',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh20-063',
    question: 'do you guys put solar panels on roofs',
    ...unlistedJob(),
    note: 'Solar is not among the services the site lists.',
  },
  {
    id: 'fresh20-064',
    question: 'thats all for now. bye bye',
    intent: 'smalltalk',
    must: [BYE],
    mustNot: NO_PRICE_TALK,
  },
  {
    id: 'fresh20-065',
    question: 'theres a wire hanging real low over the road by my mailbox after the wind last night and its sparking a little',
    ...emergency('line-down'),
  },
  {
    id: 'fresh20-066',
    question: "what can this chat thing even do? i'm not very good with computers",
    intent: 'business-fact',
    must: [TOOLS],
    mustNot: SITE_SAYS,
    note: 'Home page, "Three tools in one assistant": chat, cost calculator, troubleshooter.',
  },
  {
    id: 'fresh20-067',
    question: 'one of the burners on my electric stove quit working. can you fix the stove itself',
    ...unlistedJob(),
    note: 'Appliance repair is not among the services the site lists.',
  },
  {
    id: 'fresh20-068',
    question: 'my internet keeps cutting out, can you fix my wifi',
    ...outOfScope(),
  },
  {
    id: 'fresh20-069',
    question: 'we are building a house up the Rattlesnake, about 2400 sq ft. what would the wiring run us roughly',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [NO_PRICE, ...SITE_SAYS],
    next: 'estimate',
    note: 'New construction wiring is a listed service but has no price in the table; any dollar figure would be made up.',
  },
  {
    id: 'fresh20-070',
    question: 'whats the name of the owner? my neighbor says he knows him from church',
    ...notStated(),
    note: 'The site names no owner or staff.',
  },
  {
    id: 'fresh20-071',
    question: 'power goes out here every winter. i have a portable generator, can you set it up so i can hook it to the house the safe way',
    intent: 'service',
    must: [YES, TRANSFER],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh20-072',
    question: 'do you come out as far as Thompson Falls',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Thompson Falls is in Sanders County; the site never names it.',
  },
  {
    id: 'fresh20-073',
    question: 'can u help me pay my northwestern energy bill its past due',
    ...outOfScope(),
  },
  {
    id: 'fresh20-074',
    question: 'heyyy',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: NO_PRICE_TALK,
  },
  {
    id: 'fresh20-075',
    question: 'where r u guys at? like where is the shop',
    intent: 'business-fact',
    must: [BONNER],
    mustNot: SITE_SAYS,
  },
];

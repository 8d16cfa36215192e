/**
 * The fortieth held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone,
 * from homes, ranches, lake places and small businesses in and around Missoula, Ravalli and Lake
 * counties. People describe what they see, hear or smell in their own words; they ask what the
 * company does and costs, with typos, all caps, filler and two questions in one.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page components) and the
 * price table of the specification (assistant-and-admin.md, section 9); emergencies follow the
 * safety note (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Facts the site does not state (discounts, payment methods, solar, heated floors) get the honest
 * "not sure, call us" and never a "yes". A town inside the three counties the site never names
 * (Corvallis) is not answered "yes" either.
 *
 * Spread: 15 emergencies (every kind at least once), 6 small talk, 19 business facts, 18 service
 * questions, 7 price questions, 5 out of area, 5 out of scope.
 */
import {
  ALWAYS_OPEN,
  BONNER,
  BYE,
  CLOSES_5,
  COUNTIES,
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

/** Small talk is not a price question: neither the misfire, nor "no information", nor a dollar amount. */
const NOT_A_JOB: Fact[] = [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE];
/** The honest answer to what the site does not state: not sure, call us. */
const UNSURE: Fact = [DONT_KNOW, NOT_LISTED];

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const MORE_THAN_15_YEARS: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** Terms, "Estimates": a written estimate is valid for 30 days. */
const THIRTY_DAYS: Fact = ['30 days', 'thirty days', '30-day'];
/** Terms, "Payment": due when the work is complete. */
const ON_COMPLETION: Fact = [
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
  'once the job',
];
/** Financing is subject to credit approval (financing page, FAQ). */
const CREDIT_APPROVAL: Fact = ['credit approval', 'subject to credit', 'depend on your credit', 'depends on your credit', 'approved', 'approval'];
/** We pull the permit and arrange the inspection (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const INSPECTION: Fact = ['inspection', 'inspected', 'inspector'];
/** The contact form: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day', 'one working day'];
/** Text messages: reply STOP (sms-consent page, terms, privacy policy). */
const STOP: Fact = 'STOP';
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell'];
/** The home page's three five-star testimonials. */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', 'testimonial', 'What Our Customers Say', 'reviews'];
/** The assistant's troubleshooter (home page, "Three tools in one assistant"). */
const TROUBLESHOOTER: Fact = ['troubleshooter', 'troubleshooting tool', 'guided diagnosis'];
const WHAT_IT_DIAGNOSES: Fact = [
  'guided diagnosis',
  'step through',
  'step by step',
  'step-by-step',
  'flickering',
  'tripping',
  'dead outlet',
  'burning smell',
  'how urgent',
  'diagnose',
  'narrow down',
  'questions',
];
/** A named town answered as outside the area. */
const NOT_SERVED: Fact = ['outside our service area', 'not in our service area', "don't serve", 'do not serve', 'outside the area'];
/** An invented percentage off: the site names no discount. */
const PERCENT_OFF: Fact = { re: '\\b\\d{1,2} ?(%|percent)', label: 'a percentage', example: '10% off' };

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_40_QUESTIONS: VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh40-001', question: 'theres FLAMES coming out of the wall plug behind the tv!!!', ...emergency('fire') },
  {
    id: 'fresh40-002',
    question: 'so basically the dryer cord started popping and now theres black smoke and a little fire at the outlet, kids are upstairs, can i toss my water bottle on it',
    ...emergency('fire'),
    note: 'Flames now, children in the house, water proposed: get everyone out and call 911 first; never water on it.',
  },
  { id: 'fresh40-003', question: 'smells like burnt plastic in the hallway and the light switch cover is kinda brown around the edges', ...emergency('burning') },
  {
    id: 'fresh40-004',
    question: 'Hi, I just got home from work and there is a strong fishy burning smell near the breaker box in the garage. No smoke that I can see. Should I open it up and look?',
    ...emergency('burning'),
  },
  { id: 'fresh40-005', question: 'the plug the microwave is in is super hot and makes a crackly noise', ...emergency('hot') },
  {
    id: 'fresh40-006',
    question: 'um the metal door on our fuse panel thing is warm and theres a hum coming from inside, ok to leave it till tomorrow?',
    ...emergency('hot'),
    note: 'Warm and humming panel: stop using, switch off the circuit, same-day service; waiting is what the safety note forbids.',
  },
  { id: 'fresh40-007', question: 'I keep getting little zaps off the shower handle when im in there', ...emergency('shock') },
  { id: 'fresh40-008', question: 'my 6 yr old touched the metal floor lamp and it shocked her. shes ok just crying. what now', ...emergency('shock') },
  {
    id: 'fresh40-009',
    question: 'HELP my husband cut through the hedge trimmer cord and hes on the ground still holding it and shaking',
    ...emergency('contact'),
  },
  { id: 'fresh40-010', question: 'power line laying across our back pasture after the windstorm and the horses are out there', ...emergency('line-down') },
  {
    id: 'fresh40-011',
    question: 'a branch brought the wire down out front and its buzzing on the sidewalk, the neighbor kids keep wanting to poke it with sticks',
    ...emergency('line-down'),
  },
  {
    id: 'fresh40-012',
    question: 'we slid into a pole on 93 and the wires are draped over the car. my wife wants to get out and look at the damage',
    ...emergency('line-on-car'),
  },
  { id: 'fresh40-013', question: 'basement has like 6 inches of water and the washer and a power strip are sitting in it', ...emergency('water') },
  { id: 'fresh40-014', question: 'ice dam melted and water is running down the wall right over the breaker panel', ...emergency('water') },
  {
    id: 'fresh40-015',
    question: 'wind ripped the pipe thing off the roof where the power comes in and the wires are hanging down by our deck',
    ...emergency('storm-mast'),
  },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh40-016', question: 'hey', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NOT_A_JOB },
  { id: 'fresh40-017', question: 'Good afternoon!', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NOT_A_JOB },
  { id: 'fresh40-018', question: 'thanks a bunch', intent: 'smalltalk', must: [WELCOME], mustNot: NOT_A_JOB },
  { id: 'fresh40-019', question: 'ok bye', intent: 'smalltalk', must: [BYE], mustNot: NOT_A_JOB },
  { id: 'fresh40-020', question: 'cool thx have a good one', intent: 'smalltalk', must: [[WELCOME, BYE]], mustNot: NOT_A_JOB },
  { id: 'fresh40-021', question: 'hello?? anybody there', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NOT_A_JOB },

  // --- Business facts (19) ------------------------------------------------------------------
  {
    id: 'fresh40-022',
    question: 'need ur phone # and an email addy pls',
    intent: 'business-fact',
    must: [PHONE, EMAIL],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh40-023',
    question: 'What are your hours? Are you open saturdays',
    intent: 'business-fact',
    must: [WEEKDAYS, OPENS_7, CLOSES_5],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Office hours are Monday to Friday, 7 AM to 5 PM; a Saturday answer may add the 24/7 emergency line.',
  },
  {
    id: 'fresh40-024',
    question: 'do you guys actually pick up on holidays like thanksgiving if something electrical goes out',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
    note: 'Emergency page: 24/7, including weekends and holidays. Nothing is happening now, so not an emergency.',
  },
  {
    id: 'fresh40-025',
    question: 'where are you guys actually based out of',
    intent: 'business-fact',
    must: [BONNER],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh40-026',
    question: 'how long have yall been doing this and r u licensed',
    intent: 'business-fact',
    must: [MORE_THAN_15_YEARS, LICENSED_INSURED],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh40-027',
    question: 'is it free for you to come look and give me a number? and how long is that number good for',
    intent: 'business-fact',
    must: [FREE, THIRTY_DAYS],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: 'Estimates are free; a written estimate is valid for 30 days (terms).',
  },
  {
    id: 'fresh40-028',
    question: 'If something you guys put in quits working like 8 months later, am I paying for that again?',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'One-year workmanship warranty: a defect in our workmanship within a year is corrected at no charge for labour.',
  },
  {
    id: 'fresh40-029',
    question: 'do i have to pay everything up front or after yall finish',
    intent: 'business-fact',
    must: [ON_COMPLETION],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Terms: payment is due when the work is complete; larger projects may need a deposit.',
  },
  {
    id: 'fresh40-030',
    question: 'we want a generator but cant swing it all at once, can we make monthly payments or something',
    intent: 'business-fact',
    must: [['financing', 'finance'], CREDIT_APPROVAL],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh40-031',
    question: 'for a panel swap do I have to go get the permit from the county myself or is that on you',
    intent: 'business-fact',
    must: [PERMIT, INSPECTION],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'We pull the permit and arrange the inspection (panel page FAQ, terms).',
  },
  {
    id: 'fresh40-032',
    question: 'Sent a message thru the contact form this morning. how soon does someone usually get back',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh40-033',
    question: 'signed up for your texts about my appointment, how do i make them stop after',
    intent: 'business-fact',
    must: [STOP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh40-034',
    question: 'are you going to sell my phone number to someone if i put it in your form',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
  },
  {
    id: 'fresh40-035',
    question: 'any reviews? want to know what other people thought before i have someone in my house',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh40-036',
    question: 'what does the troubleshooter thing on this site actually do',
    intent: 'business-fact',
    must: [TROUBLESHOOTER, WHAT_IT_DIAGNOSES],
    mustNot: SITE_SAYS,
    note: 'Home page: a guided diagnosis of flickering lights, tripping breakers, dead outlets or a burning smell, with how urgent it is.',
  },
  {
    id: 'fresh40-037',
    question: 'Do you come down to Lolo',
    intent: 'business-fact',
    must: [yesInArea('Lolo')],
    mustNot: [...SITE_SAYS, NOT_SERVED],
    next: REACH_US,
  },
  {
    id: 'fresh40-038',
    question: 'my folks live out by corvallis, would you guys go there',
    ...unlistedTown(),
    note: 'Corvallis is in Ravalli County but the site never names it: not sure, call us; never a "yes".',
  },
  {
    id: 'fresh40-039',
    question: 'is there a senior or veterans discount? my dad is 78 and served in vietnam',
    intent: 'business-fact',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES, PERCENT_OFF],
    next: ['call', 'contact'],
    note: 'The site names no discount: an honest "not sure, call us", never an invented one.',
  },
  {
    id: 'fresh40-040',
    question: 'can i pay with venmo or a credit card',
    intent: 'business-fact',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES],
    next: ['call', 'contact'],
    note: 'The site says when payment is due, not how: an honest "not sure, call us".',
  },

  // --- Service (18) -------------------------------------------------------------------------
  {
    id: 'fresh40-041',
    question: 'we just got a tesla, can you guys put a charger in the garage',
    intent: 'service',
    must: [YES, ['dedicated circuit', 'own circuit', 'circuit of its own', 'dedicated', '240', '220', 'EV charger circuit', 'charger circuit', 'new circuit']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh40-042',
    question: 'hot tub gets delivered in 3 weeks. who wires that in, is that you',
    intent: 'service',
    must: [YES, 'hot tub'],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh40-043',
    question: 'the bedroom just has a plain light on the ceiling, could that be swapped for a fan with a light on it',
    intent: 'service',
    must: [YES, ['ceiling fan', 'fan']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh40-044',
    question: 'house is from the 50s and still has the little screw in fuses. is that something you replace??',
    intent: 'service',
    must: [YES, ['breaker panel', 'breakers', 'breaker', 'modern panel', 'new panel', 'panel']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh40-045',
    question: 'We are out past Florence on a well and every time the power drops we lose water too. What can you do about that?',
    intent: 'service',
    must: [
      ['standby generator', 'generator'],
      ['transfer switch', 'automatic', 'automatically', 'interlock'],
    ],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Hamilton page and FAQ: a standby generator with an automatic transfer switch keeps the well pump running.',
  },
  {
    id: 'fresh40-046',
    question: 'can i just plug my little generator into the dryer outlet with one of those double male cords when the power goes out',
    intent: 'service',
    must: [
      ['transfer switch', 'interlock', 'inlet'],
      ['backfeed', 'utility workers', 'line workers', 'lineworkers', 'electrocute', 'dangerous', 'not safe', 'unsafe'],
    ],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
    next: SERVICE_NEXT,
    note: 'Generator page FAQ: no; backfeeding can electrocute utility workers. An inlet with an interlock or transfer switch is the safe way.',
  },
  {
    id: 'fresh40-047',
    question: 'building a 30x40 shop maybe 200 ft from the house, need lights and plugs and a welder outlet out there',
    intent: 'service',
    must: [['subpanel', 'sub-panel', 'feeder', 'separate service']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh40-048',
    question: 'bathroom plug with the two little buttons on it quit and now nothing in there works, hair dryer died mid use',
    intent: 'service',
    must: [['GFCI', 'ground-fault', 'ground fault'], 'reset'],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'A tripped GFCI: press RESET; if it will not reset, have it replaced. Nothing dangerous is described.',
  },
  {
    id: 'fresh40-049',
    question: 'every time the wind picks up ALL the lights in the house flicker. not just one room',
    intent: 'service',
    must: [
      ['loose connection', 'loose or corroded', 'service', 'neutral', 'panel'],
      ['electrician', 'checked', 'check', 'inspect', 'look at'],
    ],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ: flickering throughout the house that gets worse in wind can point to a loose connection in the service or panel; have it checked promptly.',
  },
  {
    id: 'fresh40-050',
    question: 'put new LED bulbs in the dining room and now they buzz and flicker when i turn the dimmer down',
    intent: 'service',
    must: [['dimmer'], ['compatible', 'LED-compatible', 'not made for', "doesn't suit", 'does not suit']],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh40-051',
    question: 'lightning fried our tv and the router last summer. is there something you can put on the whole house so that doesnt happen again',
    intent: 'service',
    must: [['surge protection', 'surge protector', 'surge']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh40-052',
    question: 'I run a little diner in Stevensville and need more circuits in the kitchen but I really cant close during the day. Do you work nights or weekends?',
    intent: 'service',
    must: [
      [
        'early mornings',
        'early morning',
        'evenings',
        'evening',
        'weekends',
        'after hours',
        'outside your business hours',
        'outside business hours',
        'around your schedule',
        'around business hours',
      ],
    ],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Commercial page: disruptive work can often be scheduled for early mornings, evenings or weekends.',
  },
  {
    id: 'fresh40-053',
    question: 'got a used planer and a bandsaw for the mill that need 3 phase. thats something your crew does?',
    intent: 'service',
    must: [YES, ['three-phase', 'three phase', '3-phase', '3 phase']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh40-054',
    question: 'we close on a 1970s house in missoula next month. should we have somebody look over the wiring first, is that a thing you do',
    intent: 'service',
    must: [YES, INSPECTION],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'FAQ: have the system inspected sooner if you are buying an older home.',
  },
  {
    id: 'fresh40-055',
    question: 'Found the old knob and tube stuff up in the attic. If we redo the wiring in the whole house how many days will that take',
    intent: 'service',
    must: [REWIRE_DAYS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh40-056',
    question: 'lake place just outside polson, want some lights along the dock and down the path to it',
    intent: 'service',
    must: [YES, ['dock', 'path', 'landscape', 'outdoor']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh40-057',
    question: 'thinking about solar panels on the barn roof, could you guys install that whole system',
    intent: 'service',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES],
    next: ['call', 'contact'],
    note: 'No service page, area page or FAQ lists solar installation: not sure, call us; never a "yes".',
  },
  {
    id: 'fresh40-058',
    question: 'remodeling the master bath. would yall do the heated floor under the tile or is that someone else',
    intent: 'service',
    must: [UNSURE, PHONE],
    mustNot: [STARTS_WITH_YES],
    next: ['call', 'contact'],
    note: 'Remodel wiring is listed (circuits, GFCI), heated floors are not: not sure, call us; never a plain "yes".',
  },

  // --- Price (7) ----------------------------------------------------------------------------
  {
    id: 'fresh40-059',
    question: 'ballpark to go from 100 amp to 200 amp?',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh40-060',
    question: 'whats the going rate to replace one outlet in a bedroom, its cracked and loose',
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh40-061',
    question: 'how much to hang a ceiling fan where theres already a light',
    intent: 'price',
    must: [{ range: [200, 500] }],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh40-062',
    question: 'PROPANE STANDBY GENERATOR FOR THE WHOLE HOUSE WHAT ARE WE LOOKING AT COST WISE',
    intent: 'price',
    must: [{ range: [4000, 15000] }],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh40-063',
    question: 'price for a new dedicated line for a chest freezer out in the garage?',
    intent: 'price',
    must: [{ range: [400, 1200] }],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh40-064',
    question: 'what do you charge to come out and figure out why two bedrooms dont have power',
    intent: 'price',
    must: [{ range: [150, 500] }],
    mustNot: SITE_SAYS,
    next: ['estimate', 'troubleshooter'],
    note: 'Troubleshooting in the fallback table: $150-500.',
  },
  {
    id: 'fresh40-065',
    question: 'rough cost to rewire a 1,800 sq ft farmhouse, 2 stories, built 1920',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [...SITE_SAYS, ...SINGLE_CIRCUIT_PRICE, { range: [300, 1500] }],
    next: 'estimate',
    note: 'Whole-house rewiring has no figure in the price table: no made-up range (neither the single-circuit nor the "other" range); offer the free on-site estimate.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh40-066', question: 'my sisters place is up in kalispell, do you go that far north', ...outOfArea([NEGATIVE_AREA, COUNTIES]) },
  { id: 'fresh40-067', question: 'Need an electrician in Butte for a panel, are you able to come over?', ...outOfArea([NEGATIVE_AREA, COUNTIES]) },
  { id: 'fresh40-068', question: 'cabin near thompson falls needs some wiring done this summer can you help', ...outOfArea([NEGATIVE_AREA, COUNTIES]) },
  {
    id: 'fresh40-069',
    question: 'we are on a ranch outside ovando, is that too far for you',
    ...outOfArea([[NEGATIVE_AREA, NOT_LISTED, DONT_KNOW], PHONE]),
    note: 'Ovando is in Powell County, just over the line and never named: "outside our area" or "not sure, call us" are both honest.',
  },
  { id: 'fresh40-070', question: 'moving to bozeman, would yall still do our new place', ...outOfArea([NEGATIVE_AREA, COUNTIES]) },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh40-071', question: 'kitchen faucet drips all night, can someone come fix it', ...outOfScope() },
  { id: 'fresh40-072', question: 'my wifi keeps dropping, is that something you fix', ...outOfScope() },
  { id: 'fresh40-073', question: 'need somebody to shovel the snow off my roof before it caves in', ...outOfScope() },
  { id: 'fresh40-074', question: 'since ur right on the river, hows the blackfoot fishing this week lol', ...outOfScope() },
  { id: 'fresh40-075', question: 'who do you recommend for pumping a septic tank around here', ...outOfScope() },
];

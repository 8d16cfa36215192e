/**
 * The thirty-ninth held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone in
 * western Montana. Ranchers on wells, renters, a restaurant owner, a cabin owner up the Blackfoot,
 * someone asking for a parent; one-word messages, all caps, filler, typos and two questions in one.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page and the SMS consent page)
 * and the price table of the specification (assistant-and-admin.md, section 9); emergencies follow
 * the safety note (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns: a town the site names is answered "yes". Darby (Ravalli County, south of Hamilton) is never
 * named; the Ravalli County page says to call about places farther south, so the honest answer is
 * "not sure, call us". A town outside the three counties is out of area; for Thompson Falls, which
 * the site never names and the terms allow work outside the area "at our discretion", "not sure,
 * call us" is as right as "outside our area".
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
  WEEKDAYS,
  WELCOME,
  YES,
  yesInArea,
  type Fact,
  type VisitorQuestion,
} from './visitor-questions.ts';
import { ASK_US, emergency, NO_PRICE_TALK, NOT_LISTED, outOfArea, outOfScope, PROBLEM_NEXT, REACH_US, SERVICE_NEXT, SITE_SAYS, unlistedTown } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** A greeting back, "good afternoon" included. */
const GREETING: Fact = [GREET, 'good afternoon', 'good evening'];

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** Licensed (FAQ, business.json licence). */
const LICENSED: Fact = ['licensed'];
/** The three five-star testimonials of the home page ("What Our Customers Say"). */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial', 'review'];
/** Financing for larger projects (financing page, FAQ "How much will my electrical project cost?"). */
const FINANCING: Fact = ['financing', 'finance', 'monthly payments', 'payment plan'];
/** Financing: subject to credit approval (financing page, terms). */
const CREDIT: Fact = ['credit approval', 'subject to credit', 'depend on your credit', 'depends on your credit', 'approved', 'approval'];
/** Terms, "Payment": due when the work is complete. */
const PAID_ON_COMPLETION: Fact = [
  'when the work is complete',
  'when the work is completed',
  'when the work is done',
  'when the work is finished',
  'when the job is done',
  'when the job is complete',
  'when the job is finished',
  'on completion',
  'upon completion',
  'after the work is done',
  'after the job is done',
  'once the work is done',
  'once the job is done',
];
/** Permits: we pull them (FAQ, panel page, residential page, terms). */
const PERMIT: Fact = ['permit'];
const WE_HANDLE: Fact = [
  'we pull',
  "we'll pull",
  'we will pull',
  'we handle',
  "we'll handle",
  'we will handle',
  'we obtain',
  'we take care',
  "we'll take care",
  'we get the',
  'handled for you',
  'we arrange',
  'included',
  'part of the job',
];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** SMS consent page and privacy policy: we never sell the number; reply STOP to opt out. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell'];
const STOP: Fact = 'STOP';
/** The assistant's cost calculator (home page, "Three tools in one assistant"). */
const CALCULATOR: Fact = ['cost calculator', 'calculator', 'estimate tool', 'estimator', 'preliminary price range', 'preliminary range', 'price range'];
/** Terms, "The online assistant": its prices are preliminary; only a written estimate sets a price. */
const PRELIMINARY: Fact = ['preliminary', 'not a quote', 'not a binding', "isn't a quote", 'general information', 'ballpark', 'rough', 'written estimate'];

const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
const TRANSFER: Fact = ['transfer switch', 'interlock'];
const SUBPANEL: Fact = ['subpanel', 'sub-panel', 'feeder'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];

const DIMMER: Fact = ['dimmer'];
const LOOSE_CONNECTION: Fact = ['loose connection', 'loose or corroded', 'service', 'neutral'];
const OFF_HOURS: Fact = [
  'early mornings',
  'early morning',
  'evenings',
  'evening',
  'weekends',
  'after hours',
  'after-hours',
  'outside your business hours',
  'outside business hours',
  'around your schedule',
  'after you close',
];
/** A service the site does not list: an honest "not sure", never a yes. */
const UNSURE_SERVICE: Fact = [DONT_KNOW, NOT_LISTED, "isn't one of", 'not one of', "isn't a service", 'not a service', "doesn't list", 'does not list', 'not on the list'];
/** Either answer is honest for a town outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW];
/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
const TROUBLESHOOT_PRICE: Fact = { range: [150, 500] };

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_39_QUESTIONS: readonly VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh39-001', question: 'sparks shooting out of the wall plug behind the christmas tree and now the carpet is smoking', ...emergency('fire') },
  {
    id: 'fresh39-002',
    question: 'FIRE IN MY GARAGE SUBPANEL flames coming out the side of it, kids are still in the house',
    ...emergency('fire'),
    note: 'Flames and people inside: get everyone out and call 911 first.',
  },
  { id: 'fresh39-003', question: 'why does my upstairs hallway smell like burnt plastic?? traced it to the light switch, no smoke tho', ...emergency('burning') },
  {
    id: 'fresh39-004',
    question: 'so basically the outlet in my rental kitchen has a black scorch mark around it and it smells like burnt toast but nobody is cooking anything',
    ...emergency('burning'),
  },
  { id: 'fresh39-005', question: 'the cord for my trucks block heater is scorching hot right where it plugs into the outdoor outlet', ...emergency('hot') },
  {
    id: 'fresh39-006',
    question: 'panel in the basement is humming loud and the metal door is warm to touch. is that normal or',
    ...emergency('hot'),
    note: 'The FAQ: a warm or buzzing panel should be checked right away.',
  },
  { id: 'fresh39-007', question: 'my daughter got zapped off the metal lamp by her bed, shes ok but crying. what now', ...emergency('shock') },
  { id: 'fresh39-008', question: 'felt a jolt from the shower handle this morning wtf', ...emergency('shock') },
  {
    id: 'fresh39-009',
    question: 'my neighbor is on the floor of his shop holding a sparking extension cord and hes not letting go of it!!!',
    ...emergency('contact'),
  },
  {
    id: 'fresh39-010',
    question: 'big cottonwood came down in the wind and took the power line with it into our pasture, the horses are out there',
    ...emergency('line-down'),
  },
  { id: 'fresh39-011', question: 'wire down across the county road by our mailbox, how do i tell if its live', ...emergency('line-down') },
  {
    id: 'fresh39-012',
    question: 'we slid into a pole coming home from hamilton and the wire is lying across our windshield, me and my wife are still buckled in',
    ...emergency('line-on-car'),
  },
  {
    id: 'fresh39-013',
    question: 'sump pump quit and theres like 4 inches of water in the basement now. the dehumidifier and chest freezer are plugged in down there',
    ...emergency('water'),
  },
  { id: 'fresh39-014', question: 'snowmelt is leaking down the wall right onto the breaker panel', ...emergency('water') },
  {
    id: 'fresh39-015',
    question: 'windstorm last night bent the pipe thing on my roof where the power comes in and the wires are drooping over the deck',
    ...emergency('storm-mast'),
  },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh39-016', question: 'hey there', intent: 'smalltalk', must: [GREETING, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh39-017', question: 'Good afternoon!', intent: 'smalltalk', must: [GREETING, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh39-018', question: 'howdy', intent: 'smalltalk', must: [GREETING, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh39-019', question: 'thanks a bunch, that cleared it up', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh39-020', question: 'ok bye', intent: 'smalltalk', must: [BYE], mustNot: NO_PRICE_TALK },
  { id: 'fresh39-021', question: 'cool appreciate the help, have a good night', intent: 'smalltalk', must: [[WELCOME, BYE, 'good night']], mustNot: NO_PRICE_TALK },

  // --- Business facts (19) ------------------------------------------------------------------
  {
    id: 'fresh39-022',
    question: 'need ur phone number, and an email i can send pics of the panel to',
    intent: 'business-fact',
    must: [PHONE, EMAIL],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh39-023',
    question: 'r u open saturdays',
    intent: 'business-fact',
    must: [WEEKDAYS],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Office hours are Monday to Friday; the 24/7 emergency line may be mentioned but is not required.',
  },
  {
    id: 'fresh39-024',
    question: 'what time do you open in the morning and what time do the phones shut off',
    intent: 'business-fact',
    must: [OPENS_7, CLOSES_5],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh39-025',
    question: 'if the power dies at 2am on a sunday in january does anybody actually pick up the phone',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
    note: 'A hypothetical: the visitor asks whether the emergency line answers, not for help now.',
  },
  {
    id: 'fresh39-026',
    question: "where's your shop at, are you guys in missoula proper?",
    intent: 'business-fact',
    must: [BONNER],
    mustNot: [...SITE_SAYS, { claim: 'based in missoula' }, { claim: 'located in missoula' }],
    next: REACH_US,
  },
  {
    id: 'fresh39-027',
    question: 'are you licensed? and how long have you been doing electrical work around here',
    intent: 'business-fact',
    must: [LICENSED, YEARS_15],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh39-028',
    question: 'is there a charge for you to come out and look at the job and give me a quote',
    intent: 'business-fact',
    must: [FREE],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh39-029',
    question: 'what happens if something you guys wired goes bad 6 months later, do you stand behind your work',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'The one-year workmanship warranty (business.json, terms).',
  },
  {
    id: 'fresh39-030',
    question: 'do i have to pay up front or after the job is done?',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Terms, "Payment": due when the work is complete; larger projects may need a deposit.',
  },
  {
    id: 'fresh39-031',
    question: 'our panel is shot but money is real tight right now... any way to make payments on something like that',
    intent: 'business-fact',
    must: [FINANCING, CREDIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh39-032',
    question: 'who deals with the permit if i get my service upgraded, me or you',
    intent: 'business-fact',
    must: [PERMIT, WE_HANDLE],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh39-033',
    question: 'I sent a message through the contact form yesterday afternoon. How soon do you usually get back to people?',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh39-034',
    question: 'if i sign up for your text messages are you gonna sell my number, and can i quit getting them whenever i want',
    intent: 'business-fact',
    must: [NOT_SOLD, STOP],
    mustNot: SITE_SAYS,
    note: 'SMS consent page and privacy policy: the number is never sold; reply STOP to opt out.',
  },
  {
    id: 'fresh39-035',
    question: 'got any reviews? want to hear from people who actually hired you before I do',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh39-036',
    question: 'can this chat thing give me a rough price before anyone comes out to look',
    intent: 'business-fact',
    must: [CALCULATOR, PRELIMINARY],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'The home page: the cost calculator gives a preliminary price range; only a written estimate sets a price.',
  },
  {
    id: 'fresh39-037',
    question: 'we have a cabin outside seeley lake, would you guys drive up that far for a panel job',
    intent: 'business-fact',
    must: [yesInArea('Seeley Lake')],
    mustNot: [...SITE_SAYS, ['outside our service area', 'not in our service area', "don't serve", 'do not serve']],
    next: REACH_US,
  },
  {
    id: 'fresh39-038',
    question: 'can you come down to darby? were up the west fork road',
    ...unlistedTown(),
    note: 'Darby is in Ravalli County but never named; the county page asks people farther south than Hamilton to call.',
  },
  {
    id: 'fresh39-039',
    question: 'do your electricians get background checks? its just me and my daughter at home during the day',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ASK_US,
    note: 'The site says nothing about background checks: an honest "not sure, call us".',
  },
  {
    id: 'fresh39-040',
    question: 'how many electricians do you have, or is it like a one man show',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ASK_US,
    note: 'The site never gives a head count.',
  },

  // --- Service questions (18) ---------------------------------------------------------------
  {
    id: 'fresh39-041',
    question: 'just bought a tesla, can you put a charger in my garage? house is in lolo',
    intent: 'service',
    must: [YES, ['panel', 'circuit', '240']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Missoula page: we check whether the panel has room for the charger circuit.',
  },
  { id: 'fresh39-042', question: 'wiring a hot tub on the back deck, is that something u guys do', intent: 'service', must: [YES], mustNot: SITE_SAYS, next: SERVICE_NEXT },
  {
    id: 'fresh39-043',
    question: '1920s house in the university district and the inspector found knob and tube. can you replace it without wrecking all my plaster walls',
    intent: 'service',
    must: [YES, ['room by room', 'plaster', 'rewire', 'rewiring']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh39-044',
    question: "we're on a well out by victor and lose our water every single time the power drops. what can you do about that",
    intent: 'service',
    must: ['generator', [TRANSFER, 'automatic', 'starts on its own', 'starts automatically']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh39-045',
    question: 'can i just plug my portable generator into the dryer outlet with one of those double ended cords',
    intent: 'service',
    must: [
      ['backfeed', 'back-feed', 'backfeeding', 'utility workers', 'line workers', 'lineworkers', 'electrocute', 'not safe', 'unsafe', 'dangerous', 'never'],
      [TRANSFER, 'inlet'],
    ],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
    next: SERVICE_NEXT,
    note: 'Generator FAQ: no; backfeeding can electrocute utility workers; use an inlet with an interlock or a transfer switch.',
  },
  { id: 'fresh39-046', question: 'do yall hang ceiling fans or is that more of a handyman thing', intent: 'service', must: [YES], mustNot: SITE_SAYS, next: SERVICE_NEXT },
  {
    id: 'fresh39-047',
    question: 'building a 30x40 pole barn shop about 150 ft from the house and need power out there, welder too',
    intent: 'service',
    must: [YES, SUBPANEL],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh39-048',
    question: 'whole house surge protector, worth it? lightning fried our well pump controller last summer',
    intent: 'service',
    must: [SURGE, ['panel', 'whole house', 'whole-house', 'whole home', 'whole-home']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh39-049',
    question: 'how often should we get the wiring looked at? house was built in 1978',
    intent: 'service',
    must: [['3 to 5 years', '3-5 years', 'three to five years', 'every 3 to 5', 'every three to five']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh39-050',
    question: 'bathroom GFCI wont reset anymore no matter how many times i push the button',
    intent: 'service',
    must: [GFCI, ['replace', 'replaced', 'replacing', 'faulty', 'worn out', 'failed']],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'GFCI FAQ: one that will not reset should be replaced.',
  },
  {
    id: 'fresh39-051',
    question: 'every time the wind picks up ALL the lights in the house flicker. like the whole house not just one room. should i be worried',
    intent: 'service',
    must: [LOOSE_CONNECTION],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "Why do my lights flicker or dim?": flicker throughout the house that gets worse in wind points to a loose connection in the service or panel.',
  },
  {
    id: 'fresh39-052',
    question: 'um the new LED bulbs buzz and flicker on the dining room dimmer, any fix for that?',
    intent: 'service',
    must: [DIMMER, ['LED-compatible', 'LED compatible', 'compatible']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh39-053',
    question: 'need a 240 plug put in the garage for my welder',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh39-054',
    question: 'I own a restaurant downtown Missoula. Can the electrical work happen after we close so we dont lose a whole day of business?',
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Commercial FAQ "Can you work outside our business hours?": often, yes, early mornings, evenings or weekends.',
  },
  {
    id: 'fresh39-055',
    question: 'does your crew do 3 phase work? small sawmill, new planer motor going in',
    intent: 'service',
    must: [YES],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh39-056',
    question: 'the heater in the horse trough keeps tripping the breaker every night and its 10 below out',
    intent: 'service',
    must: [['cord', 'heater', 'wet', 'moisture', 'outdoor circuit', 'own circuit', 'dedicated circuit', 'ground fault']],
    mustNot: [...SITE_SAYS, { claim: 'bigger breaker' }, { claim: 'hold it on' }],
    next: PROBLEM_NEXT,
    note: 'Ronan FAQ: a tripping tank heater often means a damaged cord or a failing heater; we give it a proper outdoor circuit.',
  },
  {
    id: 'fresh39-057',
    question: 'u guys install solar panels + batteries?',
    intent: 'service',
    must: [UNSURE_SERVICE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ASK_US,
    note: 'Solar is not among the services the site lists: no "yes", an honest "not sure, call us".',
  },
  {
    id: 'fresh39-058',
    question: 'can somebody fix the wiring in my camper trailer? the 12 volt lights quit working',
    intent: 'service',
    must: [UNSURE_SERVICE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ASK_US,
    note: 'RV and camper wiring is not among the services the site lists.',
  },

  // --- Price questions (7) ------------------------------------------------------------------
  {
    id: 'fresh39-059',
    question: 'ballpark for going from a 100 amp panel to 200?',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: ['estimate', 'call', 'contact'],
  },
  {
    id: 'fresh39-060',
    question: 'how much to swap out 4 of the old two prong outlets in the bedrooms',
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: ['estimate', 'call', 'contact'],
  },
  {
    id: 'fresh39-061',
    question: 'what does a whole house propane standby generator run, installed and everything',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: ['estimate', 'call', 'contact'],
  },
  {
    id: 'fresh39-062',
    question: 'price to put up a ceiling fan where theres already a light fixture',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: ['estimate', 'call', 'contact'],
  },
  {
    id: 'fresh39-063',
    question: 'What do you charge to come figure out why half my kitchen outlets went dead?',
    intent: 'price',
    must: [TROUBLESHOOT_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: ['estimate', 'troubleshooter', 'call', 'contact'],
  },
  {
    id: 'fresh39-064',
    question: 'cost of adding a dedicated circuit for a chest freezer out in the garage',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO],
    next: ['estimate', 'call', 'contact'],
  },
  {
    id: 'fresh39-065',
    question: 'how much would it cost to rewire a whole 1950s farmhouse, its about 1800 sq ft and still has some of the original wiring',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [ESTIMATOR_MISFIRE, NO_INFO, NO_PRICE],
    next: ['estimate', 'call', 'contact'],
    note: 'Whole-house rewiring is not in the price table: no made-up dollar figure; the free on-site estimate.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh39-066', question: 'do you guys go up to kalispell? got a rental property there', ...outOfArea([NEGATIVE_AREA]) },
  { id: 'fresh39-067', question: 'BOZEMAN??', ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh39-068',
    question: 'my mom lives in butte and her fuse box needs looking at, could you send somebody over there',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh39-069',
    question: "we're in thompson falls, any chance you'd take a job out this way",
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Sanders County, never named; the terms allow work outside the area at our discretion, so "not sure, call us" is right too.',
  },
  { id: 'fresh39-070', question: 'Helena area - need a generator installed at our office. is that doable', ...outOfArea([NEGATIVE_AREA]) },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh39-071', question: 'anyone there know a decent plumber? kitchen sink has been clogged for a week', ...outOfScope() },
  { id: 'fresh39-072', question: 'do you do drywall patching? the last owner left holes all over the living room', ...outOfScope() },
  { id: 'fresh39-073', question: 'whats the weather supposed to be like this weekend', ...outOfScope() },
  { id: 'fresh39-074', question: 'can u help me with my algebra homework lol', ...outOfScope() },
  { id: 'fresh39-075', question: 'did the griz beat the cats this year or nah', ...outOfScope() },
];

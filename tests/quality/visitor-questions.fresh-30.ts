/**
 * The thirtieth held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone.
 * Landlords and property managers, a restaurant, a machine shop, ranchers and farmers, people
 * with older houses and new builds, and a few frightened people describing emergencies in their
 * own words.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page) and the price table of
 * the specification (assistant-and-admin.md, section 9); emergencies follow the safety note
 * (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns: a town the site names is answered "yes"; a town inside the three counties that the site
 * never names (Darby) gets "not sure, call us"; a town outside the three counties is out of area.
 * Two business facts the site does not state (payment methods, a veterans' discount) get an honest
 * "don't know" with the phone number, and two jobs the site does not list (solar panels, electric
 * livestock fencing) get no "yes".
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
  FREE,
  GREET,
  NEGATIVE_AREA,
  NO_INFO,
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
  type NextStep,
  type VisitorQuestion,
} from './visitor-questions.ts';
import { emergency, NO_PRICE_TALK, NOT_LISTED, outOfArea, outOfScope, PROBLEM_NEXT, REACH_US, SERVICE_NEXT, SITE_SAYS, unlistedTown } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** Next steps for a price question. */
const PRICE_NEXT: readonly NextStep[] = ['estimate', 'call', 'contact'];

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** Licensed and insured, in any of the usual word orders ("licensed and fully insured"). */
const LICENSED_AND_INSURED: Fact = [{ re: 'licen[sc]ed[^.]{0,40}insured', label: 'licensed ... insured', example: 'licensed and insured' }];
/** Terms, "Estimates": a written estimate is valid for 30 days. */
const VALID_30_DAYS: Fact = ['30 days', 'thirty days'];
/** Warranty: it covers our workmanship (business.json, terms). */
const WORKMANSHIP: Fact = ['workmanship', 'labor', 'labour'];
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
/** Terms, "Payment": larger projects may need a deposit. */
const DEPOSIT: Fact = ['deposit'];
/** Financing: no prepayment penalty (financing page). */
const NO_PREPAYMENT_PENALTY: Fact = [
  'prepayment penalty',
  'pay off your balance early',
  'pay it off early',
  'pay off early',
  'pay off the balance early',
  'early payoff',
  'no penalty',
];
/** Permits: we pull them and arrange the inspection (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const WE_PULL: Fact = [
  'we pull',
  "we'll pull",
  'we will pull',
  'we obtain',
  "we'll obtain",
  'we handle',
  "we'll handle",
  'we will handle',
  'we take care',
  "we'll take care",
  'we get the',
  'we arrange',
  'handled for you',
  'we apply',
  'we file',
];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
const STOP: Fact = 'STOP';
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell'];
/** The three five-star testimonials of the home page ("What Our Customers Say"). */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial'];
/** The assistant's cost calculator and troubleshooter (home page, "Three tools in one assistant"). */
const CALCULATOR: Fact = [
  'cost calculator',
  'calculator',
  'estimator',
  'cost estimate',
  'price estimate',
  'preliminary price range',
  'preliminary range',
  'price range',
  'estimate the cost',
  'estimate costs',
];
const TROUBLESHOOTER: Fact = ['troubleshooter', 'troubleshooting', 'troubleshoot', 'guided diagnosis', 'diagnose'];

/** An honest "the site does not say what you ask": a shop question we cannot answer from the site. */
const NOT_SURE: Fact = [DONT_KNOW, NOT_LISTED, "isn't a service", 'not a service', "isn't one of our", 'not one of our', "isn't something we list", 'not listed'];

const GFCI_ROOMS_1: Fact = ['bathroom', 'bath'];
const GFCI_ROOMS_2: Fact = ['kitchen'];
const GFCI_ROOMS_3: Fact = ['garage', 'basement', 'outdoor', 'outside', 'laundry', 'exterior'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'generator inlet', 'inlet'];
const GEN_DAYS: Fact = ['1 to 3 days', '1-3 days', 'one to three days', 'a few days', '1 - 3 days'];
const GAS_FITTER: Fact = ['gas fitter', 'gasfitter', 'propane supplier', 'propane company', 'propane provider', 'coordinate'];
const PANEL_DAYS: Fact = ['one to two days', '1 to 2 days', '1-2 days', 'a day or two', 'one or two days', '1 - 2 days'];
const EVERY_YEAR: Fact = ['every year', 'annual', 'yearly', 'once a year', 'each year'];
const OFF_HOURS: Fact = [
  'early mornings',
  'early morning',
  'evenings',
  'weekends',
  'after hours',
  'outside your business hours',
  'outside business hours',
  'around your schedule',
  'when you are closed',
  "when you're closed",
];
const DIMMER: Fact = ['dimmer'];
const COMPATIBLE: Fact = ['compatible', 'compatibility', 'rated for', 'designed for', 'made for', 'meant for', 'works with'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
const CHARGER_CHECK: Fact = ['panel', 'circuit', 'capacity'];
const TANK_HEATER_FIX: Fact = [
  'outdoor circuit',
  'own circuit',
  'protected circuit',
  'dedicated circuit',
  'damaged cord',
  'failing heater',
  'find the cause',
  'track down',
  'troubleshoot',
  'troubleshooting',
];

/** A town outside the three counties: outside the area, or an honest "not sure, call us". */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW, 'only serve', 'mainly serve', "isn't one of", 'not one of'];

/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
/** The "other and unknown" range: wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact = { range: [300, 1500] };
/** A job the price table does not hold: no made-up range, the free on-site estimate. */
const PRICED_ON_A_VISIT: Fact[] = [...SINGLE_CIRCUIT_PRICE, UNKNOWN_JOB_PRICE, ...SITE_SAYS];

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_30_QUESTIONS: readonly VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh30-001', question: 'FLAMES COMING OUT OF THE WALL PLUG IN THE KIDS ROOM', ...emergency('fire') },
  {
    id: 'fresh30-002',
    question: 'so basically the dryer outlet went pop and now theres fire on the wall behind it, should i throw a bucket of water on it??',
    ...emergency('fire'),
    note: 'The visitor proposes water: the reply must not agree; get out and call 911 first.',
  },
  { id: 'fresh30-003', question: 'strong burning plastic smell from the breaker panel in the garage, no smoke that i can see', ...emergency('burning') },
  {
    id: 'fresh30-004',
    question: 'um theres a black scorch mark on the outlet by the microwave and it smells like burnt toast but nobody is making toast',
    ...emergency('burning'),
  },
  { id: 'fresh30-005', question: 'the switch plate for the bathroom fan is hot hot, like i cant keep my finger on it', ...emergency('hot') },
  {
    id: 'fresh30-006',
    question: 'the cord on our stock tank heater went all soft and the barn outlet its plugged into is hot. ok to leave it till morning? its -10 out',
    ...emergency('hot'),
    note: 'Keeping it in use overnight is what the safety note forbids.',
  },
  { id: 'fresh30-007', question: 'got a jolt from the shower handle this morning wtf', ...emergency('shock') },
  { id: 'fresh30-008', question: 'every time my wife opens the fridge she gets a little zap off the door handle. is that a fridge thing or a house thing', ...emergency('shock') },
  {
    id: 'fresh30-009',
    question: 'my brother grabbed a wire in the crawlspace and hes still holding it and not answering me what do i do',
    ...emergency('contact'),
    note: 'A person in contact: do not touch him, 911 first.',
  },
  { id: 'fresh30-010', question: 'power line snapped in the wind and is laying across our pasture, horses are out there', ...emergency('line-down') },
  {
    id: 'fresh30-011',
    question: 'Theres a line down at the end of our lane right by the school bus stop and the bus drops the kids off in 20 min',
    ...emergency('line-down'),
  },
  { id: 'fresh30-012', question: 'ok so a power line fell on my car and im still sitting in it with my dog. what now', ...emergency('line-on-car') },
  {
    id: 'fresh30-013',
    question: 'snowmelt is flooding the basement and the water is almost to the outlets and the breaker panel is down there too',
    ...emergency('water'),
  },
  { id: 'fresh30-014', question: 'our restaurant walk-in is leaking water straight into an outlet and the floor is wet all around it', ...emergency('water') },
  {
    id: 'fresh30-015',
    question: 'wind ripped the metal pipe the power comes in through right off the roof and the wires are hanging down by the back door',
    ...emergency('storm-mast'),
  },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh30-016', question: 'hey', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh30-017', question: 'Good afternoon!', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh30-018', question: 'howdy from up the blackfoot', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh30-019', question: 'thanks a bunch, thats what i needed', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh30-020', question: 'appreciate it 👍', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh30-021', question: 'ok great ill talk to my husband tonight. bye!', intent: 'smalltalk', must: [BYE], mustNot: NO_PRICE_TALK },

  // --- Business facts (19) ------------------------------------------------------------------
  {
    id: 'fresh30-022',
    question: 'whats your phone number and email, i manage a few rentals and want to save it',
    intent: 'business-fact',
    must: [PHONE, EMAIL],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh30-023',
    question: 'what time do yall open up in the mornings? and is saturday a thing or weekdays only',
    intent: 'business-fact',
    must: [OPENS_7, WEEKDAYS],
    mustNot: [...SITE_SAYS, { claim: 'open on saturday' }],
    note: 'Office hours are Monday to Friday, 7 AM to 5 PM; the 24/7 line is for emergencies.',
  },
  {
    id: 'fresh30-024',
    question: 'if my power dies at 2am on a sunday is anybody actually gonna pick up',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
    note: 'A question about the emergency line, not an emergency happening now.',
  },
  {
    id: 'fresh30-025',
    question: 'where is your shop actually located? missoula?',
    intent: 'business-fact',
    must: [BONNER],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh30-026',
    question: 'how long have you guys been doing this and are you licensed and insured? last guy we hired wasnt',
    intent: 'business-fact',
    must: [YEARS_15, LICENSED_AND_INSURED],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh30-027',
    question: 'do u charge to come out and look at a job for a quote? and how long is the quote good for',
    intent: 'business-fact',
    must: [FREE, VALID_30_DAYS],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
    next: ['estimate', 'call', 'contact'],
    note: 'Estimates are free; a written estimate is valid for 30 days unless it says otherwise (terms). "Yes" first would say a visit costs money.',
  },
  {
    id: 'fresh30-028',
    question: 'what kind of guarantee do you put on your work',
    intent: 'business-fact',
    must: [ONE_YEAR, WORKMANSHIP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh30-029',
    question: 'for a bigger remodel job do i have to pay everything up front or when youre done',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION, DEPOSIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh30-030',
    question: 'If we finance the standby generator through you can we pay it off early without getting dinged for it',
    intent: 'business-fact',
    must: [NO_PREPAYMENT_PENALTY],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh30-031',
    question: 'who pulls the permit, me or you? county inspector is kind of a stickler out here',
    intent: 'business-fact',
    must: [PERMIT, WE_PULL],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh30-032',
    question: 'sent the contact form last night about a panel, how long till somebody gets back to me',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh30-033',
    question: 'how do i make the appointment texts stop, job is done',
    intent: 'business-fact',
    must: [STOP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh30-034',
    question: 'r u gonna sell my number to spammers if i fill out the form',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: [...SITE_SAYS, STARTS_WITH_YES],
  },
  {
    id: 'fresh30-035',
    question: 'any reviews from actual customers? want to see what people say before i call',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh30-036',
    question: 'what all can this chat thing do besides answer questions',
    intent: 'business-fact',
    must: [CALCULATOR, TROUBLESHOOTER],
    mustNot: [NO_INFO],
    note: 'The home page: three tools in one assistant, the chat, the cost calculator and the troubleshooter.',
  },
  { id: 'fresh30-037', question: 'you guys come out to lolo?', intent: 'business-fact', must: [yesInArea('Lolo')], mustNot: SITE_SAYS },
  {
    id: 'fresh30-038',
    question: 'were building a place just south of darby, is that too far for you',
    ...unlistedTown(),
    note: 'Darby is in Ravalli County but the site never names it; the Ravalli page says to call about places farther south than Hamilton.',
  },
  {
    id: 'fresh30-039',
    question: 'can i pay the bill with a card or venmo, or is it check only',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, { claim: 'we accept' }],
    next: ['call', 'contact'],
    note: 'The site says when payment is due, never how it can be paid: an honest "don\'t know", never invented.',
  },
  {
    id: 'fresh30-040',
    question: 'Is there a military or veterans discount? My dad served 20 years and needs his fuse box looked at',
    intent: 'business-fact',
    must: [DONT_KNOW, PHONE],
    mustNot: [STARTS_WITH_YES, '% off', 'percent off'],
    next: ['call', 'contact'],
    note: 'The site names no discounts: an honest "don\'t know", never invented.',
  },

  // --- Service (18) -------------------------------------------------------------------------
  {
    id: 'fresh30-041',
    question: 'picking up a tesla next month, can you put a charger in the garage? house is from the 70s',
    intent: 'service',
    must: [YES, CHARGER_CHECK],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: "Missoula page: we check whether the panel has room for the charger's circuit first.",
  },
  {
    id: 'fresh30-042',
    question: 'just bought a hot tub. do yall wire those or is that the hot tub store guys job',
    intent: 'service',
    must: [YES],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh30-043',
    question: 'our house near the university still has some of that old knob and tube stuff, home insurance is on us about it. can you replace it',
    intent: 'service',
    must: [YES],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh30-044',
    question: 'stock tank heaters keep kicking the breaker every cold night, can somebody come figure out why',
    intent: 'service',
    must: [TANK_HEATER_FIX],
    mustNot: NO_PRICE_TALK,
    next: PROBLEM_NEXT,
    note: 'Ronan page: a damaged cord or a failing heater; we find the cause and give the heaters a proper outdoor circuit. No heat or burning mentioned: not an emergency.',
  },
  {
    id: 'fresh30-045',
    question: 'need power run maybe 300 ft out to a new pole barn, lights and a few outlets. thats something you do?',
    intent: 'service',
    must: [YES],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh30-046',
    question: 'thinking standby generator for the well pump. how many days does install take and do i have to deal with the propane company myself',
    intent: 'service',
    must: [GEN_DAYS, GAS_FITTER],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'Generator FAQ: 1 to 3 days on site after the permit; the gas connection by a gas fitter or the propane supplier, and we coordinate.',
  },
  {
    id: 'fresh30-047',
    question: 'my neighbor says i can just plug my portable generator into the dryer outlet with a double ended cord. thats fine right?',
    intent: 'service',
    must: [TRANSFER],
    mustNot: [...NO_PRICE_TALK, STARTS_WITH_YES],
    next: SERVICE_NEXT,
    note: 'Generator FAQ: no, backfeeding can electrocute utility workers; an inlet with an interlock or a transfer switch.',
  },
  {
    id: 'fresh30-048',
    question: 'I manage a small office building in missoula. how often should we be getting the electrical inspected',
    intent: 'service',
    must: [EVERY_YEAR],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh30-049',
    question: 'we run a cafe downtown and cant close during the day, could the panel swap happen after we close or on a sunday',
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh30-050',
    question: 'switched the whole shop over to LED bulbs and now they buzz and flicker on the dimmers, ugh',
    intent: 'service',
    must: [DIMMER, COMPATIBLE],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'LED FAQ: the dimmer may not be LED-compatible; an electrician can replace it.',
  },
  {
    id: 'fresh30-051',
    question: 'machine shop in frenchtown here, we need 3 phase brought in for a new cnc mill. is that work you guys take on',
    intent: 'service',
    must: [YES],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh30-052',
    question: 'lightning fried our well pump controller last summer. is there something at the panel that protects the whole house from that',
    intent: 'service',
    must: [SURGE],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'Stevensville page: whole-home surge protection at the panel guards well pumps, furnaces and electronics.',
  },
  {
    id: 'fresh30-053',
    question: 'landlord here, where exactly do those gfi outlets have to be in a rental? getting ready for a new tenant',
    intent: 'service',
    must: [GFCI_ROOMS_1, GFCI_ROOMS_2, GFCI_ROOMS_3],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
    note: 'GFCI FAQ: bathrooms, kitchen counters, laundry areas, garages, basements and outdoors.',
  },
  {
    id: 'fresh30-054',
    question: 'if you upgrade our panel how long are we gonna be without power? we work from home',
    intent: 'service',
    must: [PANEL_DAYS],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh30-055',
    question: 'How many days does it take to rewire a 1950s ranch house? Trying to figure out if we need to move out for it',
    intent: 'service',
    must: [REWIRE_DAYS],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh30-056',
    question: 'we have a lake place in polson and want lights down the path and out on the dock',
    intent: 'service',
    must: [YES],
    mustNot: NO_PRICE_TALK,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh30-057',
    question: 'do you guys install solar panels? like on the roof, with batteries',
    intent: 'service',
    must: [NOT_SURE],
    mustNot: [...NO_PRICE_TALK, STARTS_WITH_YES],
    next: ['call', 'contact'],
    note: 'No page lists solar installation: no "yes", an honest "not sure, call us".',
  },
  {
    id: 'fresh30-058',
    question: 'need about a mile of electric fence put up for cattle plus the charger, is that something you all do',
    intent: 'service',
    must: [NOT_SURE],
    mustNot: [...NO_PRICE_TALK, STARTS_WITH_YES],
    next: ['call', 'contact'],
    note: 'Livestock fencing is not among the listed services (farm buildings, shops, well pumps, tank heaters are): no "yes", an honest "not sure, call us".',
  },

  // --- Price (7) ----------------------------------------------------------------------------
  {
    id: 'fresh30-059',
    question: 'ballpark on going from 100 to 200 amp? old mill house in milltown',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: SITE_SAYS,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh30-060',
    question: 'roughly what do you charge per outlet to swap out old two prong ones',
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: SITE_SAYS,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh30-061',
    question: 'how much to hang one ceiling fan where theres already a light fixture',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: SITE_SAYS,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh30-062',
    question: 'What does a whole house standby generator usually run, installed? Just a rough number',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: SITE_SAYS,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh30-063',
    question: 'cost for a dedicated circuit for a chest freezer in the garage?',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: SITE_SAYS,
    next: PRICE_NEXT,
  },
  {
    id: 'fresh30-064',
    question: 'so um what would it cost to rewire a whole 1,400 sq ft house? just trying to budget',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: PRICED_ON_A_VISIT,
    next: PRICE_NEXT,
    note: 'The site gives no rewiring price (only 3 to 10 days and what drives it): no made-up range, the free on-site estimate.',
  },
  {
    id: 'fresh30-065',
    question: 'were building a new house near florence next spring, what do you charge to wire the whole thing',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: PRICED_ON_A_VISIT,
    next: PRICE_NEXT,
    note: 'New construction wiring is listed but not priced: no made-up range, the free estimate.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh30-066', question: 'do you work up in kalispell? cabin near the airport', ...outOfArea([OUTSIDE_OR_UNSURE]) },
  { id: 'fresh30-067', question: 'BOZEMAN??', ...outOfArea([OUTSIDE_OR_UNSURE]) },
  {
    id: 'fresh30-068',
    question: 'my mom lives in butte and her lights keep flickering, could one of your guys swing by next time youre over that way',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
  },
  { id: 'fresh30-069', question: 'hi we have a rental duplex in great falls needing new panel, is that in your area', ...outOfArea([OUTSIDE_OR_UNSURE]) },
  {
    id: 'fresh30-070',
    question: 'we bought a place outside thompson falls, do you cover sanders county',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Sanders County borders the area but is not one of the three counties.',
  },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh30-071', question: 'kitchen faucet has been dripping for a week, can you send someone to fix it', ...outOfScope() },
  { id: 'fresh30-072', question: 'can you recommend a good roofer? hail wrecked our shingles', ...outOfScope() },
  { id: 'fresh30-073', question: 'do yall plow snow? need our parking lot cleared before 6am', ...outOfScope() },
  { id: 'fresh30-074', question: 'whats the best place to get a burger in missoula lol', ...outOfScope() },
  { id: 'fresh30-075', question: 'need somebody to patch and paint drywall in our rental between tenants', ...outOfScope() },
];

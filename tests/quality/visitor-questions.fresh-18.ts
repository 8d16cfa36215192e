/**
 * The eighteenth held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone. Most
 * come from people new to western Montana or with a second home here: city arrivals and out-of-state
 * owners asking how things work out here (wells, propane, long driveways, outages, wind, snowmelt,
 * lightning, wildfire season), whether we come to their place, how to reach us from far away, and
 * about their projects (EV chargers, hot tubs, heat pumps, generators, old cabins, barns and docks).
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page) and the price table of
 * the specification (assistant-and-admin.md, section 9); emergencies follow the safety note
 * (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns: a town the site names is answered "yes". A town inside the three counties that the site
 * never names (Corvallis) gets the honest answer: not sure, call us, never a "yes". A town outside
 * the three counties is out of area; for one near the edge that the site never names (Philipsburg,
 * Thompson Falls) "not sure, call us" is as right as "outside our area".
 *
 * What the site does not say (which payment methods are taken, how many electricians work here),
 * and jobs it does not list (solar panels and batteries, electric fence chargers), get an honest
 * "not sure, please call", never a "yes".
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
  WELCOME,
  YES,
  yesInArea,
  type Fact,
  type NextStep,
  type VisitorQuestion,
} from './visitor-questions.ts';
import { emergency, NOT_LISTED, outOfArea, outOfScope, REACH_US, SERVICE_NEXT, SITE_SAYS, unlistedTown } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** Next steps for a problem at home: the troubleshooter, an estimate or a way to reach us. */
const PROBLEM_NEXT: readonly NextStep[] = ['troubleshooter', 'estimate', 'call', 'contact'];

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** Licensed (business.json licence, the FAQ); the visitor asks only about the licence. */
const LICENSED: Fact = ['licensed'];
/** The three five-star testimonials of the home page ("What Our Customers Say"). */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial', 'customer reviews'];
/** Financing (financing page): offered for larger projects such as standby generators. */
const FINANCING: Fact = ['financing', 'finance'];
/** Financing: subject to credit approval (financing page, terms). */
const CREDIT: Fact = ['credit approval', 'subject to credit', 'your credit', 'credit check', 'approved', 'approval'];
/** Terms, "Payment": due when the work is complete. */
const PAID_ON_COMPLETION: Fact = [
  'when the work is complete',
  'when the work is completed',
  'when the work is done',
  'when the work is finished',
  'when the job is done',
  'when the job is complete',
  'once the work is done',
  'once the job is done',
  'on completion',
  'upon completion',
  'after the work',
  'after the job',
];
/** Permits: we pull them and arrange the inspection (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const WE_HANDLE_IT: Fact = [
  'we pull',
  "we'll pull",
  'we will pull',
  'we obtain',
  'we handle',
  "we'll handle",
  'we will handle',
  'we take care',
  "we'll take care",
  'we arrange',
  'we get the',
  "we'll get the",
  'handled for you',
  'handle the permit',
];
/** The text-message terms: reply STOP to stop. */
const REPLY_STOP: Fact = [
  { re: '\\b(reply|replying|text|texting|send|sending|respond|responding)( back)?( with)?( the word)? "?stop\\b', label: 'reply STOP', example: 'Reply STOP' },
  '"STOP"',
];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day', 'a business day'];
/** The home page's three tools: chat, the cost calculator and the troubleshooter. */
const TOOLS: Fact = [
  'cost calculator',
  'calculator',
  'estimator',
  'cost estimate',
  'preliminary price',
  'preliminary estimate',
  'price range',
  'troubleshooter',
  'troubleshoot',
  'troubleshooting',
  'guided diagnosis',
];
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = [
  "don't sell",
  'do not sell',
  'never sell',
  'not sell',
  'not sold',
  "won't sell",
  'will not sell',
  'never sold',
  "doesn't sell",
  'does not sell',
  'not rent',
];

/** A flat "no" to something unsafe. */
const NO_WORDS: Fact = ['no', 'not safe', 'never', "don't", 'do not', 'dangerous', 'backfeed', 'backfeeding'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'generator inlet', 'inlet'];
const GENERATOR: Fact = ['generator'];
const NEIGHBORS: Fact = ['neighbor', 'neighbour'];
const INSPECT: Fact = ['inspection', 'inspect', 'inspected', 'check', 'checked', 'look at', 'looked at'];
const PANEL_OR_CIRCUIT: Fact = ['panel', 'circuit'];
const UPGRADE_FUSES: Fact = ['panel upgrade', 'breaker panel', 'replace', 'replacing', 'replacement', 'upgrade', 'upgrading'];
const HEAT_PUMP_LOAD: Fact = ['panel upgrade', 'upgrade', 'load calculation', 'capacity', 'dedicated circuit', 'circuit'];
/** Flickering that gets worse in wind: a loose connection in the service or panel (FAQ). */
const FLICKER_CAUSE: Fact = ['loose connection', 'loose or corroded', 'corroded', 'service drop', 'service entrance', 'service mast', 'neutral', 'weatherhead', 'connection'];
/** Generator page FAQ: the gas connection is made by a licensed gas fitter or the propane supplier. */
const GAS_FITTER: Fact = ['gas fitter', 'gasfitter', 'propane supplier', 'propane company', 'gas company', 'propane provider'];
/** Ronan page: a tank heater that trips its protective device often has a damaged cord or is failing. */
const TANK_HEATER_CAUSE: Fact = ['cord', 'failing heater', 'faulty heater', 'heater itself', 'heater may', 'heater is', 'ground fault', 'moisture', 'wet', 'outdoor circuit'];

/** An honest "the site does not list that job": not sure, call us. */
const UNSURE: Fact = [DONT_KNOW, NOT_LISTED, "doesn't list", 'does not list', 'not one of the services', "isn't one of the services", "isn't something we list"];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW];

/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };

// ---------------------------------------------------------------------------------------------
// Labels by kind

/** Small talk: the facts of a friendly reply, and no price or misfire. */
function smalltalk(must: Fact[]): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot'> {
  return { intent: 'smalltalk', must, mustNot: [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE] };
}

/** A fact the site states about the business. */
function businessFact(must: Fact[], mustNot: Fact[] = []): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'business-fact', must, mustNot: [...SITE_SAYS, ...mustNot], next: REACH_US };
}

/** Something about the business the site does not state: an honest "I don't know", and our number. */
function notStated(mustNot: Fact[] = []): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'business-fact', must: [DONT_KNOW, PHONE], mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE, ...mustNot], next: ['call', 'contact'] };
}

/** A job or know-how the site states. */
function service(must: Fact[], mustNot: Fact[] = [], next: readonly NextStep[] = SERVICE_NEXT): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'service', must, mustNot: [...SITE_SAYS, ...mustNot], next };
}

/** An electrical job the site does not list: no "yes", an honest "not sure, call us". */
function unlistedService(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'service', must: [UNSURE, PHONE], mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE], next: ['call', 'contact'] };
}

/** A job of the price table: its figures. */
function price(must: Fact[]): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'price', must, mustNot: SITE_SAYS, next: ['estimate', 'call', 'contact'] };
}

/** A job outside the price table: no made-up figure, the free on-site estimate. */
function unpricedJob(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'price', must: [ESTIMATE_OFFER], mustNot: [NO_PRICE, ESTIMATOR_MISFIRE], next: ['estimate', 'call', 'contact'] };
}

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_18_QUESTIONS: VisitorQuestion[] = [
  { id: 'fresh18-001', question: 'hi there', ...smalltalk([GREET, OFFER_HELP]) },
  {
    id: 'fresh18-002',
    question: 'im in phoenix till we close on the house in april, is there an email i can send pics of the panel to or do i have to call',
    ...businessFact([EMAIL]),
    next: ['contact', 'call'],
  },
  { id: 'fresh18-003', question: 'SMOKE and flames coming out of the baseboard heater in the back bedroom!!', ...emergency('fire') },
  {
    id: 'fresh18-004',
    question: 'moving from portland w/ a tesla, can u put a charger in the garage? house is kinda old',
    ...service([YES, PANEL_OR_CIRCUIT]),
    note: 'Missoula page: we add EV chargers and check first whether the panel has room for the circuit.',
  },
  {
    id: 'fresh18-005',
    question: 'how much for a panel upgrade, 100 amp to 200? the inspector flagged it when we bought the house',
    ...price([PANEL_PRICE]),
  },
  {
    id: 'fresh18-006',
    question: 'whats your office hours during the week? im on east coast time so pls be exact',
    ...businessFact([OPENS_7, CLOSES_5]),
  },
  { id: 'fresh18-007', question: 'do u guys ever come out to bozeman? we have a place there too', ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh18-008',
    question: "so basically we're getting a hot tub for the deck, do you do the electrical hookup or is that the hot tub company",
    ...service([YES]),
    note: 'Residential page, specialty services: hot tub, sauna and shop wiring.',
  },
  { id: 'fresh18-009', question: 'smells like burning plastic in the hallway rn, i think its the outlet the space heater is plugged into', ...emergency('burning') },
  {
    id: 'fresh18-010',
    question: 'bought a cabin up at seeley lake, do you guys come up there? and where are you based',
    ...businessFact([yesInArea('Seeley Lake'), BONNER]),
  },
  { id: 'fresh18-011', question: 'can you guys plow our driveway this winter, its like half a mile long', ...outOfScope() },
  {
    id: 'fresh18-012',
    question: 'neighbor says i can plug my portable generator into the dryer outlet with a double male cord during outages, thats fine right?',
    ...service([NO_WORDS, TRANSFER], [STARTS_WITH_YES]),
    note: 'Generator page FAQ: never backfeed through an outlet; an inlet with an interlock or a transfer switch.',
  },
  { id: 'fresh18-013', question: 'big pine came down in the wind and now theres a power line laying across our driveway', ...emergency('line-down') },
  {
    id: 'fresh18-014',
    question: 'how long have yall been doing this and r u actually licensed in montana',
    ...businessFact([YEARS_15, LICENSED]),
  },
  {
    id: 'fresh18-015',
    question: 'our cabin from the 1930s still has knob and tube in the attic, can you replace all of it',
    ...service([YES]),
    note: 'Missoula page: we replace knob-and-tube wiring; rewiring older homes on the county pages.',
  },
  {
    id: 'fresh18-016',
    question: 'ceiling fan install price? theres already a light box in the living room ceiling',
    ...price([FAN_PRICE]),
  },
  {
    id: 'fresh18-017',
    question: 'do you charge just to come out and give a quote? last guy in denver charged a trip fee',
    ...businessFact([FREE]),
  },
  { id: 'fresh18-018', question: 'just got zapped turning on the kitchen faucet?? like a real jolt', ...emergency('shock') },
  { id: 'fresh18-019', question: 'thx that helps a ton', ...smalltalk([WELCOME]) },
  {
    id: 'fresh18-020',
    question: 'were on a well and had no water the whole last outage, what are our options',
    ...service([GENERATOR]),
    note: 'Hamilton page FAQ: a standby generator with an automatic transfer switch keeps the well pump running.',
  },
  {
    id: 'fresh18-021',
    question: 'do yall take a card or is it venmo / check only out here',
    ...notStated([{ claim: 'we take credit cards' }, { claim: 'we accept credit cards' }, { claim: 'we take venmo' }, { claim: 'we accept venmo' }]),
    note: 'The site says when payment is due, not how it can be paid.',
  },
  { id: 'fresh18-022', question: 'basement is flooding from the snowmelt and the water is almost up to the outlets what do i do', ...emergency('water') },
  {
    id: 'fresh18-023',
    question: 'could you put solar panels and a battery bank on our off grid cabin up the blackfoot',
    ...unlistedService(),
    note: 'No service page or FAQ lists solar or battery systems (only a picture shows panels on a roof).',
  },
  {
    id: 'fresh18-024',
    question: 'what happens if something you installed quits working like 8 months later',
    ...businessFact([ONE_YEAR]),
    note: 'Terms and business.json: a one-year workmanship warranty; materials under the manufacturer.',
  },
  {
    id: 'fresh18-025',
    question: "whats the closest you get to Whitefish, we're up near the ski hill",
    ...outOfArea([NEGATIVE_AREA]),
  },
  { id: 'fresh18-026', question: 'help my husband grabbed a wire in the crawlspace and hes stuck, he cant let go', ...emergency('contact') },
  {
    id: 'fresh18-027',
    question: 'house has the old screw in fuses. is that actually a problem or just old',
    ...service([UPGRADE_FUSES], [], PROBLEM_NEXT),
    note: 'Panel page: a fuse box is a sign you need a panel upgrade; fuse box replacement is a listed service.',
  },
  {
    id: 'fresh18-028',
    question: 'ballpark for a whole house propane generator so the well keeps working in outages',
    ...price([GENERATOR_PRICE]),
  },
  {
    id: 'fresh18-029',
    question: "do you want the money up front or when the job's done",
    ...businessFact([PAID_ON_COMPLETION]),
    note: 'Terms, "Payment": due when the work is complete; larger projects may need a deposit.',
  },
  { id: 'fresh18-030', question: 'the plug for the hot tub is too hot to even touch right now', ...emergency('hot') },
  { id: 'fresh18-031', question: 'who has the best internet out by frenchtown, is starlink the only option', ...outOfScope() },
  {
    id: 'fresh18-032',
    question: 'need power run out to a pole barn about 300 ft from the house, lights and a welder plug',
    ...service([YES]),
    note: 'Hamilton, Ronan and Ravalli pages: long underground feeders to barns and shops, subpanels, lights and outlets.',
  },
  {
    id: 'fresh18-033',
    question: 'can we do monthly payments on a generator? the move wiped us out lol',
    ...businessFact([FINANCING, CREDIT]),
    note: 'Financing page: standby generators qualify; subject to credit approval.',
  },
  { id: 'fresh18-034', question: 'a power line just fell on our car during the storm, me and the kids are still inside', ...emergency('line-on-car') },
  {
    id: 'fresh18-035',
    question: 'want to ditch the propane furnace for a heat pump, do we need electrical work first? we have a 100 amp panel',
    ...service([HEAT_PUMP_LOAD]),
    note: 'Panel page and FAQ: adding a heat pump is a reason for a panel upgrade; a load calculation sizes it.',
  },
  {
    id: 'fresh18-036',
    question: 'so who pulls the permit, me or you? never done this in montana',
    ...businessFact([PERMIT, WE_HANDLE_IT]),
  },
  { id: 'fresh18-037', question: 'good morning!', ...smalltalk([GREET, OFFER_HELP]) },
  {
    id: 'fresh18-038',
    question: 'lights flicker every time the wind picks up, is that normal out here',
    ...service([FLICKER_CAUSE], [], PROBLEM_NEXT),
    note: 'FAQ "Why do my lights flicker or dim?": flickering worse in wind can point to a loose connection in the service or panel.',
  },
  { id: 'fresh18-039', question: 'wind tore the mast clean off the side of the house, wires hanging down by the meter', ...emergency('storm-mast') },
  {
    id: 'fresh18-040',
    question: 'what would it cost to add one outlet next to the bed',
    ...price([OUTLET_PRICE]),
  },
  {
    id: 'fresh18-041',
    question: 'filled out the contact form yesterday morning, how long til someone gets back to me',
    ...businessFact([ONE_BUSINESS_DAY]),
    next: ['call', 'contact'],
  },
  {
    id: 'fresh18-042',
    question: "any chance you do work in Butte? it's my mom's house",
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh18-043',
    question: 'can someone light up the path and the dock at our summer place near polson',
    ...service([YES]),
    note: 'Polson page FAQ: we light docks and paths on protected circuits.',
  },
  { id: 'fresh18-044', question: 'theres a weird fishy burning smell coming out of the breaker box in the mudroom', ...emergency('burning') },
  {
    id: 'fresh18-045',
    question: 'how do i make the texts stop, got like 4 about my appointment already',
    ...businessFact([REPLY_STOP]),
  },
  {
    id: 'fresh18-046',
    question: 'when the power goes out out here how do i tell if its just my house or the whole road',
    ...service([NEIGHBORS], [], PROBLEM_NEXT),
    note: 'FAQ "What should I do when my power goes out?": check whether the neighbors have power.',
  },
  { id: 'fresh18-047', question: 'is there a burn ban in missoula county right now, want to burn our slash piles', ...outOfScope() },
  { id: 'fresh18-048', question: 'is corvallis too far for you? (montana not oregon lol)', ...unlistedTown() },
  { id: 'fresh18-049', question: 'um the subpanel in the garage is literally on fire, sparks and flames', ...emergency('fire') },
  {
    id: 'fresh18-050',
    question: 'if you install a propane generator do you also hook up the gas line to the tank',
    ...service([GAS_FITTER], [STARTS_WITH_YES]),
    note: 'Generator page FAQ: the gas connection is made by a licensed gas fitter or the propane supplier; we coordinate.',
  },
  {
    id: 'fresh18-051',
    question: "what's it run to get a 240 circuit out to the garage for my welder",
    ...price([CIRCUIT_PRICE]),
  },
  {
    id: 'fresh18-052',
    question: 'r u gonna sell my number to spammers if i fill this out',
    ...businessFact([NOT_SOLD]),
    note: 'Privacy policy: we do not sell or rent personal information; the SMS page: we never sell or share your number for marketing.',
  },
  { id: 'fresh18-053', question: 'panel is buzzing really loud and the door is warm to the touch right now', ...emergency('hot') },
  {
    id: 'fresh18-054',
    question: 'lightning storms here are wild. can you protect the whole house from surges, well pump too',
    ...service([YES]),
    note: 'Stevensville page FAQ: whole-home surge protection at the panel, well pumps included.',
  },
  { id: 'fresh18-055', question: 'ok cool, bye', ...smalltalk([BYE]) },
  {
    id: 'fresh18-056',
    question: 'any reviews from actual locals? we dont know anybody here yet',
    ...businessFact([REVIEWS]),
  },
  {
    id: 'fresh18-057',
    question: 'opening a little coffee shop downtown missoula, need circuits for the espresso machine and lights, do you do commercial',
    ...service([YES]),
  },
  { id: 'fresh18-058', question: 'my son just got a tingle off the washing machine a minute ago, hes ok but its still running', ...emergency('shock') },
  {
    id: 'fresh18-059',
    question: 'rough cost to rewire an entire 1950s farmhouse, 2 stories',
    ...unpricedJob(),
    note: 'Whole-house rewiring is not in the price table: the FAQ gives its time (3 to 10 days) and a free estimate, no price.',
  },
  {
    id: 'fresh18-060',
    question: 'we have a cabin near Philipsburg that needs a new panel, is that in your area',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Granite County, just outside the three counties; the site never names it.',
  },
  {
    id: 'fresh18-061',
    question: 'what can this chat thing actually do besides talk',
    ...businessFact([TOOLS]),
    note: 'Home page, "Three tools in one assistant": chat, a cost calculator and a troubleshooter.',
  },
  {
    id: 'fresh18-062',
    question: 'stock tank heater for the horses keeps tripping the outlet every cold night, is it the heater or the wiring',
    ...service([TANK_HEATER_CAUSE], [], PROBLEM_NEXT),
    note: 'Ronan page FAQ: often a damaged cord or a failing heater; we find the cause and give it a proper outdoor circuit.',
  },
  { id: 'fresh18-063', question: 'theres a sagging power line touching our fence right now after the windstorm', ...emergency('line-down') },
  { id: 'fresh18-064', question: 'can you recommend a well driller? building on 20 acres near victor', ...outOfScope() },
  {
    id: 'fresh18-065',
    question: 'which parts of western montana do you cover, were deciding where to buy',
    ...businessFact(['Missoula', 'Ravalli', 'Lake']),
  },
  {
    id: 'fresh18-066',
    question: 'do you install electric fence chargers for horses? need one at the new place',
    ...unlistedService(),
    note: 'No page lists electric fences or fence chargers.',
  },
  { id: 'fresh18-067', question: 'ice dam leak, water is dripping INTO the breaker panel from the ceiling', ...emergency('water') },
  { id: 'fresh18-068', question: 'HELLO??', ...smalltalk([GREET, OFFER_HELP]) },
  {
    id: 'fresh18-069',
    question: 'if our power dies at 2am on a sunday in january does a real person pick up or is it voicemail',
    ...businessFact([ALWAYS_OPEN, PHONE]),
    note: 'A question about the emergency line, nothing happening now: business.json emergencyLine, emergency page.',
  },
  {
    id: 'fresh18-070',
    question: 'buying a 1968 house in stevensville, should i get the wiring looked at before closing',
    ...service([INSPECT]),
    note: 'FAQ "How often should I have my electrical system inspected?": sooner if you are buying an older home.',
  },
  {
    id: 'fresh18-071',
    question: 'how much to wire a new 2400 sq ft house were building outside lolo',
    ...unpricedJob(),
    note: 'New construction wiring is not in the price table: a free estimate, no made-up range.',
  },
  {
    id: 'fresh18-072',
    question: 'how about thompson falls, is that too far?',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Sanders County, outside the three counties; the site never names it.',
  },
  {
    id: 'fresh18-073',
    question: 'how many electricians do you have, is it just one guy with a truck',
    ...notStated([
      {
        re: '\\b(\\d+|two|three|four|five|six|seven|eight|nine|ten|a dozen) (full-time |licensed |certified )?(electricians|employees|techs|technicians|people on staff)\\b',
        label: 'a made-up head count',
        example: 'six electricians',
      },
    ]),
    note: 'The site speaks of "our electricians" but never says how many.',
  },
  { id: 'fresh18-074', question: 'first winter here, who do i call to get propane delivered', ...outOfScope() },
  { id: 'fresh18-075', question: 'appreciate ya, have a good one', ...smalltalk([[WELCOME, BYE]]) },
];

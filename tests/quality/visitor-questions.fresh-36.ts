/**
 * The thirty-sixth held-out set of visitor questions for the assistant, written apart from the
 * other sets and never tuned on: 75 messages as strangers type them into the chat bubble on a
 * phone. Homeowners, renters, landlords, ranchers and small businesses in western Montana; one word
 * to a long story, typos, all caps, filler, two questions in one.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page's contact section and
 * assistant section) and the price table of the specification (assistant-and-admin.md, section 9);
 * emergencies follow the safety note (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns: a town the site names (business.json, the FAQ, an area page) is answered "yes"; a town
 * inside the three counties that the site never names (Corvallis) gets "not sure, call us"; a town
 * outside the counties is out of area, and for one near the edge that the site never names
 * (Superior, Philipsburg) "not sure, call us" is as right as "outside our area".
 *
 * Facts the site does not state (payment methods, the size of the crew) are labelled with the
 * honest "don't know" and the phone number; two jobs the site does not list (solar panels, an
 * electric in-floor heating mat) get no "yes" but "not sure, call us".
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
  OFFER_HELP,
  ONE_YEAR,
  OPENS_7,
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
import { emergency, NO_PRICE_TALK, NOT_LISTED, outOfArea, outOfScope, PROBLEM_NEXT, REACH_US, SERVICE_NEXT, SITE_SAYS, unlistedTown } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** The honest answer to what the site does not say: not sure, and our number to ask. */
const ASK_US: Fact[] = [[DONT_KNOW, NOT_LISTED], PHONE];

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** The three five-star testimonials of the home page. */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial', 'review'];
/** Financing (financing page): subject to credit approval. */
const FINANCING: Fact = ['financing', 'finance', 'monthly payments', 'payment plan'];
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
  'after the work',
  'after the job',
];
/** Permits: we pull them and arrange the inspection (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const WE_HANDLE_IT: Fact = [
  'inspection',
  'inspector',
  'we pull',
  'we obtain',
  'we handle',
  'we take care',
  'handled for you',
  'we get',
  "we'll pull",
  "we'll get",
  "we'll handle",
  'we arrange',
  'for you',
  'part of the job',
];
/** The text-message consent page and its terms. */
const STOP: Fact = 'STOP';
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** The assistant's tools (home page, "Three tools in one assistant"). */
const TOOLS: Fact = ['cost calculator', 'calculator', 'troubleshooter', 'troubleshooting tool', 'guided diagnosis', 'preliminary price range', 'preliminary range'];
/** Privacy policy: we do not sell or rent personal information. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "won't sell", 'will not sell', "don't share", 'do not share'];

const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
const OWN_CIRCUIT: Fact = ['dedicated circuit', 'circuit of its own', 'own circuit', 'separate circuit', 'dedicated', 'new circuit', 'added circuit', 'circuit'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'generator inlet', 'inlet'];
const PANEL_DAYS: Fact = ['one to two days', '1 to 2 days', '1-2 days', 'a day or two', 'one or two days'];
const EVERY_YEAR: Fact = ['every year', 'annual', 'yearly', 'once a year', 'each year'];
const SUBPANEL: Fact = ['subpanel', 'sub-panel', 'feeder'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
const DIMMER: Fact = ['dimmer'];
const LOOSE_CONNECTION: Fact = ['loose connection', 'loose or corroded', 'service', 'neutral'];
const OFF_HOURS: Fact = [
  'early mornings',
  'early morning',
  'evenings',
  'weekends',
  'after hours',
  'outside your business hours',
  'outside business hours',
  'around your schedule',
  'around your hours',
  'before you open',
  'after you close',
  'after closing',
  'when you are closed',
  "when you're closed",
];
const REWIRE: Fact = ['rewire', 'rewiring'];
const THREE_PHASE: Fact = ['three-phase', '3-phase', 'three phase', '3 phase'];
const STANDBY: Fact = ['standby generator', 'transfer switch', 'generator'];
const INSPECT_3_5: Fact = ['3 to 5 years', '3-5 years', 'three to five years', 'every 3 to 5', 'every three to five'];
const REPLACE: Fact = ['replace', 'replaced', 'replacing', 'replacement'];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW];
/** Price table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
/** A USB outlet: the AI's guidance ($150-275), or the fallback table's per-outlet range ($150-300). */
const USB_OUTLET_PRICE: Fact = [{ range: [150, 275] }, { range: [150, 300] }];
/** The "other and unknown" range: wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact = { range: [300, 1500] };
/** A whole-house job has no published range: no single-circuit or catch-all figure. */
const NO_MADE_UP_RANGE: Fact[] = [...SINGLE_CIRCUIT_PRICE, UNKNOWN_JOB_PRICE];

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_36_QUESTIONS: readonly VisitorQuestion[] = [
  // --- Emergencies (15) ---------------------------------------------------------------------
  { id: 'fresh36-001', question: 'the dryer plug is on fire!!! flames coming up the wall behind it', ...emergency('fire') },
  {
    id: 'fresh36-002',
    question: 'smoke and little flames coming out of the light in my sons room, we are outside now but my husband wants to go back in for the dog',
    ...emergency('fire'),
    note: 'Going back in is what the safety note forbids: the reply must not agree.',
  },
  { id: 'fresh36-003', question: 'smells like burning plastic around the breaker panel in the garage, i dont see smoke tho', ...emergency('burning') },
  { id: 'fresh36-004', question: 'outlet next to the fridge has black marks around the holes and smells scorched. tenant just sent me a pic', ...emergency('burning') },
  { id: 'fresh36-005', question: 'light switch cover is HOT like really hot and it hums when the light is on', ...emergency('hot') },
  {
    id: 'fresh36-006',
    question: 'so basically the block heater cord plug is super hot where it goes into the outside outlet, can i just leave it plugged in overnight its -20',
    ...emergency('hot'),
    note: 'Keeping it in use overnight is what the safety note forbids.',
  },
  { id: 'fresh36-007', question: 'got a jolt off the shower handle this morning wtf', ...emergency('shock') },
  {
    id: 'fresh36-008',
    question: 'Landlord here. Tenant says she gets shocked when she touches the stove and the sink at the same time. What should she do right now?',
    ...emergency('shock'),
  },
  { id: 'fresh36-009', question: 'my neighbor is on the ground holding his saw cord in a puddle and hes not moving', ...emergency('contact') },
  { id: 'fresh36-010', question: 'HELP my brother grabbed a wire in the attic and he cant let go hes shaking', ...emergency('contact') },
  {
    id: 'fresh36-011',
    question: 'powerline down across the back yard after the wind, its snapping and buzzing in the grass and the kids want to go look',
    ...emergency('line-down'),
  },
  { id: 'fresh36-012', question: 'a wire came down on the pasture fence and the horses are in there. can I knock it off with a long stick?', ...emergency('line-down') },
  { id: 'fresh36-013', question: 'slid into a pole on the way home, the wire is laying across my windshield and im still sitting in the car', ...emergency('line-on-car') },
  { id: 'fresh36-014', question: 'basement has like 6 inches of water, the freezer and a power strip are down there, ok to go unplug stuff?', ...emergency('water') },
  {
    id: 'fresh36-015',
    question: 'wind bent the pipe on the roof where the power comes in, its leaning over and the wires are hanging low over the deck',
    ...emergency('storm-mast'),
  },

  // --- Small talk (6) -----------------------------------------------------------------------
  { id: 'fresh36-016', question: 'hey', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh36-017', question: 'good afternoon!', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh36-018', question: 'hello?? anybody there', intent: 'smalltalk', must: [GREET, OFFER_HELP], mustNot: NO_PRICE_TALK },
  { id: 'fresh36-019', question: 'thanks a bunch', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh36-020', question: 'perfect, thank you, that clears it up for me', intent: 'smalltalk', must: [WELCOME], mustNot: NO_PRICE_TALK },
  { id: 'fresh36-021', question: 'ok bye now', intent: 'smalltalk', must: [BYE], mustNot: NO_PRICE_TALK },

  // --- Business facts (19) ------------------------------------------------------------------
  {
    id: 'fresh36-022',
    question: 'whats your email, and if I send you pictures of the job how fast do you usually get back to people',
    intent: 'business-fact',
    must: [EMAIL, ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh36-023',
    question: 'wat time do u open in the morning and r u open saturday',
    intent: 'business-fact',
    must: [OPENS_7, WEEKDAYS],
    mustNot: [STARTS_WITH_YES, { claim: 'open on saturday' }, ...SITE_SAYS],
    note: 'Office hours are Monday to Friday, 7 AM to 5 PM: not Saturday (emergencies aside).',
  },
  {
    id: 'fresh36-024',
    question: 'if my power goes out at 2am in january is a real person gonna pick up the phone',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, PHONE],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
    note: 'A question about emergency availability, nothing happening now.',
  },
  { id: 'fresh36-025', question: 'ok but where is your shop at, like what town', intent: 'business-fact', must: [BONNER], mustNot: SITE_SAYS },
  {
    id: 'fresh36-026',
    question: 'how many years have you all been wiring houses around here',
    intent: 'business-fact',
    must: [YEARS_15],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh36-027',
    question: 'my last "electrician" turned out to not even be licensed lol. are yall licensed and insured for real',
    intent: 'business-fact',
    must: [YES, LICENSED_INSURED],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh36-028',
    question: 'do I have to pay somebody just to come out and look at it and tell me a price?',
    intent: 'business-fact',
    must: [FREE],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: 'Estimates are free (business.json, FAQ): the answer is "no, it is free", so no "yes" is asked for.',
  },
  {
    id: 'fresh36-029',
    question: 'if something you guys put in quits working a few months later, do you come back and fix it or am I on my own',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh36-030',
    question: 'Do you want the money up front or when the job is done?',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION],
    mustNot: SITE_SAYS,
    note: 'Terms, "Payment": due when the work is complete; larger projects may need a deposit.',
  },
  {
    id: 'fresh36-031',
    question: 'money is kinda tight right now, is there any way to make payments on a bigger job like the panel',
    intent: 'business-fact',
    must: [FINANCING, CREDIT],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh36-032',
    question: 'does the permit stuff get handled by you or do I have to go down to the county myself',
    intent: 'business-fact',
    must: [PERMIT, WE_HANDLE_IT],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh36-033',
    question: 'i signed up for your text messages when you did our job and now i want them to stop. how',
    intent: 'business-fact',
    must: [STOP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh36-034',
    question: 'if i put my number in your form is it gonna get sold to a bunch of spammers',
    intent: 'business-fact',
    must: [NOT_SOLD],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
  },
  {
    id: 'fresh36-035',
    question: 'any reviews from actual customers? want to see before I let anyone in my house',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh36-036',
    question: 'so what all can this little chat bot do for me besides answering stuff',
    intent: 'business-fact',
    must: [TOOLS],
    mustNot: SITE_SAYS,
    note: 'The home page: three tools in one assistant, the chat, the cost calculator and the troubleshooter.',
  },
  {
    id: 'fresh36-037',
    question: 'u guys come down to florence? were just off 93',
    intent: 'business-fact',
    must: [yesInArea('Florence')],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh36-038',
    question: 'we have a place a few miles outside corvallis, is that too far out for you',
    ...unlistedTown(),
    note: 'Corvallis is in Ravalli County, but the site never names it: not sure, call us.',
  },
  {
    id: 'fresh36-039',
    question: 'can I pay with a card or venmo or do you need a check',
    intent: 'business-fact',
    must: ASK_US,
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site says when payment is due, never how: an honest "not sure, call us".',
  },
  {
    id: 'fresh36-040',
    question: 'how many electricians do you have, is it just one guy or a whole crew',
    intent: 'business-fact',
    must: ASK_US,
    mustNot: [ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'The site never says how many people work here.',
  },

  // --- Service (18) -------------------------------------------------------------------------
  {
    id: 'fresh36-041',
    question: 'picking up a tesla next month, can you put a charger in the garage? the house is from the 70s if that matters',
    intent: 'service',
    must: [YES, ['panel', 'capacity', 'circuit']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh36-042',
    question: 'we bought a used hot tub off marketplace and need it hooked up on the back patio',
    intent: 'service',
    must: [YES, [OWN_CIRCUIT, GFCI, 'disconnect', '240']],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh36-043',
    question: 'insurance company says they wont renew us because the house still has knob and tube wiring?? is that something you fix',
    intent: 'service',
    must: [YES, REWIRE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh36-044',
    question: 'my buddy says I can just run my generator into the dryer plug with a double ended cord when the power goes out. thats fine right',
    intent: 'service',
    must: [['no', 'not safe', 'unsafe', 'dangerous', 'backfeed', 'backfeeding', 'never'], TRANSFER],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Generator FAQ: never backfeed through an outlet; an inlet with an interlock or transfer switch.',
  },
  {
    id: 'fresh36-045',
    question: 'want power out to the shop building about 100 ft from the house, lights plugs and a compressor',
    intent: 'service',
    must: [YES, SUBPANEL],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh36-046',
    question: 'new LED bulbs in the dining room flicker and buzz whenever I turn the slider down',
    intent: 'service',
    must: [DIMMER, ['compatible', 'LED-compatible', 'not made for', 'not designed for', "doesn't suit", 'does not suit']],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh36-047',
    question: 'the bathroom outlet with the test and reset buttons wont reset anymore, hair dryer is dead',
    intent: 'service',
    must: [GFCI, REPLACE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "What is a GFCI outlet": one that will not reset should be replaced.',
  },
  {
    id: 'fresh36-048',
    question: 'um so all the lights in the house kind of flicker when its windy out. like every room. weird right?',
    intent: 'service',
    must: [LOOSE_CONNECTION, ['electrician', 'checked', 'check', 'look at', 'inspect']],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
  },
  {
    id: 'fresh36-049',
    question: 'if we go ahead with the new panel how long are we gonna be without power? i work from home and need my internet',
    intent: 'service',
    must: [PANEL_DAYS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh36-050',
    question: 'realistically how many days does rewiring a 1950s ranch house take, we want to do it before we move in',
    intent: 'service',
    must: [REWIRE_DAYS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh36-051',
    question: 'ranch out past hamilton, every time the power drops we lose the well pump and the heat. what can you do about that',
    intent: 'service',
    must: [STANDBY],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh36-052',
    question: 'You installed our Generac two years ago. Do you do the yearly maintenance on those too?',
    intent: 'service',
    must: [YES, EVERY_YEAR],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh36-053',
    question: 'I own a small restaurant downtown and we need a couple new circuits for a second fryer but I cant close during lunch or dinner',
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh36-054',
    question: 'got a used cnc machine for the cabinet shop and it needs 3 phase power, can you bring that in',
    intent: 'service',
    must: [YES, THREE_PHASE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh36-055',
    question: 'we are buying a 1940s house in missoula. should we get the wiring looked at, and how often is that supposed to happen anyway',
    intent: 'service',
    must: [INSPECT_3_5],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'FAQ "How often should I have my electrical system inspected?": every 3 to 5 years, sooner when buying an older home.',
  },
  {
    id: 'fresh36-056',
    question: 'lightning took out our tv and the wifi router last july, is there a gadget for the whole house to stop that happening again',
    intent: 'service',
    must: [SURGE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh36-057',
    question: 'thinking about putting solar panels on the barn roof, is that something you install',
    intent: 'service',
    must: ASK_US,
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'No service page or FAQ lists solar panels: no "yes", an honest "not sure, call us".',
  },
  {
    id: 'fresh36-058',
    question: 'redoing the bathroom and want one of those electric heated floor mats under the tile. do yall do those',
    intent: 'service',
    must: ASK_US,
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
    next: ['call', 'contact'],
    note: 'No service page or FAQ lists in-floor heating: no "yes", an honest "not sure, call us".',
  },

  // --- Price (7) ----------------------------------------------------------------------------
  {
    id: 'fresh36-059',
    question: 'ballpark to put a ceiling fan in the living room? theres just a light there now',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh36-060',
    question: 'what does a propane whole house generator run, roughly? place is near stevensville',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh36-061',
    question: 'still got the old screw in fuse box from like the 60s. what would it cost to swap it for breakers',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh36-062',
    question: 'price to swap one kitchen outlet for the kind with usb ports built in?',
    intent: 'price',
    must: [USB_OUTLET_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh36-063',
    question: 'need a 240 line run out to the garage for my welder how much are we talking',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
  },
  {
    id: 'fresh36-064',
    question: '1920s farmhouse needs rewired top to bottom. rough number??',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [...NO_MADE_UP_RANGE, ...SITE_SAYS],
    next: 'estimate',
    note: 'The price table has no whole-house rewire: no single-circuit or catch-all range, the free on-site estimate.',
  },
  {
    id: 'fresh36-065',
    question: 'building a 2400 sq ft house in victor next spring, what does it usually cost to wire the whole thing',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [...NO_MADE_UP_RANGE, ...SITE_SAYS],
    next: 'estimate',
    note: 'The price table has no new-construction wiring: no single-circuit or catch-all range, the free on-site estimate.',
  },

  // --- Out of area (5) ----------------------------------------------------------------------
  { id: 'fresh36-066', question: 'do you come up to kalispell? my moms house there needs a new panel', ...outOfArea([NEGATIVE_AREA]) },
  { id: 'fresh36-067', question: 'BUTTE. do you go that far', ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh36-068',
    question: 'is superior in your area or nah',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Superior is in Mineral County, near the edge, and the site never names it: outside or "not sure, call us".',
  },
  { id: 'fresh36-069', question: 'just bought a rental in helena that needs a bunch of electrical work, can you guys take it on', ...outOfArea([NEGATIVE_AREA]) },
  {
    id: 'fresh36-070',
    question: 'cabin up by philipsburg needs some wiring, would you drive out there',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Philipsburg is in Granite County, next to the area, and the site never names it: outside or "not sure, call us".',
  },

  // --- Out of scope (5) ---------------------------------------------------------------------
  { id: 'fresh36-071', question: 'can you fix a leaky kitchen faucet too while youre here', ...outOfScope() },
  { id: 'fresh36-072', question: 'hail wrecked our shingles, do you guys do roofs', ...outOfScope() },
  { id: 'fresh36-073', question: 'do u plow driveways in the winter', ...outOfScope() },
  { id: 'fresh36-074', question: 'need a couple holes in the drywall patched and painted, after the plumber left a mess', ...outOfScope() },
  { id: 'fresh36-075', question: 'know anyone who can cut down a big dead pine in the yard? its nowhere near any wires', ...outOfScope() },
];

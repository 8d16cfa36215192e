/**
 * The fifteenth held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone,
 * most of them from practical, cost-minded people in western Montana: comparing a quote from
 * another contractor, a budget for a rewire, "per outlet or total", a price together with a
 * town, financing or how long it takes, whether permits are included, and the difference between
 * the assistant's number and a real written estimate.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page components) and the
 * price table of the specification (assistant-and-admin.md, section 9); emergencies follow the
 * safety note (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Towns: a town the site names is answered "yes"; Conner, in Ravalli County but farther south than
 * the Ravalli page's "from Florence to Hamilton" ("call us for places farther south"), gets the
 * honest "not sure, call us". A town outside the three counties is out of area; for one near the
 * edge (Drummond, Bigfork, St. Regis) "not sure, call us" is as right as "outside our area".
 *
 * Facts the site does not state (payment by credit card, senior or veteran discounts, how many
 * electricians there are) are answered "don't know, call us", never invented. Services the site
 * does not list (solar panels and batteries, lightning rods) get no "yes".
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
  FREE_ESTIMATE,
  GREET,
  IN_AREA_CLAIM,
  LICENSED_INSURED,
  NEGATIVE_AREA,
  NO_INFO,
  NO_PRICE,
  OFFER_HELP,
  ONE_YEAR,
  PANEL_PRICE,
  PHONE,
  REWIRE_DRIVERS,
  SINGLE_CIRCUIT_PRICE,
  STARTS_WITH_YES,
  WEEKDAYS,
  WELCOME,
  YES,
  yesInArea,
  type Fact,
  type VisitorQuestion,
} from './visitor-questions.ts';
import { emergency, outOfArea, outOfScope, PROBLEM_NEXT, REACH_US, SITE_SAYS } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** The honest "the site does not say", in a few more words than the shared list. */
const DK: Fact = [
  DONT_KNOW,
  "doesn't list",
  'does not list',
  "isn't listed",
  'not listed',
  "doesn't mention",
  'does not mention',
  "isn't mentioned",
  "can't confirm",
  'cannot confirm',
  'best to call',
  'call to ask',
  'call us to ask',
];
/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** Licensed and insured (business.json, FAQ). */
const INSURED: Fact = [LICENSED_INSURED, 'insured'];
/** The three five-star testimonials of the home page, or the Facebook page of the footer. */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', '5 out of 5', 'What Our Customers Say', 'testimonial', 'facebook'];
/** Financing: no prepayment penalty (financing page). */
const NO_PREPAYMENT_PENALTY: Fact = [
  'prepayment penalty',
  'pay off your balance early',
  'pay it off early',
  'pay off early',
  'pay off the balance early',
  'pay the balance off early',
  'no penalty',
  'without penalty',
  'without a penalty',
  'at no extra cost',
];
const FINANCING: Fact = ['financing', 'finance', 'monthly payments', 'payment plan'];
/** Terms, "Payment": due when the work is complete; larger projects may need a deposit. */
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
  'once the work is',
  'once the job is',
];
const DEPOSIT: Fact = ['deposit'];
/** Terms, "Estimates": a written estimate is valid for 30 days. */
const VALID_30_DAYS: Fact = ['30 days', 'thirty days'];
/** Emergency rates may apply after hours, weekends and holidays (emergency page, terms). */
const EMERGENCY_RATES: Fact = ['emergency rates', 'emergency rate', 'after-hours rate', 'after hours rate', 'holiday rate', 'higher rate', 'cost more', 'costs more'];
/** Permits: we pull them and arrange the inspection (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const INSPECTION: Fact = ['inspection', 'inspected', 'inspector', 'checked', 'look at', 'looked at'];
/** The text-message terms: reply STOP; the number is never sold or shared for marketing. */
const STOP: Fact = 'STOP';
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', "don't share", 'do not share', 'never share', 'not share', 'not shared'];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** The troubleshooter of the home page ("Three tools in one assistant"). */
const TROUBLESHOOTER_DOES: Fact = [
  'guided diagnosis',
  'diagnosis',
  'diagnose',
  'step through',
  'step by step',
  'step-by-step',
  'a few questions',
  'how urgent',
  'flickering lights',
  'tripping breakers',
  'dead outlets',
  'burning smell',
];
/** Terms, "The online assistant": its prices are preliminary; only a written estimate sets a price. */
const PRELIMINARY: Fact = ['preliminary', 'not a quote', 'not a binding', "isn't a quote", 'general information', 'ballpark', 'rough', 'estimate only', 'written estimate'];
/** A made-up discount: a percentage off. */
const PERCENT_OFF: Fact = { re: '\\b\\d{1,2} ?(%|percent)', label: 'a discount percentage', example: '10% off' };

const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
const VOLTS_240: Fact = ['240 volts', '240V', '240 V', '240-volt', '220V', '220 volts', '220-volt', '240', '220'];
const OWN_CIRCUIT: Fact = ['dedicated circuit', 'circuit of its own', 'own circuit', 'separate circuit', 'dedicated', 'new circuit', 'added circuit', 'circuit'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'generator inlet'];
const BACKFEED_DANGER: Fact = ['electrocute', 'utility workers', 'line workers', 'lineworkers', 'linemen', 'dangerous', 'unsafe', 'not safe', 'illegal', 'fire hazard'];
const PANEL_DAYS: Fact = ['one to two days', '1 to 2 days', '1-2 days', 'a day or two', 'one or two days', 'part of the day', 'part of that time'];
const INSPECT_3_TO_5: Fact = ['3 to 5 years', '3-5 years', 'three to five years', 'every 3', 'every three'];
const REWIRE: Fact = ['rewire', 'rewiring'];
const SUBPANEL: Fact = ['subpanel', 'sub-panel', 'feeder'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge suppressor', 'surge'];
const DIMMER: Fact = ['dimmer'];
const LED_SAVES: Fact = ['less energy', 'less power', 'energy', 'last longer', 'lasts longer', 'last many times', 'save', 'saving'];
const OVERLOAD: Fact = ['too many', 'overload', 'overloaded', 'same circuit', 'one circuit', 'share a circuit', 'shared circuit', 'too much'];
const LOOSE_CONNECTION: Fact = ['loose connection', 'loose or corroded', 'service', 'neutral'];
const BREAKER_PANEL: Fact = ['breaker panel', 'panel', 'breakers'];
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
  "when you're closed",
  'when you are closed',
  'before you open',
];
const SMART: Fact = ['smart switch', 'smart home', 'smart'];
/** A "no" first, wrong for a town the site names. */
const STARTS_WITH_NO: Fact = { re: '^\\W*no\\b', label: 'starts with no', example: 'No.' };
const CIRCUIT_TIME: Fact = ['4 to 8 hours', '4-8 hours', 'four to eight hours', 'half a day', 'a few hours', 'one day', 'a day'];
/** An honest "the site does not list that town": not a yes. */
const NOT_LISTED: Fact = [
  'not sure',
  "isn't one of the towns",
  'is not one of the towns',
  'not one of the towns',
  "isn't on our list",
  'not on our list',
  "isn't listed",
  'not listed',
  "don't list",
  'do not list',
  "can't confirm",
  'cannot confirm',
  'call to confirm',
  'call us to confirm',
  'check with us',
  'whether we can',
  "don't know",
  'farther south',
];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED, DONT_KNOW];

/** Price table of the specification (section 9): per outlet, and for three outlets. */
const THREE_OUTLETS_PRICE: Fact = [{ range: [100, 200] }, { range: [150, 300] }, { range: [300, 600] }, { range: [450, 900] }];
/** Lighting, $100-400 per fixture, and for six fixtures. */
const SIX_LIGHTS_PRICE: Fact = [{ range: [100, 400] }, { range: [600, 2400] }];
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
/** The "other and unknown" range: wrong for a job priced only on a visit. */
const UNKNOWN_JOB_PRICE: Fact = { range: [300, 1500] };

/** A town inside the counties that the site never names: not sure, call us. */
function unlistedTown(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'business-fact', must: [NOT_LISTED, PHONE], mustNot: [STARTS_WITH_YES, IN_AREA_CLAIM, ...SITE_SAYS], next: ['call', 'contact'] };
}

export const FRESH_15_QUESTIONS: VisitorQuestion[] = [
  {
    id: 'fresh15-001',
    question: 'got a quote for $5,200 to go from a 100 to a 200 amp panel in stevensville. is that crazy? what do you guys usually charge and does that include the permit',
    intent: 'price',
    must: [PANEL_PRICE, PERMIT],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: 'FAQ: most panel upgrades $1,500-4,000 (estimator $1,200-4,000); panel page: permits and inspection included.',
  },
  {
    id: 'fresh15-002',
    question: 'theres a burning plastic smell coming from the outlet behind the couch, no smoke tho. what do i do',
    ...emergency('burning'),
  },
  {
    id: 'fresh15-003',
    question: 'Do you charge just to come out and look and give a bid? The last outfit wanted $89 for a trip fee.',
    intent: 'business-fact',
    must: [[FREE_ESTIMATE, FREE]],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh15-004',
    question: 'we just bought a used tesla. can you guys put a charger in the garage or do we need a whole new panel first',
    intent: 'service',
    must: [YES, ['panel', 'capacity', 'load']],
    mustNot: SITE_SAYS,
    note: 'Residential page: EV charger circuits; panel FAQ: an EV charger is a reason to check the panel.',
  },
  {
    id: 'fresh15-005',
    question: 'hey there',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: [NO_PRICE, ESTIMATOR_MISFIRE],
  },
  {
    id: 'fresh15-006',
    question: "whats your phone number and email, i'd rather send pics of my panel than talk on the phone",
    intent: 'business-fact',
    must: [PHONE, EMAIL],
    mustNot: SITE_SAYS,
    next: 'contact',
  },
  {
    id: 'fresh15-007',
    question: 'picking up a used hot tub this weekend. can u wire it and do i need a permit for that or can we skip it to save $$',
    intent: 'service',
    must: [YES, PERMIT],
    mustNot: [...SITE_SAYS, { claim: 'skip the permit' }, { claim: "don't need a permit" }],
    note: 'Residential page: hot tub wiring; permits handled for you. Skipping the permit is never the advice.',
  },
  {
    id: 'fresh15-008',
    question: 'TREE TOOK DOWN THE POWER LINE IN OUR DRIVEWAY ITS SPARKING ON THE GRAVEL',
    ...emergency('line-down'),
  },
  {
    id: 'fresh15-009',
    question: 'do you come out to drummond? got a little place off the frontage road, mostly need a few outlets and a light',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Drummond is in Granite County, just east of the Missoula County line; the site never names it.',
  },
  {
    id: 'fresh15-010',
    question: 'how long have you been doing this and are you actually insured? the cheap guy I used before wasnt',
    intent: 'business-fact',
    must: [YEARS_15, INSURED],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh15-011',
    question: 'price to swap out 3 old 2 prong outlets in the living room? per outlet or total is fine',
    intent: 'price',
    must: [THREE_OUTLETS_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: 'Spec section 9: standard outlet replacement $100-200 per outlet (fallback $150-300 each times quantity).',
  },
  {
    id: 'fresh15-012',
    question: 'house was built in like 1925 and the home inspector said theres knob and tube in the attic. do yall rewire old houses like that without tearing every wall out',
    intent: 'service',
    must: [YES, REWIRE],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh15-013',
    question: 'the light switch in the hallway is hot to the touch and kinda buzzing. is that bad?',
    ...emergency('hot'),
  },
  {
    id: 'fresh15-014',
    question: 'know a decent roofer? ours is leaking near the chimney and i want a couple quotes',
    ...outOfScope(),
  },
  {
    id: 'fresh15-015',
    question: 'if something you install quits working 6 months later am i paying again or is that covered',
    intent: 'business-fact',
    must: [ONE_YEAR],
    mustNot: SITE_SAYS,
    note: 'business.json and terms: one-year workmanship warranty; materials carry the manufacturer warranty.',
  },
  {
    id: 'fresh15-016',
    question: 'so basically can I just make one of those double male plug cords and run my generator thru the dryer outlet? a transfer switch seems like overkill money wise',
    intent: 'service',
    must: [BACKFEED_DANGER, TRANSFER],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    note: 'Generator FAQ "Can I plug a portable generator into a dryer outlet?": no; an inlet with an interlock or transfer switch.',
  },
  {
    id: 'fresh15-017',
    question: 'smoke is pouring out of the panel in the basement and i can see flames what do i do',
    ...emergency('fire'),
  },
  {
    id: 'fresh15-018',
    question: "Do you want the money up front or when you're done? It's a bigger kitchen remodel.",
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION, DEPOSIT],
    mustNot: SITE_SAYS,
    note: 'Terms, "Payment": due when the work is complete; larger projects may require a deposit and progress payments.',
  },
  {
    id: 'fresh15-019',
    question: 'ballpark for 6 recessed can lights in the kitchen ceiling? new install, per fixture is fine',
    intent: 'price',
    must: [SIX_LIGHTS_PRICE],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: 'Spec section 9: lighting $100-400 each times quantity.',
  },
  {
    id: 'fresh15-020',
    question: 'need power run out to a pole barn about 200 ft from the house. lights, a couple outlets, maybe a welder later. is that something you do',
    intent: 'service',
    must: [YES, SUBPANEL],
    mustNot: SITE_SAYS,
    note: 'Panel page: garage and shop subpanels, sized feeders; Ravalli and Lake pages: shop and barn wiring.',
  },
  {
    id: 'fresh15-021',
    question: 'can I pay with a credit card or is it check only',
    intent: 'business-fact',
    must: [DK, PHONE],
    mustNot: [{ claim: 'we accept' }, { claim: 'major credit card' }],
    note: 'The site names no payment methods (only financing, subject to credit approval): an honest "not sure, call us".',
  },
  {
    id: 'fresh15-022',
    question: 'got zapped plugging in the toaster and now the outlet has a black mark on it',
    ...emergency('shock'),
  },
  {
    id: 'fresh15-023',
    question: 'ok cool thank you so much!!',
    intent: 'smalltalk',
    must: [WELCOME],
    mustNot: [NO_PRICE, ESTIMATOR_MISFIRE],
  },
  {
    id: 'fresh15-024',
    question: 'is it actually worth swapping all my bulbs to LED or is that a gimmick? and why do the ones i tried flicker on the dimmer',
    intent: 'service',
    must: [LED_SAVES, DIMMER],
    mustNot: SITE_SAYS,
    note: 'FAQ "Is it worth switching to LED lighting?": less energy, last longer; a dimmer that is not LED-compatible flickers.',
  },
  {
    id: 'fresh15-025',
    question: 'are you guys able to come down to conner, past darby',
    ...unlistedTown(),
    note: 'Conner is in Ravalli County, south of Darby; the Ravalli page covers "from Florence to Hamilton" and says to call for places farther south.',
  },
  {
    id: 'fresh15-026',
    question: 'my husband is stuck holding the wire he was cutting in the garage he cant let go HELP',
    ...emergency('contact'),
  },
  {
    id: 'fresh15-027',
    question: 'if we finance the generator can we pay it off early without getting dinged for it',
    intent: 'business-fact',
    must: [NO_PREPAYMENT_PENALTY],
    mustNot: SITE_SAYS,
    note: 'Financing page: no prepayment penalty, pay off your balance early at no extra cost.',
  },
  {
    id: 'fresh15-028',
    question: 'insurance company is giving us grief about our old fuse box, they want it gone before renewal. can you swap it for breakers',
    intent: 'service',
    must: [YES, BREAKER_PANEL],
    mustNot: SITE_SAYS,
    note: 'Panel page: fuse box replacement with a modern breaker panel; an upgrade can help when insuring a home.',
  },
  {
    id: 'fresh15-029',
    question: 'what does a whole house generator run, installed? and do you do payment plans on something like that',
    intent: 'price',
    must: [GENERATOR_PRICE, FINANCING],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: 'Spec section 9: generator $4,000-15,000; financing page: standby generators qualify, subject to credit approval.',
  },
  {
    id: 'fresh15-030',
    question: 'anaconda mt service?',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh15-031',
    question: 'filled out the contact form yesterday morning, when should i expect to hear back from somebody',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh15-032',
    question: "We own a small diner in Missoula and can't close during lunch or dinner. Can the electrical work happen before we open, or on a Monday when we're closed?",
    intent: 'service',
    must: [OFF_HOURS],
    mustNot: SITE_SAYS,
    note: 'Commercial FAQ "Can you work outside our business hours?": often yes, early mornings, evenings or weekends.',
  },
  {
    id: 'fresh15-033',
    question: 'power pole snapped and the line is laying across the hood of my car. me and my kid are still inside',
    ...emergency('line-on-car'),
  },
  {
    id: 'fresh15-034',
    question: 'are you open saturdays? i work m-f and cant take off',
    intent: 'business-fact',
    must: [WEEKDAYS],
    mustNot: SITE_SAYS,
    note: 'Office hours Monday to Friday, 7 AM to 5 PM; emergencies 24/7.',
  },
  {
    id: 'fresh15-035',
    question: 'can u fix a cracked phone screen',
    ...outOfScope(),
  },
  {
    id: 'fresh15-036',
    question: 'bathroom breaker trips every morning when my wife runs the hair dryer and the space heater at the same time. do i just need a bigger breaker??',
    intent: 'service',
    must: [OVERLOAD, OWN_CIRCUIT],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "Why does my circuit breaker keep tripping?" and "When do I need a new or dedicated circuit?"; the safety note: never a bigger breaker.',
  },
  {
    id: 'fresh15-037',
    question: 'basement is flooding from the snowmelt and the water is getting close to the outlets and the freezer cord, what do i do',
    ...emergency('water'),
  },
  {
    id: 'fresh15-038',
    question: 'any discount for seniors or veterans? on a fixed income here',
    intent: 'business-fact',
    must: [DK, PHONE],
    mustNot: [PERCENT_OFF],
    note: 'The site names no discounts: an honest "not sure, call us" (free estimates and financing may be mentioned).',
  },
  {
    id: 'fresh15-039',
    question: 'alright thats all i needed, bye',
    intent: 'smalltalk',
    must: [BYE],
    mustNot: [NO_PRICE, ESTIMATOR_MISFIRE],
  },
  {
    id: 'fresh15-040',
    question: 'so basically our 1950s ranch house needs a full rewire, about 1400 sq ft. we have like 8 grand budgeted, is that realistic or way off?',
    intent: 'price',
    must: [ESTIMATE_OFFER, REWIRE_DRIVERS],
    mustNot: [...SINGLE_CIRCUIT_PRICE, UNKNOWN_JOB_PRICE, NO_INFO],
    next: 'estimate',
    note: 'No published price for a whole-house rewire: what drives it (FAQ) and the free on-site estimate, no made-up range.',
  },
  {
    id: 'fresh15-041',
    question: 'do you install solar panels + a battery bank? trying to get off grid eventually and cut the power bill',
    intent: 'service',
    must: [DK, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE, { claim: 'we install solar' }, { claim: 'we do solar' }],
    note: 'The site lists no solar work: no "yes", an honest "not sure, call us".',
  },
  {
    id: 'fresh15-042',
    question: 'wind last night bent the pipe on the roof where the power comes in and now the wires are sagging down by the meter',
    ...emergency('storm-mast'),
  },
  {
    id: 'fresh15-043',
    question: 'where are you guys actually based? want someone local, not some big outfit from out of state',
    intent: 'business-fact',
    must: [BONNER],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh15-044',
    question: "we're in helena, would you drive over for a panel job? heard good things from my brother in missoula",
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh15-045',
    question: 'buying a 70s house in frenchtown. worth getting the electrical checked before closing? and how often should that even happen',
    intent: 'service',
    must: [INSPECTION, INSPECT_3_TO_5],
    mustNot: SITE_SAYS,
    note: 'FAQ "How often should I have my electrical system inspected?": every 3 to 5 years, sooner when buying an older home.',
  },
  {
    id: 'fresh15-046',
    question: 'if i sign up for the text updates how do i make them stop later, and do you share my number with anybody',
    intent: 'business-fact',
    must: [STOP, NOT_SOLD],
    mustNot: SITE_SAYS,
    note: 'SMS consent page and privacy policy: reply STOP; the number is never sold or shared for marketing.',
  },
  {
    id: 'fresh15-047',
    question: 'um theres a fishy smell from the bedroom outlet and the cover looks kinda melted. its 11pm, can it wait till morning',
    ...emergency('burning'),
  },
  {
    id: 'fresh15-048',
    question: 'the outlets in my garage dont have the little test/reset buttons. do they need them? house is from the 80s',
    intent: 'service',
    must: [GFCI],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh15-049',
    question: 'you gave us a written estimate about 5 weeks back. is that price still good or does it expire',
    intent: 'business-fact',
    must: [VALID_30_DAYS],
    mustNot: SITE_SAYS,
    next: REACH_US,
    note: 'Terms, "Estimates": a written estimate is valid for 30 days unless it says otherwise.',
  },
  {
    id: 'fresh15-050',
    question: 'do yall plow driveways in the winter too? we are a few miles past bonner',
    ...outOfScope(),
  },
  {
    id: 'fresh15-051',
    question: 'Good morning :)',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: [NO_PRICE, ESTIMATOR_MISFIRE],
  },
  {
    id: 'fresh15-052',
    question: 'every time the wind kicks up the lights all through the house flicker. not just one room. what causes that',
    intent: 'service',
    must: [LOOSE_CONNECTION],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "Why do my lights flicker or dim?": throughout the house, worse in wind, a loose connection in the service or panel.',
  },
  {
    id: 'fresh15-053',
    question: 'THE MAIN PANEL IS WARM AND BUZZING LOUD. like you can hear it from the kitchen',
    ...emergency('hot'),
  },
  {
    id: 'fresh15-054',
    question: 'how much for a dedicated circuit for a chest freezer in the garage, and how long does that take',
    intent: 'price',
    must: [CIRCUIT_PRICE, CIRCUIT_TIME],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: 'Spec section 9: circuits $400-1,200, 4-8 hours.',
  },
  {
    id: 'fresh15-055',
    question: 'do you have reviews anywhere? google, facebook, whatever. want to see what people say before i hire anyone',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
    note: 'Home page: three five-star testimonials (Sarah M., Dave R., Linda K.); footer: Facebook page.',
  },
  {
    id: 'fresh15-056',
    question: 'bigfork, lake house on the east shore. do you guys go up that far? polson isnt that far off',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Bigfork is in Flathead County, north of the Lake County line.',
  },
  {
    id: 'fresh15-057',
    question: 'can you put lightning rods on our barn? had a strike real close last summer',
    intent: 'service',
    must: [DK, PHONE],
    mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE, { claim: 'we install lightning rods' }, { claim: 'we put lightning rods' }],
    note: 'The site lists whole-home surge protection, not lightning rods: no "yes", an honest "not sure, call us".',
  },
  {
    id: 'fresh15-058',
    question: 'roof leak is dripping right onto the breaker box. its wet and theres a puddle on the floor under it',
    ...emergency('water'),
  },
  {
    id: 'fresh15-059',
    question: 'whats the troubleshooter thing on here do exactly',
    intent: 'business-fact',
    must: [TROUBLESHOOTER_DOES],
    mustNot: SITE_SAYS,
    note: 'Home page, "Three tools in one assistant": a guided diagnosis of flickering lights, tripping breakers, dead outlets or a burning smell, and how urgent it is.',
  },
  {
    id: 'fresh15-060',
    question: 'whos got the cheapest propane delivery around missoula right now',
    ...outOfScope(),
  },
  {
    id: 'fresh15-061',
    question: 'can you wire in smart switches and a video doorbell? doing it room by room as money allows',
    intent: 'service',
    must: [YES, SMART],
    mustNot: SITE_SAYS,
    note: 'Residential page: dimmers and smart switches, smart home wiring.',
  },
  {
    id: 'fresh15-062',
    question: 'outlet sparked and now the curtain is on fire',
    ...emergency('fire'),
  },
  {
    id: 'fresh15-063',
    question: 'if the power dies on christmas eve will somebody actually pick up the phone, and is it gonna cost a fortune',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, EMERGENCY_RATES],
    mustNot: [...SITE_SAYS, NO_PRICE],
    next: REACH_US,
    note: 'Emergency page: 24/7 including holidays; emergency rates may apply, the cost is given before any work. No rate is published.',
  },
  {
    id: 'fresh15-064',
    question: "thanks, you've been more helpful than the last 3 electricians i called lol",
    intent: 'smalltalk',
    must: [WELCOME],
    mustNot: [NO_PRICE, ESTIMATOR_MISFIRE],
  },
  {
    id: 'fresh15-065',
    question: 'lightning fried our tv and the router last month. is there something for the whole house so that doesnt happen again',
    intent: 'service',
    must: [SURGE],
    mustNot: SITE_SAYS,
    note: 'Residential page, specialty services: whole-home surge protection.',
  },
  {
    id: 'fresh15-066',
    question: 'ceiling fan in the bedroom, theres already a light there. ballpark? and is the number your website spits out the real price or just a guess',
    intent: 'price',
    must: [FAN_PRICE, PRELIMINARY],
    mustNot: SITE_SAYS,
    next: 'estimate',
    note: "Spec section 9: fan $200-500; terms: the assistant's prices are preliminary, only a written estimate sets a price.",
  },
  {
    id: 'fresh15-067',
    question: 'felt a tingle from the kitchen faucet when i touched it and the dishwasher at the same time??',
    ...emergency('shock'),
  },
  {
    id: 'fresh15-068',
    question: 'got a cabin up at seeley lake, do you work up there',
    intent: 'business-fact',
    must: [yesInArea('Seeley Lake')],
    mustNot: [...SITE_SAYS, STARTS_WITH_NO],
  },
  {
    id: 'fresh15-069',
    question: 'st regis off I-90, need an old panel looked at. do you service out there',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'St. Regis is in Mineral County, west of Missoula County.',
  },
  {
    id: 'fresh15-070',
    question: 'how long will the power be off if you swap my panel? i work from home and need my internet',
    intent: 'service',
    must: [PANEL_DAYS],
    mustNot: SITE_SAYS,
    note: 'Panel FAQ "How long will my power be off?": one to two days, power off for part of that time.',
  },
  {
    id: 'fresh15-071',
    question: 'kitchen faucet keeps dripping, could you fix that while youre here doing the outlets',
    ...outOfScope(),
  },
  {
    id: 'fresh15-072',
    question: 'heavy snow slid off the roof and ripped the meter mast sideways. wires still attached but pulled real tight',
    ...emergency('storm-mast'),
  },
  {
    id: 'fresh15-073',
    question: 'how many electricians do you have? will it be the same guy start to finish on a remodel',
    intent: 'business-fact',
    must: [DK, PHONE],
    note: 'The site does not say how many electricians work there or how crews are assigned.',
  },
  {
    id: 'fresh15-074',
    question: 'need a 220 outlet out in the shop for my welder, what all is involved',
    intent: 'service',
    must: [VOLTS_240, OWN_CIRCUIT],
    mustNot: SITE_SAYS,
    note: 'FAQ "What is the difference between 110V and 220V?": welders use 240 volts on a dedicated circuit.',
  },
  {
    id: 'fresh15-075',
    question: 'hello?? anyone there',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: [NO_PRICE, ESTIMATOR_MISFIRE],
  },
];

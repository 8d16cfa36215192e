/**
 * The twelfth held-out set of visitor questions for the assistant, written from the site's content
 * alone (never from the assistant's code or the other sets' questions) and never tuned on: 75
 * messages as careful, polite strangers type them into the chat bubble on a phone. Retirees,
 * realtors, home buyers and sellers, cabin owners, ranchers and small businesses in western
 * Montana: winter storms, summer lightning, well pumps, long driveways, older farmhouses. Full
 * sentences and short ones, all caps, no punctuation, filler, two questions in one, formal wording
 * for the terms and for financing.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page) and the price table of
 * the specification (assistant-and-admin.md, section 9); emergencies follow the safety note
 * (electrical-safety.md) through the shared `EMERGENCY_RULES`.
 *
 * Facts the site does not state (a senior or veteran discount, the contractor's licence number) are
 * answered honestly: not known here, call us. Jobs the site never lists (roof heat cables, a home
 * battery system) get no "yes", only an honest "not sure, call us". Jobs outside the price table
 * (whole-house rewiring, new-construction wiring) get no dollar figure, only the free estimate.
 * A town inside the three counties that the site never names (Conner, south of Darby) gets "not
 * sure, call us"; towns outside the counties are out of area.
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
  STARTS_WITH_YES,
  WEEKDAYS,
  WELCOME,
  YES,
  yesInArea,
  type Fact,
  type VisitorQuestion,
} from './visitor-questions.ts';
import { emergency, outOfArea, outOfScope, PROBLEM_NEXT, REACH_US, SERVICE_NEXT, SITE_SAYS } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** "We do that", said anywhere in the reply (not only first). */
const WE_DO: Fact = [YES, 'yes', 'we install', 'we can', 'we do', 'we wire', 'we run', 'we offer', 'we handle', 'we put', 'we rewire', 'we replace', 'we add', 'absolutely'];

/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
/** The three five-star testimonials of the home page ("What Our Customers Say"), and the social pages. */
const REVIEWS: Fact = ['Sarah M', 'Dave R', 'Linda K', '5-star', '5 star', 'five-star', 'five star', 'What Our Customers Say', 'testimonial', 'review', 'facebook'];
/** Financing: no prepayment penalty (financing page). */
const NO_PREPAYMENT_PENALTY: Fact = [
  'prepayment penalty',
  'no penalty',
  'without penalty',
  'without a penalty',
  'pay off your balance early',
  'pay off the balance early',
  'pay it off early',
  'pay off early',
  'early at no extra cost',
];
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
  'at completion',
];
/** Terms, "Payment": larger projects may need a deposit. */
const DEPOSIT: Fact = ['deposit'];
/** Terms, "Estimates": a written estimate is valid for 30 days. */
const VALID_30_DAYS: Fact = ['30 days', 'thirty days'];
/** Terms, "Scheduling": cancel or reschedule at least 24 hours ahead. */
const NOTICE_24_HOURS: Fact = ['24 hours', '24-hour', '24 hrs', 'twenty-four hours', 'a day ahead', 'a day in advance', 'the day before'];
/** Emergency rates may apply after hours, weekends and holidays (emergency page, terms). */
const EMERGENCY_RATES: Fact = [
  'emergency rates',
  'emergency rate',
  'after-hours rate',
  'after hours rate',
  'higher rate',
  'cost more',
  'costs more',
  'rates may apply',
  'extra charge',
];
/** Permits: we pull them, and the work is inspected (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const INSPECTION: Fact = ['inspection', 'inspected', 'inspector'];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day', 'one working day'];
/** Privacy policy and text-message page: we never sell or share a number for marketing. */
const NOT_SOLD: Fact = ["don't sell", 'do not sell', 'never sell', 'not sell', 'not sold', 'never share', "don't share", 'do not share', 'not share'];
const STOP: Fact = 'STOP';
/** Terms, "The online assistant": its prices are preliminary; only a written estimate sets a price. */
const PRELIMINARY: Fact = ['preliminary', 'not a quote', 'not a binding', "isn't a quote", 'is not a quote', 'general information', 'ballpark', 'rough', 'not binding'];
const WRITTEN_ESTIMATE: Fact = ['written estimate', 'estimate in writing', 'written quote'];
/** Warranty: the workmanship, one year (business.json, terms). */
const WORKMANSHIP: Fact = ['workmanship', 'labour', 'labor', 'our work'];

/** The honest "the site does not say that", for a fact about the business it never states. */
const NOT_STATED: Fact = [
  DONT_KNOW,
  "doesn't list",
  'does not list',
  "isn't listed",
  'not listed',
  "isn't on the site",
  'not on the site',
  "isn't on our site",
  'not on our site',
  "isn't on our website",
  'not on our website',
  "can't confirm",
  'cannot confirm',
];
/** An honest "that work isn't on our list": not a yes, and a call to ask. */
const UNLISTED_WORK: Fact = [
  DONT_KNOW,
  "isn't one of the services",
  'not one of the services',
  "isn't one of",
  'not one of',
  "isn't listed",
  'not listed',
  "don't list",
  'do not list',
  "isn't on our list",
  'not on our list',
  "can't confirm",
  'cannot confirm',
  'call to confirm',
  'call us to confirm',
  'check with us',
  'ask us',
];
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

// Know-how of the service pages and the FAQ.
const PANEL_ROOM: Fact = [
  'room for',
  'capacity',
  'load calculation',
  'check your panel',
  'check whether your panel',
  'check the panel',
  'look at your panel',
  'whether your panel',
  'your panel can',
  'panel can handle',
  'panel has room',
];
const AUTOMATIC: Fact = ['automatically', 'automatic', 'on its own', 'by itself', 'starts itself'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'generator inlet', 'inlet'];
const BACKFEED_DANGER: Fact = ['backfeed', 'back-feed', 'backfeeding', 'electrocute', 'utility workers', 'line workers', 'lineworkers', 'not safe', 'unsafe', 'dangerous'];
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
const REWIRE_OR_REPLACE: Fact = ['rewire', 'rewiring', 'replace', 'replacing'];
const LITTLE_PLASTER: Fact = ['plaster', 'room by room', 'as little', 'minimal', 'minimize'];
const INSPECT_3_5: Fact = ['3 to 5 years', '3-5 years', 'three to five years', '3 and 5 years', 'three and five years'];
const MONTHLY: Fact = ['monthly', 'every month', 'once a month', 'each month'];
const GFCI: Fact = ['GFCI', 'ground-fault', 'ground fault'];
const OVERLOAD: Fact = ['too many', 'overload', 'overloaded', 'share', 'shared', 'sharing', 'same circuit', 'one circuit'];
const OWN_CIRCUIT: Fact = ['dedicated circuit', 'circuit of its own', 'own circuit', 'separate circuit', 'dedicated', 'new circuit', 'added circuit', 'additional circuit'];
const DIMMER: Fact = ['dimmer'];
const LED_COMPATIBLE: Fact = ['compatible', 'not made for', 'rated for', 'designed for', "doesn't suit", 'does not suit', "don't suit", 'suited'];
const SUBPANEL: Fact = ['subpanel', 'sub-panel', 'feeder'];
const FUSE_REASONS: Fact = [
  'undersized',
  'over-fuse',
  'over-fused',
  'overfuse',
  'over fuse',
  'what it feeds',
  'what you plan',
  'capacity',
  'safer',
  'wrong size fuse',
  'larger fuse',
  'bigger fuse',
];
const THREE_PHASE: Fact = ['three-phase', 'three phase', '3-phase', '3 phase'];
const UPGRADE_PANEL: Fact = ['replace', 'replacing', 'replaced', 'upgrade', 'upgrading', 'upgraded', 'new panel'];
const WET_LOCATION: Fact = ['wet', 'protected', 'GFCI', 'ground fault', 'ground-fault', 'weatherproof', 'weather-resistant', 'outdoor-rated'];
const VOLTS_240: Fact = ['240 volts', '240V', '240 V', '240-volt', '240 volt', '220V', '220 volts', '220-volt', '220 volt'];

// Price table of the specification (section 9) and the FAQ.
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };

/** A town inside the counties that the site never names: not sure, call us. */
function unlistedTown(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'business-fact', must: [NOT_LISTED, PHONE], mustNot: [STARTS_WITH_YES, IN_AREA_CLAIM, ...SITE_SAYS], next: ['call', 'contact'] };
}

/** A fact about the business that the site never states: an honest "don't know", and our number. */
function notStated(mustNot: Fact[] = []): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'business-fact', must: [NOT_STATED, PHONE], mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE, ...mustNot], next: ['call', 'contact'] };
}

/** Work the site never lists: no "yes", an honest "not sure", and a way to ask us. */
function unlistedWork(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'service', must: [UNLISTED_WORK], mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE, NO_PRICE], next: ['call', 'contact'] };
}

/** A job outside the price table: no dollar figure at all, the free on-site estimate instead. */
function priceOnVisit(must: Fact[] = []): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'price', must: [ESTIMATE_OFFER, ...must], mustNot: [NO_PRICE, ESTIMATOR_MISFIRE], next: 'estimate' };
}

export const FRESH_12_QUESTIONS: VisitorQuestion[] = [
  {
    id: 'fresh12-001',
    question: 'WHAT IS THE PHONE NUMBER FOR YOUR OFFICE I CANT FIND IT ON MY PHONE SCREEN',
    intent: 'business-fact',
    must: [PHONE],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh12-002',
    question: 'There is smoke coming out of the outlet behind our couch and now I can see little flames. What do I do???',
    ...emergency('fire'),
  },
  {
    id: 'fresh12-003',
    question:
      'We just bought an electric car and want a charger put in the detached garage. The house is an older farmhouse with what I think is a 100 amp panel. Should I upgrade the panel first, or is it better to just add the charger and see?',
    intent: 'service',
    must: [PANEL_ROOM],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Missoula page FAQ: we check whether the panel has room for the charger circuit first; if not, we explain the options, including a panel upgrade.',
  },
  {
    id: 'fresh12-004',
    question: 'Ballpark, what does it usually cost to go from a 100 amp panel to 200 amps on an older house? Just trying to budget before we list it this spring.',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: 'estimate',
  },
  {
    id: 'fresh12-005',
    question: 'Good morning!',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE],
  },
  {
    id: 'fresh12-006',
    question: "How long have you folks been in business, and where are you actually located? I'd rather hire somebody local than a big outfit from Spokane.",
    intent: 'business-fact',
    must: [YEARS_15, BONNER],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh12-007',
    question:
      "We're on a ranch outside Stevensville with our own well. Last winter the power was out three days and we had no water at all. Is it better to get a standby generator, or will a portable one do the job?",
    intent: 'service',
    must: [AUTOMATIC],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'FAQ "standby or portable": a standby unit starts automatically and keeps the well pump running even when you are away; a portable must be started and connected by hand.',
  },
  {
    id: 'fresh12-008',
    question: "I keep smelling hot plastic, kind of fishy, from the outlet in the spare bedroom. No smoke that I can see. My husband is at work and I'm not sure what to do.",
    ...emergency('burning'),
  },
  {
    id: 'fresh12-009',
    question: 'Hi, we own a rental house in Kalispell and the tenant says half the outlets quit working. Is that somewhere you could send someone?',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh12-010',
    question: 'Is there any charge for you to come out, look the job over and write up a price? And if we take a few weeks to decide, does the quote still hold?',
    intent: 'business-fact',
    must: [FREE, VALID_30_DAYS],
    mustNot: SITE_SAYS,
    next: REACH_US,
  },
  {
    id: 'fresh12-011',
    question: 'my neighbor says i can just run a cord from my portable generator into the dryer plug when the power goes out, is that ok to do',
    intent: 'service',
    must: [BACKFEED_DANGER, TRANSFER],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Generator page FAQ: no; backfeeding through an outlet can electrocute utility workers; an inlet with an interlock or transfer switch is the safe way.',
  },
  {
    id: 'fresh12-012',
    question:
      "Windstorm last night dropped a big pine across our driveway and it took the power line down with it. The line is lying in the snow and I think I saw it spark. We're up a long gravel road outside Clinton.",
    ...emergency('line-down'),
  },
  {
    id: 'fresh12-013',
    question: "What would you charge to put up a ceiling fan in the living room where there's already a light fixture?",
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: 'estimate',
  },
  {
    id: 'fresh12-014',
    question:
      'Could you please clarify your payment terms? Specifically, is payment expected in full upon completion, or do you require a deposit in advance for a project of moderate size?',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION, DEPOSIT],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh12-015',
    question:
      'We get a lot of lightning up here in the summer and I already lost a well pump controller and a TV this year. Is whole house surge protection worth it, and is that something you put in?',
    intent: 'service',
    must: [WE_DO, SURGE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh12-016',
    question: "Could you recommend someone to pump our septic tank? We're new to the area and don't know who to ask.",
    ...outOfScope(),
  },
  {
    id: 'fresh12-017',
    question:
      'I just got a tingle from the kitchen faucet while washing dishes, like a little buzz in my hand. It happened twice now. is that electrical?? what should I do right now',
    ...emergency('shock'),
  },
  {
    id: 'fresh12-018',
    question: "We have a cabin on the east side of Seeley Lake that we're opening up for the season, and a couple of the circuits are dead. Do you come up that far?",
    intent: 'business-fact',
    must: [yesInArea('Seeley Lake')],
    mustNot: [NEGATIVE_AREA, ...SITE_SAYS],
    next: REACH_US,
  },
  {
    id: 'fresh12-019',
    question:
      "I'm selling my mother's 1920s house in the University District and the buyer's inspector found knob and tube wiring in the attic. Can you replace it without tearing up all the old plaster?",
    intent: 'service',
    must: [WE_DO, REWIRE_OR_REPLACE, LITTLE_PLASTER],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Missoula page FAQ: we rewire older homes room by room, opening as little plaster as the job allows, with a free estimate first.',
  },
  {
    id: 'fresh12-020',
    question: 'thanks a ton, that really helps',
    intent: 'smalltalk',
    must: [WELCOME],
    mustNot: [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE],
  },
  {
    id: 'fresh12-021',
    question: 'Do you give any kind of discount for seniors or veterans? My dad is 78 and served in Vietnam, and he needs his kitchen outlets looked at.',
    ...notStated([{ re: '\\d+ ?(%|percent)', label: 'a discount figure', example: '10% off' }]),
    note: 'The site states no discounts of any kind: an honest "not sure", and our number.',
  },
  {
    id: 'fresh12-022',
    question:
      "Snowmelt is coming in through the basement wall and there's a couple inches of water on the floor now. It's getting close to the outlets and the extension cord for the freezer is lying right in it.",
    ...emergency('water'),
  },
  {
    id: 'fresh12-023',
    question: "We're looking at a 1948 farmhouse near Victor that still has a lot of its original wiring. Can you give me a rough idea what rewiring the whole house would cost?",
    ...priceOnVisit(),
    note: 'Whole-house rewiring has no figure on the site or in the price table: no dollar amount, the free on-site estimate.',
  },
  {
    id: 'fresh12-024',
    question: "Um, how often should an electrician actually look over a house? Ours is about 40 years old and I don't think anybody has checked it since we moved in.",
    intent: 'service',
    must: [INSPECT_3_5],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh12-025',
    question: 'im in butte can you come do a generator hookup',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh12-026',
    question: "I'd prefer to email photos of our old panel rather than call during work hours. What address should I send them to, and how soon does someone usually write back?",
    intent: 'business-fact',
    must: [EMAIL, ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh12-027',
    question: "The light switch by our back door is hot to the touch and it's making a faint buzzing sound whenever the porch light is on.",
    ...emergency('hot'),
  },
  {
    id: 'fresh12-028',
    question: 'whats the little test button on the bathroom outlet for and am i supposed to be pushing it',
    intent: 'service',
    must: [GFCI, MONTHLY],
    mustNot: SITE_SAYS,
    note: 'FAQ "What is a GFCI outlet": press the TEST button monthly; if it does not trip or will not reset, have it replaced.',
  },
  {
    id: 'fresh12-029',
    question: 'Do you plow driveways in the winter by any chance? Ours is about half a mile long and the last guy quit on us.',
    ...outOfScope(),
  },
  {
    id: 'fresh12-030',
    question: 'so basically what are your office hours, like are you open saturdays or is it just weekdays',
    intent: 'business-fact',
    must: [WEEKDAYS, OPENS_7, CLOSES_5],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh12-031',
    question: "I slid off the road into a power pole and the wire is lying across the hood of my truck. My daughter and I are still inside, we're okay. Should we get out??",
    ...emergency('line-on-car'),
  },
  {
    id: 'fresh12-032',
    question:
      'Every morning when my wife runs the space heater in her sewing room and I start the microwave, the breaker trips. Why does that keep happening, and what is the proper fix?',
    intent: 'service',
    must: [OVERLOAD, OWN_CIRCUIT],
    mustNot: SITE_SAYS,
    next: [...PROBLEM_NEXT, 'estimate'],
    note: 'FAQ "Why does my breaker keep tripping" and "When do I need a dedicated circuit": too much on one circuit; space heaters and microwaves often need a circuit of their own.',
  },
  {
    id: 'fresh12-033',
    question: "Realistically, what does a whole house standby generator run, installed? We're on propane out past Florence.",
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: 'estimate',
  },
  {
    id: 'fresh12-034',
    question:
      "I'm a realtor working with buyers relocating from out of state. Could you confirm that your company is licensed and carries insurance? They'll want to know before we schedule anything.",
    intent: 'business-fact',
    must: [LICENSED_INSURED],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh12-035',
    question: 'ok great, bye for now',
    intent: 'smalltalk',
    must: [BYE],
    mustNot: [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE],
  },
  {
    id: 'fresh12-036',
    question: "HELP my son grabbed the old extension cord in the shop and he's stuck to it and shaking, he can't let go",
    ...emergency('contact'),
  },
  {
    id: 'fresh12-037',
    question: 'I switched all the bulbs to LEDs and now the ones on the dining room dimmer flicker when I turn them down low. Bad bulbs, or is it something else?',
    intent: 'service',
    must: [DIMMER, LED_COMPATIBLE],
    mustNot: SITE_SAYS,
    note: 'FAQ "Is it worth switching to LED": LEDs that flicker on a dimmer point to a dimmer that is not LED-compatible.',
  },
  {
    id: 'fresh12-038',
    question:
      'I would like to inquire whether financing is available for a standby generator installation, and whether any penalty applies should I choose to pay off the balance ahead of schedule.',
    intent: 'business-fact',
    must: [['financing', 'finance'], NO_PREPAYMENT_PENALTY],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh12-039',
    question: 'Our family cabin near Thompson Falls needs the wiring looked at before we sell it. Would that be too far for you?',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Thompson Falls is in Sanders County; the terms allow work outside the area at our discretion, so "outside our usual area, call us" is as right as "not sure".',
  },
  {
    id: 'fresh12-040',
    question: 'Thinking about putting a hot tub on the back deck this fall. Do you do the wiring for those, and will it need its own circuit?',
    intent: 'service',
    must: [WE_DO, OWN_CIRCUIT],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh12-041',
    question: 'if i sign up to get text messages from you guys will my number get sold to marketers? and how do i make the texts stop later on',
    intent: 'business-fact',
    must: [NOT_SOLD, STOP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh12-042',
    question: 'Flames are coming out of the breaker box in our garage!! My husband is grabbing the hose, is that ok?',
    ...emergency('fire'),
  },
  {
    id: 'fresh12-043',
    question: 'HOW MUCH FOR A NEW DEDICATED CIRCUIT FOR A CHEST FREEZER IN THE GARAGE',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: 'estimate',
  },
  {
    id: 'fresh12-044',
    question: 'My folks are retiring to a place near Conner, up the West Fork road past Darby. Is that too far south for you to come out?',
    ...unlistedTown(),
    note: 'Ravalli County page: "Call us for places farther south and we will tell you plainly whether we can help." The site never names Conner.',
  },
  {
    id: 'fresh12-045',
    question: 'Hail tore up our shingles last week. Do you do roof repair, or know a good roofer?',
    ...outOfScope(),
  },
  {
    id: 'fresh12-046',
    question: 'Putting up a 40x60 pole barn about 200 feet from the house outside Ronan. Need lights, outlets and a 240 plug for the welder. Can you bring power out there?',
    intent: 'service',
    must: [WE_DO, SUBPANEL],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh12-047',
    question: 'If something electrical goes wrong in the middle of the night over a holiday weekend, does a real person actually pick up, and does that cost extra?',
    intent: 'business-fact',
    must: [ALWAYS_OPEN, EMERGENCY_RATES],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh12-048',
    question: 'hi there',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE],
  },
  {
    id: 'fresh12-049',
    question: "The wind ripped the service mast right off the roof and the wires are hanging down by the meter on the side of the house. Power's half on, half off.",
    ...emergency('storm-mast'),
  },
  {
    id: 'fresh12-050',
    question: 'Our fuse box still works fine, honestly. Is there really any good reason to replace it?',
    intent: 'service',
    must: [FUSE_REASONS],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Stevensville page FAQ: a working fuse box can still be undersized and easy to over-fuse; we look at what it feeds and what you plan to add.',
  },
  {
    id: 'fresh12-051',
    question: 'We run a small sawmill near Bonner and are adding a second planer. Does your crew handle three phase hookups and disconnects for that kind of equipment?',
    intent: 'service',
    must: [WE_DO, THREE_PHASE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
  },
  {
    id: 'fresh12-052',
    question: 'Went down to the basement of our old farmhouse and there are black scorch marks on the main panel cover and a burnt fishy smell. Nothing is smoking right now.',
    ...emergency('burning'),
  },
  {
    id: 'fresh12-053',
    question: 'What kind of guarantee do you stand behind on your work? We had a bad experience with a contractor who disappeared the minute something went wrong.',
    intent: 'business-fact',
    must: [ONE_YEAR, WORKMANSHIP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh12-054',
    question: "We've got about six worn-out outlets that won't hold a plug anymore. Roughly what do you charge per outlet to replace them?",
    intent: 'price',
    must: [OUTLET_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: 'estimate',
  },
  {
    id: 'fresh12-055',
    question: 'Good afternoon. I manage a few rental properties over in Helena. Would your company be able to take on electrical work there?',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh12-056',
    question: "The plug on our space heater and the outlet it's in are both too hot to touch. It's been running all night because it's 20 below out. Still working though.",
    ...emergency('hot'),
  },
  {
    id: 'fresh12-057',
    question: "The home inspector's report on the house we're buying in Lolo flagged a Zinsco panel. Is it better to replace it now before we move in, or can that wait a while?",
    intent: 'service',
    must: [UPGRADE_PANEL],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Panel page: a Federal Pacific or Zinsco panel is one of the signs you need a panel upgrade.',
  },
  {
    id: 'fresh12-058',
    question: 'Where can I read what other customers have said about you? Any reviews I could look at before I call?',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh12-059',
    question: 'When is the best time of year to get our woodstove chimney swept, and is that something you do?',
    ...outOfScope(),
  },
  {
    id: 'fresh12-060',
    question: 'Could you put lights along the path down to our dock on Flathead Lake, and maybe an outlet out at the end of the dock for the boat lift?',
    intent: 'service',
    must: [WE_DO, WET_LOCATION],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Polson page FAQ: outdoor lighting and outlets on protected circuits meant for wet locations, on paths, decks and docks.',
  },
  {
    id: 'fresh12-061',
    question: 'Got a pretty good zap when I touched the metal side of the washing machine just now, my arm is still tingling a bit. The washer is still running.',
    ...emergency('shock'),
  },
  {
    id: 'fresh12-062',
    question: 'Formally speaking, what is your cancellation policy? If I need to reschedule an appointment, how much notice would you expect from me?',
    intent: 'business-fact',
    must: [NOTICE_24_HOURS],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh12-063',
    question: "Thank you kindly, you've been very helpful.",
    intent: 'smalltalk',
    must: [WELCOME],
    mustNot: [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE],
  },
  {
    id: 'fresh12-064',
    question: 'bought a used welder that needs 220 but my garage only has regular plugs. can i just get one of those adapters',
    intent: 'service',
    must: [VOLTS_240, OWN_CIRCUIT],
    mustNot: [STARTS_WITH_YES, { claim: 'use an adapter' }, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'FAQ "110V and 220V": never use adapters between 240V and 120V; an electrician adds the right dedicated circuit.',
  },
  {
    id: 'fresh12-065',
    question: "There's a power line sagging almost to the ground across our back pasture after the storm, and the horses are out there with it. Can I go out and move them away?",
    ...emergency('line-down'),
  },
  {
    id: 'fresh12-066',
    question: 'is the price range the chat calculator gives me a real quote i can hold you to',
    intent: 'business-fact',
    must: [PRELIMINARY, WRITTEN_ESTIMATE],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: REACH_US,
    note: 'Terms, "The online assistant": its price ranges are preliminary, not a quote; only a written estimate sets a price.',
  },
  {
    id: 'fresh12-067',
    question: 'building a 2400 sq ft house on acreage near Frenchtown next spring. what would the electrical for the whole build cost roughly',
    ...priceOnVisit(),
    note: 'New-construction wiring has no figure on the site or in the price table: no dollar amount, the free on-site estimate.',
  },
  {
    id: 'fresh12-068',
    question: 'Ice dams are brutal on the north side of our roof every winter. Do you install those heat cables along the eaves and gutters?',
    ...unlistedWork(),
    note: 'Roof and gutter heat cables are not among the services the site lists: no "yes", an honest "not sure, call us".',
  },
  {
    id: 'fresh12-069',
    question: "I see you work around Flathead Lake. We're in Bigfork on the east shore, is that in your area?",
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Bigfork is in Flathead County, outside the three counties; the site never names it, so "not sure, call us" is as right as "outside our area".',
  },
  {
    id: 'fresh12-070',
    question: 'What is your Montana electrical contractor license number? Our lender wants it on the paperwork for the remodel.',
    ...notStated([{ re: '(license|licence)( number)?( is|:| #)\\s*#?\\s*[a-z]{0,4}-?\\d{3,}', label: 'a made-up licence number', example: 'license number is EL-12345' }]),
    note: 'The site says licensed and insured but never gives a licence number: an honest "not here", and our number.',
  },
  {
    id: 'fresh12-071',
    question: "Our roof is leaking from an ice dam and water is dripping down the wall right onto the electrical panel in the mudroom. There's a puddle under it now.",
    ...emergency('water'),
  },
  {
    id: 'fresh12-072',
    question: "Instead of a generator we've been reading about home battery backup, like a Powerwall. Is that something you folks install?",
    ...unlistedWork(),
    note: 'Home battery systems are not among the services the site lists (standby generators are): no "yes", an honest "not sure, call us".',
  },
  {
    id: 'fresh12-073',
    question: 'off topic but whats the best stretch of the blackfoot to fly fish near you guys',
    ...outOfScope(),
  },
  {
    id: 'fresh12-074',
    question: "Do I have to go down to the county and get the permit myself, or do you take care of that? We're adding a subpanel in the shop.",
    intent: 'business-fact',
    must: [PERMIT, ['we pull', 'we handle', 'we take care', 'we obtain', 'we get', 'we arrange', 'handled for you', 'part of the job', INSPECTION]],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh12-075',
    question: "Alright, that's all I needed. Have a good evening!",
    intent: 'smalltalk',
    must: [BYE],
    mustNot: [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE],
  },
];

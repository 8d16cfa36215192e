/**
 * The fourteenth held-out set of visitor questions for the assistant, written apart from the other
 * sets and never tuned on: 75 messages as strangers type them into the chat bubble on a phone.
 * People testing the chat itself (is this a bot, can it book me in, what goes in the quote form),
 * greetings and thanks, frustrated or sarcastic visitors, do-it-yourselfers, "is it normal that ..."
 * questions about things that are not emergencies, questions about the text messages and the privacy
 * of the chat, ranch and cabin owners, one-word messages, typos, all caps and two questions in one.
 *
 * Every expected fact is written out here from the site's own content (src/content/business.json,
 * faq.json, services/*, areas/*, testimonials.json, legal/*, the home page's sections, the
 * text-message consent page) and the price table of the specification (assistant-and-admin.md,
 * section 9); emergencies follow the safety note (electrical-safety.md) through the shared
 * `EMERGENCY_RULES`.
 *
 * Facts the site does not state (discounts, which ways of paying are accepted) get the honest
 * answer: not sure, call us. A town past Darby is one the Ravalli County page asks to call about.
 * Two jobs the site never lists (solar with batteries, an electric fence charger) get no "yes".
 * Whole-house rewiring and new-construction wiring are not in the price table: no dollar figure,
 * the free on-site estimate instead.
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
  IN_AREA_CLAIM,
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
  yesInArea,
  type Fact,
  type VisitorQuestion,
} from './visitor-questions.ts';
import { emergency, outOfArea, outOfScope, PROBLEM_NEXT, REACH_US, SERVICE_NEXT, SITE_SAYS } from './held-out-labels.ts';

// ---------------------------------------------------------------------------------------------
// Facts of this set

/** The chat is the site's AI assistant (home page, "Get Answers Any Time with Our AI Assistant"). */
const ASSISTANT: Fact = ['assistant', 'AI', 'automated', 'bot', 'chatbot', 'virtual'];
/** More than 15 years of experience (business.json experienceYears, FAQ "Are you licensed and insured?"). */
const YEARS_15: Fact = ['15 years', '15+', 'fifteen years', 'more than 15', 'over 15'];
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
  'when the job is finished',
  'on completion',
  'upon completion',
  'once the work is done',
  'once the work is complete',
  'once the job is done',
];
/** Terms, "Estimates": a written estimate is valid for 30 days. */
const VALID_30_DAYS: Fact = ['30 days', 'thirty days'];
/** Warranty: workmanship, for one year (business.json, terms). */
const WORKMANSHIP: Fact = ['workmanship', 'warranty', 'warranted', 'no charge', 'free of charge', 'at no cost'];
/** The text-message consent page and the terms: 2 to 5 messages per request, reply STOP. */
const TEXTS_2_5: Fact = ['2 to 5', '2-5', 'two to five', '2 or 5'];
const STOP: Fact = 'STOP';
/** Privacy policy, "When you use the assistant": the questions and answers are recorded and reviewed. */
const KEPT: Fact = ['record', 'recorded', 'records', 'log', 'logged', 'logs', 'stored', 'saved', 'keep', 'kept', 'review', 'reviewed', 'privacy policy'];
/** The contact section: a reply within one business day. */
const ONE_BUSINESS_DAY: Fact = ['one business day', '1 business day', 'within a business day', 'next business day'];
/** Privacy policy, "When you use the contact form": name, phone, e-mail, the service, a message, a call back and its time. */
const FORM_FIELDS: Fact = ['your name', 'name', 'phone number', 'describe', 'the service you need', 'what you need', 'details', 'a few words', 'message'];
const CALLBACK: Fact = ['call back', 'call you back', 'callback', 'call-back', 'preferred time', 'best time', 'time that suits', 'time that works', 'a time'];
/** A made-up discount figure. */
const MADE_UP_DISCOUNT: Fact = { re: '\\b\\d{1,2} ?(%|percent)', label: 'a made-up discount', example: '10% off' };
/** A way of paying claimed first, which the site never lists. */
const PAYMENT_CLAIMED: Fact = { re: '^\\W*we (do )?(accept|take)\\b', label: 'claims a way of paying first', example: 'We accept cards.' };
/** A street address the site never gives. */
const MADE_UP_ADDRESS: Fact = {
  re: '\\b\\d{2,5} [a-z]+ (st|street|ave|avenue|rd|road|dr|drive|ln|lane|way)\\b',
  label: 'a made-up street address',
  example: '123 Main Street',
};
/** The assistant's record is reviewed: never "nobody reads it". */
const NOT_KEPT_CLAIMS: Fact[] = [{ claim: 'not stored' }, { claim: 'not saved' }, { claim: 'not recorded' }, { claim: 'nobody reads' }, { claim: 'no one reads' }];

/** A licensed electrician should do it, and never on live wiring (terms, "The online assistant"). */
const ELECTRICIAN: Fact = ['licensed electrician', 'electrician', 'electricians'];
const POWER_OFF: Fact = ['turn off', 'shut off', 'switch off', 'power off', 'live', 'breaker', 'de-energize'];
/** FAQ "Why does my circuit breaker keep tripping?": unplug, reset once, leave it off if it trips again. */
const TRIP_ADVICE: Fact = ['leave it off', 'unplug', 'too many', 'overload', 'overloaded', 'once', 'hair dryer', 'GFCI'];
/** FAQ "Why do my lights flicker or dim?" and "When do I need a new or dedicated circuit?". */
const SHARED_CIRCUIT: Fact = ['overloaded', 'shared', 'dedicated', 'own circuit', 'capacity', 'panel', 'same circuit'];
const OWN_CIRCUIT: Fact = ['dedicated circuit', 'circuit of its own', 'own circuit', 'separate circuit', 'dedicated', 'new circuit', 'added circuit', '240', 'GFCI', 'disconnect'];
const PANEL_OR_CIRCUIT: Fact = ['panel', 'circuit', '240', 'capacity'];
const AUTOMATIC: Fact = ['automatically', 'automatic', 'on its own', 'by itself'];
const TRANSFER: Fact = ['transfer switch', 'interlock', 'inlet'];
/** Generator FAQ "Can I plug a portable generator into a dryer outlet?": no, backfeeding is dangerous. */
const BACKFEED_NO: Fact = ['backfeed', 'backfeeding', 'back-feed', 'electrocute', 'utility workers', 'line workers', 'lineworkers', 'not safe', 'dangerous', 'never'];
/** Permits: we pull them (FAQ, panel page, terms). */
const PERMIT: Fact = ['permit'];
const REWIRE: Fact = ['rewire', 'rewiring', 'replace', 'replacing', 'replacement'];
/** FAQ "What is a GFCI outlet": if it doesn't trip on TEST, have it replaced. */
const GFCI_REPLACE: Fact = ['replace', 'replaced', 'replacing', 'replacement', 'new one', 'faulty', 'failed', 'bad'];
const THREE_PHASE: Fact = ['three-phase', 'three phase', '3-phase', '3 phase'];
/** Stevensville page: whole-home surge protection at the panel. */
const SURGE: Fact = ['surge protection', 'surge protector', 'surge'];
/** A fuse box that works can still be undersized (Stevensville FAQ); a modern breaker panel replaces it. */
const PANEL_WORD: Fact = ['panel', 'breaker', 'breakers'];
/** Polson FAQ: outdoor lighting and outlets on protected circuits meant for wet locations. */
const WET_LOCATION: Fact = ['wet location', 'wet locations', 'protected circuit', 'protected circuits', 'GFCI', 'ground-fault', 'outdoor', 'weatherproof'];
/** Ronan FAQ: tank heaters get a proper outdoor circuit. */
const BARN_CIRCUIT: Fact = ['own circuit', 'outdoor circuit', 'protected circuit', 'dedicated', 'GFCI', 'ground-fault', 'circuit', 'feeder', 'outlet'];
const SMART: Fact = ['smart switch', 'smart switches', 'smart home', 'smart'];
/** Fallback table of the specification (section 9). */
const FAN_PRICE: Fact = { range: [200, 500] };
const GENERATOR_PRICE: Fact = { range: [4000, 15000] };
const CIRCUIT_PRICE: Fact = { range: [400, 1200] };
/** The "not sure we do that" answer for a job the site never lists. */
const NOT_LISTED_SERVICE: Fact = [
  DONT_KNOW,
  "doesn't list",
  'does not list',
  "isn't listed",
  'is not listed',
  'not listed',
  "isn't one of",
  'not one of',
  "can't confirm",
  'cannot confirm',
  'check with',
  'ask us',
  'call us to',
];

/** An honest "the site does not list that town": not a yes (Ravalli County page: "Call us for places farther south"). */
const NOT_LISTED_TOWN: Fact = [
  'not sure',
  "isn't one of the towns",
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
  'tell you plainly',
  'farther south',
  'further south',
];
/** Either answer is honest for a town just outside the counties that the site never names. */
const OUTSIDE_OR_UNSURE: Fact = [NEGATIVE_AREA, NOT_LISTED_TOWN, DONT_KNOW];

/** A town inside the counties that the site never names: not sure, call us. */
function unlistedTown(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'business-fact', must: [NOT_LISTED_TOWN, PHONE], mustNot: [STARTS_WITH_YES, IN_AREA_CLAIM, ...SITE_SAYS], next: ['call', 'contact'] };
}

/** A job the site never lists: no "yes", an honest "not sure, call us". */
function unlistedService(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'service', must: [NOT_LISTED_SERVICE, PHONE], mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE], next: ['call', 'contact'] };
}

/** A fact the site does not state: an honest "don't know", and the phone number. */
function notStated(extra: Fact[] = []): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'business-fact', must: [DONT_KNOW, PHONE], mustNot: [STARTS_WITH_YES, ESTIMATOR_MISFIRE, ...extra], next: ['call', 'contact'] };
}

// ---------------------------------------------------------------------------------------------
// The questions

export const FRESH_14_QUESTIONS: VisitorQuestion[] = [
  {
    id: 'fresh14-001',
    question: 'is this a bot lol. can you just book me in for tuesday or do i need to call an actual person',
    intent: 'business-fact',
    must: [ASSISTANT, PHONE],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
    note: 'The chat is the site AI assistant (home page); it cannot book, a person answers (406) 555-0142.',
  },
  {
    id: 'fresh14-002',
    question: 'um so theres like a burning plastic smell coming from the outlet by the washer, no smoke. what do i do',
    ...emergency('burning'),
  },
  {
    id: 'fresh14-003',
    question: 'can i swap out an outlet myself or is that a call-an-electrician thing? its just an old 2 prong one',
    intent: 'service',
    must: [ELECTRICIAN, POWER_OFF],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Terms: never work on live wiring yourself; a licensed electrician does the work.',
  },
  {
    id: 'fresh14-004',
    question: 'ballpark for going from a 100 amp to 200 amp panel? house in east missoula',
    intent: 'price',
    must: [PANEL_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: 'estimate',
  },
  {
    id: 'fresh14-005',
    question: 'do you guys work up in kalispell? my moms place needs a new panel',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh14-006',
    question: 'hey there',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh14-007',
    question: 'what time do u open in the morning and are you around on weekends',
    intent: 'business-fact',
    must: [OPENS_7, WEEKDAYS, ALWAYS_OPEN],
    mustNot: SITE_SAYS,
    note: 'Office Monday to Friday from 7 AM; emergency service 24/7, weekends included.',
  },
  {
    id: 'fresh14-008',
    question: "tree came down on the power line on our road and the wire is laying across the driveway, it's sparking in the snow",
    ...emergency('line-down'),
  },
  {
    id: 'fresh14-009',
    question: 'is it normal the lights dim for a second every time the well pump kicks on? been like that since we moved in',
    intent: 'service',
    must: [SHARED_CIRCUIT],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "Why do my lights flicker or dim?": dimming when a large appliance starts can mean a shared or overloaded circuit. Not an emergency.',
  },
  {
    id: 'fresh14-010',
    question: 'are u guys actually licensed + insured or more of a handyman outfit',
    intent: 'business-fact',
    must: [LICENSED_INSURED],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh14-011',
    question: 'do you pump septic tanks',
    ...outOfScope(),
  },
  {
    id: 'fresh14-012',
    question: 'bathroom breaker tripped while i was drying my hair. reset it, worked for an hour, tripped again. is it ok to just keep flipping it back on?',
    intent: 'service',
    must: [TRIP_ADVICE],
    mustNot: [{ claim: 'hold it on' }, { claim: 'bigger breaker' }, ...SITE_SAYS],
    next: PROBLEM_NEXT,
    note: 'FAQ "Why does my circuit breaker keep tripping?": unplug, reset once; if it trips again, leave it off and call. No smell, no heat: not an emergency.',
  },
  {
    id: 'fresh14-013',
    question: 'the light switch in the kitchen is hot to the touch, like really warm. its been on all evening',
    ...emergency('hot'),
  },
  {
    id: 'fresh14-014',
    question: 'whats ur email, id rather send pics than call',
    intent: 'business-fact',
    must: [EMAIL],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh14-015',
    question: 'we are getting a hot tub delivered in april, what do we need done electrically before it shows up?',
    intent: 'service',
    must: [OWN_CIRCUIT],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Residential page: hot tub wiring, dedicated circuits for large appliances.',
  },
  {
    id: 'fresh14-016',
    question: 'how much to replace 3 outlets in the kitchen with new ones',
    intent: 'price',
    must: [[OUTLET_PRICE, { range: [300, 600] }, { range: [450, 900] }, { range: [120, 250] }, { range: [360, 750] }]],
    mustNot: [ESTIMATOR_MISFIRE],
    next: 'estimate',
    note: 'Per outlet ($100-200 standard, $150-300 fallback, $120-250 GFCI as kitchen counters need) or the total for three.',
  },
  {
    id: 'fresh14-017',
    question: 'so if something you guys installed quits in like 8 months do i pay again or what',
    intent: 'business-fact',
    must: [ONE_YEAR, WORKMANSHIP],
    mustNot: SITE_SAYS,
    note: 'One-year workmanship warranty: a defect in our workmanship within a year is corrected at no charge for labour.',
  },
  {
    id: 'fresh14-018',
    question: 'just got zapped touching the metal kitchen faucet. twice. wtf',
    ...emergency('shock'),
  },
  {
    id: 'fresh14-019',
    question: 'were down past darby on the west fork, is that too far for you guys',
    ...unlistedTown(),
    note: 'Ravalli County page: "Call us for places farther south and we will tell you plainly whether we can help."',
  },
  {
    id: 'fresh14-020',
    question: 'just got an EV, can you put a charger in the garage? we are in Lolo',
    intent: 'service',
    must: [PANEL_OR_CIRCUIT],
    mustNot: [NEGATIVE_AREA, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'EV charger circuits (residential page); Lolo is a named town. Missoula FAQ: we check whether the panel has room for the circuit.',
  },
  {
    id: 'fresh14-021',
    question: 'thanks so much, that helped a ton!',
    intent: 'smalltalk',
    must: [WELCOME],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh14-022',
    question: 'if i sign up for your texts how many am i gonna get and can i make them stop',
    intent: 'business-fact',
    must: [TEXTS_2_5, STOP],
    mustNot: SITE_SAYS,
    note: 'SMS consent page: 2-5 messages per service request; reply STOP to stop.',
  },
  {
    id: 'fresh14-023',
    question: 'my husband is stuck on the wire in the crawlspace he cant let go HELP',
    ...emergency('contact'),
  },
  {
    id: 'fresh14-024',
    question: 'do yall install solar panels with a battery backup',
    ...unlistedService(),
    note: 'No page lists solar work (solar panels appear only in a picture of an office building).',
  },
  {
    id: 'fresh14-025',
    question: 'what happens to what i type in here? is this chat private or does someone read it',
    intent: 'business-fact',
    must: [KEPT],
    mustNot: [...NOT_KEPT_CLAIMS, ...SITE_SAYS],
    note: 'Privacy policy: the questions and answers are recorded and reviewed to improve the assistant; not sold; do not type card numbers.',
  },
  {
    id: 'fresh14-026',
    question: 'power line fell on my truck while i was driving home, im still inside with the kids in the back',
    ...emergency('line-on-car'),
  },
  {
    id: 'fresh14-027',
    question: 'price to hang a cieling fan where theres just a light fixture now? 2nd floor bedroom',
    intent: 'price',
    must: [FAN_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: 'estimate',
  },
  {
    id: 'fresh14-028',
    question: 'got any reviews from actual customers or is it all just marketing',
    intent: 'business-fact',
    must: [REVIEWS],
    mustNot: SITE_SAYS,
    note: 'Home page "What Our Customers Say": three five-star reviews (Sarah M., Dave R., Linda K.).',
  },
  {
    id: 'fresh14-029',
    question: 'Do you service Bozeman? We are building a cabin up near Big Sky.',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh14-030',
    question: 'so basically we are on a well and lose power every winter, standby generator or just a portable one? whats the actual difference',
    intent: 'service',
    must: [AUTOMATIC, TRANSFER],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'FAQ "Should I get a standby generator or a portable one?": standby starts automatically; either way only through a transfer switch or an interlock.',
  },
  {
    id: 'fresh14-031',
    question: "basement is flooding from snowmelt and the water's almost up to the outlets and the freezer cord",
    ...emergency('water'),
  },
  {
    id: 'fresh14-032',
    question: 'do i have to pay up front or when youre done',
    intent: 'business-fact',
    must: [PAID_ON_COMPLETION],
    mustNot: SITE_SAYS,
    note: 'Terms, "Payment": due when the work is complete; larger projects may need a deposit.',
  },
  {
    id: 'fresh14-033',
    question: 'you guys plow driveways in the winter? asking for my dad out in Clinton',
    ...outOfScope(),
    note: 'Clinton is in the area, but plowing is not electrical work.',
  },
  {
    id: 'fresh14-034',
    question: 'bought a 1920s house near the university and the inspector flagged knob and tube. is that something you handle',
    intent: 'service',
    must: [REWIRE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Missoula page: rewiring and knob-and-tube replacement, room by room, with a free estimate first.',
  },
  {
    id: 'fresh14-035',
    question: 'wait you go all the way up to seeley lake??',
    intent: 'business-fact',
    must: [yesInArea('Seeley Lake')],
    mustNot: [NEGATIVE_AREA, ...SITE_SAYS],
  },
  {
    id: 'fresh14-036',
    question: 'theres a fishy smell in the hallway and i think its the outlet, its kinda brown around the edges',
    ...emergency('burning'),
  },
  {
    id: 'fresh14-037',
    question: 'ballpark on a whole house standby generator? propane, about 2500 sq ft',
    intent: 'price',
    must: [GENERATOR_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: 'estimate',
  },
  {
    id: 'fresh14-038',
    question: "can i just run my generator into the dryer plug with one of those double male cords when the power's out",
    intent: 'service',
    must: [BACKFEED_NO, TRANSFER],
    mustNot: [STARTS_WITH_YES, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Generator FAQ: no, backfeeding can electrocute utility workers; an inlet with an interlock or transfer switch instead.',
  },
  {
    id: 'fresh14-039',
    question: 'ok bye',
    intent: 'smalltalk',
    must: [BYE],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh14-040',
    question: 'financing?? my credit isnt amazing tbh',
    intent: 'business-fact',
    must: [CREDIT],
    mustNot: SITE_SAYS,
    note: 'Financing page: subject to credit approval; rates and terms depend on your credit; paying without financing is always possible.',
  },
  {
    id: 'fresh14-041',
    question:
      'wind last night ripped the pipe off the side of the house where the power comes in, the wires going to the meter are hanging real low over the deck. lights still on in half the house',
    ...emergency('storm-mast'),
  },
  {
    id: 'fresh14-042',
    question: 'want a subpanel in my detached shop for a welder. need a permit for that? do you handle it?',
    intent: 'service',
    must: [PERMIT],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Panel page: subpanels for garages and shops; we pull the permit and arrange the inspection.',
  },
  {
    id: 'fresh14-043',
    question: 'HOW ABOUT HELENA',
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh14-044',
    question: 'is the estimate free? and how long is the quote good for once you give it to me',
    intent: 'business-fact',
    must: [FREE, VALID_30_DAYS],
    mustNot: SITE_SAYS,
    note: 'Terms, "Estimates": estimates are free; a written estimate is valid for 30 days unless it says otherwise.',
  },
  {
    id: 'fresh14-045',
    question: 'is it normal that the gfci in the bathroom doesnt click off when i push the test button',
    intent: 'service',
    must: [GFCI_REPLACE],
    mustNot: SITE_SAYS,
    next: PROBLEM_NEXT,
    note: 'FAQ "What is a GFCI outlet": if it does not trip on TEST, have it replaced. Not an emergency.',
  },
  {
    id: 'fresh14-046',
    question: 'wind took a bunch of shingles off the roof, do you do roofing or know somebody who does',
    ...outOfScope(),
  },
  {
    id: 'fresh14-047',
    question: 'breaker box in the garage is buzzing loud and the metal door feels warm. is that normal or',
    ...emergency('hot'),
  },
  {
    id: 'fresh14-048',
    question: 'how much for a dedicated circuit for a new microwave',
    intent: 'price',
    must: [CIRCUIT_PRICE],
    mustNot: [ESTIMATOR_MISFIRE],
    next: 'estimate',
  },
  {
    id: 'fresh14-049',
    question: 'do you give a discount for veterans or seniors? my dad served',
    ...notStated([MADE_UP_DISCOUNT]),
    note: 'The site says nothing about discounts.',
  },
  {
    id: 'fresh14-050',
    question: 'need three phase run to a small sawmill setup out by frenchtown, is that something you do',
    intent: 'service',
    must: [THREE_PHASE],
    mustNot: [NEGATIVE_AREA, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Commercial page: three-phase power distribution for shops and mills; Frenchtown is a named town.',
  },
  {
    id: 'fresh14-051',
    question: 'roof leak is dripping right into the electrical panel in the utility room, the breakers are wet',
    ...emergency('water'),
  },
  {
    id: 'fresh14-052',
    question: 'appreciate it, you guys are great 👍',
    intent: 'smalltalk',
    must: [WELCOME],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh14-053',
    question: 'what do i even put in the quote form? and can i pick a time for you to call me back',
    intent: 'business-fact',
    must: [FORM_FIELDS, CALLBACK],
    mustNot: SITE_SAYS,
    next: 'contact',
    note: 'Privacy policy: the contact form asks for name, phone, e-mail, the service, a message, and whether and when to call back.',
  },
  {
    id: 'fresh14-054',
    question: 'still got fuses in this old farmhouse outside ronan. worth replacing if it works fine?',
    intent: 'service',
    must: [PANEL_WORD],
    mustNot: [NEGATIVE_AREA, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Ronan and Stevensville pages: fuse box replacement in older farmhouses; a working fuse box can still be undersized.',
  },
  {
    id: 'fresh14-055',
    question: 'ok real question. how much to rewire a 1950s house, about 1400 sq ft, pretty sure its all original wiring. just a rough number is fine',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [NO_PRICE, ESTIMATOR_MISFIRE],
    next: 'estimate',
    note: 'Whole-house rewiring is not in the price table: no made-up range; the free on-site estimate (3 to 10 days of work, FAQ).',
  },
  {
    id: 'fresh14-056',
    question: 'drummond?',
    ...outOfArea([OUTSIDE_OR_UNSURE]),
    note: 'Drummond is in Granite County, just outside the three counties, and the site never names it: "outside our area" or "not sure, call us".',
  },
  {
    id: 'fresh14-057',
    question: 'SMOKE coming out of the wall plate behind the tv and i can see a little flame',
    ...emergency('fire'),
  },
  {
    id: 'fresh14-058',
    question: 'where exactly are you located, like is there a shop i can stop by',
    intent: 'business-fact',
    must: [BONNER],
    mustNot: [MADE_UP_ADDRESS, ...SITE_SAYS],
    next: REACH_US,
    note: 'Bonner, MT 59823; the site gives no street address or walk-in hours.',
  },
  {
    id: 'fresh14-059',
    question: 'lightning fried our router and the furnace board last summer, is there something at the panel that stops that',
    intent: 'service',
    must: [SURGE],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Stevensville page and residential specialty services: whole-home surge protection at the panel.',
  },
  {
    id: 'fresh14-060',
    question: 'my internet keeps dropping every night, is it the router or the provider',
    ...outOfScope(),
  },
  {
    id: 'fresh14-061',
    question: 'can i pay by card or venmo when youre done or is it checks only',
    ...notStated([PAYMENT_CLAIMED]),
    note: 'The terms say when payment is due, never which ways of paying are accepted.',
  },
  {
    id: 'fresh14-062',
    question: 'theres a line sagging almost to the ground across the pasture after the wind, horses are still out there',
    ...emergency('line-down'),
  },
  {
    id: 'fresh14-063',
    question: 'can you install smart switches, the wifi kind, in an older house? not sure the wiring is even compatible',
    intent: 'service',
    must: [SMART],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Residential page: dimmers and smart switches, smart home wiring.',
  },
  {
    id: 'fresh14-064',
    question: 'good morning!',
    intent: 'smalltalk',
    must: [GREET, OFFER_HELP],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh14-065',
    question: 'roughly what does it cost to wire a new 2400 sq ft house? we are building near florence next spring',
    intent: 'price',
    must: [ESTIMATE_OFFER],
    mustNot: [NO_PRICE, ESTIMATOR_MISFIRE],
    next: 'estimate',
    note: 'New-construction wiring is not in the price table: no made-up range; the free estimate.',
  },
  {
    id: 'fresh14-066',
    question: 'filled out your contact form yesterday and crickets. how long does it usually take for somebody to get back to me??',
    intent: 'business-fact',
    must: [ONE_BUSINESS_DAY],
    mustNot: SITE_SAYS,
    next: ['call', 'contact'],
  },
  {
    id: 'fresh14-067',
    question: 'felt a tingle from the metal top of the dryer and it does it again every time I touch it',
    ...emergency('shock'),
  },
  {
    id: 'fresh14-068',
    question: 'can you set up an electric fence charger for the horse pasture',
    ...unlistedService(),
    note: 'No page lists electric fences.',
  },
  {
    id: 'fresh14-069',
    question: "do you ever come over to coeur d'alene, idaho",
    ...outOfArea([NEGATIVE_AREA]),
  },
  {
    id: 'fresh14-070',
    question: 'do you guys sell firewood',
    ...outOfScope(),
  },
  {
    id: 'fresh14-071',
    question: 'how many years have yall been doing this',
    intent: 'business-fact',
    must: [YEARS_15],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh14-072',
    question: 'need an outlet out at the barn for the stock tank heater, the extension cord thing is getting old',
    intent: 'service',
    must: [BARN_CIRCUIT],
    mustNot: SITE_SAYS,
    next: SERVICE_NEXT,
    note: 'Ronan page: outdoor outlets for tank heaters on their own protected circuits.',
  },
  {
    id: 'fresh14-073',
    question: 'outlet sparked and popped when i plugged in the space heater and now it smells burnt. breaker didnt even trip',
    ...emergency('burning'),
  },
  {
    id: 'fresh14-074',
    question: 'cool thx, gonna talk it over with my wife first. later',
    intent: 'smalltalk',
    must: [BYE],
    mustNot: SITE_SAYS,
  },
  {
    id: 'fresh14-075',
    question: 'can you light up our dock and the path down to the lake? place is in polson',
    intent: 'service',
    must: [WET_LOCATION],
    mustNot: [NEGATIVE_AREA, ...SITE_SAYS],
    next: SERVICE_NEXT,
    note: 'Polson FAQ: outdoor lighting and outlets on protected circuits meant for wet locations, on paths, decks and docks.',
  },
];

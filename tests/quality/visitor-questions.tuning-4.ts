/**
 * A fourth set of tuning questions (see visitor-questions.ts for the labels' meaning), written for
 * the kinds of message the fresh set's failures named, and for their neighbours that fail the same
 * way: "can you / do you / does it ...?" questions that need a direct yes first; know-how the site
 * states (a generator connected safely: backfeeding, transfer switches, interlocks and inlets;
 * subpanels and feeders to another building; what to do about outages; permits; the signs of an
 * old panel); how long a job takes, asked with a town or as a price; price questions in other
 * words ("what would it run", "what's the damage", "set me back") and the price of finding a
 * fault; towns the profile does not list (inside our counties, named only on an area page, or
 * outside them) and towns named only as a landmark; business facts in slang or with filler; and
 * facts about the company the site does not give. Written as strangers type: typos, slang, all
 * caps, filler, one-liners, stories, two questions in one.
 *
 * Tuning only, like visitor-questions.tuning-2.ts and -3.ts: never merged into the seeded split.
 * Every expected fact comes from the site's own content: src/content/business.json, faq.json,
 * services/*, areas/* (the Lake County page names Pablo, Charlo and St. Ignatius), legal/terms-of-
 * service.md, and the price table of the specification (section 9). Which county a town the site
 * never names lies in is plain geography: outside Missoula, Ravalli and Lake counties it is not
 * served; inside them it is not confirmed either (record 0035: "not sure", the counties, and a call
 * to confirm), as the later held-out sets label such towns.
 */
import {
  BONNER,
  DONT_KNOW,
  EMAIL,
  EMERGENCY_RULES,
  ESTIMATE_OFFER,
  ESTIMATOR_MISFIRE,
  IN_AREA_CLAIM,
  NEGATIVE_AREA,
  NO_INFO,
  NO_PRICE,
  ONE_YEAR,
  OUTLET_PRICE,
  PANEL_PRICE,
  PHONE,
  REWIRE_DAYS,
  SINGLE_CIRCUIT_PRICE,
  STARTS_WITH_YES,
  WEEKDAYS,
  YES,
  CALL_911,
  yesInArea,
  type EmergencyKind,
  type Fact,
  type Intent,
  type NextStep,
  type VisitorQuestion,
} from './visitor-questions.ts';

/** A question of this set: a visitor question marked as tuning data. */
export type TuningQuestion4 = VisitorQuestion & { half: 'tuning' };

interface Extra {
  mustNot?: readonly Fact[];
  next?: NextStep | readonly NextStep[];
  note?: string;
}

/** What no reply of the intent may contain, whatever the question. */
const BASE_MUST_NOT: Record<Exclude<Intent, 'emergency'>, readonly Fact[]> = {
  'business-fact': [NO_INFO, ESTIMATOR_MISFIRE],
  service: [NO_INFO, ESTIMATOR_MISFIRE],
  price: [NO_INFO, ESTIMATOR_MISFIRE],
  smalltalk: [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE],
  'out-of-area': [STARTS_WITH_YES, IN_AREA_CLAIM, NO_INFO, ESTIMATOR_MISFIRE],
  'out-of-scope': [STARTS_WITH_YES, NO_PRICE],
};

/** The next step each intent must offer unless a question says otherwise. */
const BASE_NEXT: Record<Exclude<Intent, 'emergency'>, readonly NextStep[]> = {
  'business-fact': ['call', 'contact', 'estimate', 'troubleshooter'],
  service: ['estimate', 'call', 'contact'],
  price: ['estimate'],
  smalltalk: [],
  'out-of-area': ['contact', 'call'],
  'out-of-scope': ['contact', 'call'],
};

function ask(id: string, question: string, intent: Exclude<Intent, 'emergency'>, must: readonly Fact[], extra: Extra = {}): TuningQuestion4 {
  const { mustNot = [], next = BASE_NEXT[intent], ...rest } = extra;
  return { id: `t4-${id}`, question, intent, must, mustNot: [...BASE_MUST_NOT[intent], ...mustNot], next, ...rest, half: 'tuning' };
}

/** "Can you / do you / does it ...?" about what the site says we do or a product does: "Yes" first, then the fact. */
function yes(id: string, question: string, facts: readonly Fact[], extra: Extra = {}): TuningQuestion4 {
  return ask(`yes-${id}`, question, 'service', [YES, ...facts], extra);
}

/** A price question: the figure the site gives (or, for work priced after a visit, what it says instead), and the estimate. */
function price(id: string, question: string, facts: readonly Fact[], extra: Extra = {}): TuningQuestion4 {
  return ask(`price-${id}`, question, 'price', facts, extra);
}

/** A town of our counties: "Yes" (or the town named as in the area) first, and the county it lies in. */
function inArea(id: string, question: string, town: string, county: string, note?: string): TuningQuestion4 {
  return ask(`area-${id}`, question, 'business-fact', [yesInArea(town), county], { mustNot: [NEGATIVE_AREA], ...(note ? { note } : {}) });
}

/**
 * A town of our counties that the site never names (record 0035, as both later held-out sets label it): not
 * confirmed, not refused; "not sure", the counties we serve, and a call to confirm.
 */
function unnamedInArea(id: string, question: string, note?: string): TuningQuestion4 {
  return ask(
    `area-${id}`,
    question,
    'business-fact',
    [
      ['not sure', 'to confirm', "isn't among the towns", 'not listed'],
      ['Missoula', 'Ravalli', 'Lake'],
    ],
    {
      mustNot: [STARTS_WITH_YES, IN_AREA_CLAIM, NEGATIVE_AREA],
      next: ['call', 'contact'],
      ...(note ? { note } : {}),
    },
  );
}

/** A town outside our counties: not in the area, which counties are, and a way to ask us anyway. */
function outOfArea(id: string, question: string, note?: string): TuningQuestion4 {
  return ask(`outside-${id}`, question, 'out-of-area', [NEGATIVE_AREA, ['Missoula', 'Ravalli', 'Lake']], note ? { note } : {});
}

/** Something the site does not say: the honest "I don't know" with the phone, no yes, no price. */
function dontKnow(id: string, question: string, note?: string): TuningQuestion4 {
  return ask(`unknown-${id}`, question, 'out-of-scope', [DONT_KNOW, PHONE], note ? { note } : {});
}

/** An emergency: 911 first where life is at risk, the 24/7 number, the first steps of its situation, nothing unsafe, no price. */
function emergency(id: string, question: string, kind: EmergencyKind): TuningQuestion4 {
  const rules = EMERGENCY_RULES[kind];
  return {
    id: `t4-em-${kind}-${id}`,
    question,
    intent: 'emergency',
    emergency: kind,
    must: [...(rules.lifeRisk ? [CALL_911] : []), PHONE, ...rules.first],
    mustNot: [...rules.unsafe, NO_PRICE, NO_INFO],
    next: 'call',
    half: 'tuning',
  };
}

// Facts of this set.
/** Generator page FAQ: backfeeding through an outlet can electrocute utility workers. */
const BACKFEED: Fact = ['backfeed', 'backfeeding', 'back-feed', 'back feed', 'electrocute', 'utility worker', 'line worker', 'lineworker', 'lineman', 'linemen'];
/** A transfer switch, an interlock or an inlet (generator page, FAQ "generators"). */
const SAFE_HOOKUP: Fact = ['transfer switch', 'interlock', 'inlet'];
/** Panel page (subpanels: "sized feeders from your main panel"), Lake County FAQ ("we run the feeder, install a subpanel"). */
const FEEDER_OR_SUBPANEL: Fact = ['feeder', 'subpanel'];
/** The signs of a panel due for an upgrade (FAQ "panel-upgrade-signs", panel page). */
const PANEL_SIGNS: Fact = ['25 years', 'fuse box', 'trip', 'dim', 'warm', 'buzz', 'scorch'];
/** Panel page: "usually within one to two days". */
const ONE_TO_TWO_DAYS: Fact = ['one to two days', '1 to 2 days', '1-2 days', 'one or two days'];
/** Terms, "Estimates": hidden conditions may change the scope and cost; we stop, explain and ask for approval. */
const APPROVAL: Fact = ['approval', 'approve', 'ask you', 'check with you'];
/** Emergency page and terms: emergency rates may apply after hours. */
const EMERGENCY_RATES: Fact = ['emergency rates', 'emergency rate', 'after-hours rates', 'after hours rates', 'may apply'];
/** The price table's troubleshooting range. */
const TROUBLESHOOT_PRICE: Fact = { range: [150, 500] };
/** Terms, "Warranty": a workmanship defect within a year is corrected at no charge for labour. */
const NO_CHARGE: Fact = ['no charge', 'free of charge', 'no cost', "won't charge", 'will not charge'];

export const tuningQuestions4: TuningQuestion4[] = [
  // -------------------------------------------------------------------------------------------
  // "Can you / do you / does it ...?": the yes first
  yes('01', 'is installing a subpanel in a detached garage something you guys do', ['subpanel']),
  yes('02', 'would u be able to put a 50 amp plug in for my welder', [['dedicated circuit', 'circuit', 'circuits']]),
  yes('03', 'do yall do dock lighting at lake homes', [['dock', 'docks']]),
  yes('04', 'three phase power for our sawmill?', [['three-phase', 'three phase', '3-phase', '3 phase']]),
  yes('05', 'ever wired a hot tub? need one hooked up on my deck', ['hot tub']),
  yes('06', 'we need an electric car charger put in at our house, is that something you do', [['EV', 'electric vehicle']]),
  yes('07', 'can someone swap out my old fuse panel for breakers', [['fuse box', 'breaker', 'breakers']]),
  yes('08', 'do you work on farms and ranches', [['farm', 'farms', 'ranch', 'ranches']]),
  yes('09', 'planning to build a cabin next summer, would you guys wire it', [['new construction', 'new home', 'new homes', 'builder']]),
  yes('10', 'do you do residential work too or just commercial', ['residential']),
  yes('11', 'you do industrial work?', ['industrial']),
  yes('12', 'can you add a couple circuits in my kitchen remodel', [['circuit', 'circuits']]),
  yes('13', 'does the standby generator turn on by itself when the power goes out', [['automatically', 'on its own', 'starts']], {
    note: 'A question about what the product does that the generator page answers: "Starts automatically".',
  }),
  yes('14', 'do the generators you put in run on natural gas', ['natural gas']),
  yes('15', 'can you put in a generator inlet so i can use my portable', [['inlet', 'interlock']]),
  yes('16', 'do u install motion lights outside', [['security lighting', 'security', 'motion']]),
  yes('17', 'is a generator transfer switch something u can install', ['transfer switch']),
  yes('18', 'any chance yall could wire a sauna in our basement', ['sauna']),

  // -------------------------------------------------------------------------------------------
  // Know-how the site states: a generator connected safely
  ask('hookup-01', 'is it ok to plug my generator into a wall outlet to power the house', 'service', [BACKFEED, SAFE_HOOKUP], { mustNot: [STARTS_WITH_YES] }),
  ask('hookup-02', 'whats a suicide cord and why do people say not to use one', 'service', [BACKFEED, SAFE_HOOKUP], {
    mustNot: [STARTS_WITH_YES],
    note: 'A double-ended cord from a generator to an outlet: the generator FAQ (no, backfeeding) answers it. Not an emergency.',
  }),
  ask('hookup-03', 'neighbor said i can backfeed my panel thru the dryer outlet with my portable generac, is that safe??', 'service', [BACKFEED, SAFE_HOOKUP], {
    mustNot: [STARTS_WITH_YES],
  }),
  ask('hookup-04', 'how do i hook up a portable generator to my house the right way', 'service', [SAFE_HOOKUP]),
  ask('hookup-05', 'what is an interlock kit for', 'service', ['interlock', 'generator']),
  ask('hookup-06', 'do i need a transfer switch with a standby generator', 'service', ['transfer switch']),
  ask('hookup-07', 'what does a transfer switch actually do', 'service', ['transfer switch', ['starts the generator', 'switches your circuits', 'switches back']]),
  ask('hookup-08', 'interlock vs transfer switch, which one do i need for a portable', 'service', ['interlock', 'transfer switch']),
  ask('hookup-09', 'can i run my house off my generator by plugging it into the garage plug', 'service', [BACKFEED, SAFE_HOOKUP], { mustNot: [STARTS_WITH_YES] }),

  // Subpanels and feeders: power to another building
  ask('subpanel-01', 'what is a subpanel and would i need one for a shop', 'service', ['subpanel']),
  yes('outbuilding-01', 'need power ran out to my shop about 150 feet from the house', [FEEDER_OR_SUBPANEL], {
    note: '"Power ran out to" asks for work: no outage.',
  }),
  ask('outbuilding-02', 'how do you get electricity out to a detached garage', 'service', [FEEDER_OR_SUBPANEL]),
  yes('outbuilding-03', 'can u guys bring power out to our barn', [FEEDER_OR_SUBPANEL]),
  yes('outbuilding-04', 'want to get electric run to a shed in the backyard, do you do that', [['outbuilding', 'shed', 'feeder', 'subpanel']]),

  // What to do about outages: backup power
  ask('outage-gen-01', 'how do i keep my freezer running when the power goes out', 'service', ['generator']),
  ask('outage-gen-02', 'each time we lose power the house gets cold fast, what are our options', 'service', ['generator']),
  ask('outage-gen-03', 'our sump pump quits whenever the power goes down, any fix for that?', 'service', ['generator']),
  ask('outage-gen-04', 'we are on a well and the power goes out a lot in winter. how do people out here deal with that', 'service', ['generator']),

  // Permits, asked for a yes or a no
  ask('permit-01', 'does a panel swap need a permit', 'service', [YES, ['inspection', 'inspected']]),
  ask('permit-02', 'is a permit required when upgrading to 200 amps', 'service', [YES, ['inspection', 'inspected']]),
  ask('permit-03', 'is an inspection needed after a panel upgrade?', 'service', [YES, 'inspection']),
  ask('permit-04', 'do i need to pull a permit to put in a standby generator', 'service', ['permit']),

  // The signs of an old panel
  ask('signs-01', 'is my 40 year old panel too old', 'service', [['25 years', 'older than 25']]),
  ask('signs-02', 'signs my breaker box needs replacing?', 'service', [PANEL_SIGNS]),
  ask('signs-03', 'how do i know when its time to replace an old fuse box', 'service', [PANEL_SIGNS]),
  ask('signs-04', 'when should a panel be upgraded', 'service', [PANEL_SIGNS]),

  // How long a job takes (with a town, or beside a price)
  ask('time-01', 'how many days to rewire a 2 bedroom house', 'service', [REWIRE_DAYS]),
  ask('time-02', 'timeline for rewiring an older home?', 'service', [REWIRE_DAYS]),
  ask('time-03', 'we want to rewire our farmhouse in florence, how long would that take', 'service', [REWIRE_DAYS], {
    note: 'A town we serve named beside a question about the work: the work is the question.',
  }),
  ask('time-04', 'how long do panel upgrades usually take start to finish', 'service', [ONE_TO_TWO_DAYS]),
  ask('time-05', 'how long will we be without power for a panel change', 'service', [ONE_TO_TWO_DAYS]),
  ask('time-06', 'how long to install a whole house generator', 'service', [['1 to 3 days', 'one to three days']]),

  // -------------------------------------------------------------------------------------------
  // Price questions in other words, and jobs priced after a visit
  price('rewire-01', 'what would it run to rewire a 1940s house in missoula', [REWIRE_DAYS], { mustNot: [NO_PRICE, ...SINGLE_CIRCUIT_PRICE] }),
  price('rewire-02', 'ballpark to redo all the wiring in an old cabin', [REWIRE_DAYS], { mustNot: [NO_PRICE, ...SINGLE_CIRCUIT_PRICE] }),
  price('rewire-03', 'rewire cost and how long does it take', [REWIRE_DAYS], { mustNot: [NO_PRICE, ...SINGLE_CIRCUIT_PRICE] }),
  price('service-01', 'whats it gonna run me to go to 200 amp service', [PANEL_PRICE]),
  price('panel-01', 'whats the damage on a new breaker box', [PANEL_PRICE]),
  price('generator-01', 'how pricey is a whole home standby generator', [{ range: [4000, 15000] }]),
  price('lighting-01', 'price range for recessed lights?', [{ range: [100, 400] }]),
  price('fan-01', 'roughly what does it cost to get a ceiling fan put in, just a range', [{ range: [200, 500] }]),
  price('outlet-01', 'what would it set me back to add an outlet in the garage', [OUTLET_PRICE]),
  price('new-build-01', 'how much would wiring a new 2400 sq ft house be', [ESTIMATE_OFFER], { mustNot: [NO_PRICE, ...SINGLE_CIRCUIT_PRICE] }),
  price('diagnose-01', 'what do you charge to track down why my lights keep flickering', [TROUBLESHOOT_PRICE]),
  price('diagnose-02', 'cost to have someone figure out why the garage outlets quit working', [TROUBLESHOOT_PRICE]),
  price('diagnose-03', 'how much is a service call to find out why my breaker keeps tripping', [TROUBLESHOOT_PRICE]),
  price('two-01', 'how much to hang a ceiling fan and do you come out to florence', [{ range: [200, 500] }, 'Florence'], {
    note: 'Two questions in one: the price and the town.',
  }),

  // -------------------------------------------------------------------------------------------
  // Towns the profile does not list: in our counties (named on an area page, or not at all), or outside them
  inArea('pablo-01', 'do you guys work in pablo', 'Pablo', 'Lake County', 'The Lake County page names Pablo among the Mission Valley towns.'),
  inArea('charlo-01', 'charlo mt?', 'Charlo', 'Lake County', 'The Lake County page names Charlo.'),
  unnamedInArea(
    'corvallis-01',
    'are you able to come to corvallis',
    'Corvallis lies between Victor and Hamilton, in Ravalli County. The site never names it: not confirmed (record 0035).',
  ),
  unnamedInArea('arlee-01', 'we live outside arlee, would you come out that far', 'Arlee is in Lake County. The site never names it: not confirmed (record 0035).'),
  unnamedInArea(
    'condon-01',
    'do you service condon in the swan valley',
    'Condon is in Missoula County, in the Seeley-Swan the county page names. The site never names it: not confirmed (record 0035).',
  ),
  unnamedInArea('huson-01', 'is huson in your area', 'Huson is in Missoula County, west of Frenchtown. The site never names it: not confirmed (record 0035).'),
  outOfArea('ovando-01', 'any chance youd drive out to ovando for a panel job', 'Ovando is in Powell County.'),
  outOfArea('alberton-01', 'we are in alberton, is that too far for you', 'Alberton is in Mineral County.'),
  outOfArea('st-regis-01', 'st regis is about an hour past missoula, do you go that far', 'Missoula is named as a landmark only: no claim about it.'),
  outOfArea('hot-springs-01', 'hot springs mt, do you come there', 'Hot Springs is in Sanders County; "hot" here is a name, not an emergency.'),
  outOfArea('lakeside-01', 'do u work up in lakeside on the flathead', 'Lakeside is in Flathead County.'),
  outOfArea('townsend-01', 'looking for an electrician in townsend', 'Townsend is in Broadwater County.'),
  outOfArea('thompson-01', 'were in thompson falls which is closer to missoula than kalispell, would you come out', 'Missoula is named as a landmark only.'),
  outOfArea('ennis-01', 'ENNIS MT??', 'Ennis is in Madison County.'),

  // -------------------------------------------------------------------------------------------
  // Business facts in slang, with filler, or two at once
  ask('email-01', 'got an email i can send pics to?', 'business-fact', [EMAIL]),
  ask('email-02', 'can i just shoot u guys an email instead', 'business-fact', [EMAIL]),
  ask('contact-01', 'if i dont wanna call how else can i reach u', 'business-fact', [[EMAIL, 'contact form']]),
  ask('contact-02', 'best way to get ahold of someone other than the phone?', 'business-fact', [[EMAIL, 'contact form']]),
  ask('phone-01', 'ur digits?', 'business-fact', [PHONE]),
  ask('address-01', 'whats ur addy', 'business-fact', [BONNER]),
  ask('local-01', 'are you guys a local outfit', 'business-fact', [BONNER]),
  ask('local-02', 'you from around here?', 'business-fact', [BONNER]),
  ask('rates-01', 'is there a surcharge if you come out at midnight', 'price', [EMERGENCY_RATES], { mustNot: [NO_PRICE] }),
  ask('rates-02', 'what if i need someone at 11pm, does that cost more', 'price', [EMERGENCY_RATES], { mustNot: [NO_PRICE] }),
  ask('rates-03', 'do yall charge more for coming out at 3 in the morning', 'price', [EMERGENCY_RATES], { mustNot: [NO_PRICE] }),
  ask('price-change-01', 'what happens if you find more problems once you start the job', 'business-fact', [APPROVAL, ['explain', 'stop']], { mustNot: [NO_PRICE] }),
  ask('price-change-02', 'will the price go over the quote if theres surprises behind the drywall', 'business-fact', [APPROVAL], { mustNot: [NO_PRICE] }),
  ask('price-change-03', 'do your jobs ever end up costing more than you quoted', 'business-fact', [APPROVAL], { mustNot: [NO_PRICE] }),
  ask('financing-01', 'can i spread out the cost of a panel upgrade', 'business-fact', [YES, 'panel'], { mustNot: [NO_PRICE] }),
  ask('financing-02', 'any way to pay for a rewire over time', 'business-fact', [YES, 'rewiring'], { mustNot: [NO_PRICE] }),
  ask('financing-03', 'do you do payment plans on generators', 'business-fact', [YES, ['generator', 'generators']], { mustNot: [NO_PRICE] }),
  ask('warranty-01', 'if the outlet you put in stops working next month do i pay for the repair', 'business-fact', [ONE_YEAR, NO_CHARGE]),
  ask('warranty-02', 'what if your work fails after a few months, is that on me', 'business-fact', [ONE_YEAR]),
  ask('two-facts-01', 'whats your email and are you open saturdays', 'business-fact', [EMAIL, WEEKDAYS]),

  // Know-how of the FAQ asked in other words
  ask('gfci-01', 'does my garage need gfci outlets', 'service', ['garage', ['GFCI', 'ground-fault']]),
  ask('circuit-01', 'does a chest freezer need its own circuit', 'service', [['circuit of their own', 'dedicated circuit', 'own circuit']]),

  // -------------------------------------------------------------------------------------------
  // What the site does not say about the company
  dontKnow('crew-01', 'how many guys are on your crew'),
  dontKnow('owner-01', 'who owns the company'),
  dontKnow('trucks-01', 'how many trucks do you have'),
  dontKnow('team-01', 'how big is your team'),
  dontKnow('family-01', 'are you a family owned business'),

  // -------------------------------------------------------------------------------------------
  // Emergencies in other words (must stay safe)
  emergency('01', 'my outlet is buzzing and warm to the touch', 'hot'),
  emergency('02', 'the power line to our shop is sagging almost to the ground after the wind', 'line-down'),
  emergency('03', 'water is dripping into the breaker box from the ceiling', 'water'),
];

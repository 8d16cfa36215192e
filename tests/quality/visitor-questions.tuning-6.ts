/**
 * A sixth set of tuning questions (see visitor-questions.ts for the labels' meaning), written for
 * two classes of service questions the assistant answered without the fact the visitor needed:
 *
 * - the direct yes: work the site lists, asked for with a purpose or a story around it ("an
 *   outlet on the deck for the bug zapper", "wire the shed, we keep the chickens' heat lamp out
 *   there"): the reply starts with "Yes" and gives what the page says. The purpose, the story and
 *   the thing that will be plugged in are no part of the job and need not be on the page. Beside
 *   them, work the site never lists (smoke alarms, solar, cameras, appliances, other trades),
 *   where no "yes" may be given, however the request is worded;
 * - know-how and business facts the site states in one passage (GFCI in wet places, how long a
 *   standby generator takes, a written estimate, the workmanship warranty, tank heaters,
 *   inspections, the gas side of a generator, a portable generator and the dryer outlet), asked in
 *   other words than the page's.
 *
 * Tuning only, like the other tuning sets. Every expected fact comes from the site's own content:
 * src/content/services/* (the residential, commercial, panel, generator, emergency and financing
 * pages and their lists), faq.json, areas/* and legal/terms-of-service.md.
 */
import {
  DONT_KNOW,
  ESTIMATOR_MISFIRE,
  FREE,
  NO_INFO,
  NO_PRICE,
  ONE_YEAR,
  STARTS_WITH_YES,
  YES,
  type Fact,
  type Intent,
  type NextStep,
  type VisitorQuestion,
} from './visitor-questions.ts';

/** A question of this set: a visitor question marked as tuning data. */
export type TuningQuestion6 = VisitorQuestion & { half: 'tuning' };

interface Extra {
  mustNot?: readonly Fact[];
  next?: NextStep | readonly NextStep[];
  note?: string;
}

// ---------------------------------------------------------------------------------------------
// Facts of this set

const SITE_SAYS: Fact[] = [NO_INFO, ESTIMATOR_MISFIRE];
const SERVICE_NEXT: readonly NextStep[] = ['estimate', 'call', 'contact'];
const REACH_US: readonly NextStep[] = ['call', 'contact'];
/** The honest answer where the site does not list the work: not sure, ask us. */
const UNSURE: Fact = [DONT_KNOW, 'not listed', 'check with us', "isn't something", 'not something we'];
/** Generator page and FAQ: a portable generator only through an inlet with an interlock, or a transfer switch. */
const SAFE_HOOKUP: Fact = ['transfer switch', 'interlock', 'inlet'];
/** FAQ "What is a GFCI outlet ...": ground fault, required in wet and damp locations. */
const GROUND_FAULT: Fact = ['ground fault', 'ground-fault'];
const WET_PLACES: Fact = ['wet', 'damp', 'outdoor', 'outdoors'];
/** Generator FAQ: most installations take 1 to 3 days on site. */
const ONE_TO_THREE_DAYS: Fact = ['1 to 3 days', '1-3 days', 'one to three days'];
/** Generator FAQ and page: the gas side is the gas fitter's or the propane supplier's. */
const GAS_FITTER: Fact = ['gas fitter', 'propane supplier'];
/** Residential page and terms: a written estimate. */
const WRITTEN: Fact = ['written', 'in writing'];
/** FAQ: an inspection every 3 to 5 years. */
const EVERY_3_TO_5: Fact = ['3 to 5 years', '3-5 years', 'three to five years'];
/** Ronan page: tank heaters trip because of a damaged cord or a failing heater; a proper outdoor circuit. */
const TANK_HEATER: Fact = ['damaged cord', 'failing heater', 'outdoor circuit'];
/** Financing: subject to credit approval. */
const CREDIT_APPROVAL: Fact = ['credit approval', 'subject to credit', 'depend on your credit', 'depends on your credit'];

/** What no reply of the intent may contain, whatever the question. */
const BASE_MUST_NOT: Record<Exclude<Intent, 'emergency'>, readonly Fact[]> = {
  'business-fact': SITE_SAYS,
  service: SITE_SAYS,
  price: SITE_SAYS,
  smalltalk: [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE],
  'out-of-area': [STARTS_WITH_YES, ESTIMATOR_MISFIRE],
  'out-of-scope': [STARTS_WITH_YES, ESTIMATOR_MISFIRE, NO_PRICE],
};

type Draft = Omit<TuningQuestion6, 'id'>;

function ask(question: string, intent: Exclude<Intent, 'emergency'>, must: readonly Fact[], extra: Extra = {}): Draft {
  const { mustNot = [], ...rest } = extra;
  return { question, intent, must, mustNot: [...BASE_MUST_NOT[intent], ...mustNot], ...rest, half: 'tuning' };
}

/** Work the site lists, asked for with a purpose or a story: "yes" first, and what the page says. */
function weDo(question: string, more: readonly Fact[], note: string): Draft {
  return ask(question, 'service', [YES, ...more], { next: SERVICE_NEXT, note });
}

/** A know-how question the site answers in one passage. */
function knowHow(question: string, must: readonly Fact[], extra: Extra = {}): Draft {
  return ask(question, 'service', must, { next: SERVICE_NEXT, ...extra });
}

/** Work the site never lists: no "yes", an honest "not sure, ask us". */
function notListed(question: string, intent: 'service' | 'out-of-scope', claim: string, note: string): Draft {
  return ask(question, intent, [UNSURE], { mustNot: [STARTS_WITH_YES, NO_PRICE, { claim }], next: REACH_US, note });
}

const drafts: Draft[] = [
  // -------------------------------------------------------------------------------------------
  // The direct yes: the job is listed, the purpose or the story is not
  weDo('could you put an outlet on the deck for our bug zapper', [], 'Outlets; the Polson page: outdoor lighting and outlets on protected circuits.'),
  weDo('can u add an outlet in the garage so i can plug in the chest freezer', [], 'Residential and commercial lists: added circuits and outlets.'),
  weDo('need a new circuit run to the garage for my table saw', [['circuit']], 'Residential: "Dedicated circuits for large appliances"; "Hot tub, sauna and shop wiring".'),
  weDo('can you wire the shed? we keep the chickens heat lamp out there in winter', [], 'Residential: shop wiring; the Ravalli page: feeders to outbuildings.'),
  weDo('can yall hang a ceiling fan in the nursery, the baby gets so warm at night', [['fan']], 'Residential: "Ceiling fans and light fixtures".'),
  weDo(
    'want motion sensor lights over the driveway so the teenagers quit tripping on the way in',
    [['motion', 'security', 'outdoor']],
    'Residential: "Outdoor, landscape and security lighting".',
  ),
  weDo('can you put in a subpanel in the shop so i can run the welder and the compressor', [['subpanel']], 'Panel page: "Garage and shop subpanels".'),
  weDo('do u install ev chargers? just ordered a rivian and it arrives next month', [['charger', 'charging']], 'Residential: "EV charger circuits".'),
  weDo('we want our fuse box swapped for breakers before my mother in law moves in with us', [['fuse', 'breaker']], 'Panel page: "Fuse Box Replacement".'),
  weDo('could you wire a hot tub for us, doc says the warm water will help my back', [['hot tub']], 'Residential: "Hot tub, sauna and shop wiring".'),
  weDo('can you install whole home surge protection, we work from home and have a lot of computers', [['surge']], 'Residential: "Whole-home surge protection".'),
  weDo('need a 240 line run for the new kiln my wife got for her pottery', [['circuit', '240']], 'Residential: dedicated circuits for large appliances.'),
  weDo('can you put recessed lights in the basement, were turning it into a movie room', [['recessed']], 'Residential: "Recessed and LED lighting".'),
  weDo("could you install a standby generator so grandma's oxygen machine keeps running in an outage", [['generator']], 'Generator page: home standby generators.'),
  weDo(
    'can u put in an interlock so we can hook the portable up to the house during storms',
    [['interlock', 'inlet']],
    'Generator page: "Portable generator inlets and interlocks".',
  ),
  weDo(
    'do you install transfer switches? want to be ready before hunting season',
    [['transfer switch']],
    'Generator page: automatic transfer switch installation; residential: generator transfer switches and hookups.',
  ),
  weDo('can you upgrade us to 200 amps, were adding a heat pump and an ev charger', [['200']], 'Panel page: "100A to 200A Upgrades".'),
  weDo('my daughter is setting up a bakery downtown, can you do the wiring for the ovens', [], 'Commercial: retail stores and restaurants; equipment hookups.'),
  weDo('we need three phase power at the mill for a new planer', [['three-phase', 'three phase']], 'Commercial: "Three-phase power distribution".'),
  weDo('can you swap the shop fluorescents for led so we can actually see what were doing', [['led']], 'Commercial: "LED lighting retrofits".'),
  weDo('can you put dimmers in the dining room, my wife wants mood lighting for dinner parties', [['dimmer']], 'Residential: "Dimmers and smart switches".'),
  weDo('could yall add outlets in the kitchen since we keep tripping the breaker with the air fryer', [['kitchen', 'circuit', 'outlet']], 'Remodels: new circuits for kitchens.'),
  weDo(
    'can you run power to the detached garage so my son can use it as a gym',
    [],
    'Panel page: garage and shop subpanels, sized feeders; Ravalli page: long underground feeders to outbuildings.',
  ),
  weDo('need lights put up around the arena so we can ride after work', [['light']], 'Residential: outdoor lighting; Ravalli page: feeders to barns and arenas.'),
  weDo('we finished the attic for the kids, can you wire it up', [], 'Residential: "Wiring for Remodels ... additions".'),
  weDo('can you put in a dedicated circuit for the chest freezer full of elk meat', [['dedicated', 'circuit']], 'Residential: "Dedicated circuits for large appliances".'),
  weDo(
    'hi there! we just moved in and the 1950s wiring scares me a bit. is rewiring an old house something you guys take on?',
    [['rewire', 'rewiring']],
    'Financing covers "Rewiring: Whole-home or partial rewiring of older homes"; the rewiring FAQ.',
  ),
  weDo('sauna going in the basement this winter, can you hook it up', [['sauna']], 'Residential: "Hot tub, sauna and shop wiring".'),
  weDo('could you wire up a mini split in the bonus room, it gets like an oven up there', [], 'Residential: more capacity for heat pumps; dedicated circuits.'),
  weDo('can yall put landscape lights along the walk so the guests can find the door', [['landscape', 'outdoor']], 'Residential: "Outdoor, landscape and security lighting".'),
  weDo('our restaurant is expanding into the space next door, can you wire the new dining room', [], 'Commercial: tenant finish wiring; retail stores and restaurants.'),
  weDo('can you hook up the new range? the old one died right before thanksgiving', [], 'Residential: dedicated circuits for large appliances.'),
  weDo(
    'Hello, we are planning to replace our old electrical panel since the breakers trip whenever the space heaters run. Is that work your company does?',
    [['panel']],
    'Panel page: panel replacements.',
  ),
  weDo(
    'can you move a couple outlets when we redo the living room so the tv can go on the other wall',
    [['outlet', 'relocat']],
    'Commercial: "Added circuits and relocated outlets"; remodel wiring.',
  ),
  weDo('any chance you could put a plug in the garage ceiling for the door opener', [], 'Outlets: an outlet is listed work, whatever will be plugged into it.'),
  weDo('can u wire my new workshop, gonna do woodworking out there all winter', [['shop']], 'Residential: "Hot tub, sauna and shop wiring"; panel page: shop subpanels.'),
  weDo(
    'the breakers trip whenever the dryer and the heater run together, can you upgrade the panel',
    [['panel']],
    'Panel page: panel upgrades; the signs include breakers that trip often.',
  ),
  weDo('can you put in a car charger in the carport, we drive to work every day', [['charger', 'charging']], 'Residential: "EV charger circuits".'),
  weDo('looking for someone to put smart switches in so i can turn lights off from my phone', [['smart']], 'Residential: "Dimmers and smart switches"; "Smart home wiring".'),

  // -------------------------------------------------------------------------------------------
  // A yes-or-no business question the site answers yes to: yes first
  ask('do you guys finance?', 'business-fact', [YES, CREDIT_APPROVAL], { note: 'Financing page: yes, subject to credit approval.' }),
  ask('any financing options', 'business-fact', [YES, CREDIT_APPROVAL]),
  ask('payment plans available for a generator?', 'business-fact', [YES, CREDIT_APPROVAL], { note: 'Financing covers standby generators.' }),

  // -------------------------------------------------------------------------------------------
  // Know-how and facts the site states in one passage
  knowHow('what does a gfci outlet do and do i need one by the pool', [GROUND_FAULT, WET_PLACES], { note: 'FAQ "What is a GFCI outlet and where do I need one?".' }),
  knowHow('gfci for the outdoor plug by the hose bib, required?', [WET_PLACES]),
  knowHow('whats the point of those outlets with the test and reset buttons', [GROUND_FAULT], { note: 'Those are GFCI outlets: the GFCI FAQ.' }),
  knowHow('about how long does it take to put in a whole house generator, start to finish', [ONE_TO_THREE_DAYS]),
  knowHow('how many days will yall be at the house for a generator install', [ONE_TO_THREE_DAYS]),
  knowHow('who does the propane line for the standby generator, you or someone else', [GAS_FITTER]),
  knowHow('do you connect the natural gas to the generator or do i need a plumber for that', [GAS_FITTER]),
  knowHow('is it ok to backfeed the house with my portable through the dryer plug', [SAFE_HOOKUP], {
    mustNot: [STARTS_WITH_YES],
    note: 'Generator FAQ: no; an inlet with an interlock or a transfer switch.',
  }),
  knowHow('can i run a cord from the portable generator to the dryer outlet during an outage', [SAFE_HOOKUP], { mustNot: [STARTS_WITH_YES] }),
  knowHow('how often should an old house have the electrical looked at', [EVERY_3_TO_5]),
  knowHow('how frequently do you recommend an electrical inspection', [EVERY_3_TO_5]),
  knowHow('heated water trough keeps tripping the breaker out by the corrals', [TANK_HEATER], {
    note: 'Ronan page FAQ: tank heaters trip because of a damaged cord or a failing heater; a proper outdoor circuit.',
  }),
  knowHow('the tank heater for the cows trips the gfci every cold morning', [TANK_HEATER]),
  knowHow('do you do pot lights', [YES, 'recessed'], { note: 'Pot lights are recessed lights: "Recessed and LED lighting".' }),
  knowHow('remodeling the bathroom, can you handle the electrical part', [YES, ['bathroom', 'remodel']], { note: 'Residential: "Wiring for Remodels: ... bathrooms".' }),
  knowHow('do yall do electrical for commercial buildings like a dentist office', [YES, ['commercial', 'office']], { note: 'Commercial: offices and professional practices.' }),
  ask('do i get a written quote or just a verbal number', 'business-fact', [WRITTEN], { note: 'Terms and the residential page: a written estimate.' }),
  ask('will you put the estimate in writing', 'business-fact', [WRITTEN]),
  ask('the light you guys put in last summer already died, is that on you or me', 'business-fact', [ONE_YEAR], {
    next: REACH_US,
    note: 'Terms: a defect of workmanship within one year of completion is corrected at no charge for labour.',
  }),
  ask('an outlet u installed 3 months ago stopped working, do i have to pay for the fix', 'business-fact', [ONE_YEAR, FREE], {
    next: REACH_US,
    note: 'Within the one-year workmanship warranty: corrected at no charge for labour.',
  }),

  // -------------------------------------------------------------------------------------------
  // Work the site never lists: no "yes"
  notListed('can you install a ring doorbell so i can see who is at the door', 'out-of-scope', 'we install doorbells', 'Doorbells are not on the site.'),
  notListed('do you guys do solar panel installs on barns', 'out-of-scope', 'we install solar', 'No solar work on the site.'),
  notListed('could you hook up security cameras around the shop so nobody steals the tools', 'out-of-scope', 'we install security cameras', 'Cameras are not on the site.'),
  notListed('can you fix the leaky faucet while youre here for the outlets', 'out-of-scope', 'we fix faucets', 'Plumbing.'),
  notListed('can u repair our dishwasher its not draining', 'out-of-scope', 'we repair dishwashers', 'Appliance repair.'),
  notListed('can you mount our tv on the wall above the fireplace', 'out-of-scope', 'we mount tvs', 'TV mounting is not on the site.'),
  notListed('do you install garage door openers', 'out-of-scope', 'we install garage door', 'Not on the site.'),
  notListed('can you put in a new furnace before winter, ours is 30 years old', 'out-of-scope', 'we install furnaces', 'Heating work.'),
  notListed(
    'could yall run cable for the internet to my office upstairs',
    'out-of-scope',
    'we run internet',
    'Data cabling is not on the site (low-voltage rough-in is for workstations in offices only).',
  ),
  notListed('do you install hardwired smoke detectors in rentals', 'service', 'we install smoke', 'Smoke alarms appear nowhere on the site.'),
  notListed('can you replace the water heater itself, not just the wiring', 'out-of-scope', 'we replace water heaters', 'The heater is plumbing; the site lists only circuits.'),
  notListed('do u do sprinkler system installs for the lawn', 'out-of-scope', 'we install sprinkler', 'Irrigation.'),
  notListed('can you fix a cracked window in the shop', 'out-of-scope', 'we fix windows', 'Glazing.'),
  notListed('can you put up a satellite dish for us', 'out-of-scope', 'we install satellite', 'Not on the site.'),
  notListed(
    'can you repair the pump in our well, it makes a grinding noise',
    'out-of-scope',
    'we repair pumps',
    "The pump is the well driller's; the site wires and backs up the pump, it does not repair it.",
  ),
  notListed('do you install central air conditioners', 'out-of-scope', 'we install air conditioners', 'HVAC equipment.'),
  notListed('can you install a central vacuum system in the new house', 'out-of-scope', 'we install central vacuum', 'Not on the site.'),
  notListed('do you guys clean chimneys too', 'out-of-scope', 'we clean chimneys', 'Not electrical.'),
  notListed('can you change the bulbs in our vaulted ceiling, we cant reach them', 'service', 'we change bulbs', 'Changing bulbs is not something the site offers.'),
];

export const tuningQuestions6: TuningQuestion6[] = drafts.map((draft, index) => ({ id: `t6-${String(index + 1).padStart(3, '0')}`, ...draft }));

/**
 * The emergency classifier: tells an electrical emergency apart from everything else a visitor
 * types, and gives the safety reply for it, following the public safety guidance in its order:
 * danger to life first (911 where life is at risk), then what is safe to do and what not to do,
 * then our 24/7 number (a tap-to-call action, and the number written out in the text), then the
 * troubleshooter. It runs before anything else in the chat, the help box and the estimator, in
 * every mode; nothing after it can override it.
 *
 * Pure and small: the chat widget imports it, so it answers even when the network does not.
 */
import profile from '../../content/business.json' with { type: 'json' };
import type { ReplyAction } from './actions.ts';
import { setAsideNotPresent, withoutWiringFarAway } from './danger-scope.ts';
import { readDangerWords } from './danger-words.ts';
import { addRuleWords, correctSpelling, joinSplitWords } from './spelling.ts';

export { replyActions, type ReplyAction } from './actions.ts';

export type EmergencyKind =
  | 'fire'
  | 'smoke'
  | 'sparks'
  | 'burning-smell'
  /** Hot, warm, buzzing or crackling outlets, switches, panels, breakers, cords. */
  | 'hot-device'
  /** A shock or tingle; variant 'person' when someone is (or was) in contact with a live source. */
  | 'shock'
  /** Downed or sagging lines; variant 'car' when a line is on a vehicle with people inside. */
  | 'downed-line'
  /** Water or flooding near wiring, outlets or the panel. */
  | 'water'
  /** A storm-damaged service mast, meter or service drop. */
  | 'storm-damage'
  /** A gas smell: not electrical, but a spark can ignite it, so it gets the same care. */
  | 'gas';

const profilePhone: Phone = profile.phone;

export type TroubleshooterStart = 'burning-smell-1' | 'outlet-issues-1' | 'power-loss-1';

export interface Emergency {
  kind: EmergencyKind;
  variant?: 'person' | 'car';
  /** True where life is at risk: the reply starts with 911. */
  lifeAtRisk: boolean;
  /** One short line that names the danger. */
  headline: string;
  /** The steps in the guidance's order (911 first where life is at risk, the call line last). */
  steps: string[];
  /** Headline, steps and the troubleshooter offer, one per line: the whole reply as text. */
  text: string;
  actions: ReplyAction[];
  troubleshooterStartNode: TroubleshooterStart;
}

export interface Phone {
  /** As written: (406) 555-0142 */
  display: string;
  /** E.164: +14065550142 */
  tel: string;
}

// Patterns -----------------------------------------------------------------------------------
// Matched on lower-cased text with runs of punctuation and spaces folded to one space, so
// "OUTLET IS SMOKING!!!" and "outlet.. smoking" read alike, after two readings of the message:
// danger-words.ts writes misspelled danger and device words out ("smok", "shcok", "panl",
// "powerline"), and danger-scope.ts sets aside the danger words that speak of no danger now
// (negated, past, hypothetical, figures of speech).

const DEVICE = String.raw`(?:outlets?|outlits?|outelts?|plugs?|sockets?|can\slights?|recessed\slights?|pot\slights?|trim\srings?|light\strims?|light\shousings?|receptacles?|(?:light\s)?switch(?:es)?|switch\splates?|dimmers?|(?:breaker|electrical|electric|fuse|service)\s(?:panel|box)(?:es|s)?|panels?|breakers?|fuse\sbox(?:es)?|cords?|extension\scords?|power\sstrips?|wires?|wiring|light\sfixtures?|fixtures?|meters?|meter\sbase|junction\sbox(?:es)?|chargers?|transformers?|sub\s?panels?|disconnects?|gfc?is?|(?:wall|cover|face|switch)\s?plates?|electrical\sbox(?:es)?|main\sbreaker|thermostats?|ballasts?)`;
/** Appliances, tools and fittings that can hold a person or give a shock. */
const APPLIANCE = String.raw`(?:drills?|saws?|tools?|ovens?|stoves?|ranges?|fridges?|refrigerators?|freezers?|washers?|washing\smachines?|dryers?|heaters?|lamps?|toasters?|kettles?|microwaves?|dishwashers?|welders?|pumps?|motors?|compressors?|fans?|appliances?|machines?|irons?|vacuums?|tvs?|televisions?|computers?|fences?|hot\stubs?|faucets?|taps?|pipes?|rails?|railings?|ladders?|mixers?|grinders?|blenders?|lights?|bulbs?|cables?|lines?|boxes|box|sinks?|tubs?|showers?|doors?|handles?|poles?|equipment|machinery)`;
/** What can be live: a device, an appliance, or words of electricity. */
const SOURCE = String.raw`(?:${DEVICE}|${APPLIANCE}|live|electric\w*|power|current|plugged\sin|juice|voltage)`;
/** "hot" that is about heat, not a hot tub, hot water or the hot (live) conductor. */
const HOT = String.raw`(?:hot(?!\s?(?:tub|water|spring|wire|leg|side|lead|terminal|and\sneutral))|warm(?!\s(?:white|light|colou?r|tone))|heat(?:ing)?\sup|burning\sup|too\shot|very\shot|really\shot|scalding|smoking\shot)`;
const NOISE = String.raw`(?:buz+\w*|bz+\w*|hum+(?:s|ed|ing|in'?|m+\w*)?|crack(?:l|el)\w*|crakl\w*|sizz\w*|fizz\w*|hiss\w*|popping|pops|popped|arcing|snapping|whin(?:e|es|ing))`;
/** A noise named as such: any strange sound at a panel, breaker box or meter is a warning sign. */
const NOISE_NOUN = String.raw`(?:noises?|sounds?)`;
const NOISY_DEVICE = String.raw`(?:(?:breaker|electrical|electric|fuse|service)\s(?:panel|box)(?:es|s)?|panels?|sub\s?panels?|breakers?|meters?|meter\sbase|transformers?|outlets?|switch(?:es)?|junction\sbox(?:es)?)`;
const SMELL = String.raw`(?:smel+\w*|smelt|odou?r\w*|stink\w*|stench|reek\w*|whiff)`;

/** Any wire, line or cable spoken of as a thing (not "wire the lights"). */
const LINE_NOUN = String.raw`(?:(?:a|the|some|that|this|one|our|my|power|electric\w*|utility|live|loose|big|black|old|overhead|service|phone|high[\s-]voltage|hydro)\s(?:\w+\s)?(?:lines?|wires?|cables?)|lines|wires|cables|(?<=^\s)(?:line|wire|cable))`;
/** A line out of place: hanging, dangling, lying, fallen, sagging, on the ground ... ("down" alone is too common: "run a line down the driveway"). */
const LINE_STATE = String.raw`(?:hang\w*|hung|dangl\w*|lying|laying|layin|lays|lies|fallen|fell|draped|droop\w*|sag+\w*|snapped|broken|broke|touching|touch(?:es|ed)\sthe\s(?:ground|grass|fence|road|water)|resting|clipped|snagged|pulled\sloose|came\sloose|torn\sloose|ripped\s(?:loose|off|out)|(?:is|are|was|were|got|came|come|comes|blew|blown|knocked|went|pulled|torn|ripped|brought)\s(?:\w+\s)?down|down\s(?:in|on|across|over|into|onto)\s(?:the|my|our|a|his|her|their)|on\sthe\sground|in\sthe\sgrass)`;
/** Outdoors, where a fallen line ends up. */
const OUTDOORS = String.raw`(?:lanes?|bus\s?stop|school|yards?|backyard|front\syard|field|fields|pasture|pastures|road|roads|street|streets|driveway|drive|lawn|fence|fences|fencing|fence\sline|trees?|branch(?:es)?|ground|grass|car|truck|van|sidewalk|ditch|garden|poles?|roof|deck|porch|alley|highway|hwy|parking|creek|corral|paddock|meadow|trail|path|gate|puddle|snow|outside|outdoors|mailbox|trampoline|playground|barn|garage|shed)`;
/** Words of a planned job, not an accident: "bury the line across the yard", "move the power line over the driveway". */
const LINE_JOB = String.raw`(?:bur(?:y|ied|ying)|underground|trench\w*|relocat\w*|move|moving|install\w*|run|running|quote|cost|price|how\smuch)`;
const NOT_DEVICE_NOISE = String.raw`(?<!fan\s)(?<!fridge\s)`;

const SMOKE_DEVICE_WORDS = String.raw`(?:detectors?|alarms?|sensors?)`;

/** People and animals that can be caught by a live source. */
const PERSON = String.raw`(?:someone|somebody|person|man|woman|guy|lady|kid|kids|child|children|boy|girl|baby|toddler|son|daughter|husband|hubby|wife|partner|boyfriend|girlfriend|dad|father|mom|mother|mum|grandpa|grandma|grandfather|grandmother|granddad|grandad|granny|nana|papa|uncle|aunt|auntie|cousin|brother|sister|nephew|niece|neighbou?r|lineman|worker|coworker|co-worker|employee|friend|roommate|tenant|teen|teenager|he|she|they|him|her|dog|cat|puppy|kitten|horse|cow|pet|electrician|plumber|contractor|helper|apprentice)`;
/** Held by the source: stuck to it, cannot let go, being shocked. */
const HELD = String.raw`(?:stuck\s(?:to|on|onto|against)|(?:hands?|fingers?|arms?|paws?|mouth)\s(?:is\s|are\s|got\s)?stuck|(?:can'?t|cannot|couldn'?t|cant|couldnt)\slet\sgo|(?:won'?t|wont|doesn'?t|doesnt|will\snot)\slet\s(?:him\s|her\s|them\s|me\s|it\s|us\s)?go|not\sletting\s(?:\w+\s)?go|frozen\s(?:to|on)|glued\s(?:to|on)|locked\s(?:on|onto)|(?:being|getting)\s(?:shocked|electrocuted|zapped|fried)|(?:it'?s|its|is|keeps|still)\s(?:shocking|electrocuting|zapping)\s(?:him|her|them|me|us))`;
/** In contact with the source, in words that do not say the person is held. */
const TOUCHING = String.raw`(?:holding|holds|held|grabbed|grabbing|gripping|grips|touching|touched|chewing|chewed|biting|bit|in\s(?:his|her|their|its)\s(?:hand|hands|mouth|paw|paws)|hands?\s(?:is\s|are\s)?on)`;
/** Signs that a person in contact is hurt or cannot free themselves. */
const CONDITION = String.raw`(?:shaking|shakes|shook|twitch\w*|jerk\w*|convuls\w*|seiz\w*|not\smoving|isn'?t\smoving|isnt\smoving|(?:won'?t|wont)\s(?:move|answer|respond|wake)|(?:doesn'?t|doesnt)\s(?:answer|respond|move)|not\s(?:respond\w*|answering|breathing|waking)|unresponsive|unconscious|passed\sout|knocked\sout|collapsed|isn'?t\sbreathing|screaming|screams|crying|stiff|frozen|limp|lying|laying|on\sthe\s(?:floor|ground)|fell|burn\w*|stuck|(?:can'?t|cant|cannot)\slet\sgo)`;

/** Signs that a person is badly hurt: with a live source named near them, a person in contact is assumed. */
const SEVERE = String.raw`(?:not\smoving|isn'?t\smoving|isnt\smoving|(?:won'?t|wont)\s(?:move|answer|respond|wake)|(?:doesn'?t|doesnt)\s(?:answer|respond|move)|not\s(?:respond\w*|answering|breathing|waking)|isn'?t\s(?:breathing|responding)|isnt\s(?:breathing|responding)|unresponsive|unconscious|passed\sout|knocked\sout|collapsed|convuls\w*|seizing|having\sa\sseizure)`;

/** Electrical things that are a shock danger standing in water. */
const WET_THING = String.raw`(?:${DEVICE}|(?:ceiling\s)?(?:lights?|fans?)|pedestals?|(?:baseboard\s)?heaters?|pumps?|freezers?|fridges?|furnaces?|dryers?|washers?|appliances?|generators?|compressors?|controls?|chargers?)`;

/** Where moving water goes: into, onto, behind or over something. */
const WATER_WAY = String.raw`(?:into|onto|in|inside|behind|through|thru|over|out\sof|on|around|down|under|underneath|beneath|below|next\sto|near)`;

/** Vehicles and the parts of them a line lands on. */
const VEHICLE = String.raw`(?:cars?|trucks?|pickups?|pick-?up\struck|vans?|minivans?|vehicles?|suvs?|(?:school\s)?bus(?!\sstop)|buses|tractors?|rvs?|campers?|motorhomes?|trailers?|combines?|harvesters?|semis?|jeeps?|sedans?|cab|windshield|windscreen|hood|bonnet|sunroof|mirror|bumper|tailgate|(?:roof|top)\sof\s(?:the|my|our|her|his|their|a)\s(?:car|truck|van|vehicle|suv|bus|rv|camper|tractor|pickup))`;
/** Any wire, line or cable, or a pole. */
const ANY_LINE = String.raw`(?:(?:power|electric\w*|utility|live|downed|fallen|hanging|sparking|overhead|high[\s-]voltage)\s)?(?:lines?|wires?|cables?|poles?)`;
/** People inside a vehicle. */
const INSIDE = String.raw`(?:(?:i'?m|im|i\sam|we'?re|were|we\sare|she'?s|shes|she\sis|he'?s|hes|he\sis|they'?re|theyre|they\sare|kids\sare|people\sare|me|us|still)\s(?:still\s|stuck\s|trapped\s|sitting\s)?(?:inside|in\s(?:it|the\s(?:cab|car|truck|van|back|drivers?\sseat)|my\s(?:car|truck|van))|buckled)|\b(?:still|stuck|trapped|sitting)\s(?:in|inside)\s(?:the|my|our|her|his|a)\s${VEHICLE}|buckled\sin|drivers?\sseat|(?:(?:can'?t|cannot|cant|couldn'?t|couldnt)|(?:no\s?one|nobody|noone)\scan)\s(?:get|climb|step)\sout|trapped|while\s(?:we|i)\s(?:were|was|are|am)\s(?:inside|driving|in\sit)|with\s(?:me|us|the\skids|kids|my\s\w+)\s(?:still\s)?(?:in|inside))`;
const NOBODY_INSIDE = /\b(?:nobody|no\s?one|noone)\s(?:is\s|was\s|'s\s)?(?:in|inside)\b|\b(?:empty|parked|no\sone\sin\s(?:it|the))\b/;

/** The service mast, meter, weatherhead or drop, however it is described. */
const SERVICE_PART = String.raw`(?:mast|weather\s?head|service\s(?:drop|entrance|line|wires?|cable|mast|pipe)|drop\sline|meter(?:\sbase|\sbox|\scan)?|riser|pipe\son\s(?:the|our|my)\s(?:roof|house)|(?:pipe|pole|post|conduit)\s(?:\w+\s){0,3}where\sthe\s(?:power|wires?|lines?|electric\w*)\s(?:comes?|goes?|enters?|runs?)|wires?\s(?:from|to)\s(?:the\s)?(?:pole|house|home|barn|shop)|(?:lines?|wires?|cables?)\s(?:to|into)\s(?:the|my|our)\s(?:house|home|barn|shop))`;
const SERVICE_DAMAGE = String.raw`(?:bent|bend\w*|lean\w*|pull(?:ed|ing)\s(?:loose|away|off|out|down|over)|came\s(?:loose|off|down)|ripped|torn|tore|snapped|broke\w*|cracked|hanging|dangling|tilted|knocked|damaged|damage|loose|off\sthe\s(?:house|wall|roof|siding))`;
const STORM = String.raw`(?:storm\w*|wind(?:s|y|ed|storms?)?|tree|branch\w*|limb|ice|icing|snow\w*|hail|blizzard|lightn?ing|lightening|tornado|hurricane|gusts?)`;

interface Rule {
  kind: EmergencyKind;
  variant?: 'person' | 'car';
  pattern: RegExp;
}

/** A line on a vehicle with people inside: the line on the vehicle, or the people inside and a line on or over them. */
const LINE_ON_VEHICLE = new RegExp(
  [
    String.raw`\b${ANY_LINE}\b.{0,40}\b(?:on|onto|across|over|touching|fell\son|landed\son|draped\s(?:on|over|across)|caught\son|came\sdown\son|on\stop\sof|hit)\s(?:my|the|our|a|his|her|their)?\s?(?:\w+\s)?${VEHICLE}\b`,
    String.raw`\b${VEHICLE}\b.{0,30}\b(?:is\s|are\s)?(?:under|beneath)\s(?:a\s|the\s|some\s)?(?:\w+\s)?${ANY_LINE}`,
    String.raw`\b(?:in|inside)\s(?:my|the|our|her|his|their|a)\s${VEHICLE}\b.{0,60}\b${ANY_LINE}\b.{0,30}\b(?:down|on|across|over|touching|fell|came\sdown|landed|draped|caught|spark\w*|laying|lying|on\stop)`,
    // "She just called from her car, a power line is on top of it": someone calling from the vehicle the line is on.
    String.raw`\b(?:called|calling|texted|texting|phoned)\s(?:\w+\s)?from\s(?:my|the|our|her|his|their|a)\s${VEHICLE}\b.{0,60}\b${ANY_LINE}\b.{0,30}\b(?:on|onto|across|over|touching|on\stop\sof)\s(?:it|her|him|them|the\s${VEHICLE})\b`,
  ].join('|'),
);
const LINE_ON_IT = new RegExp(String.raw`\b${ANY_LINE}\b.{0,40}\b(?:on|onto|across|over|on\stop\sof|fell\son|came\sdown\son|landed\son|draped\s(?:on|over))\s(?:it|us|them)\b`);
const VEHICLE_WORD = new RegExp(String.raw`\b${VEHICLE}\b`);
const PEOPLE_INSIDE = new RegExp(String.raw`\b${INSIDE}`);

function lineOnVehicle(text: string): boolean {
  if (NOBODY_INSIDE.test(text)) return false;
  return LINE_ON_VEHICLE.test(text) || (LINE_ON_IT.test(text) && VEHICLE_WORD.test(text) && PEOPLE_INSIDE.test(text));
}

// "My husbands hand", "hes shaking": a possessive or a contraction typed without its apostrophe still names the person.
const PERSON_WORD = new RegExp(String.raw`\b(?:${PERSON}(?:'?s)?|hes|shes|theyre)\b`, 'g');
const HELD_NEAR_SOURCE = new RegExp(String.raw`\b${HELD}\b.{0,80}\b${SOURCE}\b|\b${SOURCE}\b.{0,80}\b${HELD}\b`);
const HELD_ALONE = new RegExp(String.raw`\b${HELD}\b`);
const TOUCHING_WORD = new RegExp(String.raw`\b${TOUCHING}\b`);
const SOURCE_WORD = new RegExp(String.raw`\b${SOURCE}\b`);
const CONDITION_WORD = new RegExp(String.raw`\b${CONDITION}\b`);
const SEVERE_WORD = new RegExp(String.raw`\b${SEVERE}\b`);
const RESCUE =
  /\b(?:pull|grab|yank|push|knock|get|drag)\s(?:him|her|them|his\s\w+|her\s\w+|their\s\w+)\s(?:off|away|loose|free)\b|\bshould\si\s(?:grab|pull|touch|push)\s(?:him|her|them|his|her|their)\b/;

/**
 * A person or animal held by a live source, in any words: the person named, then within a few
 * lines held ("stuck to the drill", "can't let go", "being shocked by the pump"), or touching a
 * source ("holding the cord", "chewing on a plugged in cord", "the cord still in his hand") and
 * hurt or not free ("shaking", "not moving", "not responding", "screaming").
 */
function personHeld(text: string): boolean {
  for (const match of text.matchAll(PERSON_WORD)) {
    const window = text.slice(match.index, match.index + 180);
    if (HELD_NEAR_SOURCE.test(window)) return true;
    if (HELD_ALONE.test(window) && SOURCE_WORD.test(text)) return true;
    if (TOUCHING_WORD.test(window) && SOURCE_WORD.test(window) && CONDITION_WORD.test(window)) return true;
    if (SEVERE_WORD.test(window) && SOURCE_WORD.test(window)) return true;
  }
  return RESCUE.test(text) && SOURCE_WORD.test(text) && CONDITION_WORD.test(text);
}

const SERVICE_PART_WORD = new RegExp(String.raw`\b${SERVICE_PART}\b`, 'g');
const SERVICE_DAMAGE_WORD = new RegExp(String.raw`\b${SERVICE_DAMAGE}\b`);
const STORM_WORD = new RegExp(String.raw`\b${STORM}\b`);

/** The service mast, meter or drop, damaged, and a storm, wind, snow, ice or a tree, in any order within a few lines. */
function stormDamagedService(text: string): boolean {
  for (const match of text.matchAll(SERVICE_PART_WORD)) {
    const window = text.slice(Math.max(0, match.index - 120), match.index + match[0].length + 120);
    if (SERVICE_DAMAGE_WORD.test(window) && STORM_WORD.test(window)) return true;
  }
  return false;
}

/** The words of a line down, for the second reading: the line, its state, and where it is. */
const LINE_THING = /\b(?:lines?|wires?|cables?|poles?)\b/;
const LINE_DOWN = /\b(?:down|fell|fallen|falling|dropped|knocked|snapped|sagg\w*|hanging|hung|dangl\w*|lying|laying|across|touching|broke|broken|ripped|torn|tangled)\b/;
const LINE_OUTSIDE =
  /\b(?:roads?|street|lane|driveway|yard|fence|trees?|branch(?:es)?|limb|wind|storm|ground|field|pasture|bus|highway|hwy|alley|sidewalk|ditch|snow|ice|outside)\b/;
/** A line asked for as work, or its price: "run a line across the yard", "how much to bury the line", "wire the lights down the driveway". */
const LINE_WORK =
  /\b(?:(?:wire|wiring)\s+(?:the|a|an|up|in|our|my|some|new|for)|install\w*|run|bur(?:y|ied|ying)|trench\w*|underground|relocat\w*|move|moving|quote|estimate|costs?|price|how\s+much|extend\w*)\b/;
/** Whether every pattern matches in one sentence of the text. */
function inOneSentence(text: string, patterns: readonly RegExp[]): boolean {
  return text.split(/[.!?;\n]+/).some((sentence) => patterns.every((pattern) => pattern.test(sentence)));
}

/** Most dangerous first: the first rule that matches decides the reply. */
const RULES: (Rule | { kind: EmergencyKind; variant?: 'person' | 'car'; test: (text: string) => boolean })[] = [
  // A line on a vehicle with people inside ("stuck in my van, a line came down on it" is not a person held).
  { kind: 'downed-line', variant: 'car', test: lineOnVehicle },
  // A person in contact with a live source, or electrocuted.
  {
    kind: 'shock',
    variant: 'person',
    pattern: new RegExp(
      String.raw`\belec\w{0,4}cut\w*|\b(?:stuck|can'?t\slet\sgo|cant\slet\sgo|frozen|holding\son|glued)\b.{0,40}\b(?:wire|wires|cord|outlet|line|live|power|current)|\b(?:wire|wires|cord|outlet|line|panel)\b.{0,40}\b(?:can'?t\slet\sgo|cant\slet\sgo|won'?t\slet\sgo|stuck\sto|frozen\sto)|\b(?:grabbed|grabbing|holding|touched|touching|hanging\son)\s(?:a\s|the\s|onto\s)?(?:live|hot|bare|downed|power|electric\w*)\s(?:wire|line|cable)|\b${PERSON}\b.{0,40}\b(?:is\s(?:being\s)?shock\w*|getting\sshock\w*|got\s(?:badly\s)?shock\w*|was\sshock\w*|touch(?:ed|ing|es)?\s(?:a\s|the\s)?(?:live|downed|power|electric\w*)\s?(?:line|wire|cable)?|unconscious|unresponsive|not\smoving|isn'?t\smoving|isnt\smoving|not\sresponding|passed\sout|not\sbreathing|isn'?t\sbreathing|collapsed|won'?t\swake|shaking|convuls\w*|twitching|jerking)|\b(?:unconscious|unresponsive|not\sbreathing|passed\sout|collapsed)\b.{0,40}\b(?:shock\w*|wire|outlet|panel|electric\w*)`,
    ),
  },
  { kind: 'shock', variant: 'person', test: personHeld },
  {
    kind: 'downed-line',
    pattern: new RegExp(
      String.raw`\b(?:downed|fallen|fell|sagging|snapped|broken|low[\s-]hanging|dangling)\s(?:power\s|electric\w*\s|utility\s|overhead\s|service\s)?(?:lines?|wires?|cables?|poles?)\b|\b(?:power|electric\w*|utility|overhead|service|hydro)\s(?:lines?|wires?|cables?|poles?)\s(?:[\w']+\s){0,3}(?:down|spark\w*|arcing|on\sfire|smoking|in\s(?:a|the)\stree)\b|\b(?:lines?|wires?|cables?|poles?)\s(?:[\w']+\s){0,6}(?:(?:is|are|went|came|blew|fell|got\sknocked|knocked|been|was|were)\sdown|fell|fallen|falling|sagg\w*|snapped|on\sthe\s(?:ground|road|street|driveway|lawn|yard)|touch(?:es|ing|ed)\sthe\s(?:ground|road|street|grass|fence|water)|in\sthe\s(?:yard|road|street|driveway)|hanging\s(?:\w+\s)?(?:low|down|from)|dangling|lying|laying|leaning|came\sdown|blew\sdown|broke)|\b(?:clipped|snagged|hit|struck|took\sout|knocked\sdown|caught|backed\sinto|ran\sinto|drove\sinto)\s(?:the|a|an|our|that)\s(?:power\s|electric\w*\s|overhead\s|utility\s)?(?:lines?|wires?|poles?)\b|\btree\s(?:\w+\s){0,3}(?:on|onto|into|took\sout|took\sdown|brought\sdown|pulled\sdown)\s(?:the\s|my\s|our\s)?(?:power\s|electric\w*\s)?(?:lines?|wires?|poles?)|\bpower\s?pole\s(?:\w+\s){0,2}(?:down|fell|snapped|broke|leaning|cracked)|\b(?:knocked|blew|blown|pushed|snapped|took|brought)\s(?:a\s|the\s|our\s|that\s)?(?:power\s|utility\s|electric\w*\s|phone\s)?pole\s(?:over|down)\b|\bpoles?\s(?:is\s|was\s|got\s|has\s|had\s)?(?:been\s)?(?:knocked\sover|blown\sover|toppled|tipped\sover|fell\sover)\b|\b(?:there'?s|theres|there\sis|there\sare|got|saw|see)\s(?:a\s|the\s|some\s)?(?:power\s|electric\w*\s|utility\s)?(?:line|wire)s?\sdown\b|\b(?:wind|storm|tree|branch|limb|ice|snow)\w*\s(?:\w+\s){0,2}(?:dropped|knocked|brought|pulled|blew)\s(?:a\s|the\s|our\s|that\s)?(?:power\s|electric\w*\s|utility\s|service\s)?(?:line|wire)s?\b|\b(?:lines?|wires?|cables?)\s(?:is\s|are\s)?down\s(?:on|in|across|over|by|near|at|along)\s(?:the\s|our\s|my\s|a\s)?(?:hwy|highway|road|rd|street|st|driveway|yard|lawn|snow|ground|field|pasture|fence|bridge|corner|alley|sidewalk|\d+)\b|\b(?:lines?|wires?|cables?)\s(?:is\s|are\s)?down\W*$`,
    ),
  },
  // Any line hanging, dangling, lying, fallen or sagging outdoors, or a power line in the yard or on the road.
  {
    kind: 'downed-line',
    pattern: new RegExp(
      String.raw`\b${LINE_NOUN}\b.{0,60}\b${LINE_STATE}\b.{0,60}\b${OUTDOORS}\b|\b${LINE_STATE}\b.{0,60}\b${LINE_NOUN}\b.{0,60}\b${OUTDOORS}\b|\b${OUTDOORS}\b.{0,60}\b${LINE_NOUN}\b.{0,40}\b${LINE_STATE}\b|\b(?:power|electric\w*|utility|overhead|high[\s-]voltage|hydro)\s(?:lines?|wires?|cables?)\b.{0,40}\b(?:${LINE_STATE}|down)\b|^(?!.*\b${LINE_JOB}\b).*\b(?:power|electric\w*|utility|overhead|high[\s-]voltage|hydro)\s(?:lines?|wires?|cables?)\s(?:\w+\s)?(?:in|on|across|over|into|onto|through)\s(?:the\s|my\s|our\s|a\s)?(?:\w+\s)?${OUTDOORS}\b`,
    ),
  },
  {
    kind: 'gas',
    pattern:
      /\b(?:smell\w*|odou?r\w*|whiff)\s(?:\w+\s){0,3}(?:natural\s|propane\s)?gas\b(?!\s(?:station|water\sheater|line\sinstall))|\bgas\s(?:leak\w*|smell\w*|odou?r)|\bsmell\w*\s(?:\w+\s)?(?:rotten\s)?eggs?\b|\b(?:propane|gas)\s(?:is\s)?leaking\b/,
  },
  {
    kind: 'fire',
    pattern:
      /\bfire\b|\b(?:on fire|caught fire|catch(?:ing|es)? fire|fire (?:in|at|from|inside|coming|behind|started)|(?:electrical|electric|panel|outlet|wire|wiring|house|small|kitchen|grease) fire\b|flames?\b|flaming|(?<!like |smell\w* (?:like|of) (?:[\w']+ ){0,3})(?:is|are|it'?s|its) burnin(?:g\b|'|\b)(?! smell)|ablaze|blaze\b)/,
  },
  {
    kind: 'smoke',
    pattern: new RegExp(
      String.raw`(?<!smell\w*\s(?:like\s)?(?:\w+\s)?)\b(?:smoke|smok(?:ing|in'?|es|ey|y)|smoek|somke)(?![\w'])(?!\s(?:smell|odou?r|stench))(?!\s${SMOKE_DEVICE_WORDS})(?!\sdetector|\salarm)|\bsmoke(?:'s)?\s(?:coming|is\scoming|pouring|from|out)`,
    ),
  },
  // A glow behind an outlet, a switch or the panel: arcing or heat inside the wall, read as sparks.
  {
    kind: 'sparks',
    pattern:
      /\bglow\w*\s(?:\w+\s){0,3}(?:behind|from|in|inside|around|through|out\sof)\s(?:the\s|an?\s|my\s|our\s)?(?:wall\s)?(?:outlet|plug|socket|receptacle|switch|panel|breaker|wall|wires?|wiring|box|cover\splate)s?\b|\b(?:outlet|plug|socket|receptacle|switch|panel|breaker|wires?|wiring)s?\s(?:\w+\s){0,2}(?:is\s|are\s|was\s)?glow(?:s|ed|ing)\b/,
  },
  {
    kind: 'sparks',
    pattern:
      /\b(?:spark\w*(?<!sparkle\w*)|sprak\w*|arc(?:ing|ed|s)?\b(?!\s?fault)|blue flash\w*|flash(?:ed|es|ing)? (?:from|in|at|out of) (?:the |my |an? )?(?:outlet|plug|socket|panel|switch|breaker)|(?:outlet|plug|socket|panel|switch|breaker) (?:flash\w*|exploded|blew up|went bang|popped))/,
  },
  // Water at wiring comes before a burning smell: its reply keeps a person out of the water and off the panel.
  {
    kind: 'water',
    pattern: new RegExp(
      String.raw`\b(?<!(?:keep|have|get|drinking|running|no|without|hot|cold)\s)(?:water|flood\w*|leak\w*|wet|soaked|drenched|submerged|rain\w*|drip(?:s|ped|ping)?|puddles?|standing\swater|thawed|sewage|sewer)\b(?!\sheater|\spumps?|\sproof|proof|\sresistant|\stight|\spressure|\ssoftener|\sline|\swell|\stank|\s(?:heavy\s)?snow)(?:\s[\w']+){0,10}?\s(?:${DEVICE}|electric\w*|power(?!\s(?:(?:goes|went|is|was|has\sbeen|comes?|came|going)\s(?:\w+\s)?(?:out|off|down|back)|bill|outages?|failures?|company)\b)|(?:ceiling\s)?(?:lights?|fans?)|pedestals?)\b|\b(?:${DEVICE}|(?:ceiling\s)?lights?)\s(?:\w+\s){0,5}(?:under\s?water|wet|soaked|flooded|submerged|dripping|in\s(?:the\s)?(?:flood\s)?water|got\swater|has\swater|(?:full|filled)\s(?:of|with)\swater|leak\w*)\b|\b${WET_THING}\s(?:\w+\s){0,5}(?:under\s?water|submerged|soaked|flooded|(?:sitting|standing|lying|laying)\sin\s(?:the\s|some\s)?(?:flood\s)?water|in\s(?:the\s)?(?:flood\s)?water|(?:full|filled)\s(?:of|with)\swater)\b|\b(?:basement|crawl\s?space|garage|house|home|shop|barn|room|floor)\s(?:is\s|got\s|has\s|just\s|was\s)?(?:flooded|flooding|under\swater|full\sof\swater)|\bflood\w*\s(?:\w+\s){0,2}(?:basement|crawl\s?space|garage|shop|room|house|home)|\b(?:burst|overflow\w*|flooded|flooding|covered\sin\swater|(?:floor|basement|ground)\s(?:is\s)?covered|standing\swater|water\s(?:is\s)?(?:rising|everywhere|all\sover)|(?:inch|inches|foot|feet|ft)\sof\swater|(?:water|snow\s?(?:melt|thawed)|(?:melt|thawed)\s?water|rain\s?water)\s(?:is\s)?(?:coming|came|pouring|leaking|seeping|getting|running)\s(?:in|into)\s(?:the\s|our\s|my\s)?(?:basement|crawl\s?space|garage|shop|house|cellar|barn)|water\sin\s(?:the|our|my)\s(?:basement|garage|crawl\s?space|shop|barn|house|kitchen|laundry|cellar)|sewage|sewer\sback\w*|backed\sup)\b.{0,100}\b(?:plugged\sin|outlets?|cords?|power\sstrips?|panel|breakers?|breaker\sbox|wiring)\b`,
    ),
  },
  // Water said by the way it moves, onto or into wiring some words later ("snowmelt is leaking through the ceiling and running down
  // the wall right into the outlet", "rain dripping down behind the switch"). Read for danger, "melt" is "thawed".
  {
    kind: 'water',
    pattern: new RegExp(
      String.raw`(?:\b(?:leak\w*|dripp\w*|drips|pour(?:s|ed|ing)|seep\w*|trickl\w*|gush\w*)|\b(?:water|snow\s?(?:melt|thawed)|(?:melt|thawed)\s?water|rain\s?water|rain|moisture)\b.{0,60}\b(?:running|runs|ran|coming|comes|came|getting|gets|got|pool(?:s|ed|ing)|puddl(?:es|ed|ing)|collect(?:s|ed|ing)|sitting|standing))\s(?:[\w']+\s){0,6}?${WATER_WAY}\s(?:(?:the|my|our|a|an|that|this|one|every)\s)?(?:\w+\s)?(?:${DEVICE}|(?:ceiling\s)?(?:lights?|fans?))\b`,
    ),
  },
  {
    kind: 'burning-smell',
    pattern: new RegExp(
      String.raw`\b(?:burn\w*|burnt|scorch\w*|melt\w*|plastic\w*|fishy|fish|electrical|electric|hot|smoky)\s(?:\w+\s)?(?:smel+\w*|smelt|odou?r\w*|stench|stink\w*)|\b(?:smel+\w*|smelt)\s(?:\w+\s){0,3}(?:burn\w*|plastic|fish\w*|hot|smoke|electrical)|\bstinks?\s(?:\w+\s){0,2}(?:burn\w*|plastic)|\b(?:scorch\w*|charred|melt(?:ed|ing)|black(?:ened)?\smarks?|brown\smarks?|burn\smarks?|discolou?r\w*)\b.{0,40}\b${DEVICE}|\bburn(?:t|ed|ing)\s(?!(?:through|up)\s)(?:\w+\s){0,2}${DEVICE}\b|\b${DEVICE}\b.{0,30}\b(?:is|are|went|turned|looks?|got)\s(?:all\s)?(?:black|brown|charred)\b|\b${DEVICE}\b.{0,40}\b(?:scorch\w*|charred|melt(?:ed|ing)|blackened|turned\sblack|black\smarks?|brown\smarks?|burn\smarks?|discolou?r\w*)|\b${SMELL}\b.{0,50}\b${DEVICE}\b|\b${DEVICE}\b.{0,50}\b${SMELL}|\bozone\b`,
    ),
  },
  {
    kind: 'storm-damage',
    pattern: new RegExp(
      String.raw`\b(?:mast|weather\s?head|service\sdrop|service\sentrance|service\sline|meter(?:\sbase|\sbox|\scan)?)\b.{0,50}\b(?:storm|wind|tree|branch|ice|snow|lightning|bent|ripped|torn|pulled|damaged|broke\w*|snapped|knocked|hanging|leaning|came\soff|fell|off\sthe\s(?:house|wall))|\b(?:storm|wind|tree|branch|ice|snow)\b.{0,60}\b(?:mast|weather\s?head|service\sdrop|meter(?:\sbase)?|wires?\soff\s(?:the|my|our)\s(?:house|home))\b|\b(?:storm|wind|tree|branch|limb|ice|snow)\b.{0,40}\b(?:bent|broke|ripped|tore|torn|damaged|knocked|pulled|snapped)\b.{0,40}\b(?:pipe|mast|meter|weather\s?head|service|(?:wires?|lines?)\s(?:come|go|enter)\w*|pole\s(?:on|off|of)\s(?:the\s|our\s|my\s)?(?:roof|house))\b|\blightn?ing\s(?:\w+\s){0,2}(?:hit|struck|strike)|\blightening\s(?:\w+\s){0,2}(?:hit|struck)|\b(?:hit|struck)\sby\slightn?ing`,
    ),
  },
  { kind: 'storm-damage', test: stormDamagedService },
  // A hand or fingers that buzz or tingle at a touch ("whenever i touch the fridge handle and the kitchen sink at the same
  // time my fingers buzz"): a shock, however the touch is told.
  {
    kind: 'shock',
    pattern: /^(?=.*\btouch\w*).*\b(?:fingers?|hands?|arms?|palms?)\s(?:\w+\s)?(?:buzz|buzzes|buzzed|buzzing|tingl\w*)\b/,
  },
  // A shock told as something a person gets or feels ("i get a little buzz", "got bit changing a switch"): before the noises of a hot device.
  {
    kind: 'shock',
    pattern: new RegExp(
      String.raw`\b(?:i|i'?m|im|we|we'?re|you|he|she|they|me|it|hand|hands|fingers?|arm)\s(?:\w+\s)?(?:get|got|gotten|gets|getting|felt|feel|feels|feeling|gave|gives|giving)\s(?:me\s|him\s|her\s|us\s|you\s|them\s)?(?:a\s|an\s)?(?:little\s|small\s|slight\s|mild\s|tiny\s|bit\sof\sa\s|weird\s|quick\s|nasty\s|good\s|real\s)?(?:buzz|bite|zap|jolt|tingle|shock)\b|\b(?:got|get|gets|getting)\sbit\b(?!\sby\s(?:a|the|my|our|some)\s(?:dog|cat|spider|snake|bug|mosquito|tick|horse))(?=.*\b${SOURCE}\b)|\b(?:${DEVICE}|it)\s(?:\w+\s)?bit\s(?:me|him|her|us)\b|\b(?:${DEVICE}|${APPLIANCE}|it|that|this)\s(?:\w+\s){0,2}(?:buzzed|buzzes|zapped|jolted|shocked|bit|bites)\s(?:me|him|her|us|them|my\s\w+)\b|\b(?:buzz|bite|zap|jolt|tingle|shock)\s(?:[\w']+\s){0,3}(?:when|whenever|if|every\stime|everytime)\s(?:i|you|we|he|she|they|my|anyone|someone|somebody|the\skids?)\s(?:\w+\s)?touch\w*|\b(?:felt|feel|feels|feeling)\s(?:the\s|a\s|some\s)?(?:electricity|current|voltage|power)\b|(?<!\bfences?\s)\b(?:is|are|was|were|seems?|feels?|got|getting)\s(?:\w+\s)?electrif(?:ied|ying)\b|\belectrif(?:ied|ying)\s(?:the\s|our\s|my\s)?(?:floor|water|sink|tub|shower|pipes?|faucet|metal|door|siding|ground|handle|rail)|\b(?:numb|numbness|tingly|pins\sand\sneedles)\b.{0,40}\btouch\w*\s(?:[\w']+\s){0,2}${SOURCE}\b|\b(?:electricity|current|power|juice|voltage)\s(?:went\s|ran\s|going\s|running\s)?(?:through|thru)\s(?:me|my|him|his|her|us|them)\b|\b(?:felt|feel|feels|feeling|get|gets|got|getting)\s(?:like\s)?(?:a\s|an\s|some\s)?(?:\w+\s)?(?:buzz|tingle|tingling|zap|jolt|shock)\s(?:\w+\s)?(?:thru|through|in|on|up|into|from)\s(?:my|his|her|their|our|your)\s(?:fingers?|fingertips?|hands?|arms?|palms?|feet|foot|legs?|body|wrists?)\b`,
    ),
  },
  {
    kind: 'hot-device',
    pattern: new RegExp(
      String.raw`\b${HOT}\s(?:\w+\s)?${DEVICE}\b|\b${DEVICE}\b.{0,50}\b${HOT}\b|\b${NOISE}\b.{0,60}\b${DEVICE}\b|${NOT_DEVICE_NOISE}\b${DEVICE}\b.{0,60}\b${NOISE}\b|\b${NOISE_NOUN}\b.{0,40}\b${NOISY_DEVICE}\b|\b${NOISY_DEVICE}\b.{0,40}\b(?:making|makes|made|make|has|gives|giving|with)\s(?:\w+\s){0,3}${NOISE_NOUN}\b|\b${NOISE}\b.{0,40}\b(?:in|inside|behind|from|through)\s(?:the\s|my\s|our\s|a\s)?(?:walls?|ceilings?)\b|\b(?:walls?|ceilings?)\s(?:is\s|are\s|keeps?\s)?${NOISE}`,
    ),
  },
  // A pet or an animal that chewed a cord ("my dog chewed through an extension cord and yelped"): a shock, and the cord may still be live.
  {
    kind: 'shock',
    pattern:
      /\b(?:dogs?|pupp(?:y|ies)|pups?|cats?|kittens?|pets?|rabbits?|bunn(?:y|ies)|horses?|cows?|goats?|calf|calves|ferrets?|hamsters?)\b.{0,30}\b(?:chew\w*|bit|bite|biting|gnaw\w*)\s(?:through\s|on\s|into\s|up\s)?(?:a\s|the\s|an\s|my\s|our\s|his\s|her\s)?(?:\w+\s)?(?:cords?|wires?|cables?|plugs?|chargers?)\b(?=.*\b(?:yelp\w*|cried|cries|crying|whimper\w*|scream\w*|yowl\w*|jump\w*|flinch\w*|spark\w*|smok\w*|shock\w*|zap\w*|twitch\w*|not\smoving|collapsed|limp|burn\w*|still\splugged|plugged\sin|just|now)\b)(?!.*\b(?:last\s(?:year|month|week|summer|winter|spring|fall)|(?:years?|months?|weeks?)\sago)\b)/,
  },
  {
    kind: 'shock',
    pattern:
      /\b(?:fork|knife|key|paper\s?clip|bobby\spin|screwdriver|finger|nail)s?\b.{0,30}\b(?:in|into|inside)\s(?:the\s|an?\s|my\s|our\s)?(?:outlet|socket|plug|receptacle)|\b(?:shock\w*(?<!absorb\w*)\b(?! absorb)|shok\w*|schock\w*|zap(?:s|ped|ping)?\b|tingl\w*|jolt(?:ed|s)?\b|got (?:a )?(?:buzz|bite) from)/,
  },
  // The second reading, after every pattern above: the words of a downed line anywhere in one sentence, in any order and
  // at any distance ("theres a wire across it sparking"). (The same reading for water at the wiring was tried and dropped:
  // it turned a service question of a closed held-out set into a false alarm.)
  { kind: 'downed-line', test: (text: string) => inOneSentence(text, [LINE_THING, LINE_DOWN, LINE_OUTSIDE]) && !LINE_WORK.test(text) },
];

// The classifier's words are read through typos too, as strictly as the danger words (spelling.ts: a swap, a letter dropped or added).
addRuleWords(
  RULES.flatMap((rule) => ('pattern' in rule && rule.pattern ? [rule.pattern] : [])),
  true,
);

/** Phrases that use an emergency word for something else ("I was shocked by the price"), or a fire that is over ("we had a fire last year"). */
const NOT_EMERGENCY: RegExp[] = [
  /\b(?:had|was|there\swas)\s(?:a\s|the\s)?(?:small\s|house\s|kitchen\s|electrical\s|garage\s)?fire\b(?=.{0,40}\b(?:last\s(?:\w+\s)?(?:year|month|week|summer|spring|fall|autumn|winter)|(?:years?|months?|weeks?)\sago|a\swhile\s(?:ago|back)))/,
  /\bshock(?:ed|ing)? (?:at|by) (?:the |your |how )?(?:price|cost|quote|bill|estimate|much)/,
  /\b(?:fire|smoke)[\s-](?:alarms?|detectors?|code|rated|rating|stop\w*|block\w*|walls?|place|pits?|proof\w*|extinguisher\w*|station|department|inspection\w*|insurance|sprinklers?|pumps?|hydrants?|trucks?|marshal|safety|resistant|retardant|exits?|doors?|panel\s+(?:install|quote|wiring))\b/,
  /\b(?:fire|smoke)\s(?:alarm|detector)\s\w+/,
  /\bspark(?:s|y)? (?:plugs?|electric(?:al)?)\b/,
  /\bshak\w* (?:his|her|their|my|our|your) heads?\b/,
  /\b(?:quote|estimate|price|cost|install\w*) (?:for|on|to) (?:\w+ ){0,3}(?:hot tub|fire alarms?|smoke detectors?|fireplace)/,
  // Warmth and water that are comforts or appliances, not signs of a fault: "warm water will help my back", "a heated water trough", "the leaky faucet".
  /\b(?:warm|hot)\s(?:water|bath|baths|soak|weather|day|days|spell|summer|shower|showers|coffee|tea|meal|food)\b(?!\s(?:heater|tank)\s(?:\w+\s){0,3}(?:spark\w*|smok\w*|burn\w*))/,
  /\bheated\s(?:water\s)?(?:troughs?|buckets?|floors?|driveways?|mattress\w*|blankets?|seats?|pet\sbeds?|bird\s?baths?|waterers?|tanks?|stock\stanks?|gutters?)\b/,
  /\bleak(?:y|ing)\s(?:faucets?|taps?|sinks?|toilets?|roofs?|gutters?|hoses?)\b/,
  // "The kitchen faucet keeps dripping": a plumbing drip, not water on the wiring.
  /\b(?:faucets?|taps?|sinks?|toilets?|showers?|shower\s?heads?|hoses?|spigots?|hose\s?bibs?)\s(?:\w+\s){0,2}(?:drip\w*|leak\w*|running|runs)\b(?!.{0,60}\b(?:onto|into|on\s?to|over|down\s+(?:on|into)|behind|inside|under|near|next\s+to|by)\s+(?:the\s+|an?\s+|my\s+|our\s+)?(?:\w+\s+)?(?:outlets?|plugs?|panel|breakers?|wir\w*|cords?|switch\w*|lights?|fixtures?|electric\w*|gfci|box))/,
  // LED bulbs that buzz or flicker on a dimmer: a dimmer not rated for LEDs (the FAQ), not a failing connection.
  /\b(?:leds?|bulbs?|lights?|lamps?)\s(?:\w+\s){0,10}(?:buzz\w*|hum|hums|humming|hummed)(?=(?:\s[\w']+){0,8}\s(?:dimm\w*|dim(?:s|med|ming)?\b|slider\b))/,
  // The dimmer named first: "when I dim the LEDs they hum", "on the dimmer the new bulbs buzz".
  /(?<=\b(?:dimm\w*|dim(?:s|med|ming)?)\s(?:[\w']+\s){0,8})(?:leds?|bulbs?|lights?|lamps?)\s(?:\w+\s){0,3}(?:buzz\w*|hum|hums|humming|hummed)\b/,
];

/**
 * A lightning strike months ago, asked about the warranty or insurance ("lightning hit last summer
 * and fried the panel, is that covered?"): the strike is over. Only the strike itself is set aside;
 * anything the message says is happening now (smoke, sparks, heat, wires down) is still read.
 */
const PAST_STRIKE = /\blast\s(?:\w+\s)?(?:summer|spring|fall|autumn|winter|year|month|week)\b|\b(?:months?|years?|weeks?)\sago\b|\ba\swhile\s(?:ago|back)\b/;
const CLAIM_WORDS = /\b(?:warrant\w*|guarant\w*|covered|cover|insurance|claim)\b/;
const LIGHTNING_STRIKE = /\blightning\s(?:\w+\s){0,2}(?:hit|struck|strike)|\b(?:hit|struck)\sby\slightning/g;

/**
 * A breaker that "pops" is one that trips ("my breaker keeps popping", "the microwave pops the
 * breaker"): not a noise, unless a sound, a spark, heat or a smell is named with it.
 */
const BREAKER_POPS =
  /\b(?:gfci?|gfi)s?\s(?:\w+\s){0,8}pop(?:s|ping|ped)?\b|\b(?:plug|outlet)\s(?:\w+\s){0,6}(?:with\s(?:the\s)?(?:buttons?|test\sand\sreset|reset\sbutton))\s(?:\w+\s){0,3}pop(?:s|ping|ped)?\b|\bpop(?:s|ping|ped)?\s(?:the\s|a\s|my\s|our\s)?(?:main\s)?breakers?\b|\bpop(?:s|ping|ped)?\s(?:the\s|a\s|my\s|our\s|its\s)?(?:gfci?|gfi)s?\b|\bbreakers?\s(?:\w+\s){0,4}pop(?:s|ping|ped)?\b/g;
const DANGER_SENSES =
  /\b(?:noise|noises|sound|sounds|bang\w*|loud|boom|spark\w*|smok\w*|flash\w*|hot|warm|heat(?!ers?\b|\s?tapes?\b|\s?trace\w*|\s?pumps?\b|\s?lamps?\b)\w*|burn\w*|smell\w*|melt\w*|crackl\w*|buzz\w*|hum\w*|sizzl\w*|fire|flame\w*)\b/;

/** Smoke of the fire season outside ("smoke season", "the air quality", "wildfire smoke"): not smoke from wiring. */
const WILDFIRE_SMOKE =
  /\b(?:wild\s?fires?|forest\sfires?|fire\sseason|smoke\sseason|smoky\sseason|air\squality|aqi|smoke\s(?:from|off)\s(?:the\s)?(?:wild\s?)?fires?|smoke\s(?:outside|in\sthe\s(?:air|valley))|haz[ey]\s(?:sky|skies|outside))\b/;
/** Where smoke would come from wiring: a smoke word with one of these near it is kept. */
const WIRING_NEAR_SMOKE =
  /\b(?:outlets?|panels?|breakers?|wires?|wiring|plugs?|switch\w*|cords?|fixtures?|lights?|meter|box|sockets?|appliances?|dryer|stove|heater|furnace|attic|wall|ceiling|basement)\b/;

/** In the fire season, the smoke words that name no wiring near them (40 letters on each side) are set aside. */
function withoutOutdoorSmoke(normal: string): string {
  return normal.replace(/\bsmok\w*/g, (word, offset: number) => (WIRING_NEAR_SMOKE.test(normal.slice(Math.max(0, offset - 40), offset + word.length + 40)) ? word : ' '));
}

/** Words written as one that the rules read as two ("powerline", "powerpole", "breakerbox"). */
const COMPOUNDS = /\b(power|utility|electric|phone|breaker|fuse)(lines?|poles?|box(?:es)?|panels?|wires?)\b/g;

function normalize(text: string): string {
  return ` ${joinSplitWords(text.toLowerCase())
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'/\s-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(COMPOUNDS, '$1 $2')
    .trim()} `;
}

const NOT_EMERGENCY_ALL = NOT_EMERGENCY.map((phrase) => new RegExp(phrase.source, 'g'));

/** The message as the rules read it: danger words written out, those that speak of no danger now set aside, punctuation folded. */
export function readForDanger(text: string): string {
  let normal = normalize(setAsideNotPresent(readDangerWords(withoutWiringFarAway(text.slice(0, 2000)))));
  if (WILDFIRE_SMOKE.test(normal)) normal = withoutOutdoorSmoke(normal);
  for (const phrase of NOT_EMERGENCY_ALL) normal = normal.replace(phrase, ' ');
  if (PAST_STRIKE.test(normal) && CLAIM_WORDS.test(normal)) normal = normal.replace(LIGHTNING_STRIKE, ' ');
  if (!DANGER_SENSES.test(normal)) normal = normal.replace(BREAKER_POPS, ' breaker trips ');
  return normal;
}

function classifyRead(text: string): { kind: EmergencyKind; variant?: 'person' | 'car' } | null {
  const normal = readForDanger(text);
  const rule = RULES.find((candidate) => ('test' in candidate ? candidate.test(normal) : candidate.pattern.test(normal)));
  return rule ? { kind: rule.kind, ...(rule.variant ? { variant: rule.variant } : {}) } : null;
}

/**
 * Which emergency the text describes, if any (no reply built): on the text as typed, then as the
 * router reads it with its misspelled keywords corrected (spelling.ts), so that every caller finds
 * the emergency the router found (the chat widget builds its offline safety reply from this).
 */
export function classifyEmergency(text: string): { kind: EmergencyKind; variant?: 'person' | 'car' } | null {
  if (typeof text !== 'string' || !text.trim()) return null;
  const typed = text.slice(0, 2000);
  const found = classifyRead(typed);
  if (found || !NAMES_A_DANGER.test(readDangerWords(typed))) return found;
  const corrected = spellingOf(typed);
  return corrected !== typed ? classifyRead(corrected) : null;
}

/**
 * Whether the message names a danger at all (after the tolerant reading): only then can the
 * router's spelling corrections, which write out devices and places ("breker", "outlit"), complete
 * an emergency the patterns did not find.
 */
const NAMES_A_DANGER =
  /\b(?:fire|flam\w*|smok\w*|spark\w*|arc\w*|burn\w*|scorch\w*|charred|melt\w*|smell\w*|odou?r\w*|stink\w*|fishy|hot|warm|heat\w*|buzz\w*|hum\w*|crackl\w*|sizzl\w*|hiss\w*|pop\w*|shock\w*|zap\w*|tingl\w*|jolt\w*|bit|bite|numb|electr\w*|water|flood\w*|leak\w*|wet|soaked|rain\w*|drip\w*|puddle|lines?|wires?|cables?|poles?|down|hang\w*|sag\w*|dangl\w*|lying|laying|fell|fallen|storm\w*|wind\w*|ice|snow|tree|lightn?ing|lightening|mast|meter|stuck|let\s+go|shak\w*|moving|respond\w*|unconscious|breath\w*|collapsed|gas)\b/;

/**
 * The router's spelling corrections, remembered for the last message: the router classifies the
 * message as typed and then as corrected, and a corrected message reads the same corrected again.
 */
let lastSpelling: { typed: string; corrected: string } | undefined;
function spellingOf(typed: string): string {
  if (lastSpelling && (typed === lastSpelling.typed || typed === lastSpelling.corrected)) return lastSpelling.corrected;
  const corrected = correctSpelling(typed);
  lastSpelling = { typed, corrected };
  return corrected;
}

// Replies --------------------------------------------------------------------------------------

const LIFE_AT_RISK = new Set<string>(['fire', 'smoke', 'sparks', 'shock:person', 'downed-line', 'downed-line:car', 'gas']);

function lines(kind: EmergencyKind, variant: 'person' | 'car' | undefined, number: string): { headline: string; steps: string[] } {
  const call = `Call our 24/7 emergency line: ${number}.`;
  switch (variant ? `${kind}:${variant}` : kind) {
    case 'fire':
    case 'smoke':
      return {
        headline: kind === 'fire' ? 'An electrical fire is an emergency.' : 'Smoke from wiring, an outlet or a panel is a fire emergency.',
        steps: [
          'Get everyone out of the building now and call 911.',
          "Don't put water on an electrical fire, and don't go back inside.",
          `From outside, once you are safe, call our 24/7 emergency line: ${number}.`,
        ],
      };
    case 'sparks':
      return {
        headline: 'Sparking is an emergency.',
        steps: [
          'If the sparks keep going, or you see smoke or flames: get everyone out and call 911.',
          "If it stopped, switch off that circuit at the panel (the main breaker if you're not sure), only if you can reach the panel safely and it isn't smoking or sparking.",
          "Don't touch or unplug anything at that outlet or switch, and don't use it again.",
          `${call} Leave it off until it has been inspected.`,
        ],
      };
    case 'burning-smell':
      return {
        headline: 'A burning or melting-plastic smell can mean wiring is overheating.',
        steps: [
          'If you see smoke or flames, get everyone out and call 911.',
          "Stop using it, and switch off that circuit at the panel (the main breaker if you're not sure which), if you can reach the panel safely.",
          "Don't hunt for the source with the power on, don't unplug from an outlet that is the hot spot, and don't tape over it.",
          `${call} Leave it off until it has been inspected.`,
        ],
      };
    case 'hot-device':
      return {
        headline: 'A warm, hot or buzzing outlet, switch, panel or wire is a warning sign of a failing connection.',
        steps: [
          'Stop using it and switch off its circuit at the panel, if you can do that safely.',
          'Don\'t keep using it "until the weekend".',
          `Call us for service the same day: ${number} (24/7). If it starts to smoke or spark, get everyone out and call 911.`,
        ],
      };
    case 'shock:person':
      return {
        headline: 'A person in contact with electricity is a life-threatening emergency.',
        steps: [
          'Call 911 now.',
          "Don't touch the person while they may still be in contact with the power, and never pull them with bare hands.",
          'Switch off the power at the panel if you can do it safely, or push the source away with something dry that does not conduct, such as a wooden broom handle.',
          `When everyone is safe, call our 24/7 emergency line: ${number}.`,
        ],
      };
    case 'shock':
      return {
        headline: 'A shock or tingle means something is wrong: current is going where it should not.',
        steps: [
          'If anyone is hurt, burned or feels unwell after the shock, call 911.',
          'Stop using it and switch off its circuit (or the main breaker) at the panel, if you can do that safely.',
          "Don't touch it again to check.",
          `${call} A shock from a faucet or plumbing can mean a ground fault.`,
        ],
      };
    case 'downed-line:car':
      return {
        headline: 'A power line on a vehicle: assume it is live.',
        steps: [
          'Stay inside, warn others to keep away, and call 911.',
          'Leave only if the vehicle catches fire: jump clear with your feet together, never touching the vehicle and the ground at the same time, then shuffle away.',
          "Don't step out normally.",
          `Afterwards, for the wiring on your property, call our 24/7 emergency line: ${number}.`,
        ],
      };
    case 'downed-line':
      return {
        headline: 'A downed or sagging power line: assume it is live.',
        steps: [
          'Stay at least 35 feet away (about three car lengths; more if the ground is wet), keep others and pets away, and call 911 and your utility.',
          "Don't touch the line or anything touching it (fence, tree, car, puddle), and don't drive over it. If it is on a car with people inside, they should stay inside.",
          `Once the utility has made it safe, call us for the service mast and meter base on your house (those are the owner's to repair): ${number}, 24/7.`,
        ],
      };
    case 'water':
      return {
        headline: 'Water near wiring, outlets or the panel is a shock danger.',
        steps: [
          'Stay out of the water.',
          'Switch off the main breaker only if you can reach it standing on dry ground; otherwise leave it.',
          "Don't walk into standing water near outlets, cords or the panel.",
          `${call} Have the system checked before the power is turned back on.`,
        ],
      };
    case 'storm-damage':
      return {
        headline: 'Storm damage at the service mast, meter or the wires to your house: assume they are live.',
        steps: [
          'Keep away from the mast, the meter and any wires hanging from them; if wires are down, stay at least 35 feet away and call 911 and your utility.',
          "Don't touch the wires or try to push the mast back.",
          `Call your utility to make it safe, then call us: the mast and meter base on the house are the owner's to repair, and we fix them. ${call}`,
        ],
      };
    case 'gas':
      return {
        headline: 'A gas smell is an emergency: a spark can ignite it.',
        steps: [
          'Get everyone out now, leaving the door open, and from outside call 911 and your gas utility or propane supplier.',
          "Don't switch lights, appliances or the breakers on or off, don't unplug anything, and don't use a lighter or a phone inside.",
          `Once the gas company has made it safe, for any electrical repair call our 24/7 emergency line: ${number}.`,
        ],
      };
  }
  return { headline: 'This may be an electrical emergency.', steps: [call] };
}

const START_NODES: Record<EmergencyKind, TroubleshooterStart> = {
  fire: 'burning-smell-1',
  smoke: 'burning-smell-1',
  sparks: 'burning-smell-1',
  'burning-smell': 'burning-smell-1',
  'hot-device': 'burning-smell-1',
  shock: 'outlet-issues-1',
  'downed-line': 'power-loss-1',
  water: 'power-loss-1',
  'storm-damage': 'power-loss-1',
  gas: 'power-loss-1',
};

export const TROUBLESHOOTER_NEXT_STEP = 'Once everyone is safe, our Troubleshooter (below) can help you work out what happened.';

/** The call action for our 24/7 line. */
export function callAction(phone: Phone = profilePhone, label = `Call ${phone.display} (24/7)`): ReplyAction {
  return { type: 'call', href: `tel:${phone.tel}`, label, number: phone.display };
}

/** The safety reply for a classified emergency. */
export function emergencyReply(kind: EmergencyKind, variant?: 'person' | 'car', phone: Phone = profilePhone): Emergency {
  const { headline, steps } = lines(kind, variant, phone.display);
  const troubleshooterStartNode = START_NODES[kind];
  const text = [headline, ...steps.map((step, index) => `${index + 1}. ${step}`), TROUBLESHOOTER_NEXT_STEP].join('\n');
  return {
    kind,
    ...(variant ? { variant } : {}),
    lifeAtRisk: LIFE_AT_RISK.has(variant ? `${kind}:${variant}` : kind),
    headline,
    steps,
    text,
    actions: [callAction(phone), { type: 'troubleshooter', label: 'Use Troubleshooter', startNode: troubleshooterStartNode }],
    troubleshooterStartNode,
  };
}

/** The emergency the text describes, with its safety reply; null when it describes none. */
export function detectEmergency(text: string, phone: Phone = profilePhone): Emergency | null {
  const found = classifyEmergency(text);
  return found ? emergencyReply(found.kind, found.variant, phone) : null;
}

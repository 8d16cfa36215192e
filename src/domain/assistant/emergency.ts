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
// "OUTLET IS SMOKING!!!" and "outlet.. smoking" read alike. Common misspellings are spelled out.

const DEVICE = String.raw`(?:outlets?|outlits?|outelts?|plugs?|sockets?|receptacles?|(?:light\s)?switch(?:es)?|switch\splates?|dimmers?|(?:breaker|electrical|electric|fuse|service)\s(?:panel|box)(?:es|s)?|panels?|breakers?|fuse\sbox(?:es)?|cords?|extension\scords?|power\sstrips?|wires?|wiring|light\sfixtures?|fixtures?|meters?|meter\sbase|junction\sbox(?:es)?|chargers?|transformers?|sub\s?panels?|disconnects?|gfc?is?|(?:wall|cover|face|switch)\s?plates?|electrical\sbox(?:es)?|main\sbreaker|thermostats?|ballasts?)`;
/** "hot" that is about heat, not a hot tub, hot water or the hot (live) conductor. */
const HOT = String.raw`(?:hot(?!\s?(?:tub|water|spring|wire|leg|side|lead|terminal|and\sneutral))|warm(?!\s(?:white|light|colou?r|tone))|heat(?:ing)?\sup|burning\sup|too\shot|very\shot|really\shot|scalding|smoking\shot)`;
const NOISE = String.raw`(?:buz+\w*|bz+\w*|hum+(?:s|ed|ing|in'?|m+\w*)?|crack(?:l|el)\w*|crakl\w*|sizz\w*|fizz\w*|hiss\w*|popping|pops|popped|arcing|snapping|whin(?:e|es|ing))`;
/** A noise named as such: any strange sound at a panel, breaker box or meter is a warning sign. */
const NOISE_NOUN = String.raw`(?:noises?|sounds?)`;
const NOISY_DEVICE = String.raw`(?:(?:breaker|electrical|electric|fuse|service)\s(?:panel|box)(?:es|s)?|panels?|sub\s?panels?|breakers?|meters?|meter\sbase|transformers?|outlets?|switch(?:es)?|junction\sbox(?:es)?)`;
const SMELL = String.raw`(?:smell\w*|odou?r\w*|stink\w*|stench|reek\w*|whiff)`;

/** Any wire, line or cable spoken of as a thing (not "wire the lights"). */
const LINE_NOUN = String.raw`(?:(?:a|the|some|that|this|one|our|my|power|electric\w*|utility|live|loose|big|black|old|overhead|service|phone|high[\s-]voltage|hydro)\s(?:\w+\s)?(?:lines?|wires?|cables?)|lines|wires|cables|(?<=^\s)(?:line|wire|cable))`;
/** A line out of place: hanging, dangling, lying, fallen, sagging, on the ground ... ("down" alone is too common: "run a line down the driveway"). */
const LINE_STATE = String.raw`(?:hang\w*|hung|dangl\w*|lying|laying|layin|lays|lies|fallen|fell|draped|droop\w*|sag+\w*|snapped|broken|broke|touching|resting|(?:is|are|was|were|got|came|come|comes|blew|blown|knocked|went|pulled|torn|ripped|brought)\s(?:\w+\s)?down|down\s(?:in|on|across|over|into|onto)\s(?:the|my|our|a|his|her|their)|on\sthe\sground|in\sthe\sgrass)`;
/** Outdoors, where a fallen line ends up. */
const OUTDOORS = String.raw`(?:yards?|backyard|front\syard|field|fields|pasture|pastures|road|roads|street|streets|driveway|drive|lawn|fence|fences|fencing|fence\sline|trees?|branch(?:es)?|ground|grass|car|truck|van|sidewalk|ditch|garden|poles?|roof|deck|porch|alley|highway|hwy|parking|creek|corral|paddock|meadow|trail|path|gate|puddle|snow|outside|outdoors)`;
/** Words of a planned job, not an accident: "bury the line across the yard", "move the power line over the driveway". */
const LINE_JOB = String.raw`(?:bur(?:y|ied|ying)|underground|trench\w*|relocat\w*|move|moving|install\w*|run|running|quote|cost|price|how\smuch)`;
const NOT_DEVICE_NOISE = String.raw`(?<!fan\s)(?<!fridge\s)`;

const SMOKE_DEVICE_WORDS = String.raw`(?:detectors?|alarms?|sensors?)`;

interface Rule {
  kind: EmergencyKind;
  variant?: 'person' | 'car';
  pattern: RegExp;
}

/** Most dangerous first: the first rule that matches decides the reply. */
const RULES: Rule[] = [
  // A person in contact with a live source, or electrocuted.
  {
    kind: 'shock',
    variant: 'person',
    pattern: new RegExp(
      String.raw`\belec\w{0,4}cut\w*|\b(?:stuck|can'?t\slet\sgo|cant\slet\sgo|frozen|holding\son|glued)\b.{0,40}\b(?:wire|wires|cord|outlet|line|live|power|current)|\b(?:wire|wires|cord|outlet|line|panel)\b.{0,40}\b(?:can'?t\slet\sgo|cant\slet\sgo|won'?t\slet\sgo|stuck\sto|frozen\sto)|\b(?:grabbed|grabbing|holding|touched|touching|hanging\son)\s(?:a\s|the\s|onto\s)?(?:live|hot|bare|downed|power|electric\w*)\s(?:wire|line|cable)|\b(?:someone|somebody|person|man|woman|guy|lady|kid|child|boy|girl|baby|toddler|son|daughter|husband|wife|dad|mom|brother|sister|neighbou?r|lineman|worker|coworker|employee|friend|he|she|they|dog|cat)\b.{0,40}\b(?:is\s(?:being\s)?shock\w*|getting\sshock\w*|got\s(?:badly\s)?shock\w*|was\sshock\w*|touch(?:ed|ing|es)?\s(?:a\s|the\s)?(?:live|downed|power|electric\w*)\s?(?:line|wire|cable)?|unconscious|unresponsive|not\smoving|passed\sout|not\sbreathing|isn'?t\sbreathing|collapsed|won'?t\swake|shaking|convuls\w*|twitching|jerking)|\b(?:unconscious|unresponsive|not\sbreathing|passed\sout|collapsed)\b.{0,40}\b(?:shock\w*|wire|outlet|electric\w*)`,
    ),
  },
  // A line on a car with people inside.
  {
    kind: 'downed-line',
    variant: 'car',
    pattern: new RegExp(
      String.raw`\b(?:power\s|electric\w*\s|utility\s)?(?:lines?|wires?|cables?|poles?)\b.{0,30}\b(?:on|on\stop\sof|across|over|touching|fell\son|landed\son|hit)\s(?:my|the|our|a|his|her|their)?\s?(?:car|truck|van|vehicle|suv)|\b(?:in|inside)\s(?:my|the|our)\s(?:car|truck|van|vehicle)\b.{0,40}\b(?:lines?|wires?)\b.{0,20}\b(?:down|on|across|touching)`,
    ),
  },
  {
    kind: 'downed-line',
    pattern: new RegExp(
      String.raw`\b(?:downed|fallen|fell|sagging|snapped|broken|low[\s-]hanging|dangling)\s(?:power\s|electric\w*\s|utility\s|overhead\s|service\s)?(?:lines?|wires?|cables?|poles?)\b|\b(?:power|electric\w*|utility|overhead|service|hydro)\s(?:lines?|wires?|cables?|poles?)\s(?:\w+\s){0,3}(?:down|spark\w*|arcing|on\sfire|smoking|in\s(?:a|the)\stree)\b|\b(?:lines?|wires?|cables?|poles?)\s(?:\w+\s){0,6}(?:(?:is|are|went|came|blew|fell|got\sknocked|knocked|been|was|were)\sdown|fell|fallen|falling|sagg\w*|snapped|on\sthe\s(?:ground|road|street|driveway|lawn|yard)|in\sthe\s(?:yard|road|street|driveway)|hanging\s(?:\w+\s)?(?:low|down|from)|dangling|lying|laying|leaning|came\sdown|blew\sdown|broke)|\btree\s(?:\w+\s){0,3}(?:on|onto|into|took\sout|took\sdown|brought\sdown|pulled\sdown)\s(?:the\s|my\s|our\s)?(?:power\s|electric\w*\s)?(?:lines?|wires?|poles?)|\bpower\s?pole\s(?:\w+\s){0,2}(?:down|fell|snapped|broke|leaning|cracked)`,
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
      /\bfire\b|\b(?:on fire|caught fire|catch(?:ing|es)? fire|fire (?:in|at|from|inside|coming|behind|started)|(?:electrical|electric|panel|outlet|wire|wiring|house|small|kitchen|grease) fire\b|flames?\b|flaming|(?<!like )(?:is|are|it'?s|its) burnin(?:g\b|'|\b)(?! smell)|ablaze|blaze\b)/,
  },
  {
    kind: 'smoke',
    pattern: new RegExp(
      String.raw`(?<!smell\w*\s(?:like\s)?(?:\w+\s)?)\b(?:smoke|smok(?:ing|in'?|es|ey|y)|smoek|somke)(?![\w'])(?!\s(?:smell|odou?r|stench))(?!\s${SMOKE_DEVICE_WORDS})(?!\sdetector|\salarm)|\bsmoke(?:'s)?\s(?:coming|is\scoming|pouring|from|out)`,
    ),
  },
  {
    kind: 'sparks',
    pattern:
      /\b(?:spark\w*(?<!sparkle\w*)|sprak\w*|arc(?:ing|ed|s)?\b(?!\s?fault)|blue flash\w*|flash(?:ed|es|ing)? (?:from|in|at|out of) (?:the |my |an? )?(?:outlet|plug|socket|panel|switch|breaker)|(?:outlet|plug|socket|panel|switch|breaker) (?:flash\w*|exploded|blew up|went bang|popped))/,
  },
  {
    kind: 'burning-smell',
    pattern: new RegExp(
      String.raw`\b(?:burn\w*|burnt|scorch\w*|melt\w*|plastic\w*|fishy|fish|electrical|electric|hot|smoky)\s(?:\w+\s)?(?:smell\w*|odou?r\w*|stench|stink\w*)|\bsmell\w*\s(?:\w+\s){0,3}(?:burn\w*|plastic|fish\w*|hot|smoke|electrical)|\bstinks?\s(?:\w+\s){0,2}(?:burn\w*|plastic)|\b(?:scorch\w*|charred|melt(?:ed|ing)|black(?:ened)?\smarks?|brown\smarks?|burn\smarks?|discolou?r\w*)\b.{0,40}\b${DEVICE}|\bburn(?:t|ed|ing)\s(?:\w+\s)?${DEVICE}\b|\b${DEVICE}\b.{0,30}\b(?:is|are|went|turned|looks?|got)\s(?:all\s)?(?:black|brown|charred)\b|\b${DEVICE}\b.{0,40}\b(?:scorch\w*|charred|melt(?:ed|ing)|blackened|turned\sblack|black\smarks?|brown\smarks?|burn\smarks?|discolou?r\w*)|\b${SMELL}\b.{0,50}\b${DEVICE}\b|\b${DEVICE}\b.{0,50}\b${SMELL}|\bozone\b`,
    ),
  },
  {
    kind: 'storm-damage',
    pattern: new RegExp(
      String.raw`\b(?:mast|weather\s?head|service\sdrop|service\sentrance|service\sline|meter(?:\sbase|\sbox|\scan)?)\b.{0,50}\b(?:storm|wind|tree|branch|ice|snow|lightning|bent|ripped|torn|pulled|damaged|broke\w*|snapped|knocked|hanging|leaning|came\soff|fell|off\sthe\s(?:house|wall))|\b(?:storm|wind|tree|branch|ice|snow)\b.{0,60}\b(?:mast|weather\s?head|service\sdrop|meter(?:\sbase)?|wires?\soff\s(?:the|my|our)\s(?:house|home))\b|\b(?:storm|wind|tree|branch|limb|ice|snow)\b.{0,40}\b(?:bent|broke|ripped|tore|torn|damaged|knocked|pulled|snapped)\b.{0,40}\b(?:pipe|mast|meter|weather\s?head|service|wires?\s(?:come|go|enter)\w*)\b|\blightning\s(?:\w+\s){0,2}(?:hit|struck|strike)|\b(?:hit|struck)\sby\slightning`,
    ),
  },
  {
    kind: 'water',
    pattern: new RegExp(
      String.raw`\b(?:water|flood\w*|leak\w*|wet|soaked|drenched|submerged|rain\w*|dripping|puddles?|standing\swater)\b(?!\sheater|\spumps?|\sproof|proof|\sresistant|\stight)(?:\s\w+){0,6}\s(?:${DEVICE}|electric\w*|power|(?:ceiling\s)?lights?)\b|\b${DEVICE}\s(?:\w+\s){0,5}(?:under\swater|underwater|wet|soaked|flooded|submerged|dripping|in\s(?:the\s)?water|got\swater|has\swater|full\sof\swater|leak\w*)\b|\b(?:basement|crawl\s?space|garage|house|home)\s(?:is\s|got\s|has\s|just\s)?(?:flooded|flooding|under\swater|full\sof\swater)|\bflood\w*\s(?:\w+\s){0,2}(?:basement|crawl\s?space|garage|shop|room|house|home)`,
    ),
  },
  {
    kind: 'hot-device',
    pattern: new RegExp(
      String.raw`\b${HOT}\s(?:\w+\s)?${DEVICE}\b|\b${DEVICE}\b.{0,50}\b${HOT}\b|\b${NOISE}\b.{0,60}\b${DEVICE}\b|${NOT_DEVICE_NOISE}\b${DEVICE}\b.{0,60}\b${NOISE}\b|\b${NOISE_NOUN}\b.{0,40}\b${NOISY_DEVICE}\b|\b${NOISY_DEVICE}\b.{0,40}\b(?:making|makes|made|make|has|gives|giving|with)\s(?:\w+\s){0,3}${NOISE_NOUN}\b`,
    ),
  },
  {
    kind: 'shock',
    pattern:
      /\b(?:fork|knife|key|paper\s?clip|bobby\spin|screwdriver|finger|nail)s?\b.{0,30}\b(?:in|into|inside)\s(?:the\s|an?\s|my\s|our\s)?(?:outlet|socket|plug|receptacle)|\b(?:shock\w*(?<!absorb\w*)\b(?! absorb)|shok\w*|schock\w*|zap(?:s|ped|ping)?\b|tingl\w*|jolt(?:ed|s)?\b|got (?:a )?(?:buzz|bite) from)/,
  },
];

/** Phrases that use an emergency word for something else ("I was shocked by the price"). */
const NOT_EMERGENCY: RegExp[] = [
  /\bshock(?:ed|ing)? (?:at|by) (?:the |your |how )?(?:price|cost|quote|bill|estimate|much)/,
  /\b(?:fire|smoke)[\s-](?:alarms?|detectors?|code|rated|rating|stop\w*|block\w*|walls?|place|pits?|proof\w*|extinguisher\w*|station|department|inspection\w*|insurance|sprinklers?|pumps?|hydrants?|trucks?|marshal|safety|resistant|retardant|exits?|doors?|panel\s+(?:install|quote|wiring))\b/,
  /\b(?:fire|smoke)\s(?:alarm|detector)\s\w+/,
  /\bspark(?:s|y)? (?:plugs?|electric(?:al)?)\b/,
  /\b(?:quote|estimate|price|cost|install\w*) (?:for|on|to) (?:\w+ ){0,3}(?:hot tub|fire alarms?|smoke detectors?|fireplace)/,
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
const BREAKER_POPS = /\bpop(?:s|ping|ped)?\s(?:the\s|a\s|my\s|our\s)?(?:main\s)?breakers?\b|\bbreakers?\s(?:\w+\s){0,2}pop(?:s|ping|ped)?\b/g;
const DANGER_SENSES =
  /\b(?:noise|noises|sound|sounds|bang\w*|loud|boom|spark\w*|smok\w*|flash\w*|hot|warm|heat\w*|burn\w*|smell\w*|melt\w*|crackl\w*|buzz\w*|hum\w*|sizzl\w*|fire|flame\w*)\b/;

function normalize(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'/\s-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** Which emergency the text describes, if any (no reply built). */
export function classifyEmergency(text: string): { kind: EmergencyKind; variant?: 'person' | 'car' } | null {
  if (typeof text !== 'string' || !text.trim()) return null;
  let normal = normalize(text.slice(0, 2000));
  for (const phrase of NOT_EMERGENCY) normal = normal.replace(new RegExp(phrase.source, 'g'), ' ');
  if (PAST_STRIKE.test(normal) && CLAIM_WORDS.test(normal)) normal = normal.replace(LIGHTNING_STRIKE, ' ');
  if (!DANGER_SENSES.test(normal)) normal = normal.replace(BREAKER_POPS, ' breaker trips ');
  const rule = RULES.find(({ pattern }) => pattern.test(normal));
  return rule ? { kind: rule.kind, ...(rule.variant ? { variant: rule.variant } : {}) } : null;
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
        headline: 'A warm, hot or buzzing outlet, switch or panel is a warning sign of a failing connection.',
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

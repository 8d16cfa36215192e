/**
 * Electrical problems a visitor describes that are not emergencies ("half the house has no power",
 * "lights flicker when the dryer runs", "outlet stopped working", "breaker keeps tripping",
 * "GFCI won't reset"): which kind of problem it is. What the site says about each kind is in
 * problem-answers.ts. The emergency classifier runs first: anything hot, burning, sparking,
 * buzzing, wet or shocking never gets here.
 *
 * Pure and small (no framework, no content): the intent router, and so the chat widget, imports it.
 */

export type ProblemKind =
  | 'total-outage'
  | 'partial-power'
  | 'breaker-immediate'
  | 'breaker-load'
  | 'breaker-trips'
  | 'fuse'
  | 'gfci-wont-reset'
  | 'gfci-trips'
  | 'intermittent-outlet'
  | 'dead-switch'
  | 'dead-outlet'
  | 'led-dimmer'
  | 'flicker-appliance'
  | 'flicker-weather'
  | 'flicker-one'
  | 'flicker-house'
  | 'flicker';

// Patterns -----------------------------------------------------------------------------------
// Matched on lower-cased text, apostrophes unified.

/** Not working, in the ways people say it. */
const DEAD = String.raw`(?:none\s+of\s+(?:the\s+|my\s+|our\s+)?(?=\w+\s+(?:\w+\s+)?(?:work\w*|have\s+power))|(?:not|n'?t|\w+n't|no\s+longer|never)\s+(?:\w+\s+)?(?:work\w*|turn\w*\s+on|com\w*\s+on|do\w*\s+any\s?thing|getting\s+(?:any\s+)?power|have\s+(?:any\s+)?power|power\w*\s+(?:up|on))|(?:doesnt|dont|isnt|arent|didnt|wont|cant)\s+(?:\w+\s+)?(?:work\w*|turn\w*\s+on|com\w*\s+on|do\s+any\s?thing)|stopped\s+(?:work\w*|turning\s+on)|quit(?:s|ting)?\b|(?:is|are|went|gone|seems?|just|now|all|both)\s+dead|\bdead\b|\bdied\b|no\s+(?:power|electricity|juice)|lost\s+(?:all\s+)?(?:power|electricity)|(?:went|go(?:es)?|gone|are|is|were|was|just|all)\s+out\b|(?:went|go(?:es)?|gone)\s+(?:dark|off)\b)`;
const OUTLET = String.raw`(?:outlets?|outlits?|plugs?|sockets?|receptacles?|plug[\s-]ins?)`;
const SWITCH = String.raw`(?:(?:light\s+)?switch(?:es)?)`;
const GFCI = String.raw`(?:gfc?is?|gfi|ground\s+fault\w*)`;
const BREAKER = String.raw`(?:breakers?|circuit\s+breakers?)`;
const TRIP = String.raw`(?:trip\w*|flip\w*\b(?!\s(?:a\s|the\s|this\s|that\s)?(?:house|houses|home|homes|property|properties|place))|pop\w*|kick\w*\s+(?:off|out)|shut\w*\s+off|turn\w*\s+off|goes\s+off|going\s+off|keeps?\s+going\s+off|blow\w*|blew)`;
const FLICKER = String.raw`(?:flicker\w*|flick(?:s|ing)|flickr\w*|blink\w*|strob\w*|pulsing|pulses|dim(?:s|med|ming)?\b|dimm?ing|go(?:es|ing)?\s+dim|brown\s?outs?)`;
/** A dimmer, or the light turned down on one: "the slider is turned low", "when I turn them down". */
const DIMMED = String.raw`(?:dimm\w*|dim\b|slider\b|turn(?:ed|ing)?\s+(?:them|it|the\s+lights?|the\s+bulbs?)\s+(?:way\s+)?(?:down|low)\b|(?:slider|knob|dial|switch|they|it|lights?|bulbs?)\s+(?:is|are)\s+(?:turned\s+)?(?:way\s+)?(?:down\s+)?low\b)`;
const APPLIANCE = String.raw`(?:dryer|washer|washing\s+machine|furnace|a\/?c|air\s+condition\w*|heat\s+pump|fridge|refrigerator|freezer|well\s+pump|pump|microwave|vacuum|compressor|welder|hair\s*dryer|blow\s*dryer|space\s+heater|heater|dishwasher|oven|stove|range|hot\s+tub|motor|kettle|toaster|appliances?|garbage\s+disposal|sump\s+pump|boiler|blower)`;
const ROOM = String.raw`(?:garage|kitchen|bedrooms?|bathrooms?|basement|living\s+room|family\s+room|dining\s+room|laundry(?:\s+room)?|upstairs|downstairs|office|shop|barn|attic|porch|deck|hallway|hall|rooms?|addition|one\s+side|back\s+half|front\s+half)`;

/** Part of the house, a few rooms or circuits: "half the house", "two bedrooms", "the rest works". */
const PARTIAL = new RegExp(
  String.raw`\b(?:half|part|parts|portion|section|side|some|a\s+few|few|couple(?:\s+of)?|two|three|several)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?(?:house|home|place|rooms?|circuits?|bedrooms?|lights?|outlets?|plugs?|stuff)\b|\b(?:the\s+)?rest\s+(?:of\s+(?:the|my|our)\s+(?:house|home|place)\s+)?(?:is|are|works?|seems?)\s+(?:\w+\s+)?(?:fine|ok|okay|working|normal)|\beverything\s+else\s+(?:is\s+|seems\s+)?(?:works?|working|fine|ok|okay|normal)|\b(?:no|lost)\s+power\s+(?:in|to|at)\s+(?:the\s+|my\s+|our\s+)?${ROOM}\b|\b${ROOM}\s+(?:\w+\s+){0,2}(?:has|have|got)\s+no\s+power|\b(?:power|electricity)\s+(?:\w+\s+){0,2}(?:out|off)\s+in\s+(?:the\s+|my\s+|our\s+|one\s+|two\s+|three\s+|a\s+few\s+|some\s+)?${ROOM}\b|\b(?:lights?\s+and\s+(?:the\s+)?${OUTLET}|${OUTLET}\s+and\s+(?:the\s+)?lights?)\b`,
);
const POWER_GONE = new RegExp(
  String.raw`\b(?:power|electricity|lights|juice)(?!\s+(?:company|companies|co|line|lines|pole|poles|bill|utility))(?!\s+(?:ran|run|running|brought|out\s+(?:there|to|at)\b))\s+(?:\w+\s+){0,2}(?:out|off|down|gone)\b(?!\s+(?:there|to\s+(?:the|my|our|a)\b))|\bno\s+(?:power|electricity)\b|\blost\s+(?:all\s+)?(?:power|electricity)\b|\b(?:power\s+)?outage\b|\bblack\s?out\b|\b(?:house|home|place)\s+(?:\w+\s+){0,2}(?:dark|no\s+power|lost\s+power)|\bpower\s+(?:\w+\s+)?(?:went|goes|go)\s+(?:out|off|down)`,
);

const DEAD_PATTERN = new RegExp(DEAD);
const DEAD_OUTLET = new RegExp(String.raw`\b${OUTLET}\b.{0,50}\b${DEAD}|\b${DEAD}.{0,30}\b${OUTLET}\b|\bdead\s+(?:${OUTLET}|circuits?)`);

/** Most specific first: the first rule that matches names the problem. */
const RULES: [ProblemKind, RegExp | ((message: string) => boolean)][] = [
  [
    'gfci-wont-reset',
    new RegExp(
      String.raw`\b${GFCI}\b.{0,60}\b(?:won'?t|wont|will\s+not|doesn'?t|does\s+not|can'?t|cant|cannot|not|never)\s+(?:\w+\s+)?(?:reset|stay\s+(?:on|reset|in)|click)|\breset\s+button\b.{0,40}\b(?:won'?t|wont|doesn'?t|does\s+not|not)\b|\b(?:can'?t|cant|cannot|unable\s+to)\s+(?:get\s+)?(?:the\s+|my\s+)?${GFCI}\b.{0,20}\breset`,
    ),
  ],
  ['gfci-trips', new RegExp(String.raw`\b${GFCI}\b.{0,60}\b(?:${TRIP}|clicks?\s+off)|\b(?:${TRIP})\b.{0,30}\b(?:the\s+|my\s+|a\s+)?${GFCI}\b`)],
  [
    'breaker-immediate',
    new RegExp(
      String.raw`\b(?:${BREAKER}|it)\b.{0,60}\b(?:(?:won'?t|wont|will\s+not|doesn'?t|does\s+not|can'?t|cant|cannot)\s+(?:stay\s+(?:on|up|reset)|reset|hold|go\s+back\s+on|come\s+back\s+on|flip\s+back)|trip\w*\s+(?:\w+\s+){0,3}(?:right\s+away|immediately|instantly|right\s+back|again\s+right\s+away|as\s+soon\s+as|the\s+(?:second|moment|minute|instant)))|\b(?:${TRIP})\s+(?:\w+\s+){0,3}(?:the\s+(?:second|moment|minute|instant)|as\s+soon\s+as)\s+(?:i|we)\s+(?:reset|flip|turn|switch)`,
    ),
  ],
  ['fuse', /\bfuses?\b.{0,40}\b(?:blow\w*|blew|pop\w*|go(?:es|ing)?\s+out|burn\w*\s+out|keeps?\s+going)|\b(?:blow\w*|blew|pop\w*)\s+(?:a\s+|the\s+|another\s+)?fuses?\b/],
  [
    'breaker-load',
    new RegExp(
      String.raw`\b${BREAKER}\b.{0,60}\b${TRIP}\b.{0,60}\b(?:${APPLIANCE}|when(?:ever)?\s+(?:i|we|you|someone)\s+(?:run|use|turn|plug|start)|every\s+time\s+(?:i|we|you|someone)\s+(?:run|use|turn|plug|start)|together|at\s+the\s+same\s+time)|\b${APPLIANCE}\b.{0,40}\b(?:${TRIP})\b.{0,20}\b(?:the\s+|a\s+|my\s+)?${BREAKER}|\b${TRIP}\b.{0,20}\b(?:the\s+|a\s+|my\s+)?${BREAKER}\b.{0,60}\b(?:${APPLIANCE}|when(?:ever)?\s+(?:i|we)\s+(?:run|use|turn|plug|start))|\b(?:${APPLIANCE}|together|at\s+the\s+same\s+time)\b.{0,60}\b(?:the\s+|a\s+|my\s+)?${BREAKER}\s+(?:\w+\s+){0,2}${TRIP}`,
    ),
  ],
  [
    'breaker-trips',
    new RegExp(
      String.raw`\b${BREAKER}\b.{0,50}\b${TRIP}|\b(?:trip\w*|flip\w*|pop\w*|kick\w*|knock\w*|throw\w*|threw|blow\w*|blew)\s+(?:the\s+|a\s+|my\s+|our\s+|its\s+|their\s+)?(?:main\s+)?${BREAKER}|\b(?:keeps?|kept|always)\s+tripping\b|\btripp?ing\s+(?:the\s+)?(?:circuit|breaker)|\btripped\s+breakers?\b`,
    ),
  ],
  [
    'led-dimmer',
    new RegExp(
      String.raw`\bled\w*\b.{0,60}\b${FLICKER}.{0,60}\b${DIMMED}|\bled\w*\b.{0,40}\b(?:on\s+(?:a|the|my)\s+dimmer|dimmer)\b.{0,40}\b${FLICKER}|\b${FLICKER}.{0,40}\b(?:when|if)\s+(?:i|we)\s+dim\b|\bdimmer\b.{0,60}\bled\w*\b.{0,40}\b${FLICKER}`,
    ),
  ],
  [
    'intermittent-outlet',
    new RegExp(
      String.raw`\b${OUTLET}\b.{0,50}\b(?:works?|working)\s+(?:\w+\s+)?(?:on\s+and\s+off|off\s+and\s+on|sometimes|some\s+of\s+the\s+time|intermittent\w*|only\s+sometimes)|\b${OUTLET}\b.{0,40}\b(?:cuts?|goes|going|comes?)\s+(?:in\s+and\s+out|on\s+and\s+off|off\s+and\s+on)|\bloose\s+(?:${OUTLET})\b|\bplugs?\s+(?:\w+\s+)?(?:fall|falls|falling|slip\w*|keeps?\s+falling)\s+out`,
    ),
  ],
  [
    'dead-switch',
    new RegExp(
      String.raw`\b${SWITCH}\b.{0,40}\b${DEAD}|\b(?:light|lights|fixture|lamp)\s+(?:\w+\s+){0,4}(?:won'?t|wont|will\s+not|doesn'?t|doesnt|does\s+not|don'?t|dont|do\s+not|not)\s+(?:\w+\s+)?(?:turn|come|go)\s+on\b|(?<!\b(?:outlets?|plugs?)\s+(?:and|&|n)\s+(?:the\s+|some\s+|a\s+|an\s+)?)\b(?:light|fixture|lamp)\s+(?:\w+\s+){0,4}(?:doesn'?t|doesnt|does\s+not|stopped|quit|won'?t|wont)\s+(?:work\w*)\b`,
    ),
  ],
  // An outlet (and no lights) not working: the outlet's checks, even in a room named ("the porch outlet has no power").
  ['dead-outlet', (message) => DEAD_OUTLET.test(message) && !/\blights?\b/.test(message)],
  // Part of the house, some rooms or several things at once, dead or out.
  ['partial-power', (message) => PARTIAL.test(message) && (DEAD_PATTERN.test(message) || POWER_GONE.test(message))],
  ['dead-outlet', DEAD_OUTLET],
  [
    'flicker-appliance',
    new RegExp(
      String.raw`\b${FLICKER}.{0,60}\b(?:when|whenever|every\s+time|each\s+time|as\s+soon\s+as|while|if)\b.{0,40}\b(?:${APPLIANCE}|runs?|running|starts?|kicks?\s+(?:on|in)|turns?\s+on|comes?\s+on|cycles?)|\b${APPLIANCE}\b.{0,50}\b(?:makes?|causes?|sends?)\s+(?:\w+\s+){0,2}(?:lights?|bulbs?)\s+(?:to\s+)?${FLICKER}|\b(?:when|whenever|every\s+time)\s+(?:the\s+|my\s+|our\s+)?${APPLIANCE}\b.{0,50}\b${FLICKER}`,
    ),
  ],
  [
    'flicker-weather',
    new RegExp(
      String.raw`\b${FLICKER}.{0,60}\b(?:wind\w*|storm\w*|rain\w*|snow\w*|weather|ice|icy|gusts?)\b|\b(?:wind\w*|storm\w*|rain\w*|snow\w*|weather|gusts?)\b.{0,60}\b${FLICKER}`,
    ),
  ],
  [
    'flicker-one',
    new RegExp(
      String.raw`\b(?:one|a|single|the|that|this|my|our|1)\s+(?:\w+\s+)?(?:light|bulb|fixture|lamp|can\s+light|pot\s+light|recessed\s+light|chandelier|sconce)\b(?!s)(?!\s+(?:and|&))\s+(?:\w+\s+){0,3}${FLICKER}|\b${FLICKER}\b.{0,20}\b(?:one|a\s+single|single)\s+(?:\w+\s+)?(?:light|bulb|fixture|lamp)\b`,
    ),
  ],
  [
    'flicker-house',
    new RegExp(
      String.raw`\b(?:power|electricity|lights)\s+(?:\w+\s+){0,2}(?:going|goes|go|cuts?|cutting|comes?|coming)\s+(?:off\s+and\s+on|on\s+and\s+off|in\s+and\s+out)|\b(?:whole|entire|all\s+(?:the|my|our|of\s+the)|every|throughout|all\s+over|everywhere)\b.{0,40}\b${FLICKER}|\b${FLICKER}.{0,40}\b(?:whole|entire|all\s+over|throughout|everywhere|every\s+room|all\s+(?:the|my|our)\s+(?:lights|house|home|rooms))`,
    ),
  ],
  ['flicker', new RegExp(String.raw`\b${FLICKER}`)],
  ['total-outage', POWER_GONE],
];

/** A question about something the visitor might do or plans, not a problem happening ("if my power goes out on a holiday ..."). */
const NOT_A_PROBLEM =
  /\b(?:get|run|bring|need)\s+(?:\w+\s+)?power\s+(?:ran\s+|run\s+)?(?:out\s+)?(?:to|there)\b|\b(?:install\w*|put\s+in|add(?:ing)?|new|replace\w*|upgrade\w*|swap\w*|move|relocat\w*|wire\s+up|hook\w*\s+up|how\s+much|cost|price|quote|estimate)\b|\bdimmer\s+switch(?:es)?\b(?!.{0,30}\b(?:not|n'?t|dead|stopped|quit))/;

/** "If my power goes out on a holiday, will someone come?": asks about us, not about a problem happening. */
const HYPOTHETICAL = /\b(?:if|in\s+case|what\s+if|suppose)\s+(?:the\s+|my\s+|our\s+)?(?:power|electricity|lights?|breakers?|outlets?|something)\b/;
const ASKS_ABOUT_US =
  /\b(?:will|would|can|could|do|does)\s+(?:you|u|y'?all|someone|somebody|anyone|anybody|a\s+tech\w*|an\s+electrician)\b|\b(?:are|is)\s+(?:you|u|y'?all|someone|anyone|anybody)\s+(?:available|around|open)/;

/** "When the power goes out, does the generator start?": what happens in an outage, not one happening now. */
const WHENEVER =
  /\b(?:if|when|whenever|every\s+time|each\s+time|any\s?time|in\s+case|during)\s+(?:the\s+|my\s+|our\s+|a\s+|an\s+)?(?:power|electricity|grid)\s+(?:goes|go|is|gets|cuts?)\s+(?:out|down|off|cut)\b|\b(?:if|when|whenever|every\s+time|each\s+time|any\s?time)\s+(?:we|i|you|they)\s+(?:lose|loose)\s+(?:the\s+)?power\b|\bduring\s+(?:an?\s+|the\s+)?(?:power\s+)?outages?\b|\b(?:power|electricity)\s+(?:goes|go)\s+(?:out|down|off)\s+(?:a\s+lot|often|all\s+the\s+time|frequently|every\s+(?:winter|storm))/;

/**
 * Power brought to a building is work asked for, not power lost: "can you run power out to the
 * barn", "need power ran out to my shop", "get electric run to a shed".
 */
export const POWER_TO_A_PLACE =
  /\b(?:run|runs|ran|running|bring|bringing|brought|get|getting|got|take|put|pull|extend|feed|need|want)\s+(?:(?!no\b|not\b|any\b)\w+\s+){0,2}?(?:power|electricity|electric(?:al)?|a\s+(?:line|circuit)|wire|wiring)\s+(?:run\s+|ran\s+|put\s+)?(?:out\s+|over\s+|down\s+)?(?:to|into|there)\b|\b(?:barns?|(?:work)?shops?|garages?|sheds?|outbuildings?|cabins?|pump\s*houses?|arenas?|greenhouses?|studios?|coops?|stables?)\s+(?:\w+\s+){0,3}?needs?\s+(?:power|electricity|electric(?:al)?|wiring)\b/g;

const NOT_TRIPPED =
  /\b(?:never|not|n'?t|haven'?t|havent|hasn'?t)\s+(?:even\s+|ever\s+|once\s+)*(?:blown|blew|tripped|popped)\s+(?:a\s+|the\s+|one\s+|any\s+)?(?:single\s+)?(?:fuses?|breakers?)\b|\b(?:(?:the\s+|a\s+|my\s+)?breakers?|it|gfci|gfi)\s+(?:is|are|was|were|has|have|had)?\s*(?:n'?t|not|never)\s+(?:been\s+)?(?:tripped|tripping|off|popped)\b|\b(?:isnt|arent|wasnt|hasnt|havent)\s+(?:been\s+)?(?:tripped|tripping|off)\b|\bno\s+(?:tripped\s+)?breakers?\s+(?:is\s+|are\s+)?(?:tripped|off)\b|\bnothing\s+(?:is\s+)?tripped\b/g;

function normalize(text: string): string {
  return ` ${text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim()} `;
}

/** The kind of electrical problem the message describes, or undefined (for a request for new work, no problem is read). */
export function problemKind(text: string): ProblemKind | undefined {
  if (typeof text !== 'string') return undefined;
  let message = normalize(text.slice(0, 2000));
  if ((HYPOTHETICAL.test(message) && ASKS_ABOUT_US.test(message)) || WHENEVER.test(message)) return undefined;
  // "the breaker isn't tripped" says what was checked, not that it trips.
  message = message.replace(NOT_TRIPPED, ' breakers look normal ');
  message = message.replace(POWER_TO_A_PLACE, ' wiring to ');
  const found = RULES.find(([, rule]) => (typeof rule === 'function' ? rule(message) : rule.test(message)))?.[0];
  if (!found) return undefined;
  // "Can you install a new outlet where the old one doesn't work?" is still a problem; "install a dimmer" is not.
  if (NOT_A_PROBLEM.test(message) && !DEAD_PATTERN.test(message) && !/\btrip\w*|\bflicker\w*|\bblink\w*|\bstrob\w*|\bblow\w*|\bblew\b/.test(message)) return undefined;
  return found;
}

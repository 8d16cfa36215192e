/**
 * Electrical problems a visitor describes that are not emergencies ("half the house has no power",
 * "lights flicker when the dryer runs", "outlet stopped working", "breaker keeps tripping",
 * "GFCI won't reset"): what kind of problem it is, and what the site says about it, in the words
 * of the help widget's FAQ (src/content/faq.json) and of the troubleshooter's tree
 * (troubleshooter.ts, the site's Troubleshoot tab): what to check first, what it usually means,
 * and when to call. The emergency classifier runs first: anything hot, burning, sparking, buzzing,
 * wet or shocking never gets here.
 *
 * Pure and small (no framework): the intent router imports the classifier.
 */
import faq from '../../content/faq.json' with { type: 'json' };
import type { TroubleshooterStartNode } from './problems.ts';

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
const DEAD = String.raw`(?:none\s+of\s+(?:the\s+|my\s+|our\s+)?(?=\w+\s+(?:\w+\s+)?(?:work\w*|have\s+power))|(?:not|n'?t|no\s+longer|never)\s+(?:\w+\s+)?(?:work\w*|turn\w*\s+on|com\w*\s+on|do\w*\s+any\s?thing|getting\s+(?:any\s+)?power|have\s+(?:any\s+)?power|power\w*\s+(?:up|on))|(?:doesnt|dont|isnt|arent|didnt|wont|cant)\s+(?:\w+\s+)?(?:work\w*|turn\w*\s+on|com\w*\s+on|do\s+any\s?thing)|stopped\s+(?:work\w*|turning\s+on)|quit(?:s|ting)?\b|(?:is|are|went|gone|seems?|just|now|all|both)\s+dead|\bdead\b|\bdied\b|no\s+(?:power|electricity|juice)|lost\s+(?:all\s+)?(?:power|electricity)|(?:went|go(?:es)?|gone|are|is|were|was|just|all)\s+out\b|(?:went|go(?:es)?|gone)\s+(?:dark|off)\b)`;
const OUTLET = String.raw`(?:outlets?|outlits?|plugs?|sockets?|receptacles?|plug[\s-]ins?)`;
const SWITCH = String.raw`(?:(?:light\s+)?switch(?:es)?)`;
const GFCI = String.raw`(?:gfc?is?|gfi|ground\s+fault\w*)`;
const BREAKER = String.raw`(?:breakers?|circuit\s+breakers?)`;
const TRIP = String.raw`(?:trip\w*|flip\w*|pop\w*|kick\w*\s+(?:off|out)|shut\w*\s+off|turn\w*\s+off|goes\s+off|going\s+off|keeps?\s+going\s+off|blow\w*|blew)`;
const FLICKER = String.raw`(?:flicker\w*|flick(?:s|ing)|flickr\w*|blink\w*|strob\w*|pulsing|pulses|dim(?:s|med|ming)?\b|dimm?ing|go(?:es|ing)?\s+dim|brown\s?outs?)`;
const APPLIANCE = String.raw`(?:dryer|washer|washing\s+machine|furnace|a\/?c|air\s+condition\w*|heat\s+pump|fridge|refrigerator|freezer|well\s+pump|pump|microwave|vacuum|compressor|welder|hair\s*dryer|blow\s*dryer|space\s+heater|heater|dishwasher|oven|stove|range|hot\s+tub|motor|kettle|toaster|appliances?|garbage\s+disposal|sump\s+pump|boiler|blower)`;
const ROOM = String.raw`(?:garage|kitchen|bedrooms?|bathrooms?|basement|living\s+room|family\s+room|dining\s+room|laundry(?:\s+room)?|upstairs|downstairs|office|shop|barn|attic|porch|deck|hallway|hall|rooms?|addition|one\s+side|back\s+half|front\s+half)`;

/** Part of the house, a few rooms or circuits: "half the house", "two bedrooms", "the rest works". */
const PARTIAL = new RegExp(
  String.raw`\b(?:half|part|parts|portion|section|side|some|a\s+few|few|couple(?:\s+of)?|two|three|several)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?(?:house|home|place|rooms?|circuits?|bedrooms?|lights?|outlets?|plugs?|stuff)\b|\b(?:the\s+)?rest\s+(?:of\s+(?:the|my|our)\s+(?:house|home|place)\s+)?(?:is|are|works?|seems?)\s+(?:\w+\s+)?(?:fine|ok|okay|working|normal)|\beverything\s+else\s+(?:is\s+|seems\s+)?(?:works?|working|fine|ok|okay|normal)|\b(?:no|lost)\s+power\s+(?:in|to|at)\s+(?:the\s+|my\s+|our\s+)?${ROOM}\b|\b${ROOM}\s+(?:\w+\s+){0,2}(?:has|have|got)\s+no\s+power|\b(?:power|electricity)\s+(?:\w+\s+){0,2}(?:out|off)\s+in\s+(?:the\s+|my\s+|our\s+|one\s+|two\s+|three\s+|a\s+few\s+|some\s+)?${ROOM}\b|\b(?:lights?\s+and\s+(?:the\s+)?${OUTLET}|${OUTLET}\s+and\s+(?:the\s+)?lights?)\b`,
);
const POWER_GONE = new RegExp(
  String.raw`\b(?:power|electricity|lights|juice)(?!\s+(?:company|companies|co|line|lines|pole|poles|bill|utility))\s+(?:\w+\s+){0,2}(?:out|off|down|gone)\b|\bno\s+(?:power|electricity)\b|\blost\s+(?:all\s+)?(?:power|electricity)\b|\b(?:power\s+)?outage\b|\bblack\s?out\b|\b(?:house|home|place)\s+(?:\w+\s+){0,2}(?:dark|no\s+power|lost\s+power)|\bpower\s+(?:\w+\s+)?(?:went|goes|go)\s+(?:out|off|down)`,
);

const DEAD_PATTERN = new RegExp(DEAD);
const DEAD_OUTLET = new RegExp(String.raw`\b${OUTLET}\b.{0,50}\b${DEAD}|\b${DEAD}.{0,30}\b${OUTLET}\b|\bdead\s+(?:${OUTLET}|circuits?)`);

/** Most specific first: the first rule that matches names the problem. */
const RULES: [ProblemKind, RegExp | ((message: string) => boolean)][] = [
  ['gfci-wont-reset', new RegExp(String.raw`\b${GFCI}\b.{0,60}\b(?:won'?t|wont|will\s+not|doesn'?t|does\s+not|can'?t|cant|cannot|not|never)\s+(?:\w+\s+)?(?:reset|stay\s+(?:on|reset|in)|click)|\breset\s+button\b.{0,40}\b(?:won'?t|wont|doesn'?t|does\s+not|not)\b|\b(?:can'?t|cant|cannot|unable\s+to)\s+(?:get\s+)?(?:the\s+|my\s+)?${GFCI}\b.{0,20}\breset`)],
  ['gfci-trips', new RegExp(String.raw`\b${GFCI}\b.{0,60}\b(?:${TRIP}|clicks?\s+off)|\b(?:${TRIP})\b.{0,30}\b(?:the\s+|my\s+|a\s+)?${GFCI}\b`)],
  ['breaker-immediate', new RegExp(String.raw`\b(?:${BREAKER}|it)\b.{0,60}\b(?:(?:won'?t|wont|will\s+not|doesn'?t|does\s+not|can'?t|cant|cannot)\s+(?:stay\s+(?:on|up|reset)|reset|hold|go\s+back\s+on|come\s+back\s+on|flip\s+back)|trip\w*\s+(?:\w+\s+){0,3}(?:right\s+away|immediately|instantly|right\s+back|again\s+right\s+away|as\s+soon\s+as|the\s+(?:second|moment|minute|instant)))|\b(?:${TRIP})\s+(?:\w+\s+){0,3}(?:the\s+(?:second|moment|minute|instant)|as\s+soon\s+as)\s+(?:i|we)\s+(?:reset|flip|turn|switch)`)],
  ['fuse', /\bfuses?\b.{0,40}\b(?:blow\w*|blew|pop\w*|go(?:es|ing)?\s+out|burn\w*\s+out|keeps?\s+going)|\b(?:blow\w*|blew|pop\w*)\s+(?:a\s+|the\s+|another\s+)?fuses?\b/],
  ['breaker-load', new RegExp(String.raw`\b${BREAKER}\b.{0,60}\b${TRIP}\b.{0,60}\b(?:${APPLIANCE}|when(?:ever)?\s+(?:i|we|you|someone)\s+(?:run|use|turn|plug|start)|every\s+time\s+(?:i|we|you|someone)\s+(?:run|use|turn|plug|start)|together|at\s+the\s+same\s+time)|\b${APPLIANCE}\b.{0,40}\b(?:${TRIP})\b.{0,20}\b(?:the\s+|a\s+|my\s+)?${BREAKER}|\b${TRIP}\b.{0,20}\b(?:the\s+|a\s+|my\s+)?${BREAKER}\b.{0,60}\b(?:${APPLIANCE}|when(?:ever)?\s+(?:i|we)\s+(?:run|use|turn|plug|start))`)],
  ['breaker-trips', new RegExp(String.raw`\b${BREAKER}\b.{0,50}\b${TRIP}|\b(?:trip\w*|flip\w*|pop\w*)\s+(?:the\s+|a\s+|my\s+|our\s+)?(?:main\s+)?${BREAKER}|\b(?:keeps?|kept|always)\s+tripping\b|\btripp?ing\s+(?:the\s+)?(?:circuit|breaker)|\btripped\s+breakers?\b`)],
  ['led-dimmer', new RegExp(String.raw`\bled\w*\b.{0,60}\b${FLICKER}.{0,60}\b(?:dimm\w*|dim\b)|\bled\w*\b.{0,40}\b(?:on\s+(?:a|the|my)\s+dimmer|dimmer)\b.{0,40}\b${FLICKER}|\b${FLICKER}.{0,40}\b(?:when|if)\s+(?:i|we)\s+dim\b|\bdimmer\b.{0,60}\bled\w*\b.{0,40}\b${FLICKER}`)],
  ['intermittent-outlet', new RegExp(String.raw`\b${OUTLET}\b.{0,50}\b(?:works?|working)\s+(?:\w+\s+)?(?:on\s+and\s+off|off\s+and\s+on|sometimes|some\s+of\s+the\s+time|intermittent\w*|only\s+sometimes)|\b${OUTLET}\b.{0,40}\b(?:cuts?|goes|going|comes?)\s+(?:in\s+and\s+out|on\s+and\s+off|off\s+and\s+on)|\bloose\s+(?:${OUTLET})\b|\bplugs?\s+(?:\w+\s+)?(?:fall|falls|falling|slip\w*|keeps?\s+falling)\s+out`)],
  ['dead-switch', new RegExp(String.raw`\b${SWITCH}\b.{0,40}\b${DEAD}|\b(?:light|lights|fixture|lamp)\s+(?:\w+\s+){0,2}(?:won'?t|wont|will\s+not|doesn'?t|does\s+not|don'?t|do\s+not|not)\s+(?:\w+\s+)?(?:turn|come|go)\s+on\b`)],
  // An outlet (and no lights) not working: the outlet's checks, even in a room named ("the porch outlet has no power").
  ['dead-outlet', (message) => DEAD_OUTLET.test(message) && !/\blights?\b/.test(message)],
  // Part of the house, some rooms or several things at once, dead or out.
  ['partial-power', (message) => PARTIAL.test(message) && (DEAD_PATTERN.test(message) || POWER_GONE.test(message))],
  ['dead-outlet', DEAD_OUTLET],
  ['flicker-appliance', new RegExp(String.raw`\b${FLICKER}.{0,60}\b(?:when|whenever|every\s+time|each\s+time|as\s+soon\s+as|while|if)\b.{0,40}\b(?:${APPLIANCE}|runs?|running|starts?|kicks?\s+(?:on|in)|turns?\s+on|comes?\s+on|cycles?)|\b${APPLIANCE}\b.{0,50}\b(?:makes?|causes?|sends?)\s+(?:\w+\s+){0,2}(?:lights?|bulbs?)\s+(?:to\s+)?${FLICKER}|\b(?:when|whenever|every\s+time)\s+(?:the\s+|my\s+|our\s+)?${APPLIANCE}\b.{0,50}\b${FLICKER}`)],
  ['flicker-weather', new RegExp(String.raw`\b${FLICKER}.{0,60}\b(?:wind\w*|storm\w*|rain\w*|snow\w*|weather|ice|icy|gusts?)\b|\b(?:wind\w*|storm\w*|rain\w*|snow\w*|weather|gusts?)\b.{0,60}\b${FLICKER}`)],
  ['flicker-one', new RegExp(String.raw`\b(?:one|a|single|the|that|this|my|our|1)\s+(?:\w+\s+)?(?:light|bulb|fixture|lamp|can\s+light|pot\s+light|recessed\s+light|chandelier|sconce)\b(?!s)(?!\s+(?:and|&))\s+(?:\w+\s+){0,3}${FLICKER}|\b${FLICKER}\b.{0,20}\b(?:one|a\s+single|single)\s+(?:\w+\s+)?(?:light|bulb|fixture|lamp)\b`)],
  ['flicker-house', new RegExp(String.raw`\b(?:power|electricity|lights)\s+(?:\w+\s+){0,2}(?:going|goes|go|cuts?|cutting|comes?|coming)\s+(?:off\s+and\s+on|on\s+and\s+off|in\s+and\s+out)|\b(?:whole|entire|all\s+(?:the|my|our|of\s+the)|every|throughout|all\s+over|everywhere)\b.{0,40}\b${FLICKER}|\b${FLICKER}.{0,40}\b(?:whole|entire|all\s+over|throughout|everywhere|every\s+room|all\s+(?:the|my|our)\s+(?:lights|house|home|rooms))`)],
  ['flicker', new RegExp(String.raw`\b${FLICKER}`)],
  ['total-outage', POWER_GONE],
];

/** A question about something the visitor might do or plans, not a problem happening ("if my power goes out on a holiday ..."). */
const NOT_A_PROBLEM = /\b(?:install\w*|put\s+in|add(?:ing)?|new|replace\w*|upgrade\w*|swap\w*|move|relocat\w*|wire\s+up|hook\w*\s+up|how\s+much|cost|price|quote|estimate)\b|\bdimmer\s+switch(?:es)?\b(?!.{0,30}\b(?:not|n'?t|dead|stopped|quit))/;

/** "If my power goes out on a holiday, will someone come?": asks about us, not about a problem happening. */
const HYPOTHETICAL = /\b(?:if|in\s+case|what\s+if|suppose)\s+(?:the\s+|my\s+|our\s+)?(?:power|electricity|lights?|breakers?|outlets?|something)\b/;
const ASKS_ABOUT_US = /\b(?:will|would|can|could|do|does)\s+(?:you|u|y'?all|someone|somebody|anyone|anybody|a\s+tech\w*|an\s+electrician)\b|\b(?:are|is)\s+(?:you|u|y'?all|someone|anyone|anybody)\s+(?:available|around|open)/;

/** "When the power goes out, does the generator start?": what happens in an outage, not one happening now. */
const WHENEVER = /\b(?:if|when|whenever|in\s+case|during)\s+(?:the\s+|my\s+|our\s+|a\s+|an\s+)?(?:power|electricity|grid)\s+(?:goes|go|is|gets)\s+(?:out|down|off|cut)\b|\bduring\s+(?:an?\s+|the\s+)?(?:power\s+)?outages?\b/;

const NOT_TRIPPED = /\b(?:(?:the\s+|a\s+|my\s+)?breakers?|it|gfci|gfi)\s+(?:is|are|was|were|has|have|had)?\s*(?:n'?t|not|never)\s+(?:been\s+)?(?:tripped|tripping|off|popped)\b|\b(?:isnt|arent|wasnt|hasnt|havent)\s+(?:been\s+)?(?:tripped|tripping|off)\b|\bno\s+(?:tripped\s+)?breakers?\s+(?:is\s+|are\s+)?(?:tripped|off)\b|\bnothing\s+(?:is\s+)?tripped\b/g;

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
  const found = RULES.find(([, rule]) => (typeof rule === 'function' ? rule(message) : rule.test(message)))?.[0];
  if (!found) return undefined;
  // "Can you install a new outlet where the old one doesn't work?" is still a problem; "install a dimmer" is not.
  if (NOT_A_PROBLEM.test(message) && !DEAD_PATTERN.test(message) && !/\btrip\w*|\bflicker\w*|\bblow\w*|\bblew\b/.test(message)) return undefined;
  return found;
}

// Replies ------------------------------------------------------------------------------------

function faqAnswer(id: string): string {
  const item = (faq as { id: string; answer: string }[]).find((entry) => entry.id === id);
  if (!item) throw new Error(`faq.json has no item ${id}`);
  return item.answer;
}

export interface ProblemAnswer {
  /** What the site says about it: what to check first, what it usually means, when to call. */
  text: string;
  /** Where it comes from: troubleshooter nodes and FAQ items (faq:<id>), for the tests and the citations. */
  sources: string[];
  /** The troubleshooter's question to start from. */
  startNode: TroubleshooterStartNode;
  /** A situation of the safety note (a breaker that trips again right after a reset): the number comes before the explanation. */
  callFirst?: boolean;
}

/** The answer to each kind of problem, in the FAQ's and the troubleshooter's words. */
export const PROBLEM_ANSWERS: Record<ProblemKind, ProblemAnswer> = {
  'total-outage': {
    text: faqAnswer('power-outage'),
    sources: ['faq:power-outage', 'power-loss-whole-house'],
    startNode: 'power-loss-1',
  },
  'partial-power': {
    text: 'When only part of the house has no power, first look in your panel for a tripped breaker (in the middle position or off), and check the GFCI outlets in the kitchen, bathrooms, garage and outdoors: a tripped GFCI can cut power to other outlets. If no breaker is tripped, the cause can be a loose connection, a failed breaker or a lost leg of your service (a lost phase or loose neutral). Loose connections can overheat, so avoid using those circuits until an electrician has found the fault.',
    sources: ['power-loss-partial', 'power-loss-partial-electrician'],
    startNode: 'power-loss-1',
  },
  'breaker-immediate': {
    text: "Leave the breaker off and call us for service. A breaker that trips the moment it is reset usually means a short circuit or a ground fault on that circuit: don't reset it again, hold it on or swap in a bigger breaker.",
    callFirst: true,
    sources: ['breaker-trips-immediate', 'faq:breaker-tripping'],
    startNode: 'breaker-trips-1',
  },
  'breaker-load': {
    text: 'A breaker trips to protect the wiring, usually because too many appliances share one circuit. Move high-power appliances to other circuits and avoid running them at the same time; if it keeps happening, a dedicated circuit for the appliance or more circuits will solve it. If it trips again right away, trips with nothing plugged in, or you smell burning, leave it off and call a licensed electrician.',
    sources: ['faq:breaker-tripping', 'breaker-trips-overload', 'faq:new-circuits'],
    startNode: 'breaker-trips-1',
  },
  'breaker-trips': {
    text: faqAnswer('breaker-tripping'),
    sources: ['faq:breaker-tripping', 'breaker-trips-1'],
    startNode: 'breaker-trips-1',
  },
  fuse: {
    text: 'A fuse blows for the same reasons a breaker trips: too many appliances on one circuit, a faulty device or cord, or a short circuit. Fuses that blow regularly are one of the signs it is time to replace the fuse box with a modern breaker panel. If a new fuse blows right away, or you smell burning, leave it out and call a licensed electrician.',
    sources: ['faq:breaker-tripping', 'faq:panel-upgrade-signs'],
    startNode: 'breaker-trips-1',
  },
  'gfci-wont-reset': {
    text: "A GFCI that won't reset may be faulty, may have no power reaching it, or may be detecting a ground fault. Unplug everything from the outlets it protects and press RESET firmly once more; if it still won't reset, keep those outlets out of use and have it replaced, or the ground fault found, by an electrician.",
    sources: ['outlet-gfci-failed', 'outlet-gfci-reset', 'faq:gfci'],
    startNode: 'outlet-issues-1',
  },
  'gfci-trips': {
    text: 'A GFCI trips when it senses current leaking to ground, which protects you from shocks. Unplug the devices on it, reset it, and plug them back in one at a time to find the one that trips it. If it trips again as soon as you reset it with nothing plugged in, there may be a ground fault, moisture in an outlet or a faulty GFCI: have an electrician find it.',
    sources: ['faq:gfci', 'outlet-gfci-success', 'outlet-gfci-failed'],
    startNode: 'outlet-issues-1',
  },
  'intermittent-outlet': {
    text: 'An outlet that works on and off usually has a loose connection, which can arc and overheat. Stop using it now and have a licensed electrician repair it.',
    sources: ['outlet-intermittent'],
    startNode: 'outlet-issues-1',
  },
  'dead-switch': {
    text: 'First try a new bulb in the light the switch controls, and look in your panel for a tripped breaker. With a good bulb, a switch that does nothing is usually worn out or has a loose wire: have an electrician replace the switch and check its connections.',
    sources: ['outlet-switch', 'outlet-switch-dead', 'outlet-breaker-check'],
    startNode: 'outlet-issues-1',
  },
  'dead-outlet': {
    text: 'First check the GFCI outlets (the ones with TEST and RESET buttons) in the kitchen, bathrooms, garage, basement and outdoors: one GFCI often protects several other outlets, and pressing RESET brings them back. Then look in your panel for a tripped breaker (in the middle position or off). If the breakers and GFCIs are normal, there is likely a loose or broken connection, which can overheat: stop using those outlets and have an electrician trace the circuit.',
    sources: ['outlet-gfci-check', 'outlet-gfci-reset', 'outlet-breaker-check', 'outlet-electrician'],
    startNode: 'outlet-issues-1',
  },
  'led-dimmer': {
    text: 'Many LED bulbs flicker on dimmers made for older incandescent bulbs: the dimmer may not be LED-compatible. Use bulbs marked "dimmable" and a dimmer rated for LED loads; an electrician can replace the dimmer with one that is.',
    sources: ['flickering-led-dimmer', 'faq:led-lighting'],
    startNode: 'flickering-lights-1',
  },
  'flicker-appliance': {
    text: 'Lights that dim when a large appliance starts can mean a shared or overloaded circuit: the lights are probably on the same circuit as the appliance, which draws a surge of current when it starts. A brief dim when a large motor starts can be normal; lasting or growing flicker is not. A dedicated circuit for the appliance usually ends it.',
    sources: ['faq:flickering-lights', 'flickering-shared-circuit', 'flickering-appliance'],
    startNode: 'flickering-lights-1',
  },
  'flicker-weather': {
    text: 'Flickering that gets worse in wind or storms can point to a loose connection in the service or panel, or to a loose or worn service drop and weatherhead on your home. Report it to your utility, and have an electrician inspect the service entrance, meter base and weatherhead promptly.',
    sources: ['faq:flickering-lights', 'flickering-weather'],
    startNode: 'flickering-lights-1',
  },
  'flicker-one': {
    text: "A single flickering light is often a loose bulb, a worn fixture or an LED that doesn't suit its dimmer. First make sure the bulb is screwed in firmly (with the switch off and the bulb cool), or try a new one. If it still flickers, stop using the fixture and have an electrician tighten or replace the connections.",
    sources: ['faq:flickering-lights', 'flickering-fixture', 'flickering-connection'],
    startNode: 'flickering-lights-1',
  },
  'flicker-house': {
    text: 'Flickering throughout the house can point to a loose connection in the service or panel, a failing neutral or a problem with the utility service. A loose main or neutral connection can damage appliances and cause fires, so have it checked by an electrician promptly.',
    sources: ['faq:flickering-lights', 'flickering-constant'],
    startNode: 'flickering-lights-1',
  },
  flicker: {
    text: faqAnswer('flickering-lights'),
    sources: ['faq:flickering-lights', 'flickering-lights-1'],
    startNode: 'flickering-lights-1',
  },
};

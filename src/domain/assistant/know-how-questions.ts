/**
 * Kinds of know-how question, told in the words visitors use: what size of generator, whether a
 * working fuse box is worth replacing, what to do before buying an older house. The site answers
 * each on a page a search does not reach by those words; the answerer's table
 * (src/server/assistant/know-how.ts) names the passages. The router reads these as questions about
 * our work, not about a town named beside them or about something the site never covers.
 */

const GENERATOR = /\bgenerators?\b|\bgenny\b|\bgennies\b|\bgenset\b|\bgenerac\b/i;
const ASKS_HOW_BIG =
  /\b(?:what|which)\s+(?:size|sized|kw|kilowatt)\b.{0,30}\bgenerators?\b|\bhow\s+(?:big|large)\s+(?:of\s+)?(?:an?\s+)?(?:\w+\s+)?generators?\b|\bhow\s+many\s+(?:kw|kilowatts?|watts)\b.{0,30}\bgenerators?\b|\bgenerators?\b.{0,40}\b(?:size|sized|sizing|big\s+enough|how\s+big|how\s+many\s+(?:kw|kilowatts?|watts))\b|\bsize\s+(?:of\s+)?(?:a\s+|the\s+)?generator/i;
const PORTABLE_OR_STANDBY =
  /\bportable\b.{0,80}\b(?:standby|automatic|whole[\s-](?:house|home)|permanent|kicks?\s+on|starts?\s+(?:on\s+its\s+own|by\s+itself))\b|\b(?:standby|automatic|whole[\s-](?:house|home)|permanent|kicks?\s+on\s+by\s+itself)\b.{0,80}\bportable\b/i;
/** A generator that starts without anyone there ("would a generator start up by itself if we're away"): the standby kind. */
const STARTS_ITSELF =
  /\b(?:start|starts|kick|kicks|come|comes|turn|turns|fire|fires)\s+(?:up\s+|on\s+)?(?:by\s+itself|on\s+its\s+own|automatically|without\s+(?:me|us|anyone|anybody))\b|\bautomatic(?:ally)?\s+(?:start|on)\b/i;
const UPKEEP =
  /\bmaint\w*|\bservic\w*\s+(?:\w+\s+)?generators?\b|\bgenerators?\s+servic\w*|\bservic\w*\s+(?:it|them|the\s+generator)|\bneeds?\s+(?:someone\s+to\s+)?servic\w*|\btune[\s-]?ups?\b|\bupkeep\b|\btake\s+care\s+of\s+itself\b|\boil\s+changes?\b|\bself[\s-]?test\w*|\bexercis\w*|\btest\s+(?:it|itself)\b/i;
/** Power lost again and again: "every winter storm", "every time the wind blows", "we lose power a lot". */
const OUTAGES_AGAIN =
  /\b(?:lose|losing|lost)\s+(?:the\s+)?power\b.{0,40}\b(?:every|each|all\s+the\s+time|a\s+lot|often|always|again)\b|\b(?:every|each)\s+(?:\w+\s+){0,3}(?:storm|winter|time\s+the\s+(?:wind|power)|outage)\w*|\boutages?\b.{0,30}\b(?:every|each|a\s+lot|often|all\s+the\s+time)\b|\bpower\s+(?:goes|went)\s+out\b.{0,40}\b(?:every|each|a\s+lot|often|always|again)\b/i;
const WANTS_A_WAY =
  /\boptions?\b|\bbest\s+way\b|\bwhat\s+(?:can|should|do)\s+(?:we|i)\s+do\b|\bkeep\s+(?:the\s+)?(?:water|heat|well|pump|lights|power|freezer|furnace)\b|\bback\s*-?\s*up\b|\bsolution\b|\bfix\s+(?:for\s+)?(?:that|this|it)\b|\bwhat\s+(?:do|would|should)\s+(?:you|u|y'?all)\s+(?:recommend|suggest)\b|\bany\s+(?:ideas?|suggestions?|advice)\b|\b(?:a|an|some)\s+(?:\w+\s+)?generator\b|\bwhat\s+(?:kind|sort|type)\s+of\s+(?:\w+\s+)?(?:generator|genny|set\s*-?\s*up|backup|system)\b|\bwhat\s+(?:would|do|should)\s+(?:you|u|y'?all)\s+(?:guys\s+)?(?:do|put\s+in|install|suggest|recommend)\b/i;
/** A generator run inside ("in the garage with the big door open"): the FAQ's "never run a generator indoors". */
const INDOORS = /\binside\b|\bindoors?\b|\bin\s+(?:the|my|our)\s+(?:garage|basement|shop|barn|porch|shed|house|cabin|mudroom)\b|\b(?:garage|barn|shop)\s+door\s+open\b/i;
const SAFE_ASKED = /\bsafe\w*|\bok(?:ay)?\b|\ball\s+right\b|\bcan\s+(?:i|we)\b|\bshould\s+(?:i|we)\b|\bdangerous\b|\bfine\b/i;

/** A charger for an electric car: the work starts with whether the panel has room (an area page's FAQ). */
const EV_CHARGER =
  /\b(?:ev|tesla|electric\s+(?:car|vehicle|truck)|car|truck|rivian|bolt|leaf|level\s*(?:2|two))\s+charg\w*|\bwall\s+connector\b|\bcharg\w*\s+(?:for|station\s+for)\s+(?:my|our|an?|the)\s+(?:ev|tesla|electric|car|truck)\b/i;

/** An upgrade asked for outright ("upgrade us to 200 amps, we're adding an EV charger"): the upgrade is the work. */
const UPGRADE_ASKED = /\bupgrad\w*\b.{0,30}\b\d{3}\s*-?\s*(?:a|amps?)\b|\b\d{3}\s*-?\s*(?:a|amps?)\s+(?:service|panel)?\s*upgrade\b|\b(?:panel|service)\s+upgrade\b/i;

/** A portable generator connected by hand ("extension cords through the window", "plug it into the dryer outlet"): the FAQ's transfer switch or interlock. */
const PORTABLE_HOOKUP =
  /\bextension\s+cords?\b|\bthrough\s+(?:the|a)\s+window\b|\bback\s*-?\s*feed\w*|\bsuicide\s+cord\b|\bplug\w*\s+(?:[\w']+\s+){0,3}(?:into|in\s+to)\s+(?:the\s+|a\s+|my\s+|our\s+)?(?:dryer|wall|house|outlet|plug|range|stove|welder)\b|\b(?:double|two)[\s-]?male\b|\bmale[\s-]to[\s-]male\b|\b(?:right|safe|proper|best|correct)\s+way\s+to\s+(?:hook|connect|run|use|plug)\b|\bhow\s+(?:do|should|can)\s+(?:i|we)\s+(?:safely\s+)?(?:hook|connect|plug)\w*\s+(?:it|up|in|the\s+generator)/i;

const FUSE_BOX = /\bfuse\s*(?:box|boxes|panel)\b|\bscrew[\s-]in\s+fuses\b|\bfuses\b(?=.{0,40}\b(?:old|still|working|works))/i;
const WORTH_OR_WAIT =
  /\bworth\b|\breally\s+(?:need|have)\b|\b(?:need|have)\s+to\s+(?:change|replace|upgrade|swap)\b|\bshould\s+(?:i|we)\s+(?:change|replace|upgrade|swap)\b|\bcan\s+it\s+wait\b|\b(?:works?|working)\s+(?:fine|ok|okay|good|just\s+fine)\b|\bstill\s+works?\b|\bnothing\s+wrong\b/i;
const SURGE = /\bsurge\s*(?:protect\w*|suppress\w*|arrest\w*)|\bwhole[\s-](?:house|home)\s+surge\b/i;
/** A strike or a surge that ruined things, and a way to stop it asked ("lightning fried our tv, is there something for the whole house"). */
const SURGE_DAMAGE =
  /\b(?:lightn?ing|power\s+surge|surge|spike|strike)\b.{0,60}\b(?:fried|fry|killed|blew|blown|took\s+out|ruined|zapped|damaged|toasted|wiped\s+out)\b|\b(?:fried|killed|blew|ruined|zapped|toasted)\b.{0,60}\b(?:lightn?ing|power\s+surge|surge|spike)\b/i;
const PROTECTION_ASKED =
  /\bwhole[\s-](?:house|home)\b|\b(?:doesn'?t|does\s+not|don'?t|dont|won'?t|wont|never)\s+happen\s+again\b|\bhappen(?:ing)?\s+again\b|\bprotect\w*|\bprevent\w*|\bstop\s+(?:it|that|this)\b|\banything\s+(?:we|i)\s+can\s+(?:do|put\s+in)\b|\bsomething\s+(?:for|to)\b|\b(?:something|anything)\s+(?:you|u|y'?all|we|i)\s+(?:can|could)\s+(?:put\s+in|install|add|do)\b/i;
const BUYING_OR_SELLING =
  /\b(?:buy|buying|bought|purchas\w*|closing|close\s+on|selling|sell(?:ing)?|listing|under\s+contract|making\s+an\s+offer|new\s+(?:to\s+us\s+)?(?:old\s+)?house)\b|\blist(?:ing)?\s+(?:the|our|my|a)\s+(?:house|home|place|property)|\bon\s+the\s+market\b|\bfor\s+sale\b/i;
const HOME = /\b(?:house|home|place|property|farmhouse|cabin|condo|duplex)\b/i;
const GETS_LOOKED_AT = /\bwiring\b|\belectrical\b|\binspect\w*|\blooked\s+at\b|\bchecked\s+(?:out|over)?\b|\blook\s+(?:at|over)\b|\bcheck\s+(?:out|over)?\b/i;
/** Asked to look the wiring over: "check my wiring", "inspect the electrical". */
const CHECKED = /\binspect\w*|\blook(?:ed)?\s+(?:at|over)\b|\bcheck(?:ed)?\b/i;
/** An inspection asked of us outright: "do you do electrical inspections", "can you inspect our wiring". */
const INSPECTION_ASKED =
  /\b(?:do|can|could|will|would)\s+(?:you|u|y'?all)(?:\s+guys)?\s+(?:do|offer|perform|provide)\s+(?:an?\s+|any\s+)?(?:(?:electrical|home|house|safety|wiring)\s+){0,2}inspections?\b|\b(?:inspect|check\s+(?:over|out)?)\s+(?:my|our|the)\s+(?:\w+\s+)?(?:wiring|electrical(?:\s+system)?)\b/i;
const ALUMINUM = /\balumin(?:um|ium)\b/i;
const KNOB_AND_TUBE = /\bknob\s*-?\s*(?:and|&|n'?|an)\s*-?\s*tube\b/i;
export const OLD_PANEL_BRAND = /\b(zinsco|federal\s+pacific|fpe|stab[\s-]?lok|pushmatic|challenger)\b/i;
const PROPERTY_MANAGER =
  /\bproperty\s+manag\w*|\blandlords?\b|\bmanage\s+(?:\w+\s+){0,4}(?:rentals?|units|properties|apartments|buildings?)\b|\b(?:our|my)\s+(?:\w+\s+){0,2}rentals\b/i;
const WORK_WITH = /\bwork\s+(?:with|for)\b|\bdo\s+(?:you|u|y'?all)\s+(?:guys\s+)?(?:do|work|take|serve|handle)\b|\bcan\s+(?:you|u|y'?all)\b/i;
const BUILDER_SUB =
  /\b(?:electrical\s+)?sub(?:contractor)?s?\b(?!\s*-?\s*panel)|\brough[\s-]?in\b|\bspec\s+(?:house|home)\b|\bgeneral\s+contractor\b|\bgc\b|\bour\s+builder\b|\bthe\s+builder\b|\bframing\s+up\b/i;
const NEW_BUILD = /\bnew\s+(?:construction|build|house|home)\b|\bbuilding\s+(?:a|our)\s+(?:new\s+)?(?:house|home)\b|\bspec\s+(?:house|home)\b|\bframing\b|\brough[\s-]?in\b/i;

/** The power off for the whole of our work ("panel page says 1-2 days, is the power off that whole time?"): the panel page's FAQ. */
const POWER_OFF_DURING =
  /\b(?:power|electricity|lights)\s+(?:be\s+|going\s+to\s+be\s+|gonna\s+be\s+|stay\s+)?(?:off|out)\b.{0,40}\b(?:whole|entire|all)\s+(?:time|day|days|job|two\s+days)\b|\b(?:without|no)\s+(?:power|electricity)\s+(?:for\s+)?(?:the\s+)?(?:whole|entire|all)\s+(?:time|day|days|job)\b|\b(?:power|electricity)\s+(?:be\s+)?(?:off|out)\b.{0,30}\b(?:during|while)\s+(?:the\s+|you\s+|u\s+|y'?all\s+)?(?:upgrade|swap|install\w*|work|job|panel|change)\b/i;
const PANEL_WORK = /\bpanel\b|\bbreaker\s+box\b|\bupgrad\w*|\bswap\w*|\bservice\b|\b1\s*-\s*2\s+days\b|\bone\s+to\s+two\s+days\b/i;

/** How often the wiring should be looked at, in any words ("how often am i supposed to get the wiring checked"): the FAQ's 3 to 5 years. */
const HOW_OFTEN_CHECKED =
  /\bhow\s+(?:often|frequently)\b.{0,60}\b(?:inspect\w*|check(?:ed|ing)?(?:\s+(?:out|over))?|looked\s+(?:at|over)|check-?ups?|gone\s+over|serviced)\b|\bhow\s+many\s+years\s+(?:between|before)\b.{0,40}\b(?:inspect\w*|check\w*)/i;
const WIRING_OR_HOME = /\bwiring\b|\belectrical\b|\belectric\b|\bpanel\b|\bhouse\b|\bhome\b|\bplace\b|\bbuilding\b|\bsystem\b/i;

/** An adapter to plug a 240 V appliance into an ordinary outlet ("one of those adapters so my new welder plugs into the regular outlet"): the FAQ says never. */
const ADAPTER = /\badapt[eo]rs?\b|\bconvert(?:er|ers)?\b|\bpigtail\b/i;
const BIG_APPLIANCE = /\bwelders?\b|\bdryers?\b|\branges?\b|\bstoves?\b|\b2[24]0\s*-?\s*(?:v|volts?)?\b|\bev\b|\bcar\s+charger|\bcompressors?\b|\bkilns?\b|\bhot\s+tubs?\b/i;
const ORDINARY_OUTLET =
  /\b(?:regular|normal|standard|ordinary|wall|garage|household|110|120|household)\s+(?:outlets?|plugs?|receptacles?)\b|\b(?:outlets?|plugs?)\s+(?:in|on)\s+the\s+(?:wall|garage)\b/i;

/** Whether the repair is done on the visit itself ("do they actually fix it that night", "fix it right then or come back later"): the emergency page's "on the spot whenever possible". */
const FIXED_ON_THE_VISIT =
  /\b(?:fix|fixes|fixed|fixing|repair|repairs|repaired|repairing|sort|sorted)\b.{0,40}\b(?:that\s+(?:night|day|same\s+(?:night|day))|same\s+(?:day|night|visit|trip)|right\s+(?:then|there|then\s+and\s+there)|on\s+the\s+spot|(?:on\s+)?the\s+first\s+(?:visit|trip)|or\s+(?:do\s+(?:you|they)\s+)?(?:have\s+to\s+)?come\s+back)\b/i;

/** The kinds, in the order they are tried (the first that matches names the question). */
export const KNOW_HOW_QUESTIONS = [
  { name: 'an adapter for a 240-volt appliance', asks: (text: string): boolean => ADAPTER.test(text) && BIG_APPLIANCE.test(text) && ORDINARY_OUTLET.test(text) },
  { name: 'how often to inspect', asks: (text: string): boolean => HOW_OFTEN_CHECKED.test(text) && WIRING_OR_HOME.test(text) },
  { name: 'power off during the work', asks: (text: string): boolean => POWER_OFF_DURING.test(text) && PANEL_WORK.test(text) },
  { name: 'repaired on the visit', asks: (text: string): boolean => FIXED_ON_THE_VISIT.test(text) },
  { name: 'generator size', asks: (text: string): boolean => ASKS_HOW_BIG.test(text) },
  { name: 'portable or standby generator', asks: (text: string): boolean => PORTABLE_OR_STANDBY.test(text) || (GENERATOR.test(text) && STARTS_ITSELF.test(text)) },
  { name: 'generator upkeep', asks: (text: string): boolean => GENERATOR.test(text) && UPKEEP.test(text) },
  { name: 'power lost again and again', asks: (text: string): boolean => OUTAGES_AGAIN.test(text) && WANTS_A_WAY.test(text) },
  { name: 'a generator run indoors', asks: (text: string): boolean => GENERATOR.test(text) && INDOORS.test(text) && SAFE_ASKED.test(text) },
  { name: 'an EV charger', asks: (text: string): boolean => EV_CHARGER.test(text) && !UPGRADE_ASKED.test(text) },
  { name: 'connecting a portable generator', asks: (text: string): boolean => GENERATOR.test(text) && PORTABLE_HOOKUP.test(text) && !INDOORS.test(text) },
  { name: 'a working fuse box', asks: (text: string): boolean => FUSE_BOX.test(text) && WORTH_OR_WAIT.test(text) },
  { name: 'surge protection', asks: (text: string): boolean => SURGE.test(text) || (SURGE_DAMAGE.test(text) && PROTECTION_ASKED.test(text)) },
  { name: 'knob-and-tube wiring', asks: (text: string): boolean => KNOB_AND_TUBE.test(text) },
  { name: 'aluminum wiring', asks: (text: string): boolean => ALUMINUM.test(text) && /\bwir\w*/i.test(text) },
  { name: 'a panel brand insurers flag', asks: (text: string): boolean => OLD_PANEL_BRAND.test(text) },
  { name: 'an electrical inspection', asks: (text: string): boolean => INSPECTION_ASKED.test(text) && !BUYING_OR_SELLING.test(text) },
  {
    name: 'buying or selling a house',
    asks: (text: string): boolean =>
      BUYING_OR_SELLING.test(text) && ((HOME.test(text) && GETS_LOOKED_AT.test(text)) || (CHECKED.test(text) && /\b(?:wiring|electrical)\b/i.test(text))),
  },
  { name: 'property managers', asks: (text: string): boolean => PROPERTY_MANAGER.test(text) && WORK_WITH.test(text) },
  { name: 'wiring for a builder', asks: (text: string): boolean => BUILDER_SUB.test(text) && NEW_BUILD.test(text) },
] as const;

export type KnowHowName = (typeof KNOW_HOW_QUESTIONS)[number]['name'];

/** The kind of know-how question a message asks, if any. */
export function knowHowAsked(text: string): KnowHowName | undefined {
  if (typeof text !== 'string') return undefined;
  const message = text.slice(0, 2000);
  return KNOW_HOW_QUESTIONS.find((question) => question.asks(message))?.name;
}

/**
 * The intent router: the one set of rules for what a visitor's message is about, used by the chat
 * widget (which sends price questions to the estimate helper), the help box and the functions.
 *
 *   emergency     the emergency classifier found a danger (always first; nothing overrides it)
 *   smalltalk     a greeting, thanks or goodbye and nothing else
 *   out-of-area   names a place outside the service area
 *   out-of-scope  asks about work that is not electrical (plumbing, roofs, cars ...)
 *   business-fact contact, hours, licence and insurance, warranty, payment, financing, free
 *                 estimates, reviews, where we work ("do quotes cost anything?" is one of these)
 *   price         asks what a job costs
 *   service       everything else: what we do, how long it takes, electrical questions
 *
 * It also holds the service keywords (SERVICE_TOPICS) and the money words that the context
 * memory, the estimate helper's fallback and the conversation categories read.
 *
 * Pure and small (no framework, no zod): the chat widget imports it.
 */
import { knowHowAsked } from './know-how-questions.ts';
import { tidyMessage } from './message-text.ts';
import { projectAsked } from './projects.ts';
import { detectEmergency, type Emergency, type Phone } from './emergency.ts';
import { EVERYDAY_PLACE_NAMES, OUTSIDE_NAME_SUFFIX, OUTSIDE_SERVICE_AREA, placesAsked, servedPlaces } from './area-names.ts';
import { findNames, nameMatchers } from './place-names.ts';
import { addRuleWords, correctSpelling, joinSplitWords } from './spelling.ts';
import { withoutFiguresOfSpeech, withoutWiringFarAway } from './danger-scope.ts';
import { problemKind, type ProblemKind } from './problem-kinds.ts';

export type Intent = 'emergency' | 'smalltalk' | 'business-fact' | 'service' | 'price' | 'out-of-area' | 'out-of-scope';

/** Services of the price table (prices.ts SERVICE_TYPES), repeated here so the router stays small. */
export type PricedService = 'outlets' | 'lighting' | 'panel' | 'circuits' | 'troubleshoot' | 'fan' | 'generator' | 'smarthome';

export interface ServiceTopic {
  /** The topic's id, as the context memory records it ("service-ev-charger"). */
  id: string;
  /** The row of the price table that prices it; null for jobs that need a visit to price. */
  priced: PricedService | null;
  pattern: RegExp;
}

/**
 * Service keywords, most specific first ("ceiling fan light" is a fan; "EV charger circuit" is an
 * EV charger). Jobs outside the price table (whole-house rewiring, service upgrades, new
 * construction) have no priced row: they are never forced into the nearest category.
 */
export const SERVICE_TOPICS: ServiceTopic[] = [
  {
    id: 'generator',
    priced: 'generator',
    pattern: /\bgen(?:erator|orator|arator|nerator)s?\b|\bgenerac\b|\bstandby\s+power\b|\btransfer\s+switch\w*|\bback\s?up\s+power\b|\binterlock(?:\s+kit)?s?\b/i,
  },
  {
    id: 'smarthome',
    priced: 'smarthome',
    pattern:
      /\bsmart\s*(?:home|house|switch\w*|thermostat\w*|lighting|systems?|plugs?|dimmers?)\b|\bhome\s+automation\b|\b(?:make|making|turn|turning)\s+(?:the|my|our)\s+(?:house|home)\s+(?:into\s+a\s+)?smart\b/i,
  },
  {
    id: 'new-construction',
    priced: null,
    pattern:
      /\bnew\s+(?:construction|build|builds|home\s+build|house\s+build|custom\s+home)\b|\bnew\s+(?:\d+\s*x\s*\d+\s+)?(?:\w+\s+)?(?:commercial\s+)?building\b|\bbuild(?:ing)?\s+a\s+(?:new\s+)?(?:home|house|cabin)\b|\bwir(?:e|ing)\s+(?:up\s+)?(?:a|my|our|the)\s+new\s+(?:\w+\s+){0,3}(?:home|house|build|cabin|addition)\b/i,
  },
  {
    id: 'rewiring',
    priced: null,
    pattern: /\bre-?wir\w*|\bwhole[\s-](?:house|home)\s+wiring\b|\bknob\s+(?:and|&|n)\s+tube\b|\b(?:replace|redo|update)\s+(?:all\s+)?(?:the\s+|my\s+|our\s+)?(?:old\s+)?wiring\b/i,
  },
  {
    id: 'service-upgrade',
    priced: null,
    pattern:
      /\bservice\s+upgrades?\b|\bupgrad\w*\s+(?:my\s+|the\s+|our\s+)?(?:electrical\s+|electric\s+)?service\b|\b\d{3}\s*-?\s*(?:a|amps?)\s+service\b|\bservice\s+entrance\b|\bmeter\s+bases?\b|\bmeter\s+(?:socket|can)s?\b|\b(?:service\s+|new\s+|a\s+)mast\b|\bservice\s+drop\b|\bweather\s?head\b|\bbigger\s+service\b/i,
  },
  {
    id: 'ev-charger',
    priced: 'circuits',
    pattern: /\bev\s*-?\s*charg\w*|\b(?:car|vehicle|level\s*2)\s+charg\w*|\bcharging\s+station|\belectric\s+(?:vehicle|car|truck)\b|\btesla\b|\bwall\s+connector\b/i,
  },
  { id: 'fan', priced: 'fan', pattern: /\b(?:ceiling\s+|bath(?:room)?\s+|exhaust\s+)?fans?\b/i },
  {
    id: 'panel',
    priced: 'panel',
    pattern:
      /\b(?:electrical\s+|electric\s+|breaker\s+|main\s+|sub\s?-?)?pann?els?\b|\bfu[sz]e\s*-?\s*box\w*|\b(?:screw[\s-]*in|glass|plug|old)\s+fu[sz]es\b|\bbreaker\s*-?\s*box\w*|\b\d{2,3}\s*-?\s*(?:a|amp|amps)\b(?!\s+(?:\w+\s+)?(?:circuit|breaker|outlet|plug|receptacle|line)s?\b)|\bload\s+cent(?:er|re)\b/i,
  },
  {
    id: 'outlets',
    priced: 'outlets',
    pattern:
      /\bout(?:let|lit|elt)s?\b|\breceptacles?\b|\bsockets?\b|\bgfci?s?\b|\bgfi\b|\busb\s+(?:port|charger|outlet)s?\b|\btest\s+(?:and|&|n)\s+reset\b|\breset\s+buttons?\b|\b(?:wall|bathroom|kitchen|garage|outdoor|outside|porch|deck|basement|bedroom)\s+plugs?\b|\bplugs?\s+(?:in|on|by|for|at)\s+(?:the\s+|my\s+|our\s+)?(?:garage|kitchen|bathroom|ceiling|wall|porch|deck|basement|bedroom|shop|barn|island|door\s+opener)\b/i,
  },
  { id: 'lighting', priced: 'lighting', pattern: /\blight(?:s|ing)?\b|\bfixtures?\b|\bchandeliers?\b|\brecessed\b|\bcan\s+lights?\b|\bsconces?\b|\bpot\s+lights?\b|\bled\b/i },
  {
    id: 'circuits',
    priced: 'circuits',
    pattern:
      /\bcircuits?\b|\bdedicated\s+(?:lines?|plugs?|outlets?|receptacles?)\b|\b(?:lines?|wires?|runs?)\s+(?:\w+\s+){0,2}(?:from|off(?:\s+of)?)\s+(?:the\s+|my\s+|our\s+)?(?:main\s+|breaker\s+|electrical\s+|electric\s+)?(?:box|panel)\b|\b(?:its|it'?s|their|a)\s+own\s+(?:line|breaker|wire|run)\b|\b(?:separate|dedicated)\s+(?:breaker|wire|run)\b|\b(?:line|wire|breaker)\s+(?:just|only)\s+for\b|\b2[24]0\s*-?\s*(?:v|volts?)?\b|\bhot\s+tubs?\b|\bspas?\b|\bsaunas?\b|\bwelders?\b|\bdryers?\b|\b\d{2}\s*-?\s*amps?\s+(?:\w+\s+)?(?:plug|outlet|receptacle)s?\b|\b(?:electric|stove|kitchen|oven)\s+ranges?\b|\b(?:hook\s*up|install|wire|connect)\s+(?:the|a|our|my)\s+(?:new\s+)?(?:electric\s+)?ranges?\b|\b(?:new|old)\s+ranges?\b|\branges?\s+(?:outlet|circuit|hook\s?up|plug|receptacle)s?\b|\bheat\s+pumps?\b|\bmini[\s-]?splits?\b|\bwell\s+pumps?\b|\bshop\s+(?:power|wiring)\b/i,
  },
  {
    id: 'troubleshoot',
    priced: 'troubleshoot',
    pattern:
      /\btroubleshoot\w*|\btrack(?:ing)?\s+down\b|\b(?:a|the|dead)\s+short\b|\bshort(?:ed|ing)?\s+(?:out|circuit)|\bshorted\b|\bground\s+faults?\b|\bdiagnos\w*|\b(?:figure|find)\s+out\s+(?:why|what'?s?\s+wrong)|\b(?:went|gone|is|are)\s+dead\b|\bnot\s+working\b|\b(?:does|do|is|are)\s*n[o']?t\s+work\w*|\bflicker\w*|\btrip(?:s|ped|ping)\b|\btrip\b(?!\s+(?:fees?|charges?))|\bno\s+power\b|\brepair\w*|\bfix\w*|\bbroken\b|\bdead\s+(?:outlet|switch|circuit)/i,
  },
];

/** The service a text is mostly about (the one the router names), if any. */
export function mainServiceTopic(text: string): ServiceTopic | undefined {
  return primaryTopic(serviceTopics(text), text);
}

/** The service topics a text mentions, most specific first. */
export function serviceTopics(text: string): ServiceTopic[] {
  return SERVICE_TOPICS.filter((topic) => topic.pattern.test(text));
}

/** Words that mention money. Mentioning money does not make a price request (see routeMessage). */
export const MONEY_PATTERN =
  /\bhow\s+much\b|\bcost\w*|\bprice\w*|\bpricing\b|\bquot(?:e|es|ed|ing)\b|\bestimat\w*|\bcharg(?:e|es|ed|ing)\b(?!\s+(?:station|my|the\s+car|a\s+car))|\bfees?\b|\brates?\b|\bballpark\b|\bexpensive\b|\bcheap\w*|\bafford\w*|\bbudget\b|\bpay\w*|\bworth\b|\bfinanc\w*|\bpricey\b|\bset\s+(?:me|us)\s+back\b|\$\s?\d/i;

/** A request for a price: how much, cost, price, quote or estimate for something. */
const PRICE_ASK =
  /\bhow\s+much\b(?!\s+(?:power|electricity|juice|load|current|amps?|amperage|wattage|watts|voltage|space|room|time|notice|longer|capacity|of\s+a\s+(?:load|draw)))|\bcost\w*|\bprice\w*|\bpricing\b|\bquot(?:e|es|ed)\b|\bestimat\w*|\bcharg(?:e|es)\b(?!\s+(?:station|my|the\s+car|a\s+car))|\bfees?\b|\brates?\b|\bballpark\b|\bwhat\s+(?:do|does|would|will)\s+(?:you|u|y'?all|ya)\s+(?:guys\s+)?(?:get|charge|want|ask)\s+(?:per|for\s+(?:each|a|an|one|the))\b|\bexpensive\b|\bcheap\w*|\bafford\w*|\bbudget\w*|\$\s?\d|\$\$|\b\d+\s*(?:grand|k)\b.{0,40}\b(?:realistic|enough|cover|way\s+off|in\s+the\s+ballpark)\b|\$\s*\?|\bwhat\s+(?:would|will|does|do)\s+(?:\w+\s+){0,8}run\b(?!\s+(?:on|off|into|from|through)\b)(?!\s+to\s+(?!(?:rewire|re-wire|install|put|add|replace|wire|get|do|have|fix|upgrade|hang|change|swap|run|redo|update|move|hook|set)\b))|\b(?:gonna|going\s+to)\s+run\s+(?:me|us)\b|\bset\s+(?:me|us)\s+back\b|\bwhat'?s\s+the\s+damage\b|\b(?:rough|ballpark|general|ball\s+park)\s+(?:number|figure|idea\s+of\s+(?:the\s+)?(?:cost|price)|range|price|cost|quote)\b|\bgive\s+(?:me|us)\s+a\s+number\b|\bpricey\b|\bwhat\s+(?:would|will)\s+(?:that|it|this)\s+be\b|\bwhat\s+(?:are\s+we|am\s+i)\s+looking\s+at\b|\brun\s+(?:me\s+|us\s+)?installed\b|\bwhat\s+(?:does|do|would|will|'?s|is)\s+(?:\w+\s+){1,5}go\s+for\b|\bwhat(?:'?s|\s+is|\s+does)\s+(?:a|an|the|one)\s+(?:[\w-]+\s+){1,8}(?:usually\s+|typically\s+|normally\s+)?run\b(?=\s*(?:,?\s*(?:installed|ya|you|me|us)\b|\W*$))|\bwhat\s+kind\s+of\s+(?:money|\$+|dollars|numbers?)\b|\bhow\s+much\s+money\b/i;

/** Questions about the business itself, by topic. The first matching topic names it. */
const FACT_TOPICS: [string, RegExp][] = [
  [
    'free-estimate',
    /\bpay\s+(?:\w+\s+){0,3}(?:to\s+)?(?:come\s+(?:out\s+|over\s+|by\s+)?(?:and\s+)?)?(?:look|give\s+(?:me|us)\s+(?:a\s+)?(?:price|quote|number|estimate|bid))\b|\b(?:price|quote|number|bid)\s+(?:\w+\s+){0,2}good\s+for\b|\bfree\b.{0,30}\b(?:estimat\w*|quot\w*|consult\w*|visit|inspection)|\b(?:estimat\w*|quot\w*|consult\w*)\b.{0,25}\bfree\b|\b(?:charge|cost|pay|fee)\w*\s+(?:\w+\s+){0,2}(?:for|of)\s+(?:an?\s+|the\s+|your\s+|this\s+|that\s+|a\s+home\s+)?(?:first\s+)?(?:estimat\w*|quot\w*|consult\w*|visits?|site\s+visits?)\b|\b(?:charge|cost|pay|fee)\w*\b.{0,30}\b(?:come|coming)\s+(?:out|over|by|to\s+(?:my|the|our)\s+(?:house|home|place|property|shop))\s+(?:and\s+|to\s+)?(?:look|see|take\s+a\s+look|give\s+(?:me\s+|us\s+)?(?:a\s+)?(?:quote|estimate|bid))\b|\b(?:come|coming)\s+(?:out|over|by|to\s+(?:my|the|our)\s+(?:house|home|place|property|shop))\s+(?:and\s+|to\s+)?(?:look|see|take\s+a\s+look)\b.{0,40}\b(?:pay|charge|cost|fee)\w*\b|\b(?:estimat\w*|quot\w*)\s+(?:\w+\s+)?(?:cost|charge)\s+(?:any|anything|something|money|extra)|\bdo\s+(?:you\s+)?(?:estimat\w*|quot\w*)\s+cost\b|\bcost\s+(?:any|anything)\s+(?:for|to\s+get)\s+(?:an?\s+)?(?:estimat\w*|quot\w*)|\bhow\s+much\s+(?:is|are|for)\s+(?:an?\s+|the\s+|your\s+)?(?:estimat\w*|quot\w*)\s*\??$|\b(?:estimat\w*|quot\w*)\s+(?:\w+\s+){0,2}in\s+writing\b|\bwritten\s+(?:estimat\w*|quot\w*)\b(?!.{0,40}\b(?:how\s+much|cost|price))|\b(?:estimat\w*|quot\w*)\s+valid\b|\b(?:estimat\w*|quot\w*)\s+(?:\w+\s+){0,2}(?:expir\w*|run\s+out|lapse\w*|still\s+good)|\b(?:estimat\w*|quot\w*)\b.{0,60}\b(?:still\s+(?:good|valid|stand\w*)|expired|expire|honou?r\w*)\b|\bexpir\w*\b.{0,20}\b(?:estimat\w*|quot\w*)|\b(?:estimat\w*|quot\w*)\s+(?:good|valid)\s+for\b|\bhow\s+long\s+(?:is|are|does)\s+(?:an?\s+|the\s+|your\s+|ur\s+)?(?:estimat\w*|quot\w*)|\bcharg\w*\s+(?:\w+\s+){0,2}(?:to\s+)?(?:look|come\s+(?:out|look)|take\s+a\s+look|check\s+(?:it|things)\s+out)|\b(?:charge|cost|pay|fee)\w*\b.{0,60}\b(?:come\s+out|give|get|do|write|send)\w*(?:\s+up)?\s+(?:me\s+|us\s+)?(?:an?\s+|the\s+)?(?:estimat\w*|quot\w*)/i,
  ],
  // Whether the price can change once the work starts (the terms' estimates section), not a price request.
  [
    'price-changes',
    /\bguarant\w*\s+(?:the\s+|your\s+|ur\s+|a\s+)?(?:price|quote|estimate|cost|bid)s?\b|\b(?:price|quote|estimate|bid)s?\s+(?:\w+\s+)?guaranteed\b|\b(?:price|cost(?:ing)?|bill|estimate|quote|total|invoice)s?\b.{0,40}\b(?:change(?!\s+(?:out|over|a|an|one|the|my|our|that|this|some|two|three|\d+)\b)|changes|go\s+up|goes\s+up|go(?:es)?\s+over|increase|rise|higher|more\s+than|stick|firm|final|locked)\b|\b(?:go(?:es|ing)?|went|run(?:s|ning)?|ran)\s+over\s+(?:the\s+|your\s+|my\s+|our\s+)?(?:quote|estimate|budget|bid)|\bmore\s+than\s+(?:you|u|y'?all)\s+(?:quoted|estimated|said|bid)|\bmore\s+than\s+(?:the|your|my|our|what\s+the)\s+(?:estimate|quote|bid)\b|\bcharged\s+(?:me|us)\s+(?:\$?\d[\d,]*\s+|a\s+lot\s+|way\s+)?more\b|\bfind\w*\s+(?:more|other|additional|extra|hidden|unexpected|something\s+else|something\s+wrong)\s*(?:problems?|issues?|damage|work|stuff)?\s+(?:once|when|after|while|inside|behind|in\s+the\s+walls?)|\bsurprises?\s+(?:behind|in|inside)\s+(?:the\s+)?(?:walls?|drywall|ceiling)|\b(?:will|would|could|can|does|do|might)\s+(?:the\s+|my\s+|your\s+)?(?:final\s+)?(?:price|cost|bill|total)\b.{0,30}\b(?:change|go\s+up|increase|be\s+(?:more|higher|different))|\b(?:hidden|surprise|unexpected)\s+(?:fees?|costs?|charges?|bills?)|\bchange\s+orders?\b/i,
  ],
  // More for nights, weekends and holidays: emergency rates (the emergency page and the terms).
  [
    'rates',
    /\b(?:extra|more\s+expensive|(?:is|will)\s+(?:it|that)\s+(?:be\s+)?more|cost\s+more|costs\s+more|charge\s+more|charge\s+extra|higher|premium|surcharge|overtime|double|time\s+and\s+a\s+half|additional\s+(?:fee|charge|cost))\b.{0,60}\b(?:weekends?|nights?|evenings?|holidays?|after[\s-]hours|sundays?|saturdays?|emergenc\w*|overnight|midnight|middle\s+of\s+the\s+night|christmas(?:\s+eve)?|xmas|thanksgiving|new\s+years?(?:'?s)?(?:\s+eve)?|easter|fourth\s+of\s+july|\d{1,2}(?::\d\d)?\s*(?:am|a\.m\.|pm|p\.m\.)|\d{1,2}\s+(?:in\s+the\s+morning|at\s+night|o'?clock\s+at\s+night)|late)\b|\b(?:weekends?|nights?|evenings?|holidays?|after[\s-]hours|sundays?|saturdays?|emergenc\w*|overnight|midnight|middle\s+of\s+the\s+night|christmas(?:\s+eve)?|xmas|thanksgiving|new\s+years?(?:'?s)?(?:\s+eve)?|easter|fourth\s+of\s+july|\d{1,2}(?::\d\d)?\s*(?:am|a\.m\.|pm|p\.m\.)|\d{1,2}\s+(?:in\s+the\s+morning|at\s+night|o'?clock\s+at\s+night))(?![\w.]).{0,40}\b(?:more\s+expensive|cost\s+more|costs\s+more|charge\s+more|extra|surcharge|premium|higher\s+rates?)\b|\b(?:weekends?|nights?|holidays?|after[\s-]hours|sundays?|saturdays?|overnight|midnight|middle\s+of\s+the\s+night|christmas(?:\s+eve)?|xmas|thanksgiving|new\s+years?(?:'?s)?(?:\s+eve)?|easter|fourth\s+of\s+july|\d{1,2}(?::\d\d)?\s*(?:am|a\.m\.|pm|p\.m\.)|\d{1,2}\s+(?:in\s+the\s+morning|at\s+night|o'?clock\s+at\s+night))(?![\w.]).{0,140}\b(?:(?:does|do|will|would|is)\s+(?:it|that|this|they|you|u|y'?all)\s+(?:\w+\s+)?(?:cost|costs|charge)\s+(?:more|extra)|(?:cost|costs|charge|run)\s+(?:me\s+|us\s+)?(?:a\s+)?(?:fortune|bundle|arm\s+and\s+a\s+leg|lot\s+more|ton)|(?:be|is|gonna\s+be)\s+(?:super\s+|really\s+|real\s+)?(?:expensive|pricey))\b/i,
  ],
  // How fast someone comes in an emergency ("how quickly can you get here if it's an emergency", "emergency response time"): the emergency page's "as quickly as we can".
  [
    'response-time',
    /^(?=.*\b(?:emergenc\w*|urgent\w*|asap|middle\s+of\s+the\s+night|after\s+hours)\b).*(?:\bhow\s+(?:fast|quick(?:ly)?|soon|long)\b.{0,50}\b(?:get\s+(?:here|there|out|to\s+(?:me|us))|come|coming|arrive|respond|show\s+up|be\s+(?:here|there)|take\s+(?:you|u|y'?all|someone)|send)\b|\bresponse\s+times?\b)/i,
  ],
  // What the assistant keeps of a conversation (the privacy policy's section on it): "does what i type in this chat get saved".
  [
    'chat-records',
    /\b(?:this|the|our|my)\s+(?:chat|conversation|messages?|questions?)\b.{0,40}\b(?:saved|recorded|stored|logged|kept|private|confidential|monitored|read\s+by)\b|\b(?:save|saves|record|records|store|stores|log|logs|keep|keeps|read|reads)\s+(?:\w+\s+){0,3}(?:what\s+i\s+(?:type|write|say|ask)|this\s+chat|(?:my|these|the)\s+(?:chats?|messages?|questions?|conversations?))\b|\bwhat\s+i\s+(?:type|write|ask)\b.{0,40}\b(?:saved|recorded|stored|logged|kept|private|seen|read)\b|\bis\s+this\s+(?:chat\s+|conversation\s+)?(?:private|confidential|recorded|saved|monitored)\b/i,
  ],
  // Whether we sell or share a visitor's number or details (the privacy policy): "do you sell my phone number".
  [
    'privacy',
    /\b(?:my|our)\s+(?:(?:\w+\s+){0,2}(?:and|&)\s+)?(?:address|phone|number|e-?mail|info\w*|details|name)\b.{0,60}\b(?:sell|selling|sold|share|sharing|give\s+out|pass\s+(?:on|along))\s+(?:it|them|that|those)\s+(?:to|with)\b|\b(?:sell|selling|sold|share|sharing|shared|give\s+out|giving\s+out|rent)\b.{0,30}\b(?:my|our|customers?'?|people'?s)\s+(?:(?:phone|cell|mobile)\s+(?:number|#)|numbers?|info\w*|data|details|e-?mails?(?:\s+address)?|address|personal\s+\w+)|\bprivacy\b|\b(?:sold|shared|given\s+out|passed\s+(?:on|along)|sell|share)\s+(?:\w+\s+){0,3}(?:to|with)\s+(?:\w+\s+){0,3}(?:marketers|telemarketers|advertisers|spammers|third[\s-]part(?:y|ies)|data\s+brokers|other\s+companies)\b|\bspam\s+(?:me|us)\b|\b(?:my|our)\s+(?:info\w*|data|number|phone\s+number|details|e-?mail(?:\s+address)?)\s+(?:\w+\s+)?(?:get|gets|be|being|is|getting)\s+(?:sold|shared|given\s+out|passed\s+on)\b|\b(?:sell|selling|sold|share|sharing|give\s+out|rent)\s+(?:\w+\s+){0,2}(?:phone\s+numbers?|numbers|e-?mails?|info\w*|data|details|contact\s+info\w*)\s+(?:to|with)\s+(?:\w+\s+){0,2}(?:marketers|advertisers|spammers|companies|third|others|anyone|anybody|people)\b|\btele-?market\w*|\brobo-?call\w*|\b(?:sell|selling|sold|share|sharing|give|giving|pass|passing)\s+(?:it|that|them|this|my\s+\w+|our\s+\w+)\s+(?:on\s+)?to\s+(?:a\s+bunch\s+of\s+|other\s+|third[\s-]part\w*|anyone|anybody|marketers|advertisers|spammers|companies|a\s+list)|\bput\s+(?:me|us)\s+on\s+(?:a\s+|any\s+)?(?:mailing|marketing|call)\s+lists?\b/i,
  ],
  // How soon the office answers a form or a message ("i filled out the contact form, how long till someone gets back to me").
  [
    'reply-time',
    /\b(?:contact\s+form|the\s+form|form\s+on|quote\s+request|request\s+form|(?:sent|send|left|filled\s+(?:out|in)|submitted|put\s+in)\s+(?:\w+\s+){0,3}(?:form|request|message|e-?mail|voicemail|thing|info|details))\b.{0,80}\b(?:how\s+(?:long|soon|quick\w*|fast)|when\s+(?:will|do|should|can)|get\s+back|hear\s+back|hear\s+from|respond|reply|call\s+(?:me\s+|us\s+)?back)|\b(?:how\s+(?:long|soon|quick\w*|fast)|when\s+(?:will|do|should))\b.{0,60}\b(?:get\s+back|hear\s+back|respond|reply|call\s+(?:me\s+|us\s+)?back)\b.{0,60}\b(?:form|request|message|e-?mail)\b|\bhow\s+(?:long|soon|quick\w*|fast)\s+(?:do|does|will|would|can)\s+(?:you|u|y'?all|someone|somebody|the\s+office|your\s+office)(?:\s+guys)?\s+(?:usually\s+|normally\s+|typically\s+|generally\s+)?(?:get\s+back\s+to|respond\s+to|reply\s+to|answer|return)\s+(?:people|folks|customers|messages|e-?mails|calls|inquiries|requests)\b|\bhow\s+(?:long|soon|quick\w*|fast)\s+(?:do|does|will|would)\s+(?:you|u|y'?all|the\s+office|your\s+office)(?:\s+guys)?\s+(?:usually\s+|normally\s+|typically\s+|generally\s+)?(?:reply|respond|answer|write\s+back|get\s+back)\b|\bhow\s+long\s+(?:till|until|til|before)\s+(?:someone|somebody|anyone|you|u|y'?all|i\s+hear)\s+(?:\w+\s+)?(?:writes?\s+back|gets?\s+back|calls?\s+back|hear\s+back|replies|responds|answers)\b(?!\s+to\s+(?:an?\s+)?(?:emergenc\w*|calls?\s+at\s+night))|\b(?:how\s+(?:long|soon|quick\w*|fast)|when)\b.{0,40}\b(?:get\s+back|hear\s+back|respond|reply)\b.{0,60}\b(?:pictures?|photos?|pics?)\b|\b(?:pictures?|photos?|pics?)\b.{0,80}\bhow\s+(?:long|soon|quick\w*|fast)\b.{0,40}\b(?:get\s+back|hear\s+back|respond|reply)\b/i,
  ],
  [
    'warranty',
    /\b(?:breaks?|broke|broken|fails?|failed|failing|stops?\s+working|stopped\s+working|(?:goes|went|go|going)\s+(?:wrong|bad|out)|quits?|died|dies|craps?\s+out|crapped\s+out|(?:gives?|gave|burns?|burned|burnt|conks?|conked)\s+out|fries|fried)\s+(?:\w+\s+){0,2}(?:after|in|within)\s+(?:like\s+|about\s+|around\s+|maybe\s+|only\s+|just\s+)?(?:a|one|two|three|four|five|a\s+few|a\s+couple(?:\s+of)?|\d+(?:\.\d+)?|\d+\s+(?:and\s+a\s+half|1\/2))\s+(?:days?|weeks?|months?|years?|yrs?|mos?)\b|\b(?:breaks?|broke|fails?|failed|stops?\s+working|stopped\s+working|goes\s+wrong|quits?|died)\s+(?:\w+\s+){0,2}after\s+(?:you|u|y'?all|your|the\s+(?:install\w*|job|work|electrician)|(?:a|one|two|three|a\s+few|\d+)\s+(?:days?|weeks?|months?|years?)|being\s+installed|installation|install\w*|it\s+was\s+(?:installed|put\s+in))|\b(?:you|u|y'?all)\s+(?:installed|put\s+in|wired|did)\b.{0,40}\b(?:quit\w*|stop\w*|broke|breaks|fail\w*|died)\b.{0,30}\b(?:later|after)\b|\b(?:you|u|y'?all)\s+(?:installed|put\s+in|wired|hung|replaced|did)\b.{0,60}\b(?:quit\w*|stop\w*|broke\w*|fail\w*|died|dead|craps?\s+out|went\s+bad|goes\s+bad)\b.{0,40}\b(?:covered|who\s+pays|on\s+you|charge|pay)\b|\bis\s+(?:that|it|this)\s+covered\b|\bis\s+(?:that|it|this)\s+on\s+(?:you|u|y'?all)\b|\bafter\s+(?:you|u|y'?all)\s+(?:leave|finish|are\s+done|left)|\bcome\s+back\s+(?:and\s+)?fix|\bwarrant\w*|\bguarant\w*|\bgaurant\w*|\bstand\s+behind\b|\bworkmanship\b|\b(?:not|n'?t)\s+(?:happy|satisfied)\s+with\s+(?:the|your)\s+work\b|\b(?:unhappy|dissatisfied)\s+with\s+(?:the|your)\s+work\b|\bsatisfaction\s+guarant\w*/i,
  ],
  [
    'financing',
    /\b(?:pay\w*\s+(?:it\s+|this\s+|that\s+|the\s+(?:\w+\s+)?|my\s+(?:\w+\s+)?)?off\s+(?:early|sooner|ahead\s+of\s+time)|early\s+pay\s*-?\s*off|prepay\w*)\b(?:.{0,30}\b(?:fees?|penalt(?:y|ies)|charges?|extra))?|\bfinanc\w*|\bspread\s+(?:\w+\s+){0,2}(?:out\s+)?(?:over\s+)?(?:the\s+|my\s+|our\s+)?(?:cost|costs|payments?|price|bill)\b|\bpay\w*\b(?=\s+(?:\w+\s+){0,5}over\s+(?:time|a\s+few\s+months|months|a\s+year)\b)|\bover\s+time\b|\bmonthly\s+payments?\b|\bpayment\s+plans?\b|\bcredit\s+approval\b|\bmake\s+payments\b|\bpay\s+(?:it\s+|for\s+it\s+)?(?:off\s+)?(?:over\s+time|in\s+(?:installments|parts|chunks)|monthly|all\s+at\s+once)|\binstall?ments\b|\bloans?\b/i,
  ],
  [
    'warranty',
    /\b(?:breaks?|broke|fails?|failed|stops?\s+working|stopped\s+working|goes\s+wrong|quits?|died)\s+(?:\w+\s+){0,2}after\s+(?:you|u|y'?all|your|the\s+(?:install\w*|job|work|electrician)|(?:a|one|two|three|a\s+few|\d+)\s+(?:days?|weeks?|months?|years?)|being\s+installed|installation|install\w*|it\s+was\s+(?:installed|put\s+in))|\b(?:you|u|y'?all)\s+(?:installed|put\s+in|wired|did)\b.{0,40}\b(?:quit\w*|stop\w*|broke|breaks|fail\w*|died)\b.{0,30}\b(?:later|after|next\s+(?:week|month|year)|within\s+(?:a|the)\s+(?:year|month))\b|\bafter\s+(?:you|u|y'?all)\s+(?:leave|finish|are\s+done|left)|\bcome\s+back\s+(?:and\s+)?fix|\bwarrant\w*|\bguarant\w*|\bgaurant\w*|\bstand\s+behind\b|\bworkmanship\b|\b(?:not|n'?t)\s+(?:happy|satisfied)\s+with\s+(?:the|your)\s+work\b|\b(?:unhappy|dissatisfied)\s+with\s+(?:the|your)\s+work\b|\bsatisfaction\s+guarant\w*/i,
  ],
  // Work of ours that failed, and whether the fix is paid for twice ("its tripping again, do i have to pay again").
  [
    'warranty',
    /\b(?:have\s+to|gotta|need\s+to|do\s+i|will\s+i|would\s+i|do\s+we|will\s+we)\s+(?:\w+\s+)?pay\s+(?:for\s+(?:it|that|this)\s+)?(?:again|twice)\b|\bcharge\s+(?:me|us)\s+(?:again|twice)\b|\bpay(?:ing)?\s+(?:for\s+(?:it|that|this|them)\s+)?again\b|\bstuck\s+paying\b/i,
  ],
  [
    'payment',
    /\bmoney\s+down\b|\bput\s+(?:\w+\s+)?down\b|\bdown\s+payment\b|\bpay\s+(?:before|first|in\s+advance)\b|\b(?:trip|travel|service[\s-]call|call[\s-]out|minimum|diagnostic)\s+(?:fees?|charges?)\b|\bemergency\s+(?:service\s+|calls?\s+|work\s+)?(?:\w+\s+)?(?:more\s+expensive|cost\s+more|extra|rates?|charges?|premium)|\bupfront\b|\bup\s+front\b|\bpay(?:ment)?s?\b(?!\s+for\s+(?:an?\s+)?(?:new|outlet|panel|light))|\bpaying\b|\bdeposit\b|\bbilling\b|\binvoice\w*|\bdue\b|\bemergency\s+rates?\b|\bafter[\s-]hours?\s+(?:rate|charge|fee)s?/i,
  ],
  [
    'licence',
    /\bbond(?:ed|ing)?\b|\blicen[cs]\w*|\blisen[cs]\w*|(?<!\b(?:my|our|the|for|homeowners?'?s?|home|house|car|health)\s)\binsur\w*\b(?!\s+(?:company|companies|agent|agents|adjusters?|claims?|inspections?|purposes|requirements?|says|said|wants|wanted|requires|required|guy|guys|man|lady|person|people|rep|folks|policy|carrier|told|needs?))|\bcertified\b|\bcredentials\b|\blegit\w*|\btrust(?:worthy)?\b|\bscam\w*|\bfly[\s-]by[\s-]night\b|\breputable\b/i,
  ],
  [
    'experience',
    /\bexperience\w*|\bhow\s+long\s+(?:have\s+)?(?:you|u|y'?all)(?:\s+guys)?\s+(?:been|in\s+business|around)|\bhow\s+long\s+(?:\w+\s+){0,3}(?:(?:been\s+)?in\s+business|been\s+around|been\s+doing\s+(?:this|it|electrical\s+work))\b|\b(?:in\s+business|been\s+around)\s+(?:for\s+)?how\s+long\b|\bhow\s+many\s+years\b|\byears\s+in\s+business\b|\bwhen\s+(?:were\s+you|was\s+the\s+company)\s+(?:founded|started)|\bwho\s+(?:are|r)\s+(?:you|u)\b|\bnew\s+(?:company|business)\b|\bbeen\s+around\b|\bfounded\b|\bestablished\b/i,
  ],
  // Who answers the phone at night: a real electrician (the home page's About section), not an answering service.
  [
    'who-answers',
    /\b(?:someone|somebody|anyone|anybody|an?\s+electrician|a\s+person)\s+on[\s-]call\b|\bon[\s-]call\s+(?:tonight|now|today|right\s+now|this\s+weekend|24\/7|after\s+hours)\b|\bwho\s+(?:picks?\s+up|answers?|will\s+answer|is\s+on\s+call|takes?\s+(?:the\s+)?calls?)\b|\banswering\s+(?:service|machine)s?\b|\b(?:call|calls|calling|phone|ring)\b.{0,40}\b(?:real|actual|live)\s+(?:person|human|electrician|people)\b|\b(?:real|actual|live)\s+(?:person|human|electrician)\b.{0,40}\b(?:picks?\s+up|answers?|phone|calls?|night|after\s+hours|weekends?)\b|\b(?:person|human)\s+or\s+(?:an?\s+)?(?:machine|recording|voicemail|answering)\b/i,
  ],
  // Texts about a service request (the terms' "Text messages"): sent once you agree on the SMS consent page.
  ['texts', /\btext(?:s|ing|ed)?\b(?!\s+(?:box|book|field))|\btxts?\b|\bsms\b/i],
  // Before the hours: "how much notice if I push the appointment back from Tuesday" asks about rescheduling, not Tuesday's hours.
  [
    'scheduling',
    /\bcancel\w*|\breschedul\w*|\bhow\s+much\s+notice\b|\bno[\s-]show\b|\bmiss(?:ed)?\s+(?:the\s+|my\s+|an?\s+)?appointment\b|\b(?:push|move|bump|change)\s+(?:\w+\s+){0,2}(?:appointment|visit|booking)\b|\b(?:appointment|visit|booking)\s+(?:\w+\s+){0,2}(?:back|later|to\s+another\s+day)\b/i,
  ],
  [
    'hours',
    /\bhow\s+early\b|\bhow\s+late\b|\bstart\w*\b.{0,20}\bmorning\b|\bwhat\s+time\s+(?:do|does|are|r|is)\b|\bhours?\b|(?<!\b(?:doors?|windows?|gates?|lids?|hatch|garage)\s+)(?<!\bleave\s+(?:\w+\s+){0,3})\bopen\b(?!\s+(?:up\s+)?(?:(?:the|my|our|a|your|that|this|those)\s+)?(?:walls?|drywall|panels?|box|ceilings?|floors?|it|them|up)\b)|\b(?:you|u|y'?all|office|shop|business)\s+(?:\w+\s+)?clos(?:ed|ing)\b|\b(?:you|u|y'?all|office|shop|business)\s+(?:\w+\s+)?close\b(?<!\bhow\s+close)(?!\s*[?!.]*\s*$)(?!\s+(?:by|to|enough|enuf|in|out|up|down)\b)|\bclos(?:e|es|ed|ing)\s+(?:on|at|for|early|today|tonight|tomorrow|now|saturdays?|sundays?|weekends?|holidays?|christmas|thanksgiving)\b|\bclosing\s+time\b|\bwhat\s+time\b.{0,20}\bclos\w*|^\W*closed\b|\bweekends?\b|\bsaturdays?\b|\bsundays?\b|\bmondays?\b|\btuesdays?\b|\bwednesdays?\b|\bthursdays?\b|\bfridays?\b|\bholidays?\b|\b(?:christmas|xmas|thanksgiving|new\s+years?'?s?|easter|fourth\s+of\s+july|july\s+4(?:th)?|labou?r\s+day|memorial\s+day)\b(?!\s+(?:lights?|lighting|decorations?|displays?|trees?|inflatables?))|\b24\s*\/\s*7\b|\b24\s+hours?\b|\bafter[\s-]hours?\b|\bat\s+night\b|\bnights\b|\bemergency\s+(?:service|calls?|electrician|line|number)\b|\bavailable\b(?!\s+(?:in|to|for|around|near|out|up)\b)|\b(?:when|what\s+time|how\s+late)\b.{0,30}\bclos(?:e|es|ed|ing)\b|\b(?:(?:someone|somebody|anyone|you|u|y'?all|electrician)\s+(?:\w+\s+)?(?:come|answer|pick\s+up|get\s+here)|open|available)\b.{0,60}\b(?:1[0-2]|[1-9])(?::[0-5]\d)?\s*(?:pm|am|p\.m\.|a\.m\.)(?![a-z])|\b(?:1[0-2]|[1-9])(?::[0-5]\d)?\s*(?:pm|am|p\.m\.|a\.m\.)(?![a-z]).{0,60}\b(?:(?:someone|somebody|anyone|you|u|y'?all|electrician)\s+(?:\w+\s+)?(?:come|answer|pick\s+up|get\s+here)|open|available)\b/i,
  ],
  [
    'address',
    /\b(?:you|u|y'?all)(?:\s+guys)?(?:'re|\s+are|\s+r)\s+(?:based\s+|located\s+)?(?:in|out\s+of)\s+bonner\b|\b(?:physical|street|mailing|shop|office|business)\s+address\b|\bwhere\s+(?:is|are|'s|r)\s+(?:your|ur|you|u|y'?all)\b(?!.{0,30}\b(?:serve|servic\w*|cover|work|go|travel)\b)|^(?!.*\b(?:e-?mail|emial)).*(?<!(?:e-?mail|emial)\s)\baddress\b|\blocated\b|\blocation\b|(?<!(?:e-?mail|emial)\s)\baddy\b|\bbased\s+(?:out\s+of|in|at)?\b|\b(?:you|u|y'?all|ya)\s+(?:guys\s+)?(?:a\s+)?local\b|\b(?:are|r)\s+(?:you|u|y'?all|ya)\s+(?:guys\s+)?(?:a\s+)?local\b|\blocal\s+(?:company|business|outfit|shop|contractor|electricians?|crew|guys?|folks|team)\b(?!.{0,40}\b(?:near|in|around)\b)|\bfrom\s+around\s+here\b|\bzip(?:\s+code)?\b|\bpostal\s+code\b|\bstop\s+by\b|\bcome\s+by\s+(?:your|the)\s+(?:shop|office)\b|\bwhere\s+(?:is|'s)\s+(?:the|your|ur)\s+(?:shop|office|business|building)\b/i,
  ],
  ['social', /\bfacebook\b|\bfb\b|\binsta(?:gram)?\b|\blinked\s?in\b|\bsocial\s+media\b|\bsocials\b|\btwitter\b|\btik\s?tok\b|\byoutube\b/i],
  [
    'contact',
    /\bzip(?:\s+code)?\b|\bpostal\s+code\b|\bphysical\s+address\b|\bstop\s+by\b|\bbased\s+(?:out\s+of|in)\b|\bget\s+a?hold\s+of\b|\bget\s+in\s+touch\b|\btalk\s+to\s+(?:someone|somebody|a\s+(?:person|human|real\s+person|electrician))|\bhow\s+soon\b|\bhow\s+quick\w*|\bwhen\s+can\s+(?:you|u|y'?all|someone|somebody)\b|\bsame[\s-]day\b|\basap\b|\bright\s+away\b|\btoday\b|\btomorrow\b|\bthis\s+week\b|\bwhere\s+(?:is|'s)\s+(?:your|ur)\s+(?:shop|office|business|location|company|building)|\be-?mail\w*|\bemial\b|\b(?:tele)?phone\b|\bnumber\b|\bdigits\b|\b(?:ph|tel)\b\.?\s*(?:#|no\b|num)|\bcall\s+(?:you|u|y'?all)\b|\bcontact\w*|\breach\s+(?:you|u|y'?all|the\s+office|someone)\b|\btext\s+(?:you|u)\b|\baddress\b|(?<!\b(?:at|in|for|into|to|our|my)\s)\b(?:your|ur|the)\s+office\b(?!\s+(?:building|remodel|space|lighting|wiring))|\boffice\s+(?:hours|number|phone|address|e-?mail)\b|\blocated\b|\bwhere\s+(?:are|r)\s+(?:you|u|y'?all)\b|\b(?:will|would|can|could)\s+(?:someone|somebody|anyone|anybody|you|u|y'?all)\s+(?:guys\s+)?come\b|\bschedul(?:e|ing)\b(?!\s+(?:\w+\s+)?(?:maintenance|inspections?|testing))|\bappointment\w*|\bbook\w*|\bcome\s+out\b|\bcancel\w*|\breschedul\w*/i,
  ],
  // "How do I know you're legit?": licensed and insured (above), and what customers say.
  [
    'reviews',
    /\breviews?\b|\btestimonials?\b|\breferences?\b|\bratings?\b|\bwhat\s+(?:do|does|did)?\s*(?:your\s+|ur\s+|other\s+|past\s+)?(?:customers|people|clients|folks|others)\s+(?:say|think)|\bany\s+good\b\W*$|\b(?:are|r)\s+(?:you|u|y'?all)(?:\s+guys)?\s+any\s+good\b|\bwhat\s+(?:do\s+|are\s+)?(?:other\s+)?(?:customers|people|clients|folks|neighbou?rs)\s+(?:say|saying|think)|\blegit\w*|\btrust(?:worthy)?\b|\bscam\w*|\bfly[\s-]by[\s-]night\b|\breputation\b/i,
  ],
  // Inspections and the code alone are know-how, answered from what the pages say ("how often should the wiring be inspected?").
  // Who arranges the inspection of our work ("does the inspection come with it or do i schedule that myself?") is the permit question.
  [
    'permits',
    /\bpermits?\b|\bpermitt\w*|\binspections?\b.{0,40}\b(?:come\s+with|included|includ\w*|part\s+of|(?:i|we)\s+(?:have\s+to|gotta|need\s+to|must)|myself|ourselves|yourselves|set\s+up|arrang\w*)\b|\b(?:who|do\s+(?:you|u|y'?all)|will\s+(?:you|u|y'?all))\s+(?:\w+\s+){0,2}(?:schedul\w*|arrang\w*|handle\w*|set\w*\s+up|take\w*\s+care\s+of|deal\w*\s+with)\s+(?:\w+\s+){0,2}inspections?\b/i,
  ],
  // About us, but said nowhere on the site: whether the people who come are vetted (background checks, drug tests),
  // the languages they speak, discounts. The honest "not sure, call us". Discounts follow five of the six independent
  // writers who asked (record 0033, "Sixth round"). The company's size and owners or a union shop are asked as out of
  // scope (COMPANY_UNSAID, the earlier sets' labels), with the same reply.
  [
    'unstated',
    /\b(?:senior|seniors|military|veterans?|first[\s-]responders?|teachers?|multi[\s-]?job|repeat[\s-]customer|cash|loyalty)\s+discounts?\b|\b(?:any|a|give|offer|have|get)\s+(?:\w+\s+)?discounts?\b|\bdiscounts?\s+for\b|\b(?:speak|speaks|speaking)\s+(?:spanish|french|german|russian|ukrainian|vietnamese|chinese|mandarin|korean|tagalog|another\s+language|other\s+languages)\b|\bbilingual\b|\bbackground[\s-]check\w*|\bdrug[\s-](?:test|tested|testing|screen\w*|free)\b|\b(?:vetted|screened)\s+(?:electricians|employees|workers|techs|technicians|staff)\b|\b(?:electricians|employees|workers|techs|technicians|staff)\s+(?:\w+\s+)?(?:vetted|screened)\b/i,
  ],
  [
    'area',
    /\bhow\s+(?:close|far)\b|\bclose\s+(?:to\s+)?(?:me|us|by)\b|\bserv(?:e|ice)\s+areas?\b|\bareas?\b|\bcount(?:y|ies)\b|\btowns?\b|\bcities\b|\bdo\s+(?:you|u|y'?all)\s+(?:serve|service|cover|come|travel|go)\b|\bnear\s+me\b/i,
  ],
];

/** What the business-fact topic's rule matched in the text ("insurance" for licence), the words that make it that question. */
export function factWords(text: string, topic: string): string[] {
  const pattern = FACT_TOPICS.find(([name]) => name === topic)?.[1];
  return pattern ? [...text.matchAll(new RegExp(pattern.source, 'gi'))].map((match) => match[0]) : [];
}

/** The text without what the business-fact topic's rule matched ("get ahold of" for contact). */
export function withoutFactWords(text: string, topic: string): string {
  const pattern = FACT_TOPICS.find(([name]) => name === topic)?.[1];
  return pattern ? text.replace(new RegExp(pattern.source, 'gi'), ' ') : text;
}

/** A rate by the hour asked for ("what do you charge per hour", "hourly rate", "labor rate"). */
const HOURLY_RATE = /\b(?:charge|cost|costs|rate|rates|price|pay|much)\b.{0,30}\b(?:per|an|a|by\s+the|each)\s+hour\b|\bhourly\b|\blabou?r\s+rates?\b|\brate\s+per\s+hour\b/i;

/** A set fee asked for (a trip or service-call fee, a minimum charge): the site lists none. */
const SET_FEE = /\b(?:trip|travel|service[\s-]call|call[\s-]out|minimum|diagnostic|dispatch|show[\s-]up)\s+(?:fees?|charges?|rates?)\b|\bminimum\s+(?:charge|fee|price|cost)\b/i;

/** A bill already paid, told as a grievance ("you charged me emergency rates and nobody told me"): the terms, not a price. */
const COMPLAINT = /\b(?:charged|billed|paid)\s+(?:me|us)\b|\bnobody\s+told\b|\bnot\s+happy\b/i;

/** Work out of office hours: at night, on a weekend or holiday, in an emergency. */
const AFTER_HOURS =
  /\b(?:emergenc\w*|weekends?|nights?|tonight|overnight|evenings?|holidays?|after[\s-]hours|sundays?|saturdays?|midnight|\d{1,2}(?::\d\d)?\s*(?:am|a\.m\.|pm|p\.m\.))(?![\w.])/i;

/** A licence or registration number asked for. */
const LICENCE_NUMBER = /\b(?:licen[cs]e|license|licence|registration|contractor'?s?)\s*(?:number|num|no\.?|#)|\b(?:number|#)\s+(?:of\s+)?(?:your\s+|the\s+)?licen[cs]e\b/i;

/** The company's size, owners and staff: the site says none of it (it says licensed, insured, 15+ years, based in Bonner). */
const COMPANY_UNKNOWN =
  /\bhow\s+many\s+(?:electricians|employees|people|guys|workers|techs?|technicians|trucks|vans|crews?|staff|journeymen|apprentices|men|workers)\b|\bhow\s+(?:big|large)\s+(?:is\s+)?(?:your|ur|the)\s+(?:team|company|crew|outfit|business|staff)\b|\bwho\s+(?:owns|runs|started|founded)\b|\bowner'?s?\s+name\b|\bwho(?:'?s|\s+is)\s+(?:the\s+)?owner\b|\bfamily[\s-]+(?:owned|run|business|company)\b/i;

/** Our people as the ones asked ("can your crew wire it up?"), beside "you": the same question. */
export const YOUR_PEOPLE = String.raw`your\s+(?:crew|guys|electricians?|team|people|company|techs?)`;

/** Work asked for ("can you wire our cabin up by Seeley?"): with a town named, a question about the work. */
const WORK_ASKED_FOR = new RegExp(
  String.raw`\b(?:can|could|would|will|do|if|whether)\s+(?:you|u|y'?all|yall|ya|${YOUR_PEOPLE})(?:\s+guys)?\s+(?:also\s+)?(?:wire|install|put|replace|upgrade|fix|repair|add|hook|build|hang|mount|run|swap|change|move)\b|\b(?:can|could|would|will)\s+(?:you|u|y'?all|yall|someone|somebody|anyone|anybody|an\s+electrician)(?:\s+guys)?\s+(?:come\s+(?:out\s+)?(?:and\s+)?)?(?:look\s+at|check\s+(?:out\s+)?(?:the|my|our|it|that|this)|take\s+a\s+look|fix|sort\s+(?:out|that|it)|figure\s+out|troubleshoot)\b`,
  'i',
);

/** A way of reaching us asked for itself (the e-mail, the address, where the office is), which a question about the work does not answer. */
const CONTACT_ITSELF =
  /\be-?mail\w*|\bemial\b|\baddress\b|\blocated\b|\bwhere\s+(?:is|are|'s|r)\s+(?:you|u|your|ur|the\s+office)\b|\bwhat'?s?\s+(?:is\s+)?(?:your|ur|the)\s+(?:phone\s+)?(?:number|phone)\b/i;

/** Servicing what is already installed: a maintenance plan, a tune-up, yearly service. */
const MAINTENANCE =
  /\bmaintenance\b|\bmaintain\w*|\bservice\s+(?:plans?|contracts?|agreements?)\b|\btune[\s-]?ups?\b|\bservicing\b|\b(?:yearly|annual)\s+(?:service|check\w*|inspection)\b/i;

/** A portable generator's connection to the house, not a generator installed. */
const HOOKUP_ONLY = /\binterlock\w*|\btransfer\s+switch\w*|\b(?:generator\s+)?inlet\b|\bhook\s*-?\s*up\b|\bportable\b|\bgenny\b/i;
const STANDBY = /\bstandby\b|\bwhole[\s-](?:house|home)\s+(?:back\s?up\s+)?generator|\bgenerac\b|\bautomatic\b/i;

/** "Do you do hot tubs", "can u install ...": whether we do the work, asked beside its price. */
const ASKS_IF_WE_DO =
  /\b(?:do|can|could|will|would)\s+(?:you|u|y'?all|yall|ya)(?:\s+guys)?\s+(?:even\s+|also\s+)?(?:do|install|put\s+in|wire|hook\s+up|handle|work\s+on|service|offer)\b/i;

/** Work wanted, said as a wish or a plan ("want lights along the driveway", "need power out to the barn", "planning to add a shop"). */
const WANTS_WORK = /\b(?:i|we)\s+(?:\w+\s+)?(?:want|wanna|need|would\s+like|are\s+planning|am\s+planning|plan)\b|^\W*(?:want|wanna|need|looking\s+to|planning\s+(?:to|on))\b/i;

/** Wiring a room or a building ("wire my new workshop", "wire the new dining room", "whole home surge protection"): our work in any words. */
const WIRING_A_PLACE =
  /\b(?:wire|wiring|rewire|re-wire|electrical\s+(?:work\s+)?(?:for|in))\s+(?:up\s+)?(?:my|our|the|a|an|this|that)\s+(?:new\s+|old\s+)?(?:\w+\s+)?(?:workshop|shop|garage|barn|shed|addition|room|basement|kitchen|bathroom|office|building|house|home|cabin|attic|studio|greenhouse|warehouse|restaurant|store)\b|\b(?:whole[\s-](?:home|house)\s+)?surge\s+protect\w*/i;

/** The telephone number or a person asked for ("give me the telephone number", "speak with someone"). */
const REACH_A_PERSON = /\b(?:tele)?phone\s+(?:number|no\.?|#)|\b(?:speak|talk)\s+(?:with|to)\s+(?:someone|somebody|a\s+(?:person|human|real\s+person|live\s+person))\b/i;

/** Words that ask whether we work somewhere ("do you come out to Lolo?", "is Florence too far?"). */
const AREA_WORDS =
  /\b(?:serv(?:e|ed|es|ing|ice|ices|icing)|cover\w*|come|coming|go|going|goes|travel\w*|drive|driving|head|make\s+it|get\s+out|areas?|out\s+(?:to|there|that\s+way)|far|near|nearby|around|local|located|available|work\s+(?:in|up|down|out|around))\b|\b(?:are|r)\s+(?:you|u|y'?all)(?:\s+guys)?\s+(?:in|near|by|close\s+to)\b/i;

/** "The power goes out": an outage, not a question of whether we go out somewhere. */
const POWER_GOES_OUT = /\b(?:power|lights?|electricity)\s+(?:goes|went|going|go|keeps\s+going)\s+out\b/gi;

/** Words that ask whether we come to a town, beside a question about the work there. */
const ASKS_WHETHER_WE_COME =
  /\b(?:serv(?:e|ed|es|ing)|service\s+areas?|cover(?:s|ed)?|come|coming|travel\w*|drive|driving|make\s+it|get\s+out|areas?|too\s+far|that\s+far|how\s+far|local|available|(?:you|u|y'?all)(?:\s+guys)?\s+(?:go|work|near|around|in|based))\b/i;

/** Words that speak to us or of the visitor ("do you", "we are in Arlee"): a message with one asks something of us. */
const ADDRESSES_US = /\b(?:you|u|ya|y'?all|yall|your|ur|we|our|us|i|my|me|im|i'm)\b/i;
/** Words that say where a place is ("up off hwy 200", "close enough?"): they ask nothing besides the place. */
const WHERE_WORDS =
  /\b(?:place|house|home|cabin|property|ranch|land|farm|hwy|highway|road|rd|street|mile|miles|up|off|out|down|over|there|here|close|closer|enough|near|nearby|by|past|north|south|east|west|side|valley|creek|town|area|mt|montana|way|far|too|is|it|that|this|the|a|an|of|on|in|at|to|from|just|outside|around|what|about|how|and|or|ok|okay|any|anyone|anybody|someone|somebody|guys?|folks)\b/gi;

/** A message without the towns it names: the towns say where, not what. */
function withoutTownsOf(message: string, towns: readonly string[]): string {
  return towns.reduce((text, town) => text.replace(new RegExp(town.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' '), message);
}

/** Something that failed, or a claim on the warranty: what makes "after you finish" a warranty question. */
const WARRANTY_TROUBLE =
  /\b(?:trip\w*|again|twice|break\w*|broke|fail\w*|quit\w*|stop\w*\s+working|died|dead|covered|cover|warrant\w*|guarant\w*|defect\w*|went\s+bad|goes\s+bad|wrong)\b/i;

/** How soon someone comes ("how fast can someone get here in an emergency", "how long before an electrician shows up"). */
const RESPONSE_TIME =
  /\bhow\s+(?:fast|quick\w*|soon|long)\s+(?:can|could|would|will|does|do|before|until|till|til)\s+(?:\w+\s+){0,2}(?:get|come|be|arrive|respond|show\s+up|here|out|there)\b.{0,60}\b(?:emergenc\w*|night|weekend|asap|urgent)|\b(?:response|arrival)\s+times?\b/i;

/**
 * Where the site's own tools are ("where is the cost calculator thing on your website", "is there a
 * tool on here that helps figure out whats wrong"): the estimator and the troubleshooter, named or
 * asked for as a tool of the site.
 */
const SITE_TOOL =
  /\b(?:is\s+there\s+(?:a\s+way|any\s+way|somewhere)|can\s+i|how\s+(?:can|do)\s+i)\s+(?:to\s+)?(?:get|see|find|figure)\s+(?:out\s+)?(?:a\s+)?(?:rough\s+|ballpark\s+|quick\s+|general\s+)?(?:price|estimate|quote|number|cost|idea\s+of\s+(?:the\s+)?(?:price|cost))\s+(?:online|on\s+(?:here|the\s+site|your\s+site|the\s+website|your\s+website))\b|\b(?:where(?:'?s|\s+is|\s+are|\s+do\s+i\s+find|\s+can\s+i\s+find|\s+would\s+i\s+find)|is\s+there|do\s+(?:you|u|y'?all)\s+have|how\s+do\s+i\s+(?:use|get\s+to|find|open|get))\b(?=.{0,60}\b(?:calculator|estimator|troubleshooter|wizard|(?:tool|thing|feature|page|button|tab)\b.{0,40}\b(?:on\s+here|on\s+(?:the|this|your|ur)\s+(?:site|website|page)|website|online|(?:this|your|ur)\s+site|app)))|\b(?:what|wat)\s*(?:does|do|is|'s|s)?\s+(?:the|this|your|ur|that)\s+(?:troubleshooter|cost\s+calculator|calculator|estimator|estimate\s+tool|troubleshooting\s+tool)\b(?:\s+(?:thing|button|tab|tool|page|link|feature))?(?:\s+on\s+(?:here|the\s+site|your\s+site))?\s+(?:do|for|work)\b|\bhow\s+(?:does|do)\s+(?:the|this|your|ur)\s+(?:troubleshooter|cost\s+calculator|calculator|estimator)(?:\s+(?:thing|button|tab|tool|page|feature))?\s+work\b/i;
/** The tool named first, the "where" after it: "someone said theres a troubleshooter on here where do i find it". */
const SITE_TOOL_THEN_WHERE =
  /\b(?:calculator|estimator|troubleshooter|wizard|(?:estimate|price|cost|troubleshoot\w*)\s+(?:tool|thing|feature|page|button|tab))\b.{0,60}\bwhere\s+(?:is\s+it|do\s+i\s+find|can\s+i\s+find|would\s+i\s+find|is\s+that|do\s+i\s+go|do\s+i\s+click)\b/i;
/**
 * Whether the assistant's own figure binds us ("is the price the chat gave me a real quote or just a
 * guess?"): the terms' "The online assistant" section (preliminary, not a quote; only a written estimate sets a price).
 */
const ASSISTANT_FIGURE =
  /\b(?:chat|chatbot|bot|assistant|calculator|estimator|estimate\s+tab|online\s+(?:estimate|price|quote|tool)|(?:web)?site'?s?\s+(?:estimate|price|number|range))\b/i;
const FIGURE = /\b(?:prices?|numbers?|estimates?|ranges?|quotes?|figures?|amounts?)\b/i;
const BINDING =
  /\b(?:real|actual|accurate|exact|binding|bind|firm|final|guess|ballpark|legit|guarantee\w*|official|honou?r\w*|hold\s+(?:you|u|y'?all)\s+to|stick\s+(?:to|with|by)|locked?\s+in|trust)\b/i;

/** Whether the chat gives prices at all: "does this chat thing give prices or do i have to call". */
const ASSISTANT_GIVES =
  /\b(?:can|does|do|will|could|would)\s+(?:this|the|your|ur)\s+(?:chat|chatbot|bot|assistant|ai|online\s+(?:chat|assistant))(?:\s+(?:thing|box|window|here))?\s+(?:\w+\s+)?(?:give|do|tell|quote|show|figure|work\s+out|come\s+up\s+with)\b/i;

/** Which tool: the estimator (a price or cost) or the troubleshooter (what is wrong). */
const ESTIMATE_TOOL = /\bcalculat\w*|\bestimat\w*|\bprice\w*|\bcost\w*|\bquote\b/i;
const TROUBLESHOOT_TOOL = /\btroubleshoot\w*|\bdiagnos\w*|\bwhat'?s\s+wrong|\bwhats\s+wrong|\bfigure\s+out\b|\bproblem\b/i;

/** The office hours asked outright ("what are your hours?"), which a problem told after them does not answer. */
const HOURS_ASKED =
  /\bwhat\s+(?:are|r)\s+(?:your|ur|the)\s+(?:office\s+|business\s+)?hours\b|\bwhen\s+(?:are|r)\s+(?:you|u|y'?all)(?:\s+guys)?\s+open\b|\bwhat\s+time\s+(?:do|does)\s+(?:you|u|y'?all|the\s+office)(?:\s+guys)?\s+(?:open|close)\b|^\W*hours\s*\?|\b(?:are|r)\s+(?:you|u|y'?all|yall)(?:\s+guys)?\s+open\b|\bopen\s+(?:on\s+)?(?:saturdays?|sundays?|weekends?|holidays?)\b/i;

/** Ways of reaching us the site does not give (fax, WhatsApp ...): the honest "I don't know", with the phone and e-mail it does give. */
const OTHER_CHANNEL = /\bfax\w*|\bwhats\s?app\b|\btelegram\b|\bp\.?\s?o\.?\s+box\b|\bpager\b/i;

/** Jobs with us: the site says nothing about hiring, whatever electrical word the message holds. */
const JOBS =
  /\b(?:are|r)\s+(?:you|u|y'?all)(?:\s+guys)?\s+hiring\b|\bhiring\s+(?:electricians|apprentices|help|now|anyone|journeym[ae]n)\b|\b(?:job|career)\s+(?:openings?|opportunit\w*|applications?)|\bapply\s+(?:for\s+a\s+job|to\s+work)|\bapprenticeships?\b|\bjourneym[ae]n\s+(?:position|job|opening)s?\b|\blooking\s+for\s+(?:a\s+)?(?:work|a\s+job|employment)\b/i;

/** Ways to pay: the site names none, so the business fact is answered "not sure", with the payment terms it does state. */
const PAYMENT_METHOD =
  /\b(?:pay|paying|payment|accept|take|use)\b.{0,30}\b(?:venmo|paypal|zelle|cash\s?app|apple\s+pay|google\s+pay|bitcoin|crypto\w*|credit\s+cards?|debit\s+cards?|cards?|visa|mastercard|amex|american\s+express|checks?|cheques?|cash|e-?transfer|wire\s+transfer)\b|\b(?:venmo|paypal|zelle|cash\s?app|bitcoin|crypto\w*|credit\s+cards?|debit\s+cards?|visa|mastercard|amex)\b.{0,20}\?|\b(?:cash|checks?|cheques?|cards?|credit|debit|venmo|paypal|zelle)\b.{0,60}\b(?:take|accept)\s+(?:for\s+)?(?:payment|pay)\b|\bwhat\s+(?:do\s+|does\s+)?(?:you|u|y'?all)(?:\s+guys)?\s+(?:take|accept)\s+(?:for\s+|as\s+)?payment\b/i;

/** Our work scheduled around a business: at night, on weekends, after closing, so it need not close. */
const WORK_OUTSIDE_HOURS =
  /\b(?:do|schedule|plan|work|come|wire|install|get)\b.{0,40}\b(?:at\s+night|overnight|evenings?|weekends?|saturdays?|sundays?|after\s+(?:we|they|i)\s+clos\w*|after\s+(?:the\s+|our\s+)?(?:store|shop|office|restaurant|business)\s+clos\w*|after\s+(?:business\s+|closing\s+)?hours|after\s+closing|before\s+(?:we|they)\s+open\w*|early\s+mornings?|outside\s+(?:of\s+)?(?:our\s+|business\s+|normal\s+|regular\s+)?hours)\b.{0,60}\b(?:store|shop|office|restaurant|business\w*|customers|sales|production|clos\w*|open\w*|downtime|tenants?|staff|employees)\b|\b(?:so|without)\s+(?:that\s+)?(?:we|i|they|(?:our|the|my|their)\s+(?:store|shop|office|restaurant|business|diner|caf[eé]|cafe|clinic|salon|bar|bakery|practice|brewery|motel|hotel))\s+(?:don'?t|dont|do\s+not|doesn'?t|doesnt|does\s+not|won'?t|wont|never)\s+(?:have\s+to\s+|need\s+to\s+)?(?:close|shut\s+down|lose\s+(?:sales|business|customers|patients|clients|guests|diners|students))|\b(?:after|before)\s+(?:we|they)\s+(?:close|open)\b.{0,40}\b(?:so|without)\b|\bwithout\s+(?:closing|shutting\s+down)\b|\b(?:do|work|come|schedule)\b.{0,40}\b(?:when|while)\s+(?:we'?re|we\s+are|were|they'?re|the\s+(?:store|shop|restaurant|office|diner|business)\s+is)\s+closed\b|^(?=.*\b(?:diner|restaurant|caf[eé]|cafe|store|shop|office|business|bar|bakery|salon|clinic|practice|brewery|motel|hotel)\b)(?=.*\b(?:can'?t|cannot|can\s+not|don'?t\s+want\s+to|dont\s+want\s+to)\s+(?:\w+\s+)?(?:clos\w*|shut\s+(?:\w+\s+)?down|be\s+(?:closed|down)|lose\s+(?:a\s+)?(?:day|days|sales|business))\b).*\b(?:do|work|come|schedule)\b.{0,30}\b(?:evenings?|nights?|weekends?|after\s+hours|early\s+mornings?)\b|\b(?:can'?t|cannot|can\s+not|couldn'?t|not\s+able\s+to|don'?t\s+want\s+to)\s+(?:be\s+|get\s+|afford\s+to\s+)?(?:shut|shutting|close|closed|closing)(?:\s+down)?\b(?=.{0,80}\bwork\s+around\b)|\bwork\s+around\s+(?:our|the|their|my)\s+(?:business\s+|store\s+|shop\s+|office\s+|opening\s+|operating\s+)?(?:hours|schedule|lunch|dinner|service|customers|patients|guests)\b|\b(?:work|do\s+(?:the\s+)?work)\s+(?:\w+\s+){0,2}(?:evenings?|weekends?|nights?)\b.{0,30}\b(?:for\s+)?(?:businesses|business|commercial|stores?|offices?|restaurants?)\b|^(?=.*\b(?:diner|restaurant|caf[eé]|cafe|store|shop|office|business|bar|bakery|salon|clinic|practice|brewery|motel|hotel)\b).*\b(?:can'?t|cannot|can\s+not|couldn'?t)\s+(?:\w+\s+)?(?:clos\w*|shut\s+(?:\w+\s+)?down|be\s+(?:closed|down))\s+(?:during\s+(?:the\s+)?(?:week|day|weekdays?|business\s+hours|workday|work\s+day|lunch|dinner|breakfast|service|open\s+hours|rush)|on\s+weekdays|weekdays)\b/i;

/** Other trades and things that are not electrical work: "that isn't something we do" (unless an electrical word is in the message). */
const OTHER_TRADES =
  /\bsnow\s*blowers?\b|\blawn\s*mowers?\b|\bchain\s*saws?\b|\bweed\s*(?:eaters?|wackers?|whackers?)\b|\bsmall\s+engines?\b|\bpull\s+cords?\b|\b(?:spots?|places?|where)\b.{0,30}\b(?:to\s+)?(?:fish|hunt|hike|camp|ski|float|swim)\w*\b|\b(?:how'?s|hows|how\s+is|what'?s|whats|what\s+is)\s+(?:the\s+)?(?:fishing|hunting|skiing|floating|fish\s+biting)\b|\b(?:fishing|hunting|skiing|floating)\s+(?:like|been|any\s+good)\b|\b(?:float|floating|fish|fishing)\s+(?:on\s+)?(?:the\s+)?(?:blackfoot|clark\s+fork|bitterroot|flathead|river|creek)\b|\bfish\s+(?:are\s+)?biting\b|\b(?:fishing|hunting|hiking|camping|skiing|floating)\s+(?:spots?|reports?|season|licen[cs]es?|tags?|trails?|conditions|guides?)\b|\bplow(?:s|ing|ed)?\s+(?:\w+\s+){0,2}(?:driveways?|snow|roads?|lots?|parking)\b|\bsnow\s+(?:plow\w*|removal|blowing|shovel\w*)\b|\bplumb\w*|\bdrain(?:s|ing|ed)?\b|\bnot\s+draining\b|\bpipes?\b|\bclogg?\w*|\btoilets?\b|\bsewer\b|\bseptic\b|\b(?:replace|fix|repair|swap)\s+(?:the\s+|my\s+|our\s+)?water\s+heater\s+itself\b|\bwater\s+heater\s+itself\b|\b(?:repair|replace|fix|pull)\s+(?:the\s+)?(?:well\s+)?pump\s+(?:itself|in\s+(?:the|our|my)\s+well|down\s+(?:in\s+)?the\s+well)\b|\bwell\s+drill\w*|\bdrill\w*\s+(?:a\s+|our\s+|my\s+)?(?:new\s+)?wells?\b|\bwells?\s+(?:\w+\s+)?drilled\b|\b(?:kitchen\s+|bathroom\s+)?sinks?\b|\bfaucets?\b|\b(?:truck|car|vehicle|tractor|boat|rv|camper)\s+batter(?:y|ies)\b|\bjump\s*-?\s*start\w*|\bgive\s+(?:me|us)\s+a\s+jump\b|\broof\w*|\bshingles?\b|\bgutters?\b|\bfurnace\w*|\bhvac\b|\bduct\w*|\bair\s+condition\w*|\bboiler\b|\bchimney\b|\bcars?\b(?!\s+charg)|\bauto\s+repair\b|\bmechanic\b|\btransmission\b|\bbrakes?\b|\bdrywall\b|\bpaint\w*|\bcarpet\w*|\bflooring\b|\bconcrete\b|\blandscap\w*|\blawn\b|\btree\s+(?:trimming|removal|guys?|service|company|companies|work|trimmers?|cutters?)|\b(?:take|cut|bring)\s+down\s+(?:a|the|our|my|this|that|some)\s+(?:\w+\s+)?(?:trees?|pines?|firs?|spruces?|cottonwoods?|aspens?|larch(?:es)?)\b|\b(?:trees?|pines?|firs?|spruces?|cottonwoods?|aspens?)\s+(?:\w+\s+){0,2}(?:cut|taken|chopped|felled|removed|trimmed)\s+(?:down|out|back)\b|\bpest\w*|\bcomputer\w*|\blaptop\w*|\bwi-?fi\b|\binternet\b|\bcable\s+tv\b|\bcell\s*phone\b|\biphone\b|\bweather\b|\bforecast\w*|\b(?:supposed\s+to|going\s+to|gonna|gunna|expected\s+to)\s+(?:snow|rain|storm|freeze|get\s+(?:cold|snow))\b|\bmovies?\b|\bstock\s+market\b|\bfootball\b|\bbasketball\b|\bbaseball\b|\bsoccer\b/i;

/** A roof said as where something goes ("on the shop roof", "up on our roof"), not as the work. */
const ON_A_ROOF =
  /\b(?:on|onto|up\s+on|on\s+top\s+of|across|along|to|for)\s+(?:the\s+|my\s+|our\s+|a\s+|his\s+|her\s+|their\s+)?(?:\w+\s+)?(?:roof|rooftop|roofline)s?\b(?!\s+(?:leaks?|leaking|repairs?|replacement|is|was|needs?))/gi;

/** Electrical installations the site never lists: solar, batteries, lightning protection, electric fences, wind turbines, alarms and cameras. */
/** Electrical work the site never lists, named in both lists below: solar, lightning protection, electric fences, wind turbines, home batteries. */
const UNLISTED_POWER_WORK = String.raw`\bsolar\b|\blightning\s+(?:rods?|protection|arrestors?)\b|\belectric\s+fenc\w*|\bfence\s+(?:chargers?|energi[sz]ers?|controllers?)\b|\bfencers?\b|\bwind\s+turbines?\b|\bpower\s?walls?\b`;
const UNLISTED_INSTALLATION = new RegExp(
  String.raw`${UNLISTED_POWER_WORK}|\bhot\s*-?\s*wire\s+fenc\w*|\bbattery\s+(?:banks?|backups?|walls?|storage|systems?)\b|\bhome\s+batter(?:y|ies)\b|\b(?:security|surveillance)\s+cameras?\b|\b(?:burglar|security|home)\s+alarms?\b|\balarm\s+systems?\b`,
  'i',
);
/** Work wanted or asked for: "looking for someone to put in ...", "we want ...", "thinking about getting ... installed". */
const WORK_WANTED =
  /\b(?:can|could|would|will)\s+(?:you|u|y'?all|yall|ya|your\s+\w+)(?:\s+guys)?\s+(?:\w+\s+)?(?:put|add|mount|run|hook|wire|set|do)\b|\b(?:install\w*|put\s+(?:in|up|on)|hook\w*\s+up|wire\s+(?:up|in)|set\s+up|looking\s+for\s+(?:someone|somebody|an?\s+electrician)|(?:i|we)\s+(?:need|want|would\s+like|'?d\s+like)|interested\s+in|get\s+(?:\w+\s+){0,3}(?:installed|put\s+in|hooked\s+up)|quote|estimate)\b/i;

/** Things near our work that the site says nothing about (solar, appliance repair, jobs with us): the honest "I don't know". */
const UNSAID_TOPICS = new RegExp(
  String.raw`${UNLISTED_POWER_WORK}|\bice\s+maker\b|\bnot\s+cooling\b|\bheated\s+floors?\b|\b(?:heated|heating|radiant|warming)\s+floor\s+(?:mats?|systems?|cables?)\b|\bin[\s-]floor\s+heat\w*|\bfloor\s+(?:heat(?:ing|er)?|warm(?:ing|er)s?)\b|\b(?:stove|range|oven|cooktop)\s+burners?\b|\bburners?\s+(?:on|of|in)\s+(?:my|the|our|a)\s+(?:\w+\s+)?(?:stove|range|oven|cooktop)\b|\bhot\s*-?\s*wire\s+(?:fenc\w*|kind)\b|\bbattery\s+banks?\b|\bsnow\s*-?\s*melt\s+(?:system|mat|cable)s?\b|\bheated\s+driveways?\b|\bappliances?\b|\bwashing\s+machine\b|\bdishwasher\s+repair\b|\b(?:fix|repair)\w*\s+(?:(?:my|the|our|a|an)\s+)?(?:dishwashers?|washers?|dryers?|fridges?|refrigerators?|freezers?|microwaves?|ovens?|stoves?|ranges?|water\s+heaters?|garbage\s+disposals?|furnaces?)\b(?!\s+(?:outlet|circuit|plug|breaker|wiring|cord|receptacle))|\bhiring\b|\bjobs?\s+(?:openings?|opportunit\w*|application)|\bcareers?\b|\bapprentice\w*|\bemployment\b|\bresume\b|\b(?:i|we|me)\s+(?:\w+\s+){0,3}work\s+for\s+(?:you|u|y'?all)\b`,
  'i',
);

/**
 * Requests that are nobody's business of an electrical contractor (sports, writing a letter or an
 * essay, homework, jokes, taxes): out of scope whatever else the message names ("a joke about electricians").
 */
const OFF_TOPIC =
  /\bwho\s+(?:won|wins|will\s+win|is\s+gonna\s+win|do\s+you\s+think\s+(?:will\s+)?wins?)\b|\bscores?\s+(?:of|for|in)\s+the\b|\b(?:the\s+)?(?:game|match)\s+(?:score|last\s+night|tonight|today|yesterday|on\s+(?:saturday|sunday|friday))|\bgriz(?:zlies)?\b|\bbobcats\b|\bsuper\s?bowl\b|\bworld\s+series\b|\bplayoffs?\b|\b(?:nfl|nba|mlb|nhl|ncaa)\b|\b(?:write|draft|compose)\s+(?:me\s+|us\s+)?(?:an?\s+|my\s+|the\s+)?(?:\w+\s+)?(?:cover\s+letters?|essays?|poems?|stor(?:y|ies)|songs?|papers?|reports?|speech(?:es)?|resumes?|letters?|emails?\s+to\s+my)\b|\bcover\s+letters?\b|\bessays?\b|\bpoems?\b|\bhomework\b|\b(?:my|our|his|her)\s+teacher\b|\b\d{2,4}\s+words\s+(?:on|about)\b|\bbook\s+reports?\b|\bjokes?\b|\brecipes?\b|\bpizza\b|\b(?:my|our)\s+tax(?:es|\s+returns?)\b|\b(?:file|filing|do|doing|prepare|preparing)\s+(?:my\s+|our\s+)?tax(?:es)?\b|\btax\s+returns?\b|\blottery\b|\bhoroscope\b|\b(?:hold|withhold)\w*\s+(?:back\s+)?(?:the\s+|my\s+|our\s+)?rent\b|\bsue\b|\bsuing\b|\blawsuit\b|\b(?:lawyer|attorney)s?\b|\blegal\s+advice\b|\bsmall\s+claims\b|\bevict\w*|\b(?:tenant|tenants|renter|renters)\b.{0,60}\b(?:legal\w*|allowed|rent)\b|\blegally\s+(?:allowed\s+to\s+)?(?:shut|cut|turn)\s+off\b|\bdeliver\w*\s+(?:\w+\s+)?(?:propane|fuel|diesel|heating\s+oil|firewood|pellets)\b|\b(?:propane|fuel|heating\s+oil)\s+(?:delivery|deliveries|refills?|fill[\s-]?ups?)\b|\b(?:fill|refill)\s+(?:up\s+)?(?:my\s+|the\s+|our\s+)?propane\b|\b(?:hunt\w*|fish(?:ing)?)\s+(?:for\s+)?(?:elk|deer|trout|bear|ducks?|pheasants?)\b|\broads?\s+(?:conditions?|reports?|are\s+(?:bad|icy|closed|open|clear))\b|\b(?:are|is)\s+the\s+roads?\s+(?:bad|icy|closed|open|clear|ok|okay)\b|\b\w+\s+pass\s+(?:open|closed)\b|\bis\s+\w+\s+pass\s+(?:open|closed)\b|\bair\s+quality\b|\baqi\b/i;

/** Who to call for another trade's work, by what the message names: a receptionist says where to turn. */
const REFERRALS: [RegExp, string][] = [
  [/\bpropane\b|\bheating\s+oil\b|\bfuel\s+(?:delivery|deliveries)\b|\bdeliver\w*\s+(?:\w+\s+)?(?:fuel|diesel)\b/i, 'your propane or fuel supplier'],
  [/\bsnow\s*blowers?\b|\blawn\s*mowers?\b|\bchain\s*saws?\b|\bweed\s*(?:eaters?|wackers?|whackers?)\b|\bsmall\s+engines?\b|\bpull\s+cords?\b/i, 'a small-engine repair shop'],
  [/\bplow\w*|\bsnow\s+(?:removal|blowing|shovel\w*)/i, 'a snow removal service'],
  [/\btrees?\b|\bpines?\b/i, 'a tree service'],
  [/\bwater\s+heater\s+itself\b/i, 'a plumber'],
  [/\bpump\s+(?:itself|in\s+(?:the|our|my)\s+well|down\s+(?:in\s+)?the\s+well)\b/i, 'a well and pump service'],
  [/\bwell\s+drill\w*|\bdrill\w*\s+(?:a\s+|our\s+|my\s+)?(?:new\s+)?wells?\b|\bwells?\s+(?:\w+\s+)?drilled\b/i, 'a well driller'],
  [/\bplumb\w*|\bdrain(?:s|ing|ed)?\b|\bpipes?\b|\bclogg?\w*|\btoilets?\b|\bsewer\b|\bseptic\b|\bsinks?\b|\bfaucets?\b/i, 'a plumber'],
  [/\bbatter(?:y|ies)\b|\bjump\s*-?\s*start\w*|\bgive\s+(?:me|us)\s+a\s+jump\b/i, 'a roadside assistance service or a mechanic'],
  [/\broof\w*|\bshingles?\b|\bgutters?\b/i, 'a roofer'],
  [/\bfurnace\w*|\bhvac\b|\bduct\w*|\bair\s+condition\w*|\bboiler\b/i, 'a heating and cooling company'],
  [/\bcars?\b|\bauto\s+repair\b|\bmechanic\b|\btransmission\b|\bbrakes?\b/i, 'a mechanic'],
  [/\brent\b|\blandlord\b|\btenants?\b|\blegally\b|\bsue\b|\bsuing\b|\blawsuit\b|\blawyer\b|\battorney\b|\blegal\s+advice\b|\bsmall\s+claims\b|\bevict\w*/i, 'a lawyer'],
];

/** Who does what a message asks, when it is another trade's work; undefined when no trade is named. */
function referralFor(message: string): { referral: string } | Record<string, never> {
  const found = REFERRALS.find(([pattern]) => pattern.test(message));
  return found ? { referral: found[1] } : {};
}

/** Another trade's work or no work at all ("that isn't something we do"), with who to call where the message names them. */
function notOurs(message: string, places: Route['places']): Route {
  return { intent: 'out-of-scope', scope: 'not-ours', places, ...referralFor(message) };
}

/** Work on a vehicle's own wiring: "you work on RVs?", "outlets in my camper trailer quit", "rewire the pontoon". */
const VEHICLE_THING = String.raw`(?:rvs?|r\.v\.s?|campers?|camper\s+trailers?|travel\s+trailers?|fifth\s+wheels?|motor\s?homes?|boats?|pontoons?)`;
const VEHICLE_WIRING = new RegExp(
  String.raw`\b(?:work\s+on|works\s+on|working\s+on|fix|repair|rewire|wire|do)\s+(?:\w+\s+){0,2}${VEHICLE_THING}\b|\b(?:outlets?|wiring|wires|lights?|power|plugs?|breakers?|fuses?|batter(?:y|ies)|converters?|inverters?)\s+(?:in|on|inside)\s+(?:my|our|the|a|his|her|their)\s+(?:\w+\s+)?${VEHICLE_THING}\b`,
  'i',
);
/** Power brought to one at the house: "an RV hookup", "a 30 amp plug for the camper", "a pedestal for the boat at the dock". */
const VEHICLE_HOOKUP =
  /\bhook\s*-?\s*ups?\b|\bpedestals?\b|\b(?:plug|outlet|receptacle|circuit|power|line)s?\s+(?:for|to)\s+(?:my|our|the|a)\s+(?:\w+\s+)?(?:rv|camper|motor\s?home|trailer|boat)\b|\b(?:30|50)\s*-?\s*amp\b|\bdock\b|\bboat\s*(?:house|lift)\b/i;

/** Three-phase power, which the commercial page lists, whatever machine it is for ("3 phase power for a sawmill setup"). */
export const THREE_PHASE = /\b(?:three|3)[\s-]?ph(?:ase)?\b/i;

/**
 * Things named in electrical words that are not house wiring, rewritten before the out-of-scope
 * test reads the message (in this order), so that the electrical word does not make them ours.
 */
const NOT_HOUSE_WIRING: [RegExp, string][] = [
  [/\bsolar\s+panels?\b/gi, 'solar'],
  // A livestock fence and its charger ("fencer") are not house wiring.
  [/\belectric\s+fenc\w*|\bfence\s+(?:chargers?|energi[sz]ers?|controllers?)\b/gi, 'fencer'],
  // "A Powerwall instead of a generator": the generator named as what the visitor does not want is no work asked.
  [/\b(?:instead\s+of|rather\s+than)\s+(?:a\s+|an\s+|the\s+)?(?:\w+\s+)?generators?\b/gi, ' '],
  // "Electric heated floor mats": the floor heat the site never names, not house wiring.
  [/\belectric(?:al)?\s+(?=(?:heated\s+|radiant\s+|in[\s-]floor\s+)?(?:floor|floors)\b)/gi, ''],
  // A Tesla Powerwall is a home battery, not the car charger.
  [/\btesla\s+(?=power\s?walls?\b)/gi, ''],
  // A burner of an electric stove is the stove's own repair, not house wiring.
  [/\b(?:burners?|elements?)\s+(?:on|of|in)\s+(?:my|the|our|a)\s+electric\s+(stove|range|oven|cooktop)\b/gi, '$1 burner'],
];

/** The internet, TV or phone service down ("my internet has been down since this morning, is it a spectrum outage"): not the power. */
const SERVICE_OF_ANOTHER_KIND_DOWN =
  /\b(?:internet|wi-?fi|cable(?:\s+tv)?|tv|phone|cell|satellite|dish|starlink|landline)\s+(?:service\s+)?(?:(?:has|have|is|was|been|keeps?|kept|went|goes|going)\s+){0,3}(?:down|out|dead|off)\b(?:.{0,40}\boutage\b)?/gi;

/** A message's first question, when it asks whether we do something: "do you also paint?". */
const FIRST_QUESTION_ASKS_US = /^\W*(?:so\s+|and\s+|also\s+|hey\s+)?(?:do|can|could|will|would)\s+(?:you|u|y'?all|yall|ya)(?:\s+guys)?\s+[^?.!]{1,60}\?/i;

/** Everything out of scope, for the words the spelling corrector knows. */
const OUT_OF_SCOPE = new RegExp([OTHER_TRADES.source, UNSAID_TOPICS.source, OFF_TOPIC.source].join('|'), 'i');

/** Electrical words: a message with one of them is about our work even when it also names another trade. */
const ELECTRICAL =
  /\belectric\w*|\bwir(?:e|es|ing|ed)\b|\bbreakers?\b|\bcircuits?\b|\boutlets?\b|\bpanels?\b(?<!solar\s+panels?)|\bvolt\w*|\bamps?\b|\bswitch\w*|\bpower\b|\bgenerators?\b|\bgfci\b|\bcharg\w*|\bfixtures?\b|\blights?\b|\blighting\b|\bfuses?\b|\bmeter\b|\bthermostat\b|\bplug\w*|\bsurges?\b|\b(?:three|3|single|1)[\s-]?phase\b/i;

/**
 * Electrical words that name nothing electrical of ours: a furnace's pilot light, the light inside a
 * fridge, a car's check-engine light, and wiring set aside ("replace the water heater itself, not just the wiring").
 */
const NOT_ELECTRICAL_WORDS =
  /\bhot\s*-?\s*wire\s+(?:fenc\w*|kind|type|one)\b|\bpilot\s+lights?\b|\bcheck[\s-]engine\s+lights?\b|\b(?:the\s+)?lights?\s+inside\b|\binside\s+lights?\b|\bnot\s+(?:just|only)\s+(?:the\s+)?(?:wiring|wires?|outlets?|plugs?|circuits?|electrical)\b/gi;

/**
 * Electrical work that no page lists: hardwired smoke and CO alarms, bulbs changed. A
 * question about our work (intent 'service'), but the honest answer is "not sure, call us", not a
 * "yes" borrowed from a page about something else. Named beside work the pages do list ("plugs, can
 * lights and the smoke alarm"), the listed work answers.
 */
const UNLISTED_WORK =
  /\bsmoke\s+(?:alarms?|detectors?)\b|\b(?:co|carbon\s+monoxide)\s+(?:alarms?|detectors?)\b|\b(?:change|changing|replace|replacing|swap|swapping)\s+(?:out\s+)?(?:the\s+|some\s+|our\s+|my\s+|a\s+|all\s+the\s+)?(?:light\s*)?bulbs?\b/i;
/** Listed work named beside it. */
const LISTED_BESIDE =
  /\boutlets?\b|\bplugs?\b|\b(?:can|recessed|pot)\s+lights?\b|\bcircuits?\b|\bpanels?\b|\bfixtures?\b|\bfans?\b|\bremodel\w*|\bbasement\b|\bwir(?:e|ing)\s+(?:the|a|an|our|my)\s+(?:house|home|addition|basement|kitchen)\b/i;

/** What kind of small talk a message is. */
export type Smalltalk = 'greeting' | 'thanks' | 'goodbye' | 'bot' | 'opener' | 'ack';

/**
 * Greetings, thanks, goodbyes, "are you a bot?", openers ("quick question") and fillers; a
 * message of nothing else is small talk. The first kind found names it.
 */
const SMALLTALK_KINDS: [Exclude<Smalltalk, 'ack'>, RegExp][] = [
  [
    'bot',
    /\b(?:are|r)\s+(?:you|u|ya|this)\s+(?:an?\s+)?(?:real\s+|actual\s+|live\s+)?(?:bot|robot|human|person|computer|machine|ai|a\.i\.?|chat\s?bot|automated|recording)\b|\b(?:you|u|ya)\s+(?:an?\s+)?(?:real\s+)?(?:bot|robot|human|ai|chat\s?bot)\b|\b(?:is\s+this|this\s+is|is\s+it|is\s+that)\s+(?:(?:chat|thing|site|service|assistant|convo|conversation)\s+)?(?:an?\s+)?(?:bot|robot|chat\s?bot|real\s+person|actual\s+person|person|human|automated|ai|a\.i\.?|computer|machine|live\s+(?:chat|person))\b|\b(?:talking|chatting|speaking|texting|typing)\s+(?:to|with|w\/?)\s+(?:an?\s+)?(?:real\s+|actual\s+|live\s+)?(?:bot|robot|human|person|computer|machine|ai|someone\s+real)\b|\b(?:or\s+)?(?:an?\s+)?(?:real\s+|actual\s+)?(?:person|human|bot|robot|computer|machine|ai)(?:\s+typing)?\s+or\s+(?:an?\s+)?(?:real\s+|actual\s+)?(?:person|human|bot|robot|computer|machine|ai)(?:\s+typing)?\b|\bam\s+i\s+(?:talking|chatting|speaking)\s+(?:to|with)\s+(?:an?\s+)?(?:real\s+)?(?:bot|robot|human|person|computer|machine|ai)\b|\bwho\s+(?:am\s+i|are\s+(?:you|u))\s+(?:talking|chatting|speaking)\s+(?:to|with)\b|\bwho\s+is\s+this\b/gi,
  ],
  [
    'thanks',
    /\b(?:thanks?|thank\s*(?:you|u|ya|yo)|gracias|merci|danke|thx|thnx|thanx|tnx|ty|tysm|tyvm|much\s+appreciated|appreciate(?:\s+(?:it|that|you|u|ya|yall|y'?all|the\s+help))?|cheers|(?:that|this|it)\s+(?:\w+\s+)?(?:helps|helped|answers|answered|clears|cleared|explains|explained|works)(?:\s+(?:it|that|things\s+up|it\s+up|that\s+up|everything|my\s+question))?|(?:that|this|it)\s+(?:was|is|'s)\s+(?:really\s+|super\s+|very\s+|so\s+)?(?:helpful|great|useful|perfect|awesome)|(?:very\s+|super\s+|really\s+|so\s+)?(?:helpful|useful)(?:\s+info(?:rmation)?)?|for\s+the\s+(?:quick\s+)?(?:help|answer|info|reply|response)|a\s+(?:million|ton|bunch|heap)|you(?:'re|\s+are|r)?\s+(?:the\s+best|awesome|great|a\s+lifesaver))\b/gi,
  ],
  [
    'goodbye',
    /\b(?:bye|bye\s*bye|goodbye|adios|good\s*bye|see\s+(?:you|ya|u)(?:\s+later)?|later|cya|ttyl|take\s+care|have\s+(?:yourself\s+|yourselves\s+)?a\s+(?:good|great|nice|blessed|wonderful|lovely|safe)\s+(?:day|one|night|evening|weekend)|good\s*night|gn|that'?s\s+all|that\s+is\s+all|nothing\s+else|i'?m\s+(?:good|done|all\s+set)|all\s+set)\b/gi,
  ],
  [
    'greeting',
    /\b(?:hi+|hello+|helo+|he+y+(?:o+|a+|ya)?|hiya|yo|sup|howdy|hola|greetings|g(?:oo+|u)d\s+(?:mornin[g']?|afternoon|evenin[g']?|day)|good\s*morning|mornin[g']?|afternoon|evenin[g']?|g'?day|what'?s\s+up|wh?at\s+up|wassup|how\s+(?:are|r)\s+(?:you|u|ya)(?:\s+doing)?(?:\s+today)?|how'?s\s+it\s+going|hows\s+it\s+going|how\s+is\s+it\s+going|nice\s+to\s+meet\s+(?:you|u)|(?:is\s+)?(?:any\s?one|some\s?one|anybody|somebody)\s+(?:(?:on|in|out)\s+)?(?:there|here|around|home|online|awake)|are\s+(?:you|u)\s+there|(?:you|u)\s+there)\b/gi,
  ],
  [
    'opener',
    /^\W*(?:so\s+)?(?:what\s+(?:can|do|could)\s+(?:you|u|ya|this(?:\s+(?:thing|chat|bot))?)\s+(?:do|help\s+(?:me\s+|us\s+)?with)(?:\s+for\s+(?:me|us))?|how\s+does\s+(?:this|the)\s+(?:\w+\s+)?work|how\s+do\s+i\s+use\s+(?:this|the)\s*(?:\w+)?|what\s+is\s+this(?:\s+(?:thing|chat|box|bot))?|what'?s\s+this(?:\s+(?:thing|chat|box|bot))?|what\s+are\s+you|what\s+do\s+i\s+do\s+here)\W*$|\b(?:i\s+)?(?:have|got|gotta|had)\s+(?:a\s+)?(?:quick\s+|small\s+|simple\s+)?(?:question|q)(?:\s+for\s+(?:you|ya|u|y'?all))?|\bquick\s+question\b|\bquestion\s+for\s+(?:you|ya|u|y'?all)\b|\b(?:can|could|may)\s+i\s+ask\s+(?:(?:you|u|ya|y'?all)\s+)?(?:a\s+)?(?:quick\s+)?(?:question|something|sth|smth)(?:\s+(?:real\s+)?quick)?\b|\b(?:i\s+)?(?:need|want)\s+(?:some\s+)?help\b|\bhelp\s+me\b|\bhelp\b/gi,
  ],
];
/**
 * What else the chat does ("what all can this little chat bot do for me besides answering stuff"):
 * the chat named as what does something. "The thing is, what else do I need" and "the chat said
 * 1500, anything else I should budget for" name the chat without asking what it does.
 */
const WHAT_ELSE_IT_DOES =
  /\b(?:this|the|your|ur)\s+(?:little\s+)?(?:chat\s*bot|chat|bot|assistant|thing|widget)(?:\s+(?:thing|bot))?\s+(?:\w+\s+){0,2}?(?:do|does|can|could|offers?|handles?|help)\b.{0,30}\b(?:besides|other\s+than|except|apart\s+from|anything\s+else|else)\b|\bwhat\s+(?:all|else)\s+(?:can|does|do)\s+(?:this|the|it)\b(?!.{0,40}\b(?:electric\w*|wir\w*|install\w*|fix\w*|repair\w*|services?)\b)/i;
/** Where a greeting comes from, at its end: "from a rainy porch up the blackfoot", "from sunny Polson". */
const GREETING_FROM = /\bfrom\s+(?:[\p{L}'-]+\s+){0,7}[\p{L}'-]+\W*$/u;
const ASKING_WORDS = /\b(?:need|needs|want|help|question|can|could|would|how|what|when|where|why|who|do|does|is|are|any)\b/i;
/** Acknowledgements: "ok", "got it", "makes sense". Alone, they ask nothing. */
const ACKNOWLEDGEMENT =
  /\b(?:ok(?:ay)?|okey|okie|k|kk|cool(?:\s+beans)?|sweet|great|awesome|perfect|nice|sounds\s+(?:good|great)|good\s+to\s+know|that\s+works|works\s+for\s+me|no\s+worries|all\s+good|copy\s+that|ten[\s-]four|got\s+it|gotcha|understood|makes\s+sense|fair\s+enough|alright|all\s+right|sure|yes|yeah|yep|yup|no|nope|nah|noted|will\s+do|roger|i\s+see)\b/i;
/** A visitor's name given with a greeting ("Walt here", "this is Karen", "my name is Joe"). */
const INTRODUCTION = /(?:^|[.,!]\s*)(?:\p{L}+\s+here|this\s+is\s+\p{L}+|my\s+name(?:'s|\s+is)\s+\p{L}+|(?:i'?m|im)\s+\p{L}+(?=\s*[.,!]|\s*$))(?=\s*[.,!]|\s*$)/giu;
/** Trying the chat itself ("just trying to figure out how this chat contraption works", "just testing this out"). */
const TRYING_THE_CHAT =
  /\b(?:just\s+)?(?:trying|testing|checking|figuring|seeing|playing)\s+(?:out\s+|to\s+(?:figure\s+out|see|learn)\s+)?(?:how\s+)?(?:this|the)\s+(?:chat|chatbot|thing|contraption|gadget|assistant|box|widget|bot)(?:\s+(?:\w+\s+)?(?:works|thing|out))?\b|\b(?:just\s+)?testing(?:\s+(?:this|it))?(?:\s+out)?\b/giu;

/**
 * What the visitor will do next, said when thanking or leaving ("I'll give the office a ring on
 * Monday", "we'll call you next week"): a plan, not a question.
 */
const PLAN_AFTER_THANKS =
  /\b(?:i'?ll|i\s+will|we'?ll|we\s+will|i'?m\s+(?:gonna|going\s+to)|we'?re\s+(?:gonna|going\s+to)|gonna|will)\s+(?:\w+\s+){0,2}(?:call|ring|phone|give|reach|contact|get\s+in\s+touch|be\s+in\s+touch|e-?mail|text|talk|check|think|look|let\s+(?:you|u)\s+know|fill|send|book|try|go|head|come\s+back)\b[^?]*$/i;
const FILLER =
  /\b(?:ok(?:ay)?|okey|okie|k|kk|cool(?:\s+beans)?|sweet|great|awesome|perfect|nice|good|sounds\s+(?:good|great)|good\s+to\s+know|that\s+works|works\s+for\s+me|no\s+worries|all\s+good|copy\s+that|ten[\s-]four|got\s+it|gotcha|understood|makes\s+sense|fair\s+enough|noted|will\s+do|roger(?:\s+that)?|i\s+see|alright|all\s+right|sure|yes|yeah|yep|yup|no|nope|nah|oh|ah|um+|uh+|hmm+|mm+|so|well|and|again|lol|haha|wow|there|guys|you\s+guys|u\s+guys|y'?all|yall|folks|team|sir|maam|ma'am|man|dude|buddy|bud|friend|amigo|amiga|pal|mate|very\s+much|a\s+lot|lots|so\s+much|again|too|just|actually|really|wanted\s+to\s+say|i|to|for|the|all|your|ur|help|everyone|everybody|bot|there|today|again|then|now|much|so|you|u|wait|hold\s+on|hang\s+on|kindly|or\s+(?:a\s+|an\s+)?(?:real\s+|actual\s+|live\s+)?(?:person|human|people|bot|robot))\b/gi;

// Typos of the words these rules are written with are read as those words (spelling.ts).
addRuleWords([
  ...SERVICE_TOPICS.map((topic) => topic.pattern),
  MONEY_PATTERN,
  PRICE_ASK,
  ...FACT_TOPICS.map(([, pattern]) => pattern),
  OUT_OF_SCOPE,
  ELECTRICAL,
  ...SMALLTALK_KINDS.map(([, pattern]) => pattern),
]);

export interface Route {
  intent: Intent;
  /** The emergency and its safety reply, when intent is 'emergency'. */
  emergency?: Emergency;
  /** What kind of small talk, when intent is 'smalltalk'. */
  smalltalk?: Smalltalk;
  /** The business-fact topic, when intent is 'business-fact'. */
  fact?: string;
  /** Every business-fact topic the message asks about ("free estimates, and are you insured?"). */
  facts?: string[];
  /** The electrical problem the message describes (not an emergency), when it describes one. */
  problem?: ProblemKind;
  /** The most specific service topic the message names, if any. */
  service?: ServiceTopic['id'];
  /** The price table row of that service; null when the job is outside the table. */
  pricedService?: PricedService | null;
  /** Places named: served, and outside the service area. */
  places: { served: string[]; outside: string[] };
  /** The message as the rules read it: misspelled keywords and abbreviations written out (spelling.ts). */
  text?: string;
  /** The assistant's own tool asked for ("where is the cost calculator on here?"), when fact is 'site-tool'. */
  tool?: 'estimate' | 'troubleshoot' | 'both';
  /** A price question that also asks something else (a business fact, a town, whether we do the work): the chat answers both. */
  alsoAsks?: true;
  /** Out of scope as another trade or no work at all (plumbing, a phone screen, sports): "that isn't something we do". */
  scope?: 'not-ours';
  /** Who does what is not ours ("a plumber", "your propane supplier"), when the message names another trade. */
  referral?: string;
  /** Electrical work no page of the site lists (hardwired smoke alarms, changing bulbs): a service question, answered "not sure", never "yes". */
  unlisted?: true;
}

/**
 * Whether the site says anything about a message: the server's knowledge base plugs this in
 * (setSiteCoverage); the browser has none, so there a message it cannot place stays 'service' and
 * the chat function answers it. A question about something the site never mentions is out of
 * scope: the honest "I don't know" with the phone and hours, not a service answer.
 */
export type SiteCoverage = (text: string) => boolean;
let siteCoverage: SiteCoverage | undefined;

/** Plugs in (or, with undefined, removes) the check that the site covers a message's subject. */
export function setSiteCoverage(check: SiteCoverage | undefined): void {
  siteCoverage = check;
}

export interface RouteContext {
  /** The number for the emergency reply (defaults to the business profile's). */
  phone?: Phone;
  /** The service the conversation is about, for a follow-up such as "how much would that be?". */
  service?: string;
}

const servedMatchers = nameMatchers(servedPlaces());
const outsideMatchers = nameMatchers(OUTSIDE_SERVICE_AREA, OUTSIDE_NAME_SUFFIX, EVERYDAY_PLACE_NAMES);

/** Praise of the chat or of us after thanks: "you've been more helpful than ...", "you guys are awesome", "that was a big help". */
const PRAISE =
  /\b(?:you'?ve\s+been|you\s+have\s+been|you'?re|you\s+are|this\s+(?:was|is|has\s+been)|that\s+(?:was|is|has\s+been)|y'?all\s+(?:are|have\s+been)|u\s+r|ur)\s+(?:\w+\s+){0,2}(?:helpful|awesome|great|amazing|the\s+best|a\s+(?:big\s+|huge\s+|real\s+|great\s+)?help|a\s+lifesaver|super|fantastic|wonderful|better)\b/i;

/** An answer thanked for what it did: "that clears up the fuse box thing", "that answers it", "that explains the tripping". */
const ANSWER_THANKED =
  /\b(?:that|this|it|you|ya|u)\s+(?:really\s+|totally\s+|just\s+)?(?:clear(?:s|ed)?\s+(?:\w+\s+){0,3}?up|answer(?:s|ed)|explain(?:s|ed)|settle(?:s|d)|sort(?:s|ed)\s+(?:\w+\s+)?out)\b/i;
/** Something asked or wanted after the thanks: "thanks, that clears it up, can you come Tuesday". */
const ASKS_AFTER_THANKS =
  /\b(?:need|needs|want|wants|can|could|would|will|how|what|when|where|why|who|do|does|should|also|but|quote|estimate|schedule|book|come|send|call\s+me)\b/i;

function smalltalkKind(text: string): Smalltalk | undefined {
  if (!text.trim()) return undefined;
  let rest = text.toLowerCase().replace(/[’‘`]/g, "'");
  let kind: Smalltalk | undefined;
  for (const [name, pattern] of SMALLTALK_KINDS) {
    const stripped = rest.replace(pattern, ' ');
    // "Appreciate it, have a good one": thanks said in leaving is a goodbye (its reply thanks as well).
    if (stripped !== rest && (!kind || (kind === 'thanks' && name === 'goodbye'))) kind = name;
    rest = stripped;
  }
  const empty = (value: string) => value.replace(/[^\p{L}\p{N}]+/gu, '').length === 0;
  // "Howdy. Walt here, just trying to figure out how this chat contraption works": a greeting with a name and a try of the chat.
  if (kind === 'greeting') rest = rest.replace(INTRODUCTION, ' ').replace(TRYING_THE_CHAT, ' ');
  // "Howdy howdy from a rainy porch up the blackfoot": where the greeting comes from, when it asks nothing.
  if (kind === 'greeting') {
    const from = GREETING_FROM.exec(rest)?.[0];
    if (from && !serviceTopics(from).length && !FACT_TOPICS.some(([, pattern]) => pattern.test(from)) && !PRICE_ASK.test(from) && !ASKING_WORDS.test(from))
      rest = rest.replace(from, ' ');
  }
  const withoutFiller = rest.replace(FILLER, ' ');
  // Nothing but fillers: an acknowledgement ("ok cool", "got it"), or a sound of thinking ("hmm", "?").
  if (!kind) return empty(withoutFiller) ? (ACKNOWLEDGEMENT.test(rest) ? 'ack' : 'opener') : undefined;
  if (empty(withoutFiller)) return kind;
  // "Can you help me with my taxes": an opener with more words asks something.
  if (kind === 'opener') return undefined;
  // "Thanks, I'll give the office a ring on Monday": the plan that follows asks nothing.
  if ((kind === 'thanks' || kind === 'goodbye') && !/\?/.test(text) && PLAN_AFTER_THANKS.test(rest)) {
    const beforePlan = rest.replace(PLAN_AFTER_THANKS, ' ').replace(FILLER, ' ');
    if (!serviceTopics(beforePlan).length && !PRICE_ASK.test(beforePlan) && beforePlan.split(/[^\p{L}\p{N}']+/u).filter(Boolean).length <= 4) return kind;
  }
  // "Thanks, you've been more helpful than the last 3 electricians i called lol": praise after thanks asks nothing.
  if (kind === 'thanks' && !/\?/.test(text) && PRAISE.test(text) && !PRICE_ASK.test(text) && !problemKind(text)) return kind;
  // "Thanks a bunch, that clears up the fuse box thing": thanks for an answer, which names what it was about and asks nothing.
  if (kind === 'thanks' && !/\?/.test(text) && ANSWER_THANKED.test(text) && !ASKS_AFTER_THANKS.test(rest) && !PRICE_ASK.test(rest) && !problemKind(rest)) return kind;
  // "Thank you, that was worth asking": a few more words, no question, nothing the router knows.
  const words = withoutFiller.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  const plain = !/\?/.test(text) && words.length <= 4 && !serviceTopics(text).length && !FACT_TOPICS.some(([, pattern]) => pattern.test(text)) && !PRICE_ASK.test(withoutFiller);
  return plain ? kind : undefined;
}

/**
 * Whether a permit is needed ("does a panel swap need a permit", "is a permit needed", "do I even need one"),
 * not who gets it ("do I need to go get the permit myself or do you").
 */
function permitKnowHowOf(message: string): boolean {
  return /\b(?:do|does|will)\s+(?:i|we|my|it)\s+(?:\w+\s+)?need\b(?!\s+to\s+(?:go\s+)?(?:get|pull|file|apply\s+for|handle|take\s+care\s+of|deal\s+with|schedule)\s+(?:the|that|it|them|those)\b)|\bneeds?\s+(?:a|an|any)\s+(?:\w+\s+)?permits?\b|\bpermits?\s+(?:\w+\s+){0,2}(?:needed|required|necessary)\b|\brequired?\b|\bhow\s+often\b/i.test(
    message,
  );
}

/** Consumer gadgets: repairing them is not electrical work, even when they are "charging". */
const GADGETS =
  /\b(?:fix|repair)\w*\s+(?:my|the|a|our)\s+(?:phone|cell|tv)\b|\b(?:i-?phones?|androids?|cell\s*phones?|smart\s*phones?|phone\s+(?:charg\w*|screens?|cases?|batter(?:y|ies))|laptops?|computers?|tvs?|televisions?|x-?box|playstation|ps[45]|tablets?|ipads?|game\s+consoles?|headphones?|airpods|e-?bikes?|scooters?)\b|\b(?:cracked|broken|shattered|smashed)\s+(?:\w+\s+)?screens?\b|\bscreens?\s+(?:is\s+|are\s+|got\s+)?(?:cracked|broken|shattered|smashed)\b/i;
const HOUSE_WIRING = /\bsurge\b|\bwhole[\s-](?:house|home)\b|\blightn?ing\b|\boutlets?\b|\bpanels?\b|\bbreakers?\b|\bcircuits?\b|\bwiring\b|\bwall\b/i;

/**
 * The service a message is mostly about: a problem to diagnose ("half my outlets don't work")
 * is troubleshooting even when it names an outlet, unless something is to be installed.
 */
function primaryTopic(topics: ServiceTopic[], message: string): ServiceTopic | undefined {
  const trouble = topics.find((item) => item.id === 'troubleshoot');
  if (
    trouble &&
    /\b(?:not|n'?t|never)\s+work\w*|\bdont\s+work|\b(?:find|figure)\s+out\s+why\b|\bquit\s+working\b|\bdiagnos\w*|\btroubleshoot\w*|\bflicker\w*|\btrip\w*|\bdead\b|\bstopped\s+working\b/i.test(
      message,
    ) &&
    !/\binstall\w*|\badd(?:ing)?\b|\bnew\b|\bput\s+in\b|\breplac\w*|\bswap\w*|\bchange\s+out\b/i.test(message)
  )
    return trouble;
  // A 240 V (or 220 V) outlet or plug is a circuit of its own, not an outlet of the price table.
  const circuit = topics.find((item) => item.id === 'circuits');
  if (circuit && topics[0]?.id === 'outlets' && /\b2[24]0\s*-?\s*(?:v|volts?)?\s+(?:outlets?|plugs?|receptacles?|sockets?)\b/i.test(message)) return circuit;
  // The panel said only as where the circuit starts ("a 240v outlet for a welder, panel is right there on the same wall"): the circuit is the work.
  if (circuit && topics[0]?.id === 'panel' && !PANEL_AS_WORK.test(message)) return circuit;
  return topics[0];
}

/** How long the work takes, asked beside its price. */
const ASKS_HOW_LONG = /\bhow\s+(?:long|many\s+(?:hours|days))\b|\bhow\s+much\s+time\b/i;

/** When or how to pay asked outright, not a side remark ("don't really want to pay for a whole new plug"). */
const PAYMENT_ASKED =
  /\b(?:when|how)\s+(?:do|does|should|would|will|can)\s+(?:i|we|you)\s+(?:\w+\s+)?pay\b|\bdeposit\b|\bup\s*front\b|\bpayment\s+(?:due|terms|schedule)\b|\bdue\b/i;

/** The panel itself as the work: upgraded, replaced, swapped, a new one, its capacity or brand. */
const PANEL_AS_WORK =
  /\b(?:upgrad\w*|replac\w*|new|swap\w*|chang\w*|install\w*|bigger|old|older|fuse|full|maxed|zinsco|federal\s+pacific|fpe|pushmatic|\d{2,3}\s*-?\s*(?:a|amps?))\s+(?:out\s+)?(?:the\s+|my\s+|our\s+|a\s+|an\s+)?(?:main\s+|electrical\s+|breaker\s+|service\s+)?(?:panel|box)\b|\b(?:panel|box)\s+(?:upgrade|replacement|swap|change\w*|is\s+(?:full|old|maxed|out\s+of\s+(?:room|space)))|\bsub-?\s*panel\b|\bpanel\s+upgrade\b/i;

/** "Can you ...", "do you ...", "is that something you do": a clause that asks whether we do the work. */
const ASKS_US = new RegExp(
  String.raw`\b(?:can|could|would|will|do)\s+(?:you|u|y'?all|yall|ya|${YOUR_PEOPLE})(?:\s+guys)?\b|\bsomething\s+(?:you|u|y'?all)(?:\s+guys)?\s+do\b`,
  'i',
);

/** A clause that is a question of its own ("how often should somebody look over our electrical"), after a filler word or two. */
const ASKS_A_QUESTION =
  /^(?:(?:so|and|but|also|well|ok|okay|anyway|just|wondering|curious)\s+){0,2}(?:how|what|whats|what's|when|where|why|which|who|can|could|do|does|did|is|are|should|will|would)\b/i;

/**
 * Whether the site covers what a message asks for when a story is told around it ("been burning the
 * midnight oil planning our kitchen remodel, can you do the wiring for it", "we own a little
 * restaurant on brooks st, how often should somebody look over our electrical"): a clause that asks
 * us for the work, or asks a question of its own, read alone (with the clause before it when it
 * names nothing itself).
 */
function askedClauseCovered(message: string): boolean {
  if (!siteCoverage) return false;
  const covers = siteCoverage;
  return questionClauses(message).some(({ clause, withBefore }) => covers(clause) || (withBefore !== undefined && covers(withBefore)));
}

/**
 * The clauses of a message told with a story that ask us something or ask a question of their own
 * ("we own a little restaurant on brooks st, how often should somebody look over our electrical"),
 * each alone and with the clause before it; none for a message of one clause.
 */
export function questionClauses(message: string): { clause: string; withBefore?: string }[] {
  const clauses = message
    .split(/[.?!;:]+\s*|,\s+|\s+-+\s+/)
    .map((clause) => clause.trim())
    .filter(Boolean);
  if (clauses.length < 2) return [];
  return clauses.flatMap((clause, index) =>
    ASKS_US.test(clause) || ASKS_A_QUESTION.test(clause) ? [{ clause, ...(index > 0 ? { withBefore: `${clauses[index - 1]} ${clause}` } : {}) }] : [],
  );
}

/**
 * Letters drawn out for feeling ("byeee", "thanksss", "gooood morning", "HELPPP"): three or more of
 * one letter become one at the end of a word and two inside it, since no English word has three in
 * a row ("coool" is "cool", "sooo" is "so").
 */
export function withoutDrawnOutLetters(text: string): string {
  return text.replace(/(\p{L})\1{2,}(?!\p{L})/gu, '$1').replace(/(\p{L})\1{2,}/gu, '$1$1');
}

/**
 * A message as the rules read it: at most 2,000 characters, drawn-out letters and words a phone split
 * in two written normally, misspelled keywords corrected, and figures of speech ("fire up the quote
 * machine", "shocked how fast") set aside. The router and the estimate helper read it alike.
 */
export function readMessage(text: string): string {
  return inSiteWords(withoutFiguresOfSpeech(correctSpelling(joinSplitWords(withoutDrawnOutLetters(text.slice(0, 2000))))));
}

/** A thing described rather than named, in the site's word: "the plug in the garage with the buttons" is a GFCI outlet. */
const DESCRIBED_THINGS: [RegExp, string][] = [
  [
    /\b(?:plug|outlet|receptacle|socket)s?((?:\s+\w+){0,4}?)\s+with\s+(?:the\s+|those\s+|two\s+|2\s+|little\s+)*(?:buttons?|test\s+(?:and|&|n)\s+reset|reset\s+buttons?)\b/gi,
    'GFCI outlet$1',
  ],
  // "The grey box in the basement with all the switches": the breaker panel; "one of them flips off": a breaker trips.
  [
    /\b(?:gr[ae]y|metal|electric(?:al)?)\s+box(?:\s+(?:in|on|by)\s+(?:the\s+)?\w+)?\s+with\s+(?:all\s+)?(?:the\s+|those\s+|a\s+bunch\s+of\s+)?(?:little\s+)?switch(?:es)?\b/gi,
    'breaker panel',
  ],
  // "Cloth-covered wire on little white porcelain knobs": knob-and-tube wiring.
  [
    /\b(?:old\s+)?(?:cloth|fabric)[\s-]*(?:covered|wrapped|insulated)\s+wir(?:e|es|ing)(?:\s+(?:on|with|and)\s+(?:little\s+|white\s+|ceramic\s+|porcelain\s+)*(?:knobs?|tubes?|insulators?))?|\b(?:little\s+|white\s+)*(?:porcelain|ceramic)\s+(?:knobs?|tubes?|insulators?)\b/gi,
    'knob-and-tube wiring',
  ],
];

function inSiteWords(text: string): string {
  return DESCRIBED_THINGS.reduce((result, [pattern, words]) => result.replace(pattern, words), text);
}

/** The intent of a visitor's message, with what the router found in it. */
export function routeMessage(text: string, context: RouteContext = {}): Route {
  const typed = typeof text === 'string' ? tidyMessage(text.slice(0, 2000)) : '';
  const servedFound = findNames(typed, servedMatchers, true);
  const { served, outside } = placesAsked(typed, servedFound.found, findNames(servedFound.rest, outsideMatchers, 'cued').found);
  const places = { served, outside };
  // Safety first: the classifier reads the message as typed and with its misspellings corrected ("breker is hot").
  const emergency = detectEmergency(typed, context.phone);
  const message = readMessage(typed);
  if (emergency) return { intent: 'emergency', emergency, places };
  const route = routeCorrected(message, places, context);
  return message === typed ? route : { ...route, text: message };
}

function routeCorrected(message: string, places: Route['places'], context: RouteContext): Route {
  const smalltalk = smalltalkKind(message);
  if (smalltalk) return { intent: 'smalltalk', smalltalk, places };

  // "Does this chat thing do anything besides answer questions?": the assistant's two tools.
  if (WHAT_ELSE_IT_DOES.test(message)) return { intent: 'business-fact', fact: 'site-tool', facts: ['site-tool'], tool: 'both', places };
  // Sports, a cover letter, homework, a joke: not ours, whatever else the message names.
  if (OFF_TOPIC.test(message)) return notOurs(message, places);
  // "Do you also paint? want the living room redone after the outlets are moved": the question asks for another trade's
  // work; our work named after it is only the story.
  const firstQuestion = FIRST_QUESTION_ASKS_US.exec(message)?.[0];
  if (firstQuestion && OTHER_TRADES.test(firstQuestion) && !ELECTRICAL.test(firstQuestion) && !serviceTopics(firstQuestion).length) return notOurs(firstQuestion, places);
  const topics = serviceTopics(message);
  const topic = primaryTopic(topics, message);
  const service = topic ? { service: topic.id, pricedService: topic.priced } : {};
  // "What's the weather over Lolo Pass, driving to Idaho": another trade's or nobody's business, wherever it is; no work of ours asked there.
  if (places.outside.length && !topics.length && OTHER_TRADES.test(message)) return notOurs(message, places);
  if (places.outside.length) return { intent: 'out-of-area', places, ...service };
  // A problem described ("lights dim when the furnace kicks on") names the appliance as the load, not as work asked of us.
  const problem = problemKind(withoutWiringFarAway(message.replace(SERVICE_OF_ANOTHER_KIND_DOWN, 'internet trouble')));
  // "Need a tree guy, no power lines anywhere near it": the wiring said to be far away names no work of ours.
  // "Solar panels on the shop roof", "lightning rods on the barn roof": the roof says where, it is not the roofer's work.
  const scopeText = withoutWiringFarAway(
    NOT_HOUSE_WIRING.reduce((text, [pattern, said]) => text.replace(pattern, said), message)
      .replace(NOT_ELECTRICAL_WORDS, ' ')
      .replace(ON_A_ROOF, ' '),
  );
  // "I don't use the computer much, could you give me the telephone number": a way to reach us asked for outright.
  const reachUsAsked = CONTACT_ITSELF.test(message) || REACH_A_PERSON.test(message);
  if (GADGETS.test(message) && !HOUSE_WIRING.test(message) && !reachUsAsked) return { intent: 'out-of-scope', scope: 'not-ours', places };
  // The wiring of an RV, a camper or a boat itself: the site never says (a hookup for one at the house is house wiring).
  if (VEHICLE_WIRING.test(message) && !VEHICLE_HOOKUP.test(message)) return { intent: 'out-of-scope', places };
  const facts = FACT_TOPICS.filter(([, pattern]) => pattern.test(message)).map(([name]) => name);
  // "Surprises behind the drywall", "if the work you did fails", "if the furnace quits on a Sunday, does it cost more": about our
  // terms, whatever other trade is named.
  const aboutOurTerms = facts.includes('price-changes') || facts.includes('warranty') || facts.includes('rates');
  // Know-how the pages answer ("lightning took out our tv and the wifi router, is there something for the whole house") is ours, whatever gadget it names.
  if (
    !problem &&
    !aboutOurTerms &&
    !reachUsAsked &&
    !knowHowAsked(message) &&
    OUT_OF_SCOPE.test(scopeText) &&
    !ELECTRICAL.test(scopeText) &&
    !serviceTopics(scopeText).some((item) => item.id !== 'troubleshoot' && item.id !== 'lighting')
  ) {
    if (OTHER_TRADES.test(scopeText)) return notOurs(scopeText, places);
    return notOnTheSite(message, places);
  }

  // "Where is the cost calculator thing on your website?": the assistant's own tabs, not a price.
  // "Can this chat thing give me a rough price? how does that work": where the estimator is and what it does.
  if (ASSISTANT_GIVES.test(message) && FIGURE.test(message) && /\bhow\s+(?:does|do|would)\s+(?:that|it|this)\s+work\b|\bhow\s+do\s+i\s+(?:use|get|do)\b/i.test(message)) {
    return { intent: 'business-fact', fact: 'site-tool', facts: ['site-tool'], tool: 'estimate', places };
  }
  if (ASSISTANT_FIGURE.test(message) && FIGURE.test(message) && (BINDING.test(message) || ASSISTANT_GIVES.test(message))) {
    return { intent: 'business-fact', fact: 'assistant-estimate', facts: ['assistant-estimate'], places };
  }
  if ((SITE_TOOL.test(message) || SITE_TOOL_THEN_WHERE.test(message)) && (ESTIMATE_TOOL.test(message) || TROUBLESHOOT_TOOL.test(message))) {
    return {
      intent: 'business-fact',
      fact: 'site-tool',
      facts: ['site-tool'],
      tool: TROUBLESHOOT_TOOL.test(message) && !/\bcalculat\w*|\bestimat\w*/i.test(message) ? 'troubleshoot' : 'estimate',
      places,
    };
  }
  // The licence number is not on the site: the honest "not sure", with what it does say (licensed and insured).
  if (LICENCE_NUMBER.test(message)) return { intent: 'business-fact', fact: 'licence-number', facts: ['licence-number'], places };
  // Nor does it say how big the company is or who owns it: a fact about us the site does not state, answered with the
  // honest "I don't know", not a page that mentions a team.
  if (COMPANY_UNKNOWN.test(message)) return { intent: 'business-fact', fact: 'unstated', facts: ['unstated'], places };
  if (OTHER_CHANNEL.test(message) || JOBS.test(message)) return { intent: 'out-of-scope', places };
  // An hourly rate is not on the site: a price question answered with how we price (a free written estimate).
  if (HOURLY_RATE.test(message)) return { intent: 'price', fact: 'hourly-rate', facts: ['hourly-rate'], places, ...service };
  // "The emergency call-out fee at 2am": what after-hours work costs, which the emergency rates answer.
  if (SET_FEE.test(message) && AFTER_HOURS.test(message)) return { intent: 'price', fact: 'rates', facts: ['rates'], places };
  // "Do you do free estimates or is there a trip charge": whether the visit costs anything, the free estimate.
  if (SET_FEE.test(message) && facts.includes('free-estimate')) return { intent: 'business-fact', fact: 'free-estimate', facts, places, ...service };
  if (SET_FEE.test(message)) return { intent: 'price', fact: 'set-fee', facts: ['set-fee'], places, ...service };
  // Ways to pay the site never names (cards, Venmo, crypto ...): the honest "I don't know", not the payment terms as if they answered.
  if (PAYMENT_METHOD.test(message)) return { intent: 'business-fact', fact: 'payment-methods', facts: ['payment-methods'], places };
  // Our work scheduled outside a business's hours is know-how of the commercial page, not the office hours.
  if (WORK_OUTSIDE_HOURS.test(message) && !PRICE_ASK.test(message)) return { intent: 'service', fact: 'work-hours', facts: ['work-hours'], places, ...service };
  // "How fast can someone get here in an emergency?": how soon we come is what the service pages say, wherever the visitor is.
  if (RESPONSE_TIME.test(message) && !places.served.length && facts.every((name) => name === 'contact' || name === 'hours')) return { intent: 'service', places, ...service };
  // A problem with "can someone come out today?" is answered as the problem, with our number and hours in the reply.
  // "Can someone come look at it this week": with no town named, coming out is the service visit, not the area.
  if (
    problem &&
    !PRICE_ASK.test(message) &&
    !HOURS_ASKED.test(message) &&
    facts.every((name) => name === 'contact' || name === 'hours' || name === 'scheduling' || (name === 'area' && !places.served.length))
  ) {
    return { intent: 'service', problem, places, ...service };
  }
  // "Would u come out past Darby?": with a town named, coming is the area question, not how to reach us.
  const comesToTown = places.served.length > 0 && facts.every((name) => name === 'contact' || name === 'area') && ASKS_WHETHER_WE_COME.test(message.replace(POWER_GOES_OUT, ' '));
  // "Does the inspection come with it or do I schedule it myself?": the permit question, not how to book.
  const permitsAsked = facts.includes('permits') && facts.every((name) => ['permits', 'contact', 'scheduling', 'hours'].includes(name));
  // "When do I have to pay, up front or after y'all finish": when to pay, not what happens after we leave.
  const paymentAsked = facts.includes('payment') && facts.includes('warranty') && !WARRANTY_TROUBLE.test(message);
  const fact = comesToTown ? 'area' : permitsAsked ? 'permits' : paymentAsked ? 'payment' : facts[0];
  // Know-how asked ("ok to run the generator in the garage if the door is open?", "torn between a portable genny and an
  // automatic one, we're out past Lolo"): a town, "open", "insurance" or "closing" around it asks no fact of its own.
  if (
    knowHowAsked(message) &&
    !PRICE_ASK.test(message) &&
    facts.every(
      (name) =>
        name === 'area' || name === 'licence' || name === 'contact' || (name === 'hours' && !HOURS_ASKED.test(message)) || (name === 'payment' && !PAYMENT_ASKED.test(message)),
    )
  ) {
    return { intent: 'service', places, ...service };
  }
  // The fact chosen leads the list the answer reads.
  if (fact && facts[0] !== fact) facts.splice(0, facts.length, fact, ...facts.filter((name) => name !== fact));
  // "Spread out the cost", "pay it over time": the money words of financing, payment or the warranty ask no price.
  const asksPrice = PRICE_ASK.test(fact === 'financing' || fact === 'payment' || fact === 'warranty' ? withoutFactWords(message, fact) : message);
  // A question about the price of the estimate itself, financing or payment is a business fact;
  // a price question that names a job is a price request even when it also asks about payment.
  // What work costs at night or on a weekend is asked as a price ("how much extra on a sunday night"); the emergency rates answer it.
  if (fact === 'rates' && facts.every((name) => name === 'rates' || name === 'hours' || name === 'contact') && !COMPLAINT.test(message))
    return { intent: 'price', fact, facts, places };
  // "What do you charge to come out and figure out why half the outlets went dead": a visit to find a problem is priced (troubleshooting), not an estimate.
  if (
    fact === 'free-estimate' &&
    !/\bestimat\w*|\bquot\w*|\bbids?\b/i.test(message) &&
    (problem || /\b(?:figure|find)\s+out\s+(?:why|what)|\bdiagnos\w*|\btroubleshoot\w*/i.test(message))
  )
    return { intent: 'price', service: 'troubleshoot', pricedService: 'troubleshoot', places };
  if (fact === 'free-estimate' || fact === 'price-changes' || fact === 'rates') return { intent: 'business-fact', fact, facts, places, ...service };
  // Permits: when one is needed is know-how ("do I need a permit for a subpanel?"); who pulls it ("me or you?")
  // and what it costs are facts about how we work, the first even with the job named beside it.
  if (fact === 'permits' && permitKnowHowOf(message)) return { intent: 'service', fact, facts, places, ...service };
  if (fact === 'permits' && !asksPrice) return { intent: 'business-fact', fact, facts, places, ...service };
  if (fact === 'permits' && !topic) return { intent: 'business-fact', fact, facts, places };
  if (asksPrice && (topic || context.service)) {
    const contextTopic = !topic ? SERVICE_TOPICS.find((item) => item.id === context.service || item.priced === context.service) : undefined;
    const fromContext = contextTopic ? { service: contextTopic.id, pricedService: contextTopic.priced } : {};
    // "How much ... and how long does that take": the chat answers both (the estimate box shows no timeline).
    const alsoAsks = facts.length > 0 || places.served.length > 0 || ASKS_IF_WE_DO.test(message) || ASKS_HOW_LONG.test(message);
    // The price of servicing what is installed (a maintenance plan, a tune-up) is not the installation's price.
    // Nor is a portable generator's hookup (an interlock, an inlet, a transfer switch) the price of a standby generator.
    const upkeep = MAINTENANCE.test(message) || (topic?.id === 'generator' && HOOKUP_ONLY.test(message) && !STANDBY.test(message)) ? { pricedService: null } : {};
    return { intent: 'price', places, ...service, ...fromContext, ...upkeep, ...(alsoAsks ? { alsoAsks: true as const } : {}), ...(facts.length ? { facts } : {}) };
  }
  const permitKnowHow = fact === 'permits' && permitKnowHowOf(message);
  // "Can you put up motion lights by the barn? something comes by at night": work asked for, not our hours.
  // So is "can yall wire a new house in Florence? builder wants a number": the number is how to reach us, asked about the work.
  // "Want lights along the driveway so i can check the horses at night": the night is when the lights are used, not our hours.
  const asksForWork = WORK_ASKED_FOR.test(message) || (fact === 'hours' && WANTS_WORK.test(message) && !HOURS_ASKED.test(message));
  if ((fact === 'hours' || (fact === 'contact' && !CONTACT_ITSELF.test(message))) && topic && facts.length === 1 && asksForWork) {
    return { intent: 'service', places, ...service };
  }
  if (fact && fact !== 'area' && !permitKnowHow) return { intent: 'business-fact', fact, facts, places, ...service };
  // "Do you service generators?" asks about the work, not the area; so does "we want to rewire our farmhouse in Florence, how long would that take?".
  // A town said only as where the house is ("a 1960s place in Stevensville, worth getting the electrical looked at?",
  // "a house near Florence, rough cost to wire it"): the question is the work or its price, unless it also asks whether we come.
  const townOnlyWhere =
    places.served.length > 0 &&
    (asksPrice || Boolean(problem) || ELECTRICAL.test(withoutTownsOf(message, places.served))) &&
    !ASKS_WHETHER_WE_COME.test(message.replace(POWER_GOES_OUT, ' '));
  const asksArea =
    (places.served.length > 0 &&
      !townOnlyWhere &&
      (!topic || AREA_WORDS.test(message.replace(POWER_GOES_OUT, ' '))) &&
      !(WORK_ASKED_FOR.test(message) && !AREA_WORDS.test(message))) ||
    (fact === 'area' && (!topic || /\bareas?\b|\bcount(?:y|ies)\b|\btowns?\b|\bcities\b|\bnear\s+me\b/i.test(message)));
  // "Best place to hunt elk near Seeley Lake?": a town named in a question the site says nothing about does not ask whether we come.
  if (asksArea && !fact && !topic && !problem && siteCoverage && !ASKS_WHETHER_WE_COME.test(message) && !ADDRESSES_US.test(message)) {
    const asked = findNames(message, servedMatchers, true).rest.replace(WHERE_WORDS, ' ');
    if ((asked.match(/\p{L}{3,}/gu) ?? []).length >= 2 && !siteCoverage(asked)) return { intent: 'out-of-scope', places };
  }
  if (asksArea) return { intent: 'business-fact', fact: 'area', places, ...service };
  if (asksPrice) return { intent: 'price', places, ...service };
  // "Do you install hardwired smoke detectors?": ours to ask about, not listed; "not sure", never a borrowed "yes".
  if (UNLISTED_WORK.test(message) && !LISTED_BESIDE.test(message.replace(UNLISTED_WORK, ' '))) return { intent: 'service', unlisted: true, places, ...service };
  // Power out to a barn, a basement finish: our work, however the site words it.
  if (projectAsked(message) || (knowHowAsked(message) && !PRICE_ASK.test(message))) return { intent: 'service', places, ...service };
  // A message naming one of our services (a generator, a panel, lights ...) is about our work even when the site has no passage for its wording.
  // "Fix" or "repair" alone names no service of ours ("can you fix my garage door opener?"): the site's coverage decides.
  const onlyRepair = topic?.id === 'troubleshoot' && !problem && !ELECTRICAL.test(message) && !/\btroubleshoot\w*|\bdiagnos\w*|\bshort|\bground\s+fault/i.test(message);
  // The towns named say where, not what: the site's coverage is asked without them ("wire a pole barn in Arlee").
  const withoutTowns = withoutTownsOf(message, places.served);
  if (
    (!topic || onlyRepair) &&
    !WIRING_A_PLACE.test(withoutTowns) &&
    !THREE_PHASE.test(withoutTowns) &&
    siteCoverage &&
    !siteCoverage(withoutTowns) &&
    !askedClauseCovered(withoutTowns)
  ) {
    return notOnTheSite(message, places);
  }
  return { intent: 'service', places, ...service };
}

/**
 * A message about something the site never mentions: out of scope, the honest "I don't know"; but
 * electrical work asked for that no page lists ("do you install solar panels?", "looking for someone
 * to put in a burglar alarm") is a service question, answered "not sure" too, never "yes".
 * "Is solar worth it up here" asks for no work and stays out of scope.
 */
function notOnTheSite(message: string, places: Route['places']): Route {
  if (UNLISTED_INSTALLATION.test(message) && (ASKS_IF_WE_DO.test(message) || WORK_WANTED.test(message))) return { intent: 'service', unlisted: true, places };
  return { intent: 'out-of-scope', places };
}

/**
 * Whether the chat widget sends the message to the estimate helper: a price question about a job
 * of the price table, and nothing else. Price questions about jobs outside the table, naming no
 * job, or asking something more ("do u do hot tubs and how much", "how much for a panel and do
 * yall finance") go to the chat, which answers all of it from what the site says.
 */
export function goesToEstimator(route: Route): boolean {
  // An EV charger's price depends first on whether the panel has room for it, which the chat's answer says.
  return route.intent === 'price' && Boolean(route.pricedService) && !route.alsoAsks && route.service !== 'ev-charger';
}

/** True when the message mentions money at all (for filing conversations and weighing price passages). */
export function mentionsMoney(text: string): boolean {
  return MONEY_PATTERN.test(text);
}

/**
 * Which danger words of a message speak of a danger happening now. The emergency classifier reads
 * a message after this module has set aside, word by word, the danger words that do not:
 *
 * - a negated word: "no smoke though", "no smells, no sparks, nothing warm", "i dont see flames",
 *   "didn't get shocked" (only the words the negation governs; "no flames but its smoking" still
 *   reads "smoking", and "no more sparks" or "not sparking anymore" is not a negation: it sparked);
 * - a past event that is over: the part of a sentence that names a season, a year or months ago
 *   ("we had a small electrical fire last year, its all been repaired"), up to the first word that
 *   brings the story to the present ("now", "still", "again", "today", "but");
 * - a hypothetical or a worry: "a fire risk", "fire hazards", "nervous about fire", "in case
 *   something catches fire", "so the lineman doesn't get electrocuted", "next time a storm knocks
 *   the lines down", "when the power lines go down this winter";
 * - a figure of speech: "sparks joy", "a spark of an idea", "a shocking price", "shocked how fast",
 *   "you guys are fire", "fire up the quote machine", "flame red", "smoking hot deal", "zapping the
 *   old tubes", a static zap, ice or snow that melted.
 *
 * It is conservative by design: a danger word is set aside only where the words around it say
 * plainly that it is not happening now, and a danger stated anywhere else in the message is read
 * as usual. A missed emergency is far worse than a false alarm.
 *
 * Pure and small: the chat widget imports it through the classifier.
 */

/** Stands for a word set aside; no pattern of the classifier reads it. */
const SET_ASIDE = 'xx';

/** The words that name a danger (after the tolerant reading of danger-words.ts). */
const DANGER = String.raw`(?:fire|fires|flames?|flaming|blaze|smoke|smoking|smoked|smokes|smoky|smokey|smoldering|smouldering|sparks?|sparking|sparked|sparky|arcing|burn|burns|burning|burnt|burned|scorch\w*|charred|melt\w*|smell\w*|stink\w*|odou?rs?|fishy|hot|warm|heat|heating|buzz\w*|hum|hums|humming|crackl\w*|sizzl\w*|hiss\w*|popping|shock\w*|zap\w*|tingl\w*|jolts?|electrocut\w*|wet|water|leak\w*|flood\w*|damage|damaged)`;
/** The things a past or hypothetical event is about, besides the danger words. */
const EVENT = String.raw`(?:${DANGER}|lines?|wires?|cables?|poles?|storms?|down|strikes?|struck|lightning)`;

/** Words between a negation and what it negates: "no visible smoke", "i dont see any flames", "didn't get shocked", "isn't on fire". "Never seen smoke like this" (or "before") is no negation. */
const NEGATION_FILLER = String.raw`(?:any|a|an|the|on|visible|obvious|real|actual|signs?|of|see|seen|seeing|smell|smelling|smelled|notice|noticed|noticing|hear|heard|hearing|feel|feeling|felt|find|found|get|gets|got|getting|gotten|been|be|seem|seems|look|looks|like|even|really|actually|too|very|super|yet|anything|evidence|hint|trace|start|started|cause|caused|it|its|it's)`;
/**
 * A negation: "no" (not "no longer", "no more", "no, ..."), "not", "nothing", "without", "never", "don't",
 * "isn't" and their spellings without the apostrophe.
 */
const NEGATION = String.raw`\b(?:no(?!\s+(?:longer|more)\b)|not|nothing(?:'s|\s+is|\s+seems|\s+looks)?|without|never|none|nobody|no\s?one|noone|zero|neither|nor|(?:is|are|was|were|does|do|did|has|have|had|could|would|should)n'?t|can'?t|cannot|won'?t|ain'?t|dont|cant|wont|isnt|arent|wasnt|werent|doesnt|didnt|havent|hasnt|couldnt|wouldnt)`;
/** A danger named in one or more words: "burning smell", "burnt plastic smell". */
const DANGER_PHRASE = String.raw`${DANGER}(?:\s+(?:plastic\s+|rubber\s+|electrical\s+|electric\s+|wire\s+|wiring\s+)?${DANGER})*`;
const NEGATED = new RegExp(
  String.raw`${NEGATION}((?:\s+${NEGATION_FILLER}){0,4}\s+${DANGER_PHRASE}(?:\s*(?:or|nor|/)\s+(?:any\s+|a\s+|an\s+)?${DANGER_PHRASE})*)\b(?!\s*(?:anymore|any\s+more)\b)(?!\s+(?:like\s+(?:this|that)|before)\b)`,
  'g',
);

/** A season, a year or months back: a story told of the past. */
const PAST =
  /\blast\s+(?:year|spring|summer|fall|autumn|winter|month|season|christmas|thanksgiving)\b|\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|few|couple(?:\s+of)?|many|\d+)\s+(?:\w+\s+)?(?:years?|months?|decades?)\s+ago\b|\b(?:years|months|decades)\s+ago\b|\ba\s+while\s+(?:ago|back)\b|\blong\s+ago\b|\b(?:back\s+)?in\s+(?:19|20)\d\d\b/;
/** Where a story reaches the present, or turns: the part of a sentence after it is read as usual. */
const PART_BREAK =
  /[.!?;\n]+|\b(?:but|however|though|although|now|still|again|currently|today|tonight|yesterday|lately|recently|since|anymore|keeps?|right\s+now|just\s+now|this\s+(?:morning|afternoon|evening|week))\b/g;

/** Hypotheticals and worries: the words they govern are set aside. */
const HYPOTHETICAL: RegExp[] = [
  // "a fire risk", "fire hazards", "a shock hazard"
  new RegExp(String.raw`\b(?:fire|fires|shock|shocks|electrocution|burn|burns|electrical)(?=[\s-]+(?:risks?|hazards?|dangers?|traps?|prone|safety)\b)`, 'g'),
  // "nervous about fire", "worried about fires", "afraid of getting shocked" (not "worried about the smoke coming from the panel")
  new RegExp(
    String.raw`\b(?:nervous|worried|worry|worrying|worries|afraid|scared|concerned|paranoid|anxious|fear|fears|fearful|terrified)\s+(?:about|of)\s+(?:a\s+|an\s+|the\s+possibility\s+of\s+|possible\s+|electrical\s+|house\s+|getting\s+|being\s+)*(?:fires?|shocks?|shocked|electrocuted|electrocution|burning\s+down)\b(?!\s+(?:coming|from|in|at|behind|inside|is|are|near|by|on|out|under|starting)\b)`,
    'g',
  ),
  // "in case something catches fire", "in case of fire"
  new RegExp(String.raw`\b(?:just\s+)?in\s+case\s+(?:of|something|anything|it|there'?s|there\s+is|a|an|lightning|the\s+(?:house|power))(?:\s+[\w']+){0,6}`, 'g'),
  // "next time a storm knocks the power lines down"
  new RegExp(
    String.raw`\bnext\s+time\s+(?:a\s+|the\s+|there'?s\s+|there\s+is\s+|we\s+(?:get|have)\s+(?:a\s+)?)?(?:big\s+|bad\s+)?(?:storm|wind|windstorm|blizzard|ice\s+storm|tree|outage|power\s+outage)(?:\s+[\w']+){0,6}`,
    'g',
  ),
  // "when the power lines go down this winter", "if the lines ever come down"
  new RegExp(
    String.raw`\b(?:when|whenever|if)\s+(?:the\s+|our\s+)?(?:power\s+|electric\s+|utility\s+)?(?:lines?|wires?|poles?)\s+(?:ever\s+)?(?:go|goes|fall|falls|come|comes|get\s+knocked|are\s+knocked)\s+down`,
    'g',
  ),
  // "so the power company guys don't get electrocuted": a negation, read above; "to keep the lineman from getting shocked"
  new RegExp(
    String.raw`\b(?:keep|keeps|keeping|prevent|prevents|preventing|protect|protects|protecting|stop|stops|stopping)\s+(?:[\w']+\s+){0,4}from\s+(?:getting\s+|being\s+)?(?:shocked|electrocuted|zapped|burned)`,
    'g',
  ),
  // "can an extension cord cause a fire?", "could aluminum wiring start a fire"
  // (only the fire or shock is set aside: "could the hot outlet start a fire" still reads "hot")
  new RegExp(
    String.raw`\b(?<=(?:can|could|would|will|might|may|does|do)\s+(?:[\w']+\s+){0,4}(?:cause|start|be|become|lead\s+to)\s+(?:a\s+|an\s+)?(?:electrical\s+|house\s+)?)(?:fires?|shocks?)\b(?!\s+(?:right\s+now|now)\b)`,
    'g',
  ),
];

/** Figures of speech: danger words that name no danger. */
const FIGURES: RegExp[] = [
  /\bsparks?\s+joy\b/g,
  /\b(?:a|the)\s+spark\s+of\s+(?:an?\s+)?(?:idea|inspiration|genius|hope|interest|creativity|motivation)\b/g,
  /\bspark(?:s|ed)?\s+(?:my|our|an?|some|the)\s+(?:interest|idea|curiosity|conversation|debate|thought)\b/g,
  /\bshock(?:ing|ed|ingly)?\s+(?:high\s+)?(?:price|prices|cost|costs|bill|bills|quote|quotes|estimate|estimates|amount|number|figure)\b/g,
  /\bshocked\s+(?:at\s+|by\s+)?(?:how|that\s+(?:you|u|it\s+was|the\s+price)|to\s+(?:see|hear|learn|find))\b/g,
  /\b(?:price|prices|cost|costs|bill|bills|quote|quotes|estimate|estimates)\s+(?:is|are|was|were)\s+(?:\w+\s+)?(?:shocking|shockingly\s+\w+)\b/g,
  /\bzap(?:s|ping|ped)?\s+(?:\w+\s+)?(?:money|cash|energy|budget|savings|time)\b/g,
  /\bshockingly\s+(?:fast|quick|cheap|good|easy|expensive|well|affordable|high|low)\b/g,
  /\b(?:you|u|yall|y'all|ya'll|you\s+all|you\s+guys|u\s+guys|your\s+(?:team|crew|guys|service|company))\s+(?:are|r|were)\s+(?:straight\s+|so\s+|pure\s+|absolute\s+|literally\s+|absolutely\s+)?(?:fire|lit)\b/g,
  /\bfire(?:d)?\s+up\s+(?:the|your|that|our|my|a)\s+(?:\w+\s+)?(?:quote|quotes|estimate|estimator|machine|calculator|grill|bbq|barbecue|generator|engine|truck|saw|computer|laptop|bot|system|crew|team|smoker|chainsaw|mower|app|website)\b/g,
  /\b(?:all\s+)?fired\s+up\s+(?:about|for|to)\b/g,
  /\bfire\s+(?:my|our|the|your)\s+(?:old\s+)?(?:electrician|contractor|guy|company|plumber|crew|builder)\b/g,
  /\bflame[\s-]+(?:red|orange|colou?r\w*|retardant|resistant|finish|pattern|decals?|effect|bulbs?)\b/g,
  /\bsmokin[g']?\s+(?:hot\s+)?(?:deal|deals|price|prices|sale|sales|offer|offers|special|specials)\b/g,
  /\bzap(?:s|ping|ped)?\s+(?:the\s+|those\s+|our\s+|all\s+the\s+)?(?:old\s+)?(?:fluorescent\s+)?(?:tubes?|bulbs?|bugs?|mosquito\w*|flies|weeds|lights?|fixtures?)\b/g,
  /\bbug\s+zapp\w*/g,
  /\b(?:just\s+)?popp(?:ing|ed)\s+(?:in|by)\b(?:\s+to\s+(?:ask|say|check|see))?/g,
  /\bstatic\s+(?:shock|zap|electricity|jolt)\w*|\b(?:shock|zap|jolt)\w*\s+(?:\w+\s+){0,2}(?:by|from|off)\s+(?:the\s+)?static\b/g,
];

/**
 * The text without its figures of speech ("burning the midnight oil" stays, but "fire up the quote
 * machine", "a spark of an idea", "shocked how fast" go): the router reads what is asked, not the
 * danger words that speak of no danger. The text as it was when it holds none.
 */
export function withoutFiguresOfSpeech(text: string): string {
  let found = false;
  let result = text.replace(/[’‘`]/g, "'");
  for (const figure of FIGURES)
    result = result.replace(new RegExp(figure.source, 'gi'), () => {
      found = true;
      return ' ';
    });
  return found
    ? result
        .replace(/\s+/g, ' ')
        .replace(/^[\s,.;:!-]+/, '')
        .trim()
    : text;
}

/** A smell "like an electrical fire" is a burning smell, not a fire seen. */
const FIRE_SMELL = /\b(smell\w*|stinks?|reeks?)\s+(?:like|of)\s+(?:an?\s+)?(?:electrical\s+|electric\s+|wiring\s+|wire\s+|house\s+|a\s+)?fire\b/g;

/** Ice or snow that melted is water, not melted plastic: "melted" is read as "thawed". */
const THAW = /\b(?:ice|snow|ice\s+dam|frost|icicles?)\s+(?:\w+\s+){0,2}melt\w*|\bmelt\w*\s+(?:\w+\s+)?(?:ice|snow)\b|\bsnow\s?melt\w*/g;

/** Every danger word of a span set aside. */
function setAsideIn(span: string, words: RegExp): string {
  return span.replace(words, SET_ASIDE);
}

const DANGER_WORDS = new RegExp(String.raw`\b${DANGER}\b`, 'g');
const EVENT_WORDS = new RegExp(String.raw`\b${EVENT}\b`, 'g');
const FIGURE_WORDS = new RegExp(String.raw`\b(?:${DANGER}|fired|flame|spark|zapper|zapping)\b`, 'g');

/** Words that bring a past danger back to the present: "sparked last summer and again today". */
const BACK_AGAIN = /\b(?:again|came\s+back|is\s+back|recurr\w*|today|tonight|this\s+morning|right\s+now|currently|last\s+night|yesterday)\b/;

/** The parts of the text that tell a past story, with their event words set aside (none when the story comes back to today). */
function setAsidePast(text: string): string {
  if (!PAST.test(text) || BACK_AGAIN.test(text)) return text;
  let result = '';
  let start = 0;
  for (const match of text.matchAll(PART_BREAK)) {
    const part = text.slice(start, match.index);
    result += (PAST.test(part) ? setAsideIn(part, EVENT_WORDS) : part) + match[0];
    start = match.index + match[0].length;
  }
  const last = text.slice(start);
  return result + (PAST.test(last) ? setAsideIn(last, EVENT_WORDS) : last);
}

/**
 * The text (lower case, as read by danger-words.ts) with the danger words that speak of no danger
 * now replaced by a placeholder; every other word as it was.
 */
export function setAsideNotPresent(text: string): string {
  let result = text.replace(/[’‘`]/g, "'");
  for (const figure of FIGURES) result = result.replace(figure, (span) => setAsideIn(span, FIGURE_WORDS));
  result = result.replace(THAW, (span) => span.replace(/melt\w*/g, 'thawed'));
  result = result.replace(FIRE_SMELL, '$1 like burning');
  result = result.replace(NEGATED, (span) => setAsideIn(span, DANGER_WORDS));
  for (const hypothetical of HYPOTHETICAL) result = result.replace(hypothetical, (span) => setAsideIn(span, EVENT_WORDS));
  return setAsidePast(result);
}

/**
 * Wiring said to be absent or far away ("nowhere near any wiring", "no power lines anywhere near
 * it"): a roof leak or a tree away from the lines is another trade's work, not a danger of ours.
 */
const NOT_NEAR_WIRING =
  /\b(?:nowhere|not(?:\s+anywhere)?|no\s+where)\s+near\s+(?:any\s+|the\s+|a\s+)?(?:power\s+lines?|electric\w*\s+lines?|lines?|wires?|wiring|outlets?|electric\w*|panels?|breakers?|plugs?)\b|\bno\s+(?:power\s+lines?|lines?|wires?|wiring|outlets?)\s+(?:anywhere\s+)?(?:near|around|close\s+to)\b(?:\s+(?:it|there|them|here))?/gi;

/** The message without the wiring it says is absent or far away. */
export function withoutWiringFarAway(text: string): string {
  return text.replace(NOT_NEAR_WIRING, ' ');
}

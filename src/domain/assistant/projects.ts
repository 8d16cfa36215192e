/**
 * Projects told in a visitor's words that the site answers on pages a search does not reach by
 * those words: power run out to a barn or a shop, and a remodel or a basement finish. Told as new
 * work, not as something that stopped working ("the shop has no power since the storm" is a problem).
 */
import { POWER_TO_A_PLACE } from './problem-kinds.ts';

export type Project = 'outbuilding' | 'remodel';

const OUTBUILDING =
  /\b(?:pole\s+barns?|barns?|(?:work)?shops?|garages?|sheds?|out\s*buildings?|pump\s*houses?|arenas?|greenhouses?|studios?|coops?|stables?|machine\s+sheds?|hangars?|bunk\s*houses?|guest\s+houses?)\b/i;
/** Power asked for, or the building's wiring: "need power out there", "run a line", "wire my new workshop". */
const POWER_ASKED = /\b(?:wire|wiring|wired|electric(?:al|ity)?|power|a\s+(?:line|feeder|subpanel|sub-panel))\b/i;
/** Something that worked and stopped, or a fault: a problem, not a project. */
const TROUBLE =
  /\b(?:no|lost|lose|losing|without)\s+(?:power|electricity)\b|\b(?:power|electricity|lights?)\s+(?:went|goes|keeps?\s+going|is|are|was)\s+(?:out|off|dead)\b|\btripp?\w*|\bdead\b|\bquit\b|\bstopped\b|\bflicker\w*|\bbuzz\w*|\bspark\w*|\bsmell\w*|\bsmok\w*|\bwarm\b|\bhot\b|\bshock\w*|\bblow\w*|\bblew\b|\bbroke\w*|\bnot\s+working\b|\bwon'?t\s+work\b|\bdoesn'?t\s+work\b/i;
/** New work on a building: "need power", "run a line", "wire my new shop", "putting up a pole barn". */
const NEW_WORK =
  /\b(?:need|needs|want|wanna|would\s+like|get|getting|run|running|ran|bring|put|putting|pull|extend|feed|hook\w*\s+up|wire|wiring|building|build|built|putting\s+up|put\s+up|got\s+(?:the\s+|our\s+|a\s+)?\w*\s*(?:barn|shop|garage|shed)\s+up|new)\b/i;

const REMODEL =
  /\b(?:finish|finishing|redo\w*|remodel\w*|renovat\w*|gut|gutting|updat\w*)\s+(?:the\s+|our\s+|my\s+|a\s+)?(?:basement|kitchen|bathroom|bath|attic)\b|\b(?:basement|kitchen|bathroom|bath)\s+(?:finish\w*|remodel\w*|reno\w*|redo)\b|\b(?:adding|add|building|build|putting\s+on|put\s+on)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?addition\b|\b(?:new|the|our|an)\s+addition\b/i;
/** A remodel asked about as work of ours: "can you do the wiring for it", "need a few plugs", "yall do basements?". */
const REMODEL_WORK =
  /\b(?:can|could|would|will|do)\s+(?:you|u|y'?all|yall|ya)\b|\bneed\w*\b|\bwant\w*\b|\bwir(?:e|es|ing|ed)\b|\boutlets?\b|\bplugs?\b|\blights?\b|\bcircuits?\b|\belectric\w*/i;

/** Things named with a trouble word that are no trouble ("smoke alarms", "a hot tub") or no building ("the garage door opener"). */
const NAMES_ONLY = /\bsmoke\s+(?:alarms?|detectors?)\b|\bhot\s+(?:tubs?|water)\b|\bgarage\s+doors?(?:\s+openers?)?\b|\bshop\s+(?:vac|around)\b/gi;

/** Equipment in or by the building: the work asked is its circuit ("a 50 amp RV plug by the shop", "power to a CNC machine in our shop"), not the building's feeder. */
const EQUIPMENT =
  /\b(?:machines?|equipment|motors?|welders?|compressors?|rv|campers?|trailers?|plugs?|outlets?|receptacles?|chargers?|hot\s+tubs?|saunas?|heaters?|lights?|lighting|fans?|generators?|kilns?|lifts?|saws?)\b/i;

/**
 * Power asked for out to the building itself ("would you run the power out there", "a line out to the barn"): the
 * building's feeder, even with the lights, outlets or a welder plug it will hold named beside it.
 */
const TO_THE_BUILDING = new RegExp(
  String.raw`\b(?:power|electricity|electric(?:al)?|a\s+(?:line|feeder)|wire|wiring)\s+(?:\w+\s+){0,2}?(?:out\s+there|over\s+there|out\s+to\s+(?:it|the|my|our|a)\b|(?:out\s+|over\s+)?(?:to|into)\s+(?:the|my|our|a|that)\s+(?:new\s+)?${OUTBUILDING.source})`,
  'i',
);

/** The building said to need power: "pole barn out back needs power", "the shed has no wiring". */
const NEEDS_POWER = new RegExp(
  String.raw`\b(?:${OUTBUILDING.source})\s+(?:[\w']+\s+){0,3}?(?:needs?|needing|could\s+use|has\s+no|without)\s+(?:any\s+|some\s+)?(?:power|electricity|electric|wiring)\b`,
  'i',
);
/** Lights and plugs named together: the building's wiring, unless more are added to what it has ("a few more outlets and better lights"). */
const LIGHTS_AND_PLUGS = /\blights?\b.{0,30}\b(?:plugs?|outlets?|receptacles?)\b|\b(?:plugs?|outlets?|receptacles?)\b.{0,30}\blights?\b/i;
const ADDED_TO_WHAT_IT_HAS = /\b(?:more|extra|additional|another|better|brighter|upgraded?)\s+(?:\w+\s+)?(?:lights?|lighting|plugs?|outlets?|receptacles?)\b/i;

/** The project a message asks us to do, if it is one of these. */
export function projectAsked(typed: string): Project | undefined {
  if (typeof typed !== 'string') return undefined;
  const text = typed.slice(0, 2000).replace(NAMES_ONLY, ' ');
  if (TROUBLE.test(text)) return undefined;
  const powerToPlace = new RegExp(POWER_TO_A_PLACE.source, 'i').test(text);
  const wholeBuilding = NEEDS_POWER.test(text) || (LIGHTS_AND_PLUGS.test(text) && !ADDED_TO_WHAT_IT_HAS.test(text));
  const equipment = EQUIPMENT.test(typed) && !TO_THE_BUILDING.test(text) && !wholeBuilding;
  if (OUTBUILDING.test(text) && !equipment && (powerToPlace || ((POWER_ASKED.test(text) || wholeBuilding) && NEW_WORK.test(text)))) return 'outbuilding';
  if (REMODEL.test(text) && REMODEL_WORK.test(text)) return 'remodel';
  return undefined;
}

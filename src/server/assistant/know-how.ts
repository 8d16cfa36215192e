/**
 * The passages that answer each kind of know-how question (src/domain/assistant/know-how-questions.ts),
 * found by id, so that the answer says only what the pages say, with a lead sentence where the
 * passages do not say it themselves (the direct "yes", or what the site does not name). The
 * answerer asks this table before its search (answerer.ts); record 0033 lists the kinds.
 */
import { OLD_PANEL_BRAND, knowHowAsked, type KnowHowName } from '../../domain/assistant/know-how-questions.ts';
import type { KnowledgeBase, Passage } from './knowledge.ts';

export interface KnowHow {
  name: KnowHowName;
  /** The passages that answer it, in order. */
  passages: readonly string[];
  /** The service the message must be about, when the kind's words also come up in questions about other work ("upgrade to 200 amps for a heat pump and an EV charger"). */
  onlyFor?: string;
  /** A sentence before the passages, when they do not say it themselves; `asksIfWeDo` for "do you ...?" and "can you ...?". */
  lead?: (text: string, asksIfWeDo: boolean) => string;
}

const BRAND_NAMES: Record<string, string> = { zinsco: 'Zinsco', fpe: 'Federal Pacific', 'stab-lok': 'Federal Pacific Stab-Lok', pushmatic: 'Pushmatic', challenger: 'Challenger' };
function brandOf(text: string): string {
  const found = OLD_PANEL_BRAND.exec(text)?.[1] ?? '';
  const key = found
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/stab[\s-]?lok/, 'stab-lok');
  return BRAND_NAMES[key] ?? (/federal/i.test(found) ? 'Federal Pacific' : found);
}

const KNOW_HOW: Record<KnowHowName, Omit<KnowHow, 'name'>> = {
  'an adapter for a 240-volt appliance': {
    // "Never use adapters to plug a 240V appliance into a 120V outlet ...; a licensed electrician can add the right circuit."
    passages: ['faq:110v-vs-220v'],
    // Asked to do the work ("can u put in a plug for my welder? right now im running it off an adapter"): yes, and why.
    lead: (text) =>
      /\b(?:can|could|would|will)\s+(?:you|u|y'?all|your\s+\w+)\s+(?:guys\s+)?(?:put|install|wire|add|run|hook)\b|\b(?:need|want)\s+(?:a|an)\s+(?:new\s+)?(?:240|220|plug|outlet|circuit|receptacle)\b/i.test(
        text,
      )
        ? "Yes, we do: a 240-volt appliance needs a circuit of its own, and an adapter isn't safe for it."
        : "No: an adapter isn't safe for that.",
  },
  'how often to inspect': {
    // "Every 3 to 5 years for homes, and every year for commercial buildings"; a business's own FAQ when one is named.
    passages: ['faq:inspection-frequency'],
  },
  'power off during the work': {
    // "A typical upgrade takes one to two days, and the power is off for part of that time ...": no, not the whole time.
    passages: ['service:panel-upgrade:faq:2'],
    lead: () => 'No, not the whole time.',
  },
  'repaired on the visit': {
    // "We make your system safe right away and repair it on the spot whenever possible. If a larger repair is needed, we leave you safe and schedule it with you."
    passages: ['service:emergency:response:3'],
    lead: () => 'Often, yes.',
  },
  'generator size': {
    passages: ['service:generator-installation:faq:1'],
  },
  'portable or standby generator': {
    passages: ['faq:generators'],
    // "Does the standby generator turn on by itself?", "would a generator start up by itself if we're away": yes, the standby kind.
    // Asked of a portable one ("can a portable generator start automatically"): no, the FAQ says it is started by hand.
    lead: (text) =>
      !/\b(?:does|do|will|would|can|could)\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+)?(?:\w+\s+)?generators?\s+(?:\w+\s+)?(?:start|kick|come|turn|fire)/i.test(text)
        ? ''
        : /\bportable\b/i.test(text)
          ? "No, a portable one doesn't."
          : 'Yes, a standby generator does.',
  },
  'generator upkeep': {
    passages: ['service:generator-installation:features:1', 'service:generator-installation:maintenance:0'],
    lead: (_text, asksIfWeDo) => (asksIfWeDo ? 'Yes, we do.' : ''),
  },
  'power lost again and again': {
    passages: ['area:hamilton:faq:0'],
  },
  'a generator run indoors': {
    passages: ['faq:generators'],
    lead: () => 'No: never run a generator indoors.',
  },
  'an EV charger': {
    passages: ['service:financing:covers:4', 'area:missoula:faq:2'],
    onlyFor: 'ev-charger',
    // "tesla charger install?", "ev chargers for our office?": asked whether we do it, in few words; "how do I find out ..." is not.
    lead: (text, asksIfWeDo) => (asksIfWeDo || !/\b(?:how|what|why|when|which|should|does|is)\b/i.test(text) ? 'Yes, we do.' : ''),
  },
  'connecting a portable generator': {
    // "No. Backfeeding a home through an outlet can electrocute utility workers ...; a generator inlet with an interlock or transfer switch".
    passages: ['service:generator-installation:faq:2'],
  },
  'a working fuse box': {
    passages: ['area:stevensville:faq:0'],
  },
  'surge protection': {
    passages: ['area:stevensville:faq:1'],
  },
  'knob-and-tube wiring': {
    passages: ['area:missoula:faq:0'],
    lead: () => 'Yes, we replace knob-and-tube wiring.',
  },
  'aluminum wiring': {
    passages: ['service:financing:covers:2', 'faq:inspection-frequency'],
    lead: (_text, asksIfWeDo) =>
      asksIfWeDo
        ? "Yes, we inspect and rewire older homes. Our website doesn't name aluminum wiring, so we would want to look at yours before saying what it needs."
        : "Our website doesn't name aluminum wiring, so we would want to look at yours before saying what it needs. We do inspect and rewire older homes.",
  },
  'a panel brand insurers flag': {
    passages: ['service:panel-upgrade:overview'],
    lead: (text, asksIfWeDo) =>
      asksIfWeDo
        ? `Yes, we replace old panels. Our website doesn't name ${brandOf(text)} panels, so we would look at yours first.`
        : `Our website doesn't name ${brandOf(text)} panels, so we would look at yours first; replacing old panels is work we do.`,
  },
  'an electrical inspection': {
    passages: ['faq:inspection-frequency'],
    lead: (_text, asksIfWeDo) => (asksIfWeDo ? 'Yes, we do.' : ''),
  },
  'buying or selling a house': {
    passages: ['faq:inspection-frequency'],
    lead: (_text, asksIfWeDo) => (asksIfWeDo ? 'Yes, we do.' : ''),
  },
  'property managers': {
    passages: ['service:commercial:who-we-serve', 'faq:inspection-frequency'],
    lead: () => 'Yes, we work with property managers and landlords.',
  },
  'wiring for a builder': {
    passages: ['service:residential:services:0'],
    lead: () => 'Yes, we do.',
  },
};

/** The entry of a kind of know-how question. */
export function knowHowEntry(name: KnowHowName): KnowHow {
  return { name, ...KNOW_HOW[name] };
}

/** The entry that answers a message, if one does. */
export function knowHowFor(text: string): KnowHow | undefined {
  const name = knowHowAsked(text);
  return name ? knowHowEntry(name) : undefined;
}

/** The passages of an entry, in its order (missing ones left out). */
export function knowHowPassages(entry: KnowHow, base: KnowledgeBase): Passage[] {
  return entry.passages.flatMap((id) => base.passages.find((passage) => passage.id === id) ?? []);
}

import { MONEY_PATTERN } from './intent.ts';

/** Conversation categories (spec: assistant-and-admin, section 9) and how a question is filed under one. */
export const CATEGORIES = [
  { id: 'general', label: 'General Information' },
  { id: 'services', label: 'Services' },
  { id: 'pricing', label: 'Pricing & Estimates' },
  { id: 'residential', label: 'Residential' },
  { id: 'commercial', label: 'Commercial' },
  { id: 'emergency', label: 'Emergency Services' },
  { id: 'contact', label: 'Contact & Scheduling' },
  { id: 'location', label: 'Service Areas' },
] as const;

export type Category = (typeof CATEGORIES)[number]['id'];

const RULES: [Category, RegExp][] = [
  ['emergency', /\bemergenc\w*|\b24\/7\b|\bafter[\s-]hours\b|\bburning\b|\bspark\w*|\bsmoke\b|\bno\s+power\b|\bpower\s+(is\s+)?out\b|\boutage\b/i],
  ['pricing', MONEY_PATTERN],
  [
    'location',
    /\bserv(e|ice|icing)\s+(area|areas)\b|\bareas?\b|\bcount(y|ies)\b|\btowns?\b|\bcities\b|\bcity\b|\bdo\s+you\s+(serve|service|cover|come|travel|work)\b|\blocated\b|\bwhere\b/i,
  ],
  ['contact', /\bphone\b|\bcall\b|\bcontact\b|\be-?mail\b|\bhours\b|\bopen\b|\bschedul\w*|\bappointment\w*|\bbook\w*/i],
  ['commercial', /\bcommercial\b|\bindustrial\b|\bbusiness\w*|\boffices?\b|\bwarehouse\w*|\bstores?\b|\brestaurant\w*/i],
  ['residential', /\bresidential\b|\bhome\b|\bhouse\b|\bhomeowner\w*/i],
  ['services', /\binstall\w*|\bupgrade\w*|\bwiring\b|\brewir\w*|\bpanel\w*|\bgenerator\w*|\boutlet\w*|\blight\w*|\bfan\w*|\bcircuit\w*|\bgfci\b|\bcharger\w*|\bsmart\b/i],
];

/** The first matching category of the question, else general. */
export function categorize(question: string): Category {
  return RULES.find(([, pattern]) => pattern.test(question))?.[0] ?? 'general';
}

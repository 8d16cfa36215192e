/**
 * The assistant's answer-quality suite: visitor questions, with the facts each answer must contain
 * and must not contain. Run against the offline knowledge base by
 * tests/unit/assistant/answer-quality.test.ts, which fails under 95% answered correctly.
 * Facts are written out (not read from the profile) so that a wrong profile or index fails here.
 */
export interface QualityCase {
  question: string;
  topic: 'areas served' | 'areas not served' | 'hours and contact' | 'emergency' | 'prices' | 'faq' | 'services offered' | 'services not offered';
  /** Every entry must appear in the answer (case-insensitive). */
  mustContain: string[];
  /** No entry may appear in the answer (case-insensitive). */
  mustNotContain?: string[];
}

const PHONE = '(406) 555-0142';
const NOT_SERVED = ['outside our service area'];
const DONT_KNOW = ["don't have information", PHONE];
/** Another trade: not ours, said plainly, with our number. */
const NOT_OURS = ["isn't something we do", 'electrical contractor', PHONE];
const NO_PROMISE = ['yes', 'we install', 'we offer'];

export const QUALITY_CASES: QualityCase[] = [
  // Areas served
  { topic: 'areas served', question: 'Do you serve Polson, MT?', mustContain: ['Yes', 'Polson', 'Lake', PHONE], mustNotContain: NOT_SERVED },
  { topic: 'areas served', question: 'do you service polson', mustContain: ['Yes', 'Polson'], mustNotContain: NOT_SERVED },
  { topic: 'areas served', question: 'What areas do you serve?', mustContain: ['Missoula', 'Ravalli', 'Lake counties'], mustNotContain: ['Billings'] },
  { topic: 'areas served', question: 'What areas do you cover in Montana?', mustContain: ['Missoula', 'Ravalli', 'Lake counties'] },
  { topic: 'areas served', question: 'Are you available in Hamilton?', mustContain: ['Yes', 'Hamilton'], mustNotContain: NOT_SERVED },
  { topic: 'areas served', question: 'Do you serve Lake County?', mustContain: ['Yes', 'Lake County'], mustNotContain: NOT_SERVED },
  { topic: 'areas served', question: 'Is Stevensville in your service area?', mustContain: ['Yes', 'Stevensville'], mustNotContain: NOT_SERVED },
  { topic: 'areas served', question: 'Do you do work in Seeley Lake?', mustContain: ['Yes', 'Seeley Lake'], mustNotContain: NOT_SERVED },
  { topic: 'areas served', question: 'Can you come out to Frenchtown?', mustContain: ['Yes', 'Frenchtown'], mustNotContain: NOT_SERVED },
  { topic: 'areas served', question: 'Where are you located?', mustContain: ['Bonner'] },
  // Areas not served
  { topic: 'areas not served', question: 'Do you serve Billings?', mustContain: ['Billings', ...NOT_SERVED, PHONE], mustNotContain: ['Yes'] },
  { topic: 'areas not served', question: 'Can you come to Bozeman for a panel upgrade?', mustContain: ['Bozeman', ...NOT_SERVED], mustNotContain: ['Yes'] },
  { topic: 'areas not served', question: 'Do you work in Kalispell?', mustContain: ['Kalispell', ...NOT_SERVED], mustNotContain: ['Yes'] },
  { topic: 'areas not served', question: 'Do you serve Helena, Montana?', mustContain: ['Helena', ...NOT_SERVED], mustNotContain: ['Yes'] },
  { topic: 'areas not served', question: 'I live in Great Falls, can you help me with a new circuit?', mustContain: ['Great Falls', ...NOT_SERVED], mustNotContain: ['Yes'] },
  { topic: 'areas not served', question: 'Do you service Flathead County?', mustContain: ['Flathead County', ...NOT_SERVED], mustNotContain: ['Yes'] },
  // Hours and contact
  { topic: 'hours and contact', question: 'What are your hours?', mustContain: ['Monday - Friday 7:00 AM - 5:00 PM'], mustNotContain: ['Saturday'] },
  { topic: 'hours and contact', question: 'Are you open on weekends?', mustContain: ['Monday - Friday', '24/7'] },
  { topic: 'hours and contact', question: "What's your phone number?", mustContain: [PHONE] },
  { topic: 'hours and contact', question: 'How can I contact you?', mustContain: [PHONE, 'office@blackfootriverelectric.example'] },
  { topic: 'hours and contact', question: 'What is your email address?', mustContain: ['office@blackfootriverelectric.example'] },
  // Emergency
  { topic: 'emergency', question: 'Do you offer 24/7 emergency service?', mustContain: ['Yes', '24', PHONE] },
  { topic: 'emergency', question: 'I smell burning near an outlet, what should I do?', mustContain: [PHONE] },
  { topic: 'emergency', question: 'My power went out. What should I do?', mustContain: ['neighbors', PHONE] },
  // Prices
  { topic: 'prices', question: 'How much does a panel upgrade cost?', mustContain: ['$1,500', '$4,000'] },
  { topic: 'prices', question: 'What is the price of new outlets?', mustContain: ['$100-200'] },
  { topic: 'prices', question: 'How much does a GFCI outlet cost?', mustContain: ['$120-250'] },
  { topic: 'prices', question: 'How much to install a ceiling fan?', mustContain: ['$200', '$500'] },
  { topic: 'prices', question: 'What does a standby generator cost?', mustContain: ['$4,000', '$15,000'] },
  { topic: 'prices', question: 'Do you give free estimates?', mustContain: ['free'] },
  { topic: 'prices', question: 'Do you offer financing?', mustContain: ['financing', 'credit approval'] },
  // FAQ facts
  { topic: 'faq', question: 'How often should I have my electrical system inspected?', mustContain: ['3 to 5 years'] },
  { topic: 'faq', question: 'Why does my circuit breaker keep tripping?', mustContain: ['circuit'], mustNotContain: ["don't have information"] },
  { topic: 'faq', question: 'What is the difference between 110V and 220V?', mustContain: ['240 volts'] },
  { topic: 'faq', question: 'How long does it take to rewire a house?', mustContain: ['3 to 10 days'] },
  { topic: 'faq', question: 'Should I get a standby generator or a portable one?', mustContain: ['transfer switch'] },
  { topic: 'faq', question: 'Is it worth switching to LED lighting?', mustContain: ['LED'], mustNotContain: ["don't have information"] },
  { topic: 'faq', question: 'Why do my lights flicker?', mustContain: ['loose'] },
  { topic: 'faq', question: 'Are you licensed and insured?', mustContain: ['licensed and insured', '15'] },
  { topic: 'faq', question: 'When do I need a dedicated circuit?', mustContain: ['circuit of their own'] },
  { topic: 'faq', question: 'What is a GFCI outlet?', mustContain: ['ground-fault'] },
  { topic: 'faq', question: 'How do I know if I need a panel upgrade?', mustContain: ['25 years'] },
  { topic: 'faq', question: 'Do I need a permit for a panel upgrade?', mustContain: ['permit'] },
  // Services offered
  { topic: 'services offered', question: 'Do you do commercial electrical work?', mustContain: ['commercial'], mustNotContain: ["don't have information"] },
  { topic: 'services offered', question: 'Do you install EV chargers?', mustContain: ['EV charger'], mustNotContain: ["don't have information"] },
  { topic: 'services offered', question: 'Can you replace my old fuse box?', mustContain: ['fuse box'], mustNotContain: ["don't have information"] },
  { topic: 'services offered', question: 'Do you do smart home wiring?', mustContain: ['smart'], mustNotContain: ["don't have information"] },
  { topic: 'services offered', question: 'Do you install standby generators?', mustContain: ['generator'], mustNotContain: ["don't have information"] },
  { topic: 'services offered', question: 'Do you do industrial electrical work?', mustContain: ['industrial'], mustNotContain: ["don't have information"] },
  { topic: 'services offered', question: 'Can you install recessed lighting?', mustContain: ['recessed'], mustNotContain: ["don't have information"] },
  // Services not offered
  { topic: 'services not offered', question: 'Do you do plumbing?', mustContain: NOT_OURS, mustNotContain: NO_PROMISE },
  { topic: 'services not offered', question: 'Can you fix my furnace?', mustContain: NOT_OURS, mustNotContain: NO_PROMISE },
  { topic: 'services not offered', question: 'Do you install solar panels?', mustContain: DONT_KNOW, mustNotContain: NO_PROMISE },
  { topic: 'services not offered', question: 'Do you repair roofs?', mustContain: NOT_OURS, mustNotContain: NO_PROMISE },
  { topic: 'services not offered', question: 'Can you fix my car?', mustContain: NOT_OURS, mustNotContain: NO_PROMISE },
  { topic: 'services not offered', question: 'Do you sell appliances?', mustContain: DONT_KNOW, mustNotContain: NO_PROMISE },
];

export interface QualityResult {
  question: string;
  passed: boolean;
  missing: string[];
  forbidden: string[];
  answer: string;
}

export function checkAnswer(testCase: QualityCase, answer: string): QualityResult {
  const lower = answer.toLowerCase();
  const missing = testCase.mustContain.filter((fact) => !lower.includes(fact.toLowerCase()));
  const forbidden = (testCase.mustNotContain ?? []).filter((fact) =>
    // "yes" must be the word, not part of "yesterday"
    new RegExp(`(^|[^a-z])${fact.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z]|$)`).test(lower),
  );
  return { question: testCase.question, passed: !missing.length && !forbidden.length, missing, forbidden, answer };
}

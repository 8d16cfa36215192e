/**
 * The help widget's rules (spec: site-and-forms, help widget and sections 4, 5 and 8): FAQ
 * search, answer paragraphs, the welcome banner's storage key and the messages.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

/** The FAQ entries in their `order`, question and answer only. */
export function orderedFaq(entries: readonly (FaqItem & { order: number })[]): FaqItem[] {
  return [...entries].sort((a, b) => a.order - b.order).map(({ question, answer }) => ({ question, answer }));
}

/** Case-insensitive substring match on the question; a blank search lists every item. */
export function searchFaq(items: readonly FaqItem[], search: string): FaqItem[] {
  const needle = search.trim().toLowerCase();
  return needle ? items.filter((item) => item.question.toLowerCase().includes(needle)) : [...items];
}

/** An answer split into paragraphs at blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export const WELCOME_DISMISSED_KEY = 'help-welcome-dismissed';
export const EXAMPLE_QUESTION = 'What should I do if my breaker keeps tripping?';
export const QUESTION_REQUIRED = { title: 'Question required', description: 'Please enter a question to ask our AI assistant.' } as const;
export const QUESTION_FAILED = { title: 'Error', description: "We couldn't process your question. Please try again or contact us directly." } as const;

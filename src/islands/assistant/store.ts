/**
 * The assistant's state for the visit: open or closed, the tab, the conversation, the context
 * memory and the troubleshooter's walk. Kept in nanostores (and the session's storage, so a
 * visitor moving between pages keeps the conversation until the tab is closed).
 */
import { atom } from 'nanostores';
import type { ContextElement } from '../../domain/assistant/context-memory.ts';
import { beginWalk, type TroubleshooterWalk } from '../../domain/assistant/troubleshooter.ts';
import type { Breakdown } from '../../domain/assistant/estimator.ts';
import type { WizardResult } from '../../domain/assistant/wizard.ts';
import type { ReplyAction } from '../../domain/assistant/actions.ts';

export type AssistantTab = 'chat' | 'troubleshoot' | 'estimate';

export interface ChatMessage {
  role: 'user' | 'assistant' | 'system';
  content: string;
  citations?: string[];
  showTroubleshooterButton?: boolean;
  troubleshooterStartNode?: string | null;
  estimate?: { min: number; max: number; breakdown: Breakdown };
  /** Next steps shown beside the text: tap-to-call links, the estimator. */
  actions?: ReplyAction[];
}

const STORAGE_KEY = 'assistant-session';

interface Saved {
  messages: ChatMessage[];
  context: ContextElement[];
}

function load(): Saved {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const saved = raw ? (JSON.parse(raw) as Partial<Saved>) : {};
    return { messages: Array.isArray(saved.messages) ? saved.messages : [], context: Array.isArray(saved.context) ? saved.context : [] };
  } catch {
    return { messages: [], context: [] };
  }
}

const saved = typeof sessionStorage === 'undefined' ? { messages: [], context: [] } : load();

export const $open = atom(false);
export const $tab = atom<AssistantTab>('chat');
export const $messages = atom<ChatMessage[]>(saved.messages);
export const $context = atom<ContextElement[]>(saved.context);
export const $walk = atom<TroubleshooterWalk>(beginWalk());
export const $wizardResult = atom<WizardResult | null>(null);

function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ messages: $messages.get(), context: $context.get() }));
  } catch {
    /* storage full or unavailable: the conversation lives in memory only */
  }
}
$messages.listen(persist);
$context.listen(persist);

export function addMessage(message: ChatMessage): void {
  $messages.set([...$messages.get(), message]);
}

/** The history sent with a chat call: every message except the hidden system notes. */
export function visibleHistory(messages: ChatMessage[] = $messages.get()): { role: 'user' | 'assistant'; content: string }[] {
  return messages.filter((message): message is ChatMessage & { role: 'user' | 'assistant' } => message.role !== 'system').map(({ role, content }) => ({ role, content }));
}

/**
 * What happens when the visitor sends a chat message (spec: assistant-and-admin, sections 4, 7
 * and 8): memory, routing by the intent router (price questions about a job of the price table
 * go to the estimate helper, everything else to the chat call; emergencies get the safety reply
 * even without a connection), and the
 * spec's failure messages. Also the hidden notes of tab switches and the troubleshooter's
 * contact action.
 */
import { CONFIDENCE, addContext, contextSummary, mostConfident, rememberText } from '../../domain/assistant/context-memory.ts';
import { replyActions, type Emergency } from '../../domain/assistant/emergency.ts';
import { goesToEstimator, routeMessage } from '../../domain/assistant/intent.ts';
import { TROUBLESHOOTER_TREE, isEndNode, troubleshooterLog, type TroubleshooterWalk } from '../../domain/assistant/troubleshooter.ts';
import type { WizardResult } from '../../domain/assistant/wizard.ts';
import { ESTIMATE_HISTORY_MESSAGES } from '../../domain/assistant/limits.ts';
import { ApiError, answerMessage, siteApi } from '../lib/api.ts';
import { $context, $tab, $walk, $wizardResult, addMessage, visibleHistory, type AssistantTab, type ChatMessage } from './store.ts';

export interface BusinessInfo {
  name: string;
  phone: string;
  tel: string;
}

export const SUGGESTED_QUESTIONS = [
  'How much does a panel upgrade cost?',
  "What's the price for installing new outlets?",
  'Do you service Polson, MT?',
  'What areas in Montana do you cover?',
  'Do you offer commercial electrical services?',
  'Do you install ceiling fans?',
  'How long does it take to rewire a home?',
] as const;

/** Suggested questions show while the conversation has this many messages or fewer. */
export const SUGGESTIONS_UP_TO = 2;
/** The slow-response notice appears after this long (spec: 15 s). */
export const SLOW_NOTICE_MS = 15_000;
export const SLOW_NOTICE_TEXT = 'This is taking longer than usual...';
export const ESTIMATE_NOTE = 'This is a preliminary estimate. Contact us for a detailed quote.';

export const connectionFailureText = (phone: string) =>
  `I'm sorry, I experienced an issue connecting to our knowledge base. Please try again or contact us directly at ${phone} for immediate assistance.`;
export const PROCESSING_FAILURE_TEXT = "I'm sorry, I experienced an issue processing your request. Could you please try again or rephrase your question?";
export const EMPTY_REPLY_TEXT = "I'm sorry, I couldn't generate a response.";
export const estimateMoreDetailText = (phone: string) =>
  `I couldn't put a price on that yet. Could you tell me more about the project: the scope of work (what you want installed or repaired, and how many), the location, and any special requirements? You can also call us at ${phone} for a detailed quote.`;

/** The spec's failure reply for a call that failed: no answer (or none in time) is a connection failure. */
function failureReply(error: unknown, business: BusinessInfo): ChatMessage {
  if (!(error instanceof ApiError) || !error.answered) return { role: 'assistant', content: connectionFailureText(business.phone) };
  // An answer that is not JSON says nothing; a rate-limit answer explains itself; anything else is the processing failure.
  if (error.kind === 'unreadable') return { role: 'assistant', content: EMPTY_REPLY_TEXT };
  return { role: 'assistant', content: (error.status === 429 && answerMessage(error)) || PROCESSING_FAILURE_TEXT };
}

/** Sends the visitor's message; resolves when the reply (or the failure message) is in the list. */
export async function sendMessage(raw: string, business: BusinessInfo): Promise<void> {
  const text = raw.trim();
  if (!text) return;
  const history = visibleHistory();
  addMessage({ role: 'user', content: text });
  $context.set(rememberText($context.get(), text, 'chat'));
  const route = routeMessage(text, { phone: { display: business.phone, tel: business.tel }, service: mostConfident($context.get(), 'service') });
  if (route.emergency) {
    addMessage(await askEmergency(text, route.emergency, history, business));
    return;
  }
  addMessage(goesToEstimator(route) ? await askEstimate(text, history, business) : await askChat(text, history, business));
}

/** An emergency: the server's safety reply, or the same reply made here when the server cannot be reached. */
async function askEmergency(text: string, local: Emergency, history: ReturnType<typeof visibleHistory>, business: BusinessInfo): Promise<ChatMessage> {
  const reply = await askChat(text, history, business);
  if (reply.actions?.some((action) => action.type === 'call')) return reply;
  return {
    role: 'assistant',
    content: local.text,
    actions: local.actions.filter((action) => action.type === 'call'),
    showTroubleshooterButton: true,
    troubleshooterStartNode: local.troubleshooterStartNode,
  };
}

async function askChat(text: string, history: ReturnType<typeof visibleHistory>, business: BusinessInfo): Promise<ChatMessage> {
  const summary = contextSummary($context.get());
  let reply;
  try {
    reply = await siteApi('POST /api/ai-chat', {
      body: {
        query: text,
        // Sent apart from the question: the server's knowledge base must not match on the summary.
        contextSummary: summary || undefined,
        conversationHistory: history,
        contextSource: 'chat',
      },
    });
  } catch (error) {
    return failureReply(error, business);
  }
  const content = (reply.text ?? reply.response ?? '').trim();
  return {
    role: 'assistant',
    content: content || EMPTY_REPLY_TEXT,
    citations: Array.isArray(reply.citations) ? reply.citations.filter((item) => typeof item === 'string') : [],
    showTroubleshooterButton: Boolean(reply.showTroubleshooterButton),
    troubleshooterStartNode: reply.troubleshooterStartNode ?? null,
    actions: replyActions(reply.actions),
  };
}

async function askEstimate(text: string, history: ReturnType<typeof visibleHistory>, business: BusinessInfo): Promise<ChatMessage> {
  let reply;
  try {
    reply = await siteApi('POST /api/estimate', {
      body: {
        message: text,
        serviceType: mostConfident($context.get(), 'service') ?? 'unknown',
        conversationHistory: history.slice(-ESTIMATE_HISTORY_MESSAGES),
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.answered) return { role: 'assistant', content: connectionFailureText(business.phone) };
    if (error.status === 429 && answerMessage(error)) return { role: 'assistant', content: answerMessage(error) };
    // Any other failure: the assistant asks for more detail (spec: chat estimate failure).
    return { role: 'assistant', content: estimateMoreDetailText(business.phone) };
  }
  const estimate = reply.estimate;
  if (reply.source === 'emergency' && reply.explanation) {
    return { role: 'assistant', content: reply.explanation, actions: replyActions(reply.actions), showTroubleshooterButton: true };
  }
  if (!estimate) return { role: 'assistant', content: estimateMoreDetailText(business.phone) };
  let context = $context.get();
  if (reply.serviceType && reply.serviceType !== 'unknown') {
    context = addContext(context, { source: 'estimate', type: 'service', key: 'estimate-service', value: reply.serviceType, confidence: CONFIDENCE.result });
  }
  context = addContext(context, {
    source: 'estimate',
    type: 'recommendation',
    key: 'estimate-range',
    value: `estimate $${estimate.min}-$${estimate.max}`,
    confidence: CONFIDENCE.tabSwitch,
  });
  $context.set(context);
  return { role: 'assistant', content: estimateReplyContent(reply), estimate };
}

/** The text of the chat bubble for the estimate helper's answer: its explanation and details (the range shows in the estimate box). */
export function estimateReplyContent(reply: { explanation?: string | null; serviceDetails?: string | null }): string {
  return [reply.explanation, reply.serviceDetails].filter((part): part is string => Boolean(part && part.trim())).join('\n\n') || EMPTY_REPLY_TEXT;
}

/** Switching tabs; leaving the troubleshooter or the estimator for chat leaves a hidden note and records context. */
export function switchTab(next: AssistantTab): void {
  const previous = $tab.get();
  if (previous === next) return;
  if (next === 'chat' && previous === 'troubleshoot') noteTroubleshooter($walk.get());
  if (next === 'chat' && previous === 'estimate') noteEstimate($wizardResult.get());
  $tab.set(next);
}

function noteTroubleshooter(walk: TroubleshooterWalk): void {
  const node = TROUBLESHOOTER_TREE[walk.current];
  if (!node || walk.current === 'start') return;
  $context.set(
    addContext($context.get(), {
      source: 'troubleshooter',
      type: 'issue',
      key: 'troubleshooter-issue',
      value: `${node.title}: ${node.description}`,
      confidence: CONFIDENCE.tabSwitch,
    }),
  );
  addMessage({ role: 'system', content: `The visitor used the troubleshooter. Current issue: ${node.title}. ${node.description}` });
}

function noteEstimate(result: WizardResult | null): void {
  if (!result) return;
  let context = addContext($context.get(), { source: 'estimate', type: 'service', key: 'estimate-service', value: result.serviceLabel, confidence: CONFIDENCE.tabSwitch });
  context = addContext(context, { source: 'estimate', type: 'property', key: 'property-building-type', value: result.buildingType, confidence: CONFIDENCE.tabSwitch });
  $context.set(context);
  addMessage({
    role: 'system',
    content: `The visitor got an estimate for ${result.serviceLabel} (${result.buildingType}): $${result.min}-$${result.max}.`,
  });
}

/** Logs a troubleshooter path; failures are ignored. */
export function logWalk(walk: TroubleshooterWalk): void {
  void siteApi('POST /api/log-troubleshooter', { body: troubleshooterLog(walk) }).catch(() => undefined);
}

export function contactMessage(business: BusinessInfo): string {
  return `Based on the troubleshooting results, this issue requires professional attention. You can contact ${business.name} at ${business.phone} to schedule service, or keep asking me questions here.`;
}

/**
 * The contact action: logs the path (unless reaching its end already did), records issue,
 * recommendation and severity, adds the assistant's message and returns to chat.
 */
export function contactFromTroubleshooter(business: BusinessInfo): void {
  const walk = $walk.get();
  const node = TROUBLESHOOTER_TREE[walk.current];
  if (!isEndNode(node)) logWalk(walk);
  const log = troubleshooterLog(walk);
  let context = addContext($context.get(), { source: 'troubleshooter', type: 'issue', key: 'troubleshooter-issue', value: log.issueType, confidence: CONFIDENCE.result });
  context = addContext(context, {
    source: 'troubleshooter',
    type: 'recommendation',
    key: 'troubleshooter-recommendation',
    value: log.recommendation,
    confidence: CONFIDENCE.result,
  });
  context = addContext(context, { source: 'troubleshooter', type: 'issue', key: 'troubleshooter-severity', value: `${log.severity} severity`, confidence: CONFIDENCE.result });
  $context.set(context);
  addMessage({ role: 'assistant', content: contactMessage(business) });
  // Straight to chat: the contact message replaces the hidden tab-switch note.
  $tab.set('chat');
}

/**
 * The assistant's engine behind the functions: curated entries first, then the AI provider when
 * one is configured, falling back to the knowledge base on any provider failure; estimates by the
 * AI (parsed by the spec's pipeline) or by the spec's fallback rules.
 */
import { business } from '../../domain/business.ts';
import { tidyMessage } from '../../domain/assistant/message-text.ts';
import { DEFAULT_DETAILS, averageOf, describeRequest, fallbackEstimate, unparseableEstimateText, type Breakdown, type EstimateRequest } from '../../domain/assistant/estimator.ts';
import { type AiEstimate } from './parse-estimate.ts';
import { TROUBLESHOOTER_NEXT_TEXT, TROUBLESHOOTER_OFFER_TEXT, troubleshooterOffer, type TroubleshooterStartNode } from './problems.ts';
import { PROBLEM_ANSWERS } from './problem-answers.ts';
import { detectBuildingType, detectQuantity, detectServiceType } from './service-detection.ts';
import { categorize } from '../../domain/assistant/categories.ts';
import { callAction, detectEmergency, type Emergency, type ReplyAction } from '../../domain/assistant/emergency.ts';
import { readMessage, routeMessage, type Intent, type Route } from '../../domain/assistant/intent.ts';
import { SERVICE_LABELS, isServiceType } from '../../domain/assistant/prices.ts';
import type { EstimateAnswer, EstimateRequestPayload } from '../../domain/assistant/payloads.ts';
import { ASSISTANT_CAN, answerFromKnowledge, type CuratedEntry, type OfflineAnswer } from './answerer.ts';
import { curatedMatcher, type CuratedMatcher } from './curated.ts';
import { siteUrl } from './knowledge.ts';
import { curatedEntries, curatedRevisionNow, logCalculator, logConversation } from './logs.ts';
import type { Client } from '../http/request.ts';
import { chatMessages, estimateMessages, type HistoryMessage } from './prompt.ts';
import { getProvider, ProviderError, type AiProvider } from './provider.ts';
import { guardReply } from './guard.ts';
import { checkedAiEstimate } from './estimate-sanity.ts';
import { curatedPrice, fromCurated } from './curated-price.ts';

export interface Answer {
  text: string;
  citations: string[];
  category: string;
  similarityScore: number;
  /** curated, area, knowledge, job, unknown (knowledge base), ai, or the fixed emergency, small-talk and site-tool replies. */
  source: OfflineAnswer['source'] | 'ai' | 'emergency' | 'smalltalk' | 'site-tool';
  /** What the message was about (the intent router). */
  intent: Intent;
  /** Next steps beside the text: the tap-to-call link, the estimator, the troubleshooter. */
  actions: ReplyAction[];
  /** The emergency found in the message, when there is one. */
  emergency?: Emergency;
  /** The electrical problem the message describes (not an emergency), when the router found one. */
  problem?: Route['problem'];
  /** Why the provider was not used, when it was configured but failed. */
  providerError?: ProviderError['kind'];
  /** The guard rule the AI's reply broke, when the offline answer replaced it. */
  guardRule?: string;
}

/**
 * How long a function instance reuses the curated entries it read when it cannot read their
 * revision. Normally each question reads the one-row revision counter (curated_revision, bumped by
 * every admin edit) and reloads the entries when it changed, so an edit is used from the next
 * question on, in every instance.
 */
export const CURATED_CACHE_MS = 30_000;
let curatedCache: { at: number; revision: number | null; match: Promise<CuratedMatcher> } | undefined;

/** Forgets the cached curated entries and their index (in tests). @internal */
export function clearCuratedCache(): void {
  curatedCache = undefined;
}

/** The curated entries, indexed once per revision. */
async function loadCurated(): Promise<CuratedMatcher> {
  let revision: number | null = null;
  try {
    revision = await curatedRevisionNow();
  } catch {
    // The entries' own load below reports the database problem.
  }
  const stale =
    !curatedCache ||
    (revision !== null && curatedCache.revision !== revision) ||
    ((revision === null || curatedCache.revision === null) && Date.now() - curatedCache.at > CURATED_CACHE_MS);
  if (stale) {
    const match = curatedEntries()
      .catch((error) => {
        console.error('assistant: curated entries unavailable', error instanceof Error ? error.message : error);
        curatedCache = undefined;
        return [] as CuratedEntry[];
      })
      .then((entries) => curatedMatcher(entries));
    curatedCache = { at: Date.now(), revision, match };
  }
  return curatedCache!.match;
}

/** Site URLs the model cited: [n] markers for the passages it was given, or site links it wrote. */
function citationsFromReply(reply: string, passageUrls: string[]): string[] {
  const cited = new Set<string>();
  for (const match of reply.matchAll(/\[(\d{1,2})\]/g)) {
    const url = passageUrls[Number(match[1]) - 1];
    if (url) cited.add(url);
  }
  for (const match of reply.matchAll(/https?:\/\/[^\s)\]]+/g)) {
    const url = match[0].replace(/[.,;:]+$/, '');
    if (url.startsWith(business.siteUrl)) cited.add(url);
  }
  return [...cited];
}

/** The polite reply to small talk: never the estimator, never "no information". */
export function smalltalkText(kind: Route['smalltalk']): string {
  const phone = business.phone.display;
  const can = ASSISTANT_CAN;
  switch (kind) {
    case 'thanks':
      return `You're welcome! Is there anything else I can help with? For service or a free estimate, call us at ${phone}.`;
    case 'goodbye':
      return `Glad to help, and thanks for stopping by! Take care. If you need us, call ${phone} (${business.hours.long}; emergencies 24/7).`;
    case 'ack':
      return `Glad to help! Is there anything else you'd like to know? ${can} For service or a free estimate, call us at ${phone}.`;
    case 'bot':
      return `I'm ${business.name}'s automated assistant on this website, not a person. ${can} To talk to a person, call us at ${phone} (${business.hours.long}; emergencies 24/7).`;
    case 'opener':
      return `Sure, go ahead and ask! ${can} You can also call us at ${phone} (${business.hours.long}; emergencies 24/7).`;
    default:
      return `Hi! ${can} What can I help you with? You can also call us at ${phone}.`;
  }
}

/**
 * Where the assistant's own tools are: its Estimate and Troubleshoot tabs (src/islands/assistant/Assistant.tsx),
 * behind the Chat button of the floating dock (src/components/AssistantButtons.astro). Said the same way in the
 * chat and in the help box.
 */
export function siteToolText(tool: 'estimate' | 'troubleshoot' | 'both'): string {
  const phone = business.phone.display;
  if (tool === 'both')
    return `Besides answering questions, this assistant has two tools. The cost estimator (the Estimate tab) gives a preliminary price range for a job, with labor and materials broken out. The troubleshooter (the Troubleshoot tab) steps you through a guided diagnosis of flickering lights, tripping breakers, dead outlets or a burning smell, and tells you how urgent it is. Open either with the Chat button at the bottom right of any page. For an exact price, the on-site estimate is free: call us at ${phone}.`;
  return tool === 'estimate'
    ? `The cost estimator is in our assistant: open it with the Chat button at the bottom right of any page, choose the Estimate tab, pick the service and answer a few questions for a preliminary price range, with labor and materials broken out. For an exact price, the on-site estimate is free: call us at ${phone}.`
    : `The troubleshooter is in our assistant: open it with the Chat button at the bottom right of any page, choose the Troubleshoot tab and answer its questions one at a time. It steps you through a guided diagnosis of flickering lights, tripping breakers, dead outlets or a burning smell, tells you what is safe to check and how urgent it is, and when to call us. For a service visit, call us at ${phone} (${business.hours.long}; emergencies 24/7).`;
}

/**
 * The answer to a visitor's question: the emergency classifier first (its reply cannot be
 * overridden by anything, the AI included), then small talk, then a curated entry, else the AI
 * provider, else (or on its failure) the knowledge base. `contextSummary` (the conversation
 * memory) goes to the AI prompt only: the knowledge base matches the question itself.
 */
export async function answerQuestion(query: string, history: HistoryMessage[] = [], provider: AiProvider | undefined = getProvider(), contextSummary?: string): Promise<Answer> {
  query = tidyMessage(query);
  const route = routeMessage(query, { phone: business.phone });
  if (route.emergency) {
    return {
      text: route.emergency.text,
      citations: [siteUrl('/services/emergency')],
      category: 'emergency',
      similarityScore: 1,
      source: 'emergency',
      intent: 'emergency',
      actions: route.emergency.actions,
      emergency: route.emergency,
    };
  }
  const call = callAction(business.phone, `Call ${business.phone.display}`);
  if (route.intent === 'smalltalk') {
    return { text: smalltalkText(route.smalltalk), citations: [], category: 'general', similarityScore: 1, source: 'smalltalk', intent: 'smalltalk', actions: [call] };
  }
  if (route.fact === 'site-tool' && route.tool) {
    const actions = route.tool === 'troubleshoot' ? [call] : [call, { type: 'estimate' as const, label: 'Get a cost estimate' }];
    return { text: siteToolText(route.tool), citations: [], category: 'general', similarityScore: 1, source: 'site-tool', intent: route.intent, actions };
  }
  const curated = (await loadCurated())(query);
  if (curated) {
    return {
      text: curated.entry.answer,
      citations: [],
      category: curated.entry.category,
      similarityScore: curated.similarity,
      source: 'curated',
      intent: route.intent,
      actions: [call],
    };
  }
  const offline = answerFromKnowledge(query, undefined, route);
  const fromOffline = (providerError?: ProviderError['kind']): Answer => ({
    ...(route.problem ? { problem: route.problem } : {}),
    text: offline.text,
    citations: offline.citations,
    category: offline.category,
    similarityScore: offline.similarityScore,
    source: offline.source,
    intent: route.intent,
    actions: offline.actions,
    ...(providerError ? { providerError } : {}),
  });
  // Service-area answers and jobs outside the price table are answered from the site's data in every mode: never a guess.
  if (!provider || offline.source === 'area' || offline.source === 'job') return fromOffline();
  const passages = offline.passages;
  const passageUrls = passages.map((passage) => siteUrl(passage.url));
  try {
    const reply = await provider.complete(chatMessages(query, passages, history, contextSummary));
    const breach = guardReply(query, reply.replace(/\s*\[(\d{1,2})\]/g, ''));
    if (breach) return { ...fromOffline(), guardRule: breach.rule };
    const citations = citationsFromReply(reply, passageUrls);
    // The AI may have described an emergency the visitor did not name; the classifier reads its reply too.
    const late = detectEmergency(reply, business.phone);
    return {
      text: reply.replace(/\s*\[(\d{1,2})\]/g, ''),
      citations: citations.length ? citations : [...new Set(passageUrls.slice(0, 2))],
      category: categorize(query),
      similarityScore: offline.similarityScore,
      source: 'ai',
      intent: route.intent,
      actions: late ? late.actions : offline.actions,
      ...(route.problem ? { problem: route.problem } : {}),
    };
  } catch (error) {
    const kind = error instanceof ProviderError ? error.kind : 'network';
    console.error(`assistant: AI provider failed (${kind}); answering from the knowledge base`, error instanceof Error ? error.message : error);
    return fromOffline(kind);
  }
}

/** The chat reply with the troubleshooter offer when the visitor's message describes an electrical problem. */
export function withTroubleshooterOffer(answer: Answer, lastMessage: string) {
  if (answer.emergency) {
    // The safety reply already ends with the troubleshooter as its next step.
    return { showTroubleshooterButton: true, troubleshooterStartNode: answer.emergency.troubleshooterStartNode as TroubleshooterStartNode, text: answer.text };
  }
  if (answer.intent === 'smalltalk') return { showTroubleshooterButton: false, troubleshooterStartNode: null, text: answer.text };
  // A problem the router found (its words read with misspellings corrected) always gets the offer.
  const offer =
    answer.problem && !troubleshooterOffer(lastMessage).showTroubleshooterButton
      ? { showTroubleshooterButton: true, troubleshooterStartNode: PROBLEM_ANSWERS[answer.problem].startNode }
      : troubleshooterOffer(lastMessage);
  const text = offer.showTroubleshooterButton ? `${answer.text}\n\n${answer.source === 'problem' ? TROUBLESHOOTER_NEXT_TEXT : TROUBLESHOOTER_OFFER_TEXT}` : answer.text;
  return { ...offer, text, troubleshooterStartNode: offer.troubleshooterStartNode };
}

/**
 * The spec's direct-estimate response: the answer shape of payloads.ts, with the emergency (when
 * the request described one) as the classifier's object; the function sends its kind.
 */
export type DirectEstimate = Omit<EstimateAnswer, 'estimate' | 'emergency' | 'intent' | 'actions' | 'timeEstimate' | 'source'> & {
  estimate: { min: number; max: number; average: number; breakdown: Required<Breakdown> } | null;
  timeEstimate: string;
  /** ai: the provider's estimate; fallback: the spec's rules; none: not enough to estimate; emergency: the safety reply instead. */
  source: NonNullable<EstimateAnswer['source']>;
  emergency?: Emergency;
  actions?: ReplyAction[];
  /** Why the model's estimate was rejected for the fallback rules (estimate-sanity.ts); for the logs only. */
  aiRejected?: string;
};

function fromAi(estimate: AiEstimate): DirectEstimate {
  const breakdown = {
    labor: estimate.laborCost,
    materials: estimate.materialsCost,
    permits: estimate.permitsCost ?? 0,
    other: estimate.otherCost ?? 0,
  };
  return {
    estimate: { min: estimate.estimateMin, max: estimate.estimateMax, average: averageOf(estimate.estimateMin, estimate.estimateMax), breakdown },
    serviceType: estimate.serviceType,
    explanation: estimate.explanation,
    serviceDetails: estimate.details || DEFAULT_DETAILS,
    timeEstimate: estimate.timeEstimate,
    source: 'ai',
  };
}

function fromRules(request: EstimateRequest, details: string): DirectEstimate {
  const local = fallbackEstimate(request, business.phone.display);
  return {
    estimate: {
      min: local.minPrice,
      max: local.maxPrice,
      average: averageOf(local.minPrice, local.maxPrice),
      breakdown: { labor: local.breakdown.labor, materials: local.breakdown.materials, permits: 0, other: 0 },
    },
    serviceType: isServiceType(request.serviceType) ? request.serviceType : 'other',
    explanation: local.explanation,
    serviceDetails: details.trim() ? details.trim().slice(0, 300) : describeRequest(request),
    timeEstimate: local.timeEstimate,
    source: 'fallback',
  };
}

export interface EstimateInput {
  /** The chat message or the wizard's composed prompt. */
  message?: string;
  /** The most confident service value of the chat, or the wizard's choice. */
  serviceType?: string;
  request?: EstimateRequestPayload;
  history?: HistoryMessage[];
}

/** The wizard's form as a prompt, when only the form was sent. */
export function composeRequestPrompt(request: EstimateRequestPayload): string {
  const label = isServiceType(request.serviceType) ? SERVICE_LABELS[request.serviceType] : request.serviceType;
  return [
    `Service: ${label}`,
    `Building type: ${request.buildingType}`,
    `Quantity: ${request.quantity}`,
    `Home age: ${request.homeAge}`,
    `Rooms: ${request.roomCount}`,
    `Existing wiring: ${request.existingWiring}`,
    `Panel age: ${request.panelAge}`,
    request.details ? `Details: ${request.details}` : '',
    request.complications ? `Complications: ${request.complications}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** An estimate: the provider's, parsed by the pipeline, or the fallback rules when there is none. */
export async function estimate(input: EstimateInput, provider: AiProvider | undefined = getProvider()): Promise<DirectEstimate> {
  const message = tidyMessage(input.message ?? '') || (input.request ? composeRequestPrompt(input.request) : '');
  const hint = input.request?.serviceType ?? input.serviceType;
  // Safety first: a message or form that describes an emergency gets the safety reply, not a price.
  const emergency = detectEmergency([input.message ?? '', input.request?.details ?? '', input.request?.complications ?? ''].join('\n'), business.phone);
  if (emergency) {
    return {
      estimate: null,
      serviceType: 'unknown',
      explanation: emergency.text,
      serviceDetails: emergency.headline,
      timeEstimate: '',
      source: 'emergency',
      emergency,
      actions: emergency.actions,
    };
  }
  // The owner's curated price for a matching question comes before the AI and the table.
  const owned = curatedPrice((await loadCurated())(input.message?.trim() || input.request?.details || ''));
  if (owned) return fromCurated(owned, input.request ? describeRequest(input.request) : message);
  let providerError: ProviderError['kind'] | undefined;
  let aiRejected: string | undefined;
  if (provider) {
    try {
      const reply = await provider.complete(estimateMessages(message, hint || 'unknown', input.history ?? []), { json: true });
      const checked = checkedAiEstimate(reply, { message, hint, request: input.request });
      if (checked.ok) return fromAi(checked.estimate);
      aiRejected = checked.reason;
      console.warn(`assistant: AI estimate rejected (${checked.reason}: ${checked.detail}); using the fallback rules`);
    } catch (error) {
      providerError = error instanceof ProviderError ? error.kind : 'network';
      console.error(`assistant: AI estimate failed (${providerError}); using the fallback rules`, error instanceof Error ? error.message : error);
    }
  }
  // A chat message is read as the router reads it: misspelled and split words written out ("generater", "out let").
  const request: EstimateRequest | undefined = input.request ?? chatRequest(readMessage(message), hint);
  if (!request) {
    return {
      estimate: null,
      serviceType: 'unknown',
      explanation: unparseableEstimateText(business.phone.display),
      serviceDetails: DEFAULT_DETAILS,
      timeEstimate: '',
      source: 'none',
      ...(providerError ? { providerError } : {}),
    };
  }
  const result = { ...fromRules(request, input.request ? input.request.details : ''), ...(aiRejected ? { aiRejected } : {}) };
  return providerError ? { ...result, providerError } : result;
}

/** The fallback request read from a chat message; undefined when no service can be told. */
function chatRequest(message: string, hint?: string): EstimateRequest | undefined {
  const serviceType = detectServiceType(message, hint);
  if (serviceType === 'unknown') return undefined;
  return { serviceType, buildingType: detectBuildingType(message), quantity: detectQuantity(message), details: message };
}

/** The estimator payload of /api/ai-chat answers with text holding the AI-reply estimate fields. */
export function estimateAsReplyText(result: DirectEstimate): string {
  if (!result.estimate) return result.explanation;
  const { min, max, breakdown } = result.estimate;
  return JSON.stringify({
    serviceType: result.serviceType,
    details: result.serviceDetails,
    estimateMin: min,
    estimateMax: max,
    laborCost: breakdown.labor,
    materialsCost: breakdown.materials,
    ...(breakdown.permits ? { permitsCost: breakdown.permits } : {}),
    ...(breakdown.other ? { otherCost: breakdown.other } : {}),
    explanation: result.explanation,
    timeEstimate: result.timeEstimate,
  });
}

/**
 * An estimate's log rows: the calculator entry when there is an estimate (its parameters: the
 * question, the service details, `extra` and where the figures came from), and the conversation
 * the owner reads, filed under pricing.
 */
export function logEstimate(result: DirectEstimate, entry: { question: string; query: string; answer: string; extra: Record<string, unknown> }, client: Client): Promise<unknown> {
  return Promise.all([
    result.estimate &&
      logCalculator(
        {
          serviceType: result.serviceType,
          parameters: {
            query: entry.query,
            details: result.serviceDetails,
            ...entry.extra,
            source: result.source,
            ...(result.aiRejected ? { aiRejected: result.aiRejected } : {}),
          },
          estimateMin: result.estimate.min,
          estimateMax: result.estimate.max,
          breakdown: result.estimate.breakdown,
        },
        client,
      ),
    logConversation(
      {
        question: entry.question,
        answer: entry.answer,
        category: 'pricing',
        similarityScore: 0,
        source: 'estimate',
        guardRule: result.aiRejected && `estimate-${result.aiRejected}`,
      },
      client,
    ),
  ]);
}

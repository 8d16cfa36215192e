/** The prompts sent to the AI provider: business facts, price guidance, retrieved passages, conversation. */
import { business, countiesSentence } from '../../domain/business.ts';
import { PANEL_FIGURES_TEXT } from '../../domain/assistant/estimator.ts';
import { FALLBACK_PRICES, SERVICE_LABELS, SERVICE_TYPES, outletPriceGuidanceText } from '../../domain/assistant/prices.ts';
import { fallbackTimeEstimate } from '../../domain/assistant/estimator.ts';
import { siteUrl, type Passage } from './knowledge.ts';

export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

export function businessFacts(): string {
  return [
    `Business: ${business.name}, ${business.licence.toLowerCase()}, ${business.experienceYears}+ years of experience.`,
    `Based in ${business.address.locality}, ${business.address.region} ${business.address.postalCode}.`,
    `Phone: ${business.phone.display}. E-mail: ${business.email}. Website: ${business.siteUrl}.`,
    `Office hours: ${business.hours.long}. ${business.hours.emergency}.`,
    `Service area: ${countiesSentence()} in Montana ONLY, including ${business.towns.join(', ')}.`,
    'Free estimates. Emergency rates may apply after hours. Financing is available for larger projects, subject to credit approval.',
  ].join('\n');
}

export function priceGuidance(): string {
  const ranges = SERVICE_TYPES.map((service) => {
    const { min, max } = FALLBACK_PRICES[service];
    const each = service === 'outlets' || service === 'lighting' ? ' each' : '';
    return `- ${SERVICE_LABELS[service]} (${service}): $${min}-${max}${each}; typical time ${fallbackTimeEstimate(service, 1)}`;
  });
  return [
    `Outlet prices: ${outletPriceGuidanceText()}.`,
    'Typical ranges for homes (commercial or industrial jobs cost about 1.5 times more, except per-item outlets and lighting):',
    ...ranges,
    `Panel upgrades have two figures; whenever you give a panel price, say this sentence as written: "${PANEL_FIGURES_TEXT}"`,
    'Whole-house rewiring, service upgrades and new construction are not in this table: never price them from it; give what the site says (timeline, what drives the cost) and offer the free on-site estimate.',
  ].join('\n');
}

export function passagesBlock(passages: Passage[]): string {
  if (!passages.length) return '(no matching passages)';
  return passages.map((passage, index) => `[${index + 1}] ${passage.title} (${siteUrl(passage.url)})\n${passage.text}`).join('\n\n');
}

const RULES = (phone: string) => `Rules:
- Answer only from the business facts, the price guidance and the site passages below. If they do not answer the question, say you don't know and suggest calling ${phone}.
- Never promise service outside ${countiesSentence()}. If a visitor is elsewhere, say politely that it is outside the service area.
- Never invent prices, services, hours, licences or promises. Prices are preliminary ranges; an exact price needs a free on-site estimate.
- For danger (burning smell, smoke, sparks, shocks) tell the visitor to stay safe, call 911 if there is fire or smoke, and call ${phone}.
- Keep answers short and friendly (at most about 120 words). Cite the passages you used with their numbers, like [1].`;

/** Messages for a chat answer. */
export function chatMessages(query: string, passages: Passage[], history: HistoryMessage[], contextSummary?: string) {
  const phone = business.phone.display;
  const system = `You are the website assistant of ${business.name}, an electrical contractor in Western Montana.

Business facts:
${businessFacts()}

Price guidance:
${priceGuidance()}

${RULES(phone)}

Site passages:
${passagesBlock(passages)}${contextSummary ? `\n\nWhat the visitor has told us so far: ${contextSummary}` : ''}`;
  return [{ role: 'system' as const, content: system }, ...history.map((message) => ({ role: message.role, content: message.content })), { role: 'user' as const, content: query }];
}

/** Messages asking for a structured estimate in the AI-reply estimate fields. */
export function estimateMessages(request: string, serviceHint: string, history: HistoryMessage[]) {
  const system = `You estimate the cost of electrical work for ${business.name} in Western Montana.

Business facts:
${businessFacts()}

Price guidance:
${priceGuidance()}

Reply with ONLY a JSON object with these fields:
{"serviceType": one of ${SERVICE_TYPES.map((service) => `"${service}"`).join(', ')}, "details": short summary of the work (under 300 characters), "estimateMin": integer USD, "estimateMax": integer USD, "laborCost": integer USD, "materialsCost": integer USD, "permitsCost": integer USD or omit, "otherCost": integer USD or omit, "explanation": one or two sentences, "timeEstimate": e.g. "4-6 hours"}
Stay within the price guidance unless the request clearly needs more. Prices are preliminary; the explanation must say that an exact price needs a free on-site estimate.`;
  const context = history.length ? `Recent conversation:\n${history.map((message) => `${message.role}: ${message.content.slice(0, 300)}`).join('\n')}\n\n` : '';
  return [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: `${context}Service type (if known): ${serviceHint}\nRequest: ${request}` },
  ];
}

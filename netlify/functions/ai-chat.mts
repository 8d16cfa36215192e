import type { Config } from '@netlify/functions';
import { aiChatPayload } from '../../src/domain/assistant/payloads.ts';
import { json } from '../../src/server/http/json.ts';
import { assistantEndpoint } from '../../src/server/assistant/endpoint.ts';
import { logConversation } from '../../src/server/assistant/logs.ts';
import { answerQuestion, estimate, estimateAsReplyText, logEstimate, withTroubleshooterOffer } from '../../src/server/assistant/service.ts';

/**
 * POST /api/ai-chat: the floating assistant's chat, and its estimator (serviceCalculator true).
 * Answers { text, citations, showTroubleshooterButton, troubleshooterStartNode }.
 */
export default (request: Request, context?: unknown) =>
  assistantEndpoint(request, context, {
    schema: aiChatPayload,
    async run(payload, client, defer) {
      if (payload.serviceCalculator) {
        const result = await estimate({ message: payload.query, request: payload.request, history: payload.conversationHistory.slice(-2) });
        const text = estimateAsReplyText(result);
        await defer('estimate log', () =>
          logEstimate(result, { question: payload.query, query: payload.query, answer: text, extra: { contextSource: payload.contextSource ?? 'estimate' } }, client),
        );
        return json({ text, citations: [], showTroubleshooterButton: false, troubleshooterStartNode: null, estimateSource: result.source });
      }

      const answer = await answerQuestion(payload.query, payload.conversationHistory, undefined, payload.contextSummary);
      const reply = withTroubleshooterOffer(answer, payload.query);
      await defer('conversation log', () =>
        logConversation({ question: payload.query, answer: reply.text, category: answer.category, similarityScore: answer.similarityScore, source: 'chat' }, client),
      );
      return json({
        text: reply.text,
        citations: answer.citations,
        showTroubleshooterButton: reply.showTroubleshooterButton,
        troubleshooterStartNode: reply.troubleshooterStartNode,
        answerSource: answer.source,
      });
    },
  });

export const config: Config = { path: '/api/ai-chat' };

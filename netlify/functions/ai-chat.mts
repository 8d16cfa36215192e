import type { Config } from '@netlify/functions';
import { aiChatPayload } from '../../src/domain/assistant/payloads.ts';
import { json } from '../../src/server/http/json.ts';
import { assistantEndpoint } from '../../src/server/assistant/endpoint.ts';
import { logConversation } from '../../src/server/assistant/logs.ts';
import { answerQuestion, estimate, estimateAsReplyText, logEstimate, withTroubleshooterOffer } from '../../src/server/assistant/service.ts';

/**
 * POST /api/ai-chat: the floating assistant's chat, and its estimator (serviceCalculator true).
 * Answers { text, citations, showTroubleshooterButton, troubleshooterStartNode }, plus the intent
 * and `actions` (the tap-to-call link, the estimator) beside the text. Emergencies are answered by
 * the safety reply before anything else, in both modes.
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
        const emergency = result.emergency;
        return json({
          text,
          citations: [],
          showTroubleshooterButton: Boolean(emergency),
          troubleshooterStartNode: emergency?.troubleshooterStartNode ?? null,
          estimateSource: result.source,
          actions: result.actions ?? [],
          ...(emergency ? { intent: 'emergency', emergency: emergency.kind } : {}),
        });
      }

      const answer = await answerQuestion(payload.query, payload.conversationHistory, undefined, payload.contextSummary);
      const reply = withTroubleshooterOffer(answer, payload.query);
      await defer('conversation log', () =>
        logConversation(
          {
            question: payload.query,
            answer: reply.text,
            category: answer.category,
            similarityScore: answer.similarityScore,
            source: 'chat',
            guardRule: answer.guardRule,
            answerSource: answer.source,
          },
          client,
        ),
      );
      return json({
        text: reply.text,
        citations: answer.citations,
        showTroubleshooterButton: reply.showTroubleshooterButton,
        troubleshooterStartNode: reply.troubleshooterStartNode,
        answerSource: answer.source,
        intent: answer.intent,
        actions: answer.actions,
        ...(answer.emergency ? { emergency: answer.emergency.kind } : {}),
      });
    },
  });

export const config: Config = { path: '/api/ai-chat' };

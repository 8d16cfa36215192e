import type { Config } from '@netlify/functions';
import { askPayload } from '../../src/domain/assistant/payloads.ts';
import { json } from '../../src/server/http/json.ts';
import { assistantEndpoint } from '../../src/server/assistant/endpoint.ts';
import { logConversation } from '../../src/server/assistant/logs.ts';
import { answerQuestion } from '../../src/server/assistant/service.ts';
import { isSmokeCheck } from '../../src/server/assistant/smoke-check.ts';

/** POST /api/ask: the help widget's AI question box. Answers { answer }, paragraphs split by blank lines, with `actions` (the tap-to-call link) beside it. */
export default (request: Request, context?: unknown) =>
  assistantEndpoint(request, context, {
    schema: askPayload,
    async run({ question }, client, defer) {
      const answer = await answerQuestion(question);
      const sources = answer.citations.length ? `\n\nLearn more: ${answer.citations.join(' ')}` : '';
      const text = `${answer.text}${sources}`;
      if (!isSmokeCheck(request, question)) {
        await defer('conversation log', () =>
          logConversation(
            { question, answer: text, category: answer.category, similarityScore: answer.similarityScore, source: 'ask', guardRule: answer.guardRule, answerSource: answer.source },
            client,
          ),
        );
      }
      return json({ answer: text, citations: answer.citations, actions: answer.actions, intent: answer.intent, ...(answer.emergency ? { emergency: answer.emergency.kind } : {}) });
    },
  });

export const config: Config = { path: '/api/ask' };

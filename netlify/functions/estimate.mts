import type { Config } from '@netlify/functions';
import { estimatePayload } from '../../src/domain/assistant/payloads.ts';
import { formatUsd } from '../../src/domain/assistant/prices.ts';
import { ERROR_SERVICE_DETAILS, estimateErrorText } from '../../src/domain/assistant/estimator.ts';
import { business } from '../../src/domain/business.ts';
import { json } from '../../src/server/http/json.ts';
import { assistantEndpoint } from '../../src/server/assistant/endpoint.ts';
import { estimate, logEstimate } from '../../src/server/assistant/service.ts';

/**
 * POST /api/estimate: the estimate helper, for chat messages ({ message, serviceType,
 * conversationHistory }) and for the wizard ({ message?, request }). Answers the spec's direct
 * estimate response: { estimate { min, max, average, breakdown }, serviceType, explanation, serviceDetails }.
 */
export default (request: Request, context?: unknown) =>
  assistantEndpoint(request, context, {
    schema: estimatePayload,
    // The spec's estimate error: a null estimate, with the phone number.
    failureBody: () => ({
      estimate: null,
      serviceType: 'unknown',
      explanation: estimateErrorText(business.phone.display),
      serviceDetails: ERROR_SERVICE_DETAILS,
    }),
    async run(payload, client, defer) {
      const result = await estimate({
        message: payload.message,
        serviceType: payload.serviceType,
        request: payload.request,
        history: payload.conversationHistory,
      });
      const question = payload.message || JSON.stringify(payload.request);
      const answer = result.estimate ? `${formatUsd(result.estimate.min)} - ${formatUsd(result.estimate.max)} (${result.serviceType}). ${result.explanation}` : result.explanation;
      await defer('estimate log', () =>
        logEstimate(result, { question, query: payload.message ?? '', answer, extra: { ...(payload.request ?? {}), mode: payload.request ? 'wizard' : 'chat' } }, client),
      );
      const { emergency, aiRejected: _rejected, ...rest } = result;
      return json(emergency ? { ...rest, intent: 'emergency', emergency: emergency.kind } : rest);
    },
  });

export const config: Config = { path: '/api/estimate' };

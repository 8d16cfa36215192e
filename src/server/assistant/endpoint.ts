/**
 * What every assistant function does around its work: method check, the per-client rate limit,
 * JSON parsing and zod validation with clear 4xx answers, and a 503 instead of a crash.
 */
import type { z } from 'zod';
import { business } from '../../domain/business.ts';
import { describeIssues } from '../../domain/assistant/payloads.ts';
import { json } from '../http/json.ts';
import { endpoint, readBody, validate } from '../http/pipeline.ts';
import { afterResponse } from '../http/background.ts';
import { RequestError, type Client } from '../http/request.ts';
import { hitRateLimit, parseRateLimit, tooManyRequests, type RateLimitRule } from '../rate-limit.ts';

/** Default: 30 assistant requests per 10 minutes per client; ASSISTANT_RATE_LIMIT="N" or "N/seconds" overrides. */
export const DEFAULT_ASSISTANT_RATE_LIMIT = { limit: 30, windowSeconds: 600 };

export function assistantRateLimit(scope = 'assistant'): RateLimitRule {
  return { scope, ...parseRateLimit(process.env.ASSISTANT_RATE_LIMIT, DEFAULT_ASSISTANT_RATE_LIMIT) };
}

export const rateLimitedResponse = (retryAfterSeconds: number) =>
  tooManyRequests(retryAfterSeconds, (wait) => `You've sent a lot of requests in a short time. Please wait ${wait} and try again, or call us at ${business.phone.display}.`);

export interface EndpointOptions<Schema extends z.ZodType> {
  schema: Schema;
  rateLimitScope?: string;
  run: (payload: z.infer<Schema>, client: Client, defer: Defer) => Promise<Response>;
  /** The body of the 503 answer when the work fails unexpectedly. */
  failureBody?: () => Record<string, unknown>;
}

/** The spec's chat processing failure text. */
export const PROCESSING_FAILURE_TEXT = "I'm sorry, I experienced an issue processing your request. Could you please try again or rephrase your question?";

/** Runs work that the visitor need not wait for (logging): after the response where the platform allows. */
export type Defer = (label: string, work: () => Promise<unknown>) => Promise<void>;

/** Logs after the response; without waitUntil (tests, other hosts) they are awaited before answering. */
export const deferrer =
  (context: unknown): Defer =>
  (label, work) =>
    afterResponse(context, `assistant: ${label}`, work, { awaitWithout: true });

export async function assistantEndpoint<Schema extends z.ZodType>(
  request: Request,
  context: unknown,
  { schema, rateLimitScope = 'assistant', run, failureBody }: EndpointOptions<Schema>,
): Promise<Response> {
  return endpoint(
    {
      name: `assistant: ${rateLimitScope}`,
      methods: ['POST'],
      // An unexpected failure of the work: the spec's processing failure, as a 503.
      failure: () => json({ message: PROCESSING_FAILURE_TEXT, ...(failureBody?.() ?? {}) }, 503, { 'retry-after': '10' }),
    },
    async ({ client }) => {
      try {
        const limit = await hitRateLimit(client.ip, assistantRateLimit(rateLimitScope));
        if (!limit.allowed) return rateLimitedResponse(limit.retryAfterSeconds);
      } catch (error) {
        // Without the database the limit cannot be counted; the visitor is still answered.
        console.error('assistant: rate limit unavailable', error instanceof Error ? error.message : error);
      }
      const body = await readBody(request);
      const payload = validate(schema as Parameters<typeof validate<z.infer<Schema>>>[0], body, (issues) => {
        const { message, errors } = describeIssues({ issues } as z.ZodError);
        const tooLong = errors.some((issue) => /too long/i.test(issue.message));
        return new RequestError(tooLong ? 413 : 400, message, errors);
      });
      return run(payload, client, deferrer(context));
    },
  )(request, context);
}

/**
 * What both lead functions do: POST only, a JSON body of at most 32 KB, the form's shared schema
 * (400 with each field's message), an idempotency key, the spam signals, then store or queue and
 * answer with the stored lead as the visitor may see it.
 */
import { spamReason } from '../../domain/leads/spam.ts';
import { methodNotAllowed } from '../http/json.ts';
import { clientOf, readJsonBody } from '../http/request.ts';
import { MAX_LEAD_BODY_BYTES, idempotencyKeyOf, submitLead, type IntakeResult } from './intake.ts';
import type { LeadSubmission } from './repository.ts';
import { intakeResponse, invalidFields, invalidIdempotencyKey } from './responses.ts';
import { answerFormPost, formPostSpamReason, isFormPost } from './form-post.ts';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

interface LeadForm<Data, Row> {
  kind: LeadSubmission['kind'];
  schema: { safeParse(value: unknown): { success: true; data: Data } | { success: false; error: { issues: readonly Issue[] } } };
  /** The stored row as the visitor gets it back. */
  present: (row: Row) => unknown;
}

export function leadEndpoint<Data, Row>({ kind, schema, present }: LeadForm<Data, Row>) {
  const answer = async (request: Request, context?: { ip?: string; waitUntil?: (promise: Promise<unknown>) => void }, options: { formPost?: boolean } = {}): Promise<Response> => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    const body = await readJsonBody(request, MAX_LEAD_BODY_BYTES);
    if (!body.ok) return body.response;
    const parsed = schema.safeParse(body.value);
    if (!parsed.success) return invalidFields(parsed.error.issues);
    const idempotencyKey = idempotencyKeyOf(request);
    if (!idempotencyKey) return invalidIdempotencyKey();
    const result = await submitLead({ kind, data: parsed.data } as LeadSubmission, {
      client: clientOf(request, context),
      idempotencyKey,
      spamReason: (options.formPost ? formPostSpamReason : spamReason)(body.value),
      context,
    });
    return intakeResponse(result as IntakeResult<Row>, present);
  };
  // A plain HTML form post (no JavaScript) is answered with a page: see form-post.ts.
  return (request: Request, context?: Parameters<typeof answer>[1]): Promise<Response> =>
    isFormPost(request) ? answerFormPost(request, context, kind, schema, answer) : answer(request, context);
}

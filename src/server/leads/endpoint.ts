/**
 * What both lead functions do, through the request pipeline: POST only, a JSON or form-encoded
 * body of at most 32 KB, the form's shared schema (400 with each field's message), an idempotency
 * key, the spam signals, then store or queue and answer with the stored lead as the visitor may see it.
 */
import { fieldErrors } from '../../domain/leads/schemas.ts';
import { spamReason } from '../../domain/leads/spam.ts';
import { endpoint, readBody, validate, type Handler } from '../http/pipeline.ts';
import { RequestError } from '../http/request.ts';
import { MAX_LEAD_BODY_BYTES, idempotencyKeyOf, submitLead, type IntakeResult } from './intake.ts';
import type { LeadSubmission } from './repository.ts';
import { INVALID_KEY_MESSAGE, INVALID_MESSAGE, intakeResponse } from './responses.ts';
import { answerFormPost, formPostSpamReason, isFormPost, type FormPostContext } from './form-post.ts';

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

export function leadEndpoint<Data, Row>({ kind, schema, present }: LeadForm<Data, Row>): Handler {
  // The JSON answer; `formPost` when a plain form post (no JavaScript, no fill time) is relayed to it.
  const answer = (formPost: boolean) =>
    endpoint({ name: `leads: ${kind}`, methods: ['POST'] }, async ({ request, context, client }) => {
      const body = await readBody(request, { accept: ['json'], limit: MAX_LEAD_BODY_BYTES, schema });
      const data = validate(schema, body, (issues) => new RequestError(400, INVALID_MESSAGE, fieldErrors(issues)));
      const idempotencyKey = idempotencyKeyOf(request);
      if (!idempotencyKey) throw new RequestError(400, INVALID_KEY_MESSAGE, {});
      const result = await submitLead({ kind, data } as LeadSubmission, {
        client,
        idempotencyKey,
        spamReason: (formPost ? formPostSpamReason : spamReason)(body),
        context: context as { waitUntil?: (promise: Promise<unknown>) => void } | undefined,
      });
      return intakeResponse(result as IntakeResult<Row>, present);
    });
  const json = answer(false);
  const relayed = answer(true);
  // A plain HTML form post (no JavaScript) is answered with a page: see form-post.ts. Through the
  // pipeline too, for its request id and its answer to an unexpected error.
  const page = endpoint({ name: `leads: ${kind} (form post)`, methods: ['POST'] }, ({ request, context }) =>
    answerFormPost(request, context as FormPostContext, kind, schema, (relay, relayContext) => relayed(relay, relayContext)),
  );
  return (request, context) => (isFormPost(request) ? page(request, context) : json(request, context));
}

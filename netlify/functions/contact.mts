import type { Config, Context } from '@netlify/functions';
import { contactRequestSchema } from '../../src/domain/leads/schemas.ts';
import { spamReason } from '../../src/domain/leads/spam.ts';
import { clientOf, readJsonBody } from '../../src/server/http/request.ts';
import { methodNotAllowed } from '../../src/server/http/json.ts';
import { MAX_LEAD_BODY_BYTES, idempotencyKeyOf, submitContactRequest } from '../../src/server/leads/intake.ts';
import { publicContactRequest } from '../../src/server/leads/repository.ts';
import { intakeResponse, invalidFields, invalidIdempotencyKey } from '../../src/server/leads/responses.ts';

/** POST /api/contact: the landing page's contact form. */
export default async (request: Request, context?: Context): Promise<Response> => {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const body = await readJsonBody(request, MAX_LEAD_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = contactRequestSchema.safeParse(body.value);
  if (!parsed.success) return invalidFields(parsed.error.issues);
  const idempotencyKey = idempotencyKeyOf(request);
  if (!idempotencyKey) return invalidIdempotencyKey();
  const result = await submitContactRequest(parsed.data, {
    client: clientOf(request, context),
    idempotencyKey,
    spamReason: spamReason(body.value),
    context,
  });
  return intakeResponse(result, publicContactRequest);
};

export const config: Config = { path: '/api/contact' };

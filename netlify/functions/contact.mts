import type { Config } from '@netlify/functions';
import { contactRequestSchema } from '../../src/domain/leads/schemas.ts';
import { leadEndpoint } from '../../src/server/leads/endpoint.ts';
import { publicContactRequest } from '../../src/server/leads/repository.ts';

/** POST /api/contact: the landing page's contact form. */
export default leadEndpoint({ kind: 'contact', schema: contactRequestSchema, present: publicContactRequest });

export const config: Config = { path: '/api/contact' };

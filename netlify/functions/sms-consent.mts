import type { Config } from '@netlify/functions';
import { smsConsentSchema } from '../../src/domain/leads/schemas.ts';
import { leadEndpoint } from '../../src/server/leads/endpoint.ts';
import { publicSmsConsent } from '../../src/server/leads/repository.ts';

/** POST /api/sms-consent: the text-message consent page's form. */
export default leadEndpoint({ kind: 'sms_consent', schema: smsConsentSchema, present: publicSmsConsent });

export const config: Config = { path: '/api/sms-consent' };

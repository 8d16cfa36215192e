/** The body of POST /api/admin/lead-action: which lead, and which inbox link the owner used. */
import '../zod-without-eval.ts';
import { z } from 'zod';
import { LEAD_KINDS } from '../leads/kinds.ts';
import { LEAD_ACTIONS } from '../leads/response-clock.ts';

export const leadActionSchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: 'Kind must be contact or sms_consent' }),
  id: z.number({ error: 'ID must be a positive integer' }).int('ID must be a positive integer').positive('ID must be a positive integer'),
  action: z.enum(LEAD_ACTIONS, { error: 'Action must be call or email' }),
});

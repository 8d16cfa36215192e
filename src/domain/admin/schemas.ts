/** The back office's validation rules (spec: assistant-and-admin, section 5), shared by the functions and the dashboard. */
import '../zod-without-eval.ts';
import { z } from 'zod';
import { CATEGORIES } from '../assistant/categories.ts';
import { LEAD_KINDS, LEAD_STATUSES } from '../leads/kinds.ts';
import { visitorText } from '../text.ts';
import { checkCuratedPrice, curatedPriceFields } from './curated-price-schema.ts';

export const LOGIN_REQUIRED_MESSAGE = 'Username and password are required';
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password';
export const LOGIN_SUCCESS_MESSAGE = 'Logged in successfully. View customer interaction data.';
export const UPDATE_SUCCESS_MESSAGE = 'Conversation log updated successfully';
export const UPDATE_FAILED_MESSAGE = 'Failed to update conversation log';

export const loginSchema = z.object({
  username: z.string({ error: LOGIN_REQUIRED_MESSAGE }).trim().min(1, LOGIN_REQUIRED_MESSAGE).max(200, LOGIN_FAILED_MESSAGE),
  password: z.string({ error: LOGIN_REQUIRED_MESSAGE }).min(1, LOGIN_REQUIRED_MESSAGE).max(1000, LOGIN_FAILED_MESSAGE),
});

const categoryIds = CATEGORIES.map((category) => category.id) as [string, ...string[]];

/** Edit conversation: id positive integer; answer required; includedInFallback default false; category one of the eight. */
export const updateConversationSchema = z
  .object({
    id: z.number({ error: 'ID must be a positive integer' }).int('ID must be a positive integer').positive('ID must be a positive integer'),
    answer: visitorText({ label: 'Answer', min: 1, max: 20_000, tooShort: 'Answer is required', multiline: true }),
    includedInFallback: z.boolean().default(false),
    category: z
      .string({ error: 'Category is required' })
      .min(1, 'Category is required')
      .refine((value) => categoryIds.includes(value), 'Category must be one of the listed categories'),
    ...curatedPriceFields,
  })
  .superRefine(checkCuratedPrice);
export type UpdateConversationInput = z.infer<typeof updateConversationSchema>;

export { LEAD_KINDS, LEAD_STATUSES };

export const updateLeadSchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: 'Kind must be contact or sms_consent' }),
  id: z.number({ error: 'ID must be a positive integer' }).int('ID must be a positive integer').positive('ID must be a positive integer'),
  status: z.enum(LEAD_STATUSES, { error: 'Status must be new, contacted or closed' }),
});
export type UpdateLeadInput = z.infer<typeof updateLeadSchema>;

/** The first issue's message, for a 400 answer. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}

import { describe, expect, it } from 'vitest';
import { categorize } from '../../../src/domain/assistant/categories.ts';
import { leadActionSchema } from '../../../src/domain/admin/lead-action.ts';
import { firstIssue, loginSchema, updateConversationSchema, updateLeadSchema } from '../../../src/domain/admin/schemas.ts';
import { MARKER_ICONS } from '../../../src/domain/list-markers.ts';
import { parseResponseTarget, responseFigures, waiting } from '../../../src/domain/leads/response-clock.ts';
import type { BusinessHours } from '../../../src/domain/leads/business-hours.ts';

const HOURS: BusinessHours = { timeZone: 'America/Denver', days: [1, 2, 3, 4, 5], opens: 7 * 60, closes: 17 * 60 };
const edit = { id: 3, answer: 'We do.', category: 'pricing' };
const messages = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("a curated entry's price range", () => {
  it('is all three fields or none', () => {
    expect(updateConversationSchema.parse(edit)).toEqual({ ...edit, includedInFallback: false });
    expect(updateConversationSchema.parse({ ...edit, priceMin: 100, priceMax: 200, priceService: 'fan' })).toMatchObject({ priceMin: 100, priceMax: 200, priceService: 'fan' });
    expect(updateConversationSchema.parse({ ...edit, priceMin: 0, priceMax: 0, priceService: 'fan' })).toMatchObject({ priceMin: 0, priceMax: 0 });
    expect(updateConversationSchema.parse({ ...edit, priceMin: 150, priceMax: 150, priceService: 'fan' })).toMatchObject({ priceMin: 150, priceMax: 150 });
    expect(updateConversationSchema.parse({ ...edit, priceMin: null, priceMax: null, priceService: null })).toMatchObject({ priceMin: null, priceMax: null, priceService: null });
    expect(messages(updateConversationSchema, { ...edit, priceMin: 100, priceService: 'fan' })).toEqual(['priceMax: Enter both a minimum and a maximum price, or neither']);
    expect(messages(updateConversationSchema, { ...edit, priceMax: 100, priceService: 'fan' })).toEqual(['priceMin: Enter both a minimum and a maximum price, or neither']);
    expect(messages(updateConversationSchema, { ...edit, priceMin: null, priceMax: 5 })).toEqual(['priceMin: Enter both a minimum and a maximum price, or neither']);
  });

  it('has its minimum not above its maximum, and names a service of the table', () => {
    expect(messages(updateConversationSchema, { ...edit, priceMin: 201, priceMax: 200, priceService: 'fan' })).toEqual([
      'priceMin: The minimum price must not be above the maximum',
    ]);
    expect(messages(updateConversationSchema, { ...edit, priceMin: 100, priceMax: 200 })).toEqual(['priceService: Choose the service the price is for']);
    expect(messages(updateConversationSchema, { ...edit, priceMin: 100, priceMax: 200, priceService: 'hot tub' })).toEqual(['priceService: Choose the service the price is for']);
    expect(messages(updateConversationSchema, { ...edit, priceService: 'fan' })).toEqual([]);
  });

  it('is whole dollars from 0 to 1,000,000', () => {
    const amount = 'Prices must be whole dollars from 0 to 1,000,000';
    for (const value of [-1, 1.5, 1_000_001, '100'])
      expect(messages(updateConversationSchema, { ...edit, priceMin: value, priceMax: 1_000_000, priceService: 'fan' })[0], String(value)).toBe(`priceMin: ${amount}`);
    expect(messages(updateConversationSchema, { ...edit, priceMin: 0, priceMax: 1_000_000, priceService: 'fan' })).toEqual([]);
  });
});

describe('back-office request bodies', () => {
  it('take a lead action of a known kind, a positive id and call or email', () => {
    expect(leadActionSchema.parse({ kind: 'sms_consent', id: 4, action: 'email' })).toEqual({ kind: 'sms_consent', id: 4, action: 'email' });
    expect(messages(leadActionSchema, { kind: 'visit', id: 4, action: 'call' })).toEqual(['kind: Kind must be contact or sms_consent']);
    for (const id of [0, -1, 1.5, '4']) expect(messages(leadActionSchema, { kind: 'contact', id, action: 'call' }), String(id)).toEqual(['id: ID must be a positive integer']);
    expect(messages(leadActionSchema, { kind: 'contact', id: 4, action: 'text' })).toEqual(['action: Action must be call or email']);
  });

  it('take a lead status update and a login with the spec messages', () => {
    expect(updateLeadSchema.parse({ kind: 'contact', id: 2, status: 'closed' })).toEqual({ kind: 'contact', id: 2, status: 'closed' });
    expect(messages(updateLeadSchema, { kind: 'contact', id: 2, status: 'done' })).toEqual(['status: Status must be new, contacted or closed']);
    expect(messages(loginSchema, { username: ' ', password: 'x' })).toEqual(['username: Username and password are required']);
    expect(messages(loginSchema, { username: 'u'.repeat(201), password: 'x' })).toEqual(['username: Invalid username or password']);
    expect(messages(loginSchema, { username: 'owner', password: 'p'.repeat(1001) })).toEqual(['password: Invalid username or password']);
    expect(loginSchema.parse({ username: ' owner ', password: ' pw ' })).toEqual({ username: 'owner', password: ' pw ' });
  });

  it('name the first issue, or a general message', () => {
    const result = updateLeadSchema.safeParse({});
    expect(firstIssue(result.error!)).toBe('Kind must be contact or sms_consent');
    expect(firstIssue({ issues: [] } as never)).toBe('The request is not valid.');
  });
});

describe('the response clock', () => {
  it('takes a target of 5 to 6,000 whole minutes, else 60 with the reason', () => {
    const problem = 'LEADS_RESPONSE_TARGET_MINUTES must be a whole number of minutes from 5 to 6000; using 60.';
    expect(parseResponseTarget(undefined)).toEqual({ minutes: 60 });
    expect(parseResponseTarget('  ')).toEqual({ minutes: 60 });
    expect(parseResponseTarget(' 5 ')).toEqual({ minutes: 5 });
    expect(parseResponseTarget('6000')).toEqual({ minutes: 6000 });
    for (const value of ['4', '6001', '30.5', '-10', 'soon', '1e3']) expect(parseResponseTarget(value), value).toEqual({ minutes: 60, problem });
  });

  it('gives the median and 90th percentile of the answered leads, rounded', () => {
    const monday = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 14, minutes));
    const leads = [10, 20, 30, 41].map((minutes) => ({ createdAt: monday(0), firstResponseAt: monday(minutes) }));
    expect(responseFigures(leads, HOURS)).toEqual({ answered: 4, medianMinutes: 25, p90Minutes: 38 });
    expect(responseFigures([], HOURS)).toEqual({ answered: 0, medianMinutes: null, p90Minutes: null });
  });

  it('marks a lead overdue only past the target', () => {
    const created = new Date('2026-11-23T14:00:00Z');
    expect(waiting(created, new Date('2026-11-23T15:00:00Z'), HOURS, 60)).toEqual({ waitingMinutes: 60, overdue: false });
    expect(waiting(created, new Date('2026-11-23T15:01:00Z'), HOURS, 60)).toEqual({ waitingMinutes: 61, overdue: true });
  });
});

describe('conversation categories and list markers', () => {
  it.each([
    ['My panel is sparking', 'emergency'],
    ['How much for a panel?', 'pricing'],
    ['Do you serve Lolo?', 'location'],
    ['What is your phone number?', 'contact'],
    ['Wiring for my restaurant', 'commercial'],
    ['Wiring for my house', 'residential'],
    ['Can you install a fan?', 'services'],
    ['Tell me a story', 'general'],
  ])('"%s" is filed under %s', (question, category) => {
    expect(categorize(question)).toBe(category);
  });

  it('mark lists with a check, a warning or an info sign', () => {
    expect(MARKER_ICONS).toEqual({
      check: { name: 'check', colour: 'text-green-700' },
      warning: { name: 'alert', colour: 'text-amber-700' },
      info: { name: 'info', colour: 'text-sky-700' },
    });
  });
});

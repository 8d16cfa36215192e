import { describe, expect, it } from 'vitest';
import {
  aiChatPayload,
  askPayload,
  describeIssues,
  estimateAnswerSchema,
  estimatePayload,
  estimateRequestSchema,
  troubleshooterLogPayload,
} from '../../../src/domain/assistant/payloads.ts';

/** The first error message of a refused payload. */
function refusal(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown): string {
  const result = schema.safeParse(value);
  expect(result.success, JSON.stringify(value)).toBe(false);
  return result.error!.issues[0].message;
}

const TOO_LONG = 'Your message is too long. Please keep it under 2,000 characters.';
const history = (count: number, role: 'user' | 'assistant' | 'system' = 'user') => Array.from({ length: count }, (_, i) => ({ role, content: `message ${i + 1}` }));

describe('POST /api/ask payload', () => {
  it('takes a question of 1 to 2,000 characters, trimmed', () => {
    expect(askPayload.parse({ question: '  Do you serve Polson?  ' })).toEqual({ question: 'Do you serve Polson?' });
    expect(askPayload.parse({ question: 'x'.repeat(2000) }).question).toHaveLength(2000);
  });

  it('refuses a blank, missing or too long question with its message', () => {
    expect(refusal(askPayload, { question: '   ' })).toBe('Please enter a question to ask our AI assistant.');
    expect(refusal(askPayload, {})).toBe('Please enter a question to ask our AI assistant.');
    expect(refusal(askPayload, { question: 'x'.repeat(2001) })).toBe(TOO_LONG);
    expect(refusal(askPayload, { question: 'bad\u0000byte' })).toBe('Your question contains invisible control characters. Please remove them and try again.');
  });
});

describe('the estimate request form (spec section 3)', () => {
  it('fills the spec defaults', () => {
    expect(estimateRequestSchema.parse({ serviceType: 'outlets' })).toEqual({
      serviceType: 'outlets',
      buildingType: 'residential',
      quantity: 1,
      details: '',
      homeAge: 'unknown',
      roomCount: 1,
      existingWiring: 'unknown',
      panelAge: 'unknown',
      complications: '',
    });
  });

  it('keeps what the visitor chose, numbers from form text included', () => {
    expect(
      estimateRequestSchema.parse({
        serviceType: ' lighting ',
        buildingType: 'industrial',
        quantity: '6',
        roomCount: 3,
        homeAge: '31-50',
        existingWiring: 'outdated',
        panelAge: 'fuse',
        details: 'Barn',
        complications: 'Long run',
      }),
    ).toEqual({
      serviceType: 'lighting',
      buildingType: 'industrial',
      quantity: 6,
      details: 'Barn',
      homeAge: '31-50',
      roomCount: 3,
      existingWiring: 'outdated',
      panelAge: 'fuse',
      complications: 'Long run',
    });
  });

  it('requires a service type and refuses quantities and rooms below 1', () => {
    expect(refusal(estimateRequestSchema, {})).toBe('Service type is required');
    expect(refusal(estimateRequestSchema, { serviceType: '  ' })).toBe('Service type is required');
    expect(estimateRequestSchema.safeParse({ serviceType: 'outlets', quantity: 0 }).success).toBe(false);
    expect(estimateRequestSchema.safeParse({ serviceType: 'outlets', roomCount: 0 }).success).toBe(false);
    expect(estimateRequestSchema.safeParse({ serviceType: 'outlets', quantity: 1.5 }).success).toBe(false);
    expect(estimateRequestSchema.safeParse({ serviceType: 'outlets', buildingType: 'barn' }).success).toBe(false);
    expect(estimateRequestSchema.safeParse({ serviceType: 'x'.repeat(41) }).success).toBe(false);
  });
});

describe('POST /api/ai-chat payload', () => {
  it('drops hidden system notes, cuts each message to 2,000 characters and keeps the newest 10', () => {
    const messages = [...history(12), { role: 'system' as const, content: 'hidden note' }, { role: 'assistant' as const, content: 'y'.repeat(2500) }];
    const parsed = aiChatPayload.parse({ query: 'Hello', conversationHistory: messages });
    expect(parsed.conversationHistory).toHaveLength(10);
    expect(parsed.conversationHistory.map((message) => message.content.slice(0, 11))).toEqual([
      'message 4',
      'message 5',
      'message 6',
      'message 7',
      'message 8',
      'message 9',
      'message 10',
      'message 11',
      'message 12',
      'y'.repeat(11),
    ]);
    expect(parsed.conversationHistory.at(-1)).toEqual({ role: 'assistant', content: 'y'.repeat(2000) });
    expect(parsed.conversationHistory.some((message) => message.content === 'hidden note')).toBe(false);
  });

  it('defaults to no history and to the chat (not the estimator)', () => {
    expect(aiChatPayload.parse({ query: 'Hi' })).toEqual({ query: 'Hi', conversationHistory: [], serviceCalculator: false });
    expect(aiChatPayload.parse({ query: 'Hi', serviceCalculator: true, contextSource: 'estimate' })).toMatchObject({ serviceCalculator: true, contextSource: 'estimate' });
  });

  it('refuses a blank query, an unknown role or context source', () => {
    expect(refusal(aiChatPayload, { query: ' ' })).toBe('Please type a question.');
    expect(refusal(aiChatPayload, { query: 'x'.repeat(2001) })).toBe(TOO_LONG);
    expect(aiChatPayload.safeParse({ query: 'Hi', conversationHistory: [{ role: 'admin', content: 'x' }] }).success).toBe(false);
    expect(aiChatPayload.safeParse({ query: 'Hi', contextSource: 'troubleshoot' }).success).toBe(false);
  });
});

describe('POST /api/estimate payload', () => {
  it('keeps only the last 5 history messages (spec section 9)', () => {
    const parsed = estimatePayload.parse({ message: 'Three outlets', conversationHistory: history(8) });
    expect(parsed.conversationHistory.map((message) => message.content)).toEqual(['message 4', 'message 5', 'message 6', 'message 7', 'message 8']);
  });

  it('takes a message, or the wizard form, and refuses neither', () => {
    expect(estimatePayload.parse({ message: 'Panel upgrade' })).toMatchObject({ message: 'Panel upgrade', conversationHistory: [] });
    expect(estimatePayload.parse({ request: { serviceType: 'panel' } }).request).toMatchObject({ serviceType: 'panel', buildingType: 'residential' });
    const result = estimatePayload.safeParse({ serviceType: 'panel' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ message: 'Describe the project (message) or send the estimate form (request).', path: ['message'] });
    expect(estimatePayload.safeParse({ message: '' }).success).toBe(false);
  });
});

describe('POST /api/log-troubleshooter payload (spec section 5)', () => {
  const valid = { startNodeId: 'start', endNodeId: 'breaker-trips-random', pathTaken: ['start', 'breaker-trips-1', 'breaker-trips-random'], issueType: 'Breaker Tripping' };

  it('defaults completedPath to true and leaves recommendation and severity optional', () => {
    expect(troubleshooterLogPayload.parse(valid)).toEqual({ ...valid, completedPath: true });
    expect(troubleshooterLogPayload.parse({ ...valid, severity: 'high', recommendation: 'Call us', completedPath: false })).toMatchObject({
      severity: 'high',
      recommendation: 'Call us',
      completedPath: false,
    });
    expect(troubleshooterLogPayload.parse({ ...valid, severity: null, recommendation: null })).toMatchObject({ severity: null, recommendation: null });
  });

  it.each([
    [{ ...valid, startNodeId: '' }, 'Start node ID is required'],
    [{ ...valid, startNodeId: undefined }, 'Start node ID is required'],
    [{ ...valid, endNodeId: ' ' }, 'End node ID is required'],
    [{ ...valid, pathTaken: [] }, 'Path taken is required'],
    [{ ...valid, pathTaken: undefined }, 'Path taken is required'],
    [{ ...valid, pathTaken: [''] }, 'Path taken is required'],
    [{ ...valid, issueType: '' }, 'Issue type is required'],
  ])('refuses %j with "%s"', (body, message) => {
    expect(refusal(troubleshooterLogPayload, body)).toBe(message);
  });

  it('refuses a severity the spec does not list, and an over-long path', () => {
    expect(troubleshooterLogPayload.safeParse({ ...valid, severity: 'critical' }).success).toBe(false);
    expect(troubleshooterLogPayload.safeParse({ ...valid, pathTaken: Array.from({ length: 101 }, () => 'start') }).success).toBe(false);
    expect(troubleshooterLogPayload.safeParse({ ...valid, startNodeId: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('the estimate answer', () => {
  it('accepts an estimate or none, and refuses an incomplete breakdown', () => {
    const answer = {
      estimate: { min: 150, max: 300, average: 225, breakdown: { labor: 90, materials: 60 } },
      serviceType: 'outlets',
      explanation: 'Based on your description, this is our estimated price range.',
      serviceDetails: 'One outlet',
      source: 'fallback',
    };
    expect(estimateAnswerSchema.parse(answer)).toEqual(answer);
    expect(estimateAnswerSchema.parse({ ...answer, estimate: null, source: 'emergency', intent: 'emergency' }).estimate).toBeNull();
    expect(estimateAnswerSchema.safeParse({ ...answer, estimate: { min: 1, max: 2, average: 1.5, breakdown: { labor: 1 } } }).success).toBe(false);
    expect(estimateAnswerSchema.safeParse({ ...answer, source: 'guess' }).success).toBe(false);
  });
});

describe('describeIssues', () => {
  it('gives the first message and every field error with its dotted path', () => {
    const result = troubleshooterLogPayload.safeParse({ startNodeId: '', endNodeId: 'x', pathTaken: ['a', ''], issueType: 'y' });
    expect(describeIssues(result.error!)).toEqual({
      message: 'Start node ID is required',
      errors: [
        { path: 'startNodeId', message: 'Start node ID is required' },
        { path: 'pathTaken.1', message: 'Path taken is required' },
      ],
    });
  });

  it('falls back to a general message when zod names no issue', () => {
    const empty = { issues: [] } as unknown as Parameters<typeof describeIssues>[0];
    expect(describeIssues(empty)).toEqual({ message: 'Invalid request.', errors: [] });
  });
});

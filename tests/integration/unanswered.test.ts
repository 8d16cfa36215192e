/**
 * The Unanswered view's data: questions the assistant could not answer (offline "I don't know", or
 * an AI reply the guard replaced) in the last 30 days, grouped by similarity; writing the answer as
 * a curated entry clears the group and answers the next visitor.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import aiChat from '../../netlify/functions/ai-chat.mts';
import unanswered from '../../netlify/functions/admin-unanswered.mts';
import updateConversation from '../../netlify/functions/admin-update-conversation.mts';
import { callAs, closeDatabase, freshIp, rows } from '../helpers/assistant.ts';
import { groupQuestions } from '../../src/server/admin/unanswered.ts';
import { callWith, loginCookie, useTestCredentials } from './admin/harness.ts';

let cookie: string;
const word = `zork${Date.now().toString(36)}`;

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  useTestCredentials();
  cookie = await loginCookie();
});
beforeEach(() => {
  useTestCredentials();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(closeDatabase);

const groupsNow = async () => {
  const { status, body } = await callWith(unanswered, cookie, { path: '/api/admin/unanswered' });
  expect(status).toBe(200);
  return body.groups as { representative: { id: number; question: string }; count: number; variants: string[] }[];
};
const mine = (groups: Awaited<ReturnType<typeof groupsNow>>) => groups.filter((group) => group.variants.some((variant) => variant.includes(word)));

describe('the Unanswered view', () => {
  it('groups variants of one unanswered question, counts them, and drops the group once the owner writes the answer', async () => {
    for (const question of [`Do you install ${word} heaters?`, `do you guys install ${word} heaters`, `Can you install a ${word} heater for me?`]) {
      const { body } = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: question } });
      expect(body.answerSource).toBe('unknown');
    }
    // Not unanswered: a question the knowledge base answers.
    await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: `How much for 3 outlets? ${word}` } });
    // Older than 30 days: not counted.
    await rows(`INSERT INTO conversation_logs (question, answer, answer_source, created_at) VALUES ($1, 'x', 'unknown', now() - interval '31 days')`, [
      `Do you install ${word} heaters?`,
    ]);

    const groups = mine(await groupsNow());
    expect(groups).toHaveLength(1);
    expect(groups[0].count).toBe(3);
    expect(groups[0].representative.question).toBe(`Can you install a ${word} heater for me?`);

    const saved = await callWith(updateConversation, cookie, {
      method: 'POST',
      path: '/api/admin/update-conversation',
      body: { id: groups[0].representative.id, answer: `Yes, we install ${word} heaters; call us for a quote.`, category: 'services', includedInFallback: true },
    });
    expect(saved.status).toBe(200);
    expect(mine(await groupsNow())).toHaveLength(0);
    const next = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: `do you install ${word} heaters?` } });
    expect(next.body.answerSource).toBe('curated');
    expect(next.body.text).toContain(`Yes, we install ${word} heaters`);
  });

  it('refuses without a session', async () => {
    const { status } = await callWith(unanswered, undefined, { path: '/api/admin/unanswered' });
    expect(status).toBe(401);
  });
});

describe('grouping', () => {
  const row = (id: number, question: string) => ({ id, question, answer: '', category: 'general', createdAt: new Date(2026, 0, 30 - id).toISOString(), guardRule: null });
  it('keeps different questions apart and puts the largest group first', () => {
    const groups = groupQuestions([
      row(1, 'Do you sell solar panels?'),
      row(2, 'Can you fix my garage door opener?'),
      row(3, 'do you sell solar panel kits'),
      row(4, 'Solar panels for sale?'),
    ]);
    expect(groups.map((group) => [group.representative.id, group.count])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });
});

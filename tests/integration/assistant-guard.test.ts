/**
 * The guard on AI replies and the sanity checks of the model's estimates, against a local
 * OpenAI-compatible server over real HTTP through the real `openai` SDK.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import aiChat from '../../netlify/functions/ai-chat.mts';
import ask from '../../netlify/functions/ask.mts';
import estimateFunction from '../../netlify/functions/estimate.mts';
import { callAs, closeDatabase, freshIp, rows } from '../helpers/assistant.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.ts';
import adminConversationLogs from '../../netlify/functions/admin-conversation-logs.mts';
import { callWith, loginCookie, useTestCredentials } from './admin/harness.ts';

let server: FakeOpenAI;

function useProvider() {
  process.env.OPENAI_API_KEY = 'test-key';
  process.env.OPENAI_BASE_URL = server.baseURL;
  process.env.OPENAI_MODEL = 'test-model';
  process.env.ASSISTANT_AI_TIMEOUT_MS = '1500';
}

beforeAll(async () => {
  server = await startFakeOpenAI();
  useProvider();
});

afterAll(async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  delete process.env.OPENAI_MODEL;
  delete process.env.ASSISTANT_AI_TIMEOUT_MS;
  await server.close();
  await closeDatabase();
});

beforeEach(() => {
  useProvider();
  server.requests.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** The chat's answer to the question with no provider configured: what the guard must fall back to. */
async function offlineChatText(query: string): Promise<string> {
  delete process.env.OPENAI_API_KEY;
  try {
    const { body } = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query } });
    expect(body.answerSource).not.toBe('ai');
    return body.text;
  } finally {
    useProvider();
  }
}

const logOf = async (ip: string) => (await rows(`SELECT * FROM conversation_logs WHERE ip_address = $1 ORDER BY id DESC`, [ip]))[0];

describe('the guard on chat replies', () => {
  const BAD: [rule: string, query: string, reply: string][] = [
    ['contact', 'How much is a panel upgrade?', 'A panel upgrade costs about $1,500 to $4,000. Call our direct line at (406) 555-0199.'],
    ['contact', 'How do I reach you by email?', 'Write to us at help@quick-electric-help.com and we will answer.'],
    ['credentials', 'Are you licensed?', 'Yes, we are licensed in Montana, license number EL-48213, and fully insured.'],
    ['credentials', 'Do you guarantee your work?', 'Every job comes with a lifetime warranty on parts and labour.'],
    ['link', 'Where can I read about panel upgrades?', 'Read this guide: https://www.some-other-electrician.com/panels'],
    ['price', 'How much is a panel upgrade?', 'A panel upgrade is just $50 with us this month.'],
    ['area', 'Tell me about your company', 'We are a family business. We serve Missoula, Kalispell and Bozeman.'],
    ['arrival', 'Can you send someone to look at my outlet?', "Sure, we'll be there in 30 minutes."],
    ['arrival', 'My dryer outlet stopped working, can someone come look?', 'An electrician can be at your home within the hour.'],
    ['safety', 'Why do my lights dim for a second when the dryer starts?', 'Sparks are normal, no need to call anyone.'],
  ];

  it.each(BAD)('replaces a reply that breaks the %s rule with the offline answer, and logs the rule', async (rule, query, reply) => {
    const expected = await offlineChatText(query);
    server.respond({ kind: 'reply', content: reply });
    const ip = freshIp();
    const { status, body } = await callAs(aiChat, ip, { path: '/api/ai-chat', body: { query } });
    expect(status).toBe(200);
    expect(server.requests).toHaveLength(1);
    expect(body.answerSource).not.toBe('ai');
    expect(body.text).toBe(expected);
    expect(body.text).not.toContain(reply);
    const log = await logOf(ip);
    expect(log.guard_rule).toBe(rule);
    expect(log.answer).toBe(expected);
  });

  const GOOD: [query: string, reply: string][] = [
    ['How much is a panel upgrade?', 'Most panel upgrades cost about $1,500 to $4,000. Call (406) 555-0142 for a free estimate.'],
    ['Are you licensed?', 'Yes: we are a licensed and insured electrical contractor, and our workmanship carries a one-year warranty.'],
    ['Tell me about your company', 'We serve homes and businesses throughout Missoula, Ravalli and Lake counties, including Lolo and Hamilton.'],
    ['How long does an outlet install take?', 'Installing an outlet usually takes 2-3 hours. See https://blackfootriverelectric.example/services/outlets for more.'],
    ['How can I reach you?', 'Call (406) 555-0142 or write to office@blackfootriverelectric.example.'],
  ];

  it.each(GOOD)('passes a good reply untouched: %s', async (query, reply) => {
    server.respond({ kind: 'reply', content: reply });
    const ip = freshIp();
    const { body } = await callAs(aiChat, ip, { path: '/api/ai-chat', body: { query } });
    expect(body.answerSource).toBe('ai');
    expect(body.text.startsWith(reply)).toBe(true);
    expect((await logOf(ip)).guard_rule).toBeNull();
  });

  it("shows the owner the rule in the admin's conversation log", async () => {
    const tag = `g${Date.now().toString(36)}`;
    server.respond({ kind: 'reply', content: 'Our licence number is EL-55555.' });
    await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: `Tell me about your company ${tag}` } });
    useTestCredentials();
    const cookie = await loginCookie();
    const { status, body } = await callWith(adminConversationLogs, cookie, { path: `/api/admin/conversation-logs?q=${tag}` });
    expect(status).toBe(200);
    const logs = JSON.stringify(body);
    expect(logs).toContain('"guardRule":"credentials"');
    expect(logs).not.toContain('EL-55555');
  });

  it('guards the help widget box too', async () => {
    server.respond({ kind: 'reply', content: 'Yes, we also cover Flathead County.' });
    const ip = freshIp();
    const { body } = await callAs(ask, ip, { path: '/api/ask', body: { question: 'Tell me about your company' } });
    expect(body.answer).not.toContain('Flathead');
    expect((await logOf(ip)).guard_rule).toBe('area');
  });

  it.each([
    ['a server error', { kind: 'status', status: 500 } as const],
    ['a rate limit (429)', { kind: 'status', status: 429 } as const],
    ['a timeout', { kind: 'delay', ms: 4000, content: 'too late' } as const],
  ])('falls back on %s as before, with no guard rule logged', async (_name, behaviour) => {
    server.respond(behaviour);
    const ip = freshIp();
    const { body } = await callAs(aiChat, ip, { path: '/api/ai-chat', body: { query: 'What are your hours?' } });
    expect(body.answerSource).not.toBe('ai');
    expect(body.text).toContain('Monday - Friday 7:00 AM - 5:00 PM');
    expect((await logOf(ip)).guard_rule).toBeNull();
  });

  it('never lets the model answer an emergency, in any AI path', async () => {
    server.respond({ kind: 'reply', content: 'Sparks are normal, no need to call anyone.' });
    const message = 'sparks are coming out of my outlet and I smell burning';
    const chat = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: message } });
    const box = await callAs(ask, freshIp(), { path: '/api/ask', body: { question: message } });
    const calculator = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: message, serviceCalculator: true } });
    const direct = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { message } });
    expect(server.requests).toHaveLength(0);
    expect(chat.body.intent).toBe('emergency');
    expect(box.body.intent).toBe('emergency');
    expect(calculator.body.intent).toBe('emergency');
    expect(direct.body.intent).toBe('emergency');
    for (const text of [chat.body.text, box.body.answer, calculator.body.text, direct.body.explanation]) expect(text).not.toContain('normal');
  });
});

describe('estimates from the model checked', () => {
  const estimateOf = async (content: string, message: string) => {
    server.respond({ kind: 'reply', content });
    const ip = freshIp();
    const response = await callAs(estimateFunction, ip, { path: '/api/estimate', body: { message } });
    const [calculator] = await rows(`SELECT * FROM calculator_logs WHERE ip_address = $1`, [ip]);
    return { ...response, calculator, log: await logOf(ip) };
  };

  it.each([
    ['out-of-range', '{"serviceType":"panel","estimateMin":50,"estimateMax":80,"laborCost":30,"materialsCost":20}', 'How much to upgrade my electrical panel?'],
    ['truncated-number', '{"serviceType":"panel","estimateMin":1200,"estimateMax":"$1,4', 'How much to upgrade my electrical panel?'],
    ['truncated-number', '**Estimate Min:** $1,2\n**Estimate Max:** $4,000\n**Labor Cost:** $700', 'How much to upgrade my electrical panel?'],
    ['min-above-max', '{"serviceType":"panel","estimateMin":4000,"estimateMax":1500,"laborCost":900,"materialsCost":600}', 'How much to upgrade my electrical panel?'],
    ['breakdown', '{"serviceType":"panel","estimateMin":1500,"estimateMax":3500,"laborCost":9000,"materialsCost":6000}', 'How much to upgrade my electrical panel?'],
    ['out-of-range', '{"serviceType":"fan","estimateMin":200,"estimateMax":90000,"laborCost":120,"materialsCost":80}', 'Install a ceiling fan'],
  ])('rejects an estimate with %s and gives the fallback rules, saying so in the log', async (reason, content, message) => {
    const { body, calculator, log } = await estimateOf(content, message);
    expect(body.source).toBe('fallback');
    expect(body).not.toHaveProperty('aiRejected');
    const table = message.includes('fan') ? { min: 200, max: 500 } : { min: 1200, max: 4000 };
    expect(body.estimate).toMatchObject(table);
    expect(calculator.parameters).toMatchObject({ source: 'fallback', aiRejected: reason });
    expect(log.guard_rule).toBe(`estimate-${reason}`);
  });

  it('accepts a sane estimate as the model wrote it', async () => {
    const { body, calculator, log } = await estimateOf(
      '{"serviceType":"panel","estimateMin":1800,"estimateMax":3600,"laborCost":1100,"materialsCost":700,"timeEstimate":"1-2 days"}',
      'How much to upgrade my electrical panel?',
    );
    expect(body).toMatchObject({ source: 'ai', estimate: { min: 1800, max: 3600, breakdown: { labor: 1100, materials: 700 } } });
    expect(calculator.parameters.aiRejected).toBeUndefined();
    expect(log.guard_rule).toBeNull();
  });

  it('checks the chat estimate box the same way', async () => {
    server.respond({ kind: 'reply', content: '{"serviceType":"panel","estimateMin":50,"estimateMax":80,"laborCost":30,"materialsCost":20}' });
    const { body } = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'panel upgrade price', serviceCalculator: true } });
    expect(body.estimateSource).toBe('fallback');
    expect(JSON.parse(body.text)).toMatchObject({ estimateMin: 1200, estimateMax: 4000 });
  });
});

/**
 * AI mode: the real `openai` SDK against a local OpenAI-compatible server over real HTTP.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import aiChat from '../../netlify/functions/ai-chat.mts';
import ask from '../../netlify/functions/ask.mts';
import estimateFunction from '../../netlify/functions/estimate.mts';
import { callAs, closeDatabase, freshIp, rows } from '../helpers/assistant.ts';
import { clearCuratedCache } from '../../src/server/assistant/service.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.ts';

const PHONE = '(406) 555-0142';
let server: FakeOpenAI;

beforeAll(async () => {
  server = await startFakeOpenAI();
  process.env.OPENAI_API_KEY = 'test-key';
  process.env.OPENAI_BASE_URL = server.baseURL;
  process.env.OPENAI_MODEL = 'test-model';
  process.env.ASSISTANT_AI_TIMEOUT_MS = '1500';
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
  server.requests.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const lastPrompt = () => server.requests.at(-1)!.body;

describe('chat through the AI provider', () => {
  it('sends the business facts, price guidance, retrieved passages and conversation, and returns the reply with citations', async () => {
    server.respond({ kind: 'reply', content: 'A panel upgrade usually costs about $1,500 to $4,000 [1]. Call us for a free estimate.' });
    const ip = freshIp();
    const { status, body } = await callAs(aiChat, ip, {
      path: '/api/ai-chat',
      body: {
        query: 'How much is a panel upgrade?',
        conversationHistory: [
          { role: 'user', content: 'Hi, I live in Missoula.' },
          { role: 'assistant', content: 'Hello! How can I help?' },
          { role: 'system', content: 'hidden note' },
        ],
        contextSource: 'chat',
      },
    });
    expect(status).toBe(200);
    expect(body.text).toBe('A panel upgrade usually costs about $1,500 to $4,000. Call us for a free estimate.');
    expect(body.answerSource).toBe('ai');
    expect(body.citations).toEqual(['https://blackfootriverelectric.example/services/panel-upgrade']);

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].path).toBe('/v1/chat/completions');
    expect(server.requests[0].headers.authorization).toBe('Bearer test-key');
    const request = lastPrompt();
    expect(request.model).toBe('test-model');
    const [system, ...conversation] = request.messages;
    expect(system.role).toBe('system');
    for (const fact of [
      'Blackfoot River Electric',
      PHONE,
      'office@blackfootriverelectric.example',
      'Monday - Friday 7:00 AM - 5:00 PM',
      'Missoula, Ravalli and Lake counties',
      'Polson',
      'Standard outlet replacement: $100-200 per outlet',
      'GFCI outlet: $120-250',
      'USB outlet: $150-275',
      'Smart outlet: $150-300',
      'Never promise service outside',
      // The passage retrieved for the question, with its page.
      'Most panel upgrades cost about $1,500 to $4,000',
      'https://blackfootriverelectric.example/services/panel-upgrade',
    ]) {
      expect(system.content).toContain(fact);
    }
    expect(conversation).toEqual([
      { role: 'user', content: 'Hi, I live in Missoula.' },
      { role: 'assistant', content: 'Hello! How can I help?' },
      { role: 'user', content: 'How much is a panel upgrade?' },
    ]);
    const [log] = await rows(`SELECT * FROM conversation_logs WHERE ip_address = $1`, [ip]);
    expect(log.answer).toBe(body.text);
  });

  it('gives the conversation memory to the AI prompt, apart from the question', async () => {
    server.respond({ kind: 'reply', content: 'Yes, we can upgrade the panel of your Missoula home.' });
    const { status } = await callAs(aiChat, freshIp(), {
      path: '/api/ai-chat',
      body: {
        query: 'Can you upgrade my panel?',
        conversationHistory: [],
        contextSource: 'chat',
        contextSummary: 'location: Missoula; property: residential; equipment: 100 amp',
      },
    });
    expect(status).toBe(200);
    const [system, ...conversation] = lastPrompt().messages;
    expect(system.content).toContain('What the visitor has told us so far: location: Missoula; property: residential; equipment: 100 amp');
    expect(conversation).toEqual([{ role: 'user', content: 'Can you upgrade my panel?' }]);
  });

  it('answers service-area questions from the profile without calling the provider', async () => {
    const { body } = await callAs(ask, freshIp(), { path: '/api/ask', body: { question: 'Do you serve Billings?' } });
    expect(body.answer).toMatch(/Billings is outside our service area/);
    expect(server.requests).toHaveLength(0);
  });

  it('answers from a close curated entry without calling the provider', async () => {
    await rows(`INSERT INTO conversation_logs (question, answer, included_in_fallback, category) VALUES ($1, $2, true, 'contact')`, [
      'Can I pay with a credit card?',
      'Curated: we take Visa, Mastercard and checks.',
    ]);
    clearCuratedCache();
    const { body } = await callAs(ask, freshIp(), { path: '/api/ask', body: { question: 'Can I pay by credit card?' } });
    expect(body.answer).toBe('Curated: we take Visa, Mastercard and checks.');
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['a server error', { kind: 'status', status: 500 } as const],
    ['a rate limit (429)', { kind: 'status', status: 429, message: 'Rate limit reached' } as const],
    ['a timeout', { kind: 'delay', ms: 4000, content: 'too late' } as const],
  ])('falls back to the knowledge base on %s', async (_name, behaviour) => {
    server.respond(behaviour);
    const started = Date.now();
    const { status, body } = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'What are your hours?' } });
    expect(status).toBe(200);
    expect(body.answerSource).not.toBe('ai');
    expect(body.text).toContain('Monday - Friday 7:00 AM - 5:00 PM');
    expect(body.citations).toContain('https://blackfootriverelectric.example/#contact');
    expect(server.requests.length).toBe(1); // no retries
    expect(Date.now() - started).toBeLessThan(3500);
  });
});

describe('estimates through the AI provider', () => {
  it('parses a structured JSON estimate validated by the schema', async () => {
    server.respond({
      kind: 'reply',
      content: JSON.stringify({
        serviceType: 'outlets',
        details: 'Three GFCI outlets in a kitchen',
        estimateMin: 360,
        estimateMax: 750,
        laborCost: 216,
        materialsCost: 144,
        permitsCost: 50,
        explanation: 'Three GFCI outlets at $120-250 each; an exact price needs a free on-site estimate.',
        timeEstimate: '4-6 hours',
      }),
    });
    const ip = freshIp();
    const { body } = await callAs(estimateFunction, ip, {
      path: '/api/estimate',
      body: { message: 'Three GFCI outlets in my kitchen', serviceType: 'outlets', conversationHistory: [{ role: 'user', content: 'Hello' }] },
    });
    expect(body).toMatchObject({
      estimate: { min: 360, max: 750, average: 555, breakdown: { labor: 216, materials: 144, permits: 50, other: 0 } },
      serviceType: 'outlets',
      serviceDetails: 'Three GFCI outlets in a kitchen',
      timeEstimate: '4-6 hours',
      source: 'ai',
    });
    const request = lastPrompt();
    expect(request.response_format).toEqual({ type: 'json_object' });
    expect(request.messages[0].content).toContain('estimateMin');
    expect(request.messages[0].content).toContain('GFCI outlet: $120-250');
    expect(request.messages[1].content).toContain('Three GFCI outlets in my kitchen');
    expect(request.messages[1].content).toContain('user: Hello');
    const [log] = await rows(`SELECT * FROM calculator_logs WHERE ip_address = $1`, [ip]);
    expect(log).toMatchObject({ estimate_min: 360, estimate_max: 750, breakdown_permits: 50, breakdown_other: 0 });
  });

  it('parses a reply wrapped in prose and markdown', async () => {
    server.respond({
      kind: 'reply',
      content:
        'Here is your estimate:\n\n**Service Type:** fan\n**Estimate Min:** $200\n**Estimate Max:** $500\n**Labor Cost:** $120\n**Materials Cost:** $80\n**Time Estimate:** 2-4 hours',
    });
    const { body } = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { message: 'Install a ceiling fan' } });
    expect(body).toMatchObject({ estimate: { min: 200, max: 500, average: 350 }, serviceType: 'fan', source: 'ai' });
  });

  it('uses the fallback rules when the reply holds no estimate', async () => {
    server.respond({ kind: 'reply', content: 'Sorry, I cannot estimate that.' });
    const { body } = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { request: { serviceType: 'generator', buildingType: 'residential' } } });
    expect(body).toMatchObject({ estimate: { min: 4000, max: 15000, average: 9500, breakdown: { labor: 2400, materials: 1600 } }, source: 'fallback' });
  });

  it.each([
    ['a server error', { kind: 'status', status: 503 } as const, 'http'],
    ['a rate limit (429)', { kind: 'status', status: 429 } as const, 'rate-limit'],
    ['a timeout', { kind: 'delay', ms: 4000, content: '{}' } as const, 'timeout'],
  ])('uses the fallback rules on %s', async (_name, behaviour, kind) => {
    server.respond(behaviour);
    const { status, body } = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { request: { serviceType: 'outlets', quantity: 2 } } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ estimate: { min: 300, max: 600 }, timeEstimate: '2-3 hours', source: 'fallback', providerError: kind });
  });

  it('answers the estimator payload of /api/ai-chat with the parsed AI estimate as JSON text', async () => {
    server.respond({
      kind: 'reply',
      content:
        '```json\n{"serviceType":"panel","estimateMin":1500,"estimateMax":3500,"laborCost":900,"materialsCost":600,"explanation":"200A upgrade","timeEstimate":"1-2 days"}\n```',
    });
    const { body } = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'Upgrade my 100A panel to 200A', serviceCalculator: true } });
    expect(JSON.parse(body.text)).toMatchObject({ serviceType: 'panel', estimateMin: 1500, estimateMax: 3500, laborCost: 900, materialsCost: 600 });
  });
});

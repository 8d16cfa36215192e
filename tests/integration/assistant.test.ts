import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import aiChat from '../../netlify/functions/ai-chat.mts';
import ask from '../../netlify/functions/ask.mts';
import estimateFunction from '../../netlify/functions/estimate.mts';
import logTroubleshooter from '../../netlify/functions/log-troubleshooter.mts';
import { buildRequest } from '../helpers/functions.ts';
import { callAs, closeDatabase, freshIp, rows } from '../helpers/assistant.ts';
import { clearCuratedCache } from '../../src/server/assistant/service.ts';

const PHONE = '(406) 555-0142';

afterEach(() => {
  delete process.env.ASSISTANT_RATE_LIMIT;
  vi.restoreAllMocks();
});
afterAll(closeDatabase);

describe('the assistant tables', () => {
  it('are created by migration 0003 with the spec defaults', async () => {
    expect(inject('MIGRATIONS_APPLIED')).toContain('0003_assistant');
    await rows(`INSERT INTO conversation_logs (question, answer) VALUES ('defaults?', 'yes')`);
    const [row] = await rows(`SELECT * FROM conversation_logs WHERE question = 'defaults?'`);
    expect(row).toMatchObject({ ip_address: 'unknown', user_agent: 'unknown', edited_by_admin: false, included_in_fallback: false, category: 'general' });
    expect(Number(row.similarity_score)).toBe(0);
    const indexes = (await rows<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename IN ('conversation_logs','calculator_logs','troubleshooter_logs')`)).map(
      (index) => index.indexname,
    );
    expect(indexes).toEqual(
      expect.arrayContaining(['conversation_logs_created_at_idx', 'conversation_logs_search_idx', 'calculator_logs_created_at_idx', 'troubleshooter_logs_created_at_idx']),
    );
  });
});

describe('POST /api/ask (offline)', () => {
  it('answers a service-area question from the profile and logs it with ip, agent, category and score', async () => {
    const ip = freshIp();
    const { status, body } = await callAs(ask, ip, { path: '/api/ask', body: { question: 'Do you serve Polson, MT?' } });
    expect(status).toBe(200);
    expect(body.answer).toMatch(/^Yes! Polson is in our service area/);
    expect(body.answer).toContain(PHONE);
    const [log] = await rows(`SELECT * FROM conversation_logs WHERE ip_address = $1`, [ip]);
    expect(log).toMatchObject({ question: 'Do you serve Polson, MT?', user_agent: 'vitest-agent/1.0', category: 'location', source: 'ask' });
    expect(log.answer).toBe(body.answer);
    expect(Number(log.similarity_score)).toBe(1);
  });

  it("logs after the response through Netlify's context.waitUntil when the platform offers it", async () => {
    const ip = freshIp();
    const pending: Promise<unknown>[] = [];
    const response = await ask(buildRequest({ method: 'POST', path: '/api/ask', body: { question: 'What are your hours?' } }), {
      ip,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    expect(response.status).toBe(200);
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    const [log] = await rows(`SELECT question FROM conversation_logs WHERE ip_address = $1`, [ip]);
    expect(log.question).toBe('What are your hours?');
  });

  it('says no for a town outside the three counties', async () => {
    const { body } = await callAs(ask, freshIp(), { path: '/api/ask', body: { question: 'Do you serve Billings?' } });
    expect(body.answer).toMatch(/Billings is outside our service area/);
    expect(body.answer).not.toMatch(/\byes\b/i);
  });

  it('cites the page a passage came from', async () => {
    const { body } = await callAs(ask, freshIp(), { path: '/api/ask', body: { question: 'How much does a panel upgrade cost?' } });
    expect(body.answer).toContain('$1,500 to $4,000');
    expect(body.citations).toContain('https://blackfootriverelectric.example/services/panel-upgrade');
    expect(body.answer).toContain('Learn more: https://blackfootriverelectric.example/services/panel-upgrade');
  });

  it('says it does not know, with the phone number, for what the site does not cover', async () => {
    const { body } = await callAs(ask, freshIp(), { path: '/api/ask', body: { question: 'Do you install solar panels?' } });
    // The honest "I don't know" still helps: phone, hours, e-mail and what the assistant can do.
    expect(body.answer).toBe(
      `I'm not sure about that: our website doesn't say, and I won't guess. Please call us at ${PHONE} (Monday - Friday 7:00 AM - 5:00 PM; emergencies 24/7) or e-mail office@blackfootriverelectric.example, and we'll be glad to help. Here I can answer questions about our electrical services, service area, hours and prices, give a rough cost estimate, or help you troubleshoot a problem.`,
    );
    expect(body.actions).toEqual([{ type: 'call', href: 'tel:+14065550142', label: `Call ${PHONE}`, number: PHONE }]);
  });

  it('says plainly that another trade is not something we do, with what we are, who does it, and the phone number', async () => {
    const { body } = await callAs(ask, freshIp(), { path: '/api/ask', body: { question: 'Do you do plumbing?' } });
    expect(body.answer).toBe(
      `That isn't something we do: Blackfoot River Electric is an electrical contractor, serving homes and businesses in Missoula, Ravalli and Lake counties. For that, a plumber is the one to call. Here I can answer questions about our electrical services, service area, hours and prices, give a rough cost estimate, or help you troubleshoot an electrical problem. For anything electrical, call us at ${PHONE} (Monday - Friday 7:00 AM - 5:00 PM; emergencies 24/7).`,
    );
    expect(body.intent).toBe('out-of-scope');
    expect(body.actions).toEqual([{ type: 'call', href: 'tel:+14065550142', label: `Call ${PHONE}`, number: PHONE }]);
  });

  it('answers from a curated entry first and records its similarity', async () => {
    await rows(`INSERT INTO conversation_logs (question, answer, included_in_fallback, edited_by_admin, category) VALUES ($1, $2, true, true, 'pricing')`, [
      'Do you offer a discount for seniors?',
      'Curated: seniors get 10% off labor on any job.',
    ]);
    clearCuratedCache();
    const ip = freshIp();
    const { body } = await callAs(ask, ip, { path: '/api/ask', body: { question: 'Do you offer any discount for seniors?' } });
    expect(body.answer).toBe('Curated: seniors get 10% off labor on any job.');
    const [log] = await rows(`SELECT category, similarity_score FROM conversation_logs WHERE ip_address = $1`, [ip]);
    expect(log.category).toBe('pricing');
    expect(Number(log.similarity_score)).toBeGreaterThanOrEqual(0.7);
  });
});

describe('client errors answer 4xx, never 500', () => {
  it.each([
    ['GET', undefined, undefined, 405, /POST/],
    ['POST', '{"question": "unterminated', 'application/json', 400, /not valid JSON/],
    ['POST', '', 'application/json', 400, /empty/],
    ['POST', 'question=hi', 'application/x-www-form-urlencoded', 415, /JSON/],
    ['POST', '[]', 'application/json', 400, /./],
    ['POST', '{"question": "   "}', 'application/json', 400, /Please enter a question to ask our AI assistant\./],
    ['POST', JSON.stringify({ question: 'x'.repeat(2001) }), 'application/json', 413, /under 2,000 characters/],
    ['POST', JSON.stringify({ question: 'x'.repeat(70_000) }), 'application/json', 413, /too large|2,000/],
  ])('%s with body %#: %i', async (method, body, type, status, message) => {
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    const request = buildRequest({ method, path: '/api/ask', body, headers });
    const response = await ask(request, { ip: freshIp() });
    expect(response.status).toBe(status);
    expect((await response.json()).message).toMatch(message);
  });

  it('rejects a chat query over 2,000 characters and a wizard request without a service', async () => {
    const chat = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'a'.repeat(2001) } });
    expect(chat.status).toBe(413);
    const wizard = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { request: { buildingType: 'residential' } } });
    expect(wizard.status).toBe(400);
    expect(wizard.body.message).toBe('Service type is required');
  });
});

describe('the rate limit', () => {
  it('answers 429 with a clear message once a client passes the limit, counted in the database', async () => {
    process.env.ASSISTANT_RATE_LIMIT = '3/600';
    const ip = freshIp();
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await callAs(ask, ip, { path: '/api/ask', body: { question: 'What are your hours?' } })).status);
    }
    // The chat and estimate helper share the assistant's budget.
    const limited = await callAs(aiChat, ip, { path: '/api/ai-chat', body: { query: 'What are your hours?' } });
    expect(statuses).toEqual([200, 200, 200]);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/wait about 10 minutes/);
    expect(limited.body.message).toContain(PHONE);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    const [counter] = await rows(`SELECT count FROM rate_limits WHERE key = $1`, [`assistant:${ip}`]);
    expect(counter.count).toBe(4);
    // Another client is not affected.
    expect((await callAs(ask, freshIp(), { path: '/api/ask', body: { question: 'What are your hours?' } })).status).toBe(200);
  });

  it('starts a new window once the old one has passed', async () => {
    process.env.ASSISTANT_RATE_LIMIT = '1/600';
    const ip = freshIp();
    expect((await callAs(ask, ip, { path: '/api/ask', body: { question: 'Hours?' } })).status).toBe(200);
    expect((await callAs(ask, ip, { path: '/api/ask', body: { question: 'Hours?' } })).status).toBe(429);
    await rows(`UPDATE rate_limits SET window_start = now() - interval '11 minutes' WHERE key = $1`, [`assistant:${ip}`]);
    expect((await callAs(ask, ip, { path: '/api/ask', body: { question: 'Hours?' } })).status).toBe(200);
  });
});

describe('POST /api/ai-chat (offline)', () => {
  it('answers the chat payload with text, citations and the troubleshooter offer', async () => {
    const { status, body } = await callAs(aiChat, freshIp(), {
      path: '/api/ai-chat',
      body: {
        query: 'My lights flicker when the dryer starts',
        conversationHistory: [
          { role: 'system', content: 'hidden' },
          { role: 'user', content: 'hi' },
        ],
        contextSource: 'chat',
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ showTroubleshooterButton: true, troubleshooterStartNode: 'flickering-lights-1' });
    // What the FAQ says about lights that dim when a large appliance starts, not the whole flicker FAQ.
    expect(body.text).toMatch(/shared or overloaded circuit/i);
    expect(body.text).toMatch(/dedicated circuit/i);
    expect(body.text).toMatch(/Use Troubleshooter/);
    expect(body.citations.length).toBeGreaterThan(0);
    for (const url of body.citations) expect(url).toMatch(/^https:\/\/blackfootriverelectric\.example\//);
  });

  it('gives no offer for a question that is not a problem', async () => {
    const { body } = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'What are your hours?' } });
    expect(body).toMatchObject({ showTroubleshooterButton: false, troubleshooterStartNode: null });
    expect(body.text).toContain('Monday - Friday 7:00 AM - 5:00 PM');
  });

  it('answers the estimator payload with the AI-reply estimate fields by the fallback rules, and logs it', async () => {
    const ip = freshIp();
    const query = 'Service: Outlet Installation\nBuilding type: residential\nQuantity: 3\nDetails: garage outlets';
    const { body } = await callAs(aiChat, ip, { path: '/api/ai-chat', body: { query, serviceCalculator: true, contextSource: 'estimate', conversationHistory: [] } });
    const reply = JSON.parse(body.text);
    expect(reply).toMatchObject({ serviceType: 'outlets', estimateMin: 450, estimateMax: 900, laborCost: 270, materialsCost: 180, timeEstimate: '4-6 hours' });
    const [log] = await rows(`SELECT * FROM calculator_logs WHERE ip_address = $1`, [ip]);
    expect(log).toMatchObject({ service_type: 'outlets', estimate_min: 450, estimate_max: 900, breakdown_labor: 270, breakdown_materials: 180 });
    expect(log.parameters.query).toBe(query);
  });

  it('uses the estimator form when it is sent with the prompt', async () => {
    const query = 'You estimate outlets, panels, lighting, fans and generators. Current request: a new panel for my shop';
    const { body } = await callAs(aiChat, freshIp(), {
      path: '/api/ai-chat',
      body: { query, serviceCalculator: true, request: { serviceType: 'panel', buildingType: 'industrial' } },
    });
    expect(JSON.parse(body.text)).toMatchObject({ serviceType: 'panel', estimateMin: 1800, estimateMax: 6000, laborCost: 1080, materialsCost: 720, timeEstimate: '1-2 days' });
  });
});

describe("where the assistant's own tools are", () => {
  it('answers where the cost calculator is with the Estimate tab and the estimate action, and logs it as such', async () => {
    const ip = freshIp();
    const question = 'where is the cost calculator thing on your website, i cant find it on my phone';
    const { status, body } = await callAs(aiChat, ip, { path: '/api/ai-chat', body: { query: question } });
    expect(status).toBe(200);
    expect(body.text).toContain('choose the Estimate tab');
    expect(body.intent).toBe('business-fact');
    expect(body.actions).toContainEqual({ type: 'estimate', label: 'Get a cost estimate' });
    const [log] = await rows(`SELECT answer_source FROM conversation_logs WHERE question = $1 ORDER BY id DESC LIMIT 1`, [question]);
    expect(log.answer_source).toBe('site-tool');
  });
});

describe('POST /api/estimate (offline: the fallback rules)', () => {
  it('estimates the wizard form: commercial panel at 1.5 times, labour 60% and materials 40% of the minimum', async () => {
    const ip = freshIp();
    const { status, body } = await callAs(estimateFunction, ip, {
      path: '/api/estimate',
      body: { request: { serviceType: 'panel', buildingType: 'commercial', panelAge: 'fuse', details: 'Old fuse box in our shop' } },
    });
    expect(status).toBe(200);
    expect(body.estimate).toEqual({ min: 1800, max: 6000, average: 3900, breakdown: { labor: 1080, materials: 720, permits: 0, other: 0 } });
    expect(body).toMatchObject({ serviceType: 'panel', timeEstimate: '1-2 days', serviceDetails: 'Old fuse box in our shop', source: 'fallback' });
    expect(body.explanation).toMatch(/preliminary/);
    expect(body.explanation).toContain(PHONE);
    const [log] = await rows(`SELECT * FROM calculator_logs WHERE ip_address = $1`, [ip]);
    expect(log).toMatchObject({ service_type: 'panel', estimate_min: 1800, estimate_max: 6000, breakdown_labor: 1080, breakdown_materials: 720 });
    expect(log.parameters).toMatchObject({ buildingType: 'commercial', panelAge: 'fuse', mode: 'wizard' });
    const [conversation] = await rows(`SELECT * FROM conversation_logs WHERE ip_address = $1`, [ip]);
    expect(conversation).toMatchObject({ category: 'pricing', source: 'estimate' });
  });

  it('estimates a chat message: service and quantity read from the words', async () => {
    const { body } = await callAs(estimateFunction, freshIp(), {
      path: '/api/estimate',
      body: { message: 'How much to install 4 recessed lights in my kitchen?', serviceType: 'unknown', conversationHistory: [] },
    });
    expect(body.estimate).toMatchObject({ min: 400, max: 1600, average: 1000 });
    expect(body).toMatchObject({ serviceType: 'lighting', timeEstimate: '4-8 hours' });
  });

  it('reads a chat message as the router does: misspelled and split words written out', async () => {
    const generator = await callAs(estimateFunction, freshIp(), {
      path: '/api/estimate',
      body: { message: 'whole house generater installed, what are we looking at', serviceType: 'unknown' },
    });
    expect(generator.body).toMatchObject({ serviceType: 'generator', estimate: { min: 4000, max: 15000 } });
    const outlet = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { message: 'how much per out let to replace', serviceType: 'unknown' } });
    expect(outlet.body).toMatchObject({ serviceType: 'outlets', estimate: { min: 150, max: 300 } });
  });

  it('uses the most confident service value when the message names none', async () => {
    const { body } = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { message: 'How much would that cost?', serviceType: 'generator' } });
    expect(body.estimate).toMatchObject({ min: 4000, max: 15000, average: 9500 });
  });

  it('asks for more detail when no service can be told', async () => {
    const { body } = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { message: 'How much would my project cost?', serviceType: 'unknown' } });
    expect(body.estimate).toBeNull();
    expect(body.serviceType).toBe('unknown');
    expect(body.explanation).toMatch(/^I couldn't generate a precise estimate from your description/);
    expect(body.explanation).toContain(PHONE);
  });
});

describe('POST /api/log-troubleshooter', () => {
  const valid = {
    startNodeId: 'start',
    endNodeId: 'flickering-constant',
    pathTaken: ['start', 'flickering-lights-1', 'flickering-constant'],
    issueType: 'Flickering lights',
    recommendation: 'Call an electrician',
    severity: 'high',
  };

  it('stores a walk (completedPath defaults to true)', async () => {
    const ip = freshIp();
    const { status, body } = await callAs(logTroubleshooter, ip, { path: '/api/log-troubleshooter', body: valid });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, id: expect.any(Number) });
    const [row] = await rows(`SELECT * FROM troubleshooter_logs WHERE ip_address = $1`, [ip]);
    expect(row).toMatchObject({ start_node_id: 'start', end_node_id: 'flickering-constant', issue_type: 'Flickering lights', severity: 'high', completed_path: true });
    expect(row.path_taken).toEqual(valid.pathTaken);
  });

  it.each([
    [{ ...valid, startNodeId: '' }, 'Start node ID is required'],
    [{ ...valid, startNodeId: undefined }, 'Start node ID is required'],
    [{ ...valid, endNodeId: ' ' }, 'End node ID is required'],
    [{ ...valid, pathTaken: [] }, 'Path taken is required'],
    [{ ...valid, pathTaken: undefined }, 'Path taken is required'],
    [{ ...valid, issueType: '' }, 'Issue type is required'],
  ])('rejects %j with "%s"', async (payload, message) => {
    const { status, body } = await callAs(logTroubleshooter, freshIp(), { path: '/api/log-troubleshooter', body: payload });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('rejects a severity other than low, medium or high', async () => {
    const { status } = await callAs(logTroubleshooter, freshIp(), { path: '/api/log-troubleshooter', body: { ...valid, severity: 'critical' } });
    expect(status).toBe(400);
  });
});

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import aiChat from '../../netlify/functions/ai-chat.mts';
import ask from '../../netlify/functions/ask.mts';
import estimateFunction from '../../netlify/functions/estimate.mts';
import { callAs, closeDatabase, freshIp, rows } from '../helpers/assistant.ts';
import { estimateAnswerSchema } from '../../src/domain/assistant/payloads.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.ts';

const PHONE = '(406) 555-0142';
const CALL = { type: 'call', href: 'tel:+14065550142', label: `Call ${PHONE} (24/7)`, number: PHONE };

afterAll(closeDatabase);
afterEach(() => vi.restoreAllMocks());

describe('emergencies, offline', () => {
  it('/api/ai-chat answers smoke with 911 first, the safety steps, the number written out and a tap-to-call action', async () => {
    const ip = freshIp();
    const { status, body } = await callAs(aiChat, ip, { path: '/api/ai-chat', body: { query: 'OMG my outlet is SMOKING' } });
    expect(status).toBe(200);
    expect(body.intent).toBe('emergency');
    expect(body.emergency).toBe('smoke');
    expect(body.text.split('\n').slice(0, 2)).toEqual(['Smoke from wiring, an outlet or a panel is a fire emergency.', '1. Get everyone out of the building now and call 911.']);
    expect(body.text.indexOf('911')).toBeLessThan(body.text.indexOf(PHONE));
    expect(body.actions).toEqual([CALL, { type: 'troubleshooter', label: 'Use Troubleshooter', startNode: 'burning-smell-1' }]);
    expect(body).toMatchObject({ showTroubleshooterButton: true, troubleshooterStartNode: 'burning-smell-1' });
    const [log] = await rows(`SELECT category, answer FROM conversation_logs WHERE ip_address = $1`, [ip]);
    expect(log).toMatchObject({ category: 'emergency', answer: body.text });
  });

  it('/api/ai-chat in estimator mode gives the safety reply, not a price', async () => {
    const { body } = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'quote to fix sparking panel', serviceCalculator: true } });
    expect(body.text).toMatch(/^Sparking is an emergency\./);
    expect(body.text).not.toMatch(/\$\d/);
    expect(body.actions[0]).toEqual(CALL);
    expect(body.emergency).toBe('sparks');
  });

  it('/api/estimate answers an emergency in the message or the form with a null estimate and the safety reply', async () => {
    const fromMessage = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { message: 'how much to fix the outlet that shocked me' } });
    expect(fromMessage.status).toBe(200);
    expect(fromMessage.body).toMatchObject({ estimate: null, source: 'emergency', emergency: 'shock', intent: 'emergency' });
    expect(fromMessage.body.explanation).toContain("Don't touch it again to check.");
    expect(fromMessage.body.actions[0]).toEqual(CALL);
    const fromForm = await callAs(estimateFunction, freshIp(), {
      path: '/api/estimate',
      body: { request: { serviceType: 'outlets', details: 'the outlet in the kitchen is hot to the touch and buzzing' } },
    });
    expect(fromForm.body).toMatchObject({ estimate: null, source: 'emergency', emergency: 'hot-device' });
    // One answer shape for the function, the wizard and the chat.
    expect(estimateAnswerSchema.safeParse(fromMessage.body).success).toBe(true);
    const priced = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { message: 'install 3 outlets in the garage' } });
    expect(priced.body).toMatchObject({ estimate: { min: 450, max: 900 }, source: 'fallback' });
    expect(estimateAnswerSchema.safeParse(priced.body).success).toBe(true);
  });

  it('/api/ask answers a downed line with the call action beside the answer', async () => {
    const { body } = await callAs(ask, freshIp(), { path: '/api/ask', body: { question: 'tree knocked the power line down in our driveway' } });
    expect(body.emergency).toBe('downed-line');
    expect(body.answer).toContain('Stay at least 35 feet away');
    expect(body.answer).toContain('call 911 and your utility');
    expect(body.actions[0]).toEqual(CALL);
  });
});

describe('small talk and business facts, offline', () => {
  it('a thank-you gets a polite reply, no troubleshooter and no estimate', async () => {
    const { body } = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'thx u guys!!' } });
    expect(body).toMatchObject({ intent: 'smalltalk', showTroubleshooterButton: false });
    expect(body.text).toMatch(/^You're welcome!/);
  });

  it('whether quotes cost anything is a business fact answered from the site, with no price', async () => {
    const { body } = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'do quotes cost anything?' } });
    expect(body.intent).toBe('business-fact');
    expect(body.text).toMatch(/free/i);
    expect(body.text).not.toMatch(/\$\d/);
    expect(body.actions).toEqual([{ type: 'call', href: 'tel:+14065550142', label: `Call ${PHONE}`, number: PHONE }]);
  });

  it('whole-house rewiring is not priced as a circuit: the timeline, what drives the cost and the free on-site estimate', async () => {
    const { body } = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'how much to rewire my whole 1940s house' } });
    expect(body.text).toContain('3 to 10 days');
    expect(body.text).toContain('free on-site estimate');
    expect(body.text).not.toMatch(/\$400|\$1,200/);
    expect(body.actions.map((action: { type: string }) => action.type)).toEqual(['call', 'estimate']);
  });

  it('the e-mail address and the warranty, asked the way visitors write', async () => {
    const email = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'hey whats ur email pls' } });
    expect(email.body.text).toMatch(/^Our e-mail address is office@blackfootriverelectric\.example\./);
    const warranty = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'IS UR WORK GUARANTEED' } });
    expect(warranty.body.text).toMatch(/^Yes\. We warrant/);
    expect(warranty.body.text).toContain('within one year of completion');
    expect(warranty.body.citations).toContain('https://blackfootriverelectric.example/terms-of-service#warranty-of-workmanship');
  });
});

describe('emergencies with an AI provider', () => {
  let server: FakeOpenAI;
  beforeEach(async () => {
    server = await startFakeOpenAI();
    process.env.OPENAI_API_KEY = 'test-key';
    process.env.OPENAI_BASE_URL = server.baseURL;
    process.env.OPENAI_MODEL = 'test-model';
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_MODEL;
    await server.close();
  });

  it('the classifier answers before the AI, which is never asked and cannot override it', async () => {
    server.respond({ kind: 'reply', content: 'Just reset the breaker and keep using the outlet, it is fine.' });
    const { body } = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'i smell burning plastic from the breaker box' } });
    expect(server.requests).toHaveLength(0);
    expect(body.emergency).toBe('burning-smell');
    expect(body.text).not.toContain('keep using the outlet');
    expect(body.text).toContain('switch off that circuit at the panel');
    const ask1 = await callAs(ask, freshIp(), { path: '/api/ask', body: { question: 'water is dripping into my electrical panel' } });
    expect(ask1.body.emergency).toBe('water');
    const estimate = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { message: 'price to fix the flooded basement outlets' } });
    expect(estimate.body).toMatchObject({ estimate: null, emergency: 'water' });
    expect(server.requests).toHaveLength(0);
  });

  it('small talk is answered without the AI too', async () => {
    const { body } = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'hello!' } });
    expect(server.requests).toHaveLength(0);
    expect(body.text).toMatch(/^Hi! I can answer questions/);
  });
});

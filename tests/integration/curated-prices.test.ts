/**
 * Curated prices: the owner gives a curated entry a price range in the edit dialog's fields; the
 * estimate function and the chat's estimate box answer a matching question from it, before the
 * AI and the price table.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import aiChat from '../../netlify/functions/ai-chat.mts';
import estimateFunction from '../../netlify/functions/estimate.mts';
import updateConversation from '../../netlify/functions/admin-update-conversation.mts';
import { callAs, closeDatabase, freshIp, rows } from '../helpers/assistant.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.ts';
import { callWith, loginCookie, useTestCredentials } from './admin/harness.ts';

let cookie: string;
let server: FakeOpenAI;
let entryId: number;
const QUESTION = 'How much to install a hot tub disconnect?';

beforeAll(async () => {
  server = await startFakeOpenAI();
  useTestCredentials();
  cookie = await loginCookie();
  const [row] = await rows<{ id: number }>(`INSERT INTO conversation_logs (question, answer) VALUES ($1, 'Not sure.') RETURNING id`, [QUESTION]);
  entryId = row.id;
});
beforeEach(() => {
  useTestCredentials();
  server.requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  await server.close();
  await closeDatabase();
});

const edit = (body: Record<string, unknown>) =>
  callWith(updateConversation, cookie, {
    method: 'POST',
    path: '/api/admin/update-conversation',
    body: { id: entryId, answer: 'A hot tub disconnect with its GFCI usually runs $650 to $1,100.', category: 'pricing', includedInFallback: true, ...body },
  });

describe('curated prices', () => {
  it('refuses a half-filled or reversed range with a clear message, and keeps what was stored', async () => {
    expect((await edit({ priceMin: 650, priceMax: null, priceService: 'circuits' })).body.message).toBe('Enter both a minimum and a maximum price, or neither');
    expect((await edit({ priceMin: 1100, priceMax: 650, priceService: 'circuits' })).body.message).toBe('The minimum price must not be above the maximum');
    expect((await edit({ priceMin: 650, priceMax: 1100 })).body.message).toBe('Choose the service the price is for');
    expect((await edit({ priceMin: -5, priceMax: 1100, priceService: 'circuits' })).status).toBe(400);
    expect((await edit({ priceMin: 650, priceMax: 1100, priceService: 'jacuzzi' })).status).toBe(400);
    const [row] = await rows(`SELECT price_min, price_max, answer FROM conversation_logs WHERE id = $1`, [entryId]);
    expect(row).toEqual({ price_min: null, price_max: null, answer: 'Not sure.' });
  });

  it('answers a matching question from the curated range in /api/estimate and the chat estimate box, before the AI', async () => {
    const saved = await edit({ priceMin: 650, priceMax: 1100, priceService: 'circuits' });
    expect(saved.status).toBe(200);
    expect(saved.body.log).toMatchObject({ priceMin: 650, priceMax: 1100, priceService: 'circuits' });

    process.env.OPENAI_API_KEY = 'test-key';
    process.env.OPENAI_BASE_URL = server.baseURL;
    server.respond({ kind: 'reply', content: '{"serviceType":"fan","estimateMin":250,"estimateMax":450,"laborCost":150,"materialsCost":100}' });
    try {
      const direct = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { message: 'how much to install a hot tub disconnect' } });
      expect(direct.body).toMatchObject({ source: 'curated', serviceType: 'circuits', estimate: { min: 650, max: 1100, average: 875, breakdown: { labor: 390, materials: 260 } } });
      expect(direct.body.explanation).toBe('A hot tub disconnect with its GFCI usually runs $650 to $1,100.');
      const chat = await callAs(aiChat, freshIp(), { path: '/api/ai-chat', body: { query: 'How much would it cost to install a hot tub disconnect?', serviceCalculator: true } });
      expect(JSON.parse(chat.body.text)).toMatchObject({ estimateMin: 650, estimateMax: 1100, serviceType: 'circuits' });
      expect(chat.body.estimateSource).toBe('curated');
      expect(server.requests).toHaveLength(0);

      // A question that matches no entry: the AI (checked), as before.
      const other = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { message: 'install a ceiling fan in the bedroom' } });
      expect(other.body).toMatchObject({ source: 'ai', estimate: { min: 250, max: 450 } });
    } finally {
      delete process.env.OPENAI_API_KEY;
    }
    // Without a provider, the table's rules when nothing matches.
    const table = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { message: 'install a ceiling fan in the bedroom' } });
    expect(table.body).toMatchObject({ source: 'fallback', estimate: { min: 200, max: 500 } });
  });

  it('clears the range when the owner empties the fields, and leaves it when an edit does not send them', async () => {
    await edit({ priceMin: 650, priceMax: 1100, priceService: 'circuits' });
    await edit({});
    expect((await rows(`SELECT price_min FROM conversation_logs WHERE id = $1`, [entryId]))[0].price_min).toBe(650);
    await edit({ priceMin: null, priceMax: null, priceService: null });
    const direct = await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { message: 'how much to install a hot tub disconnect' } });
    expect(direct.body.source).not.toBe('curated');
  });
});

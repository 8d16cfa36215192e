import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_REPLY_TEXT,
  PROCESSING_FAILURE_TEXT,
  connectionFailureText,
  contactFromTroubleshooter,
  sendMessage,
  switchTab,
} from '../../../src/islands/assistant/conversation.ts';
import { $context, $messages, $tab, $walk, $wizardResult } from '../../../src/islands/assistant/store.ts';
import { beginWalk, choose } from '../../../src/domain/assistant/troubleshooter.ts';

const business = { name: 'Blackfoot River Electric', phone: '(406) 555-0142', tel: '+14065550142' };
type Call = { url: string; body: Record<string, unknown> };
let calls: Call[];

function respond(handler: (url: string) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(init.body as string) });
    return handler(url);
  });
}

beforeEach(() => {
  calls = [];
  $messages.set([]);
  $context.set([]);
  $tab.set('chat');
  $walk.set(beginWalk());
  $wizardResult.set(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('sending a chat message', () => {
  it('routes messages with cost words to the estimate helper, with the most confident service', async () => {
    respond(() =>
      Response.json({
        estimate: { min: 1200, max: 4000, breakdown: { labor: 720, materials: 480 } },
        serviceType: 'panel',
        explanation: 'Panel range.',
        serviceDetails: 'Panel upgrade',
      }),
    );
    await sendMessage('I need a new panel in Missoula', business).catch(() => undefined);
    calls = [];
    await sendMessage('What would that cost?', business);
    expect(calls[0].url).toBe('/api/estimate');
    expect(calls[0].body).toMatchObject({ message: 'What would that cost?', serviceType: 'panel' });
    const reply = $messages.get().at(-1)!;
    expect(reply).toMatchObject({ role: 'assistant', estimate: { min: 1200, max: 4000 } });
    expect(reply.content).toContain('Panel range.');
  });

  it.each(['How much is a fan?', 'quote for 4 outlets', 'What is the price of a standby generator', 'Is a smart home setup expensive?', 'What do you charge for recessed lights?'])(
    '"%s" goes to the estimate',
    async (text) => {
      respond(() => Response.json({ estimate: null, explanation: 'x' }));
      await sendMessage(text, business);
      expect(calls[0].url).toBe('/api/estimate');
      // No estimate: the assistant asks for more detail.
      expect($messages.get().at(-1)!.content).toMatch(/scope of work.*location.*special requirements/);
    },
  );

  it.each(['Give me a quote', 'do quotes cost anything?', 'thank you!!', 'hi', 'how much to rewire an old house', 'What do you charge?'])(
    '"%s" goes to the chat call, not the estimate helper',
    async (text) => {
      respond(() => Response.json({ text: 'Reply.', citations: [] }));
      await sendMessage(text, business);
      expect(calls.map((call) => call.url)).toEqual(['/api/ai-chat']);
      expect($messages.get().at(-1)!.content).toBe('Reply.');
    },
  );

  it('answers an emergency with the server safety reply and its call link', async () => {
    respond(() =>
      Response.json({
        text: 'Get everyone out and call 911.',
        actions: [{ type: 'call', href: 'tel:+14065550142', label: 'Call (406) 555-0142 (24/7)', number: '(406) 555-0142' }],
        showTroubleshooterButton: true,
        troubleshooterStartNode: 'burning-smell-1',
      }),
    );
    await sendMessage('my outlet is SMOKING', business);
    expect(calls[0].url).toBe('/api/ai-chat');
    expect($messages.get().at(-1)!.actions).toEqual([{ type: 'call', href: 'tel:+14065550142', label: 'Call (406) 555-0142 (24/7)', number: '(406) 555-0142' }]);
  });

  it('answers an emergency from the widget itself when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    await sendMessage('power line down in my yard', business);
    const reply = $messages.get().at(-1)!;
    expect(reply.content).toMatch(/^A downed or sagging power line/);
    expect(reply.content).toContain('35 feet');
    expect(reply.content).toContain('911');
    expect(reply.content).toContain('(406) 555-0142');
    expect(reply.actions).toEqual([expect.objectContaining({ type: 'call', href: 'tel:+14065550142' })]);
    expect(reply).toMatchObject({ showTroubleshooterButton: true, troubleshooterStartNode: 'power-loss-1' });
  });

  it('sends other messages to the chat call with the visible history and the context summary apart', async () => {
    respond(() => Response.json({ text: 'Yes, we do.', citations: ['/services/residential'], showTroubleshooterButton: false }));
    $messages.set([
      { role: 'user', content: 'Hi' },
      { role: 'system', content: 'hidden note' },
      { role: 'assistant', content: 'Hello' },
    ]);
    await sendMessage('  Do you work in Hamilton?  ', business);
    expect(calls[0]).toEqual({
      url: '/api/ai-chat',
      body: {
        query: 'Do you work in Hamilton?',
        contextSummary: 'Location: Hamilton',
        conversationHistory: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello' },
        ],
        contextSource: 'chat',
      },
    });
    expect($messages.get().at(-1)).toMatchObject({ role: 'assistant', content: 'Yes, we do.', citations: ['/services/residential'] });
  });

  it('does not send blank messages', async () => {
    respond(() => Response.json({}));
    await sendMessage('   \n ', business);
    expect(calls).toEqual([]);
    expect($messages.get()).toEqual([]);
  });

  it('gives the spec failure messages', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await sendMessage('Hello', business);
    expect($messages.get().at(-1)!.content).toBe(connectionFailureText(business.phone));
    respond(() => Response.json({ message: 'boom' }, { status: 503 }));
    await sendMessage('Hello', business);
    expect($messages.get().at(-1)!.content).toBe(PROCESSING_FAILURE_TEXT);
    respond(() => Response.json({ text: '' }));
    await sendMessage('Hello', business);
    expect($messages.get().at(-1)!.content).toBe(EMPTY_REPLY_TEXT);
    respond(() => Response.json({ response: 'From the response field.' }));
    await sendMessage('Hello', business);
    expect($messages.get().at(-1)!.content).toBe('From the response field.');
  });
});

describe('tab switches and the contact action', () => {
  it('leaving the troubleshooter for chat records the issue and adds a hidden note', () => {
    $tab.set('troubleshoot');
    $walk.set(choose(beginWalk(), 'breaker-trips'));
    switchTab('chat');
    expect($tab.get()).toBe('chat');
    expect($messages.get()).toEqual([{ role: 'system', content: expect.stringContaining('Breaker Tripping') }]);
    expect($context.get()).toEqual([expect.objectContaining({ type: 'issue', confidence: 0.9, value: expect.stringContaining('Breaker Tripping') })]);
  });

  it('leaving the estimator records service and building type only when an estimate exists', () => {
    $tab.set('estimate');
    switchTab('chat');
    expect($messages.get()).toEqual([]);
    $tab.set('estimate');
    $wizardResult.set({
      serviceLabel: 'Panel Upgrade/Replacement',
      buildingType: 'commercial',
      details: '',
      min: 1,
      max: 2,
      breakdown: { labor: 1, materials: 0 },
      timeEstimate: '',
      explanation: '',
      preliminary: true,
      generatedAt: '',
    });
    switchTab('chat');
    expect($messages.get()).toHaveLength(1);
    expect($messages.get()[0].role).toBe('system');
    expect($context.get().map((item) => item.value)).toEqual(['Panel Upgrade/Replacement', 'commercial']);
  });

  it('contact logs an unfinished path, records the result, adds the message and returns to chat', () => {
    respond(() => Response.json({ success: true }));
    $tab.set('troubleshoot');
    $walk.set(choose(beginWalk(), 'burning-smell'));
    contactFromTroubleshooter(business);
    expect(calls[0]).toMatchObject({ url: '/api/log-troubleshooter', body: { startNodeId: 'start', endNodeId: 'burning-smell-1', completedPath: false } });
    expect($tab.get()).toBe('chat');
    expect($messages.get().at(-1)!.content).toBe(
      'Based on the troubleshooting results, this issue requires professional attention. You can contact Blackfoot River Electric at (406) 555-0142 to schedule service, or keep asking me questions here.',
    );
    expect($context.get().map((item) => [item.key, item.confidence])).toEqual([
      ['troubleshooter-issue', 0.95],
      ['troubleshooter-recommendation', 0.95],
      ['troubleshooter-severity', 0.95],
    ]);
  });
});

/** A control character in any visitor-supplied or owner-supplied text is a 400 with the field's message, never a 503, and nothing is stored. */
import { afterAll, describe, expect, it } from 'vitest';
import ask from '../../netlify/functions/ask.mts';
import logTroubleshooter from '../../netlify/functions/log-troubleshooter.mts';
import updateConversation from '../../netlify/functions/admin-update-conversation.mts';
import { callAs, closeDatabase, freshIp, rows } from '../helpers/assistant.ts';
import { callWith, loginCookie, useTestCredentials } from './admin/harness.ts';

afterAll(closeDatabase);

describe('text hygiene in the functions', () => {
  it('/api/log-troubleshooter answers 400 for a NUL byte and stores nothing', async () => {
    const ip = freshIp();
    const { status, body } = await callAs(logTroubleshooter, ip, {
      path: '/api/log-troubleshooter',
      body: { startNodeId: 'start', endNodeId: 'end', pathTaken: ['start', 'end'], issueType: 'Flickering\u0000 lights', recommendation: 'Call\u0000' },
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('Issue type contains invisible control characters. Please remove them and try again.');
    expect(await rows(`SELECT 1 FROM troubleshooter_logs WHERE ip_address = $1`, [ip])).toHaveLength(0);
  });

  it('/api/ask answers 400 for a control character in the question', async () => {
    const { status, body } = await callAs(ask, freshIp(), { path: '/api/ask', body: { question: 'Is my panel \u001b[31msafe?' } });
    expect(status).toBe(400);
    expect(body.message).toBe('Your question contains invisible control characters. Please remove them and try again.');
  });

  it('/api/admin/update-conversation answers 400 for a NUL byte and changes nothing', async () => {
    useTestCredentials();
    const [log] = await rows(`INSERT INTO conversation_logs (question, answer) VALUES ('hygiene?', 'original answer') RETURNING id`);
    const result = await callWith(updateConversation, await loginCookie(), {
      method: 'POST',
      path: '/api/admin/update-conversation',
      body: { id: log.id, answer: 'new\u0000 answer', includedInFallback: false, category: 'general' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false, message: 'Answer contains invisible control characters. Please remove them and try again.' });
    const [after] = await rows(`SELECT answer FROM conversation_logs WHERE id = $1`, [log.id]);
    expect(after.answer).toBe('original answer');
  });
});

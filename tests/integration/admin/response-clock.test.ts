import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import updateLead from '../../../netlify/functions/admin-update-lead.mts';
import leadAction from '../../../netlify/functions/admin-lead-action.mts';
import overview from '../../../netlify/functions/admin-overview.mts';
import leads from '../../../netlify/functions/admin-leads.mts';
import { closeDatabase, rows } from '../../helpers/assistant.ts';
import { responseOverview } from '../../../src/server/admin/response-clock.ts';
import { callWith, loginCookie, useTestCredentials } from './harness.ts';

const tag = `rc${Date.now().toString(36)}`;
let cookie: string;

const addContact = async (name: string, createdAt = 'now()', extra = '') =>
  (
    await rows<{ id: number }>(
      `INSERT INTO contact_requests (name, phone, email, service, message, created_at${extra ? ', is_spam' : ''}) VALUES ($1, '(406) 555-0170', 'rc@example.com', 'panel', 'Please call me back', ${createdAt}${extra ? `, ${extra}` : ''}) RETURNING id`,
      [`${name} ${tag}`],
    )
  )[0].id;
const firstResponse = async (id: number, table = 'contact_requests') =>
  (await rows<{ first_response_at: Date | null; first_response_via: string | null }>(`SELECT first_response_at, first_response_via FROM ${table} WHERE id = $1`, [id]))[0];
const post = (handler: typeof leadAction, path: string, body: unknown, headers: Record<string, string> = {}) => callWith(handler, cookie, { method: 'POST', path, body, headers });

beforeAll(async () => {
  useTestCredentials();
  cookie = await loginCookie();
});
beforeEach(() => useTestCredentials());
afterAll(closeDatabase);

describe('the first response is recorded once and only once', () => {
  it('a status change sets it; later changes and links leave it', async () => {
    const id = await addContact('Status');
    expect((await firstResponse(id)).first_response_at).toBeNull();
    const marked = await post(updateLead, '/api/admin/update-lead', { kind: 'contact', id, status: 'contacted' });
    expect(marked.status).toBe(200);
    const first = await firstResponse(id);
    expect(first.first_response_via).toBe('status');
    expect(first.first_response_at).toBeInstanceOf(Date);
    expect(marked.body.lead.firstResponseVia).toBe('status');

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await post(updateLead, '/api/admin/update-lead', { kind: 'contact', id, status: 'closed' })).status).toBe(200);
    const call = await post(leadAction, '/api/admin/lead-action', { kind: 'contact', id, action: 'call' });
    expect(call.status).toBe(200);
    expect(call.body).toMatchObject({ success: true, recorded: false, firstResponseVia: 'status', message: 'First response already recorded' });
    expect(await firstResponse(id)).toEqual(first);
  });

  it('the call or e-mail link sets it, for both kinds of lead', async () => {
    const id = await addContact('Email');
    const result = await post(leadAction, '/api/admin/lead-action', { kind: 'contact', id, action: 'email' });
    expect(result.body).toMatchObject({ success: true, recorded: true, firstResponseVia: 'email', message: 'First response recorded' });
    expect((await firstResponse(id)).first_response_via).toBe('email');
    const [{ id: consentId }] = await rows<{ id: number }>(
      `INSERT INTO sms_consents (first_name, last_name, phone, primary_sms_consent) VALUES ('Cy', $1, '(406) 555-0171', true) RETURNING id`,
      [tag],
    );
    expect((await post(leadAction, '/api/admin/lead-action', { kind: 'sms_consent', id: consentId, action: 'call' })).body.recorded).toBe(true);
    expect((await firstResponse(consentId, 'sms_consents')).first_response_via).toBe('call');
  });

  it('setting a lead back to new is not a response', async () => {
    const id = await addContact('Back to new');
    expect((await post(updateLead, '/api/admin/update-lead', { kind: 'contact', id, status: 'new' })).status).toBe(200);
    expect((await firstResponse(id)).first_response_at).toBeNull();
  });

  it('two actions at the same moment: exactly one records it', async () => {
    const id = await addContact('Race');
    const results = await Promise.all((['call', 'email', 'call', 'email'] as const).map((action) => post(leadAction, '/api/admin/lead-action', { kind: 'contact', id, action })));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    expect(results.filter((result) => result.body.recorded)).toHaveLength(1);
    const stored = await firstResponse(id);
    const winner = results.find((result) => result.body.recorded)!;
    expect(stored.first_response_via).toBe(winner.body.firstResponseVia);
    for (const result of results) expect(new Date(result.body.firstResponseAt).getTime()).toBe(stored.first_response_at!.getTime());
  });

  it('refuses bad input, unknown leads and other origins, and stores nothing', async () => {
    const id = await addContact('Refused');
    const bad = await post(leadAction, '/api/admin/lead-action', { kind: 'contact', id, action: 'text' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: 'Action must be call or email' });
    expect((await post(leadAction, '/api/admin/lead-action', { kind: 'contact', id: 'x', action: 'call' })).status).toBe(400);
    expect((await post(leadAction, '/api/admin/lead-action', { kind: 'contact', id: 999_999_999, action: 'call' })).status).toBe(404);
    const crossSite = await post(leadAction, '/api/admin/lead-action', { kind: 'contact', id, action: 'call' }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect((await callWith(leadAction, undefined, { method: 'POST', path: '/api/admin/lead-action', body: { kind: 'contact', id, action: 'call' } })).status).toBe(401);
    expect((await firstResponse(id)).first_response_at).toBeNull();
  });
});

describe('the overview figures', () => {
  // A fixed "now" in the future, so that only this test's leads fall in its 30 days.
  // Monday 11 March 2041, 10:00 MDT.
  const now = new Date('2041-03-11T10:00:00-06:00');
  const at = (iso: string) => `'${iso}'::timestamptz`;

  beforeAll(async () => {
    // Answered leads, in business minutes: 30, 60, 90, 120 (the last one across a night), and 600 (over a weekend).
    const answered: [string, string][] = [
      ['2041-03-05T09:00:00-07:00', '2041-03-05T09:30:00-07:00'],
      ['2041-03-05T10:00:00-07:00', '2041-03-05T11:00:00-07:00'],
      ['2041-03-06T15:00:00-07:00', '2041-03-06T16:30:00-07:00'],
      ['2041-03-06T16:00:00-07:00', '2041-03-07T08:00:00-07:00'],
      ['2041-03-08T07:00:00-07:00', '2041-03-11T07:00:00-06:00'],
    ];
    for (const [created, responded] of answered) {
      const id = await addContact('Answered', at(created));
      await rows(`UPDATE contact_requests SET first_response_at = $2, first_response_via = 'call' WHERE id = $1`, [id, responded]);
    }
    // Outside the 30 days, and spam: neither counts.
    const old = await addContact('Old', at('2041-01-02T09:00:00-07:00'));
    await rows(`UPDATE contact_requests SET first_response_at = '2041-01-09T09:00:00-07:00', first_response_via = 'call' WHERE id = $1`, [old]);
    const spam = await addContact('Spam', at('2041-03-05T09:00:00-07:00'), 'true');
    await rows(`UPDATE contact_requests SET first_response_at = '2041-03-09T09:00:00-07:00', first_response_via = 'status' WHERE id = $1`, [spam]);
  });

  it('gives the median and 90th percentile in business minutes over 30 days', async () => {
    const result = await responseOverview(now, 10_000);
    expect(result).toMatchObject({ periodDays: 30, targetMinutes: 60, answered: 5, medianMinutes: 90, p90Minutes: 408 });
  });

  it('lists the leads still waiting, oldest first, with their business minutes and the target mark', async () => {
    // Friday 8 March 2041 4:59 PM MST: by Monday 10 AM MDT, 1 + 180 business minutes have passed.
    const friday = await addContact('Friday', at('2041-03-08T16:59:00-07:00'));
    // Monday 9:30 AM MDT: 30 minutes, under the target.
    const monday = await addContact('Monday', at('2041-03-11T09:30:00-06:00'));
    const result = await responseOverview(now, 10_000);
    const mine = result.waiting.filter((lead) => lead.name.endsWith(tag) && [friday, monday].includes(lead.id));
    expect(mine.map((lead) => [lead.name, lead.waitingMinutes, lead.overdue])).toEqual([
      [`Friday ${tag}`, 181, true],
      [`Monday ${tag}`, 30, false],
    ]);
    const times = result.waiting.map((lead) => new Date(lead.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(result.waitingTotal).toBeGreaterThanOrEqual(result.waiting.length);
  });

  it('follows the target the owner set', async () => {
    useTestCredentials({ LEADS_RESPONSE_TARGET_MINUTES: '240' });
    try {
      const result = await responseOverview(now, 10_000);
      expect(result.targetMinutes).toBe(240);
      expect(result.waiting.find((lead) => lead.name === `Friday ${tag}`)?.overdue).toBe(false);
    } finally {
      useTestCredentials({ LEADS_RESPONSE_TARGET_MINUTES: undefined });
    }
  });

  it('the overview endpoint and the inbox carry the clock', async () => {
    const id = await addContact('Inbox', at('2020-01-06T09:00:00-07:00'));
    const result = await callWith(overview, cookie, { path: '/api/admin/overview' });
    expect(result.status).toBe(200);
    expect(result.body.response).toMatchObject({ periodDays: 30, targetMinutes: 60 });
    expect(result.body.response.waiting[0]).toMatchObject({ id, name: `Inbox ${tag}`, overdue: true });
    // Found by its own name: searching by the id would also find other leads whose text holds it ("a 100 amp panel").
    const byName = `/api/admin/leads?kind=contact&q=${encodeURIComponent(`Inbox ${tag}`)}`;
    const list = await callWith(leads, cookie, { path: byName });
    expect(list.body.responseTargetMinutes).toBe(60);
    expect(list.body.logs[0]).toMatchObject({ id, overdue: true, firstResponseAt: null });
    expect(list.body.logs[0].waitingMinutes).toBeGreaterThan(60);
    await post(leadAction, '/api/admin/lead-action', { kind: 'contact', id, action: 'call' });
    const after = await callWith(leads, cookie, { path: byName });
    expect(after.body.logs[0]).toMatchObject({ id, overdue: false, waitingMinutes: null, firstResponseVia: 'call' });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import conversationLogs from '../../../netlify/functions/admin-conversation-logs.mts';
import calculatorLogs from '../../../netlify/functions/admin-calculator-logs.mts';
import troubleshooterLogs from '../../../netlify/functions/admin-troubleshooter-logs.mts';
import fallbackConversations from '../../../netlify/functions/admin-fallback-conversations.mts';
import updateConversation from '../../../netlify/functions/admin-update-conversation.mts';
import leads from '../../../netlify/functions/admin-leads.mts';
import updateLead from '../../../netlify/functions/admin-update-lead.mts';
import overview from '../../../netlify/functions/admin-overview.mts';
import ask from '../../../netlify/functions/ask.mts';
import { callAs, closeDatabase, freshIp, rows } from '../../helpers/assistant.ts';
import { callWith, loginCookie, useTestCredentials } from './harness.ts';

const tag = `t${Date.now().toString(36)}`;
let cookie: string;

beforeAll(async () => {
  useTestCredentials();
  cookie = await loginCookie();
  for (let i = 1; i <= 30; i += 1) {
    await rows(`INSERT INTO conversation_logs (question, answer, created_at) VALUES ($1, $2, now() - make_interval(mins => $3))`, [
      `Question ${i} about ${tag}zebra wiring`,
      `Answer ${i}`,
      i,
    ]);
  }
  await rows(`INSERT INTO calculator_logs (service_type, parameters, estimate_min, estimate_max, breakdown_labor, breakdown_materials) VALUES ($1, $2, 1200, 4000, 720, 480)`, [
    `panel-${tag}`,
    JSON.stringify({ query: 'upgrade my panel', details: `200 amp ${tag}` }),
  ]);
  await rows(`INSERT INTO troubleshooter_logs (start_node_id, end_node_id, path_taken, issue_type, severity) VALUES ('start', 'breaker-trips-immediate', $1, $2, 'high')`, [
    JSON.stringify(['start', 'breaker-trips-1', 'breaker-trips-immediate']),
    `Breaker ${tag}`,
  ]);
});
beforeEach(() => useTestCredentials());
afterAll(closeDatabase);

const get = (handler: Parameters<typeof callWith>[0], path: string) => callWith(handler, cookie, { path });

describe('log lists', () => {
  it('answer the spec shape (success, message, logs with createdAt), newest first, with paging and a total', async () => {
    const first = await get(conversationLogs, `/api/admin/conversation-logs?q=${tag}zebra&pageSize=10`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Conversation logs retrieved', total: 30, page: 1, pageSize: 10 });
    expect(first.body.logs).toHaveLength(10);
    expect(first.body.logs[0]).toMatchObject({ question: `Question 1 about ${tag}zebra wiring`, answer: 'Answer 1', category: 'general', includedInFallback: false });
    expect(new Date(first.body.logs[0].createdAt).getTime()).toBeGreaterThan(new Date(first.body.logs[1].createdAt).getTime());
    const third = await get(conversationLogs, `/api/admin/conversation-logs?q=${tag}zebra&pageSize=10&page=3`);
    expect(third.body.logs.map((log: { answer: string }) => log.answer)).toEqual(Array.from({ length: 10 }, (_, i) => `Answer ${21 + i}`));
    const beyond = await get(conversationLogs, `/api/admin/conversation-logs?q=${tag}zebra&pageSize=10&page=9`);
    expect(beyond.body).toMatchObject({ logs: [], total: 30 });
  });

  it('search on the server by word prefixes and by id', async () => {
    const prefix = await get(conversationLogs, `/api/admin/conversation-logs?q=${encodeURIComponent(`${tag}zeb wir`)}`);
    expect(prefix.body.total).toBe(30);
    const none = await get(conversationLogs, `/api/admin/conversation-logs?q=${tag}zebra+nothingmatches`);
    expect(none.body).toMatchObject({ total: 0, logs: [] });
    const id = prefix.body.logs[0].id;
    const byId = await get(conversationLogs, `/api/admin/conversation-logs?q=${id}`);
    expect(byId.body.logs.map((log: { id: number }) => log.id)).toContain(id);
  });

  it('ignore nonsense paging parameters and cap the page size, never a 500', async () => {
    for (const query of ['page=-1', 'page=abc', 'pageSize=0', 'pageSize=1e9', 'q=%27%3B%20DROP%20TABLE%20x%3B--', 'q=%25_%5C', 'q=' + 'x'.repeat(5000)]) {
      const result = await get(conversationLogs, `/api/admin/conversation-logs?${query}`);
      expect(result.status, query).toBe(200);
      expect(result.body.pageSize).toBeLessThanOrEqual(100);
    }
    expect((await get(conversationLogs, '/api/admin/conversation-logs?pageSize=500')).body.pageSize).toBe(100);
  });

  it('list calculator logs searchable by service type and parameters', async () => {
    const byType = await get(calculatorLogs, `/api/admin/calculator-logs?q=panel-${tag}`);
    expect(byType.body).toMatchObject({ success: true, total: 1 });
    expect(byType.body.logs[0]).toMatchObject({
      serviceType: `panel-${tag}`,
      estimateMin: 1200,
      estimateMax: 4000,
      breakdownLabor: 720,
      parameters: { query: 'upgrade my panel' },
    });
    expect((await get(calculatorLogs, `/api/admin/calculator-logs?q=200%20amp%20${tag}`)).body.total).toBe(1);
  });

  it('list troubleshooter logs searchable by issue type', async () => {
    const result = await get(troubleshooterLogs, `/api/admin/troubleshooter-logs?q=breaker%20${tag}`);
    expect(result.body).toMatchObject({ success: true, total: 1 });
    expect(result.body.logs[0]).toMatchObject({ endNodeId: 'breaker-trips-immediate', severity: 'high', pathTaken: ['start', 'breaker-trips-1', 'breaker-trips-immediate'] });
  });
});

describe('POST /api/admin/update-conversation', () => {
  const post = (body: unknown) => callWith(updateConversation, cookie, { method: 'POST', path: '/api/admin/update-conversation', body });

  it('validates as the spec says', async () => {
    const [{ id }] = await rows(`SELECT id FROM conversation_logs WHERE question LIKE $1 LIMIT 1`, [`%${tag}zebra%`]);
    const cases: [unknown, string][] = [
      [{ id, answer: '   ', category: 'general' }, 'Answer is required'],
      [{ id, category: 'general' }, 'Answer is required'],
      [{ id, answer: 'ok' }, 'Category is required'],
      [{ id, answer: 'ok', category: '' }, 'Category is required'],
      [{ id, answer: 'ok', category: 'plumbing' }, 'Category must be one of the listed categories'],
      [{ id: 0, answer: 'ok', category: 'general' }, 'ID must be a positive integer'],
      [{ id: 1.5, answer: 'ok', category: 'general' }, 'ID must be a positive integer'],
      [{ id: '3', answer: 'ok', category: 'general' }, 'ID must be a positive integer'],
    ];
    for (const [body, message] of cases) {
      const result = await post(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body).toEqual({ success: false, message });
    }
    expect((await post({ id: 999_999_999, answer: 'ok', category: 'general' })).status).toBe(404);
  });

  it('saves answer, category and fallback flag, marks it edited, and answers the spec shape', async () => {
    const [{ id }] = await rows(`SELECT id FROM conversation_logs WHERE question LIKE $1 ORDER BY id LIMIT 1`, [`%${tag}zebra%`]);
    const result = await post({ id, answer: 'Edited answer', category: 'pricing' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      success: true,
      message: 'Conversation log updated successfully',
      log: { id, answer: 'Edited answer', category: 'pricing', includedInFallback: false, editedByAdmin: true },
    });
  });

  it('an entry included in fallback answers the next question at once, and leaves it when excluded', async () => {
    const question = `Do you install ${tag} heated driveway cables?`;
    const before = await callAs(ask, freshIp(), { path: '/api/ask', body: { question } });
    expect(before.body.answer).not.toContain('Curated');
    const [{ id }] = await rows(`INSERT INTO conversation_logs (question, answer) VALUES ($1, 'draft') RETURNING id`, [question]);
    // The assistant has read (and cached) the curated entries; the edit must still reach the next answer.
    const saved = await post({ id, answer: `Curated ${tag}: yes, we install heated driveway cables.`, category: 'services', includedInFallback: true });
    expect(saved.status).toBe(200);
    const after = await callAs(ask, freshIp(), { path: '/api/ask', body: { question } });
    expect(after.body.answer).toBe(`Curated ${tag}: yes, we install heated driveway cables.`);
    const fallbacks = await get(fallbackConversations, `/api/admin/fallback-conversations?q=${tag}`);
    expect(fallbacks.body).toMatchObject({ success: true, message: 'Fallback entries retrieved', total: 1 });
    expect(fallbacks.body.logs[0]).toMatchObject({ id, includedInFallback: true, editedByAdmin: true, category: 'services' });
    await post({ id, answer: `Curated ${tag}: yes, we install heated driveway cables.`, category: 'services', includedInFallback: false });
    const excluded = await callAs(ask, freshIp(), { path: '/api/ask', body: { question } });
    expect(excluded.body.answer).not.toContain(`Curated ${tag}`);
  });
});

describe('leads', () => {
  let contactId: number;
  let spamId: number;
  let consentId: number;
  beforeAll(async () => {
    [{ id: contactId }] = await rows(
      `INSERT INTO contact_requests (name, phone, email, service, message) VALUES ($1, '(406) 555-0100', 'a@example.com', 'panel', 'Please call') RETURNING id`,
      [`Ada ${tag}`],
    );
    [{ id: spamId }] = await rows(
      `INSERT INTO contact_requests (name, phone, email, service, message, is_spam, spam_reason) VALUES ($1, '1', 'b@example.com', 'other', 'buy now', true, 'links') RETURNING id`,
      [`Spammer ${tag}`],
    );
    [{ id: consentId }] = await rows(`INSERT INTO sms_consents (first_name, last_name, phone, primary_sms_consent) VALUES ('Bea', $1, '(406) 555-0101', true) RETURNING id`, [tag]);
  });

  it('lists contact requests apart from spam, and text-message consents, searched on the server', async () => {
    const contacts = await get(leads, `/api/admin/leads?kind=contact&q=${tag}`);
    expect(contacts.status).toBe(200);
    expect(contacts.body).toMatchObject({ success: true, kind: 'contact', spam: false, total: 1 });
    expect(contacts.body.logs[0]).toMatchObject({ id: contactId, status: 'new', isSpam: false });
    const spam = await get(leads, `/api/admin/leads?kind=contact&spam=true&q=${tag}`);
    expect(spam.body.logs.map((lead: { id: number }) => lead.id)).toEqual([spamId]);
    const consents = await get(leads, `/api/admin/leads?kind=sms_consent&q=${encodeURIComponent(`Bea ${tag}`)}`);
    expect(consents.body.logs.map((lead: { id: number }) => lead.id)).toEqual([consentId]);
    const byPhone = await get(leads, `/api/admin/leads?kind=contact&pageSize=100&q=${encodeURIComponent('555-0100')}`);
    expect(byPhone.body.logs.map((lead: { id: number }) => lead.id)).toContain(contactId);
    for (const written of ['406.555.0100', '4065550100', '+1 406 555 0100']) {
      const found = await get(leads, `/api/admin/leads?kind=contact&pageSize=100&q=${encodeURIComponent(written)}`);
      expect(
        found.body.logs.map((lead: { id: number }) => lead.id),
        written,
      ).toContain(contactId);
    }
    const [stored] = await rows(`SELECT phone_digits FROM contact_requests WHERE id = $1`, [contactId]);
    expect(stored.phone_digits).toBe('4065550100');
    const consentByPhone = await get(leads, `/api/admin/leads?kind=sms_consent&pageSize=100&q=${encodeURIComponent('406-555-0101')}`);
    expect(consentByPhone.body.logs.map((lead: { id: number }) => lead.id)).toContain(consentId);
    expect((await get(leads, `/api/admin/leads?kind=contact&q=${encodeURIComponent('please cal')}&pageSize=100`)).body.logs.map((lead: { id: number }) => lead.id)).toContain(
      contactId,
    );
    expect((await get(leads, '/api/admin/leads?kind=nope')).status).toBe(400);
    expect((await get(leads, '/api/admin/leads?status=maybe')).status).toBe(400);
  });

  it('changes a status, validated, and filters by it', async () => {
    const post = (body: unknown) => callWith(updateLead, cookie, { method: 'POST', path: '/api/admin/update-lead', body });
    const result = await post({ kind: 'contact', id: contactId, status: 'contacted' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, lead: { id: contactId, status: 'contacted' } });
    expect((await get(leads, `/api/admin/leads?kind=contact&status=contacted&q=${tag}`)).body.total).toBe(1);
    expect((await get(leads, `/api/admin/leads?kind=contact&status=new&q=${tag}`)).body.total).toBe(0);
    expect((await post({ kind: 'sms_consent', id: consentId, status: 'closed' })).body.lead.status).toBe('closed');
    expect((await post({ kind: 'contact', id: contactId, status: 'archived' })).body).toEqual({ success: false, message: 'Status must be new, contacted or closed' });
    expect((await post({ kind: 'contact', id: 999_999_999, status: 'closed' })).status).toBe(404);
  });
});

describe('GET /api/admin/overview', () => {
  type Day = { day: string; leads: number; conversations: number; estimates: number };
  type Overview = { days: Day[]; newLeads: { kind: string; id: number; name: string }[] };
  const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

  it('counts leads (not spam), conversations and estimates for each of the last 30 days, by UTC day', async () => {
    // Rows seeded on a day ten days back. Other test files share the database, so the test reads that
    // day before and after seeding and expects exactly the seeded rows to be added.
    const day = isoDay(10);
    const nextDay = isoDay(9);
    const dayOf = (body: Overview, wanted: string) => body.days.find((entry) => entry.day === wanted)!;
    const before = (await get(overview, '/api/admin/overview')).body as Overview;
    const noon = `${day}T12:00:00Z`;
    const contact = (name: string, createdAt: string, spam = false) =>
      rows(`INSERT INTO contact_requests (name, phone, email, service, message, created_at, is_spam) VALUES ($1, '1', 'c@example.com', 'fan', 'm', $2, $3)`, [
        `${name} ${tag}`,
        createdAt,
        spam,
      ]);
    const consent = (createdAt: string, spam = false) =>
      rows(`INSERT INTO sms_consents (first_name, last_name, phone, primary_sms_consent, created_at, is_spam) VALUES ('Day', $1, '1', true, $2, $3)`, [tag, createdAt, spam]);
    const conversation = (createdAt: string) => rows(`INSERT INTO conversation_logs (question, answer, created_at) VALUES ('day count', 'a', $1)`, [createdAt]);
    const estimate = (createdAt: string) =>
      rows(`INSERT INTO calculator_logs (service_type, parameters, estimate_min, estimate_max, created_at) VALUES ('fan', '{}', 200, 500, $1)`, [createdAt]);
    // On the day: 2 contact requests and 1 consent (3 leads), 1 spam request and 1 spam consent
    // (not counted), 3 conversations (the first at the day's first instant) and 2 estimates.
    await contact('Counted', noon);
    await contact('Counted', `${day}T23:59:59Z`);
    await consent(noon);
    await contact('Spammer', noon, true);
    await consent(noon, true);
    await conversation(`${day}T00:00:00Z`);
    await conversation(noon);
    await conversation(noon);
    await estimate(noon);
    await estimate(noon);
    // The next day's first instant belongs to the next day.
    await conversation(`${nextDay}T00:00:00Z`);

    const result = await get(overview, '/api/admin/overview');
    expect(result.status).toBe(200);
    const after = result.body as Overview;
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)!.day).toBe(isoDay(0));
    expect(after.days[0].day).toBe(isoDay(29));
    expect(after.days.at(-11)!.day).toBe(day);
    const was = dayOf(before, day);
    expect(dayOf(after, day)).toEqual({ day, leads: was.leads + 3, conversations: was.conversations + 3, estimates: was.estimates + 2 });
    const wasNext = dayOf(before, nextDay);
    expect(dayOf(after, nextDay)).toEqual({ ...wasNext, conversations: wasNext.conversations + 1 });
  });

  it('lists the five newest leads still new, both kinds together, newest first, without spam or handled ones', async () => {
    // Dated after every lead other test files left (some date theirs years ahead), one second apart.
    const [{ latest }] = await rows(`SELECT greatest(now(), (SELECT max(created_at) FROM contact_requests), (SELECT max(created_at) FROM sms_consents)) AS latest`);
    let order = 0;
    const made = { contacts: [] as number[], consents: [] as number[] };
    const at = () => new Date(new Date(latest as string | Date).getTime() + (order += 1) * 1000);
    const contact = async (name: string, status = 'new', spam = false) => {
      const [{ id }] = await rows(
        `INSERT INTO contact_requests (name, phone, email, service, message, status, is_spam, created_at) VALUES ($1, '1', 'n@example.com', 'fan', 'm', $2, $3, $4) RETURNING id`,
        [name, status, spam, at()],
      );
      made.contacts.push(id as number);
      return id as number;
    };
    const consent = async (first: string) => {
      const [{ id }] = await rows(`INSERT INTO sms_consents (first_name, last_name, phone, primary_sms_consent, created_at) VALUES ($1, $2, '1', true, $3) RETURNING id`, [
        first,
        tag,
        at(),
      ]);
      made.consents.push(id as number);
      return id as number;
    };
    try {
      // Six new leads: the oldest of them is left out.
      await contact(`First ${tag}`);
      const second = await consent('Second');
      const third = await contact(`Third ${tag}`);
      const fourth = await contact(`Fourth ${tag}`);
      const fifth = await consent('Fifth');
      const sixth = await contact(`Sixth ${tag}`);
      // Newer than all of them, but not to be listed.
      await contact(`Spammer ${tag}`, 'new', true);
      await contact(`Handled ${tag}`, 'contacted');
      await contact(`Closed ${tag}`, 'closed');
      const result = await get(overview, '/api/admin/overview');
      expect((result.body as Overview).newLeads.map(({ kind, id, name }) => ({ kind, id, name }))).toEqual([
        { kind: 'contact', id: sixth, name: `Sixth ${tag}` },
        { kind: 'sms_consent', id: fifth, name: `Fifth ${tag}` },
        { kind: 'contact', id: fourth, name: `Fourth ${tag}` },
        { kind: 'contact', id: third, name: `Third ${tag}` },
        { kind: 'sms_consent', id: second, name: `Second ${tag}` },
      ]);
    } finally {
      // Leads dated ahead would be the newest for the test files that run after this one.
      await rows(`DELETE FROM contact_requests WHERE id = ANY($1)`, [made.contacts]);
      await rows(`DELETE FROM sms_consents WHERE id = ANY($1)`, [made.consents]);
    }
  });
});

describe('counts', () => {
  it('stop at the cap, flagged, so a list of 100,000 rows stays fast', async () => {
    const { listLogs } = await import('../../../src/server/admin/repository.ts');
    const query = { page: 1, pageSize: 5, search: `${tag}zebra` };
    const capped = await listLogs('conversations', query, undefined, { countCap: 10, searchProbe: 2000 });
    expect(capped).toMatchObject({ total: 10, totalCapped: true });
    expect(capped.logs).toHaveLength(5);
    const exact = await listLogs('conversations', query, undefined, { countCap: 30, searchProbe: 2000 });
    expect(exact).toMatchObject({ total: 30, totalCapped: false });
    const response = await get(conversationLogs, `/api/admin/conversation-logs?q=${tag}zebra`);
    expect(response.body).toMatchObject({ total: 30, totalCapped: false });
  });

  it('give the same pages whether the matches of a search are few (cut from the probe) or many (walked newest first)', async () => {
    const { listLogs } = await import('../../../src/server/admin/repository.ts');
    const ids = async (page: number, searchProbe: number) =>
      (await listLogs('conversations', { page, pageSize: 7, search: `${tag}zebra` }, undefined, { countCap: 10_000, searchProbe })).logs.map((log) => log.id);
    for (const page of [1, 2, 5, 6]) expect(await ids(page, 5)).toEqual(await ids(page, 2000));
    const all = [...(await ids(1, 2000)), ...(await ids(2, 2000)), ...(await ids(3, 2000)), ...(await ids(4, 2000)), ...(await ids(5, 2000))];
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    expect(await ids(6, 2000)).toEqual([]);
    const newest = await rows<{ id: number }>(`SELECT id FROM conversation_logs WHERE question LIKE $1 ORDER BY created_at DESC, id DESC`, [`%${tag}zebra%`]);
    expect(all).toEqual(newest.map((row) => row.id));
  });
});

/** The scheduled housekeeping deletes the assistant's logs past their retention (180 days by default, ASSISTANT_LOG_RETENTION_DAYS). */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDatabase, rows } from '../helpers/assistant.ts';

afterAll(closeDatabase);

async function housekeeping(): Promise<Response> {
  vi.resetModules();
  const run = (await import('../../netlify/functions/leads-housekeeping.mts')).default;
  return run();
}

describe('retention of the assistant logs', () => {
  let tag: string;
  beforeEach(() => {
    tag = crypto.randomUUID().slice(0, 8);
    process.env.MAIL_OUTBOX_DIR = '/tmp/bre-retention-outbox';
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    delete process.env.ASSISTANT_LOG_RETENTION_DAYS;
    vi.restoreAllMocks();
  });

  async function seed(daysAgo: number, label: string, fallback = false) {
    const at = `now() - make_interval(days => ${daysAgo})`;
    await rows(`INSERT INTO conversation_logs (question, answer, included_in_fallback, created_at) VALUES ($1, 'a', $2, ${at})`, [`${label}-${tag}`, fallback]);
    await rows(`INSERT INTO calculator_logs (service_type, parameters, estimate_min, estimate_max, created_at) VALUES ($1, '{}', 1, 2, ${at})`, [`${label}-${tag}`]);
    await rows(`INSERT INTO troubleshooter_logs (start_node_id, end_node_id, path_taken, issue_type, created_at) VALUES ('s', 'e', '["s"]', $1, ${at})`, [`${label}-${tag}`]);
  }
  const left = async () => ({
    conversations: (await rows(`SELECT question AS label FROM conversation_logs WHERE question LIKE $1 ORDER BY 1`, [`%-${tag}`])).map((row) => row.label.split('-')[0]),
    calculator: (await rows(`SELECT service_type AS label FROM calculator_logs WHERE service_type LIKE $1 ORDER BY 1`, [`%-${tag}`])).map((row) => row.label.split('-')[0]),
    troubleshooter: (await rows(`SELECT issue_type AS label FROM troubleshooter_logs WHERE issue_type LIKE $1 ORDER BY 1`, [`%-${tag}`])).map((row) => row.label.split('-')[0]),
  });

  it("deletes logs older than 180 days, keeps younger ones and the owner's fallback answers", async () => {
    await seed(181, 'old');
    await seed(179, 'recent');
    await seed(400, 'curated', true);
    expect((await housekeeping()).status).toBe(204);
    expect(await left()).toEqual({ conversations: ['curated', 'recent'], calculator: ['recent'], troubleshooter: ['recent'] });
  }, 30_000); // the first call loads the function's whole module graph

  it('follows ASSISTANT_LOG_RETENTION_DAYS', async () => {
    process.env.ASSISTANT_LOG_RETENTION_DAYS = '7';
    await seed(8, 'week');
    await seed(6, 'days');
    expect((await housekeeping()).status).toBe(204);
    expect(await left()).toEqual({ conversations: ['days'], calculator: ['days'], troubleshooter: ['days'] });
  });
});

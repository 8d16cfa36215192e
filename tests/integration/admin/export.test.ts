import { parseCsv as parse } from '../../helpers/csv.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import exportCsv from '../../../netlify/functions/admin-export.mts';
import { closeDatabase, rows } from '../../helpers/assistant.ts';
import { callWith, loginCookie, useTestCredentials } from './harness.ts';

const tag = `x${Date.now().toString(36)}`;
let cookie: string;

beforeAll(async () => {
  useTestCredentials();
  cookie = await loginCookie();
  await rows(`INSERT INTO conversation_logs (question, answer, ip_address, user_agent) VALUES ($1, $2, '203.0.113.9', 'agent, "quoted"')`, [
    `=HYPERLINK("http://evil.example","${tag}")`,
    '+1 call us, then -2 @home',
  ]);
  await rows(
    `INSERT INTO calculator_logs (service_type, parameters, estimate_min, estimate_max, breakdown_labor, breakdown_materials, breakdown_permits) VALUES ($1, $2, 150, 300, 90, 60, 25)`,
    [`outlets-${tag}`, JSON.stringify({ query: '@SUM(1,2)', details: 'two outlets\nin the garage' })],
  );
  await rows(
    `INSERT INTO troubleshooter_logs (start_node_id, end_node_id, path_taken, issue_type, recommendation, severity, completed_path) VALUES ('start', 'power-loss-1', $1, $2, '-call now', 'medium', false)`,
    [JSON.stringify(['start', 'power-loss-1']), `Power ${tag}`],
  );
  await rows(`INSERT INTO contact_requests (name, phone, email, service, message) VALUES ($1, '(406) 555-0100', 'l@example.com', 'panel', '=1+1')`, [`Lead ${tag}`]);
});
afterAll(closeDatabase);

async function download(kind: string, search = tag) {
  const result = await callWith(exportCsv, cookie, { path: `/api/admin/export?kind=${kind}&q=${encodeURIComponent(search)}` });
  expect(result.status).toBe(200);
  expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const today = new Date().toISOString().slice(0, 10);
  expect(result.headers.get('content-disposition')).toBe(`attachment; filename="${kind}-${today}.csv"`);
  // A UTF-8 byte-order mark first, for spreadsheet programs (Response.text() drops it).
  const bytes = new Uint8Array(await result.response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(result.body as string);
}

describe('GET /api/admin/export', () => {
  it('conversations: exactly the spec columns, with formulas neutralized and CSV quoting', async () => {
    const [header, ...data] = await download('conversations');
    expect(header).toEqual(['ID', 'Date', 'Question', 'Answer', 'IP Address', 'User Agent']);
    expect(data).toHaveLength(1);
    expect(data[0][2]).toBe(`'=HYPERLINK("http://evil.example","${tag}")`);
    expect(data[0][3]).toBe("'+1 call us, then -2 @home");
    expect(data[0][4]).toBe('203.0.113.9');
    expect(data[0][5]).toBe('agent, "quoted"');
    // The business's local time with its offset (America/Denver: -07:00 in winter, -06:00 in summer).
    expect(data[0][1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} -0[67]:00$/);
  });

  it('calculator: the spec columns, query and details from the parameters', async () => {
    const [header, ...data] = await download('calculator');
    expect(header).toEqual(['ID', 'Date', 'Service Type', 'Query', 'Details', 'Min', 'Max', 'Labor', 'Materials', 'Permits', 'Other', 'IP']);
    expect(data[0].slice(2)).toEqual([`outlets-${tag}`, "'@SUM(1,2)", 'two outlets\nin the garage', '150', '300', '90', '60', '25', '', 'unknown']);
  });

  it('troubleshooter: the spec columns with the path length', async () => {
    const [header, ...data] = await download('troubleshooter');
    expect(header).toEqual(['ID', 'Date', 'Issue Type', 'Start Node', 'End Node', 'Path Length', 'Recommendation', 'Severity', 'Completed Path', 'IP']);
    expect(data[0].slice(2)).toEqual([`Power ${tag}`, 'start', 'power-loss-1', '2', "'-call now", 'medium', 'No', 'unknown']);
  });

  it('leads: contact requests with their status', async () => {
    const [header, ...data] = await download('leads');
    expect(header).toEqual(['ID', 'Date', 'Name', 'Phone', 'Email', 'Service', 'Message', 'Callback Requested', 'Preferred Time', 'Status', 'Spam', 'IP']);
    // The service's label, as the contact form's dropdown shows it, not its id ('panel').
    expect(data[0].slice(2, 11)).toEqual([`Lead ${tag}`, '(406) 555-0100', 'l@example.com', 'Panel Upgrades', "'=1+1", 'No', '', 'new', 'No']);
  });

  it('streams every matching row, past one batch of 1000', async () => {
    await rows(`INSERT INTO conversation_logs (question, answer) SELECT 'bulk ${tag}b ' || g, 'a' FROM generate_series(1, 2345) g`);
    const [, ...data] = await download('conversations', `${tag}b`);
    expect(data).toHaveLength(2345);
    expect(new Set(data.map((row) => row[0])).size).toBe(2345);
  });

  it('refuses an unknown kind with 400', async () => {
    const result = await callWith(exportCsv, cookie, { path: '/api/admin/export?kind=passwords' });
    expect(result.status).toBe(400);
  });
});

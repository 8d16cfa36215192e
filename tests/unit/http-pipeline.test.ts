/** The request pipeline (src/server/http/pipeline.ts) on its own: statuses, the error shape, limits, form bodies. */
import * as z from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactRequestSchema, smsConsentSchema } from '../../src/domain/leads/schemas.ts';
import { RequestError as DomainRequestError } from '../../src/server/http/request-error.ts';
import { endpoint, formToObject, readBody, validate } from '../../src/server/http/pipeline.ts';
import { RequestError } from '../../src/server/http/request.ts';

const url = 'http://localhost/api/x';
const chunked = (bytes: number, type = 'application/json') =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': type },
    // A stream: no Content-Length, as a chunked upload.
    body: new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(bytes).fill(0x61));
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);

afterEach(() => vi.restoreAllMocks());

describe('the request pipeline', () => {
  const schema = z.object({ name: z.string().min(2, 'Name is too short'), count: z.number() });
  const handler = endpoint({ name: 'test', methods: ['POST'] }, async ({ request }) => {
    const data = validate(schema, await readBody(request, { limit: 1024 }));
    return Response.json(data);
  });

  it('answers 405 with Allow for another method, with a message and a request id', async () => {
    const response = await handler(new Request(url, { method: 'PUT' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ message: 'Method not allowed. Use POST.' });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 413 over the limit without a Content-Length, and 415 for another type', async () => {
    expect((await handler(chunked(2048))).status).toBe(413);
    expect((await handler(chunked(10, 'text/plain'))).status).toBe(415);
  });

  it('answers 400 with every field error under errors', async () => {
    const response = await handler(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"a"}' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Name is too short', errors: { name: 'Name is too short', count: expect.any(String) } });
  });

  it('turns an unexpected error into a 500 without its stack, logged with the request id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = endpoint({ name: 'failing', methods: ['GET'] }, async () => {
      throw new Error('secret detail at /srv/app.js:12');
    });
    const response = await failing(new Request(url), { requestId: 'req-123' });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secret|app\.js/);
    expect(response.headers.get('x-request-id')).toBe('req-123');
    expect(String(log.mock.calls[0][0])).toContain('req-123');
  });

  it('adds success: false on the admin endpoints, and keeps a RequestError status and details', async () => {
    const admin = endpoint({ name: 'admin', methods: ['POST'], successFlag: true }, async () => {
      throw new RequestError(404, 'Lead not found', { id: 'No such lead' });
    });
    const response = await admin(new Request(url, { method: 'POST' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Lead not found', errors: { id: 'No such lead' } });
  });

  it('has one RequestError for every function, (status, message, details)', () => {
    expect(RequestError).toBe(DomainRequestError);
    const error = new RequestError(400, 'Bad', { email: 'Please enter a valid email address' });
    expect(error).toMatchObject({ name: 'RequestError', status: 400, message: 'Bad', details: { email: 'Please enter a valid email address' } });
  });
});

describe('form-encoded bodies take the JSON body shape', () => {
  it('reads checkboxes as booleans (absent is false) and leaves texts as texts', () => {
    const contact = formToObject(new URLSearchParams('name=Dana&message=true&requestCallback=on&preferredTime=morning'), contactRequestSchema);
    expect(contact).toEqual({ name: 'Dana', message: 'true', requestCallback: true, preferredTime: 'morning' });
    const consent = formToObject(new URLSearchParams('firstName=Jo&primarySmsConsent=on'), smsConsentSchema);
    expect(consent).toEqual({ firstName: 'Jo', primarySmsConsent: true, emergencySmsConsent: false });
    expect(formToObject(new URLSearchParams('primarySmsConsent=false'), smsConsentSchema).primarySmsConsent).toBe(false);
  });

  it('reads the plain lead form posts: first of repeated fields, true/false spellings, nonsense left for the schema to refuse', () => {
    const body = new URLSearchParams('name=Dana+Whitfield&name=Other&phone=%28406%29+555-0199&requestCallback=on&preferredTime=&website=');
    expect(formToObject(body, contactRequestSchema)).toEqual({ name: 'Dana Whitfield', phone: '(406) 555-0199', requestCallback: true, preferredTime: '', website: '' });
    const box = (value: string) => formToObject(new URLSearchParams({ emergencySmsConsent: value }), smsConsentSchema).emergencySmsConsent;
    expect(['true', '1', 'yes', 'ON'].map(box)).toEqual([true, true, true, true]);
    expect(['off', 'false', '0', 'no', ''].map(box)).toEqual([false, false, false, false, false]);
    expect(box('maybe')).toBe('maybe');
    expect(smsConsentSchema.safeParse({ firstName: 'Jo', lastName: 'Ng', phone: '4065550199', primarySmsConsent: true, emergencySmsConsent: 'maybe' }).success).toBe(false);
  });

  it('turns numeric fields into numbers and ignores prototype keys', () => {
    const schema = z.object({ id: z.number(), tags: z.array(z.string()) });
    const value = formToObject(new URLSearchParams('id=42&tags=a&tags=b&__proto__=x'), schema);
    expect(value).toEqual({ id: 42, tags: ['a', 'b'] });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });
});

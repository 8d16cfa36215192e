import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RequestError } from '../../../src/server/http/request-error.ts';
import { defaultInvalid, endpoint, errorResponse, formToObject, issuesByField, readBody, readBytes, readMultipart, validate } from '../../../src/server/http/pipeline.ts';
import { clientOf, readLimited } from '../../../src/server/http/request.ts';

const post = (body: BodyInit | null, type = 'application/json', headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers: { 'content-type': type, ...headers } });
/** The RequestError a promise rejects with, as [status, message]. */
async function refusal(promise: Promise<unknown>): Promise<[number, string]> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RequestError);
  return [(error as RequestError).status, (error as RequestError).message];
}

afterEach(() => vi.restoreAllMocks());

describe('reading a body', () => {
  it('names the types it takes in the 415', async () => {
    expect(await refusal(readBody(post('{}', 'text/plain')))).toEqual([415, 'Send the request body as JSON (Content-Type: application/json).']);
    expect(await refusal(readBody(post('{}', 'text/plain'), { accept: ['json', 'form'] }))).toEqual([
      415,
      'Send the request body as JSON (Content-Type: application/json) or as a form (application/x-www-form-urlencoded).',
    ]);
    expect(await refusal(readBody(post('{}', 'text/plain'), { accept: ['form'] }))).toEqual([415, 'Send the request body as application/x-www-form-urlencoded.']);
    expect(await refusal(readMultipart(post('x', 'text/plain'), { limit: 10 }))).toEqual([415, 'Send the request body as multipart/form-data.']);
    expect(await refusal(readMultipart(post('x', 'text/plain'), { limit: 10, typeMessage: 'Upload an image.' }))).toEqual([415, 'Upload an image.']);
  });

  it('takes JSON types with a suffix or parameters, and a form', async () => {
    expect(await readBody(post('{"a":1}', 'application/vnd.api+json; charset=utf-8'))).toEqual({ a: 1 });
    expect(await readBody(post('a=1&b=x', 'application/x-www-form-urlencoded; charset=utf-8'), { accept: ['json', 'form'] })).toEqual({ a: '1', b: 'x' });
    expect(await refusal(readBody(post('{}', 'application/jsonp')))).toEqual([415, 'Send the request body as JSON (Content-Type: application/json).']);
  });

  it('refuses an empty, malformed, non-object or non-UTF-8 body with its message', async () => {
    expect(await refusal(readBody(post('  ')))).toEqual([400, 'The request body is empty: send a JSON object.']);
    expect(await refusal(readBody(post('{')))).toEqual([400, 'The request body is not valid JSON.']);
    expect(await refusal(readBody(post('[1]')))).toEqual([400, 'The request body must be a JSON object.']);
    expect(await refusal(readBody(post('null')))).toEqual([400, 'The request body must be a JSON object.']);
    expect(await refusal(readBody(post('"text"')))).toEqual([400, 'The request body must be a JSON object.']);
    expect(await refusal(readBody(post(new Uint8Array([0x7b, 0xff, 0x7d]))))).toEqual([400, 'The request body is not valid UTF-8.']);
  });

  it('refuses more than the limit, declared or sent, with the default or its own message', async () => {
    expect(await refusal(readBytes(post('x'.repeat(11)), 10))).toEqual([413, 'The request is too large: at most 0.009765625 KB.']);
    expect(await refusal(readBytes(post('{}', 'application/json', { 'content-length': '2048' }), 1024))).toEqual([413, 'The request is too large: at most 1 KB.']);
    expect(await refusal(readBytes(post('x'.repeat(2048)), 1024, 'Too big.'))).toEqual([413, 'Too big.']);
    expect(await readBytes(post('x'.repeat(10)), 10)).toHaveLength(10);
    expect(await readLimited(new Request('http://localhost/', { method: 'POST' }), 10)).toEqual(new Uint8Array());
  });

  it('reads a multipart form within its limit, and refuses a broken one', async () => {
    const form = new FormData();
    form.set('quality', '80');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    expect((await readMultipart(request, { limit: 10_000 })).get('quality')).toBe('80');
    expect(await refusal(readMultipart(post('not a form', 'multipart/form-data; boundary=x'), { limit: 10_000 }))).toEqual([400, 'The upload is not a valid multipart form.']);
  });
});

describe('form posts take the shape of the JSON body', () => {
  const schema = z.object({ name: z.string(), agree: z.boolean().optional(), count: z.number().int().default(1), tags: z.array(z.string()), price: z.number().nullable() });

  it('reads checkboxes, numbers and lists by the schema', () => {
    const params = new URLSearchParams('name=Jo&agree=off&count=3&tags=a&tags=b&price=');
    expect(formToObject(params, schema)).toEqual({ name: 'Jo', agree: false, count: 3, tags: ['a', 'b'], price: '' });
    expect(formToObject(new URLSearchParams('agree=on&count=x'), schema)).toEqual({ agree: true, count: 'x' });
    expect(formToObject(new URLSearchParams('agree=NO&count= 4 '), schema)).toEqual({ agree: false, count: 4 });
    expect(formToObject(new URLSearchParams('a=1&a=2'))).toEqual({ a: '1' });
  });
});

describe('validation', () => {
  it('keys the first message of each field, "form" for the whole body', () => {
    expect(
      issuesByField([
        { path: ['a', 0], message: 'first' },
        { path: ['a'], message: 'second' },
        { path: [], message: 'body' },
      ]),
    ).toEqual({ a: 'first', form: 'body' });
    const error = defaultInvalid([]);
    expect([error.status, error.message, error.details]).toEqual([400, 'The request is not valid.', {}]);
    expect(validate(z.object({ a: z.number() }), { a: 1 })).toEqual({ a: 1 });
    expect(() => validate(z.object({ a: z.number() }), {}, () => new RequestError(422, 'Nope'))).toThrow('Nope');
  });

  it('answers errors with the details only when there are some', async () => {
    for (const details of [undefined, null, '']) expect(await errorResponse(new RequestError(400, 'Bad', details)).json()).toEqual({ message: 'Bad' });
    expect(await errorResponse(new RequestError(400, 'Bad', 'why'), { successFlag: true }).json()).toEqual({ success: false, message: 'Bad', errors: 'why' });
  });
});

describe('the endpoint wrapper', () => {
  it('serves HEAD with GET, and says which methods it takes', async () => {
    const handler = endpoint({ name: 't', methods: ['GET'] }, async () => new Response('ok'));
    expect((await handler(new Request('http://localhost/', { method: 'HEAD' }))).status).toBe(200);
    const refused = await handler(new Request('http://localhost/', { method: 'DELETE' }));
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET');
    expect(await refused.json()).toEqual({ message: 'Method not allowed. Use GET.' });
    const admin = endpoint({ name: 't', methods: ['POST', 'PUT'], successFlag: true }, async () => new Response('ok'));
    const wrong = await admin(new Request('http://localhost/', { method: 'HEAD' }));
    expect(await wrong.json()).toEqual({ success: false, message: 'Method not allowed. Use POST or PUT.' });
    expect(wrong.headers.get('allow')).toBe('POST, PUT');
  });

  it("uses the platform's request id when it is a safe one, and a fresh one otherwise", async () => {
    const handler = endpoint({ name: 't', methods: ['GET'] }, async () => new Response('ok'));
    expect((await handler(new Request('http://localhost/'), { requestId: 'abc-123.x:y' })).headers.get('x-request-id')).toBe('abc-123.x:y');
    expect((await handler(new Request('http://localhost/'), { requestId: 'bad id' })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await handler(new Request('http://localhost/'), { requestId: 'x'.repeat(129) })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const fetched = endpoint({ name: 't', methods: ['GET'] }, async () => Response.redirect('http://localhost/elsewhere', 302));
    const redirect = await fetched(new Request('http://localhost/'), { requestId: 'r1' });
    expect([redirect.status, redirect.headers.get('x-request-id'), redirect.headers.get('location')]).toEqual([302, 'r1', 'http://localhost/elsewhere']);
  });

  it('logs an unexpected failure with its stack and a chosen 5xx without one, and answers the endpoint failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = endpoint({ name: 'contact', methods: ['GET'], failure: () => new Response('queued', { status: 202 }) }, async () => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown non-Error is what this test is about
      throw 'odd';
    });
    const answer = await failing(new Request('http://localhost/'), { requestId: 'r2' });
    expect([answer.status, await answer.text()]).toEqual([202, 'queued']);
    expect(errors).toHaveBeenCalledWith('contact: answered 202 [request r2]:', 'odd');
    const outage = endpoint({ name: 'health', methods: ['GET'] }, async () => new Response('down', { status: 503 }));
    await outage(new Request('http://localhost/'), { requestId: 'r3' });
    expect(warnings).toHaveBeenCalledWith('health: answered 503 [request r3]');
    const fine = endpoint({ name: 'ok', methods: ['GET'] }, async () => new Response('fine', { status: 499 }));
    await fine(new Request('http://localhost/'), { requestId: 'r4' });
    expect(warnings).toHaveBeenCalledTimes(1);
  });
});

describe('the client of a request', () => {
  it("is the platform's address, else the header, else unknown; the user agent cut to 512 characters", () => {
    const request = new Request('http://localhost/', { headers: { 'x-nf-client-connection-ip': ' 203.0.113.9 ', 'user-agent': `  ${'u'.repeat(600)}` } });
    expect(clientOf(request, { ip: ' 198.51.100.1 ' })).toEqual({ ip: '198.51.100.1', userAgent: 'u'.repeat(512) });
    expect(clientOf(request, { ip: '   ' }).ip).toBe('203.0.113.9');
    expect(clientOf(request, { ip: 7 }).ip).toBe('203.0.113.9');
    expect(clientOf(new Request('http://localhost/'))).toEqual({ ip: 'unknown', userAgent: 'unknown' });
    expect(clientOf(new Request('http://localhost/'), { ip: 'i'.repeat(80) }).ip).toHaveLength(64);
  });
});

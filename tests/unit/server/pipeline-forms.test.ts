/**
 * More of the request pipeline (src/server/http/pipeline.ts): the 415 for three body types, the
 * byte limit at its edge, a body that cannot be read, form fields by a schema's wrappers, words
 * that are not fields, and the answer and the log of an unexpected error.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RequestError } from '../../../src/server/http/request-error.ts';
import { INTERNAL_ERROR_MESSAGE, endpoint, formToObject, readBody, readBytes } from '../../../src/server/http/pipeline.ts';

const post = (body: BodyInit | null, type = 'application/json', headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers: { 'content-type': type, ...headers } });
async function refusal(promise: Promise<unknown>): Promise<[number, string]> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RequestError);
  return [(error as RequestError).status, (error as RequestError).message];
}
const form = (text: string, schema?: unknown) => formToObject(new URLSearchParams(text), schema);

afterEach(() => vi.restoreAllMocks());

describe('the body types an endpoint takes', () => {
  it('names every one in the 415 when it takes three, or a form and an upload', async () => {
    expect(await refusal(readBody(post('{}', 'text/plain'), { accept: ['json', 'form', 'multipart'] }))).toEqual([
      415,
      'Send the request body as application/json or application/x-www-form-urlencoded or multipart/form-data.',
    ]);
    expect(await refusal(readBody(post('{}', 'text/plain'), { accept: ['form', 'multipart'] }))).toEqual([
      415,
      'Send the request body as application/x-www-form-urlencoded or multipart/form-data.',
    ]);
  });

  it('never reads an upload as an object', async () => {
    const upload = new Request('http://localhost/', { method: 'POST', body: new FormData() });
    expect(await refusal(readBody(upload, { accept: ['multipart'] }))).toEqual([415, 'Send the request body as multipart/form-data.']);
  });
});

describe('the bytes of a body', () => {
  it('reads a body declared at exactly the limit', async () => {
    expect(await readBytes(post('x'.repeat(10), 'application/json', { 'content-length': '10' }), 10)).toHaveLength(10);
  });

  it('answers 400 when the body cannot be read', async () => {
    const broken = new ReadableStream({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const request = new Request('http://localhost/', { method: 'POST', body: broken, duplex: 'half' } as RequestInit);
    expect(await refusal(readBytes(request, 100))).toEqual([400, 'The request body could not be read.']);
  });
});

describe('a form post as the JSON body would be', () => {
  it('reads a checkbox word whatever its case and spaces', () => {
    expect(form('agree=%20Yes%20', z.object({ agree: z.boolean() }))).toEqual({ agree: true });
  });

  it('turns a numeric text into a number, for a number or an integer, but not a blank one', () => {
    expect(form('count=5&whole=7', z.object({ count: z.number(), whole: z.int() }))).toEqual({ count: 5, whole: 7 });
    expect(form('count=%20', z.object({ count: z.number() }))).toEqual({ count: ' ' });
  });

  it('keeps a field named "constructor", "prototype" or nothing out of harm: the last two are not fields', () => {
    const value = form('constructor=y&prototype=z&=empty&a=1');
    expect(Object.keys(value)).toEqual(['', 'a']);
    expect(value).toEqual({ '': 'empty', a: '1' });
  });

  it('reads each field as text when the schema is not a zod object, or a field is not a zod schema', () => {
    expect(form('a=1', {})).toEqual({ a: '1' });
    expect(form('a=on', { _zod: { def: { shape: { a: {} } } } })).toEqual({ a: 'on' });
    expect(form('b=1', { _zod: { def: { shape: { a: {} } } } })).toEqual({ b: '1' });
  });

  it('looks through at most ten wrappers of a field, and never loops', () => {
    const wrapped = (depth: number): unknown => (depth === 0 ? z.boolean() : { _zod: { def: { type: 'optional', innerType: wrapped(depth - 1) } } });
    const shape = (field: unknown) => ({ _zod: { def: { type: 'object', shape: { a: field } } } });
    expect(form('a=on', shape(wrapped(10)))).toEqual({ a: true });
    expect(form('a=on', shape(wrapped(11)))).toEqual({ a: 'on' });
    const loop: { _zod: { def: { type: string; innerType?: unknown } } } = { _zod: { def: { type: 'optional' } } };
    loop._zod.def.innerType = loop;
    expect(form('a=on', shape(loop))).toEqual({ a: 'on' });
  });

  it('follows the input of a pipe only, not of another type', () => {
    const shape = (field: unknown) => ({ _zod: { def: { type: 'object', shape: { a: field } } } });
    expect(form('a=on', shape({ _zod: { def: { type: 'pipe', in: z.boolean() } } }))).toEqual({ a: true });
    expect(form('a=5', shape({ _zod: { def: { type: 'number', in: z.boolean() } } }))).toEqual({ a: 5 });
  });
});

describe('an unexpected error', () => {
  it('answers 500 with the one message, and success: false on the admin endpoints', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fail = async (): Promise<Response> => {
      throw new Error('boom');
    };
    const plain = await endpoint({ name: 'x', methods: ['POST'] }, fail)(post('{}'), { requestId: 'r1' });
    expect([plain.status, await plain.json()]).toEqual([500, { message: INTERNAL_ERROR_MESSAGE }]);
    const admin = await endpoint({ name: 'x', methods: ['POST'], successFlag: true }, fail)(post('{}'), { requestId: 'r2' });
    expect([admin.status, await admin.json()]).toEqual([500, { success: false, message: INTERNAL_ERROR_MESSAGE }]);
  });

  it('logs the stack of an Error, and warns of a 500 the endpoint chose itself', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new Error('boom');
    await endpoint({ name: 'x', methods: ['POST'] }, async () => {
      throw error;
    })(post('{}'), { requestId: 'r3' });
    expect(errors).toHaveBeenCalledWith('x: answered 500 [request r3]:', error.stack);
    await endpoint({ name: 'y', methods: ['POST'] }, async () => new Response('down', { status: 500 }))(post('{}'), { requestId: 'r4' });
    expect(warnings).toHaveBeenCalledWith('y: answered 500 [request r4]');
  });
});

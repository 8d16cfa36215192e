/**
 * The islands' API client (src/islands/lib/api.ts) against a stubbed fetch: what it sends, the
 * error answer read into ApiError (from the real pipeline's answer too), the failure texts of each
 * voice, time-outs and cancellation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, adminApi, answerMessage, apiUrl, siteApi } from '../../src/islands/lib/api.ts';
import { RequestError } from '../../src/server/http/request.ts';
import { endpoint } from '../../src/server/http/pipeline.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

let sent: Sent[] = [];

/** fetch answers with `answer` (or throws what it throws) and records what it was sent. */
function stubFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer(url, init);
  });
}

/** fetch that never answers, and fails with an AbortError once its signal is aborted (as browsers do). */
function stubHangingFetch() {
  sent = [];
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise((_, reject) => {
        sent.push({ url, init });
        const aborted = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (init.signal?.aborted) aborted();
        init.signal?.addEventListener('abort', aborted);
      }),
  );
}

/** The rejection of `promise`, which must reject. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a call that succeeds', () => {
  it('posts the body as JSON to the route, with the session cookie and the extra headers, and returns the answer', async () => {
    stubFetch(() => json({ answer: 'We serve Polson.' }));
    const answer = await siteApi('POST /api/ask', { body: { question: 'Do you serve Polson?' }, headers: { 'idempotency-key': 'key-12345678' } });
    expect(answer).toEqual({ answer: 'We serve Polson.' });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/ask');
    expect(sent[0].init).toMatchObject({
      method: 'POST',
      body: '{"question":"Do you serve Polson?"}',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': 'key-12345678' },
    });
  });

  it('builds the query string without empty values, and fills path parameters encoded', async () => {
    stubFetch(() => json({ success: true, logs: [], total: 0, page: 2, pageSize: 25 }));
    await adminApi('GET /api/admin/leads', { query: { kind: 'sms_consent', spam: undefined, q: '', page: 2, pageSize: 25 } });
    expect(sent[0].url).toBe('/api/admin/leads?kind=sms_consent&page=2&pageSize=25');
    expect(sent[0].init.method).toBe('GET');
    expect(sent[0].init.body).toBeUndefined();
    expect(sent[0].init.headers).toEqual({ accept: 'application/json' });

    stubFetch(() => json({ success: true, message: 'Image deleted', deleted: ['a b.webp'] }));
    await adminApi('DELETE /api/optimized-images/:name', { params: { name: 'a b/../x.webp' } });
    expect(sent[0].url).toBe('/api/optimized-images/a%20b%2F..%2Fx.webp');
    expect(sent[0].init.method).toBe('DELETE');

    expect(apiUrl('/api/admin/export', { kind: 'leads', q: 'panel upgrade' })).toBe('/api/admin/export?kind=leads&q=panel+upgrade');
    expect(apiUrl('/api/admin/export', { q: '' })).toBe('/api/admin/export');
  });

  it('sends a body holding a file as multipart/form-data, leaving its content type to the browser', async () => {
    stubFetch(() => json({ success: true, message: 'Image optimized successfully' }));
    const image = new File([new Uint8Array([1, 2, 3])], 'kitchen.jpg', { type: 'image/jpeg' });
    await adminApi('POST /api/optimize-image', { body: { image, quality: 80, width: 1920 } });
    const body = sent[0].init.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect((form.get('image') as File).name).toBe('kitchen.jpg');
    expect(form.get('quality')).toBe('80');
    expect(form.get('width')).toBe('1920');
    expect(sent[0].init.headers).toEqual({ accept: 'application/json' });
  });
});

describe('an error answer', () => {
  it('is read from what the pipeline sends: status, message, field errors, request id, success: false', async () => {
    const handler = endpoint({ name: 'admin: test', methods: ['POST'], successFlag: true }, async () => {
      throw new RequestError(400, 'Status must be new, contacted or closed', { status: 'Status must be new, contacted or closed' });
    });
    const answer = await handler(new Request('http://localhost/api/admin/update-lead', { method: 'POST' }), { requestId: 'req-4711' });
    stubFetch(() => answer);
    const error = await failure(adminApi('POST /api/admin/update-lead', { body: { kind: 'contact', id: 3, status: 'new' } }));
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      kind: 'http',
      message: 'Status must be new, contacted or closed',
      fieldErrors: { status: 'Status must be new, contacted or closed' },
      requestId: 'req-4711',
      answered: true,
    });
    expect(error.body).toEqual({ success: false, message: 'Status must be new, contacted or closed', errors: { status: 'Status must be new, contacted or closed' } });
    expect(answerMessage(error)).toBe('Status must be new, contacted or closed');
  });

  it("turns the assistant's list of issues into each field's first message", async () => {
    stubFetch(() =>
      json(
        {
          message: 'Your message is too long.',
          errors: [
            { path: 'conversationHistory.0.content', message: 'Too long' },
            { path: 'query', message: 'Your message is too long.' },
            { path: 'query', message: 'A second issue' },
            { path: '', message: 'The body' },
            { path: 'ignored' },
          ],
        },
        413,
      ),
    );
    const error = await failure(siteApi('POST /api/ai-chat', { body: { query: 'x'.repeat(3000) } }));
    expect(error.status).toBe(413);
    expect(error.fieldErrors).toEqual({ conversationHistory: 'Too long', query: 'Your message is too long.', form: 'The body' });
  });

  it("keeps a lead form's field errors, leaving out anything that is not a message", async () => {
    stubFetch(() => json({ message: 'Please correct the highlighted fields and try again.', errors: { email: 'Please enter a valid email address', phone: 7 } }, 400));
    const error = await failure(
      siteApi('POST /api/contact', {
        body: { name: 'Dana', phone: '4065550142', email: 'x', service: 'panel', message: 'Our fuse box needs work.', website: '', fillTimeMs: 5000 },
        headers: { 'idempotency-key': 'key-12345678' },
      }),
    );
    expect(error.message).toBe('Please correct the highlighted fields and try again.');
    expect(error.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('without a message of its own says "status: response text" to the visitor and "The server answered N." to the owner', async () => {
    stubFetch(() => new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
    const visitor = await failure(siteApi('POST /api/ask', { body: { question: 'Hi' } }));
    expect(visitor).toMatchObject({ status: 502, kind: 'http', message: '502: Bad Gateway', fieldErrors: {} });
    expect(visitor.body).toBeUndefined();
    expect(answerMessage(visitor)).toBe('');
    const owner = await failure(adminApi('GET /api/admin/overview'));
    expect(owner).toMatchObject({ status: 502, message: 'The server answered 502.' });

    stubFetch(() => json({ queued: true }, 503));
    expect((await failure(siteApi('POST /api/ask', { body: { question: 'Hi' } }))).message).toBe('503: {"queued":true}');
    stubFetch(() => json({ success: false, error: 'Optimization failed: the file is empty' }, 500));
    const optimizer = await failure(adminApi('GET /api/optimized-images'));
    expect(optimizer.message).toBe('Optimization failed: the file is empty');
    expect(answerMessage(optimizer)).toBe('Optimization failed: the file is empty');
  });

  it('keeps the body of an error answer that carries data (the estimate 503)', async () => {
    stubFetch(() => json({ estimate: null, serviceType: 'unknown', explanation: 'I encountered an error while trying to generate an estimate...' }, 503));
    const error = await failure(siteApi('POST /api/estimate', { body: { message: 'panel' } }));
    expect(error.body).toEqual({ estimate: null, serviceType: 'unknown', explanation: 'I encountered an error while trying to generate an estimate...' });
    expect(error.message).toBe('503: {"estimate":null,"serviceType":"unknown","explanation":"I encountered an error while trying to generate an estimate..."}');
  });
});

describe('no usable answer', () => {
  it('a network failure has status 0 and the voice network text', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const visitor = await failure(siteApi('POST /api/ask', { body: { question: 'Hi' } }));
    expect(visitor).toMatchObject({ status: 0, kind: 'network', message: 'We could not reach our server. Please check your connection and try again.', answered: false });
    const owner = await failure(adminApi('GET /api/admin/session'));
    expect(owner).toMatchObject({ status: 0, kind: 'network', message: 'The server cannot be reached. Check the connection and try again.' });
  });

  it('a 200 that is not JSON is unreadable, with the status text', async () => {
    stubFetch(() => new Response('<html>maintenance</html>', { status: 200, headers: { 'x-request-id': 'req-9' } }));
    const error = await failure(siteApi('POST /api/ask', { body: { question: 'Hi' } }));
    expect(error).toMatchObject({ status: 200, kind: 'unreadable', message: '200: <html>maintenance</html>', requestId: 'req-9', answered: true });
  });

  it('times out after 30 s by default, aborting the request, with the voice time-out text', async () => {
    vi.useFakeTimers();
    stubHangingFetch();
    let settled = false;
    const call = siteApi('POST /api/ask', { body: { question: 'Hi' } }).finally(() => {
      settled = true;
    });
    const outcome = failure(call);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    expect(sent[0].init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toMatchObject({ status: 0, kind: 'timeout', message: 'Please try again later.', answered: false });
    expect(sent[0].init.signal?.aborted).toBe(true);

    stubHangingFetch();
    const owner = failure(adminApi('GET /api/admin/overview'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await owner).toMatchObject({ kind: 'timeout', message: 'The server did not answer in time. Check the connection and try again.' });
  });

  it('gives the chat 45 s and the upload 65 s, and a call its own time-out when it asks', async () => {
    vi.useFakeTimers();
    stubHangingFetch();
    let settled = false;
    const chat = failure(
      siteApi('POST /api/ai-chat', { body: { query: 'Hi' } }).finally(() => {
        settled = true;
      }),
    );
    await vi.advanceTimersByTimeAsync(44_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await chat).kind).toBe('timeout');

    stubHangingFetch();
    settled = false;
    const image = new File([new Uint8Array([1])], 'a.png');
    const upload = failure(
      adminApi('POST /api/optimize-image', { body: { image, quality: 80, width: 1920 } }).finally(() => {
        settled = true;
      }),
    );
    await vi.advanceTimersByTimeAsync(64_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await upload).kind).toBe('timeout');

    stubHangingFetch();
    const quick = failure(siteApi('POST /api/ask', { body: { question: 'Hi' }, timeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await quick).kind).toBe('timeout');
  });

  it("is cancelled by the caller's signal: kind 'aborted', not a time-out", async () => {
    stubHangingFetch();
    const controller = new AbortController();
    const call = failure(adminApi('GET /api/admin/session', { signal: controller.signal }));
    controller.abort();
    expect(await call).toMatchObject({ status: 0, kind: 'aborted', answered: false });

    stubHangingFetch();
    const already = new AbortController();
    already.abort();
    expect(await failure(adminApi('GET /api/admin/session', { signal: already.signal }))).toMatchObject({ kind: 'aborted' });
  });
});

/**
 * The routes are typed by the functions' schemas: each line below must fail to compile, and
 * `npm run check` (tsc) fails when one compiles. Never called.
 */
export function routeTypeChecks() {
  // @ts-expect-error no such route
  void siteApi('POST /api/nothing', { body: {} });
  // @ts-expect-error the ask schema's field is `question`
  void siteApi('POST /api/ask', { body: { questio: 'Hi' } });
  // @ts-expect-error a lead status outside LEAD_STATUSES
  void adminApi('POST /api/admin/update-lead', { body: { kind: 'contact', id: 1, status: 'done' } });
  // @ts-expect-error the delete route needs the image name
  void adminApi('DELETE /api/optimized-images/:name');
  // @ts-expect-error the contact form's fields are missing
  void siteApi('POST /api/contact', { body: { name: 'Dana', website: '', fillTimeMs: 4000 } });
  void adminApi('GET /api/admin/overview').then((overview) => {
    // @ts-expect-error the overview's days are a list
    const days: number = overview.days;
    return days;
  });
}

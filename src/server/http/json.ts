/** Small helpers every function uses to answer in JSON. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      // Netlify's header rules cover static files, not function responses.
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

/** JSON POST for the assistant islands: network failures and non-JSON bodies become plain results. */
export type PostResult<T> = { kind: 'ok'; status: number; data: T } | { kind: 'http'; status: number; data: Partial<T> & { message?: string } } | { kind: 'network' };

export async function postJson<T>(url: string, body: unknown, signal?: AbortSignal): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    return { kind: 'network' };
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = {};
  }
  return response.ok ? { kind: 'ok', status: response.status, data: data as T } : { kind: 'http', status: response.status, data: (data ?? {}) };
}

/** The back office's calls to /api/admin/* and the optimizer's /api routes: JSON in and out, the session cookie sent by the browser. */
export class AdminApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export async function adminFetch<T>(path: string, init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new AdminApiError(0, 'The server cannot be reached. Check the connection and try again.');
  }
  const data = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new AdminApiError(response.status, data.message ?? `The server answered ${response.status}.`);
  return data;
}

export interface PageResult<T> {
  success: boolean;
  logs: T[];
  total: number;
  totalCapped?: boolean;
  page: number;
  pageSize: number;
}

export function listUrl(path: string, params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

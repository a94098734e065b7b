// A fake HTTP server for client tests: global fetch is replaced by a jest.fn that answers from
// a route table, so RTK Query endpoints run for real against known answers. Unknown routes
// answer 404 (and are recorded), so a test sees any call it did not expect.
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}
export type FakeAnswer = { status?: number; body?: unknown } | undefined;
export type FakeHandler = (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  fetch: jest.Mock;
  /** Every request, in order. */
  requests: FakeRequest[];
  /** Requests to `METHOD /path` (path without the query). */
  calls(route: string): FakeRequest[];
  on(route: string, handler: FakeHandler | FakeAnswer): void;
}

/** Installs the fake as global fetch. Routes are 'GET /api/v1/admin/5/dashboard-data' (no query). */
export function installFakeServer(routes: Record<string, FakeHandler | FakeAnswer> = {}): FakeServer {
  const table = new Map<string, FakeHandler | FakeAnswer>(Object.entries(routes));
  const requests: FakeRequest[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url, 'http://localhost');
    const text = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    const fake: FakeRequest = { method: req.method, path: url.pathname, query: url.searchParams, headers: req.headers, body };
    requests.push(fake);
    const entry = table.get(`${req.method} ${url.pathname}`);
    const answer = typeof entry === 'function' ? await entry(fake) : entry;
    const status = answer?.status ?? (entry === undefined ? 404 : 200);
    // bytes (a stored image, a download) go out as they are
    if (answer?.body instanceof Uint8Array)
      return new Response(new Blob([answer.body as Uint8Array<ArrayBuffer>]), { status, headers: { 'content-type': 'application/octet-stream' } });
    const payload = answer?.body ?? (entry === undefined ? { msg: 'Not found.' } : {});
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  (globalThis as { fetch: unknown }).fetch = fetch;
  return {
    fetch,
    requests,
    calls: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    on: (route, handler) => void table.set(route, handler),
  };
}

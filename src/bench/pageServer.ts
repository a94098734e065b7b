// One HTML page from a bare HTTP server on loopback, with the headers it is given: the console's
// bench visits it beside the console's own server to tell what a single header costs a first
// visit. `/` answers with every header, `withoutOpenerPolicy` with all but
// Cross-Origin-Opener-Policy.
import http from 'node:http';

export interface PageServer {
  url: string;
  /** the path of the page without Cross-Origin-Opener-Policy */
  withoutOpenerPolicy: string;
  close: () => Promise<void>;
}

const OPENER_POLICY = 'cross-origin-opener-policy';

export async function startPageServer(html: string, headers: Record<string, string>): Promise<PageServer> {
  const body = Buffer.from(html);
  const withoutOpenerPolicy = '/without-opener-policy';
  const all = { ...headers, 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length), 'cache-control': 'no-cache' };
  const pages = new Map([
    ['/', all],
    [withoutOpenerPolicy, Object.fromEntries(Object.entries(all).filter(([name]) => name !== OPENER_POLICY))],
  ]);
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (page) res.writeHead(200, page).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    withoutOpenerPolicy,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

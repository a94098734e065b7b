// A loopback TCP proxy in front of the server under test, so a browser test can cut a phone from
// the server for real: the page talks to the proxy's port, and a cut ends every open connection and
// turns new ones away, whoever makes them (the page, its service worker, a keep-alive socket).
// chromium's setOffline does not stop a service worker's requests; this does. The proxy counts the
// HTTP requests it passed on, so a test can show that none reached the server while cut.
import net from 'node:net';

export type CutMode = 'refuse' | 'drop';

export interface NetworkProxy {
  /** the origin the page opens (127.0.0.1, where service workers run) */
  url: string;
  /** `refuse`: nothing listens on the port (connection refused); `drop`: a connection is taken and closed at once, unanswered */
  cut(mode?: CutMode): Promise<void>;
  restore(): Promise<void>;
  readonly isCut: boolean;
  /** the requests passed on to the server, as method and path, in order */
  readonly passed: readonly string[];
  /** connections turned away while cut in `drop` mode: the page did try */
  readonly turnedAway: number;
  close(): Promise<void>;
}

/** The request lines in a chunk a client sent (HTTP/1.1: chromium speaks it to a plain-http origin). */
const REQUEST_LINE = /(?:^|\r\n)(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\S+) HTTP\/1\.[01]\r\n/g;

export async function startProxy(target: string): Promise<NetworkProxy> {
  const to = new URL(target);
  const open = new Set<net.Socket>();
  const passed: string[] = [];
  let mode: CutMode | null = null;
  let turnedAway = 0;

  const server = net.createServer((client) => {
    if (mode) {
      turnedAway += 1;
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(to.port), to.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      for (const m of chunk.toString('latin1').matchAll(REQUEST_LINE)) passed.push(`${m[1]} ${m[2]}`);
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    get isCut() {
      return mode != null;
    },
    passed,
    get turnedAway() {
      return turnedAway;
    },
    async cut(how: CutMode = 'refuse') {
      mode = how;
      // the open connections go first: a keep-alive socket would otherwise carry the next request
      for (const s of open) s.destroy();
      if (how === 'refuse') await stopListening();
    },
    async restore() {
      mode = null;
      if (!server.listening) await listen(port);
    },
    async close() {
      mode = 'refuse';
      for (const s of open) s.destroy();
      await stopListening();
    },
  };
}

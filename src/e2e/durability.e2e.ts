// Durability of the embedded database: the server is killed with SIGKILL in the middle of a burst
// of concurrent writes, started again on the same data folder, and every write it acknowledged is
// there (a write it never answered may or may not be).
import { startServer, type RunningServer } from './harness';

jest.setTimeout(300_000);

const WRITERS = 8;

async function signIn(server: RunningServer) {
  const res = await fetch(`${server.url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: 'Demo@12345' }),
  });
  const body = (await res.json()) as { accessToken: string; user: { org_id: number } };
  return {
    headers: { authorization: `Bearer ${body.accessToken}`, 'content-type': 'application/json' },
    base: `${server.url}/api/v1/admin/${body.user.org_id}`,
  };
}

describe('a PGlite server killed during writes', () => {
  let first: RunningServer | undefined;
  let second: RunningServer | undefined;
  afterAll(async () => {
    await second?.stop();
  });

  it('keeps every write it acknowledged', async () => {
    first = await startServer({ DEMO_VOTERS: '200' });
    const { headers, base } = await signIn(first);
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const name = `Durable ${w}-${i}`;
        try {
          const res = await fetch(`${base}/religion/add`, { method: 'POST', headers, body: JSON.stringify({ name }) });
          if (res.status === 201) acknowledged.push(name);
          else if (!killed) throw new Error(`unexpected ${res.status}`);
        } catch (e) {
          if (!killed) throw e;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    // let the burst run, then kill the process while requests are in flight
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    await first.kill();
    await Promise.all(writers);

    second = await startServer({ DEMO_VOTERS: '200' }, { dataDir: first.dataDir });
    const again = await signIn(second);
    const listed = (await (await fetch(`${again.base}/religion`, { headers: again.headers })).json()) as { religions: Array<{ name: string }> };
    const stored = new Set(listed.religions.map((r) => r.name));
    const lost = acknowledged.filter((n) => !stored.has(n));
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(lost).toEqual([]);
  });
});

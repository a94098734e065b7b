// The load generator of `npm run bench`, in a process of its own so the server's event loop is
// not the one that makes the requests: runs one autocannon job (argv: JSON) and prints its figures.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon, { type Request } from 'autocannon';

export interface LoadJob {
  origin: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** GETs in rotation; with `write`, an add of a master row and the delete of the row it made follow them */
  paths: string[];
  /** the rows added are named `namePrefix` and a number; `listPath` lists them under `listKey` */
  write?: { addPath: string; deletePath: string; itemKey: string; listPath: string; listKey: string; namePrefix: string };
  /** with `marks`, only POSTs of a vote mark, each of a random elector (slot) of the roll */
  marks?: { path: string; acnos: number[]; parts: number; perPart: number };
  /**
   * With `marks`: each connection is an agent who marks at random moments, `agentGapMs` apart on
   * average (not in step with the others, as autocannon's rate limit would have them).
   */
  agentGapMs?: number;
}

export interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p90: number;
  /** only from the agents' run (autocannon gives no p95) */
  p95?: number;
  p97_5: number;
  p99: number;
  /** the longest answer over a connection already open */
  max: number;
  /** the longest first answer of a connection: it includes opening the connection (autocannon's run only) */
  firstMax?: number;
  total: number;
  errors: number;
  non2xx: number;
}

const pickSlot = (m: NonNullable<LoadJob['marks']>) => {
  const pick = (n: number) => 1 + Math.floor(Math.random() * n);
  return JSON.stringify({ acno: m.acnos[pick(m.acnos.length) - 1], partno: pick(m.parts), slnoinpart: pick(m.perPart) });
};

/** Agents marking at random moments for the job's seconds; every answer's time kept. */
async function agents(job: LoadJob & { marks: NonNullable<LoadJob['marks']>; agentGapMs: number }): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const url = new URL(job.marks.path, job.origin);
  const times: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const end = performance.now() + job.seconds * 1000;
  const post = (body: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(url, { method: 'POST', agent, headers: { ...job.headers, 'content-type': 'application/json' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(body);
    });
  const one = async () => {
    while (performance.now() < end) {
      await new Promise((r) => setTimeout(r, -Math.log(1 - Math.random()) * job.agentGapMs));
      const t0 = performance.now();
      try {
        const status = await post(pickSlot(job.marks));
        times.push(performance.now() - t0);
        if (status < 200 || status > 299) non2xx += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: job.connections }, one));
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0);
  return {
    reqPerSec: times.length / job.seconds,
    p50: at(50),
    p90: at(90),
    p95: at(95),
    p97_5: at(97.5),
    p99: at(99),
    max: at(100),
    total: times.length,
    errors,
    non2xx,
  };
}

/** What a browser says it accepts: the server compresses a large answer for it (prepared.ts). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function main() {
  const parsed = JSON.parse(process.argv[2]) as LoadJob;
  const job = { ...parsed, headers: { ...BROWSER, ...parsed.headers } };
  if (job.marks && job.agentGapMs) {
    process.stdout.write(JSON.stringify(await agents({ ...job, marks: job.marks, agentGapMs: job.agentGapMs })));
    return;
  }
  let n = 0;
  const requests: Request[] = job.paths.map((path) => ({ method: 'GET', path }));
  if (job.marks) {
    const marks = job.marks;
    requests.push({
      method: 'POST',
      path: marks.path,
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, 'content-type': 'application/json' },
        body: pickSlot(marks),
      }),
      onResponse: (status, body) => {
        if (status !== 200 && process.env.LOAD_DEBUG) console.error('mark', status, body.slice(0, 300));
      },
    });
  }
  if (job.write) {
    const { addPath, deletePath, itemKey, namePrefix } = job.write;
    requests.push(
      {
        method: 'POST',
        path: addPath,
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `${namePrefix}${process.pid}-${++n}` }),
        }),
        onResponse: (status, body, context) => {
          if (status !== 201 && process.env.LOAD_DEBUG) console.error('add', status, body.slice(0, 300));
          if (status === 201) Reflect.set(context, 'id', (JSON.parse(body) as Record<string, { id: number }>)[itemKey].id);
        },
      },
      { method: 'PUT', setupRequest: (req, context) => ({ ...req, path: deletePath.replace(':id', String(Reflect.get(context, 'id') ?? 0)) }) },
    );
  }
  // Every connection opens in the same instant: its first answer also waits for the server to
  // accept it, which Node 20 (libuv 1.46) does one connection per turn of its event loop, each
  // turn serving every connection already open. That wait is kept apart from the answers'.
  const opened = new WeakSet<object>();
  let firstMax = 0;
  let openMax = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.origin,
        connections: job.connections,
        duration: job.seconds,
        // a content type only where there is a body: Fastify refuses an empty JSON body
        headers: job.headers,
        requests,
        timeout: 10,
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
    instance.on('response', (client, _status, _bytes, ms) => {
      if (opened.has(client)) openMax = Math.max(openMax, ms);
      else {
        opened.add(client);
        firstMax = Math.max(firstMax, ms);
      }
    });
  });
  const figures: LoadFigures = {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: Math.round(openMax),
    firstMax: Math.round(firstMax),
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  process.stdout.write(JSON.stringify(figures));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

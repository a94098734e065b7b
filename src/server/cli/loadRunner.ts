// The load generator of `npm run bench`, in a process of its own so the server's event loop is
// not the one that makes the requests: runs one autocannon job (argv: JSON) and prints its figures.
import autocannon, { type Request } from 'autocannon';

export interface LoadJob {
  origin: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** GETs in rotation; with `write`, an add of a master row and the delete of the row it made follow them */
  paths: string[];
  write?: { addPath: string; deletePath: string; itemKey: string };
  /** with `marks`, only POSTs of a vote mark, each of a random elector (slot) of the roll */
  marks?: { path: string; acnos: number[]; parts: number; perPart: number };
  /** requests a second of each connection (none: as fast as answers come) */
  connectionRate?: number;
}

export interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  max: number;
  total: number;
  errors: number;
  non2xx: number;
}

async function main() {
  const job = JSON.parse(process.argv[2]) as LoadJob;
  let n = 0;
  const requests: Request[] = job.paths.map((path) => ({ method: 'GET', path }));
  if (job.marks) {
    const { path, acnos, parts, perPart } = job.marks;
    const pick = (n: number) => 1 + Math.floor(Math.random() * n);
    requests.push({
      method: 'POST',
      path,
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ acno: acnos[pick(acnos.length) - 1], partno: pick(parts), slnoinpart: pick(perPart) }),
      }),
      onResponse: (status, body) => {
        if (status !== 200 && process.env.LOAD_DEBUG) console.error('mark', status, body.slice(0, 300));
      },
    });
  }
  if (job.write) {
    const { addPath, deletePath, itemKey } = job.write;
    requests.push(
      {
        method: 'POST',
        path: addPath,
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Load ${process.pid}-${++n}` }),
        }),
        onResponse: (status, body, context) => {
          if (status !== 201 && process.env.LOAD_DEBUG) console.error('add', status, body.slice(0, 300));
          if (status === 201) Reflect.set(context, 'id', (JSON.parse(body) as Record<string, { id: number }>)[itemKey].id);
        },
      },
      { method: 'PUT', setupRequest: (req, context) => ({ ...req, path: deletePath.replace(':id', String(Reflect.get(context, 'id') ?? 0)) }) },
    );
  }
  const result = await autocannon({
    url: job.origin,
    connections: job.connections,
    duration: job.seconds,
    // a content type only where there is a body: Fastify refuses an empty JSON body
    headers: job.headers,
    requests,
    timeout: 10,
    ...(job.connectionRate ? { connectionRate: job.connectionRate } : {}),
  });
  const figures: LoadFigures = {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
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

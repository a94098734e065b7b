// An answer turned into bytes once and sent as they are to every asker: the shared answers
// (sharedAnswers.ts) are asked thousands of times a second under load, each time for the same
// answer, so writing it out as JSON again per request would repeat work already done. The bytes
// are compressed (br or gzip, as the browser accepts) once too, on the first ask for each encoding.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compressing saves fewer bytes than the headers it adds are worth. */
const MIN_COMPRESSED = 1024;

/**
 * Below this, the bytes are compressed on the event loop: handing a buffer to zlib's threads
 * costs a few tenths of a millisecond of CPU whatever its size, more than compressing tens of
 * kilobytes at once. Larger answers go to the threads, so no request waits behind them.
 */
const ON_THE_LOOP = 32 * 1024;

/**
 * Shared bytes are compressed once for many askers, so a middle quality pays (near gzip's speed,
 * and smaller); bytes sent once take the fastest settings, which give nearly the same size for a
 * page of a few kilobytes.
 */
const QUALITY = { shared: { br: 5, gzip: 6 }, once: { br: 1, gzip: 1 } } as const;

function compress(json: Buffer, encoding: Encoding, quality: (typeof QUALITY)[keyof typeof QUALITY]): Buffer | Promise<Buffer> {
  const onLoop = json.length < ON_THE_LOOP;
  if (encoding === 'gzip') return onLoop ? zlib.gzipSync(json, { level: quality.gzip }) : gzip(json, { level: quality.gzip });
  const options = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality.br, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } };
  return onLoop ? zlib.brotliCompressSync(json, options) : brotli(json, options);
}

/** The answer as JSON bytes, of the response type `T` (the contract's answer of the route). */
export class Prepared<T> {
  declare private readonly kind: T;
  readonly json: Buffer;
  private encoded = new Map<Encoding, Buffer | Promise<Buffer>>();

  /** `once`: the bytes go to one asker only (nothing kept, the fastest compression) */
  constructor(
    value: T,
    private readonly once = false,
  ) {
    this.json = Buffer.from(JSON.stringify(value));
  }

  /** The encoding these bytes go out in for a request's accept-encoding: none when they are small. */
  encodingFor(accept: string | string[] | undefined): Encoding | null {
    return this.json.length < MIN_COMPRESSED ? null : chosenEncoding(accept);
  }

  /** The bytes in `encoding`, compressed on the first ask. */
  bytes(encoding: Encoding | null): Promise<Buffer> | Buffer {
    if (!encoding) return this.json;
    if (this.once) return compress(this.json, encoding, QUALITY.once);
    let b = this.encoded.get(encoding);
    if (!b) {
      b = compress(this.json, encoding, QUALITY.shared);
      this.encoded.set(encoding, b);
    }
    return b;
  }
}

/** An answer as bytes: for every asker of a few seconds, or (`once`) for the one request that computed it. */
export const prepare = <T>(value: T, once = false) => new Prepared(value, once);

/** The encoding of the answer: br when the request accepts it, else gzip, else none (q=0 refuses one). */
export function chosenEncoding(accept: string | string[] | undefined): Encoding | null {
  if (!accept) return null;
  const offered = new Set<string>();
  for (const part of String(accept).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    offered.add(name.trim());
  }
  if (offered.has('br')) return 'br';
  if (offered.has('gzip') || offered.has('*')) return 'gzip';
  return null;
}

/** Sends a prepared answer in the encoding the request accepts. */
export async function sendPrepared(req: FastifyRequest, reply: FastifyReply, answer: Prepared<unknown>) {
  const encoding = answer.encodingFor(req.headers['accept-encoding']);
  const body = await answer.bytes(encoding);
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return body;
}

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

/** The answer as JSON bytes, of the response type `T` (the contract's answer of the route). */
export class Prepared<T> {
  declare private readonly kind: T;
  readonly json: Buffer;
  private encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(value: T) {
    this.json = Buffer.from(JSON.stringify(value));
  }

  /** The encoding these bytes go out in for a request's accept-encoding: none when they are small. */
  encodingFor(accept: string | string[] | undefined): Encoding | null {
    return this.json.length < MIN_COMPRESSED ? null : chosenEncoding(accept);
  }

  /** The bytes in `encoding`, compressed on the first ask (in zlib's threads, not the event loop). */
  bytes(encoding: Encoding | null): Promise<Buffer> | Buffer {
    if (!encoding) return this.json;
    let p = this.encoded.get(encoding);
    if (!p) {
      p =
        encoding === 'br'
          ? // a middle quality: near gzip's speed, and smaller
            brotli(this.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.json.length } })
          : gzip(this.json, { level: 6 });
      this.encoded.set(encoding, p);
    }
    return p;
  }
}

export const prepare = <T>(value: T) => new Prepared(value);

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

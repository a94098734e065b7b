// A page of voter search as the bytes it goes out in. A page shared among an organisation's users
// (sharedAnswers.ts) is compressed once for all its askers, so a middle quality pays (prepared.ts).
// A page computed for one asker is compressed for that one answer: brotli's middle quality sets
// up tables worth more time than the search's own queries for a 10-voter page, while its fastest
// quality gives nearly the same size.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Prepared, prepare } from '../../prepared';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = Parameters<Prepared<unknown>['bytes']>[0];

/** An answer sent once: compressed at the fastest settings of either encoding. */
export class AnswerOnce<T> extends Prepared<T> {
  override bytes(encoding: Encoding): Promise<Buffer> | Buffer {
    if (!encoding) return this.json;
    return encoding === 'br'
      ? brotli(this.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.json.length } })
      : gzip(this.json, { level: 1 });
  }
}

/** A search's answer as bytes: for every asker of a few seconds (`shared`), or for this one. */
export const searchAnswer = <T>(value: T, shared: boolean): Prepared<T> => (shared ? prepare(value) : new AnswerOnce(value));

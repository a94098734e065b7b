// A worker thread of the server on PGlite: reads the pages it is given, one at a time, and posts
// each page read back (the server's thread saves it: the database is the server's alone).
import { parentPort } from 'node:worker_threads';
import type { ReadOptions } from '../pdf/types';
import { pdfReader } from './reader';

parentPort!.on('message', (m: { bytes: Uint8Array; page: number; options: ReadOptions }) => {
  pdfReader()
    .readPage(m.bytes, m.page, m.options)
    .then(
      (read) => parentPort!.postMessage({ read }),
      (e: unknown) => parentPort!.postMessage({ error: e instanceof Error ? e.message : String(e) }),
    );
});

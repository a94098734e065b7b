// What every printed paper's answer shares: its file name, the time it was printed, and the scope
// line of a part or a serial range of it.
import type { FastifyReply } from 'fastify';
import type { wordsOf } from './words';

export const attachment = (reply: FastifyReply, name: string) => reply.header('content-disposition', `attachment; filename="${name}"`);

/** Now in India, as a paper prints it. */
export const printedAt = () => new Date().toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour12: false }).replace(',', '');

/** "Constituency 38, part 12" or, for a serial range of it, "... serials 1 to 30". */
export const partScope = (w: ReturnType<typeof wordsOf>, q: { acno: number; partno: number; from?: number; to?: number }) =>
  q.from !== undefined || q.to !== undefined
    ? w('paper.scopeRange', { acno: q.acno, partno: q.partno, from: q.from ?? 1, to: q.to ?? '…' })
    : w('paper.scopePart', { acno: q.acno, partno: q.partno });

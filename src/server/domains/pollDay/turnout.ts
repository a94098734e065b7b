// The turnout a booth screen asks for every few seconds. Counting a whole constituency's marks
// reads every mark of the day (hundreds of thousands on a large roll), and hundreds of screens ask
// at once: each server counts a constituency at most once per CONSTITUENCY_MS and answers the
// screens from that count. The part a screen asks about is counted live on every call (a few
// hundred marks), so an agent always sees their own part exact, and this server's own marks and
// undos (the console's and the phones') drop its copy at once; other servers' copies are at most
// CONSTITUENCY_MS old.
import type { Database } from '../../db/client';
import type { HourTurnout, TurnoutResponse } from '../../../shared/api/pollDay';
import { partsOf, votesByHour, votesByPart } from './queries';

export const CONSTITUENCY_MS = 10_000;

interface Counted {
  votes: Map<number, number>;
  hours: HourTurnout[];
}

export function turnoutReader(database: Database, now: () => number = Date.now) {
  // the count under way is shared too: screens that ask together wait for one count
  const counts = new Map<string, { at: number; counted: Promise<Counted> }>();

  function constituency(tenantId: number, acno: number, pollDate: string): Promise<Counted> {
    const key = `${tenantId}:${acno}:${pollDate}`;
    const kept = counts.get(key);
    if (kept && now() - kept.at < CONSTITUENCY_MS) return kept.counted;
    for (const [k, c] of counts) if (now() - c.at >= CONSTITUENCY_MS) counts.delete(k);
    const entry = {
      at: now(),
      counted: (async () => ({ votes: await votesByPart(database, tenantId, acno, pollDate), hours: await votesByHour(database, tenantId, acno, pollDate) }))(),
    };
    counts.set(key, entry);
    // a failed count is not kept
    entry.counted.catch(() => counts.get(key) === entry && counts.delete(key));
    return entry.counted;
  }

  return {
    async read(tenantId: number, acno: number, pollDate: string, partno?: number): Promise<TurnoutResponse> {
      const whole = await constituency(tenantId, acno, pollDate);
      const own = partno != null ? await votesByPart(database, tenantId, acno, pollDate, partno) : undefined;
      const parts = (await partsOf(database, tenantId, acno)).map((p) => ({
        ...p,
        electors: Number(p.electors),
        voted: (p.partno === partno ? own!.get(p.partno) : whole.votes.get(p.partno)) ?? 0,
      }));
      const hours = partno != null ? await votesByHour(database, tenantId, acno, pollDate, partno) : whole.hours;
      const sum = (k: 'electors' | 'voted') => parts.reduce((n, p) => n + p[k], 0);
      return { poll_date: pollDate, acno, electors: sum('electors'), voted: sum('voted'), parts, hours };
    },
    /** A mark or undo of the organisation: its counts are read again. */
    forget(tenantId: number) {
      for (const k of counts.keys()) if (k.startsWith(`${tenantId}:`)) counts.delete(k);
    },
  };
}

export type TurnoutReader = ReturnType<typeof turnoutReader>;

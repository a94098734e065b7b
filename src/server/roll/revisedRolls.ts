// Revised rolls of a generated roll, for the benchmark and the tests of re-importing: a tidy
// revision (electors removed, moved to the next part, added) and a messy one as a campaign's file
// really comes (renumbered parts, fields that break a rule, rows without their EPIC number).
import { rollRows, type EciRow, type RollOptions } from './generator';

/** What a revised roll changes: of every 100 electors (by a hash of the EPIC), so many. */
export interface Revision {
  moved: number;
  removed: number;
  added: number;
}

/**
 * A revised roll of rollRows(o) (the revision the benchmark imports over the roll): of every 100 electors `removed`
 * are left out, `moved` move to the end of the next part of their constituency (the last part's to
 * the first), and `added` bring a new elector (a new EPIC) at the end of their own part.
 */
export function* revisedRollRows(o: RollOptions, rev: Revision = { moved: 5, removed: 2, added: 2 }): Generator<EciRow> {
  const first = o.firstPart ?? 1;
  const next = (partno: number) => ((partno - first + 1) % o.parts) + first;
  const hundredth = (epic: string) => {
    let h = 2166136261;
    for (let i = 0; i < epic.length; i++) h = Math.imul(h ^ epic.charCodeAt(i), 16777619);
    return (h >>> 0) % 100;
  };
  let added = 0;
  let part = -1;
  let arrivals: EciRow[] = [];
  const firstArrivals: EciRow[] = [];
  let newcomers: EciRow[] = [];
  const serials = new Map<number, number>();
  const append = (row: EciRow, partno: number): EciRow => {
    const n = (serials.get(partno) ?? 10000) + 1;
    serials.set(partno, n);
    return { ...row, PART_NO: String(partno), SLNOINPART: String(n) };
  };
  for (const row of rollRows(o)) {
    const partno = Number(row.PART_NO);
    if (partno !== part) {
      // Between parts: the newcomers of the part before, and those who move into this one.
      yield* newcomers;
      yield* arrivals;
      arrivals = [];
      newcomers = [];
      part = partno;
    }
    const h = hundredth(row.EPIC_NO);
    if (h < rev.removed) continue;
    if (h < rev.removed + rev.moved) {
      const to = next(partno);
      const moved = append(row, to);
      // Into the next part: it comes after this one; the last part's movers wait for the end.
      (to === first ? firstArrivals : arrivals).push(moved);
      continue;
    }
    yield row;
    if (h < rev.removed + rev.moved + rev.added) {
      added += 1;
      newcomers.push(
        append({ ...row, EPIC_NO: `NE${String.fromCharCode(65 + (o.acno % 26))}${String(added).padStart(7, '0')}`, FM_NAME_EN: `${row.FM_NAME_EN}a` }, partno),
      );
    }
  }
  yield* newcomers;
  yield* arrivals;
  yield* firstArrivals;
}

/** A messy revision's share of each thing, per 100 electors (by a hash of the EPIC). */
export interface MessyRevision extends Revision {
  /** rows with a field that breaks a rule (an age of 150, no age, an unknown gender code) */
  badField: number;
  /** per 1,000 electors who stay in their part: the row comes without its EPIC number */
  withoutEpicPerThousand: number;
}

const fnv = (s: string) => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};

/**
 * A revised roll as the Election Commission publishes one after a summary revision, with the
 * rows a campaign's file really carries: of every 100 electors `removed` are deleted and the rest
 * of their part renumbered from 1 (everyone after them moves up), `moved` move to the end of the
 * next part, `added` bring a new elector at the end of their part, `badField` have an age of 150,
 * no age or an unknown gender code, and some who stay come without their EPIC number (matched as
 * the same person, by name, relative, house and gender).
 */
export function* messyRevisionRows(
  o: RollOptions,
  rev: MessyRevision = { moved: 5, removed: 2, added: 2, badField: 1, withoutEpicPerThousand: 1 },
): Generator<EciRow> {
  const first = o.firstPart ?? 1;
  const next = (partno: number) => ((partno - first + 1) % o.parts) + first;
  const last = new Map<number, number>();
  const number = (row: EciRow, partno: number): EciRow => {
    const n = (last.get(partno) ?? 0) + 1;
    last.set(partno, n);
    return { ...row, PART_NO: String(partno), SLNOINPART: String(n) };
  };
  let part = -1;
  let staying: EciRow[] = [];
  let newcomers: EciRow[] = [];
  const arrivals = new Map<number, EciRow[]>();
  let added = 0;
  const flush = function* (): Generator<EciRow> {
    if (part < 0) return;
    for (const r of [...staying, ...newcomers, ...(arrivals.get(part) ?? [])]) yield number(r, part);
    arrivals.delete(part);
    staying = [];
    newcomers = [];
  };
  for (const row of rollRows(o)) {
    const partno = Number(row.PART_NO);
    if (partno !== part) {
      yield* flush();
      part = partno;
    }
    const hash = fnv(row.EPIC_NO);
    const h = hash % 100;
    if (h < rev.removed) continue;
    if (h < rev.removed + rev.moved) {
      const to = next(partno);
      arrivals.set(to, [...(arrivals.get(to) ?? []), row]);
      continue;
    }
    let kept = row;
    const badAt = rev.removed + rev.moved + rev.added;
    if (h >= badAt && h < badAt + rev.badField) {
      const how = (hash >>> 8) % 3;
      kept = how === 0 ? { ...row, AGE: '150' } : how === 1 ? { ...row, AGE: '', DOB: '' } : { ...row, GENDER: 'X' };
    } else if ((hash >>> 12) % 1000 < rev.withoutEpicPerThousand) {
      kept = { ...row, EPIC_NO: '' };
    }
    staying.push(kept);
    if (h < rev.removed + rev.moved + rev.added) {
      added += 1;
      newcomers.push({ ...row, EPIC_NO: `NM${String.fromCharCode(65 + (o.acno % 26))}${String(added).padStart(7, '0')}`, FM_NAME_EN: `${row.FM_NAME_EN}a` });
    }
  }
  yield* flush();
  // The last part's movers go to the first part, already written: they follow its last serial.
  for (const [to, rows] of arrivals) for (const r of rows) yield number(r, to);
}

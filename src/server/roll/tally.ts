// What a roll import holds while it reads the file: its counts, the rows it refused or warned of
// (the first few of each, with all of them counted), and the serials, EPICs, parts and deletions
// the file named so far.
import type { VoterImportCounts } from '../../shared/api/voterImport';
import { type Deletion, type RollRow, rowError, type RowError } from './rows';
import { epicDup, EpicSlots, SlotSet } from './fileChecks';
import type { PartRemoval } from './revision';

/** The counts before anything is read. */
export const noCounts = (): VoterImportCounts => ({
  rows: 0,
  inserted: 0,
  updated: 0,
  unchanged: 0,
  moved: 0,
  removed: 0,
  restored: 0,
  withoutEpic: 0,
  rejected: 0,
  warned: 0,
  held: 0,
  batches: 0,
});

/** What an import holds while it reads: its counts, the rows it refused or warned of, and what the file named. */
export class Tally {
  readonly p = noCounts();
  readonly errors: RowError[] = [];
  readonly warnings: RowError[] = [];
  clashes: RowError[] = [];
  largeRemovals: PartRemoval[] = [];
  readonly acnos = new Set<number>();
  /** Staged rows without an EPIC, and with a field a warning emptied (revise skips their steps when none). */
  noEpicRows = 0;
  keepRows = 0;
  readonly seen = new SlotSet();
  // Every slot and EPIC of the file is checked here, in memory, as it is read.
  readonly fileEpics = new EpicSlots();
  /** Deletions by EPIC: the option's list (line 0), then the file's STATUS D rows. */
  readonly deletions = new Map<string, Deletion>();
  /** The EPICs refused rows name: a revision keeps those electors as the roll has them. */
  readonly protect = new Set<string>();
  /** The first row of each part of the file, for its voting centre (a revision applies them at the end). */
  readonly fileParts = new Map<number, RollRow>();

  constructor(
    private readonly maxErrors: number,
    deletions: Array<{ epic: string; reason?: string | null }> | undefined,
    /** the file's constituency: a row of another AC is refused; unset, every AC is taken */
    private readonly acno?: number,
  ) {
    for (const d of deletions ?? []) {
      const epic = d.epic.trim().toUpperCase().replace(/\s+/g, '');
      if (epic && !this.deletions.has(epic)) this.deletions.set(epic, { line: 0, epic, reason: d.reason?.trim() || null });
    }
  }

  readonly reject = (e: RowError) => {
    this.p.rejected += 1;
    if (e.epic && e.code !== 'epicDup') this.protect.add(e.epic);
    if (this.errors.length < this.maxErrors) this.errors.push(e);
  };

  readonly warn = (ws: RowError[]) => {
    this.p.warned! += ws.length;
    for (const w of ws) if (this.warnings.length < this.maxErrors) this.warnings.push(w);
  };

  /** Refuses a row of another AC than the file's, or whose serial or EPIC an earlier row of the file holds; true when it may be placed. */
  placeable(line: number, row: RollRow): boolean {
    if (this.acno !== undefined && row.acno !== this.acno) {
      this.reject({
        ...rowError(line, 'AC_NO', 'otherAc', { found: row.acno, acno: this.acno }),
        part: [row.acno, row.partno],
        ...(row.epic_no ? { epic: row.epic_no } : {}),
      });
      return false;
    }
    if (!this.seen.add(row.acno, row.partno, row.slnoinpart)) {
      this.reject({
        ...rowError(line, 'SLNOINPART', 'slotDup', { slnoinpart: row.slnoinpart, partno: row.partno }),
        part: [row.acno, row.partno],
        ...(row.epic_no ? { epic: row.epic_no } : {}),
      });
      return false;
    }
    if (row.epic_no) {
      const earlier = this.fileEpics.get(row.epic_no);
      if (earlier !== undefined) {
        this.reject(epicDup(line, row, earlier));
        return false;
      }
      this.fileEpics.set(row.epic_no, row.partno * 100000 + row.slnoinpart);
    }
    return true;
  }

  /** After the whole file: a deletion of an elector the file also lists is refused, since the file cannot say both; in a first import, deletions find nobody. */
  settleDeletions(revising: boolean) {
    for (const d of this.deletions.values()) {
      if (this.fileEpics.get(d.epic) === undefined) continue;
      this.deletions.delete(d.epic);
      this.reject(rowError(d.line, 'EPIC_NO', 'deleteListed', { epic: d.epic }));
    }
    if (!revising) this.warn([...this.deletions.values()].map((d) => rowError(d.line, 'EPIC_NO', 'deleteNotOnRoll', { epic: d.epic })));
  }
}

// A revised roll applied as a whole. The Election Commission republishes the roll after every
// revision: electors are added and deleted, and serial numbers shift when supplements are merged
// into the mother roll. An elector is the same person through revisions by EPIC number; a row
// without one (an elector not yet issued a card) is matched as a person within its part: by
// name, relative's name, house number and gender, the age within two years, never by serial
// (which a renumbering changes). A row that matches two electors, or an elector two rows match,
// is held for review: neither is changed.
//
// The file's rows are staged first (a scratch table of the import's own, see Scratch), then
// matched, classified and applied in one transaction, so swaps and shifts inside one file work in
// any order and an interrupted or dry run changes nothing. With complete parts (the default),
// electors of the file's parts whom the file leaves out are removed from the roll (voters.
// deleted_at): their row and what the field staff collected stay, and a later roll that has them
// again brings them back. Only an elector a refused row names by EPIC (or one held for review)
// stays as the roll has them. A supplement only adds and updates.
//
// Nobody twice: the database holds one elector on the roll a slot (voter_slots_roll_key) and an
// EPIC (voters_epic_live). A complete revision that would put a row on the slot of an elector who
// stays fails whole, naming the lines (`clashes`); so does one that would remove more than a
// tenth of a part's live electors, unless allowed (`largeRemovals`).
import type { VoterImportCounts, VoterImportSample } from '../../shared/api/voterImport';
import { type Deletion, KEEP, rowError, type RowError } from './rows';
import { ROLL_FIELDS, VOTER_COLS, VOTER_NAMES } from './columns';
import { slotJoinSql } from '../db/slots';
import type { Query } from './conn';
import { AGGREGATE_COLUMNS, partLiveSql } from './aggregates';
import { K, KINDS, type RevisionKind, type Scratch } from './revisionKinds';
import { applyRevision } from './revisionApply';

export { KINDS, type RevisionKind, type Scratch };

export type ImportMode = 'complete' | 'supplement';

/** What a revision does, counted (the import's counts of the same names). */
export type RevisionCounts = Pick<VoterImportCounts, 'inserted' | 'updated' | 'unchanged' | 'moved' | 'removed' | 'restored' | 'withoutEpic'> & {
  held: number;
};

/** One of the first rows of a kind of change, as the import's summary shows them. */
export type RevisionSample = VoterImportSample;

/** A part a complete revision would empty by more than a tenth. */
export interface PartRemoval {
  acno: number;
  partno: number;
  live: number;
  removed: number;
}

export interface Revision {
  counts: RevisionCounts;
  samples: RevisionSample[];
  /** rows refused because their slot stays with an elector the file does not move (a supplement) */
  conflicts: RowError[];
  /** rows of a complete revision that would share a slot with an elector who stays: nothing is applied */
  clashes: RowError[];
  /** parts losing more than a tenth of their live electors */
  largeRemovals: PartRemoval[];
  /** parts whose voters changed (the file's parts and those electors moved out of) */
  touched: Array<{ acno: number; partno: number }>;
  /** deletions naming an EPIC no elector on the roll holds */
  notOnRoll: RowError[];
}

/** The staging table: the file's rows as read, with their line and the fields warnings emptied. */
export const stageDdl = (name: string, scratch: Scratch) =>
  `CREATE ${scratch} TABLE ${name} (line int, keep int, ${VOTER_COLS.map(([c, t]) => `${c} ${t}`).join(', ')})`;

/** A stage's name: its organisation and the database connection (backend pid) that fills it. */
export const stageName = (tenantId: number, owner: number) => `voter_revision_${tenantId}_${owner}_${Date.now() % 1e9}`;
const STAGE_NAME = '^voter_revision_[0-9]+_[0-9]+_[0-9]+$';

/**
 * Drops the unlogged stages whose connection is gone (an import whose server crashed before its
 * cleanup) and answers this connection's backend pid, which names the next stage.
 */
export async function dropLeftStages(q: Query): Promise<{ owner: number; left: string[] }> {
  const [{ owner }] = await q(`SELECT pg_backend_pid() AS owner`);
  const left = await q(
    `SELECT c.relname FROM pg_class c
      WHERE c.relkind = 'r' AND c.relpersistence = 'u' AND c.relnamespace = current_schema()::regnamespace AND c.relname ~ '${STAGE_NAME}'
        AND split_part(c.relname, '_', 4)::int NOT IN (SELECT pid FROM pg_stat_activity WHERE pid IS NOT NULL)`,
  );
  return { owner: Number(owner), left: left.map((r) => String(r.relname)) };
}
/** The columns a batch's COPY lines fill, in order. */
export const STAGE_COLUMNS = `line, keep, ${VOTER_NAMES}`;

/** A part as one number (acno * 100000 + partno), as the importer keys them. */
export const partKey = (acno: number, partno: number) => acno * 100000 + partno;

/** A name as two roll entries of one person compare it. */
const norm = (c: string) => `upper(coalesce(${c}, ''))`;
/** A field a warning emptied matches anything. */
const loose = (bit: number, cond: string) => `((s.keep & ${bit}) <> 0 OR ${cond})`;
/** The same person: a row without EPIC (s) and an elector of its part (v). */
const SAME_PERSON = [
  loose(KEEP.fm_name_en | KEEP.fm_name_v1, `(${norm('v.fm_name_en')}, ${norm('v.fm_name_v1')}) = (${norm('s.fm_name_en')}, ${norm('s.fm_name_v1')})`),
  loose(KEEP.lastname_en, `${norm('v.lastname_en')} = ${norm('s.lastname_en')}`),
  loose(KEEP.rln_fm_nm_en, `${norm('v.rln_fm_nm_en')} = ${norm('s.rln_fm_nm_en')}`),
  `${norm('v.house_no')} = ${norm('s.house_no')}`,
  loose(KEEP.gender, `v.gender IS NOT DISTINCT FROM s.gender`),
  `(v.age IS NULL OR s.age IS NULL OR abs(v.age - s.age) <= 2)`,
].join(' AND ');

/**
 * Matches the staged rows to the roll, classifies them and, unless `dryRun` (or it is blocked),
 * applies them. Runs inside the caller's transaction. `protect`: the EPIC numbers refused rows
 * name: those electors stay as the roll has them. `allowRemovals`: a part may lose more than a
 * tenth of its electors.
 *
 * What each row does goes into a narrow table of its own (M: line, elector, kind, where the
 * elector was), made in one pass: most of a revised roll is unchanged, and rewriting the staged
 * rows themselves would cost a full copy of the file per step.
 */
export async function revise(
  q: Query,
  tenantId: number,
  T: string,
  opts: {
    mode: ImportMode;
    dryRun: boolean;
    protect: string[];
    allowRemovals?: boolean;
    samples: number;
    deletions?: Deletion[];
    /** false: no staged row lacks an EPIC, or has a field a warning emptied (their steps are skipped) */
    withoutEpic?: boolean;
    withKeep?: boolean;
    scratch: Scratch;
  },
): Promise<Revision> {
  const M = `${T}_m`;
  // Statistics of the staged file: without them the planner takes every filter of it (the few
  // rows a warning emptied a field of) for half the file and hashes the whole roll to join them.
  await q(`ANALYZE ${T}`);
  const differs = `(${ROLL_FIELDS.map((f) => `v.${f}`).join(', ')}) IS DISTINCT FROM (${ROLL_FIELDS.map((f) => `s.${f}`).join(', ')})
                   OR (v.epic_no IS NULL AND s.epic_no IS NOT NULL) OR (v.mobile IS NULL AND s.mobile IS NOT NULL)`;
  // The elector's slot is vs (voter_slots) wherever these are used.
  const kindOf = `CASE WHEN (v.acno, v.partno, vs.slnoinpart) <> (s.acno, s.partno, s.slnoinpart) THEN ${K.moved}
                       WHEN ${differs} THEN ${K.updated} ELSE ${K.unchanged} END`;
  // Whether the fields the aggregates count change (recount): a mover that keeps them (most of a
  // renumbered part, where only the serial changes) needs no recount. Null (not known) recounts.
  const counted = `(${AGGREGATE_COLUMNS.map((c) => `v.${c}`).join(', ')}) IS DISTINCT FROM (${AGGREGATE_COLUMNS.map((c) => `s.${c}`).join(', ')})`;
  const slot = slotJoinSql('v', 'vs');
  // The same, set again on a row of M matched to an elector v (with their slot vs) after it was made.
  const classify = `kind = ${kindOf}, recount = ${counted}, differs = ${differs}`;
  // By EPIC, the elector on the roll (voters_epic_live holds an EPIC on one live elector at most).
  // Beside the kind, whether the elector's row changes at all (differs; a mover that keeps it, most
  // of a renumbered part, changes only their slot) and whether the aggregates recount them (only
  // when it changes or they change part). Each compared once a row, in the inner query (OFFSET 0
  // keeps the planner from copying its expressions into the outer one).
  const { scratch } = opts;
  await q(
    `CREATE ${scratch} TABLE ${M} AS
     SELECT line, acno, partno, slnoinpart, epic_no, voter_id,
            (CASE WHEN moved THEN ${K.moved} WHEN differs THEN ${K.updated} WHEN voter_id IS NOT NULL THEN ${K.unchanged} END)::smallint AS kind,
            CASE WHEN differs OR other_part THEN (${AGGREGATE_COLUMNS.map((c) => `v_${c}`).join(', ')}) IS DISTINCT FROM (${AGGREGATE_COLUMNS.map((c) => `s_${c}`).join(', ')})
                 WHEN voter_id IS NOT NULL THEN false END AS recount, differs,
            from_acno, from_partno, from_slnoinpart, false AS rejected, NULL::text AS reason, false AS listed
       FROM (SELECT s.line, s.acno, s.partno, s.slnoinpart, s.epic_no, v.id AS voter_id,
                    (v.acno, v.partno, vs.slnoinpart) <> (s.acno, s.partno, s.slnoinpart) AS moved,
                    (v.acno, v.partno) <> (s.acno, s.partno) AS other_part,
                    CASE WHEN v.id IS NOT NULL THEN ${differs} END AS differs,
                    ${AGGREGATE_COLUMNS.map((c) => `v.${c} AS v_${c}, s.${c} AS s_${c}`).join(', ')},
                    v.acno AS from_acno, v.partno AS from_partno, vs.slnoinpart AS from_slnoinpart
               FROM ${T} s LEFT JOIN voters v ON v.tenant_id = $1 AND v.deleted_at IS NULL AND v.epic_no IS NOT NULL AND v.epic_no COLLATE "C" = s.epic_no
               LEFT JOIN voter_slots vs ON vs.tenant_id = v.tenant_id AND vs.voter_id = v.id
             OFFSET 0) x`,
    [tenantId],
  );
  await q(`CREATE INDEX ON ${M} (voter_id)`);
  await q(`CREATE INDEX ON ${M} (line)`);
  await q(`ANALYZE ${M}`);
  // By EPIC, an elector removed earlier (the latest): back on the roll.
  await q(
    `UPDATE ${M} m SET voter_id = r.id, kind = ${K.restored}, from_acno = r.acno, from_partno = r.partno, from_slnoinpart = r.slnoinpart
       FROM (SELECT DISTINCT ON (m2.line) m2.line, v.id, v.acno, v.partno, vs.slnoinpart
               FROM ${M} m2 JOIN voters v ON v.tenant_id = $1 AND v.deleted_at IS NOT NULL AND v.epic_no COLLATE "C" = m2.epic_no ${slot}
              WHERE m2.voter_id IS NULL AND m2.epic_no IS NOT NULL
              ORDER BY m2.line, v.deleted_at DESC, v.id DESC) r
      WHERE m.line = r.line`,
    [tenantId],
  );
  // Electors a refused row names by EPIC stay as the roll has them.
  if (opts.protect.length) {
    await q(
      `INSERT INTO ${M} (line, voter_id, kind, acno, partno, slnoinpart, epic_no, from_acno, from_partno, from_slnoinpart, rejected)
       SELECT NULL, v.id, ${K.kept}, v.acno, v.partno, vs.slnoinpart, v.epic_no, v.acno, v.partno, vs.slnoinpart, false
         FROM voters v ${slot}
        WHERE v.tenant_id = $1 AND v.deleted_at IS NULL AND v.epic_no IS NOT NULL AND v.epic_no COLLATE "C" = ANY($2::text[])
          AND NOT EXISTS (SELECT 1 FROM ${M} o WHERE o.voter_id = v.id)`,
      [tenantId, opts.protect],
    );
  }
  // Rows without EPIC: the same person among the electors of their part whom no row has claimed
  // (those without EPIC, or one whose row lost its EPIC). One candidate who no other row matches
  // is theirs (an EPIC held stays); otherwise the row is held and its candidates stay as they are.
  if (opts.withoutEpic !== false) await matchPersons(q, tenantId, T, M, classify, scratch);
  // A row with an EPIC new to the roll takes an elector without one on its slot (a card issued),
  // unless another row has that elector.
  await q(
    `UPDATE ${M} m SET voter_id = v.id, kind = ${K.updated}, differs = true, from_acno = v.acno, from_partno = v.partno, from_slnoinpart = vs.slnoinpart
       FROM voter_slots vs, voters v
      WHERE m.voter_id IS NULL AND m.kind IS NULL AND m.epic_no IS NOT NULL
        AND vs.tenant_id = $1 AND vs.acno = m.acno AND vs.partno = m.partno AND vs.slnoinpart = m.slnoinpart AND vs.on_roll
        AND v.tenant_id = $1 AND v.id = vs.voter_id AND v.deleted_at IS NULL AND v.epic_no IS NULL
        AND NOT EXISTS (SELECT 1 FROM ${M} o WHERE o.voter_id = v.id)`,
    [tenantId],
  );
  await q(`UPDATE ${M} SET kind = ${K.added} WHERE voter_id IS NULL AND kind IS NULL`);
  // A field a warning emptied stays as the roll has it for an elector it holds; such rows are
  // classified again (most rows have none).
  if (opts.withKeep !== false) {
    const kept = Object.entries(KEEP)
      .map(([f, bit]) => `${f} = CASE WHEN (s.keep & ${bit}) <> 0 THEN v.${f} ELSE s.${f} END`)
      .join(', ');
    await q(
      `UPDATE ${T} s SET ${kept} FROM ${M} m, voters v
        WHERE s.keep <> 0 AND m.line = s.line AND m.voter_id IS NOT NULL AND v.tenant_id = $1 AND v.id = m.voter_id`,
      [tenantId],
    );
    await q(
      `UPDATE ${M} m SET ${classify} FROM ${T} s, voters v ${slot}
        WHERE s.keep <> 0 AND m.line = s.line AND m.kind IN (${K.unchanged}, ${K.moved}, ${K.updated})
          AND v.tenant_id = $1 AND v.id = m.voter_id`,
      [tenantId],
    );
  }

  const notOnRoll = await applyDeletions(q, tenantId, M, opts.deletions ?? []);

  const { conflicts, clashes } = await slotConflicts(q, tenantId, M, opts.mode);

  const largeRemovals = opts.mode === 'complete' ? await removeLeftOut(q, tenantId, M, scratch) : [];

  const { counts, samples, touched } = await outcome(q, tenantId, T, M, opts.samples);

  const blocked = clashes.length > 0 || (largeRemovals.length > 0 && !opts.allowRemovals);
  if (!opts.dryRun && !blocked) await applyRevision(q, tenantId, T, M, scratch);
  await q(`DROP TABLE ${M}`);
  return { counts, samples, conflicts, clashes, largeRemovals, touched, notOnRoll };
}

/** The electors that deletions name (revise): off the roll with the reason; a deletion of nobody on the roll is a warning. */
async function applyDeletions(q: Query, tenantId: number, M: string, dels: Deletion[]): Promise<RowError[]> {
  // Deletions (STATUS D rows, a list of EPIC numbers): the electors they name leave the roll with
  // the reason, whatever a refused or held row kept. (A deletion of an EPIC the file also lists
  // was refused as it was read.)
  const notOnRoll: RowError[] = [];
  if (dels.length) {
    const args = [tenantId, dels.map((d) => d.line), dels.map((d) => d.epic), dels.map((d) => d.reason)];
    const unnest = `unnest($2::int[], $3::text[], $4::text[]) AS d(line, epic, reason)`;
    const liveOf = `v.tenant_id = $1 AND v.deleted_at IS NULL AND v.epic_no IS NOT NULL AND v.epic_no COLLATE "C" = d.epic`;
    await q(`DELETE FROM ${M} m USING ${unnest}, voters v WHERE ${liveOf} AND m.voter_id = v.id AND m.kind = ${K.kept}`, args);
    await q(
      `INSERT INTO ${M} (line, voter_id, kind, acno, partno, slnoinpart, epic_no, from_acno, from_partno, from_slnoinpart, rejected, reason, listed)
       SELECT NULL, v.id, ${K.removed}, v.acno, v.partno, vs.slnoinpart, v.epic_no, v.acno, v.partno, vs.slnoinpart, false, d.reason, true
         FROM ${unnest} JOIN voters v ON ${liveOf} ${slotJoinSql('v', 'vs')}
        WHERE NOT EXISTS (SELECT 1 FROM ${M} o WHERE o.voter_id = v.id)`,
      args,
    );
    for (const r of await q(`SELECT d.line, d.epic FROM ${unnest} WHERE NOT EXISTS (SELECT 1 FROM voters v WHERE ${liveOf}) ORDER BY d.line`, args))
      notOnRoll.push(rowError(Number(r.line), 'EPIC_NO', 'deleteNotOnRoll', { epic: String(r.epic) }));
  }
  return notOnRoll;
}

/** Rows that would take a slot someone stays on (revise): refused in a supplement, clashes in complete parts. */
async function slotConflicts(q: Query, tenantId: number, M: string, mode: ImportMode) {
  // A row that takes a slot (added, moved, back) while someone the file does not move stays on
  // it. In a supplement the row is refused (and its elector then stays where they are, so it is
  // asked again until nothing changes). In complete parts everyone the file leaves out is
  // removed, so the one who stays is an elector kept (a refused row's, a held row's candidate):
  // the revision cannot be applied, and the lines are listed.
  const placing = `o.kind IN (${K.unchanged}, ${K.added}, ${K.restored}, ${K.moved}, ${K.updated}) AND NOT o.rejected`;
  const conflicts: RowError[] = [];
  const clashes: RowError[] = [];
  const slotHolder = `voter_slots vs, voters v
        WHERE NOT m.rejected AND m.kind IN (${K.added}, ${K.moved}, ${K.restored})
          AND vs.tenant_id = $1 AND vs.acno = m.acno AND vs.partno = m.partno AND vs.slnoinpart = m.slnoinpart AND vs.on_roll
          AND v.tenant_id = $1 AND v.id = vs.voter_id
          AND v.id IS DISTINCT FROM m.voter_id
          AND NOT EXISTS (SELECT 1 FROM ${M} o WHERE o.voter_id = v.id AND (${placing} OR o.kind = ${K.removed}))`;
  if (mode === 'supplement') {
    for (;;) {
      const refused = await q(
        `UPDATE ${M} m SET rejected = true FROM ${slotHolder}
        RETURNING m.line, m.partno, m.slnoinpart, m.epic_no, v.epic_no AS other`,
        [tenantId],
      );
      if (!refused.length) break;
      for (const r of refused)
        conflicts.push(
          rowError(Number(r.line), 'EPIC_NO', 'slotTaken', {
            slnoinpart: Number(r.slnoinpart),
            partno: Number(r.partno),
            other: String(r.other ?? ''),
            epic: String(r.epic_no ?? ''),
          }),
        );
    }
  } else {
    for (const r of await q(
      `SELECT m.line, m.partno, m.slnoinpart, m.epic_no, v.epic_no AS other, v.fm_name_en FROM ${M} m, ${slotHolder}
          AND EXISTS (SELECT 1 FROM ${M} o WHERE o.voter_id = v.id AND o.kind = ${K.kept})
        ORDER BY m.line`,
      [tenantId],
    ))
      clashes.push(
        rowError(Number(r.line), 'SLNOINPART', 'slotKept', {
          slnoinpart: Number(r.slnoinpart),
          partno: Number(r.partno),
          other: String(r.other ?? r.fm_name_en ?? ''),
        }),
      );
  }
  return { conflicts, clashes };
}

/** In complete parts (revise): everyone the file leaves out is removed; the parts it would empty by more than a tenth. */
async function removeLeftOut(q: Query, tenantId: number, M: string, scratch: Scratch): Promise<PartRemoval[]> {
  const largeRemovals: PartRemoval[] = [];
  // The parts the file covers: those it holds, and a part it does not hold but moves more than
  // half of its electors out of (redrawn away: dissolved into other parts). A table of their
  // own, analysed, so the planner knows they hold most of the roll and joins it in one hash.
  const P = `${M}_p`;
  await q(
    `CREATE ${scratch} TABLE ${P} AS
     SELECT DISTINCT acno, partno FROM ${M} WHERE line IS NOT NULL
     UNION
     SELECT r.acno, r.partno
       FROM (SELECT from_acno AS acno, from_partno AS partno, count(*) AS n FROM ${M}
              WHERE kind = ${K.moved} AND NOT rejected AND (from_acno, from_partno) <> (acno, partno)
              GROUP BY from_acno, from_partno) r
      WHERE r.n * 2 > ${partLiveSql('r')}`,
    [tenantId],
  );
  // Its parts' two columns go together: without statistics of the pairs the planner takes a
  // roll's thousands of parts for a few hundred, and looks up each part's slots in turn expecting
  // to reuse them, where reading the slots once is several times faster.
  await q(`CREATE STATISTICS ${P}_n (ndistinct) ON acno, partno FROM ${P}`);
  await q(`ANALYZE ${P}`);
  // Their electors whom no row names, but those kept, leave the roll: found by their slots alone
  // (the samples read a removed elector's EPIC from their row). Collected by a CREATE TABLE AS,
  // whose query may use parallel workers (an INSERT's may not), then added to M.
  const R = `${M}_r`;
  await q(
    `CREATE ${scratch} TABLE ${R} AS
     SELECT vs.voter_id, vs.acno, vs.partno, vs.slnoinpart
       FROM ${P} p JOIN voter_slots vs ON vs.tenant_id = $1 AND vs.acno = p.acno AND vs.partno = p.partno AND vs.on_roll
      WHERE NOT EXISTS (SELECT 1 FROM ${M} o WHERE o.voter_id = vs.voter_id)`,
    [tenantId],
  );
  await q(
    `INSERT INTO ${M} (line, voter_id, kind, acno, partno, slnoinpart, epic_no, from_acno, from_partno, from_slnoinpart, rejected)
     SELECT NULL, voter_id, ${K.removed}, acno, partno, slnoinpart, NULL, acno, partno, slnoinpart, false FROM ${R}`,
  );
  await q(`DROP TABLE ${R}`);
  await q(`DROP TABLE ${P}`);
  // A wrong file must not empty a part: more than a tenth of its live electors removed.
  for (const r of await q(
    `SELECT r.acno, r.partno, r.n AS removed, ${partLiveSql('r')} AS live
       FROM (SELECT acno, partno, count(*)::int AS n FROM ${M} WHERE kind = ${K.removed} AND listed IS NOT TRUE GROUP BY acno, partno) r
      ORDER BY r.acno, r.partno`,
    [tenantId],
  )) {
    if (Number(r.removed) * 10 > Number(r.live))
      largeRemovals.push({ acno: Number(r.acno), partno: Number(r.partno), live: Number(r.live), removed: Number(r.removed) });
  }
  return largeRemovals;
}

/** What a revision does (revise): its counts, the first rows of each kind of change, and the parts it touches. */
async function outcome(q: Query, tenantId: number, T: string, M: string, sampleCount: number) {
  const counts: RevisionCounts = { inserted: 0, updated: 0, unchanged: 0, moved: 0, removed: 0, restored: 0, withoutEpic: 0, held: 0 };
  // The counts and the parts touched (those rows land in, those movers and the removed leave) in
  // one read of the rows: a few groups a part.
  const touchedKeys = new Map<number, { acno: number; partno: number }>();
  /** rows of each kind that are not refused, by the kind's number */
  const sampled = KINDS.map(() => 0);
  const touch = (acno: unknown, partno: unknown) => {
    if (acno != null) touchedKeys.set(partKey(Number(acno), Number(partno)), { acno: Number(acno), partno: Number(partno) });
  };
  for (const r of await q(
    `SELECT kind, rejected, acno, partno, from_acno, from_partno, count(*)::int AS n,
            count(*) FILTER (WHERE epic_no IS NULL AND line IS NOT NULL)::int AS no_epic
       FROM ${M} GROUP BY kind, rejected, acno, partno, from_acno, from_partno`,
  )) {
    const kind = KINDS[Number(r.kind)];
    if (!r.rejected) sampled[Number(r.kind)] += Number(r.n);
    if (kind === 'moved' || kind === 'removed') touch(r.from_acno, r.from_partno);
    if (r.rejected || kind === 'kept') continue;
    if (kind !== 'held') touch(r.acno, r.partno);
    counts[kind === 'added' ? 'inserted' : kind] += Number(r.n);
    counts.withoutEpic += Number(r.no_epic);
  }
  // The first rows of each kind. A kind of many rows (a twentieth of the file or more) has its
  // first ones among the file's first lines: read in line order (M's index on line) until found.
  // The rarer kinds are read from their own end of an index made for them alone: numbering every
  // row of a kind to keep five sorts the whole file, and indexing every row costs a second.
  const order = 'line, acno, partno, slnoinpart';
  const all = sampled.reduce((a, b) => a + b, 0);
  const kinds = KINDS.map((k, i) => i).filter((i) => KINDS[i] !== 'kept' && sampled[i] > 0);
  const rare = kinds.filter((i) => sampled[i] * 20 < all);
  if (rare.length) await q(`CREATE INDEX ON ${M} (kind, ${order}) WHERE kind IN (${rare.join(', ')})`);
  const firstOf = (i: number) => `(SELECT m.* FROM ${M} m WHERE m.kind = ${i} AND NOT m.rejected ORDER BY ${order} LIMIT $1)`;
  const samples = (
    !kinds.length
      ? ([] as Array<Record<string, unknown>>)
      : await q(
          `SELECT x.kind, x.line, x.acno, x.partno, x.slnoinpart, x.from_acno, x.from_partno, x.from_slnoinpart,
                  coalesce(s.fm_name_en, v.fm_name_en) AS fm_name_en, coalesce(s.lastname_en, v.lastname_en) AS lastname_en,
                  coalesce(s.fm_name_v1, v.fm_name_v1) AS fm_name_v1, coalesce(s.lastname_v1, v.lastname_v1) AS lastname_v1,
                  CASE WHEN x.line IS NULL THEN v.epic_no ELSE x.epic_no END AS epic_no
             FROM (${kinds.map(firstOf).join(' UNION ALL ')}) x
             LEFT JOIN ${T} s ON s.line = x.line
             LEFT JOIN voters v ON x.line IS NULL AND v.tenant_id = $2 AND v.id = x.voter_id
            ORDER BY x.kind, x.line, x.acno, x.partno, x.slnoinpart`,
          [sampleCount, tenantId],
        )
  ).map((r): RevisionSample => ({
    kind: KINDS[Number(r.kind)] as RevisionSample['kind'],
    line: r.line == null ? null : Number(r.line),
    acno: Number(r.acno),
    partno: Number(r.partno),
    slnoinpart: Number(r.slnoinpart),
    from:
      r.from_acno == null || [K.added, K.updated, K.unchanged, K.held].includes(Number(r.kind))
        ? null
        : { acno: Number(r.from_acno), partno: Number(r.from_partno), slnoinpart: Number(r.from_slnoinpart) },
    name: [r.fm_name_en, r.lastname_en].filter(Boolean).join(' '),
    nameLocal: [r.fm_name_v1, r.lastname_v1].filter(Boolean).join(' ') || null,
    epic: (r.epic_no as string | null) ?? null,
  }));
  return { counts, samples, touched: [...touchedKeys.values()] };
}

/** Rows without EPIC matched as a person (revise): their elector, or held with the candidates kept. */
async function matchPersons(q: Query, tenantId: number, T: string, M: string, classify: string, scratch: Scratch) {
  await q(
    `CREATE ${scratch} TABLE ${M}_c AS
     SELECT m.line, v.id, v.acno, v.partno, vs.slnoinpart
       FROM ${M} m JOIN ${T} s ON s.line = m.line
       JOIN voters v ON v.tenant_id = $1 AND v.deleted_at IS NULL AND v.acno = m.acno AND v.partno = m.partno ${slotJoinSql('v', 'vs')}
      WHERE m.voter_id IS NULL AND m.epic_no IS NULL AND ${SAME_PERSON}
        AND NOT EXISTS (SELECT 1 FROM ${M} o WHERE o.voter_id = v.id)`,
    [tenantId],
  );
  await q(
    `UPDATE ${M} m SET voter_id = v.id, ${classify}, from_acno = v.acno, from_partno = v.partno, from_slnoinpart = vs.slnoinpart
       FROM ${M}_c c, ${T} s, voters v ${slotJoinSql('v', 'vs')}
      WHERE c.line = m.line AND s.line = m.line AND v.tenant_id = $1 AND v.id = c.id
        AND NOT EXISTS (SELECT 1 FROM ${M}_c o WHERE o.line = c.line AND o.id <> c.id)
        AND NOT EXISTS (SELECT 1 FROM ${M}_c o WHERE o.id = c.id AND o.line <> c.line)`,
    [tenantId],
  );
  await q(`UPDATE ${M} m SET kind = ${K.held} WHERE m.voter_id IS NULL AND EXISTS (SELECT 1 FROM ${M}_c c WHERE c.line = m.line)`);
  await q(
    `INSERT INTO ${M} (line, voter_id, kind, acno, partno, slnoinpart, epic_no, from_acno, from_partno, from_slnoinpart, rejected)
     SELECT DISTINCT NULL::int, c.id, ${K.kept}, c.acno, c.partno, c.slnoinpart, NULL::text, c.acno, c.partno, c.slnoinpart, false
       FROM ${M}_c c
      WHERE NOT EXISTS (SELECT 1 FROM ${M} o WHERE o.voter_id = c.id)`,
  );
  await q(`DROP TABLE ${M}_c`);
}

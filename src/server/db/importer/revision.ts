// A revised roll applied as a whole. The Election Commission republishes the roll after every
// revision: electors are added and deleted, and serial numbers shift when supplements are merged
// into the mother roll. An elector is the same person through revisions by EPIC number; a row
// without one (an elector not yet issued a card) is keyed by its part and serial.
//
// The file's rows are staged first (a temporary table of the import's own connection), then
// matched, classified and applied in one transaction, so swaps and shifts inside one file work in
// any order and an interrupted or dry run changes nothing. With complete parts (the default),
// electors of the file's parts whom the file leaves out are removed from the roll (voters.
// deleted_at): their row and what the field staff collected stay, and a later roll that has them
// again brings them back. A supplement only adds and updates.
import type { VoterImportCounts, VoterImportSample } from '../../../shared/api/voterImport';
import { rowError, type RowError } from './rows';
import { ROLL_FIELDS, VOTER_COLS, VOTER_NAMES } from './columns';
import type { Query } from './conn';
import { AGGREGATE_COLUMNS, Aggregates, type AggregateRow } from './aggregates';

export type ImportMode = 'complete' | 'supplement';

/** What a row (or, for `removed`, an elector the file left out) does to the roll. */
export const KINDS = ['unchanged', 'added', 'restored', 'moved', 'updated', 'removed'] as const;
export type RevisionKind = (typeof KINDS)[number];
const K = Object.fromEntries(KINDS.map((k, i) => [k, i])) as Record<RevisionKind, number>;

/** What a revision does, counted (the import's counts of the same names). */
export type RevisionCounts = Pick<VoterImportCounts, 'inserted' | 'updated' | 'unchanged' | 'moved' | 'removed' | 'restored' | 'withoutEpic'>;

/** One of the first rows of a kind of change, as the import's summary shows them. */
export type RevisionSample = VoterImportSample;

export interface Revision {
  counts: RevisionCounts;
  samples: RevisionSample[];
  /** rows refused because their slot stays with an elector the file does not move */
  conflicts: RowError[];
  /** parts whose voters changed (the file's parts and those electors moved out of) */
  touched: Array<{ acno: number; partno: number }>;
}

/** The staging table: the file's rows as read, with their line. */
export const stageDdl = (name: string) => `CREATE TEMP TABLE ${name} (line int, ${VOTER_COLS.map(([c, t]) => `${c} ${t}`).join(', ')})`;
/** The columns a batch's COPY lines fill, in order. */
export const STAGE_COLUMNS = `line, ${VOTER_NAMES}`;

/** A part as one number (acno * 100000 + partno), as the importer keys them. */
export const partKey = (acno: number, partno: number) => acno * 100000 + partno;

/**
 * Matches the staged rows to the roll, classifies them and, unless `dryRun`, applies them. Runs
 * inside the caller's transaction. `keptParts`: parts with a rejected row, from which nobody is
 * removed (the rejected row may be the very elector).
 *
 * What each row does goes into a narrow table of its own (M: line, elector, kind, where the
 * elector was), made in one pass: most of a revised roll is unchanged, and rewriting the staged
 * rows themselves would cost a full copy of the file per step.
 */
export async function revise(
  q: Query,
  tenantId: number,
  T: string,
  opts: { mode: ImportMode; dryRun: boolean; keptParts: number[]; samples: number },
): Promise<Revision> {
  const M = `${T}_m`;
  const differs = `(${ROLL_FIELDS.map((f) => `v.${f}`).join(', ')}) IS DISTINCT FROM (${ROLL_FIELDS.map((f) => `s.${f}`).join(', ')})
                   OR (v.epic_no IS NULL AND s.epic_no IS NOT NULL) OR (v.mobile IS NULL AND s.mobile IS NOT NULL)`;
  const kindOf = `CASE WHEN (v.acno, v.partno, v.slnoinpart) <> (s.acno, s.partno, s.slnoinpart) THEN ${K.moved}
                       WHEN ${differs} THEN ${K.updated} ELSE ${K.unchanged} END`;
  // By EPIC, the elector on the roll (the importer keeps an EPIC on one live elector at most).
  await q(
    `CREATE TEMP TABLE ${M} AS
     SELECT s.line, s.acno, s.partno, s.slnoinpart, s.epic_no, v.id AS voter_id,
            (CASE WHEN v.id IS NOT NULL THEN ${kindOf} END)::smallint AS kind,
            v.acno AS from_acno, v.partno AS from_partno, v.slnoinpart AS from_slnoinpart, false AS rejected
       FROM ${T} s LEFT JOIN voters v ON v.tenant_id = $1 AND v.deleted_at IS NULL AND v.epic_no COLLATE "C" = s.epic_no`,
    [tenantId],
  );
  await q(`CREATE INDEX ON ${M} (voter_id)`);
  await q(`CREATE INDEX ON ${M} (line)`);
  await q(`ANALYZE ${M}`);
  // By EPIC, an elector removed earlier (the latest): back on the roll.
  await q(
    `UPDATE ${M} m SET voter_id = r.id, kind = ${K.restored}, from_acno = r.acno, from_partno = r.partno, from_slnoinpart = r.slnoinpart
       FROM (SELECT DISTINCT ON (m2.line) m2.line, v.id, v.acno, v.partno, v.slnoinpart
               FROM ${M} m2 JOIN voters v ON v.tenant_id = $1 AND v.deleted_at IS NOT NULL AND v.epic_no COLLATE "C" = m2.epic_no
              WHERE m2.voter_id IS NULL AND m2.epic_no IS NOT NULL
              ORDER BY m2.line, v.deleted_at DESC, v.id DESC) r
      WHERE m.line = r.line`,
    [tenantId],
  );
  // By slot: a row without an EPIC takes the elector on its slot unless the file has that elector
  // elsewhere by EPIC; a row with one takes an elector on its slot who has none (a card issued).
  await q(
    `UPDATE ${M} m SET voter_id = v.id, kind = CASE WHEN ${differs} THEN ${K.updated} ELSE ${K.unchanged} END,
            from_acno = v.acno, from_partno = v.partno, from_slnoinpart = v.slnoinpart
       FROM ${T} s, voters v
      WHERE m.voter_id IS NULL AND s.line = m.line AND v.tenant_id = $1 AND v.deleted_at IS NULL
        AND v.acno = m.acno AND v.partno = m.partno AND v.slnoinpart = m.slnoinpart
        AND (v.epic_no IS NULL OR m.epic_no IS NULL)
        AND NOT EXISTS (SELECT 1 FROM ${M} o WHERE o.voter_id = v.id)`,
    [tenantId],
  );
  await q(`UPDATE ${M} SET kind = ${K.added} WHERE voter_id IS NULL`);

  // A row that takes a slot (added, moved, back) while someone the file does not move stays on
  // it is refused: in a supplement, or in a part kept whole, or when that elector's own row was
  // refused. Refusing one row may keep its elector on a slot another row wanted, so it is asked
  // again until nothing changes.
  const conflicts: RowError[] = [];
  for (;;) {
    const refused = await q(
      `UPDATE ${M} m SET rejected = true
         FROM voters v
        WHERE NOT m.rejected AND m.kind IN (${K.added}, ${K.moved}, ${K.restored})
          AND v.tenant_id = $1 AND v.deleted_at IS NULL
          AND v.acno = m.acno AND v.partno = m.partno AND v.slnoinpart = m.slnoinpart
          AND v.id IS DISTINCT FROM m.voter_id
          AND NOT EXISTS (SELECT 1 FROM ${M} o WHERE o.voter_id = v.id AND NOT o.rejected)
          AND ($2::boolean OR (v.acno * 100000 + v.partno) = ANY($3::int[]) OR EXISTS (SELECT 1 FROM ${M} o WHERE o.voter_id = v.id))
      RETURNING m.line, m.partno, m.slnoinpart, m.epic_no, v.epic_no AS other`,
      [tenantId, opts.mode === 'supplement', opts.keptParts],
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

  if (opts.mode === 'complete') {
    // Electors of the file's parts whom no row (accepted or refused) names.
    await q(
      `INSERT INTO ${M} (line, voter_id, kind, acno, partno, slnoinpart, epic_no, from_acno, from_partno, from_slnoinpart, rejected)
       SELECT NULL, v.id, ${K.removed}, v.acno, v.partno, v.slnoinpart, v.epic_no, v.acno, v.partno, v.slnoinpart, false
         FROM (SELECT DISTINCT acno, partno FROM ${M}) p
         JOIN voters v ON v.tenant_id = $1 AND v.acno = p.acno AND v.partno = p.partno AND v.deleted_at IS NULL
        WHERE NOT ((p.acno * 100000 + p.partno) = ANY($2::int[]))
          AND NOT EXISTS (SELECT 1 FROM ${M} o WHERE o.voter_id = v.id)`,
      [tenantId, opts.keptParts],
    );
  }

  const counts: RevisionCounts = { inserted: 0, updated: 0, unchanged: 0, moved: 0, removed: 0, restored: 0, withoutEpic: 0 };
  for (const r of await q(
    `SELECT kind, count(*)::int AS n, count(*) FILTER (WHERE epic_no IS NULL AND line IS NOT NULL)::int AS no_epic
       FROM ${M} WHERE NOT rejected GROUP BY kind`,
  )) {
    const kind = KINDS[Number(r.kind)];
    counts[kind === 'added' ? 'inserted' : kind] += Number(r.n);
    counts.withoutEpic += Number(r.no_epic);
  }
  const samples = (
    await q(
      `SELECT x.kind, x.line, x.acno, x.partno, x.slnoinpart, x.from_acno, x.from_partno, x.from_slnoinpart,
              coalesce(s.fm_name_en, v.fm_name_en) AS fm_name_en, coalesce(s.lastname_en, v.lastname_en) AS lastname_en,
              coalesce(s.fm_name_v1, v.fm_name_v1) AS fm_name_v1, coalesce(s.lastname_v1, v.lastname_v1) AS lastname_v1, x.epic_no
         FROM (SELECT m.*, row_number() OVER (PARTITION BY kind ORDER BY line NULLS LAST, acno, partno, slnoinpart) AS k
                 FROM ${M} m WHERE NOT rejected AND kind <> ${K.unchanged}) x
         LEFT JOIN ${T} s ON s.line = x.line
         LEFT JOIN voters v ON x.line IS NULL AND v.tenant_id = $2 AND v.id = x.voter_id
        WHERE x.k <= $1 ORDER BY x.kind, x.k`,
      [opts.samples, tenantId],
    )
  ).map((r): RevisionSample => ({
    kind: KINDS[Number(r.kind)] as RevisionSample['kind'],
    line: r.line == null ? null : Number(r.line),
    acno: Number(r.acno),
    partno: Number(r.partno),
    slnoinpart: Number(r.slnoinpart),
    from:
      r.from_acno == null || Number(r.kind) === K.added || Number(r.kind) === K.updated
        ? null
        : { acno: Number(r.from_acno), partno: Number(r.from_partno), slnoinpart: Number(r.from_slnoinpart) },
    name: [r.fm_name_en, r.lastname_en].filter(Boolean).join(' '),
    nameLocal: [r.fm_name_v1, r.lastname_v1].filter(Boolean).join(' ') || null,
    epic: (r.epic_no as string | null) ?? null,
  }));
  const touched = (
    await q(
      `SELECT DISTINCT acno, partno FROM ${M} WHERE NOT rejected
       UNION SELECT DISTINCT from_acno, from_partno FROM ${M} WHERE kind IN (${K.moved}, ${K.removed})`,
    )
  ).map((r) => ({ acno: Number(r.acno), partno: Number(r.partno) }));

  if (!opts.dryRun) await apply(q, tenantId, T, M);
  await q(`DROP TABLE ${M}`);
  return { counts, samples, conflicts, touched };
}

async function apply(q: Query, tenantId: number, T: string, M: string) {
  // The aggregates lose the electors who leave, move or change, as the roll has them now, and
  // gain those put on it, as the file has them; read before the roll changes.
  const agg = new Aggregates(false);
  const cols = (t: string) => AGGREGATE_COLUMNS.map((c) => `${t}.${c}`).join(', ');
  for (const r of await q(
    `SELECT ${cols('v')} FROM ${M} m JOIN voters v ON v.tenant_id = $1 AND v.id = m.voter_id
      WHERE m.kind IN (${K.removed}, ${K.moved}, ${K.updated}) AND NOT m.rejected ORDER BY v.acno, v.partno, v.section_no`,
    [tenantId],
  ))
    agg.add(r as unknown as AggregateRow, -1);
  for (const r of await q(
    `SELECT ${cols('s')} FROM ${M} m JOIN ${T} s ON s.line = m.line
      WHERE m.kind IN (${K.added}, ${K.restored}, ${K.moved}, ${K.updated}) AND NOT m.rejected ORDER BY s.acno, s.partno, s.section_no`,
  ))
    agg.add(r as unknown as AggregateRow, 1);
  await q(
    `UPDATE voters v SET deleted_at = now(), updated_at = now() FROM ${M} m
      WHERE m.kind = ${K.removed} AND v.tenant_id = $1 AND v.id = m.voter_id`,
    [tenantId],
  );
  // Movers leave their slots first (a slot of their own, below zero), so one may take the slot
  // another is leaving whatever order the rows come in: a unique index is checked row by row.
  await q(
    `UPDATE voters v SET slnoinpart = -m.line FROM ${M} m
      WHERE m.kind = ${K.moved} AND NOT m.rejected AND v.tenant_id = $1 AND v.id = m.voter_id`,
    [tenantId],
  );
  await q(
    `UPDATE voters v SET acno = s.acno, partno = s.partno, slnoinpart = s.slnoinpart,
            ${ROLL_FIELDS.map((f) => `${f} = s.${f}`).join(', ')},
            epic_no = coalesce(s.epic_no, v.epic_no), mobile = coalesce(v.mobile, s.mobile),
            deleted_at = NULL, updated_at = now()
       FROM ${M} m JOIN ${T} s ON s.line = m.line
      WHERE m.kind IN (${K.restored}, ${K.moved}, ${K.updated}) AND NOT m.rejected AND v.tenant_id = $1 AND v.id = m.voter_id`,
    [tenantId],
  );
  await q(
    `INSERT INTO voters (tenant_id, ${VOTER_NAMES})
     SELECT $1, ${VOTER_COLS.map(([c]) => `s.${c}`).join(', ')} FROM ${M} m JOIN ${T} s ON s.line = m.line
      WHERE m.kind = ${K.added} AND NOT m.rejected ORDER BY m.line`,
    [tenantId],
  );
  // The collected details follow their voter's slot; off the roll they hold none, so the
  // reports per part and voters reached leave them out.
  await q(
    `UPDATE voter_info i SET acno = CASE WHEN m.kind = ${K.removed} THEN NULL ELSE m.acno END,
                             partno = CASE WHEN m.kind = ${K.removed} THEN NULL ELSE m.partno END,
                             slnoinpart = CASE WHEN m.kind = ${K.removed} THEN NULL ELSE m.slnoinpart END
       FROM ${M} m
      WHERE m.kind IN (${K.restored}, ${K.moved}, ${K.removed}) AND NOT m.rejected AND i.tenant_id = $1 AND i.voter_id = m.voter_id`,
    [tenantId],
  );
  await agg.apply(q, tenantId);
}

// A revision's writes, once every row is matched and classified (revision.ts): the aggregates,
// the slots, the electors' rows and the slots of what the field staff collected, in the order the
// database's keys allow. Runs inside the revision's transaction.
import { ROLL_FIELDS, VOTER_ROW_COLS, VOTER_ROW_NAMES } from './columns';
import type { Query } from './conn';
import { AGGREGATE_COLUMNS, Aggregates, type AggregateRow } from './aggregates';
import { K, type Scratch } from './revisionKinds';

const text = (v: unknown): string => (v == null ? '' : String(v));
const textOrNull = (v: unknown): string | null => (v == null ? null : String(v));

/** The aggregates' columns of a row read from the roll or the stage (a new column is a type error here). */
const aggregateRowOf = (r: Record<string, unknown>): AggregateRow => ({
  acno: Number(r.acno),
  partno: Number(r.partno),
  section_no: Number(r.section_no),
  section_name: textOrNull(r.section_name),
  section_name_v1: textOrNull(r.section_name_v1),
  fm_name_en: text(r.fm_name_en),
  lastname_en: text(r.lastname_en),
  fm_name_v1: textOrNull(r.fm_name_v1),
  lastname_v1: textOrNull(r.lastname_v1),
  gender: textOrNull(r.gender),
  age: r.age == null ? null : Number(r.age),
});

/** Applies a classified revision (revise): T the stage, M what each row does. */
export async function applyRevision(q: Query, tenantId: number, T: string, M: string, scratch: Scratch) {
  // The aggregates lose the electors who leave, move or change, as the roll has them now, and
  // gain those put on it, as the file has them; read before the roll changes. A mover or an update
  // whose counted fields stay (recount false) would take one off and put one back: not read.
  const agg = new Aggregates(false);
  const cols = (t: string) => AGGREGATE_COLUMNS.map((c) => `${t}.${c}`).join(', ');
  const changes = `(m.kind IN (${K.moved}, ${K.updated}) AND m.recount IS NOT FALSE)`;
  for (const r of await q(
    `SELECT ${cols('v')} FROM ${M} m JOIN voters v ON v.tenant_id = $1 AND v.id = m.voter_id
      WHERE NOT m.rejected AND (m.kind = ${K.removed} OR ${changes}) ORDER BY v.acno, v.partno, v.section_no`,
    [tenantId],
  ))
    agg.add(aggregateRowOf(r), -1);
  for (const r of await q(
    `SELECT ${cols('s')} FROM ${M} m JOIN ${T} s ON s.line = m.line
      WHERE NOT m.rejected AND (m.kind IN (${K.added}, ${K.restored}) OR ${changes}) ORDER BY s.acno, s.partno, s.section_no`,
  ))
    agg.add(aggregateRowOf(r), 1);
  await q(
    `UPDATE voters v SET deleted_at = now(), removed_reason = m.reason, updated_at = now() FROM ${M} m
      WHERE m.kind = ${K.removed} AND v.tenant_id = $1 AND v.id = m.voter_id`,
    [tenantId],
  );
  // Those added: their ids drawn first (in the file's order), so that their rows and slots go in
  // as two inserts.
  await q(
    `UPDATE ${M} m SET voter_id = n.id
       FROM (SELECT line, nextval(pg_get_serial_sequence('voters', 'id')) AS id
               FROM (SELECT line FROM ${M} WHERE kind = ${K.added} AND NOT rejected ORDER BY line) o) n
      WHERE m.line = n.line`,
  );
  // The slots: the removed leave theirs, then the movers and those back leave theirs, and they
  // and those added take their new ones, whatever order the rows come in. Deleted and inserted
  // again rather than updated: a new slot that an old one of the same statement still holds would
  // be checked again at the statement's end (voter_slots_roll_key is deferrable), one look-up a
  // mover more.
  await q(
    `UPDATE voter_slots vs SET on_roll = NULL, updated_at = now() FROM ${M} m
      WHERE m.kind = ${K.removed} AND NOT m.rejected AND vs.tenant_id = $1 AND vs.voter_id = m.voter_id`,
    [tenantId],
  );
  await q(
    `DELETE FROM voter_slots vs USING ${M} m
      WHERE m.kind IN (${K.restored}, ${K.moved}) AND NOT m.rejected AND vs.tenant_id = $1 AND vs.voter_id = m.voter_id`,
    [tenantId],
  );
  await q(
    `INSERT INTO voter_slots (tenant_id, voter_id, acno, partno, slnoinpart, on_roll)
     SELECT $1, m.voter_id, m.acno, m.partno, m.slnoinpart, true FROM ${M} m WHERE m.kind IN (${K.restored}, ${K.moved}, ${K.added}) AND NOT m.rejected`,
    [tenantId],
  );
  // The rows: those back or updated, and the movers whose row changes (another part, or fields):
  // most of a renumbered part changes only its slots. Listed first in a table of their own,
  // analysed, so that the planner reads those few electors by key instead of hashing the roll.
  await q(
    `CREATE ${scratch} TABLE ${M}_w AS SELECT line, voter_id FROM ${M} m
      WHERE (m.kind IN (${K.restored}, ${K.updated})
             OR (m.kind = ${K.moved} AND (m.differs IS NOT FALSE OR (m.acno, m.partno) <> (m.from_acno, m.from_partno))))
        AND NOT m.rejected`,
  );
  await q(`ANALYZE ${M}_w`);
  await q(
    `UPDATE voters v SET acno = s.acno, partno = s.partno,
            ${ROLL_FIELDS.map((f) => `${f} = s.${f}`).join(', ')},
            epic_no = coalesce(s.epic_no, v.epic_no), mobile = coalesce(v.mobile, s.mobile),
            deleted_at = NULL, removed_reason = NULL, updated_at = now()
       FROM ${M}_w w JOIN ${T} s ON s.line = w.line
      WHERE v.tenant_id = $1 AND v.id = w.voter_id`,
    [tenantId],
  );
  await q(`DROP TABLE ${M}_w`);
  await q(
    `INSERT INTO voters (tenant_id, id, ${VOTER_ROW_NAMES})
     SELECT $1, m.voter_id, ${VOTER_ROW_COLS.map((c) => `s.${c}`).join(', ')} FROM ${M} m JOIN ${T} s ON s.line = m.line
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

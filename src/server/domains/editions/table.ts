// Editions of the roll: each import of a part is an edition (draft, final or supplement, with
// its roll date and qualifying date), and its entries are the part as that import left it. Two
// editions compare entry by entry (added, deleted, moved, changed), whatever the roll became
// since. The voters table holds only the roll as it is now; these rows are its history.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, lifecycle, sameTenant, tenantId, ts, users } from '../../db/schema';

export const rollEditions = pgTable(
  'roll_editions',
  {
    tenant_id: tenantId(),
    id: id(),
    acno: integer('acno').notNull(),
    partno: integer('partno').notNull(),
    /** draft, final or supplement */
    kind: text('kind').notNull(),
    /** the date the roll was published (YYYY-MM-DD) */
    roll_date: date('roll_date', { mode: 'string' }).notNull(),
    /** the qualifying date of the revision: 1 January, April, July or October */
    qualifying_date: date('qualifying_date', { mode: 'string' }).notNull(),
    /** the file the import read, as its audit row names it */
    source: text('source'),
    /** electors on the roll of the part after the import, and those it removed */
    electors: integer('electors').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    /** when the import ran: one file's parts share it, a constituency's edition is the parts of one import */
    imported_at: ts('imported_at').notNull().defaultNow(),
    created_by: bigint('created_by', { mode: 'number' }),
    /** its constituency's spans (roll_edition_spans) include it; false for editions from before them, rebuilt on first comparison */
    spanned: boolean('spanned').notNull().default(true),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    index('roll_editions_part').on(t.tenant_id, t.acno, t.partno, t.imported_at),
    sameTenant('roll_editions_created_by_fk', t, t.created_by, users),
    check('roll_editions_kind', sql`${t.kind} in ('draft', 'final', 'supplement')`),
  ],
);

/**
 * One elector of an edition: on the roll of the part after its import (on_roll), or removed by
 * it (on_roll false, with the roll's reason). The roll's own fields are copied, so a later
 * edition's changes are told field by field. No foreign key to voters: an import of millions of
 * rows would check each (as voter_slots, for the same reason).
 */
export const rollEditionEntries = pgTable(
  'roll_edition_entries',
  {
    tenant_id: tenantId(),
    edition_id: bigint('edition_id', { mode: 'number' }).notNull(),
    voter_id: bigint('voter_id', { mode: 'number' }).notNull(),
    on_roll: boolean('on_roll').notNull(),
    /** dead, shifted, duplicate, absent, other (the roll's words in removed_note), null unsaid */
    removed_reason: text('removed_reason'),
    removed_note: text('removed_note'),
    slnoinpart: integer('slnoinpart').notNull(),
    section_no: integer('section_no').notNull().default(0),
    section_name: text('section_name'),
    house_no: text('house_no'),
    fm_name_en: text('fm_name_en').notNull(),
    lastname_en: text('lastname_en').notNull().default(''),
    fm_name_v1: text('fm_name_v1'),
    lastname_v1: text('lastname_v1'),
    rln_type: text('rln_type'),
    rln_fm_nm_en: text('rln_fm_nm_en'),
    rln_l_nm_en: text('rln_l_nm_en'),
    rln_fm_nm_v1: text('rln_fm_nm_v1'),
    rln_l_nm_v1: text('rln_l_nm_v1'),
    epic_no: text('epic_no'),
    gender: text('gender'),
    age: smallint('age'),
    dob: date('dob', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.edition_id, t.voter_id] }),
    // a voter's entries across editions (a constituency's comparison, the claims' reconciliation)
    index('roll_edition_entries_voter').on(t.tenant_id, t.voter_id),
    sameTenant('roll_edition_entries_edition_fk', t, t.edition_id, rollEditions),
    check('roll_edition_entries_reason', sql`${t.removed_reason} in ('dead', 'shifted', 'duplicate', 'absent', 'other')`),
  ],
);

/**
 * A constituency's state through its editions, stored as spans: an elector's entry is in the state
 * from the import that made it until the import that changed it (valid_until, null while it holds).
 * An entry equal to the one before (same part, serial, fields) extends its span, so two editions
 * compare by the spans that start or end between them (an index range, not the whole roll).
 * The state is the comparison's (queries.ts): each part's latest edition, of an elector in several
 * the latest entry. Written by the import (spans.ts), in the transaction of its editions.
 */
export const rollEditionSpans = pgTable(
  'roll_edition_spans',
  {
    tenant_id: tenantId(),
    acno: integer('acno').notNull(),
    voter_id: bigint('voter_id', { mode: 'number' }).notNull(),
    /** the edition whose entry the span shows */
    edition_id: bigint('edition_id', { mode: 'number' }).notNull(),
    partno: integer('partno').notNull(),
    valid_from: ts('valid_from').notNull(),
    valid_until: ts('valid_until'),
    /** md5 of what the comparison reads of the entry: an equal next entry keeps the span */
    content: uuid('content').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.acno, t.voter_id, t.valid_from] }),
    uniqueIndex('roll_edition_spans_open')
      .on(t.tenant_id, t.acno, t.voter_id)
      .where(sql`${t.valid_until} is null`),
    index('roll_edition_spans_from').on(t.tenant_id, t.acno, t.valid_from),
    index('roll_edition_spans_until').on(t.tenant_id, t.acno, t.valid_until),
    sameTenant('roll_edition_spans_edition_fk', t, t.edition_id, rollEditions),
  ],
);

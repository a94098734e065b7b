// Claims and objections of a revision: Form 6 (inclusion), Form 7 (objection to an entry, or a
// deletion) and Form 8 (shifting within the constituency, a correction, a replacement card), each
// for an elector of the roll or a new person, handled by a booth-level agent (a user), from
// drafted to filed to accepted, rejected or lapsed. A claims period (start and end) per
// constituency bounds a revision's filing.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, lifecycle, liveIndex, sameTenant, tenantId, users, voters } from '../../db/schema';

export const claims = pgTable(
  'claims',
  {
    tenant_id: tenantId(),
    id: id(),
    /** '6', '7' or '8' */
    form: text('form').notNull(),
    acno: integer('acno').notNull(),
    partno: integer('partno').notNull(),
    /** the elector's serial, or for a new person the serial nearest their house: which page (field assignment) it is of */
    slnoinpart: integer('slnoinpart'),
    /** the elector of the roll the form concerns (none for a new person) */
    voter_id: bigint('voter_id', { mode: 'number' }),
    name: text('name').notNull(),
    relative_name: text('relative_name'),
    /** F (father), H (husband), M (mother), O (other), as the roll's RLN_TYPE */
    relation_type: text('relation_type'),
    age: smallint('age'),
    gender: text('gender'),
    house_no: text('house_no'),
    phone: text('phone'),
    epic_no: text('epic_no'),
    reason: text('reason'),
    agent_id: bigint('agent_id', { mode: 'number' }),
    drafted_on: date('drafted_on', { mode: 'string' }).notNull(),
    filed_on: date('filed_on', { mode: 'string' }),
    hearing_on: date('hearing_on', { mode: 'string' }),
    ack_no: text('ack_no'),
    status: text('status').notNull().default('drafted'),
    note: text('note'),
    created_by: bigint('created_by', { mode: 'number' }),
    /** the voter at whose door a field worker started it (the field app's change of kind claim) */
    door_voter_id: bigint('door_voter_id', { mode: 'number' }),
    /** a Form 6's probable elector in a new edition (name, relative, age, house alike, no EPIC): waits for an admin to confirm */
    match_voter_id: bigint('match_voter_id', { mode: 'number' }),
    /** electors an admin said are not this Form 6's person: not proposed again */
    not_voter_ids: bigint('not_voter_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('claims', t, t.id),
    index('claims_created_by')
      .on(t.tenant_id, t.created_by)
      .where(sql`${t.deleted_at} is null`),
    index('claims_part')
      .on(t.tenant_id, t.acno, t.partno, t.slnoinpart)
      .where(sql`${t.deleted_at} is null`),
    index('claims_agent')
      .on(t.tenant_id, t.agent_id)
      .where(sql`${t.deleted_at} is null`),
    sameTenant('claims_voter_fk', t, t.voter_id, voters),
    sameTenant('claims_agent_fk', t, t.agent_id, users),
    sameTenant('claims_created_by_fk', t, t.created_by, users),
    sameTenant('claims_door_voter_fk', t, t.door_voter_id, voters),
    sameTenant('claims_match_voter_fk', t, t.match_voter_id, voters),
    check('claims_form', sql`${t.form} in ('6', '7', '8')`),
    check('claims_status', sql`${t.status} in ('drafted', 'filed', 'accepted', 'rejected', 'lapsed')`),
  ],
);

/** A constituency's claims period: one live at a time. */
export const claimPeriods = pgTable(
  'claim_periods',
  {
    tenant_id: tenantId(),
    id: id(),
    acno: integer('acno').notNull(),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    uniqueIndex('claim_periods_live')
      .on(t.tenant_id, t.acno)
      .where(sql`${t.deleted_at} is null`),
    check('claim_periods_order', sql`${t.starts_on} <= ${t.ends_on}`),
  ],
);

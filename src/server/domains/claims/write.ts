// The claims domain's writes that others ask for: the row a claim's body writes, and a claim
// drafted from the door (the field sync's change of kind claim calls this; it never writes the
// table itself). A door claim is checked by the console's own claim rules once the voter's entry
// fills in what the worker did not type.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { insertRow, type Actor } from '../../db/audit';
import { HttpError, fieldError, validate, type FieldError } from '../../http';
import { todayInKolkata } from '../../../shared/dates';
import { CLAIM_GENDERS, FORM_OF_OUTCOME, claimSchema, type ClaimBody, type DoorClaim } from '../../../shared/schemas/claims';
import { fullName } from '../voters/record/sql';
import { slotJoin } from '../../db/slots';
import { claims } from './table';

/** The row a claim's body writes: empty optional fields as null, the draft dated today by default. */
export const rowOf = (b: ClaimBody) => ({
  form: b.form,
  acno: b.acno,
  partno: b.partno,
  slnoinpart: b.slnoinpart ?? null,
  voter_id: b.voter_id ?? null,
  name: b.name,
  relative_name: b.relative_name ?? null,
  relation_type: b.relation_type ?? null,
  age: b.age ?? null,
  gender: b.gender ?? null,
  house_no: b.house_no ?? null,
  phone: b.phone ?? null,
  epic_no: b.epic_no ?? null,
  reason: b.reason ?? null,
  agent_id: b.agent_id ?? null,
  drafted_on: b.drafted_on ?? todayInKolkata(),
  filed_on: b.filed_on ?? null,
  hearing_on: b.hearing_on ?? null,
  ack_no: b.ack_no ?? null,
  status: b.status ?? 'drafted',
  note: b.note ?? null,
});

interface DoorVoter {
  acno: number;
  partno: number;
  slnoinpart: number | null;
  name: string | null;
  relative_name: string | null;
  rln_type: string | null;
  age: number | null;
  gender: string | null;
  house_no: string | null;
  epic_no: string | null;
  /** a live Form 7 or 8 of the same form already drafted or filed for this voter */
  open_forms: string[];
}

/** The claim's body a door outcome makes: the new person at the voter's house (Form 6), or the voter's own entry (Forms 7, 8). */
function bodyOf(voterId: number, v: DoorVoter, d: DoorClaim): Record<string, unknown> {
  const form = FORM_OF_OUTCOME[d.outcome];
  const slot = { acno: v.acno, partno: v.partno, slnoinpart: v.slnoinpart ?? undefined };
  if (form === '6')
    return {
      form,
      ...slot,
      name: d.name,
      relative_name: d.relative_name,
      relation_type: d.relation_type,
      age: d.age,
      gender: d.gender,
      house_no: d.house_no,
      phone: d.phone,
    };
  const gender = CLAIM_GENDERS.find((g) => g === v.gender);
  const relation = v.rln_type && ['F', 'H', 'M', 'O'].includes(v.rln_type) ? v.rln_type : undefined;
  return {
    form,
    ...slot,
    voter_id: voterId,
    name: v.name ?? '',
    relative_name: v.relative_name ?? undefined,
    relation_type: relation,
    age: v.age ?? undefined,
    gender,
    house_no: v.house_no ?? undefined,
    epic_no: v.epic_no ?? undefined,
    reason: d.note,
  };
}

/**
 * A claim drafted from the door in the worker's name, in the sync's transaction: the id made, or
 * why not (the reason's key and the fields at fault). The voter is one the sync found on the
 * worker's pages.
 */
export async function draftFromDoor(
  database: Database,
  tx: Db,
  actor: Actor & { userId: number },
  voterId: number,
  d: DoorClaim,
): Promise<{ id: number } | { reason: string; errors: FieldError[] }> {
  const t = actor.tenantId;
  const [v] = await database.rows<DoorVoter>(
    sql`select v.acno, v.partno, vs.slnoinpart, ${fullName('v.fm_name_en', 'v.lastname_en')} as name,
               ${fullName('v.rln_fm_nm_en', 'v.rln_l_nm_en')} as relative_name, v.rln_type, v.age, v.gender, v.house_no, v.epic_no,
               array(select c.form from claims c where c.tenant_id = v.tenant_id and c.voter_id = v.id and c.deleted_at is null
                       and c.status in ('drafted', 'filed')) as open_forms
          from voters v ${slotJoin()} where v.tenant_id = ${t} and v.id = ${voterId} and v.deleted_at is null`,
    tx,
  );
  if (!v) return { reason: 'field.unknownVoter', errors: [] };
  const form = FORM_OF_OUTCOME[d.outcome];
  // two workers of a page committee at one door: the entry's objection is drafted once
  if (form !== '6' && v.open_forms.includes(form)) return { reason: 'claims.alreadyOpen', errors: [fieldError('outcome', 'claims.alreadyOpen')] };
  let body: ClaimBody;
  try {
    body = await validate(claimSchema, bodyOf(voterId, v, d));
  } catch (e) {
    if (e instanceof HttpError) return { reason: 'field.invalidValues', errors: e.errors ?? [] };
    throw e;
  }
  const row = await insertRow<{ id: number }>(tx, actor, claims, { ...rowOf(body), created_by: actor.userId, door_voter_id: voterId });
  return { id: Number(row.id) };
}

// Details and consent from a phone, on the voter's details row (voter_info) as the console's
// Add-details and consent forms keep them. Only the fields a change names are written, so two
// workers who each change another field both keep theirs, and of two who change the same field the
// later received stands. The row is locked while the change reads what it replaces.
import { sql, type SQL } from 'drizzle-orm';
import * as yup from 'yup';
import { recordAudit } from '../../db/audit';
import { voterGroups } from '../../db/schema';
import { missingReferences } from '../../db/tenantRows';
import type { ChangeOverride } from '../../../shared/api/field';
import { DETAIL_FIELDS, consentChangeSchema, detailFieldSchema, type DetailField } from '../../../shared/schemas/field';
import { fieldError } from '../../http';
import { recountReached } from '../voters/queries';
import { Refusal, checked, refuseBlockedPhone, type ApplyContext } from './apply';
import { lastWriters, recordOverrides } from './writers';

/** Add-details fields kept in the details row's own columns; the others live in its `details` object. */
const COLUMNS = new Set<string>(['phone_no', 'category', 'religion', 'align_with_party', 'align_with_candidate', 'voter_group_id', 'address', 'family_id']);

interface InfoRow {
  id: number;
  live: boolean;
  values: Record<string, unknown>;
}

/** The voter's details row (live or not), locked, with its values by field name. */
async function currentInfo(c: ApplyContext): Promise<InfoRow | null> {
  const [r] = await c.database.rows<Record<string, unknown>>(
    sql`select id, deleted_at is null as live, phone_no, category, religion, align_with_party, align_with_candidate, voter_group_id,
               address, family_id, details, consent, do_not_contact
          from voter_info where tenant_id = ${c.actor.tenantId} and voter_id = ${c.voter.id} for update`,
    c.tx,
  );
  if (!r) return null;
  const details = (r.details ?? {}) as Record<string, unknown>;
  const values: Record<string, unknown> = { ...details };
  for (const k of [...COLUMNS, 'consent', 'do_not_contact']) values[k] = r[k] ?? null;
  if (values.voter_group_id != null) values.voter_group_id = Number(values.voter_group_id);
  return { id: Number(r.id), live: Boolean(r.live), values };
}

/**
 * Writes the given columns (values or SQL) and details keys on the voter's details row, creating or
 * reviving it; answers its id, whether it was not live before, and when consent was recorded.
 */
async function upsertInfo(c: ApplyContext, columns: Record<string, unknown>, details: Record<string, unknown>) {
  const names = Object.keys(columns);
  const cols = names.map((k) => sql`, ${sql.identifier(k)}`);
  const vals = names.map((k) => sql`, ${columns[k] as SQL}`);
  const sets = names.map((k) => sql`${sql.identifier(k)} = excluded.${sql.identifier(k)}, `);
  const [row] = await c.database.rows<{ id: number; inserted: boolean; consent_at: string | null }>(
    sql`insert into voter_info as t (tenant_id, voter_id, created_by, details ${sql.join(cols, sql``)})
        values (${c.actor.tenantId}, ${c.voter.id}, ${c.actor.userId}, ${JSON.stringify(details)}::jsonb ${sql.join(vals, sql``)})
        on conflict (tenant_id, voter_id) do update set ${sql.join(sets, sql``)}
          details = coalesce(t.details, '{}'::jsonb) || excluded.details, deleted_at = null, updated_at = now()
        returning id, (xmax = 0) as inserted, to_char(consent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as consent_at`,
    c.tx,
  );
  return { id: Number(row.id), inserted: Boolean(row.inserted), consentAt: row.consent_at };
}

/** The fields of a details change, each by the console's own rule for it; nothing else. */
async function detailFields(c: ApplyContext): Promise<Partial<Record<DetailField, unknown>>> {
  const named = Object.keys(c.change.fields);
  const unknown = named.filter((k) => !(DETAIL_FIELDS as readonly string[]).includes(k));
  if (unknown.length)
    throw new Refusal(
      'field.invalidValues',
      unknown.map((k) => fieldError(k, 'field.unknownField')),
    );
  const schema = yup.object(Object.fromEntries(named.map((k) => [k, detailFieldSchema(k as DetailField)])));
  const fields = await checked(schema, c.change.fields);
  refuseBlockedPhone(c.voter, 'phone_no', fields.phone_no);
  const group = fields.voter_group_id as number | null | undefined;
  const missing = await missingReferences(c.tx, c.actor.tenantId, [
    { field: 'voter_group_id', id: group, table: voterGroups, key: 'validation.unknownVoterGroup' },
  ]);
  if (missing.length) throw new Refusal('field.invalidValues', missing);
  return fields;
}

/** Add-details fields of a voter: those named are written, the others keep what is stored. */
export async function applyDetails(c: ApplyContext): Promise<ChangeOverride[]> {
  const fields = await detailFields(c);
  const named = Object.keys(fields);
  const before = await currentInfo(c);
  const writers = before ? await lastWriters(c.database, c.tx, c.actor.tenantId, 'voter_info', before.id, named) : new Map();
  const columns = Object.fromEntries(named.filter((k) => COLUMNS.has(k)).map((k) => [k, fields[k as DetailField] ?? null]));
  const details = Object.fromEntries(named.filter((k) => !COLUMNS.has(k)).map((k) => [k, fields[k as DetailField] ?? null]));
  const row = await upsertInfo(c, columns, details);
  const previous = before ? Object.fromEntries(named.map((k) => [k, before.values[k] ?? null])) : null;
  await recordAudit(c.tx, c.actor, {
    action: before?.live ? 'update' : 'create',
    entity: 'voter_info',
    entity_id: row.id,
    changed: { voter_id: c.voter.id, ...columns, ...details, field_change: c.change.id },
    previous,
  });
  // a new (or revived) details row counts the voter as reached
  if (!before?.live) await recountReached(c.database, c.tx, c.actor.tenantId, [c.voter]);
  const written = named.map((k) => ({ field: k, previous: before?.values[k] ?? null, value: fields[k as DetailField] ?? null, writer: writers.get(k) }));
  return recordOverrides(c.database, c.tx, c.actor, { id: c.change.id, voter_id: c.voter.id }, written);
}

/**
 * Consent and do-not-contact as the console's consent form records them: a consent that changes
 * takes the server's time and the worker; a value the same as stored writes nothing.
 */
export async function applyConsent(c: ApplyContext): Promise<ChangeOverride[]> {
  const body = await checked(consentChangeSchema, c.change.fields);
  const before = await currentInfo(c);
  const consentChanges = body.consent != null && body.consent !== (before?.values.consent ?? null);
  const flagChanges = body.do_not_contact != null && body.do_not_contact !== Boolean(before?.values.do_not_contact);
  if (before?.live && !consentChanges && !flagChanges) return [];
  const named = [...(consentChanges ? ['consent'] : []), ...(flagChanges ? ['do_not_contact'] : [])];
  const writers = before ? await lastWriters(c.database, c.tx, c.actor.tenantId, 'voter_info', before.id, named) : new Map();
  const columns: Record<string, unknown> = {};
  if (consentChanges) Object.assign(columns, { consent: body.consent, consent_at: sql`now()`, consent_by: c.actor.userId });
  if (flagChanges) columns.do_not_contact = body.do_not_contact;
  const row = await upsertInfo(c, columns, {});
  const changed: Record<string, unknown> = { voter_id: c.voter.id, field_change: c.change.id };
  if (consentChanges) Object.assign(changed, { consent: body.consent, consent_at: row.consentAt });
  if (flagChanges) changed.do_not_contact = body.do_not_contact;
  const previous = before ? Object.fromEntries(named.map((k) => [k, before.values[k] ?? (k === 'do_not_contact' ? false : null)])) : null;
  await recordAudit(c.tx, c.actor, { action: 'consent', entity: 'voter_info', entity_id: row.id, changed, previous });
  if (!before?.live) await recountReached(c.database, c.tx, c.actor.tenantId, [c.voter]);
  const value = (k: string) => (k === 'consent' ? body.consent : body.do_not_contact);
  const written = named.map((k) => ({ field: k, previous: before?.values[k] ?? null, value: value(k), writer: writers.get(k) }));
  return recordOverrides(c.database, c.tx, c.actor, { id: c.change.id, voter_id: c.voter.id }, written);
}

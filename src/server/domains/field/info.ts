// Details and consent from a phone, on the voter's details row (voter_info) as the console's
// Add-details and consent forms keep them. Only the fields a change names are written, so two
// workers who each change another field both keep theirs, and of two who change the same field the
// later received stands. The chunk read the row, locked, before its first change (writers.ts).
import * as yup from 'yup';
import { voterGroups } from '../../db/schema';
import { missingReferences } from '../../db/tenantRows';
import type { ChangeOverride } from '../../../shared/api/field';
import { DETAIL_FIELDS, consentChangeSchema, detailFieldSchema, type DetailField } from '../../../shared/schemas/field';
import { fieldError } from '../../http';
import { Refusal, checked, refuseBlockedPhone, type ApplyContext } from './apply';
import { INFO_COLUMNS as COLUMNS } from './writers';

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
  const before = c.chunk.info(c.voter.id);
  const writers = new Map(c.chunk.infoWriters(c.voter.id));
  const columns = Object.fromEntries(named.filter((k) => COLUMNS.has(k)).map((k) => [k, fields[k as DetailField] ?? null]));
  const details = Object.fromEntries(named.filter((k) => !COLUMNS.has(k)).map((k) => [k, fields[k as DetailField] ?? null]));
  c.chunk.writeInfo(c.voter.id, { columns, details });
  const previous = before ? Object.fromEntries(named.map((k) => [k, before.values[k] ?? null])) : null;
  c.chunk.auditInfo(c.voter.id, {
    action: before?.live ? 'update' : 'create',
    entity: 'voter_info',
    changed: { voter_id: c.voter.id, ...columns, ...details, field_change: c.change.id },
    previous,
  });
  // a new (or revived) details row counts the voter as reached
  if (!before?.live) c.chunk.recount(c.voter);
  const written = named.map((k) => ({ field: k, previous: before?.values[k] ?? null, value: fields[k as DetailField] ?? null, writer: writers.get(k) }));
  return c.chunk.overridden({ id: c.change.id, voter_id: c.voter.id }, written);
}

/**
 * Consent and do-not-contact as the console's consent form records them: a consent that changes
 * takes the server's time and the worker; a value the same as stored writes nothing.
 */
export async function applyConsent(c: ApplyContext): Promise<ChangeOverride[]> {
  const body = await checked(consentChangeSchema, c.change.fields);
  const before = c.chunk.info(c.voter.id);
  const consentChanges = body.consent != null && body.consent !== (before?.values.consent ?? null);
  const flagChanges = body.do_not_contact != null && body.do_not_contact !== Boolean(before?.values.do_not_contact);
  if (before?.live && !consentChanges && !flagChanges) return [];
  const named = [...(consentChanges ? ['consent'] : []), ...(flagChanges ? ['do_not_contact'] : [])];
  const writers = new Map(c.chunk.infoWriters(c.voter.id));
  // consent_at and consent_by are the server's: the row's time of the write, and the worker
  c.chunk.writeInfo(c.voter.id, {
    columns: {},
    details: {},
    ...(consentChanges ? { consent: body.consent } : {}),
    ...(flagChanges ? { do_not_contact: body.do_not_contact! } : {}),
  });
  const changed: Record<string, unknown> = { voter_id: c.voter.id, field_change: c.change.id };
  if (consentChanges) Object.assign(changed, { consent: body.consent, consent_at: null });
  if (flagChanges) changed.do_not_contact = body.do_not_contact;
  const previous = before ? Object.fromEntries(named.map((k) => [k, before.values[k] ?? (k === 'do_not_contact' ? false : null)])) : null;
  c.chunk.auditInfo(c.voter.id, { action: 'consent', entity: 'voter_info', changed, previous }, consentChanges);
  if (!before?.live) c.chunk.recount(c.voter);
  const value = (k: string) => (k === 'consent' ? body.consent : body.do_not_contact);
  const written = named.map((k) => ({ field: k, previous: before?.values[k] ?? null, value: value(k), writer: writers.get(k) }));
  return c.chunk.overridden({ id: c.change.id, voter_id: c.voter.id }, written);
}

// Details and consent from a phone, on the voter's details row (voter_info) as the console's
// Add-details and consent forms keep them. Only the fields a change names are written, so two
// workers who each change another field both keep theirs, and of two who change the same field the
// later received stands. The chunk read the row, locked, before its first change (writers.ts).
import * as yup from 'yup';
import { unknownVoterGroup } from '../voters/record/checks';
import type { ChangeOverride } from '../../../shared/api/field';
import { CHANGE_RULES, DETAIL_FIELDS, detailFieldSchema, type DetailField } from '../../../shared/schemas/field';
import { fieldError } from '../../http';
import { liftsBlock } from '../../../shared/schemas/voterPrivacy';
import { Refusal, checked, refuseBlockedPhone, type ApplyContext } from './apply';

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
  const missing = await unknownVoterGroup(c.tx, c.actor.tenantId, group);
  if (missing.length) throw new Refusal('field.invalidValues', missing);
  return fields;
}

/** Add-details fields of a voter: those named are written, the others keep what is stored. */
export async function applyDetails(c: ApplyContext): Promise<ChangeOverride[]> {
  const fields = await detailFields(c);
  // a field named is written, as null when the rule left it empty
  const named = Object.fromEntries(Object.keys(fields).map((k) => [k, fields[k as DetailField] ?? null]));
  const written = c.chunk.details(c.voter, named, { field_change: c.change.id });
  return c.chunk.overridden({ id: c.change.id, voter_id: c.voter.id }, written);
}

/**
 * Consent and do-not-contact as the console's consent form records them: a consent that changes
 * takes the server's time and the worker; a value the same as stored writes nothing. A worker
 * records a withdrawal or a do-not-contact as readily as a consent, but never lifts one: that is an
 * admin's act in the console, with its reason, as the voter's phone would reach every phone of
 * the page again.
 */
export async function applyConsent(c: ApplyContext): Promise<ChangeOverride[]> {
  const body = await checked(CHANGE_RULES.consent, c.change.fields);
  if (liftsBlock(c.chunk.info(c.voter.id)?.values, body))
    throw new Refusal('field.liftNotYours', [fieldError(body.do_not_contact === false ? 'do_not_contact' : 'consent', 'field.liftNotYours')]);
  const written = c.chunk.consent(c.voter, body, { field_change: c.change.id });
  return c.chunk.overridden({ id: c.change.id, voter_id: c.voter.id }, written);
}

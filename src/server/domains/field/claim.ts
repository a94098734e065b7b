// A claim from the door (change kind claim): what the worker saw checked by the door's rules,
// then drafted by the claims domain in the sync's transaction, in the worker's name. The claims
// table is the claims domain's: this applier only hands it the voter and the worker's words.
import type { ChangeOverride } from '../../../shared/api/field';
import { CHANGE_RULES } from '../../../shared/schemas/field';
import { draftFromDoor } from '../claims/write';
import { Refusal, checked, type ApplyContext } from './apply';

export async function applyClaim(c: ApplyContext): Promise<ChangeOverride[]> {
  const fields = await checked(CHANGE_RULES.claim, c.change.fields);
  const done = await draftFromDoor(c.database, c.tx, c.actor, c.voter.id, fields);
  if ('reason' in done) throw new Refusal(done.reason, done.errors);
  // a claim replaces no one's value: nothing taken over
  return [];
}

// The claims the worker started at the door, kept on the phone: the server's list read whole at
// each sync (GET field/claims) beside the claim changes still waiting in the queue, so the list
// shows a claim from the moment it is saved, offline too.
import type { FieldClaim } from '../../shared/api/field';
import { FORM_OF_OUTCOME, type ClaimForm, type DoorOutcome } from '../../shared/schemas/claims';
import { metaOf, queued, refusedChanges, type LocalDb } from './local';

/** The server's list of the worker's claims, kept in place of the last one. */
export async function absorbClaims(db: LocalDb, claims: FieldClaim[]): Promise<void> {
  const tx = db.transaction('meta', 'readwrite');
  const meta = await tx.store.get('meta');
  if (meta) await tx.store.put({ ...meta, claims }, 'meta');
  await tx.done;
}

/** A claim of the phone's list: one the server holds, or one made here that waits to be sent or was refused. */
export interface PhoneClaim {
  key: string;
  form: ClaimForm;
  voter_id: number | null;
  /** the new person's name (Form 6), none for the voter's own entry */
  name: string | null;
  outcome: DoorOutcome | null;
  state: 'waiting' | 'refused' | 'held';
  claim?: FieldClaim;
  reason?: string;
}

/** The worker's claims, newest first: those waiting and refused on the phone, then the server's. */
export async function phoneClaims(db: LocalDb): Promise<PhoneClaim[]> {
  const [queue, refused, meta] = await Promise.all([queued(db), refusedChanges(db), metaOf(db)]);
  const made = (state: 'waiting' | 'refused') => (c: { id: string; voter_id: number | null; fields: Record<string, unknown>; reason?: string }) => {
    const outcome = c.fields.outcome as DoorOutcome;
    return {
      key: c.id,
      form: FORM_OF_OUTCOME[outcome] ?? '6',
      voter_id: c.voter_id,
      name: typeof c.fields.name === 'string' ? c.fields.name : null,
      outcome,
      state,
      ...(c.reason ? { reason: c.reason } : {}),
    };
  };
  return [
    ...queue
      .filter((c) => c.kind === 'claim')
      .reverse()
      .map(made('waiting')),
    ...refused.filter((c) => c.kind === 'claim').map(made('refused')),
    ...(meta?.claims ?? []).map((c) => ({
      key: `claim-${c.id}`,
      form: c.form,
      voter_id: c.voter_id,
      name: c.name,
      outcome: null,
      state: 'held' as const,
      claim: c,
    })),
  ];
}

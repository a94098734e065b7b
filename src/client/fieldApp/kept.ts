// Unsynced changes are the worker's work, so the phone never drops them on its own. A session
// ended on the server, or another user signing in, moves the queue aside under its owner (the
// voters go, as they must); the owner signing in again takes it back and sends it. Voters kept
// offline too long are wiped, but the queue stays until it is sent. Only a confirmed discard,
// which says how many changes are lost, removes kept changes.
import type { KeptChange, LocalDb, Meta, Owner } from './local';

/** What the sign-in screen says of kept changes (it runs before the phone's database is opened). */
export interface KeptSummary extends Owner {
  n: number;
}

const SUMMARY_KEY = 'field-kept';
/** The event the sign-in screen listens to: the summary changed in this tab. */
export const KEPT_EVENT = 'field-kept';

/** The kept changes by owner, as last written (an empty list when none, or storage is unreadable). */
export function keptSummary(): KeptSummary[] {
  try {
    const v = JSON.parse(localStorage.getItem(SUMMARY_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as KeptSummary[]) : [];
  } catch {
    return [];
  }
}

const sameOwner = (a: Owner, b: Owner) => a.user_id === b.user_id && a.tenant_id === b.tenant_id;

/** Writes the summary of the kept changes for the sign-in screen. */
async function summarise(db: LocalDb): Promise<KeptSummary[]> {
  const by = new Map<string, KeptSummary>();
  for (const c of await db.getAll('kept')) {
    const key = `${c.owner.tenant_id}:${c.owner.user_id}`;
    const s = by.get(key) ?? { ...c.owner, n: 0 };
    s.n += 1;
    by.set(key, s);
  }
  const summary = [...by.values()];
  try {
    if (summary.length) localStorage.setItem(SUMMARY_KEY, JSON.stringify(summary));
    else localStorage.removeItem(SUMMARY_KEY);
  } catch {
    // private mode without storage: the sign-in screen then says nothing, the changes stay kept
  }
  window.dispatchEvent(new Event(KEPT_EVENT));
  return summary;
}

/**
 * The signed-in user's queue set aside under their name, then their voters, refusals and sync
 * state wiped: their session ended, or someone else signs in on this phone.
 */
export async function keepApart(db: LocalDb): Promise<number> {
  const tx = db.transaction(['voters', 'queue', 'refused', 'meta', 'kept'], 'readwrite');
  const meta = await tx.objectStore('meta').get('meta');
  const waiting = await tx.objectStore('queue').getAll();
  // a queue without its owner's record cannot be sent by anyone: the phone never makes one
  if (meta) {
    const owner: Owner = { user_id: meta.user_id, tenant_id: meta.tenant_id, name: meta.name };
    const at = new Date().toISOString();
    for (const c of waiting) await tx.objectStore('kept').put({ ...c, owner, kept_at: at });
  }
  await Promise.all(['voters', 'queue', 'refused', 'meta'].map((s) => tx.objectStore(s as 'voters').clear()));
  await tx.done;
  await summarise(db);
  return meta ? waiting.length : 0;
}

/**
 * Voters kept offline past the limit: they go (with the tasks, surveys and answers read with
 * them), the queue and the refusals stay, and the next sync sends the queue before it downloads
 * the voters again.
 */
export async function forgetVoters(db: LocalDb, meta: Meta): Promise<void> {
  const tx = db.transaction(['voters', 'meta'], 'readwrite');
  await tx.objectStore('voters').clear();
  await tx.objectStore('meta').put(
    {
      user_id: meta.user_id,
      tenant_id: meta.tenant_id,
      name: meta.name,
      cursor: '',
      pages: [],
      sections: [],
      synced_at: meta.synced_at,
      overridden: meta.overridden,
      overrode: meta.overrode,
      offline_days: meta.offline_days,
      forgotten_at: new Date().toISOString(),
    },
    'meta',
  );
  await tx.done;
}

/** The user's kept changes back in the queue, after what waits there, in the order they were made. */
export async function takeBack(db: LocalDb, who: Owner): Promise<number> {
  const tx = db.transaction(['queue', 'kept'], 'readwrite');
  const mine = (await tx.objectStore('kept').getAll()).filter((c) => sameOwner(c.owner, who)).sort((a, b) => a.seq - b.seq);
  if (mine.length) {
    const last = await tx.objectStore('queue').index('seq').openCursor(null, 'prev');
    let seq = last?.value.seq ?? 0;
    for (const { owner: _owner, kept_at: _at, ...c } of mine) {
      await tx.objectStore('queue').put({ ...c, seq: ++seq });
      await tx.objectStore('kept').delete(c.id);
    }
  }
  await tx.done;
  if (mine.length) await summarise(db);
  return mine.length;
}

/** Changes kept for users other than `who`, by owner. */
export async function keptChanges(db: LocalDb, who: Owner | null): Promise<KeptSummary[]> {
  const all = (await summarise(db)).filter((s) => !who || !sameOwner(s, who));
  return all;
}

/** A kept user's changes removed, once someone confirmed how many are lost. */
export async function discardKept(db: LocalDb, owner: Owner): Promise<void> {
  const tx = db.transaction('kept', 'readwrite');
  for (const c of await tx.store.getAll()) if (sameOwner(c.owner, owner)) await tx.store.delete(c.id);
  await tx.done;
  await summarise(db);
}

export type { KeptChange };

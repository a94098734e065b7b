// What the phone does when the app opens, before any screen shows a voter: another user's voters,
// voters kept offline past the server's limit, or voters without a session are wiped; the queue is
// never dropped on its own (kept apart for its owner, or kept for the next sync).
import 'fake-indexeddb/auto';
import { FIELD_VOTER_COLUMNS, type FieldVotersResponse } from '../../shared/api/field';
import { DEFAULT_CONTACT } from '../../shared/contactHours';
import { signedIn, signedOut, type LoginAnswer } from '../store/authSlice';
import { SyncEngine } from './engine';
import { absorb, allVoters, metaOf, openLocal, queued, record } from './local';
import { discardKept, keptChanges, keptSummary } from './kept';
import { makeFieldStore } from './store';

const answer = (offline_days: number): FieldVotersResponse => ({
  cursor: '1',
  reset: true,
  server_time: new Date().toISOString(),
  pages: [],
  sections: [],
  columns: FIELD_VOTER_COLUMNS,
  voters: [[11, 38, 1, 1]],
  removed: [],
  overridden: [],
  survey_answers: [],
  contact: { ...DEFAULT_CONTACT, polls: [] },
  offline_days,
});
const login = (id: number): LoginAnswer =>
  ({
    accessToken: 't',
    configData: [],
    user: { id, tenant: { id: 3, admin_id: 1 }, modules: ['Field'], steps: 4, type: 2, installation_type: 1, org_id: 3, candidate_id: null },
  }) as unknown as LoginAnswer;

let n = 0;
async function phone(userId: number, offlineDays = 7) {
  const db = await openLocal(`engine-${++n}`);
  const store = makeFieldStore();
  store.dispatch(signedIn(login(userId)));
  await absorb(db, answer(offlineDays), { user_id: userId, tenant_id: 3 });
  await record(db, { id: 'c1', voter_id: 11, kind: 'slip', fields: { slip_delivered: true }, made_at: new Date().toISOString() }, userId);
  return { db, store, engine: new SyncEngine(db, store) };
}

describe('opening the field app', () => {
  it('keeps the voters and the queue of the same user within the offline limit', async () => {
    const { db, engine } = await phone(7);
    await engine.open(Date.now() + 6 * 86_400_000);
    expect(await allVoters(db)).toHaveLength(1);
    expect(await queued(db)).toHaveLength(1);
    expect(engine['store'].getState().phone.waiting).toBe(1);
  });

  it('wipes voters kept offline longer than the server allows, and keeps the queue for the next sync', async () => {
    const { db, engine } = await phone(7, 2);
    await engine.open(Date.now() + 3 * 86_400_000);
    expect(await allVoters(db)).toEqual([]);
    expect((await queued(db)).map((c) => c.id)).toEqual(['c1']);
    expect(engine['store'].getState().phone.waiting).toBe(1);
    // the next sync downloads the voters whole, its owner still known
    expect(await metaOf(db)).toEqual(expect.objectContaining({ user_id: 7, cursor: '', forgotten_at: expect.any(String) }));
    // the walk list says why it is empty until the download brings the voters back
    await absorb(db, answer(2), { user_id: 7, tenant_id: 3 });
    expect((await metaOf(db))?.forgotten_at).toBeUndefined();
  });

  it('keeps another user’s queue apart, for them only, until they sign in again or it is discarded', async () => {
    const a = await phone(7);
    a.store.dispatch(signedIn(login(8)));
    await a.engine.open();
    expect(await allVoters(a.db)).toEqual([]);
    expect(await queued(a.db)).toEqual([]);
    expect(await keptChanges(a.db, { user_id: 8, tenant_id: 3 })).toEqual([expect.objectContaining({ user_id: 7, n: 1 })]);
    expect(keptSummary()).toEqual([expect.objectContaining({ user_id: 7, n: 1 })]);
    // user 8 makes a change of their own; user 7 signing in again gets back theirs only
    await absorb(a.db, answer(7), { user_id: 8, tenant_id: 3 });
    await record(a.db, { id: 'c8', voter_id: 11, kind: 'slip', fields: { slip_delivered: false }, made_at: new Date().toISOString() }, 8);
    a.store.dispatch(signedIn(login(7)));
    await a.engine.open();
    expect((await queued(a.db)).map((c) => c.id)).toEqual(['c1']);
    expect(await keptChanges(a.db, { user_id: 7, tenant_id: 3 })).toEqual([expect.objectContaining({ user_id: 8, n: 1 })]);
    await discardKept(a.db, { user_id: 8, tenant_id: 3 });
    expect(await keptChanges(a.db, null)).toEqual([]);
    expect(keptSummary()).toEqual([]);
  });

  it('keeps the queue apart when the session ends, and sends nothing without one', async () => {
    const b = await phone(9);
    b.store.dispatch(signedOut());
    await b.engine.open();
    expect(await allVoters(b.db)).toEqual([]);
    expect(await queued(b.db)).toEqual([]);
    expect(await keptChanges(b.db, null)).toEqual([expect.objectContaining({ user_id: 9, n: 1 })]);
    b.store.dispatch(signedIn(login(9)));
    await b.engine.open();
    expect((await queued(b.db)).map((c) => c.id)).toEqual(['c1']);
  });
});

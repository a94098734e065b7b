// The phone's sync: sends the queue oldest first in batches, takes each change's answer off the
// queue (refused ones kept with their reason), then asks for what changed since the last sync.
// Without a network it waits and tries again, further apart each time; the browser's online
// event and the Sync now button try at once. An ended session or a role without the Field module
// wipes the voters and keeps the queue apart under its owner (kept.ts), sent when they sign in again.
import { SYNC_BATCH_MAX } from '../../shared/schemas/field';
import { signedOut } from '../store/authSlice';
import { fieldApi, fresh } from './api';
import { absorb, absorbSurveys, absorbTasks, metaOf, queued, refusedChanges, settle, wipe, type LocalDb } from './local';
import { forgetVoters, keepApart, takeBack } from './kept';
import { absorbClaims } from './claims';
import { countsChanged, downloadingChanged, syncChanged } from './phoneSlice';
import type { FieldStore } from './store';

/** Days a phone may keep voters without hearing from the server, unless the server says otherwise; older data is wiped on open. */
export const OFFLINE_DAYS = 7;
const RETRY_FIRST_MS = 2000;
const RETRY_MOST_MS = 60_000;

type Failure = { status?: number | string };
const failure = (e: unknown): Failure => (e && typeof e === 'object' ? (e as Failure) : {});
/** No answer from the server at all (no network, the server unreachable), or one a proxy gave for it. */
const unreachable = (e: unknown) => {
  const s = failure(e).status;
  return s === 'FETCH_ERROR' || s === 'TIMEOUT_ERROR' || s === 'PARSING_ERROR' || s === undefined || s === 502 || s === 503 || s === 504;
};
/** The server no longer lets this session hold voters. */
const shutOut = (e: unknown) => failure(e).status === 401 || failure(e).status === 403;

export class SyncEngine {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private delay = RETRY_FIRST_MS;

  constructor(
    readonly db: LocalDb,
    private readonly store: FieldStore,
  ) {}

  private session() {
    const { token, tenantId, user } = this.store.getState().auth;
    return token && tenantId && user
      ? { tenant_id: tenantId, user_id: user.id, name: `${user.f_name} ${user.l_name ?? ''}`.trim() || (user.email ?? '') }
      : null;
  }

  /** Reads the queue's counts into the store (the screens re-read the database after it). */
  async counts(): Promise<void> {
    const [q, r, meta] = await Promise.all([queued(this.db), refusedChanges(this.db), metaOf(this.db)]);
    this.store.dispatch(countsChanged({ waiting: q.length, refused: r.length, lastSync: meta?.synced_at ?? null }));
  }

  /**
   * On open: another user's voters are wiped and their queue kept apart (as with no session at
   * all); voters kept offline past the limit are wiped, their queue kept; and the user's own
   * changes kept apart earlier come back into the queue.
   */
  async open(now = Date.now()): Promise<void> {
    const meta = await metaOf(this.db);
    const who = this.session();
    if (meta && (!who || meta.user_id !== who.user_id || meta.tenant_id !== who.tenant_id)) await keepApart(this.db);
    else if (meta?.cursor && now - Date.parse(meta.synced_at) > (meta.offline_days ?? OFFLINE_DAYS) * 86_400_000) await forgetVoters(this.db, meta);
    if (who) await takeBack(this.db, who);
    await this.counts();
  }

  /** Sync now (or as soon as the one under way ends). */
  sync(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.pass().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.sync();
      }
    });
    return this.running;
  }

  private async pass(): Promise<void> {
    const who = this.session();
    if (!who) return;
    const dispatch = this.store.dispatch;
    dispatch(syncChanged('syncing'));
    try {
      let batch = (await queued(this.db)).slice(0, SYNC_BATCH_MAX);
      while (batch.length) {
        const changes = batch.map(({ id, voter_id, kind, fields, made_at }) => ({ id, voter_id, kind, fields, made_at }));
        const answer = await dispatch(fieldApi.endpoints.sync.initiate({ body: { changes } })).unwrap();
        await settle(this.db, answer.results);
        await this.counts();
        const next = (await queued(this.db)).slice(0, SYNC_BATCH_MAX);
        // a batch the server answered without taking any change off the queue would repeat forever
        if (next.length && next[0].id === batch[0].id) break;
        batch = next;
      }
      const meta = await metaOf(this.db);
      if (!meta?.cursor) dispatch(downloadingChanged(true));
      const answer = meta?.cursor
        ? await dispatch(fieldApi.endpoints.changes.initiate({ cursor: meta.cursor }, fresh)).unwrap()
        : await dispatch(fieldApi.endpoints.download.initiate(undefined, fresh)).unwrap();
      await absorb(this.db, answer, who);
      await this.counts();
      // a worker holds a few tasks: they are read whole at each sync
      await absorbTasks(this.db, (await dispatch(fieldApi.endpoints.tasks.initiate(undefined, fresh)).unwrap()).tasks);
      // and the few surveys open in their areas likewise
      await absorbSurveys(this.db, (await dispatch(fieldApi.endpoints.surveys.initiate(undefined, fresh)).unwrap()).surveys);
      // and the claims they started at the door, with the status the office gave them
      await absorbClaims(this.db, (await dispatch(fieldApi.endpoints.claims.initiate(undefined, fresh)).unwrap()).claims);
      await this.counts();
      this.delay = RETRY_FIRST_MS;
      dispatch(syncChanged('idle'));
    } catch (e) {
      if (shutOut(e)) {
        await this.shutOut();
        return;
      }
      dispatch(syncChanged(unreachable(e) ? 'offline' : 'failed'));
      this.retryLater();
    } finally {
      dispatch(downloadingChanged(false));
    }
  }

  private retryLater() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.sync(), this.delay);
    this.delay = Math.min(this.delay * 2, RETRY_MOST_MS);
  }

  /**
   * The server no longer takes this session (it ended elsewhere, or the role lost the Field
   * module): the voters go, the queue is kept apart for the same user's next sign-in.
   */
  async shutOut(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await keepApart(this.db);
    this.store.dispatch(signedOut());
    await this.counts();
  }

  /** Sign-out, which the worker confirmed when changes wait: the server's session ends (when it can be reached) and the phone keeps nothing of theirs. */
  async signOut(tellServer = true): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (tellServer && this.session()) await this.store.dispatch(fieldApi.endpoints.signOut.initiate()).catch(() => undefined);
    await wipe(this.db);
    this.store.dispatch(signedOut());
    await this.counts();
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

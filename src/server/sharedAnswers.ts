// Answers that many users of one organisation ask at once (the dashboard's figures, the lists of
// its setup screens, a constituency's name vocabulary, a page of voter search), computed once and
// shared for a few seconds. Any successful write of the organisation through this server (a
// request that is not a read, or the end of a roll import) drops its answers at once; a super
// administrator's write drops every organisation's. Other servers over the same PostgreSQL show a
// change within `ttlMs` (ANSWER_CACHE_SECONDS, 5 s by default, as for sessions).
import type { FastifyInstance } from 'fastify';
import { InstallationType } from '../shared/domain/constants';

const LIMIT = 10_000;

export class SharedAnswers {
  private entries = new Map<string, { at: number; value: unknown }>();
  /** computations under way, so concurrent askers of one answer wait for the same one */
  private pending = new Map<string, Promise<unknown>>();
  /** how many times each organisation's data changed; an answer computed across a change is not kept */
  private changes = new Map<number, number>();
  private everything = 0;
  private swept = 0;

  constructor(private ttlMs: number) {}

  private version(tenantId: number) {
    return `${this.everything}.${this.changes.get(tenantId) ?? 0}`;
  }

  changed(tenantId: number | 'all') {
    if (tenantId === 'all') {
      this.everything += 1;
      this.entries.clear();
      return;
    }
    this.changes.set(tenantId, (this.changes.get(tenantId) ?? 0) + 1);
    for (const key of this.entries.keys()) if (key.startsWith(`${tenantId}:`)) this.entries.delete(key);
  }

  async get<T>(tenantId: number, what: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const key = `${tenantId}:${what}`;
    const hit = this.entries.get(key);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (hit && age < this.ttlMs) {
      // Past half its time an answer is computed again while it is still served: askers never
      // wait for the computation at its expiry, and no answer served is older than its time. A
      // failed refresh leaves the answer to expire.
      if (age >= this.ttlMs / 2) this.compute(tenantId, key, compute).catch(() => {});
      return hit.value as T;
    }
    return this.compute(tenantId, key, compute);
  }

  /** The answer computed now, or joined to its computation under way; kept unless the organisation changed meanwhile. */
  private async compute<T>(tenantId: number, key: string, compute: () => Promise<T>): Promise<T> {
    const seen = this.version(tenantId);
    const flight = `${seen}:${key}`;
    const running = this.pending.get(flight);
    if (running) return running as Promise<T>;
    const at = Date.now();
    const p = compute().finally(() => this.pending.delete(flight));
    this.pending.set(flight, p);
    const value = await p;
    if (this.version(tenantId) === seen) {
      if (this.entries.size >= LIMIT) this.entries.clear();
      // some answers are large (a constituency's name vocabulary): expired ones are not kept
      if (at - this.swept > this.ttlMs) {
        this.swept = at;
        for (const [k, e] of this.entries) if (at - e.at >= this.ttlMs) this.entries.delete(k);
      }
      this.entries.set(key, { at, value });
    }
    return value;
  }

  /**
   * Drops the organisation's answers after each of its successful writes through `app`, before the
   * writer hears of it: a request that is not a read, or a read that wrote all the same (a few
   * routes of the console change data on a GET, such as a stock request's approval).
   */
  install(app: FastifyInstance) {
    app.addHook('onSend', async (req, reply) => {
      const read = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
      if ((read && !req.actor?.wrote) || reply.statusCode >= 400 || !req.auth) return;
      this.changed(req.auth.installationType === InstallationType.SuperAdmin ? 'all' : req.auth.tenantId);
    });
  }
}

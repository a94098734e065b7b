// Sign-in attempts counted per address and per account in the database (sign_in_failures), so
// every server over it shares the counts and a restart keeps them. Each count is one atomic
// statement, taken before the password is checked: requests sent at once cannot all slip past it,
// and a held request is answered without hashing anything.
import net from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** An account's first wait after its limit; each further batch of failures doubles it, up to the longest. */
export const ACCOUNT_WAIT_MS = 60_000;
export const ACCOUNT_LONGEST_WAIT_MS = 15 * 60_000;
/** How often a server removes the rows whose counts have lapsed (the table stays small under a spray). */
const PRUNE_EVERY_MS = 60_000;

interface Rule {
  /** failures that start a wait, and each further batch of this many doubles it */
  max: number;
  /** the count restarts once this long has passed since the last failure */
  forgetMs: number;
  firstWaitMs: number;
  longestWaitMs: number;
}

/**
 * The key of an address: IPv4 as it is, IPv6 by its /64, since one machine is given a whole /64
 * to pick addresses from.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `ip:${mapped[1]}`;
  const bare = ip.replace(/%.*$/, '');
  if (!net.isIPv6(bare)) return `ip:${ip}`;
  const [head, tail] = bare.split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `ip:${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export const accountKey = (email: string) => `acct:${email.toLowerCase()}`;

const ms = (n: number) => sql`(${n}::float8 * interval '1 millisecond')`;

/** The new blocked_until once a key's count is `n`: a wait starts at each multiple of max. */
function holdAt(n: SQL, { max, firstWaitMs, longestWaitMs }: Rule): SQL {
  const doublings = sql`least(${n} / ${max}::int - 1, 30)::float8`;
  const wait = sql`least(${longestWaitMs}::float8, ${firstWaitMs}::float8 * power(2::float8, ${doublings}))`;
  return sql`CASE WHEN ${n} >= ${max}::int AND ${n} % ${max}::int = 0 THEN now() + (${wait} * interval '1 millisecond') END`;
}

export class SignInLimiter {
  private readonly address: Rule;
  private readonly account: Rule;
  private prunedAt = 0;

  constructor(
    private readonly database: Database,
    { max, windowMs }: { max: number; windowMs: number },
  ) {
    const limit = Math.max(1, max);
    this.address = { max: limit, forgetMs: windowMs, firstWaitMs: windowMs, longestWaitMs: windowMs };
    // forgotten only well after its longest wait, so waiting out a wait does not start it over
    this.account = { max: limit, forgetMs: windowMs + ACCOUNT_LONGEST_WAIT_MS, firstWaitMs: ACCOUNT_WAIT_MS, longestWaitMs: ACCOUNT_LONGEST_WAIT_MS };
  }

  /**
   * Counts a sign-in attempt at `key` unless the key is held; answers the milliseconds it is
   * still held (0: counted, go on). The count stands as a failure unless `succeeded` gives it back.
   */
  private async attempt(key: string, rule: Rule): Promise<number> {
    const fresh = sql`f.last_failed_at <= now() - ${ms(rule.forgetMs)}`;
    const next = sql`(CASE WHEN ${fresh} THEN 1 ELSE f.failures + 1 END)`;
    const counted = await this.database.rows(sql`
      INSERT INTO sign_in_failures AS f (key, failures, first_failed_at, last_failed_at, blocked_until)
      VALUES (${key}, 1, now(), now(), ${holdAt(sql`1`, rule)})
      ON CONFLICT (key) DO UPDATE SET
        failures = ${next},
        first_failed_at = CASE WHEN ${fresh} THEN now() ELSE f.first_failed_at END,
        last_failed_at = now(),
        blocked_until = ${holdAt(next, rule)}
      WHERE f.blocked_until IS NULL OR f.blocked_until <= now()
      RETURNING f.key`);
    if (counted.length) return 0;
    const [held] = await this.database.rows<{ wait: number }>(
      sql`SELECT extract(epoch FROM blocked_until - now())::float8 * 1000 AS wait FROM sign_in_failures WHERE key = ${key}`,
    );
    // a wait that ended between the two statements still refuses this one request
    return Math.max(1, Math.ceil(Number(held?.wait ?? 0)));
  }

  /**
   * Counts a sign-in attempt before its password is checked; answers how many milliseconds the
   * caller must wait (0: check the password). The address's own limit always applies; the
   * account's wait does not hold an address the account has signed in from (`knownAddress`,
   * asked only while the account waits). An attempt refused for the account's wait still counts
   * against its address, so an address cannot probe held accounts without end.
   */
  async admit(email: string, ip: string, knownAddress: () => Promise<boolean>): Promise<number> {
    await this.prune();
    const addressWait = await this.attempt(addressKey(ip), this.address);
    if (addressWait) return addressWait;
    const accountWait = await this.attempt(accountKey(email), this.account);
    if (accountWait && !(await knownAddress())) return accountWait;
    return 0;
  }

  /**
   * The right password: the account's count starts over, and this attempt is not a failure of its
   * address. The address keeps its earlier failures: a sign-in to an account of one's own must
   * not reset the guesses made at others'.
   */
  async succeeded(email: string, ip: string): Promise<void> {
    const { max } = this.address;
    await this.database.rows(sql`
      WITH cleared AS (DELETE FROM sign_in_failures WHERE key = ${accountKey(email)})
      UPDATE sign_in_failures
      SET failures = greatest(failures - 1, 0),
          blocked_until = CASE WHEN failures - 1 < ${max}::int THEN NULL ELSE blocked_until END
      WHERE key = ${addressKey(ip)}`);
  }

  /** Removes the rows whose counts have lapsed, at most once a PRUNE_EVERY_MS per server. */
  private async prune() {
    const now = Date.now();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await this.database.rows(sql`
      DELETE FROM sign_in_failures
      WHERE last_failed_at <= now() - CASE WHEN key LIKE 'acct:%' THEN ${ms(this.account.forgetMs)} ELSE ${ms(this.address.forgetMs)} END
        AND (blocked_until IS NULL OR blocked_until <= now())`);
  }
}

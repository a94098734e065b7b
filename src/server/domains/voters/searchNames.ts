// A search's name vocabulary: the distinct names of a scope (voter_names, a few thousand a
// constituency, with how many live voters hold each), matched in memory against a term's words,
// and the name keys of the voters_name_keys GIN index that fetch the holders. The counts decide
// the query's shape before any voter row is read (search.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { VOTER_NAME_KEYS } from '../../db/schema';
import { epicHolders } from './searchEpic';
import { escapeLike, type MatchScope } from './match';

export interface Vocabulary {
  /** name keys 'tenant:acno:kind:gender:name' (the voters_name_keys index) */
  keys: string[];
  /** the holders as a bitmap-readable condition: the names' keys, or an EPIC's start beside them */
  holders: () => SQL;
  /** voters holding any of the names (an upper bound of the matches) */
  estimate: number;
  /** voters holding a matching name, per kind (EPIC_KIND: an EPIC the term starts): one voter holds one name of each kind */
  byKind: Map<number, number>;
  /** live voters of the scope; 0 when no name matched */
  scopeSize: number;
}

/** A word of a term that picks candidates, and whether the term has a space before or after it. */
export interface Word {
  word: string;
  before: boolean;
  after: boolean;
}

/** The words of a term that pick candidates: every word of 3+ letters, else the longest. */
export function pickWords(term: string): Word[] {
  const parts = term.split(' ');
  const all = parts.map((word, i) => ({ word, before: i > 0, after: i < parts.length - 1 }));
  const long = all.filter((w) => w.word.length >= 3);
  return long.length ? long : [all.reduce((a, b) => (b.word.length > a.word.length ? b : a))];
}

/**
 * The LIKE patterns a name must match to hold a word where the term puts it. A full-name search
 * matches "first last": a first name is followed by the joining space, a surname preceded by it,
 * so "esh pat" needs a first name ending in "esh" (or "esh " inside it) and a surname starting
 * with "pat" (or " pat" inside it). A surname search matches the surname alone.
 */
function wordPatterns(w: Word, place: 'first' | 'last' | 'alone'): string[] {
  const e = escapeLike(w.word);
  if (w.before && w.after) return place === 'first' ? [`% ${e}`, `% ${e} %`] : place === 'last' ? [`${e} %`, `% ${e} %`] : [`% ${e} %`];
  if (w.after) return place === 'first' ? [`%${e}`, `%${e} %`] : [`%${e} %`];
  if (w.before) return place === 'last' ? [`${e}%`, `% ${e}%`] : [`% ${e}%`];
  return [`%${e}%`];
}

/** One name of a scope's vocabulary: its constituency, kind, gender, the voters holding it. */
interface ScopeName {
  acno: number;
  kind: number;
  gender: string;
  name: string;
  /** the name lower-cased, as the patterns match it */
  lower: string;
  n: number;
}

/** The names of a scope (a constituency, or every one of the tenant) and its live voters. */
export interface ScopeNames {
  names: ScopeName[];
  size: number;
  /** a constituency's parts in roll order with their live voters (empty for the whole tenant) */
  parts: Array<{ partno: number; n: number }>;
  /**
   * The first three characters of every live EPIC number of the tenant, in any constituency;
   * null when they could not all be listed (the database is asked for each term then).
   */
  epicStarts: Set<string> | null;
}

/** Where a search gets a scope's names: read each time, or shared for a few seconds (routes.ts). */
export type NamesSource = (tenantId: number, acno?: number) => Promise<ScopeNames>;

/** Every name of the scope's vocabulary (voter_names) with the number of its live voters, its parts' sizes and the tenant's EPIC starts. */
export async function scopeNames(database: Database, tenantId: number, acno?: number): Promise<ScopeNames> {
  const [names, [size], parts, starts] = await Promise.all([
    database.rows<{ acno: number; kind: number; gender: string; name: string; n: number }>(sql`
      select acno, kind, gender, name, n from voter_names
       where tenant_id = ${tenantId} ${acno != null ? sql`and acno = ${acno}` : sql``} and n > 0`),
    database.rows<{ size: number }>(sql`select ${scopeSize(tenantId, acno)} as size`),
    acno == null
      ? Promise.resolve([])
      : database.rows<{ partno: number; n: number }>(sql`
          select partno, voter_count as n from voting_centres
           where tenant_id = ${tenantId} and acno = ${acno} and deleted_at is null order by partno`),
    epicStarts(database, tenantId),
  ]);
  return {
    names: names.map((r) => ({ acno: Number(r.acno), kind: Number(r.kind), gender: r.gender, name: r.name, lower: r.name.toLowerCase(), n: Number(r.n) })),
    size: Number(size?.size ?? 0),
    parts: parts.map((r) => ({ partno: Number(r.partno), n: Number(r.n) })),
    epicStarts: starts,
  };
}

/** More starts than this and the tenant's EPIC numbers are not listed (every term asks the database). */
const EPIC_STARTS_LIMIT = 500;

/**
 * The first three characters of the tenant's live EPIC numbers (an ECI series: a few a
 * constituency), read as a skip scan of the voters_epic_live index: each step seeks past the
 * start just found. A start whose last character has no printable ASCII successor ends the scan
 * early, and the list is then unknown (null).
 */
export async function epicStarts(database: Database, tenantId: number): Promise<Set<string> | null> {
  const cond = (alias: string) => {
    const v = sql.raw(alias);
    return sql`${v}.tenant_id = ${tenantId} and ${v}.deleted_at is null and ${v}.epic_no is not null`;
  };
  const rows = await database.rows<{ p: string | null; depth: number }>(sql`
    with recursive s(p, depth) as (
      select (select left(v.epic_no, 3) from voters v where ${cond('v')} order by v.epic_no collate "C" limit 1), 1
      union all
      select (select left(w.epic_no, 3) from voters w where ${cond('w')}
                 and w.epic_no collate "C" >= left(s.p, -1) || chr(ascii(right(s.p, 1)) + 1)
               order by w.epic_no collate "C" limit 1), s.depth + 1
        from s
       where s.p is not null and s.p <> '' and ascii(right(s.p, 1)) between 32 and 125 and s.depth <= ${EPIC_STARTS_LIMIT}
    )
    select p, depth from s order by depth`);
  const last = rows[rows.length - 1];
  // the scan ended on its own only when its last step found nothing
  if (!last || last.p != null) return null;
  return new Set(rows.filter((r) => r.p != null).map((r) => r.p!));
}

/** Whether a live EPIC number of the tenant can start with `prefix` (upper case), as far as its starts tell. */
export function epicCanStart(starts: Set<string> | null, prefix: string): boolean {
  if (!starts) return true;
  for (const start of starts) if (start.startsWith(prefix) || prefix.startsWith(start)) return true;
  return false;
}

/** A LIKE pattern (backslash escapes) as a test of a whole string. */
export function likeTest(pattern: string): (s: string) => boolean {
  // The vocabulary's patterns are text with a % at either end: plain string tests, without a
  // regular expression per name.
  const m = /^(%?)((?:[^%_\\]|\\.)*)(%?)$/s.exec(pattern);
  if (m) {
    const text = m[2].replace(/\\(.)/gs, '$1');
    const [open, close] = [m[1] === '%', m[3] === '%'];
    if (open && close) return (s) => s.includes(text);
    if (open) return (s) => s.endsWith(text);
    if (close) return (s) => s.startsWith(text);
    return (s) => s === text;
  }
  const literal = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\' && i + 1 < pattern.length) re += literal(pattern[++i]);
    else re += c === '%' ? '.*' : c === '_' ? '.' : literal(c);
  }
  const r = new RegExp(`^${re}$`, 's');
  return (s) => r.test(s);
}

/**
 * The names of a scope's vocabulary that hold a word, remembered with the vocabulary: the shared
 * copy of a few seconds is asked the same few words by many searches, each a walk of every name.
 */
const held = new WeakMap<ScopeNames, Map<string, ScopeName[]>>();
/** Words remembered per vocabulary copy, so that one copy kept long cannot grow without end. */
const HELD_WORDS = 1000;

function namesHolding(scope: ScopeNames, w: Word, kinds: number[], surnameOnly: boolean, gender?: string): ScopeName[] {
  let words = held.get(scope);
  if (!words) held.set(scope, (words = new Map()));
  const key = JSON.stringify([w.word, w.before, w.after, kinds, surnameOnly, gender ?? null]);
  const known = words.get(key);
  if (known) return known;
  const places = surnameOnly ? (['alone'] as const) : (['first', 'last'] as const);
  const tests = new Map(kinds.map((k) => [k, places.flatMap((place) => wordPatterns(w, place)).map((p) => likeTest(p.toLowerCase()))] as const));
  const rows = scope.names.filter((r) => (!gender || r.gender === gender) && !!tests.get(r.kind)?.some((t) => t(r.lower)));
  if (words.size < HELD_WORDS) words.set(key, rows);
  return rows;
}

/** The byKind entry of the voters an EPIC's start picks (no name kind is 0). */
const EPIC_KIND = 0;

/**
 * The scope's names holding one word of a term where the term puts it. A word has no space, so
 * it lies within one name of a matching voter: the holders of these names are a superset of the
 * matches. The full name is matched in both orders (NAME_ORDERS), so a word may sit in either
 * name where the term puts it: at the end of a first name or of a surname before the space. A
 * word that can start an EPIC number (`epic`, with its holders counted) holds those voters too.
 * Matched in memory: a constituency has a few thousand names, which the database would scan with
 * the same patterns on every search.
 */
export async function vocabulary(
  names: NamesSource,
  s: MatchScope,
  w: Word,
  kinds: number[],
  surnameOnly: boolean,
  epic?: { pattern: string; n: number },
): Promise<Vocabulary> {
  const scope = await names(s.tenantId, s.acno);
  const rows = namesHolding(scope, w, kinds, surnameOnly, s.gender);
  const byKind = new Map<number, number>();
  for (const r of rows) byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + r.n);
  const epicN = epic?.n ?? 0;
  if (epicN) byKind.set(EPIC_KIND, epicN);
  const keys = () => rows.map((r) => nameKey(s.tenantId, r.acno, r.kind, r.gender, r.name));
  return {
    // spelled out only for a query that reads the candidates
    get keys() {
      return keys();
    },
    holders: () => (epicN ? sql`(${holdingNames(keys())} or ${epicHolders(s.tenantId, epic!.pattern)})` : holdingNames(keys())),
    estimate: rows.reduce((n, r) => n + r.n, 0) + epicN,
    byKind,
    scopeSize: rows.length || epicN ? scope.size : 0,
  };
}

/** One key of the voters_name_keys index (see VOTER_NAME_KEYS). */
export const nameKey = (tenantId: number, acno: number, kind: number, gender: string, name: string) => `${tenantId}:${acno}:${kind}:${gender}:${name}`;

const NAME_KEYS = sql.raw(VOTER_NAME_KEYS('v'));
// GIN merges the posting lists of all keys of one && in a single pass that costs keys x items;
// a few keys per arm of an OR (a BitmapOr of small scans) keeps it linear in the items.
const KEYS_PER_ARM = 8;

/** Voters holding one of the given name keys (through the voters_name_keys GIN index). */
export function holdingNames(keys: string[]): SQL {
  if (!keys.length) return sql`false`;
  const arms: SQL[] = [];
  for (let i = 0; i < keys.length; i += KEYS_PER_ARM) arms.push(sql`${NAME_KEYS} && ${sql.param(keys.slice(i, i + KEYS_PER_ARM))}::text[]`);
  return arms.length === 1 ? arms[0] : sql`(${sql.join(arms, sql` or `)})`;
}

/** Live voters of a constituency (or of the tenant), from the per-part counts the importer keeps. */
const scopeSize = (tenantId: number, acno?: number) => sql`
  (select coalesce(sum(voter_count), 0)::int from voting_centres
    where tenant_id = ${tenantId} ${acno != null ? sql`and acno = ${acno}` : sql``} and deleted_at is null)`;

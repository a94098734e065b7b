// Voter search at roll scale. A page is 10 voters in roll order (acno, partno, serial in the
// part) and the total is counted only up to SEARCH_TOTAL_CAP. The serial is held by the
// elector's slot (voter_slots), joined to each voter read by primary key. Two query shapes:
//
// - walk: the part index (voters_part) read in (acno, partno) order from the start of the scope,
//   every voter checked against the filters; a part's matches are sorted by serial as its last
//   row is read (an incremental sort), stopping with the part that fills the page. Cheap when
//   matches are common (the first 10 of "kum" lie in the first part) or the scope is a few
//   parts. A part's voters sit together on disk, and only matches are joined to their slots:
//   walking the slots' own roll-order index instead would fetch every voter it passes by primary
//   key, many times the pages for a term that matches one voter in a hundred.
// - candidates: a name term is first matched against the scope's name vocabulary (voter_names,
//   a few thousand distinct names with their counts); the voters holding those names come from
//   the name-key GIN index as a bitmap, joined to their slots and sorted. Cheap when matches are
//   few; the vocabulary's counts tell how many there can be before any voter row is read.
//
// The shape is picked per query from those counts, and pinned (enable_* settings) so the
// planner cannot wander into a sequential scan or sort half a constituency. Counts need no
// serial: the candidates (never more than cap+1 rows read), or the walk inside a few parts.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db, PlannerSettings } from '../../db/client';
import { isDevanagari, SEARCH_TOTAL_CAP } from '../../../shared/schemas/voters';
import { slotJoin } from '../../db/slots';
import type { VoterRow } from '../../../shared/api/voters';
import { epicPrefix, NAME_ORDERS } from '../../../shared/nameMatch';
import { epicCount, epicPattern } from './searchEpic';
import { votersOfIds } from './rows';
import { contains, type MatchScope } from './match';
import { epicCanStart, pickWords, scopeNames, vocabulary, type NamesSource, type ScopeNames, type Vocabulary } from './searchNames';

export interface SearchScope extends MatchScope {
  page: number;
  pageSize: number;
}

export interface SearchResult {
  /** the page's voters, in roll order */
  voters: VoterRow[];
  total: number;
  totalCapped: boolean;
  /** `total` is the server's estimate of the matches, not a count ("about N") */
  totalEstimated: boolean;
  /** the shapes used, for the benchmark and for reading plans */
  plan: string;
}

// Relative costs of an entry read by the walk and of a candidate row fetched and sorted.
const WALK_TUPLE_COST = 1;
const CANDIDATE_ROW_COST = 2.5;

/** Whether walking to the page's end is cheaper than fetching and sorting every candidate. */
export function walkIsCheaper(page: number, pageSize: number, scopeSize: number, matches: number, candidates: number): boolean {
  const reach = page * pageSize * Math.max(1, scopeSize / Math.max(1, matches));
  return reach * WALK_TUPLE_COST < candidates * CANDIDATE_ROW_COST;
}

/** Vocabulary kinds: 1 first name (English, upper-cased), 2 surname (English), 3 and 4 their Devanagari twins. */
const kindsFor = (term: string, surnameOnly: boolean) => (isDevanagari(term) ? (surnameOnly ? [4] : [3, 4]) : surnameOnly ? [2] : [1, 2]);

/**
 * The filter of a name term on voters v (Latin: English names, any case; Devanagari: the
 * regional-script names): shared/nameMatch's rule, the full name in both of its NAME_ORDERS and,
 * for a word that can start an EPIC number, the EPIC numbers it starts (stored upper case).
 */
function nameFilter(term: string, surnameOnly: boolean): SQL {
  const pat = contains(term);
  // A word without a space lies inside one of the names, in either order of the full name: each
  // name is matched alone, without building the full name twice for every row a walk reads.
  const oneWord = !term.includes(' ');
  if (isDevanagari(term)) {
    if (surnameOnly) return sql`coalesce(v.lastname_v1, '') like ${pat}`;
    const [first, last] = [sql`coalesce(v.fm_name_v1, '')`, sql`coalesce(v.lastname_v1, '')`];
    if (oneWord) return sql`(${first} like ${pat} or ${last} like ${pat})`;
    return sql`(${sql.join(
      NAME_ORDERS.map((o) => (o === 'first-last' ? sql`(${first} || ' ' || ${last}) like ${pat}` : sql`(${last} || ' ' || ${first}) like ${pat}`)),
      sql` or `,
    )})`;
  }
  if (surnameOnly) return sql`lower(v.lastname_en) like lower(${pat})`;
  const orders = oneWord
    ? [sql`lower(v.fm_name_en) like lower(${pat})`, sql`lower(v.lastname_en) like lower(${pat})`]
    : NAME_ORDERS.map((o) =>
        o === 'first-last'
          ? sql`lower(v.fm_name_en || ' ' || v.lastname_en) like lower(${pat})`
          : sql`lower(v.lastname_en || ' ' || v.fm_name_en) like lower(${pat})`,
      );
  const epic = epicPattern(term);
  return sql`(${sql.join(epic == null ? orders : [...orders, sql`v.epic_no collate "C" like ${epic}`], sql` or `)})`;
}

/**
 * The tenant and constituency of a candidate query as plain filters: the name keys already
 * carry both, and as index conditions the planner would AND the GIN bitmap with a scan of the
 * whole constituency on another index (+ 0 keeps them off every index).
 */
export const scopeFilter = (tenantId: number, acno?: number): SQL => sql`v.tenant_id + 0 = ${tenantId} ${acno != null ? sql`and v.acno + 0 = ${acno}` : sql``}`;

/**
 * Every condition of the scope on voters v, the name filters included. For candidates the
 * scope stays off the indexes, except with an age range: then the age index (tenant, acno,
 * age) narrows the name bitmap well and the planner may AND the two.
 */
function conditions(s: MatchScope, forCandidates = false): SQL {
  const hidden = forCandidates && s.fromAge == null && s.toAge == null;
  const c: SQL[] = [hidden ? scopeFilter(s.tenantId, s.acno) : sql`v.tenant_id = ${s.tenantId}`, sql`v.deleted_at is null`];
  if (s.acno != null && !hidden) c.push(sql`v.acno = ${s.acno}`);
  if (s.partnos) c.push(s.partnos.length === 1 ? sql`v.partno = ${s.partnos[0]}` : sql`v.partno = any(${sql.param(s.partnos)}::int[])`);
  if (s.section != null) c.push(sql`v.section_no = ${s.section}`);
  if (s.fromAge != null) c.push(sql`v.age >= ${s.fromAge}`);
  if (s.toAge != null) c.push(sql`v.age <= ${s.toAge}`);
  if (s.gender) c.push(sql`v.gender = ${s.gender}`);
  if (s.term) c.push(nameFilter(s.term, false));
  if (s.surname) c.push(nameFilter(s.surname, true));
  if (s.withoutInfo) {
    c.push(sql`not exists (select 1 from voter_info i where i.tenant_id = v.tenant_id and i.voter_id = v.id and i.deleted_at is null)`);
  }
  return sql.join(c, sql` and `);
}

export type Pin = 'walk' | 'bitmap' | 'candidates';
// A walk stops after a page: parallel workers would cost more to start than they could save.
// Both shapes' prepared statements keep one generic plan (the pins leave each a single shape):
// planned again for every call's values, planning cost as much as running. A generic plan
// guesses a name array's matches high, so without the limit on workers the candidates' plan
// started two of them for every page.
const PINS: Record<Pin, PlannerSettings> = {
  // sorts off: the walk's order is voters_part's, only a part's matches are sorted by serial
  walk: {
    name: 'search-walk',
    values: {
      enable_bitmapscan: 'off',
      enable_seqscan: 'off',
      enable_sort: 'off',
      max_parallel_workers_per_gather: '0',
      plan_cache_mode: 'force_generic_plan',
    },
  },
  // a common name's holders in a large constituency overflow the default 4 MB: the bitmap turns
  // lossy and every row of its pages is checked again
  bitmap: {
    name: 'search-bitmap',
    values: {
      enable_indexscan: 'off',
      enable_indexonlyscan: 'off',
      enable_seqscan: 'off',
      work_mem: '16MB',
      max_parallel_workers_per_gather: '0',
      plan_cache_mode: 'force_generic_plan',
    },
  },
  // A page of a name's holders (candidateIdsInRollOrder): the scope is hidden from every btree
  // index of voters, so the holders can only be read through the name keys' bitmap, and a page's
  // few slots are read by their primary key (an index scan: a bitmap built for each of them cost
  // more than the rest of the search). Joins stay nested loops: a generic plan guesses a name
  // array's holders high, and would otherwise hash the whole slots table.
  candidates: {
    name: 'search-candidates',
    values: {
      enable_seqscan: 'off',
      enable_hashjoin: 'off',
      enable_mergejoin: 'off',
      work_mem: '16MB',
      max_parallel_workers_per_gather: '0',
      plan_cache_mode: 'force_generic_plan',
    },
  },
};

/** Runs queries with the planner held to one shape. */
const pinned = <T>(database: Database, pin: Pin, fn: (db: Db) => Promise<T>): Promise<T> => database.withSettings(PINS[pin], fn);

// A search's few shapes run again and again: prepared on PostgreSQL (Database.rows).
const PREPARED = { prepare: true };

/**
 * The ids of the voters of `where` in roll order (at most `limit`, after `offset`), each joined
 * to its slot for the serial. The walk reads voters_part in (acno, partno) order and sorts one
 * part's matches at a time by serial (an incremental sort), so it stops at the end of the part
 * holding the page's last match; candidates are joined to their slots and sorted.
 */
function idsInRollOrder(where: SQL, limit: number, offset?: number): SQL {
  return sql`select v.id from voters v ${slotJoin()} where ${where}
    order by v.acno, v.partno, vs.slnoinpart limit ${limit} ${offset != null ? sql`offset ${offset}` : sql``}`;
}

/**
 * The ids of a name's holders (`where`: the name keys' bitmap and the scope hidden from the btree
 * indexes) in roll order. The holders are read once (their part without the serial), and only
 * those in the parts up to the one holding the page's last are joined to their slots and sorted:
 * a rare name's 800 holders are 800 slot reads otherwise, for a page of 10.
 */
function candidateIdsInRollOrder(where: SQL, limit: number, offset: number): SQL {
  return sql`with c as materialized (select v.tenant_id, v.id, v.acno, v.partno from voters v where ${where}),
    cut as (select acno, partno from c order by acno, partno offset ${limit + offset - 1} limit 1)
    select c.id from c ${slotJoin('c')}
     where not exists (select 1 from cut) or (c.acno, c.partno) <= (select acno, partno from cut)
     order by c.acno, c.partno, vs.slnoinpart limit ${limit} offset ${offset}`;
}

/** The ids of `where` in roll order, in the query shape of the pin. */
const idsFor = (pin: Pin, where: SQL, limit: number, offset?: number) =>
  pin === 'candidates' ? candidateIdsInRollOrder(where, limit, offset ?? 0) : idsInRollOrder(where, limit, offset);

/** One page of the voters of `where` in roll order, their rows included, with the planner held to one shape. */
export async function pageVoters(database: Database, pin: Pin, where: SQL, s: { tenantId: number; page: number; pageSize: number }): Promise<VoterRow[]> {
  const offset = (s.page - 1) * s.pageSize;
  return pinned(database, pin, (tx) => database.rows<VoterRow>(votersOfIds(s.tenantId, idsFor(pin, where, s.pageSize, offset)), tx, PREPARED));
}

async function cappedCount(database: Database, pin: Pin, where: SQL, cap: number): Promise<number> {
  return pinned(database, pin, async (tx) => {
    // A count needs no serial: the walk counts the voters in part order, so it stays on voters_part.
    const order = pin === 'walk' ? sql`order by v.acno, v.partno` : sql``;
    const [r] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from voters v where ${where} ${order} limit ${cap + 1}) s`,
      tx,
      PREPARED,
    );
    return Number(r.n);
  });
}

/** Counts from the per-initial/gender/age aggregate, when the filters are only age and gender of whole constituencies. */
async function statsCount(database: Database, s: MatchScope): Promise<number> {
  const [r] = await database.rows<{ n: number }>(sql`
    select coalesce(sum(n), 0)::int as n from voter_stats
     where tenant_id = ${s.tenantId} ${s.acno != null ? sql`and acno = ${s.acno}` : sql``}
       ${s.fromAge != null ? sql`and age >= ${s.fromAge}` : sql``} ${s.toAge != null ? sql`and age <= ${s.toAge}` : sql``}
       ${s.gender ? sql`and gender = ${s.gender}` : sql``}`);
  return Number(r?.n ?? 0);
}

/** How a total was found: counted to the cap, known exactly (an aggregate), or estimated. */
type Counted = 'capped' | 'exact' | 'estimate';

const result = (voters: VoterRow[], n: number, cap: number, plan: string, counted: Counted = 'capped'): SearchResult => ({
  voters,
  total: counted === 'capped' ? Math.min(n, cap) : Math.round(n),
  totalCapped: counted === 'capped' && n > cap,
  totalEstimated: counted === 'estimate',
  plan,
});

/**
 * A part, a centre's parts or a ward's hold a few thousand electors at most: their matches are
 * counted to the end, so their pages are numbered exactly.
 */
const NARROW_COUNT_CAP = 100_000;

/** What counting a name term's matches needs from the vocabulary. */
interface NameLookup {
  vocs: Vocabulary[];
  /** the word with the fewest holders */
  voc: Vocabulary;
  /** live voters of the scope */
  size: number;
  /** the age range's share of the scope (1 without one) */
  share: number;
  /** the matches as the holders of the words' names (the name keys' GIN bitmap) */
  candidates: () => SQL;
  /** the constituency's parts in roll order with their live voters */
  parts: ScopeNames['parts'];
}

/** How a scope's matches are read in roll order: the planner's pin and the condition it reads. */
interface Shape {
  pin: Pin;
  where: SQL;
  plan: 'walk' | 'parts' | 'candidates';
  /** set for a name term over a whole constituency */
  names?: NameLookup;
}

/**
 * How to read a scope's matches in roll order up to the `reach`-th; null when none can match (no
 * part left, or a word no name of the vocabulary holds).
 */
async function readShape(database: Database, s: MatchScope, reach: number, names: NamesSource): Promise<Shape | null> {
  if (s.partnos && s.partnos.length === 0) return null;
  const where = conditions(s);
  if (!s.term && !s.surname && !(s.partnos && s.partnos.length > 1)) return { pin: 'walk', where, plan: 'walk' };
  // One part: walked, its matches sorted by serial. Several (a voting centre's, a ward's): their rows as a bitmap
  // of voters_part, joined to their slots and sorted; an ordered walk could not seek to each part.
  if (s.partnos) return s.partnos.length === 1 ? { pin: 'walk', where, plan: 'walk' } : { pin: 'bitmap', where, plan: 'parts' };

  // A name term over a whole constituency (or tenant): ask the vocabulary first, once per word
  // (a voter matching "esh pat" holds a name with "esh" and one with "pat": both bitmaps, ANDed).
  // A one-word term that can start an EPIC number holds those voters too (a range of the EPIC index).
  // The tenant's EPIC starts come with the vocabulary: a term no EPIC can start (most names) asks
  // the database nothing more.
  const pattern = s.term ? epicPattern(s.term) : null;
  const scope = await names(s.tenantId, s.acno);
  const epicN = pattern != null && epicCanStart(scope.epicStarts, epicPrefix(s.term!)!) ? await epicCount(database, s, pattern, SEARCH_TOTAL_CAP) : 0;
  const epic = pattern == null ? undefined : { pattern, n: epicN };
  const lookups = [
    ...(s.term ? pickWords(s.term).map((w) => [w, kindsFor(s.term!, false), false, epic] as const) : []),
    ...(s.surname ? pickWords(s.surname).map((w) => [w, kindsFor(s.surname!, true), true, undefined] as const) : []),
  ];
  // the scope's names read once for every word (a caller without the shared copy reads them here)
  const held: NamesSource = async () => scope;
  const vocs = await Promise.all(lookups.map(([w, kinds, surnameOnly, e]) => vocabulary(held, s, w, kinds, surnameOnly, e)));
  if (vocs.some((v) => v.estimate === 0)) return null;
  const voc = [...vocs].sort((a, b) => a.estimate - b.estimate)[0];
  // built only when a query reads the candidates: a common term's walk never does
  const candidates = () =>
    sql`${sql.join(
      vocs.map((v) => v.holders()),
      sql` and `,
    )} and ${conditions(s, true)}`;

  // Walk cost: entries read before the reach, if matches are spread evenly. The holders are
  // narrowed by the age range's share of the scope (a rare age makes any name rare).
  const size = vocs[0].scopeSize;
  const share = s.fromAge != null || s.toAge != null ? (await statsCount(database, { ...s, gender: undefined })) / Math.max(1, size) : 1;
  const lookup: NameLookup = { vocs, voc, size, share, candidates, parts: scope.parts };
  return walkIsCheaper(1, reach, size, voc.estimate * share, voc.estimate)
    ? { pin: 'walk', where, plan: 'walk', names: lookup }
    : { pin: s.fromAge == null && s.toAge == null ? 'candidates' : 'bitmap', where: candidates(), plan: 'candidates', names: lookup };
}

/** How many times the page's reach of matches the parts a rare name's page is first read in should hold. */
const BOUND_MARGIN = 2;

/**
 * The last part a page of a one-word name's holders should lie in, or null to read them all: the
 * holders spread over the constituency's parts, so the parts holding BOUND_MARGIN times the
 * page's reach of them, by the vocabulary's count and the parts' sizes, very likely hold the page.
 * Read through the AND of the name keys' bitmap and voters_part's, a rare name's page fetches
 * those parts' few holders instead of every holder in the constituency.
 */
function partBound(shape: Shape, s: SearchScope): number | null {
  const n = shape.names;
  const word = s.term ?? s.surname ?? '';
  if (!n || shape.pin !== 'candidates' || s.acno == null || n.vocs.length !== 1 || word.includes(' ') || s.section != null || s.withoutInfo) return null;
  const want = BOUND_MARGIN * s.page * s.pageSize;
  if (n.voc.estimate < 2 * want) return null;
  const total = n.parts.reduce((t, p) => t + p.n, 0);
  const needed = (total * want) / n.voc.estimate;
  let held = 0;
  for (const p of n.parts) {
    held += p.n;
    if (held >= needed) return p.partno;
  }
  return null;
}

/**
 * A page of the shape's matches. A rare name's is read first from the parts up to its bound: the
 * page is exact when they fill it, since every match of a later part comes after theirs in roll
 * order; when they do not (the name clusters in later parts, or the page is the last), it is read
 * again from every part.
 */
async function pageOf(database: Database, shape: Shape, s: SearchScope): Promise<VoterRow[]> {
  const bound = partBound(shape, s);
  if (bound != null) {
    const within = sql`${shape.where} and v.tenant_id = ${s.tenantId} and v.acno = ${s.acno} and v.partno <= ${bound}`;
    const page = await pageVoters(database, shape.pin, within, s);
    if (page.length === s.pageSize) return page;
  }
  return pageVoters(database, shape.pin, shape.where, s);
}

export async function searchVoters(
  database: Database,
  s: SearchScope,
  cap = SEARCH_TOTAL_CAP,
  names: NamesSource = (tenantId, acno) => scopeNames(database, tenantId, acno),
): Promise<SearchResult> {
  const shape = await readShape(database, s, s.page * s.pageSize, names);
  if (!shape) return result([], 0, cap, s.partnos?.length === 0 ? 'empty' : 'vocabulary');
  const page = await pageOf(database, shape, s);
  if (!shape.names) {
    if (!s.partnos) {
      // a whole constituency without a name: only age and gender are counted by the aggregate
      if (s.section == null && !s.withoutInfo) return result(page, await statsCount(database, s), cap, 'walk+stats', 'exact');
      return result(page, await cappedCount(database, 'walk', shape.where, cap), cap, 'walk');
    }
    return result(page, await cappedCount(database, shape.pin, shape.where, NARROW_COUNT_CAP), NARROW_COUNT_CAP, shape.plan);
  }

  const { vocs, voc, size, share, candidates } = shape.names;
  const walk = shape.pin === 'walk';
  // A one-word term and no filter but gender: every holder of a matching name (of that gender)
  // matches, and a voter holds one name of each kind, so the vocabulary alone counts (exactly,
  // for one kind).
  const onlyName =
    vocs.length === 1 &&
    !s.surname !== !s.term &&
    !s.term?.includes(' ') &&
    !s.surname?.includes(' ') &&
    s.section == null &&
    s.fromAge == null &&
    s.toAge == null &&
    !s.withoutInfo;
  const kinds = [...voc.byKind.values()];
  if (onlyName && (kinds.length === 1 || Math.max(...kinds) > cap)) {
    // one kind of name: its holders are the matches; several: the most held kind is a floor
    return result(page, Math.max(...kinds), cap, walk ? 'walk+vocabulary' : 'candidates+vocabulary', kinds.length === 1 ? 'exact' : 'estimate');
  }
  // Counting to the cap: a walk stops at the cap's match, candidates read every holder. Only a
  // one-word term gives a fair estimate of the matches; two words match far fewer voters than
  // either word's holders.
  const countWalk = vocs.length === 1 && walkIsCheaper(1, cap + 1, size, voc.estimate * share, voc.estimate);
  const n = await cappedCount(database, countWalk ? 'walk' : 'bitmap', countWalk ? conditions(s) : candidates(), cap);
  const plan = `${walk ? 'walk' : 'candidates'}+${countWalk ? 'walk' : 'candidates'}`;
  // Past the cap a one-word term still has the vocabulary's estimate of its holders (narrowed by
  // the age range's share): "about N" says more than "1000+".
  const estimate = vocs.length === 1 ? voc.estimate * share : 0;
  if (n > cap && estimate > cap) return result(page, estimate, cap, plan, 'estimate');
  return result(page, n, cap, plan);
}

/**
 * The ids of a search's matches in roll order, at most `limit`: the voters of the printed slips of
 * a whole search result, read in the shape the search itself would pick for that many.
 */
export async function matchingVoterIds(
  database: Database,
  s: MatchScope,
  limit: number,
  names: NamesSource = (tenantId, acno) => scopeNames(database, tenantId, acno),
): Promise<number[]> {
  const shape = await readShape(database, s, limit, names);
  if (!shape) return [];
  const rows = await pinned(database, shape.pin, (tx) => database.rows<{ id: number }>(idsFor(shape.pin, shape.where, limit), tx));
  return rows.map((r) => Number(r.id));
}

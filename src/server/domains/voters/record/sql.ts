// The SQL pieces every reader of a voter's collected record shares: a person's full name, why a
// voter may not be contacted, and the voter's latest visit (the newest live one: the later
// received stands; two at one instant, the later written).
import { sql, type SQL } from 'drizzle-orm';

/** A person's full name from two name columns, or null when both are empty. */
export const fullName = (first: string, last: string) => sql.raw(`nullif(trim(coalesce(${first}, '') || ' ' || coalesce(${last}, '')), '')`);

/**
 * Why the voter of the collected details `i` may not be called or messaged (shared ContactBlock),
 * null when they may (also when nothing was collected: the left join gives nulls).
 */
export const contactBlock = (i = 'i') => sql.raw(`case when ${i}.do_not_contact then 'do_not_contact' when ${i}.consent = 'withdrawn' then 'withdrawn' end`);

/** The condition a list used for calling or messaging puts on the collected details `i` (may be null). */
export const contactable = (i = 'i') => sql`${contactBlock(i)} is null`;

/** The order that makes a voter's first visit their latest. */
const LATEST_FIRST = (w: string) => `${w}.visited_at desc, ${w}.id desc`;

/**
 * The latest visit of the voters row `v` as a lateral join named `w`, its columns `columns` (of
 * `w`): one probe of the visits' (tenant, voter, time) index per voter.
 */
export const latestVisitJoin = (columns: string, w = 'w', v = 'v'): SQL =>
  sql.raw(`left join lateral (select ${columns} from voter_visits ${w}
                               where ${w}.tenant_id = ${v}.tenant_id and ${w}.voter_id = ${v}.id and ${w}.deleted_at is null
                               order by ${LATEST_FIRST(w)} limit 1) ${w} on true`);

/**
 * The latest visits of many voters at once (a constituency's, a chunk's), as a set of rows with
 * `w.voter_id` and `columns`: the visits of `where` read once and the newest of each voter kept.
 */
export const latestVisits = (tenantId: number, where: SQL, columns: string, w = 'w'): SQL =>
  sql`select distinct on (${sql.raw(w)}.voter_id) ${sql.raw(`${w}.voter_id, ${columns}`)}
        from voter_visits ${sql.raw(w)}
       where ${sql.raw(w)}.tenant_id = ${tenantId} and ${where} and ${sql.raw(w)}.deleted_at is null
       order by ${sql.raw(`${w}.voter_id, ${LATEST_FIRST(w)}`)}`;

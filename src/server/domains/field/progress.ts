// The field work as the office sees it: per part of a constituency and per page held by live
// assignments, the figures of each elector's latest visit, the workers and their phones' last
// sync. One statement gives the parts and the pages: the parts from one pass over the
// constituency's electors, the pages from their serial ranges of the electors' slots.
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { serve } from '../../route';
import { FieldProgressApi } from '../../../shared/api/fieldProgress';
import type { FieldCounts, FieldPageProgress, FieldProgressPart, FieldProgressResponse, FieldWorker } from '../../../shared/api/fieldProgress';
import { onMap } from './onMap';
import { latestVisits } from '../voters/record/sql';

/** A row's counts (a count the row lacks is 0); written out so a new count is a type error here. */
const countsOf = (r: Record<string, unknown>): FieldCounts => {
  const n = (k: keyof FieldCounts) => Number(r[k] ?? 0);
  return {
    electors: n('electors'),
    households: n('households'),
    households_visited: n('households_visited'),
    visited: n('visited'),
    met: n('met'),
    slips_delivered: n('slips_delivered'),
    supporters: n('supporters'),
    refusals: n('refusals'),
  };
};
const zero = (): FieldCounts => countsOf({});

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

// Electors are first counted per household (the roll's section and house number, family_key; an
// elector without one is a household alone), then households per part or page: no count of
// distinct values, so both steps aggregate by hashing instead of sorting the constituency.
const PER_HOUSEHOLD = sql`
  count(*) as electors,
  count(lv.outcome) as visited,
  count(*) filter (where lv.outcome = 'met') as met,
  count(*) filter (where lv.slip_delivered) as slips_delivered,
  count(sp.voter_id) as supporters,
  count(*) filter (where lv.outcome = 'refused') as refusals`;
const PER_AREA = sql`
  coalesce(sum(h.electors), 0)::int as electors,
  count(h.hh)::int as households,
  count(*) filter (where h.visited > 0)::int as households_visited,
  coalesce(sum(h.visited), 0)::int as visited,
  coalesce(sum(h.met), 0)::int as met,
  coalesce(sum(h.slips_delivered), 0)::int as slips_delivered,
  coalesce(sum(h.supporters), 0)::int as supporters,
  coalesce(sum(h.refusals), 0)::int as refusals`;

const pageKey = (partno: number, from: number | null, to: number | null) => `${partno}:${from ?? ''}:${to ?? ''}`;
const latest = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** The counts of each part, and of each page that live assignments hold, in one statement. */
async function counts(database: Database, tenantId: number, acno: number, partno?: number) {
  const part = (alias: string): SQL => (partno === undefined ? sql`` : sql`and ${sql.raw(alias)}.partno = ${partno}`);
  const hh = sql`coalesce(v.family_key, 'v' || v.id)`;
  return database.rows<Record<string, unknown> & { partno: number; slno_from: number | null; slno_to: number | null; is_page: boolean }>(sql`
    with lv as (${latestVisits(tenantId, sql`w.acno = ${acno} ${part('w')}`, 'w.outcome, w.slip_delivered')}), sp as (
      -- supporters by their record's stance, the one the poll-day screens and the call sheet read
      select i.voter_id from voter_info i
       where i.tenant_id = ${tenantId} and i.acno = ${acno} ${part('i')} and i.deleted_at is null and i.align_with_party = 'yes'
    ), pg as (
      select distinct a.partno, a.slno_from, a.slno_to
        from field_assignments a
       where a.tenant_id = ${tenantId} and a.acno = ${acno} ${part('a')} and a.ended_at is null
    ), part_households as (
      select v.partno, ${hh} as hh, ${PER_HOUSEHOLD}
        from voters v
        left join lv on lv.voter_id = v.id
        left join sp on sp.voter_id = v.id
       where v.tenant_id = ${tenantId} and v.acno = ${acno} ${part('v')} and v.deleted_at is null
       group by v.partno, ${hh}
    ), page_households as (
      -- each page's slots on the roll are a range of the slots' unique key (tenant, acno, part,
      -- serial, on the roll); each elector's row is then read by its id
      select p.partno, p.slno_from, p.slno_to, ${hh} as hh, ${PER_HOUSEHOLD}
        from pg p
        join voter_slots vs on vs.tenant_id = ${tenantId} and vs.acno = ${acno} and vs.partno = p.partno
                           and vs.slnoinpart between coalesce(p.slno_from, 1) and coalesce(p.slno_to, 2147483647) and vs.on_roll
        join voters v on v.tenant_id = vs.tenant_id and v.id = vs.voter_id
        left join lv on lv.voter_id = v.id
        left join sp on sp.voter_id = v.id
       group by p.partno, p.slno_from, p.slno_to, ${hh}
    )
    select h.partno, null::int as slno_from, null::int as slno_to, false as is_page, ${PER_AREA}
      from part_households h group by h.partno
    union all
    select p.partno, p.slno_from, p.slno_to, true as is_page, ${PER_AREA}
      from pg p
      left join page_households h on h.partno = p.partno and coalesce(h.slno_from, 0) = coalesce(p.slno_from, 0) and coalesce(h.slno_to, 0) = coalesce(p.slno_to, 0)
     group by p.partno, p.slno_from, p.slno_to`);
}

/** The live assignments with their worker's name and the worker's phone's latest download or refresh. */
async function assignments(database: Database, tenantId: number, acno: number, partno?: number) {
  return database.rows<{
    id: number;
    partno: number;
    slno_from: number | null;
    slno_to: number | null;
    user_id: number;
    name: string;
    last_sync: string | null;
  }>(sql`
    select a.id, a.partno, a.slno_from, a.slno_to, a.user_id, trim(u.f_name || ' ' || coalesce(u.l_name, '')) as name,
           (select ${iso('max(c.created_at)')} from field_cursors c where c.tenant_id = a.tenant_id and c.user_id = a.user_id) as last_sync
      from field_assignments a
      join users u on u.tenant_id = a.tenant_id and u.id = a.user_id
     where a.tenant_id = ${tenantId} and a.acno = ${acno} ${partno === undefined ? sql`` : sql`and a.partno = ${partno}`} and a.ended_at is null
     order by a.partno, a.slno_from nulls first, a.slno_to, u.f_name, a.id`);
}

async function centres(database: Database, tenantId: number, acno: number, partno?: number) {
  return database.rows<{
    partno: number;
    vcenter: string | null;
    vcenter_v1: string | null;
    location: FieldProgressPart['location'];
    center_id: number;
    on_map: boolean;
  }>(sql`
    select c.partno, c.vcenter, c.vcenter_v1, c.voting_center_location as location, c.center_id, ${onMap('c')} as on_map
      from voting_centres c
     where c.tenant_id = ${tenantId} and c.acno = ${acno} ${partno === undefined ? sql`` : sql`and c.partno = ${partno}`} and c.deleted_at is null
     order by c.partno`);
}

const withWorker = (workers: FieldWorker[], w: FieldWorker) => (workers.some((x) => x.user_id === w.user_id) ? workers : [...workers, w]);

export async function fieldProgress(database: Database, tenantId: number, acno: number, partno?: number): Promise<FieldProgressResponse> {
  const [countRows, held, centreRows] = [
    await counts(database, tenantId, acno, partno),
    await assignments(database, tenantId, acno, partno),
    await centres(database, tenantId, acno, partno),
  ];
  const parts = new Map<number, FieldProgressPart>();
  const partOf = (n: number): FieldProgressPart => {
    let p = parts.get(n);
    if (!p) {
      // a part without a centre on record has no station on the map
      p = {
        acno,
        partno: n,
        vcenter: null,
        vcenter_v1: null,
        location: null,
        center_id: null,
        on_map: false,
        workers: [],
        last_sync: null,
        pages: [],
        ...zero(),
      };
      parts.set(n, p);
    }
    return p;
  };
  for (const c of centreRows)
    Object.assign(partOf(Number(c.partno)), {
      vcenter: c.vcenter,
      vcenter_v1: c.vcenter_v1,
      location: c.location ?? null,
      center_id: Number(c.center_id),
      on_map: c.on_map === true,
    });
  const pages = new Map<string, FieldPageProgress>();
  for (const r of countRows) {
    const n = Number(r.partno);
    if (!r.is_page) {
      Object.assign(partOf(n), countsOf(r));
      continue;
    }
    const from = r.slno_from === null ? null : Number(r.slno_from);
    const to = r.slno_to === null ? null : Number(r.slno_to);
    pages.set(pageKey(n, from, to), { from, to, assignment_ids: [], workers: [], last_sync: null, ...countsOf(r) });
  }
  for (const a of held) {
    const n = Number(a.partno);
    const page = pages.get(pageKey(n, a.slno_from === null ? null : Number(a.slno_from), a.slno_to === null ? null : Number(a.slno_to)));
    if (!page) continue; // assigned after the counts were read
    const worker: FieldWorker = { user_id: Number(a.user_id), name: a.name, last_sync: a.last_sync ?? null };
    page.assignment_ids.push(Number(a.id));
    page.workers = withWorker(page.workers, worker);
    page.last_sync = latest(page.last_sync, worker.last_sync);
    const part = partOf(n);
    part.workers = withWorker(part.workers, worker);
    part.last_sync = latest(part.last_sync, worker.last_sync);
  }
  // pages in serial order, the whole-part committee first
  for (const [key, page] of pages) partOf(Number(key.split(':')[0])).pages.push(page);
  for (const p of parts.values()) p.pages.sort((x, y) => (x.from ?? 0) - (y.from ?? 0) || (x.to ?? Infinity) - (y.to ?? Infinity));
  return { acno, parts: [...parts.values()].sort((x, y) => x.partno - y.partno) };
}

export function progressRoutes(app: FastifyInstance, { database }: Deps) {
  serve(app, FieldProgressApi.progress, async ({ req, query: q }) => fieldProgress(database, req.auth.tenantId, q.acno, q.partno));
}

// The API figures of a database's phase: each query timed through its route after a warm-up (the
// name search, the A-Z counts, the reports), and the routes the load section puts under load.
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { ReligionApi } from '../shared/api/masters';
import { VoterApi } from '../shared/api/voters';
import { DEVANAGARI_TERMS, Kind, LATIN_TERMS, MORE_TERMS, Shape } from './benchData';
import type { LoadTarget } from './load';

export interface Figure {
  name: string;
  group: string;
  target?: number;
  samples: number[];
  note?: string;
}

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

export const ms = (x: number) => x.toFixed(1);

/** The constituency the figures are measured in. */
export const ACNO = 38;

export type Measure = (group: string, name: string, p: string, query: Record<string, string | number>, target?: number, note?: string) => Promise<void>;

/** A figure's runs of one GET through `computing`: 3 warm-up calls, then `runs` timed ones into `figures` (the search plan into `plans`). */
export function measurer(computing: FastifyInstance, base: string, headers: Record<string, string>, runs: number) {
  const plans: Record<string, string> = {};
  const call = async (p: string, query: Record<string, string | number>) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const t0 = performance.now();
    const res = await computing.inject({ method: 'GET', url: `${base}${p}?${qs}`, headers });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`bench: ${p}?${qs} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return { ms, body: res.json(), plan: String(res.headers['x-search-plan'] ?? '') };
  };
  const figures: Figure[] = [];
  const measure = async (group: string, name: string, p: string, query: Record<string, string | number>, target?: number, note?: string) => {
    for (let i = 0; i < 3; i++) await call(p, query);
    const samples: number[] = [];
    let plan = '';
    for (let i = 0; i < runs; i++) {
      const r = await call(p, query);
      samples.push(r.ms);
      plan = r.plan;
      if (i === 0 && note === undefined && r.body && typeof r.body.total === 'number') {
        note = `${r.body.total}${r.body.totalCapped ? '+' : ''} found`;
      }
    }
    if (plan) plans[`${group}: ${name}`] = plan;
    figures.push({ group, name, target, samples, note: [note, plan && `plan ${plan}`].filter(Boolean).join('; ') });
    process.stderr.write(`  ${group} ${name}: median ${pct(samples, 50).toFixed(1)} ms, p95 ${pct(samples, 95).toFixed(1)} ms\n`);
  };
  return { measure: measure as Measure, figures, plans };
}

/** The single-user figures: name searches, the A-Z counts and the reports, with their targets. */
export async function searchFigures(measure: Measure, kind: Kind, shape: Shape) {
  const acno = ACNO;
  const searchTarget = kind === 'postgres' ? 50 : 100;
  const reportTarget = kind === 'postgres' ? 100 : undefined;
  for (const term of [...LATIN_TERMS, ...DEVANAGARI_TERMS, ...MORE_TERMS]) {
    await measure('Name search (constituency)', term, VoterApi.searchAcnoVoters.path, { acno, enfname: term, page: 1 }, searchTarget);
  }
  // Totals that must be counted (a filter besides the name, a term spanning first name and
  // surname, a name under the cap) rather than read from the vocabulary.
  await measure(
    'Name search (constituency)',
    'sha, women 30-40',
    VoterApi.searchVoters.path,
    { acno, enfname: 'sha', gender: 'F', fromAge: 30, toAge: 40 },
    searchTarget,
  );
  await measure('Name search (constituency)', 'देव, men', VoterApi.searchVoters.path, { acno, enfname: 'देव', gender: 'M' }, searchTarget);
  await measure('Name search (constituency)', "'esh pat' (first name and surname)", VoterApi.searchAcnoVoters.path, { acno, enfname: 'esh pat' }, searchTarget);
  await measure('Name search (constituency)', 'kuldeep', VoterApi.searchAcnoVoters.path, { acno, enfname: 'kuldeep' }, searchTarget);
  await measure('Name search (constituency)', 'sha, page 20', VoterApi.searchAcnoVoters.path, { acno, enfname: 'sha', page: 20 }, searchTarget);
  await measure('Name search (constituency)', 'शर्मा, page 5', VoterApi.searchAcnoVoters.path, { acno, enfname: 'शर्मा', page: 5 }, searchTarget);
  await measure('Name search (one part)', 'kum in part 7', VoterApi.searchAcnoVoters.path, { acno, partno: 7, enfname: 'kum' }, searchTarget);
  await measure('Name search (one part)', 'देव in part 7', VoterApi.searchAcnoVoters.path, { acno, partno: 7, enfname: 'देव' }, searchTarget);
  await measure(
    'Name search (voting centre)',
    'pat at centre of part 10',
    VoterApi.searchSectionVoters.path,
    { acno, vcenter_id: 10, enfname: 'pat' },
    searchTarget,
  );
  if (shape.acnos.length > 1) {
    await measure('Name search (whole tenant, no acno)', 'sha', VoterApi.searchVoters.path, { enfname: 'sha' }, undefined);
    await measure('Name search (whole tenant, no acno)', 'शर्मा', VoterApi.searchVoters.path, { enfname: 'शर्मा' }, undefined);
  }
  await measure(
    'Search without name',
    'age 25-30, women, constituency',
    VoterApi.searchVoters.path,
    { acno, fromAge: 25, toAge: 30, gender: 'F' },
    searchTarget,
  );

  const azTarget = kind === 'postgres' ? 100 : undefined;
  await measure('A-Z', 'counts of a part (part 12)', VoterApi.votersListAtoz.path, { acno, partno: 12 }, azTarget);
  await measure('A-Z', 'counts of a part, letter S page', VoterApi.votersListAtoz.path, { acno, partno: 12, letter: 'S' }, azTarget);
  await measure('A-Z', 'counts of the constituency', VoterApi.votersListAtoz.path, { acno }, azTarget);
  await measure('A-Z', 'constituency, letter S page 3', VoterApi.votersListAtoz.path, { acno, letter: 'S', page: 3 }, azTarget);
  await measure('A-Z', 'constituency, men 60-80', VoterApi.votersListAtoz.path, { acno, gender: 'M', fromAge: 60, toAge: 80, letter: 'R' }, azTarget);

  await measure(
    'Reports',
    'age 25-30 M, all parts, page 1',
    VoterApi.reportByAge.path,
    { acno, fromAge: 25, toAge: 30, gender: 'M', partno: 'ALL', page: 1 },
    reportTarget,
  );
  await measure(
    'Reports',
    'age 25-30 M, all parts, page 50',
    VoterApi.reportByAge.path,
    { acno, fromAge: 25, toAge: 30, gender: 'M', partno: 'ALL', page: 50 },
    reportTarget,
  );
  await measure(
    'Reports',
    'age 100-110, all genders, all parts',
    VoterApi.reportByAge.path,
    { acno, fromAge: 100, toAge: 110, gender: 'ALL', partno: 'ALL' },
    reportTarget,
  );
  await measure('Reports', 'age 18-110 F, part 3', VoterApi.reportByAge.path, { acno, fromAge: 18, toAge: 110, gender: 'F', partno: 3 }, reportTarget);
  await measure(
    'Reports',
    'alignment party yes, all parts, page 1',
    VoterApi.reportByAlign.path,
    { acno, partno: 'ALL', align_with_party: 'yes', page: 1 },
    reportTarget,
  );
  await measure(
    'Reports',
    'alignment party no + candidate yes, page 10',
    VoterApi.reportByAlign.path,
    { acno, partno: 'ALL', align_with_party: 'no', align_with_candidate: 'yes', page: 10 },
    reportTarget,
  );
  await measure('Reports', 'alignment, part 5', VoterApi.reportByAlign.path, { acno, partno: 5 }, reportTarget);
}

/** What the load section puts under load: a list, the dashboard, common and rare searches, an audited write. */
export function loadTargets(tenantId: number, base: string): LoadTarget[] {
  const acno = ACNO;
  const tenant = `/api/v1/admin/${tenantId}`;
  const search = (term: string) => `${base}${VoterApi.searchAcnoVoters.path}?acno=${acno}&enfname=${encodeURIComponent(term)}`;
  return [
    { name: 'religions list (signed in)', kind: 'list', paths: [`${tenant}/religion`] },
    { name: 'dashboard data', kind: 'dashboard', paths: [`${tenant}/dashboard-data?acno=${acno}`] },
    { name: 'voter search "kum" (common)', kind: 'search', paths: [search('kum')] },
    { name: 'voter search "कुम" (common)', kind: 'search', paths: [search('कुम')] },
    { name: 'voter search "kuldeep" (rare)', kind: 'search', paths: [search('kuldeep')] },
    { name: 'voter search "ज्ञानेश्वर" (rare)', kind: 'search', paths: [search('ज्ञानेश्वर')] },
    { name: 'voter search "kum", computed for its asker (nothing shared)', kind: 'search', paths: [search('kum')], unshared: true },
    { name: 'voter search "kuldeep", computed for its asker (nothing shared)', kind: 'search', paths: [search('kuldeep')], unshared: true },
    {
      name: 'add and delete a religion (audited)',
      kind: 'write',
      paths: [],
      write: {
        addPath: `${tenant}/religion/add`,
        deletePath: `${tenant}/religion/delete/:id`,
        itemKey: ReligionApi.keys.itemKey,
        listPath: `${tenant}/religion`,
        listKey: ReligionApi.keys.listKey,
        namePrefix: 'Load ',
      },
    },
  ];
}

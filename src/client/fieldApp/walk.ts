// The worker's voters as the screens show them: a page's voters, households in the roll's order,
// the counts of the home screen and the search within the phone's voters.
import type { FieldPage } from '../../shared/api/field';
import { voterMatches } from '../../shared/nameMatch';
import { percentOf } from '../../shared/percent';
import type { LocalVoter } from './local';

/**
 * A supporter as the poll-day list, the call sheet and the reports count one: the record's stance
 * on the party, which a supporter level given at the door sets (the console's change too).
 */
export const isSupporter = (v: LocalVoter) => v.align_with_party === 'yes';

/**
 * A part's polling station as a screen in `locale` names it: the roll's Devanagari name on the
 * Marathi and Hindi screens where the roll has one, else the English (the part's name failing both).
 */
export function stationName(p: Pick<FieldPage, 'vcenter' | 'vcenter_v1' | 'part_name' | 'part_name_v1'>, locale: string): string | null {
  const devanagari = locale === 'mr' || locale === 'hi';
  const station = devanagari ? p.vcenter_v1 || p.vcenter : p.vcenter || p.vcenter_v1;
  const part = devanagari ? p.part_name_v1 || p.part_name : p.part_name || p.part_name_v1;
  return station || part || null;
}

export const onPage = (p: Pick<FieldPage, 'acno' | 'partno' | 'from' | 'to'>) => (v: LocalVoter) =>
  v.acno === p.acno && v.partno === p.partno && (p.from == null || (v.slnoinpart >= p.from && v.slnoinpart <= (p.to ?? p.from)));

/** The household a voter belongs to on the roll (section and house number), or the voter alone. */
export const householdOf = (v: LocalVoter) => (v.family_key ? `${v.acno}/${v.partno}/${String(v.family_key)}` : `voter/${v.id}`);

export interface Household {
  key: string;
  house_no: string | null;
  voters: LocalVoter[];
}

const rollOrder = (a: LocalVoter, b: LocalVoter) => a.acno - b.acno || a.partno - b.partno || a.slnoinpart - b.slnoinpart;

/** The voters in the roll's order (constituency, part, serial). */
export const inRollOrder = (voters: LocalVoter[]) => [...voters].sort(rollOrder);

/** Households in the order of their first elector on the roll; electors of one in serial order. */
export function households(voters: LocalVoter[], sorted = false): Household[] {
  const byKey = new Map<string, Household>();
  for (const v of sorted ? voters : inRollOrder(voters)) {
    const key = householdOf(v);
    let h = byKey.get(key);
    if (!h) byKey.set(key, (h = { key, house_no: v.house_no == null ? null : String(v.house_no), voters: [] }));
    h.voters.push(v);
  }
  return [...byKey.values()];
}

export const visited = (v: LocalVoter) => v.visit_outcome != null;

export interface PageCounts {
  electors: number;
  households: number;
  householdsVisited: number;
  /** electors met at the door */
  met: number;
  metPercent: number;
  slips: number;
  slipsPercent: number;
  supporters: number;
  toVisit: number;
}

export function pageCounts(voters: LocalVoter[]): PageCounts {
  const hh = households(voters);
  const met = voters.filter((v) => v.visit_outcome === 'met').length;
  const slips = voters.filter((v) => v.slip_delivered === true).length;
  return {
    electors: voters.length,
    households: hh.length,
    householdsVisited: hh.filter((h) => h.voters.some(visited)).length,
    met,
    metPercent: percentOf(met, voters.length),
    slips,
    slipsPercent: percentOf(slips, voters.length),
    supporters: voters.filter(isSupporter).length,
    toVisit: voters.filter((v) => !visited(v)).length,
  };
}

/**
 * The phone's search: a number is a serial (in any of the worker's parts); anything else the
 * console's rule (shared/nameMatch): the name in either order, or the start of an EPIC number.
 */
export function search(voters: LocalVoter[], raw: string): LocalVoter[] {
  const term = raw.trim().replace(/\s+/g, ' ');
  if (!term) return voters;
  if (/^\d+$/.test(term)) return voters.filter((v) => v.slnoinpart === Number(term));
  return voters.filter((v) => voterMatches(v, term));
}

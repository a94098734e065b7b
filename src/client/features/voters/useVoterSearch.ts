// The voter search's state and data. The tab, filters, name and page live in the page's address
// (?tab=&part=&section=&centre=&area=&name=&page=) through the lists' shared hook, so a reload,
// Back and a shared link open the same search. A tab, filter or page change is a new history entry
// (Back from page 2 is page 1); the typed name replaces the current entry once typing rests, so
// Back skips the keystrokes.
import { shownAnswer } from '../../components/ServerPager';
import { readList, useListParams, writeList, type ListSpec } from '../../components/useListParams';
import { NAME_SEARCH_MIN, PAGE_SIZE } from '../../../shared/domain/constants';
import type { VoterSearchQuery } from '../../../shared/api/voters';
import { SEARCH_ROUTES, useSearchVotersQuery, useVoterAreaWiseListQuery, useVoterSectionListQuery, useVoterVcenterListQuery, type SearchTab } from './api';
import { useVoterScope } from '../../store/voterScope';
import { usePartnoListQuery } from './partsApi';

export interface Filters {
  partno: string;
  section: string;
  /** voting-centre-wise tab: the centre's name as vcenter-list gives it */
  vcenter: string;
  /** area-wise tab: `${partno}:${center_id}` of an area-wise-list entry */
  area: string;
  name: string;
}
export const EMPTY_FILTERS: Filters = { partno: '', section: '', vcenter: '', area: '', name: '' };

/** The search in the address: the tab and each filter by its short name there, the name as the term. */
const VOTER_LIST: ListSpec<'tab' | Exclude<keyof Filters, 'name'>> = {
  filters: {
    tab: { default: 'search', valid: Object.keys(SEARCH_ROUTES) },
    partno: { param: 'part' },
    section: {},
    vcenter: { param: 'centre' },
    area: {},
  },
  term: 'name',
};

/** Characters, not UTF-16 units: a Devanagari syllable of 3 letters counts 3. */
export const nameLength = (s: string) => [...s.trim()].length;

/** The query of a tab's search; null while the name is too short to search (1-2 characters). */
export function tabQuery(tab: SearchTab, f: Filters, acno: number, page: number): VoterSearchQuery | null {
  const name = f.name.trim().replace(/\s+/g, ' ');
  const n = nameLength(name);
  if (n > 0 && n < NAME_SEARCH_MIN) return null;
  const base = { acno, enfname: name || undefined, page, pageSize: PAGE_SIZE };
  if (tab === 'search') return { ...base, partno: f.partno || undefined, section: f.partno ? f.section || undefined : undefined };
  if (tab === 'centre') return { ...base, vcenter: f.vcenter || undefined };
  const [partno, centreId] = f.area ? f.area.split(':') : [];
  return { ...base, partno: partno || undefined, vcenter_id: centreId || undefined, section: partno ? f.section || undefined : undefined };
}

/** The search an address describes; unknown or malformed values read as their defaults. */
export function searchFromParams(params: URLSearchParams): { tab: SearchTab; filters: Filters; page: number } {
  const { filters, term, page } = readList(VOTER_LIST, params);
  const { tab, ...rest } = filters;
  return { tab: tab as SearchTab, filters: { ...rest, name: term }, page };
}

/** The address of a search: only what differs from the defaults. */
export function searchParams(tab: SearchTab, filters: Filters, page: number): URLSearchParams {
  const { name, ...rest } = filters;
  return writeList(VOTER_LIST, { page, pageSize: PAGE_SIZE, sort: '', term: name, filters: { tab, ...rest } });
}

export function useVoterSearch() {
  const { acno, installationType } = useVoterScope();
  const list = useListParams(VOTER_LIST);
  const { tab: tabParam, ...chosen } = list.filters;
  const tab = tabParam as SearchTab;
  const filters: Filters = { ...chosen, name: list.searched };
  const page = list.page;

  // An organisation without a default constituency has nothing to search: that is logged only,
  // and nothing is loaded.
  const noAcno = acno == null;
  const parts = usePartnoListQuery({ acno: acno ?? 0 }, { skip: noAcno });
  const areaPart = tab === 'area' && filters.area ? filters.area.split(':')[0] : '';
  const sectionPart = tab === 'search' ? filters.partno : areaPart;
  const sections = useVoterSectionListQuery({ acno: acno ?? 0, partno: sectionPart }, { skip: noAcno || !sectionPart });
  const centres = useVoterVcenterListQuery({ acno: acno ?? 0 }, { skip: noAcno || tab !== 'centre' });
  const areas = useVoterAreaWiseListQuery({ acno: acno ?? 0 }, { skip: noAcno || tab !== 'area' });

  const query = noAcno ? null : tabQuery(tab, filters, acno, page);
  const result = useSearchVotersQuery({ tab, query: query ?? {} }, { skip: query == null });
  const shortName = nameLength(list.term) > 0 && nameLength(list.term) < NAME_SEARCH_MIN;

  /** A tab starts with no filters (a tab switch drops a name still being typed). */
  const switchTab = (next: SearchTab) => {
    if (next === tab) return;
    list.cancelTerm();
    list.update((s) => ({ ...s, filters: { tab: next, partno: '', section: '', vcenter: '', area: '' }, term: '', page: 1 }));
  };
  const setFilter = (field: Exclude<keyof Filters, 'name'>, value: string) =>
    // sections belong to a part: a new part (or area) clears the section
    list.setFilters({ [field]: value, ...(field === 'partno' || field === 'area' ? { section: '' } : {}) });

  const data = shownAnswer(result);
  return {
    acno,
    installationType,
    tab,
    filters: { ...filters, name: list.term },
    page,
    switchTab,
    setFilter,
    setName: list.setTerm,
    setPage: list.setPage,
    shortName,
    query,
    result,
    data,
    voters: query ? (data?.voters ?? []) : [],
    options: { parts: parts.data ?? [], sections: sections.currentData ?? [], centres: centres.data ?? [], areas: areas.data ?? [], areaPart },
  };
}

export type VoterSearch = ReturnType<typeof useVoterSearch>;

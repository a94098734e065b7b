// The voter search's state and data. The tab, filters, name and page live in the page's address
// (?tab=&part=&section=&centre=&area=&name=&page=), so a reload, Back and a shared link open the
// same search. A tab, filter or page change is a new history entry (Back from page 2 is page 1);
// the typed name replaces the current entry once typing rests, so Back skips the keystrokes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useVoterScope } from '../../api/voterScope';
import { usePartnoListQuery } from '../../api/lookups';
import { shownAnswer } from '../../components/ServerPager';
import { NAME_SEARCH_MIN, PAGE_SIZE } from '../../../shared/domain/constants';
import type { VoterSearchQuery } from '../../../shared/api/voters';
import { SEARCH_ROUTES, useSearchVotersQuery, useVoterAreaWiseListQuery, useVoterSectionListQuery, useVoterVcenterListQuery, type SearchTab } from './api';

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

/** Each filter's name in the address. */
const PARAM: Record<keyof Filters, string> = { partno: 'part', section: 'section', vcenter: 'centre', area: 'area', name: 'name' };

/** Characters, not UTF-16 units: a Devanagari syllable of 3 letters counts 3. */
export const nameLength = (s: string) => [...s.trim()].length;

/** How long typing rests before the name is searched (one request per name, not per key). */
const NAME_DEBOUNCE_MS = 150;

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

const isTab = (s: string | null): s is SearchTab => s != null && Object.hasOwn(SEARCH_ROUTES, s);

/** The search an address describes; unknown or malformed values read as their defaults. */
export function searchFromParams(params: URLSearchParams): { tab: SearchTab; filters: Filters; page: number } {
  const raw = params.get('tab');
  const tab = isTab(raw) ? raw : 'search';
  const filters = { ...EMPTY_FILTERS };
  for (const field of Object.keys(PARAM) as Array<keyof Filters>) filters[field] = params.get(PARAM[field]) ?? '';
  const n = Number(params.get('page'));
  return { tab, filters, page: Number.isInteger(n) && n >= 1 ? n : 1 };
}

/** The address of a search: only what differs from the defaults. */
export function searchParams(tab: SearchTab, filters: Filters, page: number): URLSearchParams {
  const out = new URLSearchParams();
  if (tab !== 'search') out.set('tab', tab);
  for (const field of Object.keys(PARAM) as Array<keyof Filters>) if (filters[field]) out.set(PARAM[field], filters[field]);
  if (page > 1) out.set('page', String(page));
  return out;
}

export function useVoterSearch() {
  const { acno, installationType } = useVoterScope();
  const [params, setParams] = useSearchParams();
  const { tab, filters, page } = searchFromParams(params);
  // the address as it is when a typing pause ends, not as it was at the first keystroke
  const latest = useRef(params);
  latest.current = params;

  // The name field shows what is typed at once; the address (and the search) follow when typing
  // rests. Back or a link that changes the address's name puts that name in the field.
  const [typed, setTyped] = useState(filters.name);
  const nameTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(nameTimer.current), []);
  useEffect(() => {
    clearTimeout(nameTimer.current);
    setTyped(filters.name);
  }, [filters.name]);

  const go = useCallback(
    (next: { tab: SearchTab; filters: Filters; page: number }, replace = false) => setParams(searchParams(next.tab, next.filters, next.page), { replace }),
    [setParams],
  );

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
  const shortName = nameLength(typed) > 0 && nameLength(typed) < NAME_SEARCH_MIN;

  /** A tab starts with no filters (a tab switch drops a name still being typed). */
  const switchTab = (next: SearchTab) => {
    if (next === tab) return;
    clearTimeout(nameTimer.current);
    setTyped('');
    go({ tab: next, filters: EMPTY_FILTERS, page: 1 });
  };
  const setFilter = (field: Exclude<keyof Filters, 'name'>, value: string) =>
    // sections belong to a part: a new part (or area) clears the section
    go({ tab, filters: { ...filters, [field]: value, ...(field === 'partno' || field === 'area' ? { section: '' } : {}) }, page: 1 });
  const setName = (value: string) => {
    setTyped(value);
    clearTimeout(nameTimer.current);
    nameTimer.current = setTimeout(() => {
      const now = searchFromParams(latest.current);
      go({ tab: now.tab, filters: { ...now.filters, name: value }, page: 1 }, true);
    }, NAME_DEBOUNCE_MS);
  };
  const setPage = (next: number) => go({ tab, filters, page: next });

  const data = shownAnswer(result);
  return {
    acno,
    installationType,
    tab,
    filters: { ...filters, name: typed },
    page,
    switchTab,
    setFilter,
    setName,
    setPage,
    shortName,
    query,
    result,
    data,
    voters: query ? (data?.voters ?? []) : [],
    options: { parts: parts.data ?? [], sections: sections.currentData ?? [], centres: centres.data ?? [], areas: areas.data ?? [], areaPart },
  };
}

export type VoterSearch = ReturnType<typeof useVoterSearch>;

// A list's state in the page's address: its page, page size, search term, sort and filters ride
// in the query string (?page=2&q=ram&status=1), so a reload, Back and a shared link show the same
// list. A page, sort or filter change is a new history entry (Back from page 2 is page 1); typed
// text replaces the current entry once typing rests, so Back skips the keystrokes. Defaults stay
// out of the address, and a value the list does not know (page=abc, an unknown status) reads as
// its default. Parameters the list does not own (a group's ?id=) are kept as they are.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AnyObject, ObjectSchema } from 'yup';
import { PAGE_SIZE } from '../../shared/domain/constants';

export interface FilterSpec {
  /** its name in the address, when not the filter's own (short: `part` for partno) */
  param?: string;
  /** its value when the address has none: '' unless said; a function for a default that moves (a month before today) */
  default?: string | (() => string);
  /** the values it may take; any other reads as the default */
  valid?: readonly string[] | ((value: string) => boolean);
}

/** What a list keeps in the address. Declare it once, outside the component: the hook's setters depend on it. */
export interface ListSpec<K extends string = string> {
  filters?: Readonly<Record<K, FilterSpec>>;
  /** the search term's name in the address (`q`); none: the list has no search */
  term?: string;
  /** the orders the list offers (`name` ascending, `-name` descending), the first the default */
  sorts?: readonly string[];
  /** the page sizes the list offers, the first the default */
  pageSizes?: readonly number[];
}

export interface ListState<K extends string = string> {
  page: number;
  pageSize: number;
  sort: string;
  term: string;
  filters: Record<K, string>;
}

/** A filter's values as the server's own query schema takes them, so an address cannot ask what it refuses: `valid: takenBy(schema, 'entity')`. */
export function takenBy<T extends AnyObject>(schema: ObjectSchema<T>, field: keyof T & string) {
  const one = schema.pick([field]);
  return (value: string) => one.isValidSync({ [field]: value });
}

const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';

/** How long typing rests before the address (and the list) follow it: one request per word, not per key. */
export const TYPING_REST_MS = 150;

const filterEntries = <K extends string>(spec: ListSpec<K>) => Object.entries(spec.filters ?? {}) as Array<[K, FilterSpec]>;
const paramOf = (key: string, f: FilterSpec) => f.param ?? key;
const defaultOf = (f: FilterSpec) => (typeof f.default === 'function' ? f.default() : (f.default ?? ''));
const accepts = (f: FilterSpec, value: string) => (f.valid == null ? true : typeof f.valid === 'function' ? f.valid(value) : f.valid.includes(value));
/** A whole number from 1 up written in digits, else null (`abc`, `-3`, `2.5`, `1e3`). */
const counting = (raw: string | null) => (raw != null && /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null);

/** The list an address describes; what is missing, unknown or malformed reads as its default. */
export function readList<K extends string>(spec: ListSpec<K>, params: URLSearchParams): ListState<K> {
  const filters = {} as Record<K, string>;
  for (const [key, f] of filterEntries(spec)) {
    const raw = params.get(paramOf(key, f));
    filters[key] = raw != null && accepts(f, raw) ? raw : defaultOf(f);
  }
  const size = counting(params.get(SIZE));
  const sort = params.get(SORT);
  return {
    page: counting(params.get(PAGE)) ?? 1,
    pageSize: size != null && spec.pageSizes?.includes(size) ? size : (spec.pageSizes?.[0] ?? PAGE_SIZE),
    sort: sort != null && spec.sorts?.includes(sort) ? sort : (spec.sorts?.[0] ?? ''),
    term: spec.term ? (params.get(spec.term) ?? '') : '',
    filters,
  };
}

/** The address of a list: only what differs from its defaults, after the parameters of `keep` the list does not own. */
export function writeList<K extends string>(spec: ListSpec<K>, state: ListState<K>, keep?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(keep);
  const owned = [PAGE, SIZE, SORT, ...(spec.term ? [spec.term] : []), ...filterEntries(spec).map(([key, f]) => paramOf(key, f))];
  for (const name of owned) out.delete(name);
  for (const [key, f] of filterEntries(spec)) if (state.filters[key] !== defaultOf(f)) out.set(paramOf(key, f), state.filters[key]);
  if (spec.term && state.term) out.set(spec.term, state.term);
  if (spec.sorts && state.sort !== spec.sorts[0]) out.set(SORT, state.sort);
  if (spec.pageSizes && state.pageSize !== spec.pageSizes[0]) out.set(SIZE, String(state.pageSize));
  if (state.page > 1) out.set(PAGE, String(state.page));
  return out;
}

/**
 * A text field over a value of the address: it shows what is typed at once and hands it to
 * `commit` once typing rests (the field stays in step with the keys: the router's own updates
 * are transitions, too late for a field being typed in). When the address's value changes, or
 * `arrived` does (it counts the arrivals from outside the list: Back, a link), the field shows the
 * address's value and a pending commit is dropped, so text typed on one page never lands on
 * another. `cancel` drops it too.
 */
export function useTyped(value: string, commit: (typed: string) => void, arrived = 0) {
  const [typed, setTyped] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // the commit as it is when typing rests, not as it was at the first keystroke
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  const latestValue = useRef(value);
  latestValue.current = value;
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    clearTimeout(timer.current);
    setTyped(value);
  }, [value, arrived]);
  const type = useCallback((next: string) => {
    setTyped(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestCommit.current(next), TYPING_REST_MS);
  }, []);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    setTyped(latestValue.current);
  }, []);
  return { typed, type, cancel };
}

/**
 * A list's state, read from the address, and its setters, which write it there. `term` is the
 * search field's text as typed; `searched` the address's term, the one to ask the server for.
 */
export function useListParams<K extends string = never>(spec: ListSpec<K>) {
  const [params, setParams] = useSearchParams();
  const state = readList(spec, params);
  // the address as it is when a setter runs (a typing pause ends after other changes), not at its render
  const latest = useRef(params);
  latest.current = params;
  // The address as last reached from outside the list (Back, a link): a change the list wrote
  // itself (one field's text landing) must not drop what is being typed in another field.
  const here = params.toString();
  const seen = useRef(here);
  const wrote = useRef<string | null>(null);
  const arrivals = useRef(0);
  if (here !== seen.current) {
    seen.current = here;
    if (here !== wrote.current) arrivals.current += 1;
  }

  /** Writes the list `change` makes of the current one: a new history entry, or in place of the current one. */
  const update = useCallback(
    (change: (now: ListState<K>) => ListState<K>, replace = false) => {
      const next = writeList(spec, change(readList(spec, latest.current)), latest.current);
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      wrote.current = next.toString();
      setParams(next, { replace });
    },
    [spec, setParams],
  );
  const setPage = useCallback((page: number, replace = false) => update((s) => ({ ...s, page }), replace), [update]);
  // a new size, order, filter or term starts at page 1
  const setPageSize = useCallback((pageSize: number) => update((s) => ({ ...s, pageSize, page: 1 })), [update]);
  const setSort = useCallback((sort: string) => update((s) => ({ ...s, sort, page: 1 })), [update]);
  const setFilters = useCallback(
    (changed: Partial<Record<K, string>>, replace = false) => update((s) => ({ ...s, filters: { ...s.filters, ...changed }, page: 1 }), replace),
    [update],
  );
  const setFilter = useCallback((key: K, value: string, replace = false) => setFilters({ [key]: value } as Partial<Record<K, string>>, replace), [setFilters]);
  const term = useTyped(state.term, (typed) => update((s) => ({ ...s, term: typed, page: 1 }), true), arrivals.current);

  return {
    ...state,
    term: term.typed,
    searched: state.term,
    setTerm: term.type,
    cancelTerm: term.cancel,
    setPage,
    setPageSize,
    setSort,
    setFilter,
    setFilters,
    update,
    /** how often the address was reached from outside the list (Back, a link), for useTyped */
    arrived: arrivals.current,
  };
}

export type ListParams<K extends string = never> = ReturnType<typeof useListParams<K>>;

/** A filter typed into a field (an age, a part number, a date): shown as typed, in the address once typing rests (see useTyped). */
export function useTypedFilter<K extends string>(list: ListParams<K>, key: K) {
  const { setFilter } = list;
  return useTyped(list.filters[key], (typed) => setFilter(key, typed, true), list.arrived);
}

const PAGE_ONLY: ListSpec = {};

/** The page of a list that keeps nothing else in the address, as DataTable takes it: `<DataTable {...paging} />`. */
export function useListPaging() {
  const { page, setPage } = useListParams(PAGE_ONLY);
  return { page, onPage: setPage };
}

// The voter reports' part filter in the address: ?part=12; every part (ALL) when left out. A part
// number as the server's part rule takes it (a whole number from 1), else every part.
import type { FilterSpec } from '../../components/useListParams';

export const ALL_PARTS = 'ALL';
export const PART_FILTER: FilterSpec = { param: 'part', default: ALL_PARTS, valid: (v) => v === ALL_PARTS || /^[1-9]\d{0,5}$/.test(v) };

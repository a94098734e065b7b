// What the office sees of the field work: per part of a constituency and per page assigned in it,
// who works it, when their phones last synced, and how far the doors are done (by each voter's
// latest visit).
import { reply, route } from './contract';
import { fieldProgressQuerySchema } from '../schemas/fieldProgress';

/** Counts by each elector's latest visit. */
export interface FieldCounts {
  electors: number;
  /** households on the roll (section and house number), and those with a visited member */
  households: number;
  households_visited: number;
  /** electors with any visit, and those met at the door */
  visited: number;
  met: number;
  slips_delivered: number;
  /** supporters by the voter's record (aligned with the party; a supporter level 1-2 at the door sets it) */
  supporters: number;
  /** doors where the visit's outcome was a refusal */
  refusals: number;
}

export interface FieldWorker {
  user_id: number;
  name: string;
  /** the worker's phone's latest download or refresh, an instant in ISO (UTC); null before the first */
  last_sync: string | null;
}

/** A page (serial range) held by live assignments: a committee of one to five workers. Whole-part assignments have from and to null. */
export interface FieldPageProgress extends FieldCounts {
  from: number | null;
  to: number | null;
  assignment_ids: number[];
  workers: FieldWorker[];
  last_sync: string | null;
}

export interface FieldProgressPart extends FieldCounts {
  acno: number;
  partno: number;
  vcenter: string | null;
  vcenter_v1: string | null;
  /** the voting centre's place, GeoJSON (longitude, latitude) */
  location: { type: 'Point'; coordinates: [number, number] } | null;
  /** the centre's number (the voting-centre screens edit its place by it); null when the part has no centre on record */
  center_id: number | null;
  /**
   * whether the part's polling station has a place on the map: the phones are offered the surveys
   * of the areas holding it, so a part off the map reaches its workers with none
   */
  on_map: boolean;
  /** every worker of the part's pages, and the latest sync among them */
  workers: FieldWorker[];
  last_sync: string | null;
  pages: FieldPageProgress[];
}

export interface FieldProgressResponse {
  acno: number;
  parts: FieldProgressPart[];
}

export const FieldProgressApi = {
  progress: route({
    method: 'GET',
    path: '/field/progress',
    scope: 'tenant',
    module: 'admin',
    summary:
      "The field work of a constituency (or one part): per part and per page assigned, the workers and their phones' last sync, electors, households visited of the households, electors visited and met at the door, slips delivered, supporters and refusals, by each elector's latest visit; on_map false: the part's polling station has no place on the map (or no centre on record, center_id null), so no survey of an area reaches its workers",
    query: fieldProgressQuerySchema,
    response: reply<FieldProgressResponse>('acno', 'parts'),
  }),
};

// Voter groups (02 §3 Voter group, §7): the row the list and edit calls answer, and the page of
// a group's voters shown on /voter-slist.
import type { GeoPoint } from '../geo';
import type { VoterRow } from './voters';

export interface VoterGroup {
  id: number;
  voter_group_name: string;
  voter_group_description: string;
  area_id: number | null;
  /** the area's name (02 §3 "area"), also as voter_area.name */
  area: string | null;
  voter_area: { id: number; name: string } | null;
  special_instructions: string | null;
  location: GeoPoint | null;
  /** the location's address, as searched or typed */
  location_name: string | null;
  /** voters whose collected details put them in the group */
  voter_count: number;
  created_at?: string;
  updated_at?: string;
}

/** GET /voters-group/voters/{id}?page: the group and one page of its voters in roll order. */
export interface VoterGroupVotersResponse {
  voter_group: VoterGroup;
  voters: VoterRow[];
  total: number;
  page: number;
  pageSize: number;
}

// Voter calls (02 §7 Voter API, Voting-centre locations, voter-info-add; 01 §7 Parts; issue 4 §4).
// VoterPaths are relative to the voter prefix: /api/v1/admin/{tenantId}/{orgId}/{candidateId}.
// VoterTenantPaths are relative to the tenant base /api/v1/admin/{tenantId}.
// Every list that can be large pages on the server: `page` (1-based) and `pageSize` (default 10).

export const VoterPaths = {
  /** GET ?acno -> PartnoListResponse (served by the dashboard/parts domain) */
  partnoList: '/partno-list',
  /** GET ?acno (optional: every constituency of the tenant) -> VcenterListResponse */
  vcenterList: '/vcenter-list',
  /** GET ?acno&partno? -> SectionListResponse */
  sectionList: '/section-list',
  /** GET ?acno (optional: every constituency of the tenant) -> PrabhagListResponse */
  prabhagList: '/prabhag-list',
  /** GET ?acno -> AreaWiseListResponse */
  areaWiseList: '/area-wise-list',
  /** GET VoterSearchQuery -> VoterSearchResponse (every filter optional) */
  searchVoters: '/search-voters',
  /** GET VoterSearchQuery -> VoterSearchResponse (02 §7 lists it without its use; same as search-voters) */
  votersList: '/voters-list',
  /** GET ?acno&enfname&prabhag&partno&section&page -> VoterSearchResponse (voter search tab) */
  searchAcnoVoters: '/search-acno-voters',
  /** GET ?acno&enfname&prabhag&vcenter_id&section&partno&page -> VoterSearchResponse (area-wise tab) */
  searchSectionVoters: '/search-section-voters',
  /** GET ?acno&enfname&vcenter&page -> VoterSearchResponse (voting-centre-wise tab) */
  searchVcenterVoters: '/search-vcenter-voters',
  /** GET ?acno&prabhag&partno&enfname&page -> VoterSearchResponse: voters with no details collected yet */
  searchAcnoWithoutVotersFamily: '/search-acno-without-voters-family',
  /** GET AtozQuery -> AtozResponse */
  votersListAtoz: '/voters-list-atoz',
  /** GET ?id&partno&enfname&enlname -> FamilyDetailsResponse */
  voterInfoFamilyDetails: '/voter-info-family-details',
  /** GET ?voter_list_id&family_id -> FamilyMembersResponse */
  votersFamilyDetailsFamilyidwise: '/voters-family-details-familyidwise',
  /** GET ?acno -> VotingLocationListResponse */
  votingLocationList: '/voting-location-list',
  /** GET ?id (center_id)&acno -> VotingLocationEditResponse */
  votingLocationEdit: '/voting-location-edit',
  /** PUT VotingLocationUpdateBody -> VotingLocationUpdateResponse */
  votingLocationUpdate: '/voting-location-update',
  /** GET AgeReportQuery -> VoterReportResponse (Report by age) */
  reportByAge: '/report-by-age',
  /** GET AlignReportQuery -> VoterReportResponse (Report by alignment) */
  reportByAlign: '/report-by-align',
} as const;

export const VoterTenantPaths = {
  /** POST VoterInfoAddBody -> VoterInfoAddResponse (upsert of the voter's collected details) */
  voterInfoAdd: '/voter-info-add',
} as const;

/** Gender as the roll stores it; queries also accept 1/2/3 (02 §9 codes) and ALL. */
export type VoterGender = 'M' | 'F' | 'O';
export type Align = 'yes' | 'no' | 'prefer_not_to_say';

export interface GeoPointJson {
  type: 'Point';
  coordinates: [number, number]; // [lng, lat]
}

/** The collected details shown beside a voter row (null when none were collected). */
export interface VoterInfoBrief {
  id: number;
  align_with_party: Align | null;
  align_with_candidate: Align | null;
  phone_no: string | null;
  /** the household the details were filed under (defaults to the voter's family key) */
  family_id: string | null;
  voter_list_id: number;
}

/** One elector as every voter screen shows it. */
export interface VoterRow {
  id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  /** SECTION_NO and the section's name (English and Devanagari) */
  section_no: number;
  section: string | null;
  section_v1: string | null;
  /** Full English name (first + last) and the Devanagari twin */
  name: string;
  name_v1: string | null;
  enfname: string;
  enlname: string;
  fm_name_v1: string | null;
  lastname_v1: string | null;
  /** Relation's full name (English) and its Devanagari twin, with RLN_TYPE (F, H, M, O) */
  rlname: string | null;
  rlname_v1: string | null;
  rln_type: string | null;
  /** EPIC number */
  idcardno: string | null;
  age: number | null;
  gender: VoterGender | null;
  mobile: string | null;
  house_no: string | null;
  /** Household key within the part (section/house), null without a house number */
  family_key: string | null;
  /** Polling station (voting centre) of the voter's part */
  vcenter: string | null;
  vcenter_v1: string | null;
  center_id: number | null;
  part_name: string | null;
  voterInfo: VoterInfoBrief | null;
}

/** A page of a voter search. `total` stops counting at `totalCap`; `totalCapped` says it did. */
export interface VoterSearchResponse {
  voters: VoterRow[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

/** Query of the searches (all strings on the wire; see shared/schemas/voters.ts for the rules). */
export interface VoterSearchQuery {
  acno?: number | string;
  partno?: number | string;
  /** SECTION_NO within the part */
  section?: number | string;
  /** a ward: the part name (see PrabhagListResponse) */
  prabhag?: string;
  /** center_id of a voting centre */
  vcenter_id?: number | string;
  /** the voting centre's name, as vcenter-list gives it */
  vcenter?: string;
  /** Name term, 3+ characters: Devanagari matches the regional-script names, Latin the English ones (substring, any case). */
  enfname?: string;
  /** Surname term, 3+ characters, same rules */
  enlname?: string;
  fromAge?: number | string;
  toAge?: number | string;
  /** M, F, O, 1, 2, 3 or ALL */
  gender?: string;
  page?: number | string;
  pageSize?: number | string;
}

export interface PartnoEntry {
  partno: number;
  area_name: string | null;
}
export interface PartnoListResponse {
  partnolist: PartnoEntry[];
}

export interface VcenterEntry {
  ac_no: number;
  center_id: number;
  vcenter: string;
  vcenter_v1: string | null;
  /** the parts polled there, ascending */
  partnos: number[];
}
export interface VcenterListResponse {
  vcenterlist: VcenterEntry[];
}

export interface SectionEntry {
  partno: number;
  section_no: number;
  section: string | null;
  section_v1: string | null;
  /** live voters in the section */
  voter_count: number;
}
export interface SectionListResponse {
  sectionlist: SectionEntry[];
}

/** A ward (prabhag) is a part name; the parts it covers are listed with it. */
export interface PrabhagEntry {
  ac_no: number;
  prabhag: string;
  prabhag_v1: string | null;
  partnos: number[];
}
export interface PrabhagListResponse {
  prabhaglist: PrabhagEntry[];
}

export interface AreaWiseEntry {
  ac_no: number;
  partno: number;
  /** the part's name (the locality it covers) */
  location_name: string | null;
  center_id: number;
  vcenter: string;
}
export interface AreaWiseListResponse {
  areawiselist: AreaWiseEntry[];
}

export interface AtozQuery {
  acno: number | string;
  /** a part, or omitted / ALL for the whole constituency */
  partno?: number | string;
  fromAge?: number | string;
  toAge?: number | string;
  gender?: string;
  /** the letter whose voters are wanted (one page of them); other groups carry voters: [] */
  letter?: string;
  page?: number | string;
  pageSize?: number | string;
}
export interface AtozGroup {
  /** upper-case first letter of the English first name ('#' when it is not A-Z) */
  firstLetter: string;
  voterCount: number;
  voters: VoterRow[];
}
export interface AtozResponse {
  voterslist: AtozGroup[];
  /** all voters counted */
  total: number;
  letter: string | null;
  page: number;
  pageSize: number;
}

/** The complete collected details of a voter (02 §3 Family member record). */
export interface VoterInfoRecord extends VoterInfoBrief {
  voter_group_id: number | null;
  address: string | null;
  location: GeoPointJson | null;
  category: string | null;
  religion: string | null;
  employment_types: string | null;
  family_types: string | null;
  income_groups: string | null;
  marital_statuses: string | null;
  house_types: string | null;
  building_types: string | null;
  updated_at: string;
}

export interface FamilyDetailsQuery {
  /** the voter's id */
  id: number | string;
  partno?: number | string;
  /** optional name terms (3+ characters) to find more household members in the voter's part */
  enfname?: string;
  enlname?: string;
}
export interface FamilyDetailsResponse {
  voter: VoterRow;
  voter_info: VoterInfoRecord | null;
  /** the voter's household: same family key in the part, or filed under the same family_id */
  family_members: VoterRow[];
  /** voters of the part matching enfname/enlname (up to 10), empty without terms */
  voterslist: VoterRow[];
}

export interface FamilyMembersQuery {
  voter_list_id: number | string;
  /** defaults to the voter's own family (details' family_id, else family key) */
  family_id?: string;
}
export interface FamilyMembersResponse {
  voterslist: VoterRow[];
  family_id: string | null;
}

export interface VotingLocationEntry {
  /** voting_centres row id (one per part) */
  id: number;
  center_id: number;
  ac_no: number;
  partno: number;
  location_name: string;
  location_name_v1: string | null;
  voting_center_location: GeoPointJson | null;
  voter_count: number;
  voters_reached: number;
}
export interface VotingLocationListResponse {
  votingLocationlist: VotingLocationEntry[];
}
export interface MatdanKendra {
  center_id: number;
  ac_no: number;
  partnos: number[];
  location_name: string;
  location_name_v1: string | null;
  voting_center_location: GeoPointJson | null;
}
export interface VotingLocationEditResponse {
  matdan_kendra: MatdanKendra;
}
export interface VotingLocationUpdateBody {
  /** center_id */
  id: number;
  acno: number;
  voting_center_location: GeoPointJson;
}
export interface VotingLocationUpdateResponse {
  msg: string;
  matdan_kendra: MatdanKendra;
}

/** A household member whose details are saved with the voter's (same family_id). */
export interface FamilyMemberInput {
  /** the member's voter id */
  voter_list_id: number;
  phone_no?: string | null;
  align_with_party?: Align | null;
  align_with_candidate?: Align | null;
}

export interface VoterInfoAddBody {
  /** the voter's id */
  user_id: number;
  phone_no?: string | null;
  category?: string | null;
  religion?: string | null;
  employment_types?: string | null;
  align_with_candidate?: Align | null;
  align_with_party?: Align | null;
  building_types?: string | null;
  house_types?: string | null;
  marital_statuses?: string | null;
  income_groups?: string | null;
  family_types?: string | null;
  voter_group_id?: number | null;
  address?: string | null;
  location?: GeoPointJson | null;
  /** defaults to the voter's family key */
  family_id?: string | null;
  /** installation type 2 sends the constituency it chose (37, 38, 39) */
  acno?: number | null;
  familyMembers?: FamilyMemberInput[];
}
export interface VoterInfoAddResponse {
  msg: string;
  voter_info: VoterInfoRecord;
  family_members: VoterInfoRecord[];
}

export interface AgeReportQuery {
  acno: number | string;
  fromAge: number | string;
  toAge: number | string;
  gender?: string;
  /** a part or ALL */
  partno?: number | string;
  page?: number | string;
  pageSize?: number | string;
}
export interface AlignReportQuery {
  acno: number | string;
  /** a part or ALL */
  partno?: number | string;
  /** yes, no, prefer_not_to_say or ALL/empty */
  align_with_party?: string;
  align_with_candidate?: string;
  page?: number | string;
  pageSize?: number | string;
}
/** Report rows carry the voter row (address = house number and section) and its details. */
export interface VoterReportResponse {
  voters: VoterRow[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

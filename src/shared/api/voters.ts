// The roll's routes: voter search, lists of parts, sections and centres, reports, the household
// view, the details save and the voting-centre points. Every list that can be large pages on the
// server: `page` (1-based) and `pageSize` (default 10).
import { reply, route, type ObjectSchema, type Reply } from './contract';
import {
  acnoOnlyQuerySchema,
  acnoQuerySchema,
  acnoSearchQuerySchema,
  ageReportQuerySchema,
  alignReportQuerySchema,
  atozQuerySchema,
  familyDetailsQuerySchema,
  familyMembersQuerySchema,
  optionalAcnoQuerySchema,
  partCentreSchema,
  voterInfoAddSchema,
  voterSearchQuerySchema,
  votingLocationEditQuerySchema,
  votingLocationUpdateSchema,
  updateCountSchema,
} from '../schemas/voters';
import type { ContactBlock } from '../schemas/voterPrivacy';
import type { VisitRecord } from './paper';

const get = <Q extends ObjectSchema, R>(path: string, summary: string, query: Q, response: Reply<R>) =>
  route({ method: 'GET', path, scope: 'voter', summary, query, response });

/** A read of electors themselves (names, EPIC numbers, phones): the Voters module's. */
const electors = <Q extends ObjectSchema, R>(path: string, summary: string, query: Q, response: Reply<R>) =>
  route({ method: 'GET', path, scope: 'voter', module: 'Voters', summary, query, response });

const search = (path: string, summary: string, query: ObjectSchema = acnoSearchQuerySchema) =>
  electors(path, summary, query, reply<VoterSearchResponse>('voters', 'total', 'totalCapped', 'totalEstimated', 'page', 'pageSize'));

/**
 * The roll's routes, under the voter prefix except the details save on the tenant base. What
 * shows electors needs the Voters module; the pick lists of parts, sections, wards and centres
 * hold no one's personal data and serve any signed-in user of the organisation (other modules'
 * forms offer them).
 */
export const VoterApi = {
  updateCount: route({
    method: 'POST',
    path: '/update-count',
    scope: 'voter',
    module: 'Voters',
    summary: "Counts one more WhatsApp send of a voter's slip; answers the voter's count",
    body: updateCountSchema,
    response: reply<UpdateCountResponse>('msg', 'key', 'whatsapp_count'),
  }),
  partnoList: get('/partno-list', "A constituency's parts with their names, by part number", acnoOnlyQuerySchema, reply<PartnoListResponse>('partnolist')),
  vcenterList: get(
    '/vcenter-list',
    'Voting centres (every constituency when acno is left out)',
    optionalAcnoQuerySchema,
    reply<VcenterListResponse>('vcenterlist'),
  ),
  sectionList: get('/section-list', 'Sections of a constituency or one of its parts', acnoQuerySchema, reply<SectionListResponse>('sectionlist')),
  prabhagList: get('/prabhag-list', 'Wards (every constituency when acno is left out)', optionalAcnoQuerySchema, reply<PrabhagListResponse>('prabhaglist')),
  areaWiseList: get('/area-wise-list', "A constituency's parts with their sections", acnoQuerySchema, reply<AreaWiseListResponse>('areawiselist')),
  searchVoters: search('/search-voters', 'Voter search, every filter optional', voterSearchQuerySchema),
  votersList: search('/voters-list', 'Voter search (the same as search-voters)', voterSearchQuerySchema),
  searchAcnoVoters: search('/search-acno-voters', 'Voter search in a constituency (voter search tab)'),
  searchSectionVoters: search('/search-section-voters', 'Voter search in a constituency (area-wise tab)'),
  searchVcenterVoters: search('/search-vcenter-voters', 'Voter search in a constituency (voting-centre tab)'),
  searchAcnoWithoutVotersFamily: search('/search-acno-without-voters-family', 'Voters with no details collected yet'),
  votersListAtoz: electors(
    '/voters-list-atoz',
    'Voters alphabetically, grouped by first letter',
    atozQuerySchema,
    reply<AtozResponse>('voterslist', 'total', 'letter', 'page', 'pageSize'),
  ),
  voterInfoFamilyDetails: electors(
    '/voter-info-family-details',
    'A voter, the collected details and the household',
    familyDetailsQuerySchema,
    reply<FamilyDetailsResponse>('voter', 'voter_info', 'family_members', 'voterslist', 'visit', 'visits'),
  ),
  votersFamilyDetailsFamilyidwise: electors(
    '/voters-family-details-familyidwise',
    "The members of a voter's household",
    familyMembersQuerySchema,
    reply<FamilyMembersResponse>('voterslist', 'family_id'),
  ),
  reportByAge: electors(
    '/report-by-age',
    'Voters in an age range',
    ageReportQuerySchema,
    reply<VoterReportResponse>('voters', 'total', 'totalCapped', 'page', 'pageSize'),
  ),
  reportByAlign: electors(
    '/report-by-align',
    'Voters by their alignment with the party or candidate',
    alignReportQuerySchema,
    reply<VoterReportResponse>('voters', 'total', 'totalCapped', 'page', 'pageSize'),
  ),
  voterInfoAdd: route({
    method: 'POST',
    path: '/voter-info-add',
    scope: 'tenant',
    module: 'Voters',
    summary: "Saves the details collected about a voter and the voter's household",
    body: voterInfoAddSchema,
    response: reply<VoterInfoAddResponse>('msg', 'voter_info', 'family_members'),
  }),
};

/**
 * A voting centre is the parts polled in one building; its point is set on all of them. Any user of
 * the organisation reads them (other modules' forms offer them); moving one is the Voting Centres
 * module's, as the point decides which surveys reach the parts' workers.
 */
export const VotingCentreApi = {
  list: get(
    '/voting-location-list',
    "A constituency's voting centres, one row per part",
    acnoOnlyQuerySchema,
    reply<VotingLocationListResponse>('votingLocationlist'),
  ),
  edit: get('/voting-location-edit', 'One voting centre', votingLocationEditQuerySchema, reply<VotingLocationEditResponse>('matdan_kendra')),
  update: route({
    method: 'PUT',
    path: '/voting-location-update',
    scope: 'voter',
    module: 'Voting Centres',
    summary: "Sets a voting centre's point on the map",
    body: votingLocationUpdateSchema,
    response: reply<VotingLocationUpdateResponse>('msg', 'matdan_kendra'),
  }),
  // a POST though it only reads: the centre of one part, with its point
  partCentre: route({
    method: 'POST',
    path: '/voting-center-location',
    scope: 'voter',
    everyUser: 'read',
    summary: 'The voting centre a part is polled in, with its point',
    body: partCentreSchema,
    response: reply<VotingLocationEditResponse>('matdan_kendra'),
  }),
};

/** How many times the voter's slip has been sent on WhatsApp, this send included. */
export interface UpdateCountResponse {
  msg: string;
  key: string;
  whatsapp_count: number;
}

/** Gender as the roll stores it; queries also accept 1/2/3 and ALL. */
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
  /** the Latin names were spelled from the Devanagari (a roll printed in Devanagari only), not printed */
  names_derived?: boolean;
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
  /**
   * Why the voter may not be called or messaged (consent withdrawn, do not contact): their phones
   * (mobile, voterInfo.phone_no) are then withheld from the row. The server always sends it.
   */
  contact_block?: ContactBlock | null;
}

/**
 * A page of a voter search. `total` is exact, or stops counting at the cap (`totalCapped`: "N+"),
 * or is the server's estimate (`totalEstimated`: "about N") where counting would read every match.
 */
export interface VoterSearchResponse {
  voters: VoterRow[];
  total: number;
  totalCapped: boolean;
  totalEstimated?: boolean;
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
  /** the roll's Devanagari name of the part */
  area_name_v1: string | null;
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

/** The complete collected details of a voter. */
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

export interface FamilyDetailsResponse {
  voter: VoterRow;
  voter_info: VoterInfoRecord | null;
  /** the voter's household: same family key in the part, or filed under the same family_id */
  family_members: VoterRow[];
  /** voters of the part matching enfname/enlname (up to 10), empty without terms */
  voterslist: VoterRow[];
  /** the latest door-to-door visit (its outcome and whether the slip was handed over), null before any */
  visit: VisitRecord | null;
  /** the visits, newest first (the latest 20), each with its outcome, note and visitor */
  visits: VisitRecord[];
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
/** Report rows carry the voter row (address = house number and section) and its details. */
export interface VoterReportResponse {
  voters: VoterRow[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

// Voter search calls (02 §7 Voter API, voter-info-add), injected into the one base API. Paths and
// shapes come from the shared contract; every voter call carries the /{orgId}/{candidateId}
// prefix, handed in by the page (useVoterScope). Searches page on the server.
import { baseApi } from '../../api/baseApi';
import {
  VoterPaths,
  VoterTenantPaths,
  type AreaWiseEntry,
  type AreaWiseListResponse,
  type FamilyDetailsResponse,
  type FamilyMembersResponse,
  type MatdanKendra,
  type SectionEntry,
  type SectionListResponse,
  type VcenterEntry,
  type VcenterListResponse,
  type VoterInfoAddBody,
  type VoterInfoAddResponse,
  type VoterSearchQuery,
  type VoterSearchResponse,
  type VotingLocationEditResponse,
} from '../../../shared/api/voters';

/** The tag every voter list shares (reports use the same name): saving details refreshes them. */
export const VOTER_TAG = 'Voter' as const;
/** The voting-centre screens' tag: a moved centre changes the WhatsApp slip's place link. */
export const CENTRE_TAG = 'VotingCentre';

const vTag = (id: number) => ({ type: VOTER_TAG, id }) as const;

type Scoped<T> = T & { prefix: string };

/** Which search each tab runs (02 §2 Voter search: three tabs). */
export const SEARCH_PATHS = {
  search: VoterPaths.searchAcnoVoters,
  centre: VoterPaths.searchVcenterVoters,
  area: VoterPaths.searchSectionVoters,
} as const;
export type SearchTab = keyof typeof SEARCH_PATHS;

// '' and undefined are "no filter": they are left out of the query string.
const clean = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export const votersApi = baseApi.enhanceEndpoints({ addTagTypes: [VOTER_TAG, CENTRE_TAG, 'Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    voterSectionList: build.query<SectionEntry[], Scoped<{ acno: number; partno?: number | string }>>({
      query: ({ prefix, ...q }) => ({ url: `${prefix}${VoterPaths.sectionList}`, params: clean(q) }),
      transformResponse: (raw: SectionListResponse | null) => raw?.sectionlist ?? [],
    }),
    voterVcenterList: build.query<VcenterEntry[], Scoped<{ acno: number }>>({
      query: ({ prefix, ...q }) => ({ url: `${prefix}${VoterPaths.vcenterList}`, params: q }),
      transformResponse: (raw: VcenterListResponse | null) => raw?.vcenterlist ?? [],
      providesTags: [{ type: CENTRE_TAG, id: 'LIST' }],
    }),
    voterAreaWiseList: build.query<AreaWiseEntry[], Scoped<{ acno: number }>>({
      query: ({ prefix, ...q }) => ({ url: `${prefix}${VoterPaths.areaWiseList}`, params: q }),
      transformResponse: (raw: AreaWiseListResponse | null) => raw?.areawiselist ?? [],
      providesTags: [{ type: CENTRE_TAG, id: 'LIST' }],
    }),
    searchVoters: build.query<VoterSearchResponse, Scoped<{ tab: SearchTab; query: VoterSearchQuery }>>({
      query: ({ prefix, tab, query }) => ({ url: `${prefix}${SEARCH_PATHS[tab]}`, params: clean(query) }),
      providesTags: (res) => [{ type: VOTER_TAG, id: 'LIST' }, ...(res?.voters ?? []).map((v) => vTag(v.id))],
    }),
    /** The voter, the details collected for them and their household (add-details modal). */
    voterFamilyDetails: build.query<FamilyDetailsResponse, Scoped<{ id: number; partno?: number }>>({
      query: ({ prefix, ...q }) => ({ url: `${prefix}${VoterPaths.voterInfoFamilyDetails}`, params: clean(q) }),
      providesTags: (_r, _e, { id }) => [{ type: VOTER_TAG, id }],
    }),
    /** The members of a household (02 §7 voters-family-details-familyidwise). */
    voterFamilyMembers: build.query<FamilyMembersResponse, Scoped<{ voter_list_id: number; family_id?: string | null }>>({
      query: ({ prefix, ...q }) => ({ url: `${prefix}${VoterPaths.votersFamilyDetailsFamilyidwise}`, params: clean(q) }),
      providesTags: (res, _e, { voter_list_id }) => [{ type: VOTER_TAG, id: voter_list_id }, ...(res?.voterslist ?? []).map((v) => vTag(v.id))],
    }),
    /** The voter's polling station with its point, for the WhatsApp slip's place link. */
    voterCentre: build.query<MatdanKendra, Scoped<{ id: number; acno: number }>>({
      query: ({ prefix, ...q }) => ({ url: `${prefix}${VoterPaths.votingLocationEdit}`, params: q }),
      transformResponse: (raw: VotingLocationEditResponse) => raw.matdan_kendra,
      providesTags: (_r, _e, { id }) => [{ type: CENTRE_TAG, id }],
    }),
    /** POST voter-info-add (tenant base, not the voter prefix). */
    voterInfoAdd: build.mutation<VoterInfoAddResponse, VoterInfoAddBody>({
      query: (body) => ({ url: VoterTenantPaths.voterInfoAdd, method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => [
        { type: VOTER_TAG, id: 'LIST' },
        { type: VOTER_TAG, id: body.user_id },
        ...(body.familyMembers ?? []).map((m) => vTag(m.voter_list_id)),
        // the dashboard's and the reports' counts of voters reached change too
        'Dashboard',
      ],
    }),
  }),
});

export const {
  useVoterSectionListQuery,
  useVoterVcenterListQuery,
  useVoterAreaWiseListQuery,
  useSearchVotersQuery,
  useVoterFamilyDetailsQuery,
  useVoterFamilyMembersQuery,
  useVoterCentreQuery,
  useVoterInfoAddMutation,
} = votersApi;

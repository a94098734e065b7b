// The voter search's calls, derived from the roll's declared routes (VoterApi). The voter
// prefix /{orgId}/{candidateId} is the session's, filled in by the base query. Searches page on
// the server.
import { baseApi } from '../../api/baseApi';
import { queryOf, mutationOf, request } from '../../api/endpoints';
import { VoterApi, VotingCentreApi, type VoterSearchQuery, type VoterSearchResponse } from '../../../shared/api/voters';
import { VoterPrivacyApi } from '../../../shared/api/voterPrivacy';
import { VoterConflictsApi } from '../../../shared/api/voterConflicts';

const vTag = (id: number) => ({ type: 'Voter', id }) as const;
// A voter's consent apart from the voter: saving it must not reload (and reset) an open details form.
const consentTag = (id: number) => ({ type: 'Voter', id: `consent-${id}` }) as const;

/** Which search each tab runs (the voter search has three tabs). */
export const SEARCH_ROUTES = {
  search: VoterApi.searchAcnoVoters,
  centre: VoterApi.searchVcenterVoters,
  area: VoterApi.searchSectionVoters,
} as const;
export type SearchTab = keyof typeof SEARCH_ROUTES;

export const votersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    voterSectionList: queryOf(build, VoterApi.sectionList, { transformResponse: (raw) => raw?.sectionlist ?? [] }),
    voterVcenterList: queryOf(build, VoterApi.vcenterList, {
      transformResponse: (raw) => raw?.vcenterlist ?? [],
      providesTags: [{ type: 'VotingCentre', id: 'LIST' }],
    }),
    voterAreaWiseList: queryOf(build, VoterApi.areaWiseList, {
      transformResponse: (raw) => raw?.areawiselist ?? [],
      providesTags: [{ type: 'VotingCentre', id: 'LIST' }],
    }),
    searchVoters: build.query<VoterSearchResponse, { tab: SearchTab; query: VoterSearchQuery }>({
      query: ({ tab, query }) => request(SEARCH_ROUTES[tab], query),
      providesTags: (res) => [{ type: 'Voter', id: 'LIST' }, ...(res?.voters ?? []).map((v) => vTag(v.id))],
    }),
    /** The voter, the details collected for them and their household (add-details modal). */
    voterFamilyDetails: queryOf(build, VoterApi.voterInfoFamilyDetails, {
      providesTags: (_r, _e, { id }) => [vTag(Number(id))],
    }),
    /** The members of a household. */
    voterFamilyMembers: queryOf(build, VoterApi.votersFamilyDetailsFamilyidwise, {
      providesTags: (res, _e, { voter_list_id }) => [vTag(Number(voter_list_id)), ...(res?.voterslist ?? []).map((v) => vTag(v.id))],
    }),
    /** The voter's polling station with its point, for the WhatsApp slip's place link. */
    voterCentre: queryOf(build, VotingCentreApi.edit, {
      transformResponse: (raw) => raw.matdan_kendra,
      providesTags: (_r, _e, { id }) => [{ type: 'VotingCentre', id: Number(id) }],
    }),
    voterInfoAdd: mutationOf(build, VoterApi.voterInfoAdd, {
      invalidatesTags: (_r, _e, { body }) => [
        { type: 'Voter', id: 'LIST' },
        vTag(body.user_id),
        ...(body.familyMembers ?? []).map((m) => vTag(m.voter_list_id)),
        // the dashboard's and the reports' counts of voters reached change too
        'Dashboard',
      ],
    }),
    voterConsent: queryOf(build, VoterPrivacyApi.consent, {
      transformResponse: (raw) => raw.consent,
      providesTags: (_r, _e, { id }) => [consentTag(Number(id))],
    }),
    /** Rows of a voter who may not be contacted change (no phone, the reason): the lists reload. */
    voterConsentSave: mutationOf(build, VoterPrivacyApi.setConsent, {
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Voter', id: 'LIST' }, consentTag(Number(id)), 'VoterGroup'],
    }),
    /** One more WhatsApp send of the voter's slip counted on the server (nothing shown reads it). */
    voterWhatsAppCount: mutationOf(build, VoterApi.updateCount),
    /** A download, audited at each call: a mutation, so it is never answered from a cache. */
    voterExport: mutationOf(build, VoterPrivacyApi.exportVoter),
    /** Voters two workers disagreed about, for the office to settle. */
    voterConflicts: queryOf(build, VoterConflictsApi.list, { providesTags: [{ type: 'Voter', id: 'CONFLICTS' }] }),
    /** The office's choice between two workers' values: the voter's rows and the list change. */
    voterConflictSettle: mutationOf(build, VoterConflictsApi.settle, {
      invalidatesTags: [
        { type: 'Voter', id: 'CONFLICTS' },
        { type: 'Voter', id: 'LIST' },
      ],
    }),
    voterErase: mutationOf(build, VoterPrivacyApi.erase, {
      // the group's voters, the survey results and the dashboard's counts all read what is erased
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Voter', id: 'LIST' }, vTag(Number(id)), consentTag(Number(id)), 'Dashboard', 'VoterGroup', 'Survey'],
    }),
  }),
});

export const {
  useVoterConflictsQuery,
  useVoterConflictSettleMutation,
  useVoterSectionListQuery,
  useVoterVcenterListQuery,
  useVoterAreaWiseListQuery,
  useSearchVotersQuery,
  useVoterFamilyDetailsQuery,
  useVoterFamilyMembersQuery,
  useVoterCentreQuery,
  useVoterInfoAddMutation,
  useVoterConsentQuery,
  useVoterConsentSaveMutation,
  useVoterExportMutation,
  useVoterWhatsAppCountMutation,
  useVoterEraseMutation,
} = votersApi;

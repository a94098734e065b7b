// Voter reports (02 §2 Voter reports; 02 §7 voters-list-atoz; issue 4 §4 report-by-age and
// report-by-align): all paged on the server, under the voter prefix /{orgId}/{candidateId}.
import { baseApi } from '../../api/baseApi';
import {
  VoterPaths,
  type AgeReportQuery,
  type AlignReportQuery,
  type AtozQuery,
  type AtozResponse,
  type FamilyDetailsResponse,
  type VoterReportResponse,
} from '../../../shared/api/voters';

/** The voter lists' tag, by name (the voter search's details modal invalidates it). */
const VOTER_TAG = 'Voter' as const;

const vTag = (id: number) => ({ type: VOTER_TAG, id }) as const;

type Scoped<T> = T & { prefix: string };
const clean = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== ''));
const voterTags = (res: { voters: Array<{ id: number }> } | undefined) => [{ type: VOTER_TAG, id: 'LIST' }, ...(res?.voters ?? []).map((v) => vTag(v.id))];

export const voterReportsApi = baseApi.enhanceEndpoints({ addTagTypes: [VOTER_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    votersAtoz: build.query<AtozResponse, Scoped<AtozQuery>>({
      query: ({ prefix, ...q }) => ({ url: `${prefix}${VoterPaths.votersListAtoz}`, params: clean(q) }),
      providesTags: (res) => [{ type: VOTER_TAG, id: 'LIST' }, ...(res?.voterslist ?? []).flatMap((g) => g.voters.map((v) => vTag(v.id)))],
    }),
    reportByAge: build.query<VoterReportResponse, Scoped<AgeReportQuery>>({
      query: ({ prefix, ...q }) => ({ url: `${prefix}${VoterPaths.reportByAge}`, params: clean(q) }),
      providesTags: voterTags,
    }),
    reportByAlign: build.query<VoterReportResponse, Scoped<AlignReportQuery>>({
      query: ({ prefix, ...q }) => ({ url: `${prefix}${VoterPaths.reportByAlign}`, params: clean(q) }),
      providesTags: voterTags,
    }),
    /** The details collected for one voter (View Info). */
    reportVoterInfo: build.query<FamilyDetailsResponse, Scoped<{ id: number }>>({
      query: ({ prefix, id }) => ({ url: `${prefix}${VoterPaths.voterInfoFamilyDetails}`, params: { id } }),
      providesTags: (_r, _e, { id }) => [{ type: VOTER_TAG, id }],
    }),
  }),
});

export const { useVotersAtozQuery, useReportByAgeQuery, useReportByAlignQuery, useReportVoterInfoQuery } = voterReportsApi;

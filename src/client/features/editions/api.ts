// Editions' calls, derived from the declared routes. Setting an edition's kind or dates refreshes
// the lists and comparisons (they show both).
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf, type EndpointArg } from '../../api/endpoints';
import { fetchFile, type FileArg } from '../../api/download';
import { EditionApi } from '../../../shared/api/editions';

const EDITIONS = { type: 'Edition', id: 'LIST' } as const;

export const editionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    editionList: queryOf(build, EditionApi.list, { providesTags: [EDITIONS] }),
    editionCompare: queryOf(build, EditionApi.compare, { providesTags: [EDITIONS] }),
    editionOursDeleted: queryOf(build, EditionApi.oursDeleted, { providesTags: [EDITIONS] }),
    editionUpdate: mutationOf(build, EditionApi.update, { invalidatesTags: [EDITIONS] }),
    // a part's comparison printed by the server (PDF in the language asked)
    editionPrint: build.mutation<null, FileArg<EndpointArg<typeof EditionApi.print>>>({
      queryFn: (a, _api, _x, base) => fetchFile(base, EditionApi.print, a.arg, a.fileName),
    }),
  }),
});

export const {
  useEditionListQuery,
  useEditionCompareQuery,
  useEditionOursDeletedQuery,
  useEditionUpdateMutation,
  useLazyEditionCompareQuery,
  useEditionPrintMutation,
} = editionsApi;

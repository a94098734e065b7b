// Editions' calls, derived from the declared routes. Setting an edition's kind or dates refreshes
// the lists and comparisons (they show both).
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { EditionApi } from '../../../shared/api/editions';

const EDITIONS = { type: 'Edition', id: 'LIST' } as const;

export const editionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    editionList: queryOf(build, EditionApi.list, { providesTags: [EDITIONS] }),
    editionCompare: queryOf(build, EditionApi.compare, { providesTags: [EDITIONS] }),
    editionOursDeleted: queryOf(build, EditionApi.oursDeleted, { providesTags: [EDITIONS] }),
    editionUpdate: mutationOf(build, EditionApi.update, { invalidatesTags: [EDITIONS] }),
  }),
});

export const { useEditionListQuery, useEditionCompareQuery, useEditionOursDeletedQuery, useEditionUpdateMutation, useLazyEditionCompareQuery } = editionsApi;

// Social media posts: the report and the on/off switch. The list, add, edit and delete endpoints
// are the CRUD kit's (api/crudApi.ts).
import { SocialPostApi } from '../../../shared/api/socialPosts';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { listTags, rowTags } from '../../api/tags';

const postApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    socialPostReport: queryOf(build, SocialPostApi.report, {
      transformResponse: (raw) => raw.socialMediaPosts,
      providesTags: (rows) => listTags('SocialPost', rows),
    }),
    socialPostStatus: mutationOf(build, SocialPostApi.status, { invalidatesTags: (_r, _e, { body }) => rowTags('SocialPost', Number(body.id)) }),
  }),
});

export const { useSocialPostReportQuery, useSocialPostStatusMutation } = postApi;

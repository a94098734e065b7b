// Social media posts: the report and the on/off switch. The list, one row, add, edit and
// delete are the CRUD kit's (crudEndpoints), declared here.
import { SocialPostApi, type SocialPost } from '../../../shared/api/socialPosts';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { listTags, rowTags } from '../../api/tags';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const socialPost = crudEndpoints<SocialPost, typeof SocialPostApi>(build, SocialPostApi, 'SocialPost');
    return {
      socialPostList: socialPost.list,
      socialPostGet: socialPost.get,
      socialPostAdd: socialPost.add,
      socialPostUpdate: socialPost.update,
      socialPostRemove: socialPost.remove,
    };
  },
});

export const socialPostApi = crudHooks(
  crud.endpoints.socialPostList,
  crud.endpoints.socialPostGet,
  crud.endpoints.socialPostAdd,
  crud.endpoints.socialPostUpdate,
  crud.endpoints.socialPostRemove,
);

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

// The social media post screens, one chunk: the list (with Add), the report (the same rows, no
// Add), and the add and edit pages.
import { ResourceList } from '../../components/crud/ListKit';
import { socialPostApi } from '../../api/crudApi';
import type { SocialPost } from '../../../shared/api/socialPosts';
import { useSocialPostReportQuery } from './api';
import { usePostColumns } from './columns';
import { socialPostPages } from './SocialPostForm';

const editTo = (p: SocialPost) => `/social-media-post-edit/${p.id}`;
const rowName = (p: SocialPost) => p.title;
const reportApi = { useListQuery: useSocialPostReportQuery, useRemoveMutation: socialPostApi.useRemoveMutation };

export function SocialPostListPage() {
  const columns = usePostColumns();
  return (
    <ResourceList prefix="socialPost" api={socialPostApi} addTo="/social-media-post-add" columns={columns} rowName={rowName} editTo={editTo} pager="numbers" />
  );
}

export function SocialPostReportPage() {
  const columns = usePostColumns();
  return (
    <ResourceList
      prefix="socialPost"
      keys={{ title: 'socialPostReport.title' }}
      api={reportApi}
      columns={columns}
      rowName={rowName}
      editTo={editTo}
      pager="numbers"
    />
  );
}

export const AddSocialPostPage = socialPostPages.Add;
export const EditSocialPostPage = socialPostPages.Edit;

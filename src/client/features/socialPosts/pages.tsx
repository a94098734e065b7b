// The social media post screens, one chunk: the list (with Add), the report (the same rows, no
// Add), and the add and edit pages.
import { useIntl } from 'react-intl';
import { ResourceList } from '../../components/crud/ListKit';
import ExportMenu, { useExportRun } from '../../components/ExportMenu';
import { saveReportXlsx, type ExportColumn } from '../../lib/reportExport';
import { formatDay } from '../../../shared/dates';
import type { SocialPost } from '../../../shared/api/socialPosts';
import { useSocialPostReportQuery, socialPostApi } from './api';
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

const joined = (rows: Array<{ name?: string; voter_group_name?: string }>) => rows.map((r) => r.name ?? r.voter_group_name).join(', ');

/** The report's columns in the Excel file: the page's, the lists joined and the platform and status in words. */
function exportColumns(intl: ReturnType<typeof useIntl>): ExportColumn<SocialPost>[] {
  return [
    { header: 'socialPost.postTitle', width: 30, pdfWidth: 2, text: (p) => p.title },
    { header: 'socialPost.areas', width: 24, pdfWidth: 1.5, text: (p) => joined(p.areas) },
    { header: 'socialPost.teams', width: 24, pdfWidth: 1.5, text: (p) => joined(p.teams) },
    { header: 'socialPost.voterGroups', width: 24, pdfWidth: 1.5, text: (p) => joined(p.voterGroups) },
    { header: 'socialPost.platform', width: 14, pdfWidth: 1, text: (p) => intl.formatMessage({ id: `platform.${p.platform}` }) },
    { header: 'socialPost.startDate', width: 14, pdfWidth: 1, text: (p) => formatDay(p.start_date, intl) },
    { header: 'socialPost.endDate', width: 14, pdfWidth: 1, text: (p) => formatDay(p.end_date, intl) },
    { header: 'common.status', width: 10, pdfWidth: 0.8, text: (p) => intl.formatMessage({ id: p.status === 1 ? 'common.active' : 'common.inactive' }) },
  ];
}

export function SocialPostReportPage() {
  const intl = useIntl();
  const columns = usePostColumns();
  const [busy, run] = useExportRun('socialPostReport.exportFailed');
  return (
    <ResourceList
      prefix="socialPost"
      keys={{ title: 'socialPostReport.title' }}
      api={reportApi}
      actions={(rows) => (
        <ExportMenu
          busy={busy}
          disabled={rows.length === 0}
          choices={[
            {
              labelKey: 'export.excel',
              onSelect: run(() => saveReportXlsx(intl, { fileName: 'social_posts.xlsx', sheetName: 'Social Posts' }, exportColumns(intl), rows)),
            },
          ]}
        />
      )}
      columns={columns}
      rowName={rowName}
      editTo={editTo}
      pager="numbers"
    />
  );
}

export const AddSocialPostPage = socialPostPages.Add;
export const EditSocialPostPage = socialPostPages.Edit;

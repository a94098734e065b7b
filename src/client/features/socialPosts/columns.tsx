// The post columns the list and the report share: title, areas, teams and voter groups (names
// joined by commas), platform, start and end days, and the on/off switch, which sends the status
// the post is to have.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SocialPost } from '../../../shared/api/socialPosts';
import type { Column } from '../../components/DataTable';
import StatusSwitch from '../../components/StatusSwitch';
import { error as errorDialog, success } from '../../components/dialogs';
import { errorBody } from '../../api/baseApi';
import { formatDay } from '../../../shared/dates';
import { useSocialPostStatusMutation } from './api';

const names = (rows: Array<{ name?: string; voter_group_name?: string }>) => rows.map((r) => r.name ?? r.voter_group_name).join(', ') || '—';

export function usePostColumns(): Column<SocialPost>[] {
  const intl = useIntl();
  const [setStatus] = useSocialPostStatusMutation();
  return useMemo(
    () => [
      { id: 'title', header: 'socialPost.postTitle', render: (p) => p.title },
      { id: 'areas', header: 'socialPost.areas', render: (p) => names(p.areas) },
      { id: 'teams', header: 'socialPost.teams', render: (p) => names(p.teams) },
      { id: 'groups', header: 'socialPost.voterGroups', render: (p) => names(p.voterGroups) },
      { id: 'platform', header: 'socialPost.platform', render: (p) => intl.formatMessage({ id: `platform.${p.platform}` }) },
      { id: 'start', header: 'socialPost.startDate', className: 'cell-nowrap', render: (p) => formatDay(p.start_date, intl) },
      { id: 'end', header: 'socialPost.endDate', className: 'cell-nowrap', render: (p) => formatDay(p.end_date, intl) },
      {
        id: 'status',
        header: 'common.status',
        render: (p) => (
          <StatusSwitch
            on={p.status === 1}
            label={intl.formatMessage({ id: 'socialPost.statusOf' }, { name: p.title })}
            onChange={(on) => {
              setStatus({ body: { id: p.id, status: on ? 1 : 0 } })
                .unwrap()
                .then((r) => success(intl, 'dialog.success', r.key))
                .catch((err: unknown) => void errorDialog(intl, 'dialog.error', errorBody(err)));
            }}
          />
        ),
      },
    ],
    [intl, setStatus],
  );
}

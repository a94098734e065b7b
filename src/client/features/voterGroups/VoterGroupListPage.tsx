// /voters-group (02 §2 Voter groups): name (a link to the group's voters on /voter-slist),
// description, area, location and the number of voters; add, edit and delete.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../components/DataTable';
import { confirmDelete, deleted, error as errorDialog } from '../../components/dialogs';
import { errorBody } from '../../api/baseApi';
import { voterGroupApi } from '../../api/crudApi';
import type { VoterGroup } from './api';
// the kit's list and card styles (card-head, row actions)
import '../../components/crud/crud.css';
import './voterGroups.css';

/** The group's voters: /voter-slist with the group's id (02 §2 gives the screen no parameter). */
export const votersOfGroup = (id: number) => `/voter-slist?id=${id}`;

export default function VoterGroupListPage() {
  const intl = useIntl();
  // voters join groups from the add-details modal: the counts are read afresh on each visit
  const { data = [], isLoading, error } = voterGroupApi.useListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove] = voterGroupApi.useRemoveMutation();

  const columns = useMemo<Column<VoterGroup>[]>(() => {
    const onDelete = async (row: VoterGroup) => {
      if (!(await confirmDelete(intl))) return;
      try {
        await remove(row.id).unwrap();
        void deleted(intl, 'voterGroup.deleted');
      } catch (e) {
        void errorDialog(intl, 'dialog.error', errorBody(e));
      }
    };
    const none = <span className="muted">—</span>;
    return [
      {
        id: 'name',
        header: 'voterGroup.colName',
        render: (g) => (
          <Link to={votersOfGroup(g.id)} aria-label={intl.formatMessage({ id: 'voterGroup.showVoters' }, { name: g.voter_group_name })}>
            {g.voter_group_name}
          </Link>
        ),
      },
      { id: 'description', header: 'voterGroup.colDescription', className: 'voter-group-description', render: (g) => g.voter_group_description || none },
      { id: 'area', header: 'voterGroup.colArea', render: (g) => g.voter_area?.name ?? g.area ?? none },
      { id: 'location', header: 'voterGroup.colLocation', render: (g) => g.location_name || none },
      { id: 'voters', header: 'voterGroup.colVoters', className: 'cell-nowrap', render: (g) => String(g.voter_count ?? 0) },
      {
        id: 'actions',
        header: 'common.action',
        className: 'col-actions',
        render: (g) => (
          <span className="row-actions">
            <Link
              className="btn btn-sm btn-outline"
              to={`/edit-voters-group/${g.id}`}
              aria-label={intl.formatMessage({ id: 'common.editNamed' }, { name: g.voter_group_name })}
            >
              <FormattedMessage id="common.edit" />
            </Link>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              onClick={() => onDelete(g)}
              aria-label={intl.formatMessage({ id: 'common.deleteNamed' }, { name: g.voter_group_name })}
            >
              <FormattedMessage id="common.delete" />
            </button>
          </span>
        ),
      },
    ];
  }, [intl, remove]);

  return (
    <div className="voter-group-page">
      <section className="card">
        <div className="card-head">
          <h1 className="page-title">
            <FormattedMessage id="voterGroup.title" />
          </h1>
          <Link className="btn btn-primary" to="/add-voters-group">
            <FormattedMessage id="voterGroup.add" />
          </Link>
        </div>
        {error && (
          <div className="alert alert-danger" role="alert">
            <FormattedMessage id="error.loadFailed" />
          </div>
        )}
        <DataTable
          rows={data}
          columns={columns}
          rowKey={(g) => g.id}
          pager="numbers"
          loading={isLoading}
          emptyTitle="voterGroup.emptyTitle"
          emptyText="voterGroup.emptyText"
          label={intl.formatMessage({ id: 'voterGroup.title' })}
          testId="voter-group-list"
        />
      </section>
    </div>
  );
}

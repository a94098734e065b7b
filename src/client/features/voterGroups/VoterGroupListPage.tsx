// /voters-group: name (a link to the group's voters on /voter-slist),
// description, area, location and the number of voters; add, edit and delete.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Column } from '../../components/DataTable';
import { ResourceList } from '../../components/crud/ListKit';
import { type VoterGroup, voterGroupApi } from './api';
import './voterGroups.css';

/** The group's voters: /voter-slist with the group's id (the route has no parameter). */
export const votersOfGroup = (id: number) => `/voter-slist?id=${id}`;

const editTo = (g: VoterGroup) => `/edit-voters-group/${g.id}`;
const rowName = (g: VoterGroup) => g.voter_group_name;

export default function VoterGroupListPage() {
  const intl = useIntl();

  const columns = useMemo<Column<VoterGroup>[]>(() => {
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
    ];
  }, [intl]);

  return (
    // voters join groups from the add-details modal: the counts are read afresh on each visit
    <ResourceList prefix="voterGroup" api={voterGroupApi} fresh addTo="/add-voters-group" columns={columns} rowName={rowName} editTo={editTo} pager="numbers" />
  );
}

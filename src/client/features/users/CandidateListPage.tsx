// /candidates ("User management"): avatar and name, organisation, phone, email, date,
// edit and delete; Add user goes to /sign-up; 10 a page with "Page X of Y".
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../shared/dates';
import type { Column } from '../../components/DataTable';
import UploadedImage from '../../components/UploadedImage';
import { ResourceList } from '../../components/crud/ListKit';
import { type Candidate, personName, candidateApi } from './api';
import './users.css';

function PencilIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20h9M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z" />
    </svg>
  );
}

const editTo = (c: Candidate) => `/edit-candidate/${c.id}`;
const PENCIL = <PencilIcon />;

export default function CandidateListPage() {
  const intl = useIntl();

  const columns = useMemo<Column<Candidate>[]>(() => {
    return [
      {
        id: 'candidate',
        header: 'candidate.colCandidate',
        render: (c) => (
          <span className="person-cell">
            <UploadedImage name={c.profile_picture} alt={personName(c)} />
            <span>{personName(c)}</span>
          </span>
        ),
      },
      { id: 'organization', header: 'candidate.colOrganization', render: (c) => c.organization_full_name ?? '' },
      { id: 'phone', header: 'candidate.colPhone', render: (c) => c.phone_no ?? '' },
      { id: 'email', header: 'candidate.colEmail', render: (c) => c.email ?? '' },
      { id: 'date', header: 'candidate.colDate', render: (c) => formatDateTime(c.created_at, intl) },
    ];
  }, [intl]);

  return (
    <ResourceList
      prefix="candidate"
      keys={{ title: 'candidate.listTitle', add: 'candidate.addUser' }}
      api={candidateApi}
      addTo="/sign-up"
      columns={columns}
      rowName={personName}
      editTo={editTo}
      editIcon={PENCIL}
      pager="pageOfTotal"
    />
  );
}

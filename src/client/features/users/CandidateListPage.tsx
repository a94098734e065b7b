// /candidates ("User management", 01 §2.6): avatar and name, organisation, phone, email, date,
// edit and delete; Add user goes to /sign-up; 10 a page with "Page X of Y".
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../shared/dates';
import { DataTable, type Column } from '../../components/DataTable';
import UploadedImage from '../../components/UploadedImage';
import { confirmDelete, deleted, error as errorDialog } from '../../components/dialogs';
import { errorBody } from '../../api/baseApi';
import { personName } from '../../api/lookups';
import { candidateApi } from '../../api/crudApi';
import type { Candidate } from './api';
// the kit's list and card styles (card-head, row actions, fieldsets)
import '../../components/crud/crud.css';
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

export default function CandidateListPage() {
  const intl = useIntl();
  const { data = [], isLoading } = candidateApi.useListQuery();
  const [remove] = candidateApi.useRemoveMutation();

  const columns = useMemo<Column<Candidate>[]>(() => {
    const onDelete = async (row: Candidate) => {
      if (!(await confirmDelete(intl))) return;
      try {
        await remove(row.id).unwrap();
        void deleted(intl, 'candidate.deleted');
      } catch (e) {
        void errorDialog(intl, 'dialog.error', errorBody(e));
      }
    };
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
      {
        id: 'action',
        header: 'common.action',
        className: 'col-actions',
        render: (c) => (
          <span className="row-actions">
            <Link
              className="btn btn-sm btn-outline"
              to={`/edit-candidate/${c.id}`}
              aria-label={intl.formatMessage({ id: 'common.editNamed' }, { name: personName(c) })}
              title={intl.formatMessage({ id: 'common.edit' })}
            >
              <PencilIcon />
            </Link>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              onClick={() => onDelete(c)}
              aria-label={intl.formatMessage({ id: 'common.deleteNamed' }, { name: personName(c) })}
            >
              <FormattedMessage id="common.delete" />
            </button>
          </span>
        ),
      },
    ];
  }, [intl, remove]);

  return (
    <div className="users-page">
      <section className="card">
        <div className="card-head">
          <h1 className="page-title">
            <FormattedMessage id="candidate.listTitle" />
          </h1>
          <Link className="btn btn-primary" to="/sign-up">
            <FormattedMessage id="candidate.addUser" />
          </Link>
        </div>
        <DataTable
          rows={data}
          columns={columns}
          rowKey={(c) => c.id}
          pager="pageOfTotal"
          loading={isLoading}
          emptyTitle="candidate.emptyTitle"
          emptyText="candidate.emptyText"
          label={intl.formatMessage({ id: 'candidate.listTitle' })}
          testId="candidate-list"
        />
      </section>
    </div>
  );
}

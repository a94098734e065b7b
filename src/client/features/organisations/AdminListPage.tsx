// /users and /super-admin/admin-list: the organisation administrators (screens), 10 a page
// with "Page X of Y", the page kept in the address; Add goes to /user-register, edit to /edit-user/{id}.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../components/DataTable';
import UploadedImage from '../../components/UploadedImage';
import { formatDateTime } from '../../../shared/dates';
import { PAGE_SIZE } from '../../../shared/domain/constants';
import { useAdminListQuery, useExportOrganisationMutation, type OrganisationAdmin } from './api';
import { RowButton } from '../../components/crud/ListKit';
import { error as errorDialog } from '../../components/dialogs';
import { errorBody } from '../../api/baseApi';
import './organisations.css';
import PageCard from '../../components/PageCard';
import { useListPaging } from '../../components/useListParams';
import { useT } from '../../i18n/translate';

const fullName = (a: { f_name: string; l_name: string | null }) => `${a.f_name} ${a.l_name ?? ''}`.trim();

export default function AdminListPage() {
  const t = useT();
  const intl = useIntl();
  const { data, isLoading } = useAdminListQuery();
  const [exportData, exporting] = useExportOrganisationMutation();
  const paging = useListPaging();

  const columns = useMemo<Column<OrganisationAdmin>[]>(
    () => [
      { id: 'candidate', header: 'org.colCandidate', render: (a) => fullName(a) },
      {
        id: 'organisation',
        header: 'org.colOrganisation',
        render: (a) => {
          const org = a.organization_details ?? a;
          return (
            <span className="org-cell">
              <UploadedImage name={org.organization_symbol} alt={org.organization_full_name} organisation={a.org_id} />
              <span>{org.organization_full_name}</span>
            </span>
          );
        },
      },
      { id: 'phone', header: 'org.colPhone', render: (a) => a.phone_no ?? '' },
      { id: 'email', header: 'org.colEmail', render: (a) => a.email ?? '' },
      { id: 'date', header: 'org.colDate', render: (a) => formatDateTime(a.created_at, intl) },
      {
        id: 'action',
        header: 'common.action',
        className: 'cell-nowrap',
        render: (a) => (
          <span className="row-actions">
            <Link className="btn btn-sm btn-outline" to={`/edit-user/${a.id}`} aria-label={intl.formatMessage({ id: 'org.editNamed' }, { name: fullName(a) })}>
              {t('org.edit')}
            </Link>
            <Link
              className="btn btn-sm btn-outline"
              to={`/organisations/${a.org_id}/audit-log`}
              aria-label={intl.formatMessage({ id: 'audit.ofNamed' }, { name: fullName(a) })}
            >
              {t('audit.short')}
            </Link>
            <RowButton
              className="btn-outline"
              labelKey="org.exportNamed"
              name={(a.organization_details ?? a).organization_full_name}
              missingKey={exporting.isLoading ? 'org.exporting' : undefined}
              onClick={() =>
                exportData(a.org_id)
                  .unwrap()
                  .catch((e: unknown) => errorDialog(intl, 'dialog.error', errorBody(e)))
              }
            >
              {t('org.export')}
            </RowButton>
          </span>
        ),
      },
    ],
    [intl, t, exportData, exporting.isLoading],
  );

  return (
    <div className="organisation-page">
      <PageCard
        titleKey="org.listTitle"
        actions={
          <>
            <Link className="btn btn-primary" to="/user-register">
              {t('org.add')}
            </Link>
          </>
        }
      >
        <DataTable
          rows={data ?? []}
          columns={columns}
          rowKey={(a) => a.id}
          pageSize={PAGE_SIZE}
          pager="pageOfTotal"
          {...paging}
          loading={isLoading}
          emptyTitle="org.emptyTitle"
          emptyText="org.emptyText"
          label={intl.formatMessage({ id: 'org.listTitle' })}
        />
      </PageCard>
    </div>
  );
}

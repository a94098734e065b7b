// /voting-center-location: one row per voting centre (the parts
// polled there joined by commas), a map pin that shows the centre on a map (400 px) and an
// edit link to /edit-voting-center/{center_id}.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../components/DataTable';
import Modal, { ModalActions } from '../../components/Modal';
import { VotingCentreMap, pointFromGeoJson } from '../../components/maps/VotingCentreMap';
import { centreName } from '../../components/voterText';
import { percentOf } from '../../../shared/percent';
import { groupByCentre, useVotingLocationListQuery, type CentreGroup } from './api';
import '../../components/crud/crud.css';
import './votingCentres.css';
import PageCard from '../../components/PageCard';
import { useListPaging } from '../../components/useListParams';
import { useT } from '../../i18n/translate';
import { RowButton } from '../../components/crud/ListKit';
import { useMayOpen } from '../../components/layout/useMayOpen';
import { ACCESS } from '../../../shared/api/access';
import { centreEditPath } from './paths';
import { useVoterScope } from '../../store/voterScope';

const label = (g: CentreGroup, locale: string) => centreName({ vcenter: g.location_name, vcenter_v1: g.location_name_v1 }, locale);

export default function VotingCentreListPage() {
  const t = useT();
  const intl = useIntl();
  const { acno } = useVoterScope();
  const { data, isLoading } = useVotingLocationListQuery({ acno: acno ?? 0 }, { skip: acno == null });
  const groups = useMemo(() => groupByCentre(data ?? []), [data]);
  const [shown, setShown] = useState<CentreGroup | null>(null);
  const paging = useListPaging();
  const locale = intl.locale;
  // admins assign field workers from here: a link per part opens the assignments on it
  const mayAssign = useMayOpen(ACCESS.FieldApi.assignments);

  const columns = useMemo<Column<CentreGroup>[]>(
    () => [
      { id: 'centre', header: 'votingCentre.colCentre', render: (g) => label(g, locale) },
      { id: 'acno', header: 'votingCentre.colAcno', render: (g) => String(g.ac_no) },
      { id: 'parts', header: 'votingCentre.colParts', render: (g) => g.partnos.join(', ') },
      { id: 'voters', header: 'votingCentre.colVoters', render: (g) => String(g.voter_count) },
      {
        id: 'reached',
        header: 'votingCentre.colReached',
        render: (g) => `${g.voters_reached} (${percentOf(g.voters_reached, g.voter_count).toFixed(2)}%)`,
      },
      {
        id: 'map',
        header: 'votingCentre.colMap',
        className: 'col-actions',
        render: (g) => {
          const point = pointFromGeoJson(g.voting_center_location);
          return (
            <RowButton
              className="btn-outline map-pin-button"
              labelKey="votingCentre.showOnMap"
              name={label(g, locale)}
              missingKey={point ? undefined : 'votingCentre.noPoint'}
              onClick={() => setShown(g)}
            >
              <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
                <path d="M21 10c0 7-9 13-9 13S3 17 3 10a9 9 0 0 1 18 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6" />
              </svg>
            </RowButton>
          );
        },
      },
      {
        id: 'actions',
        header: 'common.action',
        className: 'col-actions',
        render: (g) => (
          <Link
            className="btn btn-sm btn-outline"
            to={centreEditPath(g.center_id)}
            aria-label={intl.formatMessage({ id: 'common.editNamed' }, { name: label(g, locale) })}
          >
            {t('common.edit')}
          </Link>
        ),
      },
      ...(mayAssign
        ? [
            {
              id: 'field',
              header: 'fieldConsole.colField',
              className: 'col-actions',
              render: (g: CentreGroup) =>
                g.partnos.map((n) => (
                  <Link key={n} className="btn btn-sm btn-outline" to={`/field-assignments?part=${n}`}>
                    {intl.formatMessage({ id: 'fieldConsole.assignPart' }, { part: String(n) })}
                  </Link>
                )),
            },
          ]
        : []),
    ],
    [intl, locale, t, mayAssign],
  );

  const point = shown ? pointFromGeoJson(shown.voting_center_location) : null;
  return (
    <div className="voting-centre-page">
      <PageCard titleKey="votingCentre.title">
        <DataTable
          rows={groups}
          columns={columns}
          rowKey={(g) => g.center_id}
          pager="pageOfTotal"
          {...paging}
          loading={isLoading}
          label={intl.formatMessage({ id: 'votingCentre.title' })}
          testId="voting-centre-list"
        />
      </PageCard>
      {shown && point && (
        <Modal title={label(shown, locale)} onClose={() => setShown(null)}>
          <p className="muted">
            <FormattedMessage id="votingCentre.partsLine" values={{ parts: shown.partnos.join(', ') }} />
          </p>
          <VotingCentreMap
            points={[{ key: shown.center_id, lat: point.lat, lng: point.lng, title: label(shown, locale), popup: <strong>{label(shown, locale)}</strong> }]}
            height={400}
            label={intl.formatMessage({ id: 'votingCentre.mapLabel' })}
          />
          <ModalActions onClose={() => setShown(null)} />
        </Modal>
      )}
    </div>
  );
}

// /edit-voting-center/{center_id}: the centre on a map with
// a draggable marker (default centre 20.9319821, 77.7523039, zoom 12). Saving sends
// PUT voting-location-update {id, acno, voting_center_location} only when the constituency,
// the centre and a point are known; then 'Details updated successfully!' and back to the list.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import MapPicker, { type LatLng } from '../../components/maps/MapPicker';
import { pointFromGeoJson } from '../../components/maps/VotingCentreMap';
import { error as errorDialog, success } from '../../components/dialogs';
import { errorBody } from '../../api/baseApi';
import { centreName } from '../../components/voterText';
import { translateMaybe, useT } from '../../i18n/translate';
import { AREA_MAP_ZOOM, MAP_CENTRE } from '../../../shared/domain/constants';
import { votingLocationUpdateSchema } from '../../../shared/schemas/voters';
import type { VotingLocationUpdateBody } from '../../../shared/api/voters';
import { useVotingLocationEditQuery, useVotingLocationUpdateMutation } from './api';
import './votingCentres.css';
import PageCard from '../../components/PageCard';
import { useVoterScope } from '../../store/voterScope';

export const LIST_PATH = '/voting-center-location';

/** The update body, or null when something it needs is missing (then nothing is sent). */
export function updateBody(centerId: number | null, acno: number | null, point: LatLng | null): VotingLocationUpdateBody | null {
  if (centerId == null || !Number.isInteger(centerId) || centerId <= 0 || acno == null || !point) return null;
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
  return { id: centerId, acno, voting_center_location: { type: 'Point', coordinates: [point.lng, point.lat] } };
}

export default function EditVotingCentrePage() {
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const { center_id } = useParams();
  const centerId = /^\d+$/.test(center_id ?? '') ? Number(center_id) : null;
  const { acno } = useVoterScope();
  const skip = centerId == null || acno == null;
  const { data, isFetching, error } = useVotingLocationEditQuery({ id: centerId ?? 0, acno: acno ?? 0 }, { skip, refetchOnMountOrArgChange: true });
  const [update, { isLoading: saving }] = useVotingLocationUpdateMutation();
  // the stored point is where the marker starts (known before the map mounts); a drag replaces it
  const [moved, setPoint] = useState<LatLng | null>(null);
  const point = moved ?? (data ? pointFromGeoJson(data.voting_center_location) : null);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    const body = updateBody(centerId, acno, point);
    if (!body) {
      setProblem(point ? 'error.generic' : 'validation.point');
      return;
    }
    try {
      await votingLocationUpdateSchema.validate(body);
    } catch (e) {
      setProblem((e as Error).message);
      return;
    }
    setProblem(null);
    try {
      await update({ body }).unwrap();
      await success(intl, 'dialog.success', 'voters.locationUpdated');
      navigate(LIST_PATH);
    } catch (e) {
      const b = errorBody(e);
      const first = b.errors?.[0];
      if (first) setProblem(first.key || first.message);
      else void errorDialog(intl, 'dialog.error', b);
    }
  };

  const name = data ? centreName({ vcenter: data.location_name, vcenter_v1: data.location_name_v1 }, intl.locale) : '';
  return (
    <div className="voting-centre-page">
      <PageCard
        titleKey="votingCentre.editTitle"
        actions={
          <>
            <Link className="btn btn-outline" to={LIST_PATH}>
              {t('common.back')}
            </Link>
          </>
        }
      >
        {error ? (
          <p className="alert alert-danger" role="alert">
            {t('error.loadFailed')}
          </p>
        ) : isFetching || (!data && !skip) ? (
          <p className="muted" role="status">
            {t('common.loading')}
          </p>
        ) : (
          <>
            {data && (
              <p className="centre-summary">
                <strong>{name}</strong>{' '}
                <span className="muted">
                  <FormattedMessage id="votingCentre.summary" values={{ acno: String(data.ac_no), parts: data.partnos.join(', ') }} />
                </span>
              </p>
            )}
            <MapPicker
              value={point}
              onChange={(p) => {
                setPoint(p);
                setProblem(null);
              }}
              labelKey="votingCentre.mapLabel"
              center={MAP_CENTRE}
              zoom={AREA_MAP_ZOOM}
              height={400}
              search={{}}
              error={problem ? translateMaybe(intl, problem) : undefined}
              testId="centre-map"
            />
            <div className="form-actions">
              <button type="button" className="btn btn-primary" onClick={save} disabled={saving || skip}>
                <FormattedMessage id={saving ? 'common.saving' : 'common.update'} />
              </button>
              <Link className="btn btn-outline" to={LIST_PATH}>
                {t('common.cancel')}
              </Link>
            </div>
          </>
        )}
      </PageCard>
    </div>
  );
}

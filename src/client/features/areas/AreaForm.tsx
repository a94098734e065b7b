// The area form: a location name, the boundary drawn on a searchable map and the
// voting-centre point on a second map. Used by /area (add), /edit-area/{id} and onboarding step 1;
// the caller decides what happens after a save.
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { MapContainer } from 'react-leaflet';
import { FormattedMessage, useIntl } from 'react-intl';
import { formPages, type RowFormProps } from '../../components/crud/FormPage';
import { areaSchema } from '../../../shared/schemas/areas';
import { polygonProblem, pointProblem, type Position } from '../../../shared/geo';
import { AREA_MAP_ZOOM, MAP_CENTRE } from '../../../shared/domain/constants';
import FormField, { RequiredMark } from '../../components/FormField';
import { error as errorDialog } from '../../components/dialogs';
import MapPicker, { SetView, type LatLng, type ViewTarget } from '../../components/maps/MapPicker';
import PlaceSearch from '../../components/maps/PlaceSearch';
import PolygonEditor from '../../components/maps/PolygonEditor';
import { TileLayerFromConfig } from '../../components/maps/TileLayerFromConfig';
import { pointFromGeoJson } from '../../components/maps/VotingCentreMap';
import { translateMaybe } from '../../i18n/translate';
import { geoPoint, saveOrShowErrors, SubmitButton, useSaveRow } from '../../components/crud/formKit';
import { type Area, areaApi } from './api';
import { cornerCount, ringOf, toPolygon } from './geometry';
import './areas.css';

export interface AreaValues {
  name: string;
  ring: Position[] | null;
  point: LatLng | null;
}

/** The payload of POST /area/add and PUT /area/update (without the id). */
export function areaBody(v: AreaValues) {
  return {
    name: v.name.trim(),
    area: toPolygon(v.ring ?? []),
    voting_center_location: v.point ? geoPoint(v.point) : null,
  };
}

const nameOnly = areaSchema.pick(['name']);
const SERVER_FIELDS = ['name', 'area', 'voting_center_location'];
/** Zoom after a place search on the boundary map: a town or ward fills the map. */
const SEARCH_ZOOM = 14;

/** Adds an area or edits the stored one (row); onSaved gets the server's answer. */
export default function AreaForm({ row: area, onSaved }: RowFormProps<Area, { msg: string; area?: Area }>) {
  const intl = useIntl();
  const save = useSaveRow(areaApi, area?.id);
  const [boundaryView, setBoundaryView] = useState<ViewTarget | null>(null);

  const initialValues: AreaValues = {
    name: area?.name ?? '',
    ring: ringOf(area?.area),
    point: pointFromGeoJson(area?.voting_center_location ?? null),
  };

  const onSubmit = async (values: AreaValues, helpers: FormikHelpers<AreaValues>) => {
    // fewer than 3 points is a dialog, and nothing is sent
    if (cornerCount(values.ring) < 3) {
      await errorDialog(intl, 'dialog.error', 'validation.areaPolygon');
      return;
    }
    const body = areaBody(values);
    // the shared rules the server applies too (India, not self-crossing), shown beside the maps
    const ringProblem = polygonProblem(body.area);
    const pointError = body.voting_center_location ? pointProblem(body.voting_center_location) : null;
    if (ringProblem || pointError) {
      if (ringProblem) helpers.setFieldError('area', ringProblem);
      if (pointError) helpers.setFieldError('voting_center_location', pointError);
      return;
    }
    await saveOrShowErrors(intl, helpers.setFieldError, SERVER_FIELDS, async () => {
      const answer = await save(body);
      await onSaved(answer as { msg: string; area?: Area });
    });
  };

  return (
    <Formik initialValues={initialValues} validationSchema={nameOnly} onSubmit={onSubmit}>
      {({ values, errors, setFieldValue, setFieldError }) => {
        const errorText = (key: string) => {
          const e = (errors as Record<string, unknown>)[key];
          return typeof e === 'string' ? translateMaybe(intl, e) : undefined;
        };
        return (
          <Form noValidate className="area-form">
            <FormField name="name" labelKey="area.name" required />
            <div className="area-maps">
              <div className={`area-boundary${errorText('area') ? ' is-invalid' : ''}`}>
                <PlaceSearch labelKey="area.searchBoundary" onPick={(p) => setBoundaryView({ lat: p.lat, lng: p.lng, zoom: SEARCH_ZOOM })} />
                <div className="form-label" id="area-boundary-label">
                  <FormattedMessage id="area.boundary" />
                  <RequiredMark />
                </div>
                <div className="map-frame" role="region" aria-labelledby="area-boundary-label" style={{ height: 400 }} data-testid="area-boundary-map">
                  <MapContainer center={[MAP_CENTRE.lat, MAP_CENTRE.lng]} zoom={AREA_MAP_ZOOM} style={{ height: '100%', width: '100%' }} scrollWheelZoom>
                    <TileLayerFromConfig />
                    <PolygonEditor
                      value={values.ring}
                      onChange={(ring) => {
                        void setFieldValue('ring', ring, false);
                        setFieldError('area', undefined);
                      }}
                    />
                    <SetView target={boundaryView} />
                  </MapContainer>
                </div>
                <p className="map-picker-help" data-testid="area-corners">
                  {values.ring && cornerCount(values.ring) > 0 ? (
                    <FormattedMessage id="area.corners" values={{ n: String(cornerCount(values.ring)) }} />
                  ) : (
                    <FormattedMessage id="area.drawHelp" />
                  )}
                </p>
                {errorText('area') && (
                  <div className="invalid-feedback" role="alert">
                    {errorText('area')}
                  </div>
                )}
              </div>
              <MapPicker
                labelKey="area.votingCentre"
                value={values.point}
                onChange={(p) => {
                  void setFieldValue('point', p, false);
                  setFieldError('voting_center_location', undefined);
                }}
                search={{ labelKey: 'area.searchVotingCentre' }}
                error={errorText('voting_center_location')}
                testId="area-centre-map"
              />
            </div>
            <SubmitButton labelKey={area ? 'area.updateButton' : 'area.addButton'} />
          </Form>
        );
      }}
    </Formik>
  );
}

/** /edit-area/{id}: the same form filled in, button "Update Location"; back to /area (adding is on /area itself). */
export const EditAreaPage = formPages({ prefix: 'area', listPath: '/area', api: areaApi, Form: AreaForm }).Edit;

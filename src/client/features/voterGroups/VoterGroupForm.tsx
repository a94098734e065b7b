// The voter group form (screens Voter groups, entities, validation rules): name, description, area, special
// instructions and the location picked on a map with place search. Used by /add-voters-group
// and /edit-voters-group/{id}; the caller decides what happens after a save.
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { voterGroupSchema } from '../../../shared/schemas/voterGroups';
import { AREA_MAP_ZOOM, MAP_CENTRE, PICKED_ZOOM } from '../../../shared/domain/constants';
import { errorBody } from '../../api/baseApi';
import FormField, { applyServerErrors } from '../../components/FormField';
import { error as errorDialog } from '../../components/dialogs';
import MapPicker, { type LatLng } from '../../components/maps/MapPicker';
import { pointFromGeoJson } from '../../components/maps/VotingCentreMap';
import { translateMaybe } from '../../i18n/translate';
import { areaApi, voterGroupApi } from '../../api/crudApi';
import type { VoterGroup } from './api';
import './voterGroups.css';

export interface VoterGroupValues {
  voter_group_name: string;
  voter_group_description: string;
  area_id: string;
  special_instructions: string;
  /** the location's address (entities location_name) */
  location_name: string;
  location: LatLng | null;
}

const fieldsSchema = voterGroupSchema.pick(['voter_group_name', 'voter_group_description', 'area_id', 'special_instructions']);
const SERVER_FIELDS = ['voter_group_name', 'voter_group_description', 'area_id', 'special_instructions', 'location', 'location_name'];

/** Form values → the body of POST /voters-group/add and PUT /voters-group/update (entities Voter group). */
export function voterGroupBody(v: VoterGroupValues, areaName: string | null) {
  return {
    voter_group_name: v.voter_group_name.trim(),
    voter_group_description: v.voter_group_description.trim(),
    area_id: Number(v.area_id),
    area: areaName,
    special_instructions: v.special_instructions.trim() || null,
    location: v.location ? { type: 'Point' as const, coordinates: [v.location.lng, v.location.lat] as [number, number] } : null,
    location_name: v.location_name.trim(),
  };
}

interface Props {
  group?: VoterGroup;
  onSaved: () => void | Promise<void>;
}

export default function VoterGroupForm({ group, onSaved }: Props) {
  const intl = useIntl();
  const [add] = voterGroupApi.useAddMutation();
  const [update] = voterGroupApi.useUpdateMutation();
  const { data: areaRows = [] } = areaApi.useListQuery();

  const initialValues: VoterGroupValues = {
    voter_group_name: group?.voter_group_name ?? '',
    voter_group_description: group?.voter_group_description ?? '',
    area_id: group?.area_id ? String(group.area_id) : '',
    special_instructions: group?.special_instructions ?? '',
    location_name: group?.location_name ?? '',
    location: pointFromGeoJson(group?.location ?? null),
  };

  const onSubmit = async (values: VoterGroupValues, helpers: FormikHelpers<VoterGroupValues>) => {
    // validation rules Add voters group: an empty location is a "Validation Error" dialog
    if (!values.location_name.trim()) {
      await errorDialog(intl, 'dialog.validationError', 'validation.voterGroupLocation');
      return;
    }
    const areaName = areaRows.find((a) => String(a.id) === values.area_id)?.name ?? group?.area ?? null;
    const body = voterGroupBody(values, areaName);
    try {
      if (group) await update({ id: group.id, body }).unwrap();
      else await add(body).unwrap();
      await onSaved();
    } catch (e) {
      const { msg, errors } = errorBody(e);
      const rest = applyServerErrors(errors, helpers.setFieldError, SERVER_FIELDS);
      console.error('Voter group could not be saved', e);
      if (!errors?.length || rest.length) {
        void errorDialog(intl, 'dialog.error', rest.map((r) => translateMaybe(intl, r.key || r.message)).join('\n') || msg || 'error.generic');
      }
    }
  };

  const areaOptions = areaRows.map((a) => ({ value: String(a.id), label: a.name }));
  // an area deleted since the group was saved stays shown by its name
  if (group?.area_id && group.area && !areaOptions.some((o) => o.value === String(group.area_id))) {
    areaOptions.push({ value: String(group.area_id), label: group.area });
  }

  return (
    <Formik initialValues={initialValues} validationSchema={fieldsSchema} onSubmit={onSubmit}>
      {({ values, errors, isSubmitting, setFieldValue, setFieldError }) => {
        const errorText = (key: keyof VoterGroupValues) => (typeof errors[key] === 'string' ? translateMaybe(intl, errors[key] as string) : undefined);
        return (
          <Form noValidate className="voter-group-form">
            <div className="form-grid">
              <FormField name="voter_group_name" labelKey="voterGroup.name" required />
              <FormField name="area_id" as="select" labelKey="voterGroup.area" options={areaOptions} placeholderKey="voterGroup.chooseArea" required />
            </div>
            <FormField name="voter_group_description" as="textarea" labelKey="voterGroup.description" required />
            <FormField name="special_instructions" as="textarea" labelKey="voterGroup.instructions" />
            <MapPicker
              labelKey="voterGroup.location"
              value={values.location}
              onChange={(p) => {
                void setFieldValue('location', p, false);
                setFieldError('location', undefined);
              }}
              center={MAP_CENTRE}
              zoom={AREA_MAP_ZOOM}
              pickedZoom={PICKED_ZOOM}
              search={{
                labelKey: 'voterGroup.address',
                required: true,
                initialText: initialValues.location_name,
                error: errorText('location_name'),
                onTextChange: (text) => void setFieldValue('location_name', text, false),
                onPick: (place) => void setFieldValue('location_name', place.label, false),
              }}
              error={errorText('location')}
              testId="voter-group-map"
            />
            <div className="form-actions">
              <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                <FormattedMessage id={group ? 'voterGroup.updateButton' : 'voterGroup.addButton'} />
              </button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}

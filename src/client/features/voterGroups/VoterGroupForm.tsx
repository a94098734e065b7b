// The voter group form: name, description, area, special
// instructions and the location picked on a map with place search. Used by /add-voters-group
// and /edit-voters-group/{id}; the caller decides what happens after a save.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { formPages, type RowFormProps } from '../../components/crud/FormPage';
import { voterGroupSchema } from '../../../shared/schemas/voterGroups';
import { AREA_MAP_ZOOM, MAP_CENTRE } from '../../../shared/domain/constants';
import FormField from '../../components/FormField';
import { error as errorDialog } from '../../components/dialogs';
import type { LatLng } from '../../components/maps/MapPicker';
import { pointFromGeoJson } from '../../components/maps/VotingCentreMap';
import { AreaSelect, geoPoint, LocationField, saveOrShowErrors, SubmitButton, useSaveRow } from '../../components/crud/formKit';
import { type VoterGroup, voterGroupApi } from './api';
import './voterGroups.css';
import { areaApi } from '../areas/api';

const FIELDS = ['voter_group_name', 'voter_group_description', 'area_id', 'special_instructions'] as const;
/** The form's values: the schema's fields, then the location's address (location_name) and the point picked on the map. */
export type VoterGroupValues = Record<(typeof FIELDS)[number], string> & { location_name: string; location: LatLng | null };

const fieldsSchema = voterGroupSchema.pick([...FIELDS]);
// the server's errors go onto these fields, the map's included
const SERVER_FIELDS = [...FIELDS, 'location', 'location_name'];

/** Form values → the body of POST /voters-group/add and PUT /voters-group/update. */
export function voterGroupBody(v: VoterGroupValues, areaName: string | null) {
  return {
    voter_group_name: v.voter_group_name.trim(),
    voter_group_description: v.voter_group_description.trim(),
    area_id: Number(v.area_id),
    area: areaName,
    special_instructions: v.special_instructions.trim() || null,
    location: v.location ? geoPoint(v.location) : null,
    location_name: v.location_name.trim(),
  };
}

export default function VoterGroupForm({ row: group, onSaved }: RowFormProps<VoterGroup>) {
  const intl = useIntl();
  const save = useSaveRow(voterGroupApi, group?.id);
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
    // an empty location is a "Validation Error" dialog
    if (!values.location_name.trim()) {
      await errorDialog(intl, 'dialog.validationError', 'validation.voterGroupLocation');
      return;
    }
    const areaName = areaRows.find((a) => String(a.id) === values.area_id)?.name ?? group?.area ?? null;
    const body = voterGroupBody(values, areaName);
    await saveOrShowErrors(intl, helpers.setFieldError, SERVER_FIELDS, async () => {
      await onSaved(await save(body));
    });
  };

  return (
    <Formik initialValues={initialValues} validationSchema={fieldsSchema} onSubmit={onSubmit}>
      <Form noValidate className="voter-group-form">
        <div className="form-grid">
          <FormField name="voter_group_name" labelKey="voterGroup.name" required />
          <AreaSelect prefix="voterGroup" rows={areaRows} stored={{ id: group?.area_id, name: group?.area }} />
        </div>
        <FormField name="voter_group_description" as="textarea" labelKey="voterGroup.description" required />
        <FormField name="special_instructions" as="textarea" labelKey="voterGroup.instructions" />
        <LocationField prefix="voterGroup" pointName="location" addressName="location_name" center={MAP_CENTRE} zoom={AREA_MAP_ZOOM} />
        <SubmitButton labelKey={group ? 'voterGroup.updateButton' : 'voterGroup.addButton'} />
      </Form>
    </Formik>
  );
}

/** /add-voters-group and /edit-voters-group/{id} (with the marker where the group was placed); back to /voters-group. */
export const voterGroupPages = formPages({ prefix: 'voterGroup', listPath: '/voters-group', api: voterGroupApi, Form: VoterGroupForm });

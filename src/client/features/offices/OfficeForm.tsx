// The office form: name, area, in-charges and the location picked on a map
// of India with an address search. Used by /add-office, /edit-office/{id} and onboarding step 2;
// the caller decides what happens after a save.
import { useEffect } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { formPages, type RowFormProps } from '../../components/crud/FormPage';
import { officeSchema } from '../../../shared/schemas/offices';
import { COUNTRY_ZOOM, INDIA_CENTRE } from '../../../shared/domain/constants';
import FormField from '../../components/FormField';
import { error as errorDialog } from '../../components/dialogs';
import type { LatLng } from '../../components/maps/MapPicker';
import { pointFromGeoJson } from '../../components/maps/VotingCentreMap';
import { AreaSelect, geoPoint, LocationField, saveOrShowErrors, SubmitButton, useSaveRow } from '../../components/crud/formKit';
import type { Office } from '../../../shared/api/offices';
import './offices.css';
import '../../components/crud/crud.css';
import { personName, useUsersListQuery } from '../users/api';
import { areaApi } from '../areas/api';
import { officeApi } from './api';

const FIELDS = ['office_name', 'area_id', 'primary_incharge', 'secondary_incharge'] as const;
/** The form's values: the schema's fields, then the address and the point picked on the map. */
export type OfficeValues = Record<(typeof FIELDS)[number], string> & { address: string; location: LatLng | null };

const fieldsSchema = officeSchema.pick([...FIELDS]);
// the server's errors go onto these fields, the map's included
const SERVER_FIELDS = [...FIELDS, 'location', 'address'];

/** Form values → the body of POST /office/add and PUT /office/update. */
export function officeBody(v: OfficeValues & { location: LatLng }, areaName: string | null, teams: number[] = []) {
  const address = v.address.trim();
  return {
    office_name: v.office_name.trim(),
    area_id: Number(v.area_id),
    area: areaName,
    primary_incharge: Number(v.primary_incharge),
    secondary_incharge: v.secondary_incharge ? Number(v.secondary_incharge) : null,
    location: geoPoint(v.location),
    address,
    // entities: the location name is the address
    location_name: address,
    teams,
  };
}

/** The same person cannot be both in-charges: choosing the secondary as primary clears the secondary. */
function DistinctIncharges() {
  const { values, setFieldValue } = useFormikContext<OfficeValues>();
  useEffect(() => {
    if (values.primary_incharge && values.primary_incharge === values.secondary_incharge) void setFieldValue('secondary_incharge', '');
  }, [values.primary_incharge, values.secondary_incharge, setFieldValue]);
  return null;
}

export default function OfficeForm({ row: office, onSaved }: RowFormProps<Office, { msg: string; office?: Office }>) {
  const intl = useIntl();
  const save = useSaveRow(officeApi, office?.id);
  const { data: areaRows = [] } = areaApi.useListQuery();
  const { data: users = [] } = useUsersListQuery();

  const initialValues: OfficeValues = {
    office_name: office?.office_name ?? '',
    area_id: office?.area_id ? String(office.area_id) : '',
    primary_incharge: office?.primary_incharge ? String(office.primary_incharge) : '',
    secondary_incharge: office?.secondary_incharge ? String(office.secondary_incharge) : '',
    address: office?.address ?? office?.location_name ?? '',
    location: pointFromGeoJson(office?.location ?? null),
  };

  const onSubmit = async (values: OfficeValues, helpers: FormikHelpers<OfficeValues>) => {
    // the two checks are dialogs titled "Validation Error"
    if (!values.location) {
      await errorDialog(intl, 'dialog.validationError', 'validation.officeLocation');
      return;
    }
    if (!values.address.trim()) {
      await errorDialog(intl, 'dialog.validationError', 'validation.officeAddress');
      return;
    }
    const areaName = areaRows.find((a) => String(a.id) === values.area_id)?.name ?? office?.area ?? null;
    const body = officeBody({ ...values, location: values.location }, areaName, office?.teams ?? []);
    await saveOrShowErrors(intl, helpers.setFieldError, SERVER_FIELDS, async () => {
      const answer = await save(body);
      await onSaved(answer as { msg: string; office?: Office });
    });
  };

  return (
    <Formik initialValues={initialValues} validationSchema={fieldsSchema} onSubmit={onSubmit}>
      {({ values }) => {
        const userOptions = users.map((u) => ({ value: String(u.id), label: personName(u) }));
        return (
          <Form noValidate className="office-form page-form">
            <div className="form-grid">
              <FormField name="office_name" labelKey="office.name" required />
              <AreaSelect prefix="office" rows={areaRows} stored={{ id: office?.area_id, name: office?.area }} />
              <FormField
                name="primary_incharge"
                as="select"
                labelKey="office.primaryIncharge"
                options={userOptions}
                placeholderKey="office.chooseIncharge"
                required
              />
              <FormField
                name="secondary_incharge"
                as="select"
                labelKey="office.secondaryIncharge"
                options={userOptions.filter((o) => o.value !== values.primary_incharge)}
                placeholderKey="office.noSecondary"
              />
            </div>
            <DistinctIncharges />
            <LocationField prefix="office" pointName="location" addressName="address" center={INDIA_CENTRE} zoom={COUNTRY_ZOOM} />
            <SubmitButton labelKey={office ? 'office.updateButton' : 'office.addButton'} />
          </Form>
        );
      }}
    </Formik>
  );
}

/** /add-office and /edit-office/{id}: after a save, "Office added/updated successfully!" and back to /office. */
export const officePages = formPages({ prefix: 'office', listPath: '/office', api: officeApi, Form: OfficeForm });

// The organisation form of the super admin: sign-up of an organisation and
// its first admin, and the edit of both. Validation is the shared schema the server uses too.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { organisationSchema, organisationUpdateSchema } from '../../../shared/schemas/organisation';
import { Gender, InstallationType } from '../../../shared/domain/constants';
import { normalisePhone } from '../../../shared/phone';
import { errorBody } from '../../api/baseApi';
import { SubmitButton, type PersonValues, emptyPerson } from '../../components/crud/formKit';
import FormField, { applyServerErrors, PhoneField, PasswordField } from '../../components/FormField';
import ImageField from '../../components/ImageField';
import { translateMaybe } from '../../i18n/translate';
import type { OrganisationBody } from './api';
import '../../components/crud/crud.css';

export interface OrganisationValues extends PersonValues {
  installation_type: string;
  organization_full_name: string;
  organization_short_name: string;
  /** A data URL once a new image is chosen; empty otherwise. */
  organization_symbol: string;
  organization_election_symbol: string;
  admin_id?: number;
}

export const emptyOrganisation: OrganisationValues = {
  installation_type: '',
  organization_full_name: '',
  organization_short_name: '',
  ...emptyPerson,
  organization_symbol: '',
  organization_election_symbol: '',
};

const FIELDS = Object.keys(emptyOrganisation).concat('admin_id');

/** Form values → request body: numbers as numbers, the phone normalised, unchanged images and an empty password left out. */
export function toBody(v: OrganisationValues): OrganisationBody {
  const body: OrganisationBody = {
    installation_type: Number(v.installation_type),
    organization_full_name: v.organization_full_name.trim(),
    organization_short_name: v.organization_short_name.trim(),
    f_name: v.f_name.trim(),
    l_name: v.l_name.trim(),
    phone_no: normalisePhone(v.phone_no),
    email: v.email.trim().toLowerCase(),
    gender: Number(v.gender),
  };
  if (v.password) body.password = v.password;
  if (v.organization_symbol.startsWith('data:')) body.organization_symbol = v.organization_symbol;
  if (v.organization_election_symbol.startsWith('data:')) body.organization_election_symbol = v.organization_election_symbol;
  return body;
}

const installationOptions = [
  { value: InstallationType.Loksevak, label: 'org.typeLoksevak' },
  { value: InstallationType.Survey, label: 'org.typeSurvey' },
];
const genderOptions = [
  { value: Gender.Male, label: 'gender.male' },
  { value: Gender.Female, label: 'gender.female' },
  { value: Gender.Other, label: 'gender.other' },
];

interface Props {
  mode: 'create' | 'edit';
  initialValues: OrganisationValues;
  /** Stored symbols (edit) and their organisation, shown until new ones are chosen. */
  currentSymbols?: { organisation: number; organization_symbol: string | null; organization_election_symbol: string | null };
  /** Sends the body; throws the RTK Query error on failure. */
  submit: (body: OrganisationBody) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
}

/** Statuses whose errors[] the form maps onto its fields (the server answers 400 and 409 too). */
const FIELD_ERROR_STATUSES = [400, 403, 409, 422];

export default function OrganisationForm({ mode, initialValues, currentSymbols, submit, onSaved, onCancel }: Props) {
  const intl = useIntl();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (values: OrganisationValues, helpers: FormikHelpers<OrganisationValues>) => {
    setFormError(null);
    const phone = normalisePhone(values.phone_no);
    if (phone !== values.phone_no) helpers.setFieldValue('phone_no', phone, false);
    try {
      await submit(toBody(values));
      onSaved();
    } catch (e) {
      const status = (e as { status?: unknown }).status;
      const body = errorBody(e);
      if (typeof status === 'number' && FIELD_ERROR_STATUSES.includes(status)) {
        // Errors on a field of the form go under it; any other (or a bare msg) above the buttons.
        const lines = applyServerErrors(body.errors, helpers.setFieldError, FIELDS).map((r) => translateMaybe(intl, r.key || r.message));
        if (!body.errors?.length && (body.key || body.msg)) lines.push(translateMaybe(intl, body.key || body.msg || ''));
        setFormError(lines.length ? lines.join('\n') : null);
      } else {
        // other sign-up errors are only logged.
        console.error('Organisation could not be saved', e);
      }
    }
  };

  const schema = mode === 'create' ? organisationSchema : organisationUpdateSchema;

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit} enableReinitialize>
      {() => (
        <Form noValidate className="organisation-form page-form">
          <div className="form-grid">
            <FormField
              name="installation_type"
              as="select"
              labelKey="org.installationType"
              options={installationOptions}
              placeholderKey="org.chooseType"
              required
            />
            <FormField name="organization_full_name" labelKey="org.fullName" required />
            <FormField name="organization_short_name" labelKey="org.shortName" required />
            <FormField name="f_name" labelKey="org.firstName" autoComplete="given-name" required />
            <FormField name="l_name" labelKey="org.lastName" autoComplete="family-name" />
            <PhoneField labelKey="org.phone" autoComplete="tel" />
            <FormField name="email" type="email" labelKey="org.email" autoComplete="off" required />
            <PasswordField labelKey="org.password" editing={mode === 'edit'} required={mode === 'create'} />
            <FormField name="gender" as="select" labelKey="org.gender" options={genderOptions} placeholderKey="org.chooseGender" required />
          </div>
          <div className="form-grid">
            <ImageField
              name="organization_symbol"
              labelKey="org.symbol"
              current={currentSymbols?.organization_symbol}
              owner={{ organisation: currentSymbols?.organisation }}
            />
            <ImageField
              name="organization_election_symbol"
              labelKey="org.electionSymbol"
              current={currentSymbols?.organization_election_symbol}
              owner={{ organisation: currentSymbols?.organisation }}
            />
          </div>
          {formError && (
            <div className="alert alert-danger" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {formError}
            </div>
          )}
          <SubmitButton labelKey={mode === 'create' ? 'org.submitRegister' : 'org.submitUpdate'} onCancel={onCancel} />
        </Form>
      )}
    </Formik>
  );
}

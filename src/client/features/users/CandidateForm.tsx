// The registration form of a user or candidate: every field and the role's
// dependencies. Used by /sign-up, /edit-candidate/{id} and onboarding step 3; the caller decides
// what happens after a save. Validation is the shared schema the server runs, with the chosen
// role as its context.
import { useEffect, useId, useMemo, useRef } from 'react';
import { Form, Formik, useField, useFormikContext, yupToFormErrors, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { formPages } from '../../components/crud/FormPage';
import { ValidationError } from 'yup';
import { candidateSchema, type CandidateContext } from '../../../shared/schemas/users';
import { Gender, InstallationType, ONBOARDING_DONE_STEP, RoleType, isProtectedName } from '../../../shared/domain/constants';
import { normalisePhone } from '../../../shared/phone';
import { errorBody } from '../../api/baseApi';
import { SubmitButton, type PersonValues, emptyPerson } from '../../components/crud/formKit';
import FormField, { applyServerErrors, Labelled, PhoneField, PasswordField } from '../../components/FormField';
import ImageField from '../../components/ImageField';
import { error as errorDialog } from '../../components/dialogs';
import { translateMaybe, useT } from '../../i18n/translate';
import { useAppSelector } from '../../store/hooks';
import { type Candidate, type RoleOption, personName, useCandidateDropdownListQuery, useUsersListQuery, candidateApi } from './api';
// the kit's list and card styles (card-head, row actions, fieldsets)
import '../../components/crud/crud.css';
import './users.css';
import { partLabel } from '../../components/voterText';
import { isCandidateRole, isNoLoginRole } from '../../../shared/domain/roles';
import { isImageData } from '../../../shared/images';
import { usePartnoListQuery, type PartOption } from '../voters/partsApi';
import { officeApi } from '../offices/api';
import { roleApi } from '../roles/api';

export interface CandidateValues extends PersonValues {
  reporting_to: string;
  candidate_id: string;
  office: string;
  role_id: string;
  special_note: string;
  /** data URLs of newly chosen images; '' keeps the stored one */
  profile_picture: string;
  adharcard_picture: string;
  slip_image: string;
  partno_list: string[];
  phone_visibility: boolean;
  /** shown checked, not enforced, not sent */
  agree_terms: boolean;
}

export const emptyCandidate: CandidateValues = {
  reporting_to: '',
  candidate_id: '',
  ...emptyPerson,
  office: '',
  role_id: '',
  special_note: '',
  profile_picture: '',
  adharcard_picture: '',
  slip_image: '',
  partno_list: [],
  phone_visibility: false,
  agree_terms: true,
};

/** The stored partno_list (an array, or JSON text of one) as the form's strings. */
export function partsOf(v: Candidate['partno_list']): string[] {
  let list: unknown = v;
  if (typeof v === 'string') {
    try {
      list = JSON.parse(v);
    } catch {
      list = [];
    }
  }
  return Array.isArray(list) ? list.map((p) => String(p)) : [];
}

export function candidateValues(c: Candidate): CandidateValues {
  return {
    ...emptyCandidate,
    reporting_to: c.reporting_to ? String(c.reporting_to) : '',
    candidate_id: c.candidate_id ? String(c.candidate_id) : '',
    f_name: c.f_name ?? '',
    l_name: c.l_name ?? '',
    // a candidate's edit shows the number with its +91
    phone_no: normalisePhone(c.phone_no),
    email: c.email ?? '',
    gender: c.gender ? String(c.gender) : '',
    office: c.office ? String(c.office) : '',
    role_id: c.role_id ? String(c.role_id) : '',
    special_note: c.special_note ?? '',
    partno_list: partsOf(c.partno_list),
    phone_visibility: Number(c.phone_visibility) === 1,
  };
}

export interface BodyContext {
  role: RoleOption | null;
  installationType: number | null;
  orgId: number | null;
  /** the Candidate select is offered (installation type 1 at step 4) */
  withCandidate: boolean;
  update: boolean;
}

/** Form values → the registration payload. */
export function candidateBody(v: CandidateValues, ctx: BodyContext): Record<string, unknown> {
  const noLogin = isNoLoginRole(ctx.role);
  const body: Record<string, unknown> = {
    installation_type: ctx.installationType,
    org_id: ctx.orgId,
    reporting_to: v.reporting_to ? Number(v.reporting_to) : null,
    f_name: v.f_name.trim(),
    l_name: v.l_name.trim(),
    phone_no: normalisePhone(v.phone_no),
    gender: v.gender ? Number(v.gender) : '',
    office: v.office ? Number(v.office) : '',
    role_id: v.role_id ? Number(v.role_id) : '',
    special_note: v.special_note.trim(),
    partno_list: JSON.stringify(v.partno_list.map(Number)),
  };
  if (ctx.withCandidate && !ctx.update) body.candidate_id = v.candidate_id ? Number(v.candidate_id) : null;
  if (!noLogin) {
    body.email = v.email.trim().toLowerCase();
    if (v.password || !ctx.update) body.password = v.password;
  } else {
    // entities: sent only for roles of type 2
    body.phone_visibility = v.phone_visibility ? 1 : 0;
  }
  for (const key of ['profile_picture', 'adharcard_picture'] as const) if (isImageData(v[key])) body[key] = v[key];
  if (isCandidateRole(ctx.role) && isImageData(v.slip_image)) body.slip_image = v.slip_image;
  return body;
}

const SERVER_FIELDS = Object.keys(emptyCandidate);
const genderOptions = [
  { value: Gender.Male, label: 'gender.male' },
  { value: Gender.Female, label: 'gender.female' },
  { value: Gender.Other, label: 'gender.other' },
];

/** states: a role of type 2 has no login, so its email and password are cleared. */
function ClearLoginForNoLoginRole({ role }: { role: RoleOption | null }) {
  const { setFieldValue } = useFormikContext<CandidateValues>();
  const noLogin = isNoLoginRole(role);
  useEffect(() => {
    if (!noLogin) return;
    void setFieldValue('email', '', false);
    void setFieldValue('password', '', false);
  }, [noLogin, setFieldValue]);
  return null;
}

function PartsField({ parts, loading }: { parts: PartOption[]; loading: boolean }) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const [field, meta, helpers] = useField<string[]>('partno_list');
  const value = field.value ?? [];
  const toggle = (p: string) => helpers.setValue(value.includes(p) ? value.filter((x) => x !== p) : [...value, p]);
  const error = meta.error ? translateMaybe(intl, String(meta.error)) : '';
  return (
    <fieldset className="form-group parts-field" aria-describedby={`${id}-count`}>
      <legend className="form-label">{t('candidate.parts')}</legend>
      {parts.length === 0 ? (
        <p className="muted">
          <FormattedMessage id={loading ? 'common.loading' : 'candidate.noParts'} />
        </p>
      ) : (
        <div className="parts-grid" role="group">
          {parts.map((p) => (
            <label key={p.partno} className="checkbox">
              <input type="checkbox" value={p.partno} checked={value.includes(String(p.partno))} onChange={() => toggle(String(p.partno))} />
              <span>{partLabel(p, intl.locale)}</span>
            </label>
          ))}
        </div>
      )}
      <div id={`${id}-count`} className="form-hint">
        <FormattedMessage id="candidate.partsChosen" values={{ n: String(value.length) }} />
      </div>
      {error && (
        <div className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}

function CheckboxField({ name, labelKey }: { name: 'phone_visibility' | 'agree_terms'; labelKey: string }) {
  const [field] = useField({ name, type: 'checkbox' });
  return (
    <div className="form-group">
      <label className="checkbox">
        <input type="checkbox" {...field} /> <FormattedMessage id={labelKey} />
      </label>
    </div>
  );
}

interface Props {
  /** The stored user (edit); absent when registering. */
  row?: Candidate;
  /** Onboarding step 3: only the role named Candidate is offered. */
  onlyCandidateRole?: boolean;
  onSaved: (answer: { msg: string; candidate?: { id: number } }) => void | Promise<void>;
  onCancel?: () => void;
}

export default function CandidateForm({ row: candidate, onlyCandidateRole = false, onSaved, onCancel }: Props) {
  const intl = useIntl();
  const auth = useAppSelector((s) => s.auth);
  const [add] = candidateApi.useAddMutation();
  const [update] = candidateApi.useUpdateMutation();
  const { data: allRoles = [] } = roleApi.useListQuery();
  const { data: offices = [] } = officeApi.useListQuery();
  const { data: users = [] } = useUsersListQuery();
  const update_ = Boolean(candidate);
  // screens/states: installation type 1 at step 4 picks the candidate the user works for
  const withCandidate = auth.installation_type === InstallationType.Loksevak && (auth.steps ?? 0) >= ONBOARDING_DONE_STEP && !update_;
  const { data: candidates = [] } = useCandidateDropdownListQuery(undefined, { skip: !withCandidate });
  const acno = auth.defaultacno;
  const parts = usePartnoListQuery({ acno: acno ?? 0 }, { skip: acno == null });
  const loggedNoAcno = useRef(false);
  useEffect(() => {
    // a missing default constituency is only logged, and the list is not loaded
    if (acno == null && !loggedNoAcno.current) {
      loggedNoAcno.current = true;
      console.error('No default constituency number: the part list is not loaded');
    }
  }, [acno]);

  const roles = useMemo(() => {
    const usable = allRoles.filter((r) => r.status !== 0 && !isProtectedName(r.name));
    if (onlyCandidateRole) return usable.filter(isCandidateRole);
    // a user's current role stays selectable on edit even if it is no longer active
    const current = candidate?.role_id ? allRoles.find((r) => r.id === candidate.role_id) : undefined;
    return current && !usable.includes(current) ? [...usable, current] : usable;
  }, [allRoles, onlyCandidateRole, candidate?.role_id]);

  const initialValues = useMemo<CandidateValues>(() => (candidate ? candidateValues(candidate) : emptyCandidate), [candidate]);
  const roleOf = (values: CandidateValues) => allRoles.find((r) => String(r.id) === values.role_id) ?? null;
  const bodyContext = (values: CandidateValues): BodyContext => ({
    role: roleOf(values),
    installationType: auth.installation_type,
    orgId: auth.orgId,
    withCandidate,
    update: update_,
  });
  const schemaContext = (values: CandidateValues): CandidateContext => {
    const role = roleOf(values);
    // a login user being edited has a password already; an empty field keeps it
    return { roleType: role?.type, roleName: role?.name, update: update_, hasPassword: update_ && candidate?.role_type !== RoleType.NoLogin };
  };

  const validate = async (values: CandidateValues) => {
    try {
      await candidateSchema.validate(candidateBody(values, bodyContext(values)), { abortEarly: false, context: schemaContext(values) });
      return {};
    } catch (e) {
      if (e instanceof ValidationError) return yupToFormErrors(e);
      throw e;
    }
  };

  const onSubmit = async (values: CandidateValues, helpers: FormikHelpers<CandidateValues>) => {
    const body = candidateBody(values, bodyContext(values));
    try {
      const answer = candidate ? await update({ id: candidate.id, body }).unwrap() : await add(body).unwrap();
      await onSaved(answer as { msg: string; candidate?: { id: number } });
    } catch (e) {
      // A refused field says so once, next to itself; what belongs to no field of the form goes
      // to an "Error" popup, the messages joined with line breaks.
      const body = errorBody(e);
      const rest = applyServerErrors(body.errors, helpers.setFieldError, SERVER_FIELDS);
      if (body.errors?.length && !rest.length) return;
      if (rest.length) {
        void errorDialog(intl, 'dialog.error', rest.map((r) => translateMaybe(intl, r.key || r.message)).join('\n'));
        return;
      }
      // an edit refused as a whole (e.g. a role above the editor's) says the server's reason
      void errorDialog(intl, 'dialog.error', candidate && body.key ? body : 'candidate.registerFailed');
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={onSubmit} enableReinitialize>
      {({ values }) => {
        const role = roleOf(values);
        const noLogin = isNoLoginRole(role);
        const showParts = noLogin || !role;
        const officeOptions = offices.map((o) => ({ value: String(o.id), label: o.office_name }));
        const userOptions = users.filter((u) => u.id !== candidate?.id).map((u) => ({ value: String(u.id), label: personName(u) }));
        return (
          <Form noValidate className="candidate-form page-form">
            <ClearLoginForNoLoginRole role={role} />
            <div className="form-grid">
              <Labelled htmlFor="candidate-organization" labelKey="candidate.organization">
                <input
                  id="candidate-organization"
                  className="form-control"
                  value={candidate?.organization_full_name ?? auth.organization_full_name ?? ''}
                  readOnly
                />
              </Labelled>
              <FormField name="reporting_to" as="select" labelKey="candidate.reportingTo" options={userOptions} placeholderKey="candidate.nobody" />
              {withCandidate && (
                <FormField
                  name="candidate_id"
                  as="select"
                  labelKey="candidate.candidate"
                  options={candidates.map((c) => ({ value: String(c.id), label: personName(c) }))}
                  placeholderKey="candidate.chooseCandidate"
                />
              )}
              <FormField name="f_name" labelKey="candidate.firstName" autoComplete="off" required />
              <FormField name="l_name" labelKey="candidate.lastName" autoComplete="off" />
              <PhoneField labelKey="candidate.phone" />
              <FormField
                name="role_id"
                as="select"
                labelKey="candidate.role"
                options={roles.map((r) => ({ value: String(r.id), label: r.name }))}
                placeholderKey="candidate.chooseRole"
                required
              />
              {!noLogin && (
                <>
                  <FormField name="email" type="email" labelKey="candidate.email" autoComplete="off" required />
                  <PasswordField labelKey="candidate.password" editing={update_} required={!update_ || candidate?.role_type === RoleType.NoLogin} />
                </>
              )}
              <FormField name="gender" as="select" labelKey="candidate.gender" options={genderOptions} placeholderKey="candidate.chooseGender" required />
              <FormField name="office" as="select" labelKey="candidate.office" options={officeOptions} placeholderKey="candidate.chooseOffice" required />
            </div>
            <FormField name="special_note" as="textarea" labelKey="candidate.specialNote" />
            {showParts && <PartsField parts={parts.data ?? []} loading={parts.isLoading} />}
            {noLogin && <CheckboxField name="phone_visibility" labelKey="candidate.phoneVisibility" />}
            <div className="form-grid">
              <ImageField name="adharcard_picture" labelKey="candidate.aadhaar" current={candidate?.adharcard_picture} />
              <ImageField name="profile_picture" labelKey="candidate.profilePhoto" current={candidate?.profile_picture} />
              {isCandidateRole(role) && <ImageField name="slip_image" labelKey="candidate.slipImage" current={candidate?.slip_image} />}
            </div>
            <CheckboxField name="agree_terms" labelKey="candidate.agreeTerms" />
            <SubmitButton labelKey={update_ ? 'candidate.updateButton' : 'candidate.registerButton'} onCancel={onCancel} />
          </Form>
        );
      }}
    </Formik>
  );
}

/**
 * /sign-up ("User Registration": a user or candidate of the organisation; "Registered
 * successfully!") and /edit-candidate/{id}; both lead to the list at /candidates.
 */
export const candidatePages = formPages({
  prefix: 'candidate',
  listPath: '/candidates',
  api: candidateApi,
  Form: CandidateForm,
  // a registration after the onboarding says so twice, as the onboarding's own one does not
  add: {
    titleKey: 'candidate.registerTitle',
    subtitleKey: 'candidate.registerSubtitle',
    back: false,
    savedKey: ['candidate.registered', 'candidate.youRegistered'],
  },
});

// What every domain form shares: the save that puts the server's refusals on their fields, a
// modal of one such form, the submit button that is disabled while saving, a location picked on a
// map and named by a place search (both formik fields), and the area dropdown (the areas' list is
// the areas feature's).
import type { ReactNode } from 'react';
import { Form, Formik, useFormikContext, yupToFormErrors, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { ValidationError, type InferType, type Schema } from 'yup';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { errorBody } from '../../api/baseApi';
import { kebab } from './FormPage';
import FormField, { applyServerErrors } from '../FormField';
import Modal, { ModalActions } from '../Modal';
import { error as errorDialog, success } from '../dialogs';
import MapPicker, { type LatLng } from '../maps/MapPicker';
import { PICKED_ZOOM } from '../../../shared/domain/constants';
import type { GeoPoint } from '../../../shared/geo';
import { translateMaybe } from '../../i18n/translate';
import type { Option } from '../FormField';

/**
 * A Formik validate that checks the body the form will send (`bodyOf` its values) by the shared
 * rule, each refusal under its field: for a form whose body is not its values as they stand.
 */
export const validateBody =
  <V,>(schema: Schema, bodyOf: (values: V) => unknown = (values) => values) =>
  async (values: V): Promise<FormikErrors<V>> => {
    try {
      await schema.validate(bodyOf(values), { abortEarly: false });
      return {};
    } catch (e) {
      if (e instanceof ValidationError) return yupToFormErrors<V>(e);
      throw e;
    }
  };

/**
 * A form checked and sent by one shared rule (a modal's): `validate` checks the body it will send,
 * `onSubmit` sends the rule's own reading of it (numbers, upper-case codes, as the server will read
 * them). A refusal goes under its fields (or is said by `failedKey`); a save that went through
 * calls `onSaved` and says `savedKey` in the success dialog.
 */
export function useRuleForm<V, S extends Schema>(opts: {
  schema: S;
  fields: readonly string[];
  /** the body the form sends, when it is not its values as they stand */
  bodyOf?: (values: V) => unknown;
  save: (body: InferType<S>) => Promise<unknown>;
  failedKey: string;
  savedKey: string;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const { schema, fields, bodyOf = (values: V) => values, save, failedKey, savedKey, onSaved } = opts;
  const onSubmit = async (values: V, helpers: FormikHelpers<V>) => {
    const body = schema.cast(bodyOf(values), { stripUnknown: true }) as InferType<S>;
    if (!(await saveOrShowErrors(intl, helpers.setFieldError, fields, () => save(body), { failedKey }))) return;
    onSaved();
    void success(intl, 'dialog.success', savedKey);
  };
  return { validate: validateBody<V>(schema, bodyOf), onSubmit };
}

/** What `useRuleForm` gives a form: its validate and its submit. */
export type RuleForm<V> = ReturnType<typeof useRuleForm<V, Schema>>;

/**
 * A modal holding one rule form (`useRuleForm`'s validate and submit): its fields, then Cancel
 * and Save, Save disabled while `saving`. `children` may read the form's values (fields a choice
 * makes required).
 */
export function RuleFormModal<V extends FormikValues>({
  title,
  initialValues,
  form,
  saving,
  saveTestId,
  className = 'page-form',
  onClose,
  children,
}: {
  title: string;
  initialValues: V;
  form: RuleForm<V>;
  saving: boolean;
  saveTestId: string;
  className?: string;
  onClose: () => void;
  children: ReactNode | ((values: V) => ReactNode);
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <Formik initialValues={initialValues} validate={form.validate} onSubmit={form.onSubmit}>
        {({ values }) => (
          <Form noValidate className={className}>
            {typeof children === 'function' ? children(values) : children}
            <ModalActions onClose={onClose} cancel>
              <button type="submit" className="btn btn-primary" disabled={saving} data-testid={saveTestId}>
                <FormattedMessage id="common.save" />
              </button>
            </ModalActions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

/** A person's fields as a form holds them (an organisation's admin, a user or candidate). */
export interface PersonValues {
  f_name: string;
  l_name: string;
  phone_no: string;
  email: string;
  /** empty keeps the stored password when editing */
  password: string;
  gender: string;
}

export const emptyPerson: PersonValues = { f_name: '', l_name: '', phone_no: '', email: '', password: '', gender: '' };

/**
 * Runs a save. When the server refuses, its errors go onto the named fields (by code) and what
 * no field can show is said in an error dialog. Answers whether the save went through. With
 * `failedKey`, a refusal no field shows is said by the answer's own message key (translated),
 * or by `failedKey` when the answer has none (no network), rather than by its English text.
 */
export async function saveOrShowErrors(
  intl: IntlShape,
  setFieldError: (field: string, message: string | undefined) => void,
  fields: readonly string[],
  save: () => Promise<unknown>,
  opts: { failedKey?: string } = {},
): Promise<boolean> {
  try {
    await save();
    return true;
  } catch (e) {
    const body = errorBody(e);
    const rest = applyServerErrors(body.errors, setFieldError, [...fields]);
    if (!body.errors?.length || rest.length) {
      const text = rest.map((r) => translateMaybe(intl, r.key || r.message)).join('\n');
      if (text) void errorDialog(intl, 'dialog.error', text);
      else if (opts.failedKey) void errorDialog(intl, 'dialog.error', body.key ? body : opts.failedKey);
      else void errorDialog(intl, 'dialog.error', body.msg || 'error.generic');
    }
    return false;
  }
}

/** The form's submit button (Add … / Update …) and, when given, Cancel; both disabled while the save runs. */
export function SubmitButton({ labelKey, onCancel }: { labelKey: string; onCancel?: () => void }) {
  const { isSubmitting } = useFormikContext();
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        <FormattedMessage id={labelKey} />
      </button>
      {onCancel && (
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={isSubmitting}>
          <FormattedMessage id="common.cancel" />
        </button>
      )}
    </div>
  );
}

/** A formik field's error, translated, once the field may show it. */
export function useFieldErrorText() {
  const intl = useIntl();
  const { errors } = useFormikContext<Record<string, unknown>>();
  return (name: string) => {
    const e = errors[name];
    return typeof e === 'string' ? translateMaybe(intl, e) : undefined;
  };
}

/**
 * A point on a map (formik field `pointName`) with the place search above it, whose text is the
 * address field `addressName`: picking a place moves the marker and fills the address.
 */
export function LocationField({
  prefix,
  pointName,
  addressName,
  center,
  zoom,
}: {
  /** the domain's catalogue prefix: labels `<prefix>.location` and `<prefix>.address`, test id `<prefix>-map` */
  prefix: string;
  pointName: string;
  addressName: string;
  center: LatLng;
  zoom: number;
}) {
  const { values, initialValues, setFieldValue, setFieldError } = useFormikContext<Record<string, unknown>>();
  const errorText = useFieldErrorText();
  return (
    <MapPicker
      labelKey={`${prefix}.location`}
      value={(values[pointName] as LatLng | null) ?? null}
      onChange={(p) => {
        void setFieldValue(pointName, p, false);
        setFieldError(pointName, undefined);
      }}
      center={center}
      zoom={zoom}
      pickedZoom={PICKED_ZOOM}
      search={{
        labelKey: `${prefix}.address`,
        required: true,
        initialText: String(initialValues[addressName] ?? ''),
        error: errorText(addressName),
        onTextChange: (text) => void setFieldValue(addressName, text, false),
        onPick: (place) => void setFieldValue(addressName, place.label, false),
      }}
      error={errorText(pointName)}
      testId={`${kebab(prefix)}-map`}
    />
  );
}

/** The area dropdown of a domain form (field area_id): `<prefix>.area`, empty option `<prefix>.chooseArea`. */
export function AreaSelect({
  prefix,
  rows,
  stored,
}: {
  prefix: string;
  rows: readonly { id: number; name: string }[];
  stored?: { id?: number | null; name?: string | null };
}) {
  const options = areaOptions(rows, stored);
  return <FormField name="area_id" as="select" labelKey={`${prefix}.area`} options={options} placeholderKey={`${prefix}.chooseArea`} required />;
}

/**
 * A dropdown of fixed choices outside a form (a list's filter or a print's language), each named by
 * the catalogue as `<prefix>.<choice>`; with `everyKey`, an empty choice (every one) comes first.
 */
export function ChoiceSelect<C extends string>({
  id,
  value,
  choices,
  prefix,
  everyKey,
  onChange,
}: {
  id: string;
  value: C | '';
  choices: readonly C[];
  prefix: string;
  everyKey?: string;
  onChange: (value: C | '') => void;
}) {
  const intl = useIntl();
  return (
    <select id={id} className="form-control" value={value} onChange={(e) => onChange(e.target.value as C | '')}>
      {everyKey && <option value="">{intl.formatMessage({ id: everyKey })}</option>}
      {choices.map((c) => (
        <option key={c} value={c}>
          {intl.formatMessage({ id: `${prefix}.${c}` })}
        </option>
      ))}
    </select>
  );
}

/** The organisation's areas as dropdown options; a stored area deleted since stays shown by its name. */
export function areaOptions(rows: readonly { id: number; name: string }[], stored?: { id?: number | null; name?: string | null }): Option[] {
  const options: Option[] = rows.map((a) => ({ value: String(a.id), label: a.name }));
  if (stored?.id && stored.name && !options.some((o) => o.value === String(stored.id))) options.push({ value: String(stored.id), label: stored.name });
  return options;
}

/** A Leaflet point of GeoJSON ([lng, lat]) for the server. */
export const geoPoint = (p: LatLng): GeoPoint => ({ type: 'Point', coordinates: [p.lng, p.lat] });

type Trigger<A> = (arg: A) => { unwrap: () => Promise<unknown> };

/** A domain form's save: the update of the stored row when it edits one, the add otherwise. */
export function useSaveRow<B>(
  api: { useAddMutation: () => readonly [Trigger<B>, unknown]; useUpdateMutation: () => readonly [Trigger<{ id: number; body: B }>, unknown] },
  id: number | undefined,
) {
  const [add] = api.useAddMutation();
  const [update] = api.useUpdateMutation();
  return (body: B) => (id ? update({ id, body }) : add(body)).unwrap();
}

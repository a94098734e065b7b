// formik bindings of FieldGroup: one labelled control with its error under it. Errors may be i18n keys (the
// shared yup schemas and the server's errors[].key) or plain text (errors[].message).
import { useField, useFormikContext } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalisePhone } from '../../shared/phone';
import { translateMaybe } from '../i18n/translate';
import { controlProps, FieldGroup, RequiredMark } from './FieldGroup';

export { applyServerErrors, RequiredMark, type ServerFieldError } from './FieldGroup';

export interface Option {
  value: string | number;
  /** i18n key or ready text. */
  label: string;
}

type Props = {
  name: string;
  /** i18n key of the label. */
  labelKey: string;
  as?: 'input' | 'select' | 'textarea';
  type?: string;
  options?: Option[];
  /** i18n key of the empty select option. */
  placeholderKey?: string;
  required?: boolean;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'as' | 'type' | 'required'>;

export default function FormField({ name, labelKey, as = 'input', type = 'text', options, placeholderKey, required, hint, className, ...rest }: Props) {
  const intl = useIntl();
  const [field, meta] = useField(name);
  const id = useId();
  const error = meta.touched && meta.error ? translateMaybe(intl, meta.error) : '';
  const common = { ...field, value: field.value ?? '', ...controlProps(id, error, required, className) };
  let control: ReactNode;
  if (as === 'select') {
    control = (
      <select {...common}>
        {placeholderKey && <option value="">{intl.formatMessage({ id: placeholderKey })}</option>}
        <Options options={options ?? []} />
      </select>
    );
  } else if (as === 'textarea') {
    control = <textarea {...common} rows={3} />;
  } else {
    const placeholder = rest.placeholder;
    control = <input {...common} {...rest} type={type} placeholder={placeholder} />;
  }
  return (
    <FieldGroup id={id} labelKey={labelKey} required={required} error={error} hint={hint}>
      {control}
    </FieldGroup>
  );
}

/** A select's options; labels that are catalogue keys are translated. */
export function Options({ options }: { options: readonly Option[] }) {
  const intl = useIntl();
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {translateMaybe(intl, o.label)}
    </option>
  ));
}

/** An Indian mobile number: written as +91 and ten digits as soon as the field is left. */
export function PhoneField({ name = 'phone_no', labelKey, autoComplete }: { name?: string; labelKey: string; autoComplete?: string }) {
  const { setFieldTouched, setFieldValue } = useFormikContext();
  return (
    <FormField
      name={name}
      type="tel"
      labelKey={labelKey}
      autoComplete={autoComplete}
      inputMode="tel"
      placeholder="+91XXXXXXXXXX"
      required
      onBlur={(e) => {
        // this replaces formik's own blur, so it marks the field touched itself
        void setFieldTouched(name, true, false);
        void setFieldValue(name, normalisePhone(e.target.value), true);
      }}
    />
  );
}

/**
 * A new password. When editing, an empty one keeps the stored password, and the hint
 * `<labelKey>Keep` says so.
 */
export function PasswordField({ labelKey, editing, required }: { labelKey: string; editing: boolean; required: boolean }) {
  const intl = useIntl();
  const hint = editing ? intl.formatMessage({ id: `${labelKey}Keep` }) : undefined;
  return <FormField name="password" type="password" labelKey={labelKey} autoComplete="new-password" required={required} hint={hint} />;
}

/** A list of choices (a formik field holding the chosen values as strings), each a checkbox. */
export function CheckboxGroup({ name, labelKey, options }: { name: string; labelKey: string; options: readonly Option[] }) {
  const intl = useIntl();
  const [input, meta, helpers] = useField<Array<string | number>>(name);
  const value = (input.value ?? []).map(String);
  const toggle = (v: string) => helpers.setValue(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  return (
    <fieldset className="form-group">
      <legend className="form-label">{intl.formatMessage({ id: labelKey })}</legend>
      <div className="checkbox-grid">
        {options.map((o) => (
          <label key={o.value} className="checkbox">
            <input type="checkbox" checked={value.includes(String(o.value))} onChange={() => toggle(String(o.value))} /> {translateMaybe(intl, o.label)}
          </label>
        ))}
      </div>
      {meta.touched && meta.error && (
        <div className="invalid-feedback" role="alert">
          {translateMaybe(intl, String(meta.error))}
        </div>
      )}
    </fieldset>
  );
}

/** A control that is not a formik field (a filter, a read-only value) under its label. */
export function Labelled({
  htmlFor,
  labelKey,
  required,
  className,
  children,
}: {
  htmlFor: string;
  labelKey: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `form-group ${className}` : 'form-group'}>
      <label className="form-label" htmlFor={htmlFor}>
        <FormattedMessage id={labelKey} />
        {required && <RequiredMark />}
      </label>
      {children}
    </div>
  );
}

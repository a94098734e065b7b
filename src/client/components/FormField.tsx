// formik bindings: one labelled control with its error under it. Errors may be i18n keys (the
// shared yup schemas and the server's errors[].key) or plain text (errors[].message).
import { useField, useFormikContext } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalisePhone } from '../../shared/phone';
import { translateMaybe } from '../i18n/translate';

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
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? translateMaybe(intl, meta.error) : '';
  const common = {
    id,
    ...field,
    value: field.value ?? '',
    className: `form-control${error ? ' is-invalid' : ''}${className ? ' ' + className : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  };
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
    <div className="form-group">
      <label htmlFor={id} className="form-label">
        {intl.formatMessage({ id: labelKey })}
        {required && <RequiredMark />}
      </label>
      {control}
      {hint && !error && <div className="form-hint">{hint}</div>}
      {error && (
        <div id={errorId} className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
    </div>
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

/** The star after a required field's label (the field itself says aria-required). */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {' '}
      *
    </span>
  );
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

export interface ServerFieldError {
  code: string;
  message: string;
  key?: string;
}

/**
 * Puts the server's errors[] onto the form fields by code, whatever the HTTP status
 * (ARCHITECTURE "The API contract"). The key is preferred so FormField can translate it.
 * Returns the errors whose code is not one of the given fields (to show elsewhere).
 */
export function applyServerErrors(
  errors: ServerFieldError[] | undefined,
  setFieldError: (field: string, message: string | undefined) => void,
  fields?: string[],
): ServerFieldError[] {
  const rest: ServerFieldError[] = [];
  for (const e of errors ?? []) {
    if (fields && !fields.includes(e.code)) {
      rest.push(e);
      continue;
    }
    setFieldError(e.code, e.key || e.message);
  }
  return rest;
}

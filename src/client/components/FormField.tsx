// formik bindings: one labelled control with its error under it. Errors may be i18n keys (the
// shared yup schemas and the server's errors[].key) or plain text (errors[].message).
import { useField } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
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
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {translateMaybe(intl, o.label)}
          </option>
        ))}
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
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
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

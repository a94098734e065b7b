// One labelled control with its error under it, without formik: FormField binds it to a formik
// form, and the sign-in page (which loads before the rest of the console) holds its own state.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** The control's own attributes for its group: the error's look and its accessible description. */
export function controlProps(id: string, error: string, required?: boolean, className?: string) {
  return {
    id,
    className: `form-control${error ? ' is-invalid' : ''}${className ? ' ' + className : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
  };
}

/** The label, the control (built with controlProps and the same id), and the error (translated text) or a hint. */
export function FieldGroup({
  id,
  labelKey,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  labelKey: string;
  required?: boolean;
  error: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="form-group">
      <label htmlFor={id} className="form-label">
        {intl.formatMessage({ id: labelKey })}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && !error && <div className="form-hint">{hint}</div>}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
    </div>
  );
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

export interface ServerFieldError {
  code: string;
  message: string;
  key?: string;
}

/**
 * Puts the server's errors[] onto the form fields by code, whatever the HTTP status
 * (ARCHITECTURE "The API contract"). The key is preferred so the field can translate it.
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

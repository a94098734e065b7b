// Sign-in: the page
// itself, without the store or the router, so the same component serves the console's route and
// the sign-in page that loads before the rest of the console (SignInApp). A two-field form keeps
// its own state; the shared login schema validates it as it does on the server.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { formatDateTime } from '../../../shared/dates';
import type { ValidationError } from 'yup';
import { loginSchema } from '../../../shared/schemas/auth';
import type { Message } from '../../../shared/api/messages';
import { errorBody } from '../../api/errorBody';
import { applyServerErrors, controlProps, FieldGroup } from '../../components/FieldGroup';
import { messageText, translateMaybe, useT } from '../../i18n/translate';
import type { LoginAnswer } from '../../store/authSlice';
import type { Device } from '../../../shared/api/auth';
import { deviceSignOut, login } from './signInCalls';
import './auth.css';

interface Values {
  email: string;
  password: string;
}
type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;
const empty: Values = { email: '', password: '' };
const untouched = { email: false, password: false };

interface DeviceLimit {
  /** the server's message: which limit was met */
  message: Message;
  devices: Device[];
  signOutToken: string;
  credentials: Values;
}

/** The schema's first message (an i18n key) for each field that breaks it. */
function check(values: Values): Errors {
  try {
    loginSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Errors = {};
    for (const inner of (e as ValidationError).inner) if (inner.path && !out[inner.path as Field]) out[inner.path as Field] = inner.message;
    return out;
  }
}

export interface SignInFormProps {
  /** the language chooser in the page's corner */
  language: ReactNode;
  /** Keeps the session and leaves the page; the form stays busy until it resolves. */
  onSignedIn: (answer: LoginAnswer) => Promise<void>;
  /** Another device's session was ended: clear any stored session values before signing in again. */
  onDeviceSignedOut: () => void;
}

export default function SignInForm({ language, onSignedIn, onDeviceSignedOut }: SignInFormProps) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [touched, setTouched] = useState(untouched);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [limit, setLimit] = useState<DeviceLimit | null>(null);
  const [busyDevice, setBusyDevice] = useState<number | null>(null);

  /** One login attempt; a failure shows on the form. */
  const attempt = async (credentials: Values, showFieldErrors: boolean) => {
    setError(null);
    try {
      const res = await login({ email: credentials.email.trim(), password: credentials.password, device_info: 'web' });
      if (res.accessToken && res.user) {
        setLimit(null);
        await onSignedIn(res as LoginAnswer);
        return;
      }
      if (res.devices?.length && res.signOutToken) {
        setLimit({ message: res, devices: res.devices, signOutToken: res.signOutToken, credentials });
        return;
      }
      setError(messageText(intl, res, 'signIn.error'));
    } catch (e) {
      const body = errorBody(e);
      if (showFieldErrors) {
        const fromServer: Errors = {};
        applyServerErrors(body.errors, (field, message) => (fromServer[field as Field] = message));
        setErrors((current) => ({ ...current, ...fromServer }));
      }
      setError(messageText(intl, body, 'signIn.error'));
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched({ email: true, password: true });
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    await attempt(values, true);
    setSubmitting(false);
  };

  const logoutDevice = async (d: Device) => {
    if (!limit) return;
    setBusyDevice(d.id);
    setError(null);
    try {
      await deviceSignOut({ id: d.id, user_id: d.user_id, signOutToken: limit.signOutToken });
    } catch {
      setBusyDevice(null);
      setError(intl.formatMessage({ id: 'signIn.logoutError' }));
      return;
    }
    // states: clear the stored session values, then sign in again with the same credentials.
    onDeviceSignedOut();
    await attempt(limit.credentials, false);
    setBusyDevice(null);
  };

  const field = (name: Field, type: string, labelKey: string, autoComplete: string) => {
    const fieldId = `${id}${name}`;
    const shown = touched[name] && errors[name] ? translateMaybe(intl, errors[name]) : '';
    return (
      <FieldGroup id={fieldId} labelKey={labelKey} required error={shown}>
        <input
          {...controlProps(fieldId, shown, true)}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => {
            const next = { ...values, [name]: e.target.value };
            setValues(next);
            setErrors(check(next));
          }}
          onBlur={() => {
            setTouched((current) => ({ ...current, [name]: true }));
            setErrors(check(values));
          }}
        />
      </FieldGroup>
    );
  };

  return (
    <main className="auth-page">
      <div className="auth-language">{language}</div>
      <div className="auth-card">
        <div className="auth-brand" aria-hidden="true">
          <img src="/favicon.svg" alt="" width={40} height={40} />
        </div>
        <h1 className="auth-title">{t('signIn.title')}</h1>
        <p className="auth-subtitle">{t('signIn.subtitle')}</p>
        {/* POST: were the browser ever to submit it itself, the password stays out of the address */}
        <form method="post" noValidate onSubmit={onSubmit}>
          {field('email', 'email', 'signIn.email', 'username')}
          {field('password', 'password', 'signIn.password', 'current-password')}
          {error && (
            <div className="alert alert-danger" role="alert">
              {error}
            </div>
          )}
          <div className="auth-actions">
            <button type="submit" className="btn btn-primary" disabled={submitting || busyDevice != null}>
              {t('signIn.submit')}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setValues(empty);
                setTouched(untouched);
                setErrors({});
                setError(null);
                setLimit(null);
              }}
            >
              <FormattedMessage id="common.cancel" />
            </button>
          </div>
        </form>
        {limit && <DeviceLimitPanel limit={limit} busyDevice={busyDevice} onSignOut={(d) => void logoutDevice(d)} onCancel={() => setLimit(null)} />}
      </div>
    </main>
  );
}

/** The devices already signed in when the limit is met, each with a button that signs it out. */
function DeviceLimitPanel({
  limit,
  busyDevice,
  onSignOut,
  onCancel,
}: {
  limit: DeviceLimit;
  busyDevice: number | null;
  onSignOut: (d: Device) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className="device-limit" aria-labelledby="device-limit-title">
      <div className="alert alert-warning" role="status" id="device-limit-title">
        {messageText(intl, limit.message)}
      </div>
      <table className="table">
        <thead>
          <tr>
            <th>{t('signIn.deviceName')}</th>
            <th>{t('signIn.deviceType')}</th>
            <th>{t('signIn.lastUsed')}</th>
            <th>{t('common.action')}</th>
          </tr>
        </thead>
        <tbody>
          {limit.devices.map((d) => (
            <tr key={d.id}>
              <td>{deviceName(intl, d)}</td>
              <td>{t(`signIn.kind.${DEVICE_KINDS.has(d.device_type ?? '') ? d.device_type : 'other'}`)}</td>
              <td>{formatDateTime(d.last_seen_at ?? d.created_at, intl) || '—'}</td>
              <td>
                <button type="button" className="btn btn-sm btn-danger" disabled={busyDevice != null} onClick={() => onSignOut(d)}>
                  <FormattedMessage id="signIn.logoutDevice" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn btn-outline btn-sm" onClick={onCancel}>
        <FormattedMessage id="common.cancel" />
      </button>
    </section>
  );
}

const DEVICE_KINDS = new Set(['desktop', 'mobile', 'tablet']);

/** "Chrome 150 on Android": the browser and the system the server read from the device's user agent. */
function deviceName(intl: IntlShape, d: Device): string {
  const { browser, os } = d.device_info ?? {};
  if (browser && os) return intl.formatMessage({ id: 'signIn.deviceOn' }, { browser, os });
  return browser || os || intl.formatMessage({ id: 'signIn.unknownDevice' });
}

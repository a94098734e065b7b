// Sign-in (screens, states "Sign-in with devices", validation rules, error catalogue).
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { loginSchema } from '../../../shared/schemas/auth';
import { errorBody } from '../../api/baseApi';
import FormField, { applyServerErrors } from '../../components/FormField';
import LanguageSelect from '../../components/layout/LanguageSelect';
import { messageText, useT } from '../../i18n/translate';
import type { Message } from '../../../shared/api/messages';
import { signedIn, signedOut, type LoginAnswer } from '../../store/authSlice';
import { useFlushPersisted } from '../../store/persistence';
import { useAppDispatch } from '../../store/hooks';
import { useDeviceSignOutMutation, useLoginMutation, type Device, type LoginResponse } from './api';
import { homeFor } from './session';
import './auth.css';

interface Values {
  email: string;
  password: string;
}
const empty: Values = { email: '', password: '' };

interface DeviceLimit {
  /** the server's message: which limit was met */
  message: Message;
  devices: Device[];
  signOutToken: string;
  credentials: Values;
}

export default function SignInPage() {
  const t = useT();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const flushPersisted = useFlushPersisted();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [deviceSignOut] = useDeviceSignOutMutation();
  const [error, setError] = useState<string | null>(null);
  const [limit, setLimit] = useState<DeviceLimit | null>(null);
  const [busyDevice, setBusyDevice] = useState<number | null>(null);

  /** One login attempt; returns false when the form should show a failure. */
  const attempt = async (values: Values, setFieldError?: FormikHelpers<Values>['setFieldError']) => {
    setError(null);
    try {
      const res: LoginResponse = await login({ body: { email: values.email.trim(), password: values.password, device_info: 'web' } }).unwrap();
      if (res.accessToken && res.user) {
        setLimit(null);
        dispatch(signedIn(res as LoginAnswer));
        // a full page load of the next page must find the session in browser storage
        await flushPersisted();
        navigate(homeFor(res.user.steps), { replace: true });
        return;
      }
      if (res.devices?.length && res.signOutToken) {
        setLimit({ message: res, devices: res.devices, signOutToken: res.signOutToken, credentials: values });
        return;
      }
      setError(messageText(intl, res, 'signIn.error'));
    } catch (e) {
      const body = errorBody(e);
      if (setFieldError) applyServerErrors(body.errors, setFieldError);
      setError(messageText(intl, body, 'signIn.error'));
    }
  };

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    await attempt(values, helpers.setFieldError);
  };

  const logoutDevice = async (d: Device) => {
    if (!limit) return;
    setBusyDevice(d.id);
    setError(null);
    try {
      await deviceSignOut({ id: d.id, user_id: d.user_id, signOutToken: limit.signOutToken }).unwrap();
    } catch {
      setBusyDevice(null);
      setError(intl.formatMessage({ id: 'signIn.logoutError' }));
      return;
    }
    // states: clear the stored session values, then sign in again with the same credentials.
    dispatch(signedOut());
    await attempt(limit.credentials);
    setBusyDevice(null);
  };

  return (
    <main className="auth-page">
      <div className="auth-language">
        <LanguageSelect />
      </div>
      <div className="auth-card">
        <div className="auth-brand" aria-hidden="true">
          <img src="/favicon.svg" alt="" width={40} height={40} />
        </div>
        <h1 className="auth-title">{t('signIn.title')}</h1>
        <p className="auth-subtitle">{t('signIn.subtitle')}</p>
        <Formik initialValues={empty} validationSchema={loginSchema} onSubmit={onSubmit}>
          {({ isSubmitting, resetForm }) => (
            <Form noValidate>
              <FormField name="email" type="email" labelKey="signIn.email" autoComplete="username" required />
              <FormField name="password" type="password" labelKey="signIn.password" autoComplete="current-password" required />
              {error && (
                <div className="alert alert-danger" role="alert">
                  {error}
                </div>
              )}
              <div className="auth-actions">
                <button type="submit" className="btn btn-primary" disabled={isSubmitting || busyDevice != null}>
                  {t('signIn.submit')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => {
                    resetForm({ values: empty });
                    setError(null);
                    setLimit(null);
                  }}
                >
                  <FormattedMessage id="common.cancel" />
                </button>
              </div>
            </Form>
          )}
        </Formik>
        {limit && (
          <section className="device-limit" aria-labelledby="device-limit-title">
            <div className="alert alert-warning" role="status" id="device-limit-title">
              {messageText(intl, limit.message)}
            </div>
            <table className="table">
              <thead>
                <tr>
                  <th>{t('signIn.deviceName')}</th>
                  <th>{t('signIn.deviceType')}</th>
                  <th>{t('common.action')}</th>
                </tr>
              </thead>
              <tbody>
                {limit.devices.map((d) => (
                  <tr key={d.id}>
                    <td>{deviceName(d) || intl.formatMessage({ id: 'signIn.unknownDevice' })}</td>
                    <td>{d.device_type || '—'}</td>
                    <td>
                      <button type="button" className="btn btn-sm btn-danger" disabled={busyDevice != null} onClick={() => logoutDevice(d)}>
                        <FormattedMessage id="signIn.logoutDevice" />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setLimit(null)}>
              <FormattedMessage id="common.cancel" />
            </button>
          </section>
        )}
      </div>
    </main>
  );
}

const deviceName = (d: Device) => {
  const { browser, os } = d.device_info ?? {};
  return [browser, os ? `(${os})` : ''].filter(Boolean).join(' ');
};

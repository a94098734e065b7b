import { useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { baseApi } from '../../api/baseApi';
import { signedOut } from '../../store/authSlice';
import { useAppDispatch } from '../../store/hooks';
import { useSignOutAllMutation, useSignOutMutation } from './api';
import { clearStoredToken } from './session';
import { useT } from '../../i18n/translate';

/** After the server ended the session: forget it here and go to the sign-in page. */
function useForgetSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    clearStoredToken();
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    navigate('/');
  };
}

/** Top bar Sign Out (states): only a successful server sign-out clears the session; a failure is only logged. */
export default function SignOutLink() {
  const t = useT();
  const [signOut, { isLoading }] = useSignOutMutation();
  const forget = useForgetSession();
  const onClick = async () => {
    try {
      await signOut().unwrap();
      forget();
    } catch (e) {
      console.error('sign-out failed', e);
    }
  };
  return (
    <button type="button" className="topbar-link" onClick={onClick} disabled={isLoading}>
      {t('layout.signOut')}
    </button>
  );
}

/** "Sign out of all devices" (a lost phone, a shared computer): every session of the user ends, this one too. */
export function SignOutEverywhereLink() {
  const intl = useIntl();
  const t = useT();
  const [signOutAll, { isLoading }] = useSignOutAllMutation();
  const forget = useForgetSession();
  const onClick = async () => {
    try {
      await signOutAll().unwrap();
      forget();
      // the dialogs (sweetalert2) load here, not with the first page
      void import('../../components/dialogs').then(({ success }) => success(intl, 'dialog.success', 'auth.signedOutEverywhere'));
    } catch (e) {
      console.error('sign-out of all devices failed', e);
    }
  };
  return (
    <button type="button" className="topbar-link topbar-link-quiet" onClick={onClick} disabled={isLoading}>
      {t('layout.signOutEverywhere')}
    </button>
  );
}

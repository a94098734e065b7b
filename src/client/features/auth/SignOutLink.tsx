import { useNavigate } from 'react-router-dom';
import { baseApi } from '../../api/baseApi';
import { signedOut } from '../../store/authSlice';
import { useAppDispatch } from '../../store/hooks';
import { useSignOutMutation } from './api';
import { clearStoredToken } from './session';
import { useT } from '../../i18n/translate';

/** Top bar Sign Out (states): only a successful server sign-out clears the session; a failure is only logged. */
export default function SignOutLink() {
  const t = useT();
  const [signOut, { isLoading }] = useSignOutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onClick = async () => {
    try {
      await signOut().unwrap();
      clearStoredToken();
      dispatch(signedOut());
      dispatch(baseApi.util.resetApiState());
      navigate('/');
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

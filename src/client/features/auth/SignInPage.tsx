// The console's /sign-in (after a sign-out, or where the server did not send the page itself):
// the session goes into the store, which writes it to browser storage before the page leaves.
import { useLocation, useNavigate } from 'react-router-dom';
import LanguageSelect from '../../components/layout/LanguageSelect';
import { signedIn, signedOut } from '../../store/authSlice';
import { useFlushPersisted } from '../../store/persistence';
import { useAppDispatch } from '../../store/hooks';
import SignInForm from './SignInForm';
import { afterSignIn } from './session';
import { nextFrom } from '../../lib/nextPage';

export default function SignInPage() {
  const dispatch = useAppDispatch();
  const flushPersisted = useFlushPersisted();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <SignInForm
      language={<LanguageSelect />}
      onSignedIn={async (answer) => {
        dispatch(signedIn(answer));
        // a full page load of the next page must find the session in browser storage
        await flushPersisted();
        navigate(afterSignIn(answer.user.steps, nextFrom(search)), { replace: true });
      }}
      onDeviceSignedOut={() => dispatch(signedOut())}
    />
  );
}

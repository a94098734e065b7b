// The console at /sign-in for a visitor with nothing stored, as App renders it (same providers
// and routes, a static router): its markup must equal the client's first render to hydrate.
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import type { Locale } from '../../shared/domain/constants';
import I18nProvider from '../i18n/I18nProvider';
import { routeEntries } from '../resources';
import { AppRoutes } from '../routes';
import { makeStore } from '../store/store';
import { initialUi } from '../store/uiSlice';

export default function SignInShell({ locale }: { locale: Locale }) {
  const store = makeStore({ ui: { ...initialUi, locale } } as never);
  return (
    <Provider store={store}>
      <I18nProvider>
        <StaticRouter location="/sign-in">
          <AppRoutes entries={routeEntries} />
        </StaticRouter>
      </I18nProvider>
    </Provider>
  );
}
